import { cardsIn, cardsInZone, moveCard, zoneKey, type GameContext, type PlayerId } from '@tcgkit/kernel';
import type { CostPart } from './cards/schema.js';
import { lifeOf, log, setLife } from './state.js';

/**
 * Costs are all or nothing and paid together ([Call 1.4, 1.6, Q3], [Cast 1.2–1.3], [Equip 1.3, 1.5],
 * [Oth:【コスト】と能力]): every part is checked against the position before any part is paid, so no part
 * can enable another (a card one part puts into the drop zone never pays another part).
 */
export function canPay(ctx: GameContext, player: PlayerId, cost: readonly CostPart[]): boolean {
  let gauge = 0;
  let life = 0;
  let deck = 0;
  for (const part of cost) {
    if ('gauge' in part) gauge += part.gauge;
    else if ('life' in part) life += part.life;
    else deck += part.soulFromDeck;
  }
  return (
    cardsInZone(ctx, player, 'gauge').length >= gauge && lifeOf(ctx, player) >= life && cardsInZone(ctx, player, 'deck').length >= deck
  );
}

/**
 * Pays every part at once. Gauge goes to the drop zone ([Mat-④]; the gauge is hidden from everyone, so
 * which cards is immaterial: the top ones). Cards for the soul wait in the resolution area with the card
 * they will go under, marked by its serial, and follow it onto the field ([Oth:ソウル]).
 */
export function pay(ctx: GameContext, player: PlayerId, cost: readonly CostPart[], forSerial: number): void {
  for (const part of cost) {
    if ('gauge' in part) {
      for (const id of cardsInZone(ctx, player, 'gauge').slice(0, part.gauge))
        moveCard(ctx, id, zoneKey(player, 'drop'), { by: player, reason: 'cost' });
    } else if ('life' in part) {
      setLife(ctx, player, lifeOf(ctx, player) - part.life);
      log(ctx, 'life-paid', player, { amount: part.life });
    } else {
      for (const id of [...cardsIn(ctx, zoneKey(player, 'deck'))].slice(0, part.soulFromDeck)) {
        const moved = moveCard(ctx, id, zoneKey('shared', 'resolution'), { by: player, reason: 'cost', position: 'bottom' });
        ctx.state.cards[moved]!.status['host'] = forSerial;
      }
    }
  }
}
