/**
 * What a restored snapshot must hold for Buddyfight beyond the kernel's own checks (the title's `checkState`):
 * its payload `data.buddyfight` has the shape the rules code reads (the attack of [Atk 2.2–3.3], condition windows
 * of §5.3, counts of attacks and 【対抗】 uses). A payload the code cannot run on is refused at restore, with its
 * path, rather than accepted and failing at the next `legalActions()`.
 */
import { checkSchema, plainId, type GameState } from '@tcgkit/kernel';
import { z } from 'zod';

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** An object id or a player id: plain text, never a prototype name (`plainId`). */
const id = plainId;

/** `BfData` (`data.buddyfight`); `phase` and `declaring` are written while an attack is declared ([Atk 2.1], [Fin 2.1]). */
const buddyfightDataSchema = z.strictObject({
  battle: z.strictObject({ attackers: z.array(id), target: id, targetWasCenter: z.boolean(), nullified: z.boolean() }).nullable(),
  attacksThisTurn: count,
  attackPhaseAttacks: count,
  declined: z.boolean(),
  impactCallTurn: z.record(id, count),
  legacyOneCounterPerBattle: z.boolean(),
  legacyNoFirstTurnDraw: z.boolean(),
  countersThisBattle: z.record(id, count),
  conditions: z.array(
    // timingsEnded is -1 for a window opened outside a play timing (it lapses at the end of the next one).
    z.strictObject({
      player: id,
      kind: z.string().max(100),
      phase: z.string().max(100),
      timingsEnded: z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER),
    }),
  ),
  finalStarted: z.boolean(),
  ending: z.enum(['main', 'battle', 'attack', 'final', 'turn']).nullable(),
  phase: z.string().max(100).optional(),
  declaring: z.enum(['attack', 'final']).optional(),
});

export function checkBuddyfightState(state: GameState): string | null {
  const payload = state.data['buddyfight'];
  return payload === undefined ? null : checkSchema(buddyfightDataSchema, payload, 'data.buddyfight');
}
