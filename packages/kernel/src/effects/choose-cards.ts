import { isChooseAction, type DecisionOption } from '../decisions/decision.js';
import { leavesNoChoice } from '../decisions/ask-select.js';
import type { EffectsContext } from './effects-context.js';
import type { CardId, PlayerId } from '../state/game-state.js';
import { shownDefinition } from './card-face.js';
import type { EffectFrame, VerbResult } from './instruction.js';
import { choosableBy } from './restrictions.js';

/** What a verb asks its chooser to pick: from `candidates`, between `min` and `max` cards. */
export interface CardChoice {
  /** Who chooses; the frame's controller by default. */
  player?: PlayerId;
  candidates: readonly CardId[];
  /** The fewest to pick; `max` by default ("choose N" is as many as possible up to N, VG 11.8.4). */
  min?: number;
  max: number;
  prompt: string;
  rule?: string;
  /** The order of the answer matters (cards put on the deck in order). */
  ordered?: boolean;
  /** Ask even when the answer is forced (every candidate must be picked). */
  always?: boolean;
}

/** The cards picked, or the question to return from the verb (it runs again with the answer). */
export type CardChoiceResult = { chosen: CardId[] } | { ask: VerbResult };

export function cardLabel(ctx: EffectsContext, id: CardId, viewer: PlayerId): string {
  const card = ctx.state.cards[id];
  if (card === undefined) return id;
  const shown = shownDefinition(ctx, card, viewer);
  return shown !== undefined ? `${ctx.title.cardName(shown)} (${id})` : `face-down card (${id})`;
}

export function cardOptions(ctx: EffectsContext, ids: readonly CardId[], viewer: PlayerId): DecisionOption[] {
  return ids.map((id) => ({ id, label: cardLabel(ctx, id, viewer), card: id }));
}

/**
 * The one way a verb chooses cards: the cards that cannot be chosen are left out first (VG 7.50.2, 12.2;
 * a title's `RestrictionContribution`), a forced answer is taken without asking, and otherwise the chooser
 * is asked. A verb calls it on each run: the first run returns `ask`, the run with the answer returns
 * `chosen` (only cards that were offered: the decision accepts nothing else).
 */
export function chooseCards(ctx: EffectsContext, frame: EffectFrame, choice: CardChoice): CardChoiceResult {
  const player = choice.player ?? frame.controller;
  const candidates = choosableBy(ctx, choice.candidates, player, frame);
  const answer = frame.answer;
  if (answer !== undefined && isChooseAction(answer)) return { chosen: answer.choice.filter((id) => candidates.includes(id)) };
  const max = Math.min(candidates.length, choice.max);
  const min = Math.min(max, choice.min ?? max);
  if (max === 0) return { chosen: [] };
  if (choice.always !== true && leavesNoChoice(candidates.length, min)) return { chosen: candidates.slice(0, max) };
  const request = { kind: 'select' as const, player, prompt: choice.prompt, options: cardOptions(ctx, candidates, player), min, max };
  const withOrder = choice.ordered === true ? { ...request, ordered: true } : request;
  return { ask: { type: 'decide', request: choice.rule === undefined ? withOrder : { ...withOrder, rule: choice.rule } } };
}
