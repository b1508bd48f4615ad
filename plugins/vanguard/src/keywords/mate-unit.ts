/**
 * Mate Unit (14.54): "Mate Unit — (name)" means "CONT: you cannot ride this card" and "CONT: unless your vanguard
 * includes (name), this card cannot be called" (14.54.2); 14.54.3's icon is how cards print it. Written as the
 * keyword `{ name: 'mate-unit', vanguard }`. The ride step's ride and rides by effect consult `mateUnitRideError`;
 * the normal call, the guard step's call and superior calls consult `mateUnitCallError`. Reading 41: "includes
 * (name)" is read on the vanguard's names (12.6), as a substring like the other "includes" of ch.14 (14.43.3).
 */
import { ruleError, type GameContext, type RuleError } from '@tcgkit/kernel';
import { namesOf } from '../effect-terms.js';
import { definitionOf } from '../state.js';
import { vanguardOf } from '../zones.js';
import { keywordNamed } from './keyword-params.js';

function mateOf(ctx: GameContext, card: string): string | undefined {
  const definition = definitionOf(ctx, card);
  const params = definition === undefined ? undefined : keywordNamed(definition, 'mate-unit');
  return params === undefined ? undefined : String(params['vanguard'] ?? '');
}

export function mateUnitRideError(ctx: GameContext, card: string): RuleError | null {
  return mateOf(ctx, card) === undefined ? null : ruleError('VG_MATE_UNIT_RIDE', 'a card with Mate Unit cannot be ridden', 'VG 14.54.2');
}

export function mateUnitCallError(ctx: GameContext, card: string, player: string): RuleError | null {
  const mate = mateOf(ctx, card);
  if (mate === undefined) return null;
  const vanguard = vanguardOf(ctx, player);
  if (vanguard !== undefined && namesOf(ctx, vanguard).some((n) => n.includes(mate))) return null;
  return ruleError(
    'VG_MATE_UNIT_CALL',
    `a card with Mate Unit — ${mate} is called only while your vanguard includes ${mate}`,
    'VG 14.54.2',
  );
}
