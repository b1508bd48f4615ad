import { cardsIn, cardsInZone, moveCard, zoneCount, zoneKey, type GameContext, type PlayerId } from '@tcgkit/kernel';
import type { CostPart } from './cards/schema.js';
import { definitionOf, lifeOf, log, monstersOf, setLife } from './state.js';
import { leaveField } from './verbs.js';
import { cardStatus } from './cards/status.js';

/**
 * Costs are all or nothing and paid together ([Call 1.4, 1.6, Q3], [Cast 1.2–1.3], [Equip 1.3, 1.5],
 * [Oth:【コスト】と能力]): every part is checked against the position before any part is paid, so no part
 * can enable another (a card one part puts into the drop zone never pays another part).
 */
function dropCandidates(ctx: GameContext, player: PlayerId, attribute: string | undefined): string[] {
  return cardsInZone(ctx, player, 'drop').filter(
    (id) => attribute === undefined || (definitionOf(ctx, id)?.attributes ?? []).includes(attribute),
  );
}

/** The field monsters a `dropFromField` part would use: the named ones, or none when they do not fit. */
export function fieldPayment(ctx: GameContext, player: PlayerId, cost: readonly CostPart[], payWith: unknown): string[] | null {
  const needed = cost.reduce((n, part) => n + ('dropFromField' in part ? part.dropFromField : 0), 0);
  if (needed === 0) return payWith === undefined ? [] : null;
  if (!Array.isArray(payWith) || payWith.length !== needed || new Set(payWith).size !== needed) return null;
  const mine = monstersOf(ctx, player);
  return payWith.every((id) => typeof id === 'string' && mine.includes(id)) ? (payWith as string[]) : null;
}

export function canPay(ctx: GameContext, player: PlayerId, cost: readonly CostPart[], payWith?: unknown): boolean {
  let gauge = 0;
  let life = 0;
  let deck = 0;
  const drops = new Map<string | undefined, number>();
  for (const part of cost) {
    if ('gauge' in part) gauge += part.gauge;
    else if ('life' in part) life += part.life;
    else if ('soulFromDeck' in part) deck += part.soulFromDeck;
    else if ('soulFromDrop' in part) drops.set(part.attribute, (drops.get(part.attribute) ?? 0) + part.soulFromDrop);
  }
  for (const [attribute, count] of drops) if (dropCandidates(ctx, player, attribute).length < count) return false;
  if (payWith !== 'any' && fieldPayment(ctx, player, cost, payWith) === null) return false;
  return zoneCount(ctx, player, 'gauge') >= gauge && lifeOf(ctx, player) >= life && zoneCount(ctx, player, 'deck') >= deck;
}

/** The `payWith` choices to offer for a cost: one per field monster when it drops one, else none. */
export function paymentChoices(ctx: GameContext, player: PlayerId, cost: readonly CostPart[]): (string[] | undefined)[] {
  const needed = cost.reduce((n, part) => n + ('dropFromField' in part ? part.dropFromField : 0), 0);
  if (needed === 0) return [undefined];
  return needed === 1 ? monstersOf(ctx, player).map((id) => [id]) : [monstersOf(ctx, player).slice(0, needed)];
}

/**
 * Pays every part at once. Gauge goes to the drop zone ([Mat-④]; the gauge is hidden from everyone, so
 * which cards is immaterial: the top ones). Cards for the soul wait in the resolution area with the card
 * they will go under, marked by its serial, and follow it onto the field ([Oth:ソウル]). Parts that take
 * cards from the drop zone choose them before the gauge is paid, so paid gauge never counts ([Call Q3]).
 */
export function pay(ctx: GameContext, player: PlayerId, cost: readonly CostPart[], forSerial: number, payWith?: unknown): void {
  const toSoul = (id: string) => {
    const moved = moveCard(ctx, id, zoneKey('shared', 'resolution'), { by: player, reason: 'cost', position: 'bottom' });
    cardStatus.set(ctx.state.cards[moved]!, 'host', forSerial);
  };
  const fromDrop = cost.flatMap((part) =>
    'soulFromDrop' in part ? dropCandidates(ctx, player, part.attribute).slice(0, part.soulFromDrop) : [],
  );
  for (const id of fromDrop) toSoul(id);
  for (const id of fieldPayment(ctx, player, cost, payWith) ?? []) leaveField(ctx, id, 'drop', 'cost', player);
  for (const part of cost) {
    if ('gauge' in part) {
      for (const id of cardsInZone(ctx, player, 'gauge').slice(0, part.gauge))
        moveCard(ctx, id, zoneKey(player, 'drop'), { by: player, reason: 'cost' });
    } else if ('life' in part) {
      setLife(ctx, player, lifeOf(ctx, player) - part.life);
      log(ctx, 'life-paid', player, { amount: part.life });
    } else if ('soulFromDeck' in part) {
      for (const id of [...cardsIn(ctx, zoneKey(player, 'deck'))].slice(0, part.soulFromDeck)) toSoul(id);
    }
  }
}
