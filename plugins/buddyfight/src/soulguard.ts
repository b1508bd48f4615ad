import {
  confirmQuestion,
  askSelect,
  defineVerb,
  moveCard,
  noParams,
  verbDone,
  zoneKey,
  zoneNameOf,
  type ConditionContribution,
  type GameContext,
  type ReplacementRule,
} from '@tcgkit/kernel';
import { log, soulOf, zoneOf } from './state.js';
import { usableKeywords } from './time-stop.js';
import { destroy, leaveFieldTo } from './verbs.js';

/**
 * 『ソウルガード』 ([KW:ソウルガード]): 「『ソウルガード』を持つカードは、場から離れる場合、ソウル1枚をドロップゾーンに
 * 置くことで場に残すことができます。『ソウルガード』は置換効果です。」 The source says "leaves the field", not
 * "is destroyed", so it is a replacement of every move that takes the card off the field (destroyed in a
 * battle or by an effect, returned to hand, put into the drop zone, the deck, the gauge or a soul by an
 * effect, removed from the fight). It is the kernel's one replacement mechanism (a title rule replacement
 * on `move`), so no title verb checks it by hand and the kernel's generic `move` is covered too. A
 * replaced move does not happen: `leaveFieldTo` then returns null and its caller stops.
 *
 * Readings (listed in docs/titles/buddyfight.md):
 * - Rule processing's drops (RP-2, RP-3, reason `rule`) are not replaced (§16 leaves it open): RP puts
 *   cards into the drop zone "until" the area or the size is legal again, and a replacement there would
 *   leave the over-full area in place at every later check until the soul ran out.
 * - A cost its controller pays with the card (reason `cost`, [Call Q4]) is not replaced: the payer chose
 *   that card, and a replaced part would leave the cost unpaid ([Oth:【コスト】と能力]: all or nothing).
 * - Cards moving within the field (『移動』, into the item area) do not leave it.
 */
export const fieldZones: readonly string[] = ['field', 'item', 'magic'];

const notReplaced: readonly string[] = ['rule', 'cost', 'soul-left', 'soulguard'];

/** Whether a move (the frame's event) takes a card with 『ソウルガード』 and a soul off the field. */
export function soulguardApplies(ctx: GameContext, id: string | undefined, detail: Record<string, unknown> | undefined): boolean {
  if (id === undefined || detail === undefined) return false;
  const card = ctx.state.cards[id];
  if (card === undefined || !fieldZones.includes(zoneOf(card))) return false;
  if (fieldZones.includes(zoneNameOf(String(detail['to'])))) return false;
  if (notReplaced.includes(String(detail['reason']))) return false;
  return usableKeywords(ctx, id).includes('soulguard') && soulOf(ctx, id).length > 0;
}

export const soulguardCondition: Omit<ConditionContribution, 'title'> = {
  name: 'bf-soulguard-applies',
  params: noParams,
  test: (ctx, _params, subject, frame) => soulguardApplies(ctx, subject, frame.event?.detail as Record<string, unknown> | undefined),
};

export const soulguardRule: ReplacementRule = {
  name: 'soulguard',
  rule: 'BF KW:ソウルガード',
  replaces: 'move',
  match: { test: 'bf-soulguard-applies' },
  instead: [{ do: 'bf-soulguard' }],
};

/**
 * The replacement's program: the card's controller may put 1 soul card into the drop zone and keep the
 * card on the field (no 【対抗】 can be used against it: it is not a use, nothing is put on the stack).
 * Declined, the move happens after all (this replacement does not apply to it twice).
 */
export const soulguardVerb = defineVerb({
  name: 'bf-soulguard',
  params: noParams,
  rule: 'BF KW:ソウルガード',
  run(ctx, _instruction, frame) {
    const id = (frame.vars['replaced'] as string[] | undefined)?.[0];
    const detail = frame.event?.detail as Record<string, unknown> | undefined;
    const card = id === undefined ? undefined : ctx.state.cards[id];
    if (id === undefined || card === undefined || detail === undefined) return verbDone;
    const to = String(detail['to']);
    const reason = String(detail['reason']);
    const by = frame.event?.player;
    const soul = soulOf(ctx, id);
    if (soul.length > 0 && fieldZones.includes(zoneOf(card))) {
      const asked = askSelect(
        frame.answer,
        confirmQuestion(card.controller, `Use Soulguard to keep ${ctx.title.cardName(card.card)} on the field?`, 'BF KW:ソウルガード'),
      );
      if ('ask' in asked) return asked.ask;
      if (asked.picked[0] === 'yes') {
        moveCard(ctx, soul[0]!, zoneKey(ctx.state.cards[soul[0]!]!.owner, 'drop'), { reason: 'soulguard', by: card.controller });
        log(ctx, 'soulguard', card.controller, { card: id, instead: reason });
        return verbDone;
      }
    }
    // Declined: the move happens after all, with its usual follow-up (a destruction opens its windows).
    if (reason === 'destroy') destroy(ctx, id, by ?? card.controller);
    else leaveFieldTo(ctx, id, to, reason, by);
    return verbDone;
  },
});
