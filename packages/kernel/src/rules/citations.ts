import type { KernelReading, RulesContext } from './rules-context.js';

export type { KernelReading } from './rules-context.js';

/** The title's section for one of the kernel's readings, if it gives one. */
export function citation(ctx: RulesContext, reading: KernelReading): string | undefined {
  return ctx.title.definition.citations?.[reading];
}

/** `{ rule }` for spreading into a decision request, or nothing when the title cites no section. */
export function citedRule(ctx: RulesContext, reading: KernelReading): { rule?: string } {
  const rule = citation(ctx, reading);
  return rule === undefined ? {} : { rule };
}
