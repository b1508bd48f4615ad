/**
 * What a restored snapshot must hold for Weiß Schwarz beyond the kernel's own checks (`checkState`): the
 * attack bookkeeping under `data.weiss` has its shape and whole, non-negative counts, and every card's
 * placement keys are typed, never rested and reversed at once (4.6: one placement state at a time).
 */
import { checkSchema, type GameState } from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from './cards/status.js';

const attackSchema = z.strictObject({
  attacker: z.string(),
  attackerZone: z.string(),
  type: z.enum(['front', 'side', 'direct']),
  defender: z.string().nullable(),
  defenderZone: z.string().nullable(),
});

const weissDataSchema = z
  .object({
    attack: attackSchema.nullable(),
    attacks: z.number().int().min(0),
    attackPhaseBegun: z.boolean(),
    attacksEnded: z.boolean(),
    endEmitted: z.boolean(),
  })
  .loose();

export function checkWeissSchwarzState(state: GameState): string | null {
  const data = state.data['weiss'];
  if (data !== undefined) {
    const problem = checkSchema(weissDataSchema, data, 'data.weiss');
    if (problem !== null) return problem;
  }
  for (const id in state.cards) {
    const card = state.cards[id]!;
    // A status with no keys passes the schema (every key is optional) and is neither rested nor reversed; most
    // cards have none, and a zod parse per card was a tenth of a restore (issue 14, round 6).
    if (isEmpty(card.status)) continue;
    const problem = checkSchema(cardStatus.schema, card.status, `cards.${card.id}.status`);
    if (problem !== null) return problem;
    if (cardStatus.get(card, 'rested') === true && cardStatus.get(card, 'reversed') === true)
      return `cards.${card.id}.status: a character is rested or reversed, not both (WS 4.6)`;
  }
  return null;
}

function isEmpty(record: object): boolean {
  for (const _ in record) return false;
  return true;
}
