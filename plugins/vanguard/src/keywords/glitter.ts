/**
 * Glitter (煌求者, 14.47). Alone, "Glitter" is a keyword with no effect (14.47.2): the keyword `glitter`.
 * "Glitter(name)" is an enabling-condition keyword (14.2) over the framed abilities (14.47.3.1, 14.47.3.2.1):
 * they are enabled only while your vanguard has Glitter and its name includes (name) (14.47.3.2), and are void
 * otherwise (14.47.3.2.2). Card data writes each framed ability with the condition `{ test: 'glitter', name }`
 * (`glitterFramed`), so an AUTO triggers, a CONT applies and an ACT is played only while it holds (14.2.3).
 */
import type { ConditionContribution, GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { namesOf } from '../effect-terms.js';
import type { VanguardAbility } from '../instructions.js';
import { hasKeyword } from '../state.js';
import { vanguardOf } from '../zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

export function glitterHolds(ctx: GameContext, player: string, name: string): boolean {
  const vanguard = vanguardOf(ctx, player);
  return vanguard !== undefined && hasKeyword(ctx, vanguard, 'glitter') && namesOf(ctx, vanguard).some((n) => n.includes(name));
}

export const glitterCondition: Condition = {
  name: 'glitter',
  params: () => ({ name: z.string().min(1) }),
  test: (ctx, p, s, f) =>
    glitterHolds(ctx, (s === undefined ? undefined : ctx.state.cards[s]?.controller) ?? f.controller, String(p['name'])),
};

/** The abilities in a Glitter(name) frame (14.47.3.2.1). */
export function glitterFramed(name: string, abilities: VanguardAbility[]): VanguardAbility[] {
  return abilities.map((a) => {
    const glitter = { test: 'glitter', name };
    return { ...a, condition: a.condition === undefined ? glitter : { all: [glitter, a.condition] } };
  });
}
