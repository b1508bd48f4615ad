import type { Contribution } from '../rules/rules-context.js';
import type { WorkUnit } from '../state/records.js';
import type { ZonesContext } from '../zones/zones-context.js';
import type { ProcessResult } from './work-unit.js';

/** A handler for one kind of resumable work unit (a damage check, a mulligan, a drive check…): `ProcessContribution`. */
export interface WorkProcess<C> extends Contribution {
  kind: string;
  run(ctx: C, unit: WorkUnit): ProcessResult;
}

/** The game as the work floor sees it: the zones floor's context and the title's work handlers. */
export interface WorkContext extends ZonesContext {
  readonly title: ZonesContext['title'] & {
    readonly processes: ReadonlyMap<string, WorkProcess<WorkContext>>;
  };
}
