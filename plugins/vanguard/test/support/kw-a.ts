/** Shared steps of the keyword tests 14.17–14.40 (helper vg-kw-a). */
import type { Game } from '@tcgkit/kernel';
import { ok } from './board.js';

/** Declares an attack (10.3.1.3) and attacks with `attacker` (optionally boosted). */
export function attack(game: Game, attacker: string, target: string, booster?: string): void {
  if (game.decision?.kind === 'play' && (game.decision as { window?: string }).window === 'start')
    ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(
    game,
    booster === undefined
      ? { type: 'attack', player: game.state.turn.player, attacker, target }
      : { type: 'attack', player: game.state.turn.player, attacker, target, booster },
  );
}

/** Answers every open decision by passing or declining until the next attack can be declared or chosen. */
export function finishBattle(game: Game): void {
  for (let i = 0; i < 40; i++) {
    const decision = game.decision;
    if (decision === null) return;
    const window = (decision as { window?: string }).window;
    if (decision.kind === 'play' && (window === 'start' || window === 'attack')) return;
    if (decision.kind === 'play') ok(game, { type: 'pass', player: decision.player });
    else if (decision.kind === 'select') {
      const { options, min } = decision as { options: { id: string }[]; min: number };
      const no = options.find((o) => o.id === 'no');
      ok(game, { type: 'choose', player: decision.player, choice: no !== undefined ? ['no'] : options.slice(0, min).map((o) => o.id) });
    } else throw new Error(`unexpected decision ${decision.kind}`);
  }
  throw new Error('the battle did not end');
}

/** Plays pending abilities while the game asks which to play next (11.6.1.4), never removing one unplayed. */
export function playPending(game: Game): void {
  for (let i = 0; i < 20; i++) {
    const decision = game.decision;
    if (decision?.kind !== 'select' || decision.rule !== 'VG 11.6.1.4') return;
    const options = (decision as { options: { id: string }[] }).options.filter((o) => !o.id.startsWith('decline:'));
    ok(game, { type: 'choose', player: decision.player, choice: [options[0]!.id] });
  }
}
