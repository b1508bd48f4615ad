import { playLoop, ruleError, type Game, type GameContext, type LoopOutcome, type LoopProposal, type LoopRules } from '@tcgkit/kernel';
import { definitionOf } from './state.js';

/**
 * Loops a fighter can stop (18.1.1.2–18.1.1.4), played as a shortcut by the kernel's `loop` action (these are
 * Vanguard's `TitleDefinition.loops`):
 * - only one fighter can stop it (18.1.1.2): that fighter names the number of repetitions;
 * - both can (18.1.1.3): the turn fighter names a number, then the opponent names theirs, and the smaller is
 *   carried out (`bothStop: 'smaller'`);
 * - afterwards, while the game is exactly as it was when the loop started, the fighter who named the larger
 *   number (or the only one who named one) cannot choose the loop again (`banKey`); with equal numbers both
 *   named the number carried out, and both are banned (reading 471);
 * - the repetitions are every action carried out in turn, each checked as always: their result is the one of
 *   doing them all (18.1.1.4), and the log keeps each one, as the rule treats them as done.
 * The settlement, bans included, is made of actions of the game's action list, each fighter's own (`loop` from
 * the fighter who shows it, `loop-answer` from the opponent when both can stop it; reading 472), so a replay of
 * the action list from the seed recreates it.
 * 18.1.1.5 leaves recognising a loop to the fighters or a judge: here the card's author recognised it, and
 * the card data names the ability (`loops`, reading 470). A series whose first action is not the activation
 * of such an ability is refused.
 */
export const vanguardLoopRules: LoopRules = {
  rule: 'VG 18.1.1',
  bothStop: 'smaller',
  banKey: 'loopBans',
  recognise: (effects, proposal) => recogniseLoop(effects as GameContext, proposal),
  sections: { loop: 'VG 18.1.1', onlyOne: 'VG 18.1.1.2', both: 'VG 18.1.1.3' },
};

function recogniseLoop(ctx: GameContext, proposal: LoopProposal) {
  const first = proposal.actions[0];
  const card = first?.type === 'activate' && typeof first['card'] === 'string' ? first['card'] : undefined;
  const ability = first?.['ability'];
  if (card !== undefined && typeof ability === 'number' && (definitionOf(ctx, card)?.loops ?? []).includes(ability)) return undefined;
  return ruleError(
    'LOOP_NOT_RECOGNISED',
    'only a loop the card data recognises (an ACT it names as a loop) is played as a shortcut',
    'VG 18.1.1.5',
  );
}

/** Plays a loop a fighter can stop; `answer` is the opponent's number when both fighters can stop it (18.1.1.3). */
export function playVanguardLoop(game: Game, proposal: LoopProposal, answer?: (proposal: LoopProposal) => number): LoopOutcome {
  return playLoop(game, proposal, answer);
}
