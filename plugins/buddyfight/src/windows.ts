import {
  currentWindow,
  ruleError,
  type GameContext,
  type PlayerId,
  type RuleError,
  type WindowDefinition,
  type WindowFrame,
} from '@tcgkit/kernel';
import { data } from './state.js';

/**
 * Every play timing of the turn ([Start], [Main], [Atk], [Fin]) runs the kernel's `counter` chart, which
 * is the loop of [PT 1.1–10.1]: rule processing, the turn fighter's use or pass (2.1), the other's one
 * 【対抗】 (3.1), the answer resolves first (4.1), then the use (5.1), back to 2.1; after a pass the non-turn
 * fighter may start with a 【対抗】 (6.1), the turn fighter may answer (7.1), they resolve (8.1, 9.1), back
 * to 2.1; a pass at 2.1 and at 6.1 ends it (10.1).
 *
 * What each window allows is the matrix of §6.3: `free` windows let the turn fighter call, cast, equip
 * and use 【起動】 at 2.1 ([Main 1.1 ※]) or cast impacts and call impact monsters ([Fin 1.1 ※]); everything
 * else is 【対抗】 only.
 */
const uses = ['call', 'cast', 'equip', 'activate'] as const;
const pt = (rule: string, timings: string[] = ['counter']): WindowDefinition => ({ rule, player: 'turn-player', moves: uses, timings });

export const windows: Record<string, WindowDefinition> = {
  start: pt('BF Start 1.1'),
  stand: pt('BF Start 2.2'),
  draw: pt('BF Start 3.1.1'),
  charge: pt('BF Start 3.2.1'),
  main: pt('BF Main 1.1', ['main', 'counter']),
  'attack-start': pt('BF Atk 1.3'),
  'attack-no-attack': pt('BF Atk 2.1.1'),
  'attack-battle': pt('BF Atk 2.5'),
  'attack-after-battle': pt('BF Atk 3.4'),
  'attack-post-attack': pt('BF Atk 4.3'),
  final: pt('BF Fin 1.1', ['final', 'counter']),
  'final-no-attack': pt('BF Fin 2.1.1'),
  'final-battle': pt('BF Fin 2.5'),
  'final-after-battle': pt('BF Fin 3.4'),
  'final-post-attack': pt('BF Fin 4.3'),
  'turn-end': pt('BF Fin 5.1'),
};

export type FreeTiming = 'main' | 'final';

/** The turn fighter's own choice at PT 2.1 of the main phase or of [Fin 1.1] (§6.3), or null. */
export function freeTiming(ctx: GameContext, player: PlayerId, frame: WindowFrame | undefined): FreeTiming | null {
  if (frame === undefined || player !== ctx.state.turn.player || frame.role !== 'act' || frame.holder !== player) return null;
  return frame.name === 'main' || frame.name === 'final' ? frame.name : null;
}

/** [PT 3.1, 6.1, 7.1], [Main 1.1 ※]: outside the turn fighter's free choice only 【対抗】 may be used. */
export function counterOnlyError(what: string): RuleError {
  return ruleError('BF_COUNTER_ONLY', `only 【対抗】 cards and abilities may be used now, not ${what}`, 'BF PT 3.1');
}

/**
 * [RC-2]: before 2018-06-02 only one 【対抗】 per battle; now any number (the default). Reading: the old
 * limit is per fighter (each fighter one 【対抗】 in a battle).
 */
export function legacyCounterError(ctx: GameContext, player: PlayerId): RuleError | null {
  const bfData = data(ctx);
  if (bfData.legacyOneCounterPerBattle && bfData.battle !== null && (bfData.countersThisBattle[player] ?? 0) >= 1)
    return ruleError('BF_ONE_COUNTER_PER_BATTLE', 'only one 【対抗】 per battle (legacy rule)', 'BF RC-2');
  return null;
}

/** The free-timing condition for 【起動】 abilities without 【対抗】 ([AbTypes]: only in your own main phase). */
export function isOwnMainTiming(ctx: GameContext, player: PlayerId): boolean {
  return freeTiming(ctx, player, currentWindow(ctx)) === 'main';
}
