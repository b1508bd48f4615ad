/**
 * The hearts state (6.5.2.2) as the rest of the title reads it: the heart whose name and power a G unit
 * vanguard takes (6.5.1.3), while that heart stays a heart linked to it on the circle.
 */
import { zoneKey, type GameContext } from '@tcgkit/kernel';
import { premiumCardStatus } from './status.js';

/** The designated heart of `id` (6.5.1.3), if `id` is a vanguard on the vanguard circle and the heart is still its heart. */
export function designatedHeartOf(ctx: GameContext, id: string): string | undefined {
  const card = ctx.state.cards[id];
  if (card === undefined || card.zone !== zoneKey(card.controller, 'field', 'vc')) return undefined;
  const heart = premiumCardStatus.get(card, 'strideHeart');
  const heartCard = heart === undefined ? undefined : ctx.state.cards[heart];
  if (heartCard === undefined || heartCard.zone !== zoneKey(card.controller, 'field', 'hearts')) return undefined;
  return premiumCardStatus.get(heartCard, 'heartOf') === id ? heartCard.id : undefined;
}
