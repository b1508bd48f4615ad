/**
 * Sources (発生源, 11.5). The source of an effect is the card whose ability made it (11.5.1.1, 11.5.3.1); rule
 * processes are not effects and have none (11.5.1.2). The kernel's `moved` event names the source of the effect
 * that made the move (`detail.source`); a delayed trigger's effect has the source of the effect that created it
 * (11.5.3.2, the kernel's `delayed`). Damage has a source too (11.5.2): battle damage is dealt by the attacking
 * unit (11.5.2.1), skill damage by the source of the effect that deals it (11.5.2.2), a card even where the text
 * reads as if a fighter dealt it (11.5.2.2.1). Each point of vanguard damage keeps its source until rule process
 * 13.6 makes its damage check, whose event names it (`damageKind`, `damageSource`).
 */
import {
  cardOrLastKnown,
  defineStatusKeys,
  testPredicate,
  type ConditionContribution,
  type GameContext,
  type Predicate,
} from '@tcgkit/kernel';

type Condition = Omit<ConditionContribution, 'title'>;
import { z } from 'zod';
import { playerState } from './state.js';

const damageSource = z.object({ kind: z.enum(['battle', 'skill']), source: z.string().nullable() });
export type DamageSource = z.infer<typeof damageSource>;

export const sourceStatus = defineStatusKeys({
  /** The sources of the fighter's vanguard damage still to be checked, first dealt first (11.5.2). */
  damageSources: z.array(damageSource),
});

/** Records `amount` points of damage to `player` from `from` (11.5.2). */
export function recordDamageSource(ctx: GameContext, player: string, amount: number, from: DamageSource): void {
  const fighter = playerState(ctx, player);
  const queue = [...(sourceStatus.get(fighter, 'damageSources') ?? [])];
  for (let i = 0; i < amount; i++) queue.push(from);
  sourceStatus.set(fighter, 'damageSources', queue);
}

/** The source of the next point of damage to be checked (13.6), taken off the queue. */
export function takeDamageSource(ctx: GameContext, player: string): DamageSource | undefined {
  const fighter = playerState(ctx, player);
  const [next, ...rest] = sourceStatus.get(fighter, 'damageSources') ?? [];
  if (rest.length > 0) sourceStatus.set(fighter, 'damageSources', rest);
  else sourceStatus.clear(fighter, 'damageSources');
  return next;
}

/** Whether the source card (or its last-known information) matches `where`. */
function sourceMatches(ctx: GameContext, source: unknown, where: unknown, frame: Parameters<Condition['test']>[3]): boolean {
  if (typeof source !== 'string' || cardOrLastKnown(ctx, source) === undefined) return false;
  return where === undefined || testPredicate(ctx, where as Predicate, source, frame);
}

export const sourceConditions: Condition[] = [
  /**
   * On a `moved` event: the move was made by an effect (11.5.1), whose source matches `where` if given. A move by
   * a rule process or by a rule of the game (a call, the damage step's retires) has no source (11.5.1.2).
   */
  {
    name: 'by-effect-of',
    params: (l) => ({ where: l.predicate.optional() }),
    test: (ctx, p, _s, frame) => sourceMatches(ctx, frame.event?.detail?.['source'], p['where'], frame),
  },
  /** On a `damage-check` event: the damage checked was battle or skill damage (11.5.2), from a source matching `where`. */
  {
    name: 'damage-from',
    params: (l) => ({ kind: z.enum(['battle', 'skill']).optional(), where: l.predicate.optional() }),
    test: (ctx, p, _s, frame) => {
      const detail = frame.event?.detail;
      if (p['kind'] !== undefined && detail?.['damageKind'] !== p['kind']) return false;
      return p['where'] === undefined || sourceMatches(ctx, detail?.['damageSource'], p['where'], frame);
    },
  },
];
