/**
 * What a restored snapshot must hold for Vanguard beyond the kernel's own checks (the title's `checkState`): its
 * payloads under `data` have the shapes the rules code reads (the battle of ch.10, effect-given attacks of 7.36,
 * fused abilities), and the fighters' counters are whole and non-negative. A payload the code cannot run on is
 * refused at restore, with its path, rather than accepted and failing at the next `legalActions()`.
 */
import { checkCounters, checkSchema, plainId, type GameState } from '@tcgkit/kernel';
import { z } from 'zod';

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** An object id, a player id or a zone key: plain text, never a prototype name (`plainId`). */
const id = plainId;
const zoneKeyText = z.string().max(200);

/** The battle in progress (ch.10), `Battle`. */
const battle = z.strictObject({
  number: count,
  attacker: id.nullable(),
  attackerCircle: zoneKeyText.nullable(),
  targets: z.array(id),
  targetCircles: z.array(zoneKeyText),
  booster: id.nullable(),
  hits: z.array(id),
  compared: z.boolean(),
  driveChecks: count,
  driveCard: id.nullable(),
  hitEffectsWithoutHit: z.boolean().optional(),
  designated: id.optional(),
});

/** `VanguardData` (`data.vanguard`). */
const vanguardDataSchema = z.strictObject({
  battle: battle.nullable(),
  battles: count,
  battlePhaseBegun: z.boolean().optional(),
  attackDeclared: z.boolean(),
  endEmitted: z.boolean(),
  closeEmitted: z.boolean(),
});

/** Attacks an effect gives (7.36), `data['vanguard-effect-attacks']`. */
const effectAttacksSchema = z.strictObject({
  pending: z.array(
    z.strictObject({
      attackers: z.array(id),
      targets: z.array(id),
      master: id,
      last: z.strictObject({ attacker: id, fromSeq: count }).optional(),
    }),
  ),
  backToMain: z.boolean().optional(),
});

/** Abilities gained by fusion, by the order's id, `data['vanguard-fused-abilities']`. */
const fusedAbilitiesSchema = z.strictObject({ byOrder: z.record(id, z.array(z.string())) });

const payloads: [string, z.ZodType][] = [
  ['vanguard', vanguardDataSchema],
  ['vanguard-effect-attacks', effectAttacksSchema],
  ['vanguard-fused-abilities', fusedAbilitiesSchema],
];

export function checkVanguardState(state: GameState): string | null {
  for (const [key, schema] of payloads) {
    const payload = state.data[key];
    const problem = payload === undefined ? null : checkSchema(schema, payload, `data.${key}`);
    if (problem !== null) return problem;
  }
  // The fighters keep whole, non-negative counters (orders played, damage…).
  return state.players.map((p, i) => checkCounters(p.status, `players.${i}.status`)).find((p) => p !== null) ?? null;
}
