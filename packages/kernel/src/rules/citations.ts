import type { GameContext } from '../engine/context.js';

/**
 * Readings the kernel carries out for every title, named so that each title can cite its own rules for
 * them (`TitleDefinition.citations`): the kernel's decisions and errors cite no title's sections.
 * - `pending-order`: its master chooses which pending automatic ability to play next (VG 11.6.1.4);
 * - `stack-order`: a player orders their triggered abilities going onto the stack (BD 1304-2b);
 * - `replacement-order`: the affected player chooses which replacement effect applies first (VG 11.12.2);
 * - `usage-limit`: an ability whose usage limit is reached cannot be played (VG 12.3.2);
 * - `cost-payment`: a cost is paid in full or not at all (VG 11.8.2.2).
 */
export type KernelReading = 'pending-order' | 'stack-order' | 'replacement-order' | 'usage-limit' | 'cost-payment';

/** The title's section for one of the kernel's readings, if it gives one. */
export function citation(ctx: GameContext, reading: KernelReading): string | undefined {
  return ctx.title.definition.citations?.[reading];
}

/** `{ rule }` for spreading into a decision request, or nothing when the title cites no section. */
export function citedRule(ctx: GameContext, reading: KernelReading): { rule?: string } {
  const rule = citation(ctx, reading);
  return rule === undefined ? {} : { rule };
}
