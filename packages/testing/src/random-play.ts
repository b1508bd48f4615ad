import { pickAnswer, seedRng, type Action, type Game } from '@tcgkit/kernel';

/**
 * Plays `game` to its end (or `limit` actions) choosing uniformly among the legal actions with a seeded
 * generator, so the same seed plays the same game. Throws when a decision has no legal answer or a
 * listed answer is rejected. Returns the actions played: with the seed, a replay. `afterAction`, when given, is
 * called after each accepted action with the number of actions played so far.
 */
export function playRandom(game: Game, seed: number, limit = 20_000, afterAction?: (played: number) => void): Action[] {
  const rng = seedRng(seed);
  const actions: Action[] = [];
  while (game.result === null && actions.length < limit) {
    const legal = game.legalActions();
    if (legal.length === 0) throw new Error(`no legal action at ${JSON.stringify(game.position())}`);
    const action = pickAnswer(legal, rng);
    const outcome = game.act(action);
    if (!outcome.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} → ${outcome.error.code}: ${outcome.error.message}`);
    actions.push(action);
    afterAction?.(actions.length);
  }
  return actions;
}

/** Serials of the physical cards in every zone, sorted (tokens and pseudo-cards, serial ≤ 0, left out). */
export function physicalSerials(game: Game): number[] {
  const out: number[] = [];
  for (const key in game.state.zones) for (const id of game.state.zones[key] ?? []) out.push(game.state.cards[id]!.serial);
  return out.filter((serial) => serial > 0).sort((a, b) => a - b);
}
