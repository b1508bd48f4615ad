/**
 * What a restored snapshot must hold for Build Divide beyond the kernel's own checks (the title's `checkState`):
 * its own payload `data.bd` has the shape the rules code reads (battle, damage packets, energy counts), and every
 * card's damage is a count (1002). A payload the code cannot run on is refused at restore, with its path, rather
 * than accepted and failing at the next `legalActions()`.
 */
import { checkCounters, checkSchema, plainId, type GameState } from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from './cards/status.js';

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** An object id, a player id or a definition id: plain text, never a prototype name (`plainId`). */
const id = plainId;
const byPlayer = <T extends z.ZodType>(value: T) => z.record(plainId, value);

/** 804-6: a battle's result, as `battle-result` writes it and `battle-event` reads it. */
const battleResult = z.union([
  z.strictObject({ kind: z.literal('win'), winner: id, loser: id, winnerPlayer: id.optional(), loserPlayer: id.optional() }),
  z.strictObject({ kind: z.literal('draw'), units: z.array(id), players: z.array(id) }),
]);

/** The attack in progress (802–806), `AttackState`. */
const attack = z.strictObject({
  attacker: id.nullable(),
  target: id.nullable(),
  ended: z.boolean(),
  declared: z.boolean(),
  blocker: id.nullable(),
  battling: z.array(id).max(2),
  blitzAt804_2: z.array(id),
  cancelled: z.boolean(),
  result: battleResult.nullable(),
  // 802-7: written when the turn player answers whether to retract "end attacks"; a real game reaches it.
  retracted: z.boolean().optional(),
});

/** A damage packet (1002-1), `Packet`: `fromHit` (1003-2c:i), and the increase and reduction effects made to it (519). */
const packet = z.strictObject({
  id: count,
  player: id,
  source: z.enum(['buster', 'effect', 'hit']),
  card: id.nullable(),
  amount: count,
  dealt: count,
  opened: z.boolean(),
  fromHit: z.boolean(),
  increase: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  reduce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** `BdData`: the keys every game has, and the three a game writes only while they matter. */
export const bdDataSchema = z.strictObject({
  packets: z.array(packet),
  nextPacket: count,
  energyPlaced: byPlayer(count),
  firstAttackStepDone: z.boolean(),
  attack,
  ntpActed: z.boolean(),
  enteredThisTurn: z.array(z.strictObject({ controller: id, attributes: z.array(z.string()) })),
  attackedThisTurn: z.array(count),
  redZone: byPlayer(z.boolean()),
  // 531-1d: moving to the end phase; 1209: damage changes waiting for the next packet; the packet of the hit.
  movingToEnd: z.literal(true).optional(),
  damageMods: z.array(z.strictObject({ player: id, add: z.number().int(), turn: count })).optional(),
  hitPacket: count.optional(),
});

export function checkBuildDivideState(state: GameState): string | null {
  const payload = state.data['bd'];
  const problem = payload === undefined ? null : checkSchema(bdDataSchema, payload, 'data.bd');
  if (problem !== null) return problem;
  // A restored snapshot's damage (1002) is a count on each card. It runs on every restore, over every card, and
  // most cards carry no damage: a card's path is spelled out only for one that does (issue 14, round 6).
  for (const id in state.cards) {
    const card = state.cards[id]!;
    if (cardStatus.get(card, 'damage') === undefined) continue;
    const damage = checkCounters(card.status, `cards.${id}.status`, ['damage']);
    if (damage !== null) return damage;
  }
  return null;
}
