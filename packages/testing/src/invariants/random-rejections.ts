import { isAnswerIn, nextInt, pickAnswer, seedRng, type Game, type Json } from '@tcgkit/kernel';

/** Picks one element of a list with the probe's seeded generator. */
export type Pick = <T>(list: readonly T[]) => T;

export interface RandomRejectionsReport {
  /** Actions rejected, each with a typed code and an unchanged snapshot. */
  rejected: number;
  /** Actions that happened to be legal and were played. */
  played: number;
}

/**
 * Plays `game` with random legal actions and, before each, tries `tries` random actions made by
 * `randomAction` (a title's action shapes filled with random cards, circles and numbers). Every one that is
 * not legal must be rejected with a typed code and leave the snapshot byte-identical; throws otherwise.
 * The hostile-input invariant breaks legal actions one field at a time; this probe throws whole random
 * actions of the title's own shapes at every position a game passes through.
 */
export function probeRandomRejections(
  game: Game,
  seed: number,
  randomAction: (pick: Pick, game: Game) => { [key: string]: Json },
  options: { steps?: number; tries?: number } = {},
): RandomRejectionsReport {
  const rng = seedRng(seed);
  const pick: Pick = (list) => list[nextInt(rng, list.length)]!;
  const report: RandomRejectionsReport = { rejected: 0, played: 0 };
  for (let step = 0; step < (options.steps ?? 300) && game.result === null; step++) {
    for (let tries = 0; tries < (options.tries ?? 3); tries++) {
      const action = randomAction(pick, game);
      const text = JSON.stringify(action);
      if (isAnswerIn(game.legalActions(), action)) continue;
      const before = game.snapshot();
      const outcome = game.act(action);
      // A random action may happen to be legal in another spelling (extra fields are ignored).
      if (outcome.ok) {
        report.played++;
        continue;
      }
      if (typeof outcome.error.code !== 'string') throw new Error(`step ${step}: ${text} rejected without a code`);
      if (game.snapshot() !== before) throw new Error(`step ${step}: rejecting ${text} (${outcome.error.code}) changed the game`);
      report.rejected++;
    }
    if (game.result !== null) break;
    const legal = game.legalActions();
    const outcome = game.act(pickAnswer(legal, rng));
    if (!outcome.ok) throw new Error(`step ${step}: a listed legal action was rejected (${outcome.error.code})`);
  }
  return report;
}
