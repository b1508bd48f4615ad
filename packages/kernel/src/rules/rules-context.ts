import type { StateContext } from '../state/state-context.js';

/*
 * Each floor of the kernel takes the game as a context that names only what that floor reads: the state,
 * and the parts of the title's wiring (`TitleRuntime`) below it. Each floor's context is the one beneath
 * plus its own registries, so the engine's `GameContext` satisfies every one of them, and no floor depends
 * on the floors above it. A contribution's shape is declared on the floor that reads it, generic in the
 * context it receives; `plugin/tokens.ts` gives titles each one with the full `GameContext`.
 */

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

/** Every contribution names the title it belongs to, or `*` for all titles. */
export interface Contribution {
  title: string;
}

/** A rule process (`RuleProcessContribution`), receiving the context `C`. */
export interface RuleProcess<C> extends Contribution {
  id: string;
  rule: string;
  /** Lower runs first when several apply. */
  order: number;
  /**
   * `check`: performed at a check timing, all applicable ones together, repeated until none applies.
   * `interrupt`: performed at once whenever it applies, outside cost payment (WS 9.1.2.1, 9.2.3).
   */
  timing: 'check' | 'interrupt';
  /**
   * Check-type processes of a later stage are read only when none of an earlier stage applies (VG 13.6.1:
   * damage is applied once no other rule process applies). Default 0: every process reads together.
   */
  stage?: number;
  applies(ctx: C): boolean;
  perform(ctx: C): void;
}

/** The game as the state floor's and the rules floor's functions see it. */
export interface RulesContext extends StateContext {
  readonly title: {
    readonly definition: {
      /** The title's sections for the kernel's readings (`TitleDefinition.citations`). */
      readonly citations?: Partial<Record<KernelReading, string>>;
      /** A run with no decision for anyone read as a loop nobody can stop (`TitleDefinition.unstoppableLoop`). */
      readonly unstoppableLoop?: { readonly rule: string; readonly after?: number };
    };
    readonly ruleProcesses: {
      readonly check: readonly RuleProcess<RulesContext>[];
      readonly checkStages: readonly (readonly RuleProcess<RulesContext>[])[];
      readonly interrupt: readonly RuleProcess<RulesContext>[];
    };
  };
}
