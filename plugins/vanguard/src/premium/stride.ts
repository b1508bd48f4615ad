/**
 * Stride (6.5.1, 6.6.2, 9.8.2, 14.12) and hearts (6.5.2–6.5.4): in the stride step the turn fighter may play the
 * stride skill of a face-down G zone card: reveal it, pay its cost (14.12.3.1: discard cards whose grades total
 * 3 or more), and put it on the vanguard circle with the vanguard's orientation. The vanguards that were there
 * become hearts linked to it (kept in the field's `hearts` slot, 6.5.2.2.3), and the G unit adds the chosen
 * heart's power and name (6.5.1.3).
 */
import {
  appendLog,
  cardRef,
  cardRefs,
  cardsIn,
  emitEvent,
  moveCard,
  zoneKey,
  type Action,
  type GameContext,
  type MoveContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { cardStatus } from '../cards/status.js';
import { field, list, reject } from '../moves/common.js';
import { definitionOf, gradeOf, opponentOf, playerState } from '../state.js';
import { circleKey, vanguardOf } from '../zones.js';
import { isPremium, strideBanned } from './format.js';
import { mayStrideByEffect } from '../verbs/other-rules.js';
import { faceDownG, isGUnit } from './g-zone.js';
import { legionPartner, settleReturningPair } from './legion-state.js';
import { premiumCardStatus, premiumPlayerStatus } from './status.js';

type Move = Omit<MoveContribution, 'title'>;

/** The cards on a fighter's vanguard circle that are vanguards: the vanguard and its legion mate (6.4.3.2). */
export const vanguardsOf = (ctx: GameContext, player: string): string[] => [
  ...cardsIn(ctx, circleKey(player, 'vc')),
  ...cardsIn(ctx, circleKey(player, 'legion')),
];

export const heartsOf = (ctx: GameContext, player: string): string[] => [...cardsIn(ctx, circleKey(player, 'hearts'))];

/** A face-down G zone card with a stride skill (6.6.2). */
const canStrideWith = (ctx: GameContext, player: string, id: string): boolean =>
  faceDownG(ctx, player).includes(id) && definitionOf(ctx, id)?.stride === true;

/**
 * 6.6.2: both fighters have a vanguard of grade 3 or more, or the fighter's own vanguard was grade 3 or more at
 * the start of their turn.
 */
export function strideGradeMet(ctx: GameContext, player: string): boolean {
  const gradeThree = (p: string) => vanguardsOf(ctx, p).some((id) => (gradeOf(ctx, id) ?? 0) >= 3);
  if (gradeThree(player) && gradeThree(opponentOf(ctx, player))) return true;
  return premiumPlayerStatus.get(playerState(ctx, player), 'gradeThreeAtTurnStart') === true;
}

/** 14.12.3.1: the default stride cost, one or more cards from hand whose grades total 3 or more. */
function costError(ctx: GameContext, player: string, discard: readonly string[] | undefined): RuleError | null {
  if (discard === undefined || discard.length === 0 || new Set(discard).size !== discard.length)
    return reject('VG_STRIDE_COST', 'name one or more different cards from your hand to discard ("discard")', 'VG 14.12.3.1');
  if (discard.some((id) => ctx.state.cards[id]?.zone !== zoneKey(player, 'hand')))
    return reject('VG_STRIDE_COST', 'the stride cost discards cards from your hand', 'VG 14.12.3.1');
  const total = discard.reduce((sum, id) => sum + (gradeOf(ctx, id) ?? 0), 0);
  if (total < 3) return reject('VG_STRIDE_COST', `the discarded grades total ${total}; a stride needs 3 or more`, 'VG 14.12.3.1');
  return null;
}

/** The discards the list of legal actions offers: each card of grade 3 or more alone, and the fewest cards reaching 3. */
function discardOptions(ctx: GameContext, player: string): string[][] {
  const hand = cardsIn(ctx, zoneKey(player, 'hand'));
  const out: string[][] = hand.filter((id) => (gradeOf(ctx, id) ?? 0) >= 3).map((id) => [id]);
  const byGrade = [...hand].filter((id) => (gradeOf(ctx, id) ?? 0) < 3).sort((a, b) => (gradeOf(ctx, b) ?? 0) - (gradeOf(ctx, a) ?? 0));
  const greedy: string[] = [];
  let total = 0;
  for (const id of byGrade) {
    if (total >= 3) break;
    greedy.push(id);
    total += gradeOf(ctx, id) ?? 0;
  }
  if (total >= 3) out.push(greedy);
  return out;
}

/** The heart whose name and power the G unit takes (6.5.1.3): non-G; the one named, else the leader or the first. */
function designatedHeart(ctx: GameContext, candidates: readonly string[], named: string | undefined): string | undefined {
  const nonG = candidates.filter((id) => !isGUnit(ctx, id));
  if (named !== undefined) return nonG.includes(named) ? named : undefined;
  return nonG.find((id) => premiumCardStatus.get(ctx.state.cards[id], 'legionRole') !== 'mate') ?? nonG[0];
}

function strideError(ctx: GameContext, action: Action): RuleError | null {
  const player = action.player;
  if (!isPremium(ctx)) return reject('VG_PREMIUM_ONLY', 'stride is played only in the premium format', 'VG 6.6.2');
  if (player !== ctx.state.turn.player) return reject('VG_NOT_YOUR_TURN', 'only the turn fighter strides', 'VG 9.8.2');
  // 18.6.1: a fighters' rule forbids stride; 18.6.2: unless an effect lets this fighter stride.
  if (strideBanned(ctx) && !mayStrideByEffect(ctx, player))
    return reject(
      'VG_STRIDE_BANNED',
      'stride is forbidden in this game (option stride: banned) and no effect lets you stride',
      'VG 18.6.1',
    );
  const card = field(action, 'card');
  if (card === undefined || !canStrideWith(ctx, player, card))
    return reject('VG_STRIDE_CARD', 'stride with a face-down card of your G zone that has a stride skill', 'VG 6.6.2');
  if (vanguardOf(ctx, player) === undefined) return reject('VG_NO_VANGUARD', 'you have no vanguard to stride onto', 'VG 6.6.2.3');
  if (!strideGradeMet(ctx, player))
    return reject(
      'VG_STRIDE_GRADE',
      'both fighters need a grade 3 or greater vanguard, or yours must have been grade 3 or greater at the start of your turn',
      'VG 6.6.2',
    );
  const heart = field(action, 'heart');
  if (heart !== undefined && designatedHeart(ctx, [...vanguardsOf(ctx, player), ...heartsOf(ctx, player)], heart) === undefined)
    return reject('VG_STRIDE_HEART', 'the heart to take the name and power of is one of your non-G vanguards', 'VG 6.5.1.3');
  return costError(ctx, player, list(action, 'discard'));
}

export const strideMove: Move = {
  type: 'stride',
  params: { card: cardRef, discard: cardRefs({ min: 0 }), heart: cardRef.optional() },
  rule: 'VG 9.8.2',
  enumerate(ctx, player) {
    if (!isPremium(ctx) || player !== ctx.state.turn.player || vanguardOf(ctx, player) === undefined || !strideGradeMet(ctx, player))
      return [];
    if (strideBanned(ctx) && !mayStrideByEffect(ctx, player)) return []; // 18.6.1, 18.6.2
    const discards = discardOptions(ctx, player);
    return faceDownG(ctx, player)
      .filter((id) => canStrideWith(ctx, player, id))
      .flatMap((card) => discards.map((discard) => ({ type: 'stride', player, card, discard })));
  },
  validate: strideError,
  perform(ctx, action) {
    const player = action.player;
    const card = field(action, 'card') as string;
    // 6.6.2.1: reveal the card (it is face up from now on); 6.6.2.2: pay the cost; 6.6.2.3: stride.
    ctx.state.cards[card]!.faceUp = true;
    appendLog(ctx.state, { type: 'revealed', player, detail: { cards: [card], reason: 'stride' } });
    for (const id of list(action, 'discard') ?? []) moveCard(ctx, id, zoneKey(player, 'drop'), { by: player, reason: 'discard' });
    performStride(ctx, card, player, field(action, 'heart'));
  },
};

/**
 * 6.5.1: the G unit goes onto the vanguard circle with the vanguard's orientation (not a ride, 6.5.1.1.1); every
 * vanguard there becomes a heart linked to it (6.5.1.2), hearts already linked to a G unit that becomes a heart
 * stay linked and are linked to the new one too (6.5.1.2.1: one link is kept, to the newest G unit); one non-G
 * heart is designated (6.5.1.3). Returns the G unit's id on the circle.
 */
export function performStride(ctx: GameContext, card: string, player: string, heart?: string): string {
  const previous = vanguardsOf(ctx, player);
  const rested = cardStatus.get(ctx.state.cards[previous[0] ?? ''], 'rested') === true;
  const oldHearts = heartsOf(ctx, player);
  const strode = moveCard(ctx, card, circleKey(player, 'vc'), { by: player, reason: 'stride', newObject: true, faceUp: true });
  const unit = ctx.state.cards[strode]!;
  if (rested) cardStatus.set(unit, 'rested', true);
  else cardStatus.clear(unit, 'rested');
  for (const id of previous) makeHeart(ctx, id, player, strode);
  for (const id of oldHearts) premiumCardStatus.set(ctx.state.cards[id]!, 'heartOf', strode);
  const designated = designatedHeart(ctx, [...previous, ...oldHearts], heart);
  if (designated !== undefined) premiumCardStatus.set(unit, 'strideHeart', designated);
  emitEvent(ctx, { type: 'strode', player, detail: { card: strode, hearts: previous } });
  return strode;
}

/** 6.5.2: face up and standing, in the hearts state linked to `to`; a legion pair stays in legion (6.5.2.2.4). */
function makeHeart(ctx: GameContext, id: string, player: string, to: string): void {
  const moved = moveCard(ctx, id, circleKey(player, 'hearts'), { by: player, reason: 'hearts' });
  const card = ctx.state.cards[moved]!;
  card.faceUp = true;
  cardStatus.clear(card, 'rested');
  premiumCardStatus.clear(card, 'strideHeart');
  premiumCardStatus.set(card, 'heartOf', to);
}

/**
 * 6.5.4.1: the G unit `from` is about to leave: the heart linked to it (a G heart first, 6.5.4.1.1) stops being a
 * heart, on the vanguard circle, with the G unit's orientation; a legion pair of hearts returns together
 * (6.5.2.2.4: the mate to its slot). With `from` absent (13.5.1.2: no vanguard is left) the hearts are chosen
 * the same way. The other hearts linked to `from` stay linked to a returning G heart (6.5.1.2.1).
 */
export function endHearts(ctx: GameContext, player: string, from: string | undefined): string[] {
  const linked = heartsOf(ctx, player).filter((id) => from === undefined || premiumCardStatus.get(ctx.state.cards[id], 'heartOf') === from);
  const first =
    linked.find((id) => isGUnit(ctx, id)) ??
    linked.find((id) => premiumCardStatus.get(ctx.state.cards[id], 'legionRole') !== 'mate') ??
    linked[0];
  if (first === undefined) return [];
  const partner = isGUnit(ctx, first) ? undefined : legionPartner(ctx, first);
  const returning = partner !== undefined && linked.includes(partner) ? [first, partner] : [first];
  const rested = from !== undefined && cardStatus.get(ctx.state.cards[from], 'rested') === true;
  // 6.5.2.2.4.1: who leads the returning pair is read again from their Seek Mates (or their legion ends).
  const leader = returning.length === 2 ? settleReturningPair(ctx, returning[0]!, returning[1]!) : first;
  for (const id of returning) {
    const mate = returning.length === 2 && leader !== undefined && id !== leader;
    const moved = moveCard(ctx, id, circleKey(player, mate ? 'legion' : 'vc'), { by: player, reason: 'hearts-end' });
    const card = ctx.state.cards[moved]!;
    premiumCardStatus.clear(card, 'heartOf');
    if (rested) cardStatus.set(card, 'rested', true);
    else cardStatus.clear(card, 'rested');
  }
  if (isGUnit(ctx, first)) for (const id of linked) if (id !== first) premiumCardStatus.set(ctx.state.cards[id]!, 'heartOf', first);
  return returning;
}
