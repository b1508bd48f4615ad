/**
 * Playing orders (11.8.2): a normal order in your main phase (9.9.2.3), a blitz order in your guard step
 * as defender (10.5.1.2.5). Grade at most your vanguard's; orders played this turn below the order limit
 * (default 1), else the play is cancelled and the card stays in hand (11.8.2.1.1); the cost is paid all at
 * once (11.8.2.2). The card waits in the order area while it resolves, then goes to the drop (11.8.3.2), or
 * to the order zone when it is a set order (11.8.3.3).
 */
import { z } from 'zod';
import {
  canPayCost,
  cardRef,
  defineVerb,
  moveCard,
  pushEffect,
  withCost,
  zoneKey,
  type Action,
  type GameContext,
  type Instruction,
  type MoveContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { handOf } from '../actions.js';
import { counter, definitionOf, gradeOf, setCounter } from '../state.js';
import { field, inZone, reject, vanguardGrade, vanguardGradeOnce } from './common.js';
import { cardStatus } from '../cards/status.js';
import { regalisGuarded } from '../keywords/regalis-piece.js';
import { equipmentPlayError, finishEquipmentOrder, isVolundUnit } from '../sets/equipment.js';
import { placeMusicOrder } from '../sets/music-orders.js';
import { carryFusedAbilities } from '../verbs/fusion.js';

type Move = Omit<MoveContribution, 'title'>;

export function orderLimit(ctx: GameContext, player: string): number {
  return 1 + counter(ctx, player, 'orderLimitBonus');
}

/** `limit` reads the vanguard's grade, which a listing reads once for every card of the hand (issue 14). */
function orderError(
  ctx: GameContext,
  player: string,
  card: string | undefined,
  blitz: boolean,
  limit: () => number | null = () => vanguardGrade(ctx, player),
): RuleError | null {
  const rule = blitz ? 'VG 10.5.1.2.5' : 'VG 9.9.2.3';
  if (!inZone(ctx, card, player, 'hand')) return reject('VG_NOT_IN_HAND', 'play an order from your hand', rule);
  const definition = definitionOf(ctx, card as string);
  // 17.10.3.1: a 神器錬成 unit may instead be played as an equipment order, under the rules for playing orders (reading 213).
  if (definition?.type !== 'order' && definition?.volund === undefined) return reject('VG_NOT_AN_ORDER', 'that card is not an order', rule);
  if (blitz && definition.subtype !== 'blitz') return reject('VG_NOT_BLITZ', 'only blitz orders can be played in the guard step', rule);
  if (!blitz && definition.subtype === 'blitz') return reject('VG_BLITZ_IN_MAIN', 'blitz orders are played only in the guard step', rule);
  const vanguard = limit();
  const grade = gradeOf(ctx, card as string);
  if (vanguard === null || grade === null || grade > vanguard)
    return reject('VG_GRADE_TOO_HIGH', `grade ${grade ?? '?'} is above your vanguard's grade ${vanguard ?? 'none'}`, rule);
  if (counter(ctx, player, 'ordersPlayed') >= orderLimit(ctx, player)) {
    return reject('VG_ORDER_LIMIT', `you have played ${orderLimit(ctx, player)} order(s) this turn, the limit`, 'VG 11.8.2.1.1');
  }
  const equipment = equipmentPlayError(ctx, player, card as string); // 17.10.3.1.2, 17.17.10.3
  if (equipment !== null) return equipment;
  const frame = { controller: player, source: card as string, vars: {} };
  if (!canPayCost(ctx, definition.orderCost as Instruction[] | undefined, frame))
    return reject('VG_CANNOT_PAY_COST', 'its cost cannot be paid in full', 'VG 11.8.2.2');
  return null;
}

function playOrder(ctx: GameContext, action: Action): void {
  const player = action.player;
  const definition = definitionOf(ctx, field(action, 'card') as string)!;
  const inArea = moveCard(ctx, field(action, 'card') as string, zoneKey(player, 'order-area'), { by: player, reason: 'play-order' });
  cardStatus.set(ctx.state.cards[inArea]!, 'playing', true);
  setCounter(ctx, player, 'ordersPlayed', counter(ctx, player, 'ordersPlayed') + 1);
  const program = withCost(definition.orderCost as Instruction[] | undefined, [
    ...regalisGuarded(ctx, inArea, (definition.orderEffect ?? []) as Instruction[]),
    { do: 'finish-order', card: inArea },
  ]);
  pushEffect(ctx, program, { controller: player, source: inArea, vars: {} });
}

/** One shape for both order moves: `order` and `blitz` name the card played. */
const orderParams = { card: cardRef };

function orderMove(type: 'order' | 'blitz'): Move {
  const blitz = type === 'blitz';
  return {
    type,
    params: orderParams,
    rule: blitz ? 'VG 10.5.1.2.5' : 'VG 9.9.2.3',
    enumerate(ctx, player) {
      if (blitz ? player === ctx.state.turn.player : player !== ctx.state.turn.player) return [];
      // Read once for the whole hand (issue 14), and only if an order gets that far.
      const limit = vanguardGradeOnce(ctx, player);
      return handOf(ctx, player)
        .filter((card) => orderError(ctx, player, card, blitz, limit) === null)
        .map((card) => ({ type, player, card }));
    },
    validate: (ctx, action) => orderError(ctx, action.player, field(action, 'card'), blitz),
    perform: playOrder,
  };
}

export const orderPlayMove = orderMove('order');
export const blitzMove = orderMove('blitz');

/** After an order resolves: to the drop zone, or a set order to the order zone. */
export const finishOrderVerb = defineVerb({
  name: 'finish-order',
  rule: 'VG 11.8.3.2',
  params: () => ({ card: z.string() }),
  run(ctx, instruction) {
    const card = ctx.state.cards[String(instruction['card'])];
    if (card !== undefined && card.zone.endsWith('/order-area')) {
      // 17.4.2 music orders go onto the back-centre circle, 17.8.3 equipment orders onto the vanguard circle.
      // 17.10.3.2: a 神器錬成 unit played as an equipment order resolves as one.
      const subtype = isVolundUnit(ctx, card.id) ? 'equipment' : definitionOf(ctx, card.id)?.orderSubtype;
      if (subtype === 'music') placeMusicOrder(ctx, card.id);
      if (subtype === 'equipment') finishEquipmentOrder(ctx, card.id);
      if (subtype === 'music' || subtype === 'equipment') return { type: 'done' };
      const to = definitionOf(ctx, card.id)?.subtype === 'set' ? 'order-zone' : 'drop';
      const moved = moveCard(ctx, card.id, zoneKey(card.owner, to), { by: card.controller, reason: 'order-resolved' });
      carryFusedAbilities(ctx, card.id, to === 'order-zone' ? moved : null);
    }
    return { type: 'done' };
  },
});
