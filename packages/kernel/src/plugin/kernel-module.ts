import { ContainerModule } from 'inversify';
import { selectDecisionKind } from '../decisions/select.js';
import { loopAnswerDecisionKind } from './loops.js';
import { coreConditions } from '../effects/core-conditions.js';
import { coreVerbs } from '../effects/core-verbs.js';
import { deckVerbs } from '../effects/deck-verbs.js';
import { effectProcessKind, runEffectUnit } from '../effects/interpreter.js';
import { replacementChoiceProcess } from '../effects/replacement.js';
import { coreProcedures } from '../flow/core-procedures.js';
import { activateMove, beginCostVerb, endCostVerb, toStackVerb } from '../windows/activate.js';
import { pendingToStackProcess, playPendingProcess } from '../windows/pending-abilities.js';
import { playDecisionKind, playProcess } from '../windows/play-decision.js';
import { kernelWindowKinds } from '../windows/play-timing.js';
import {
  ConditionContribution,
  DecisionKindContribution,
  MoveContribution,
  ProcedureContribution,
  ProcessContribution,
  VerbContribution,
  WindowKindContribution,
} from './tokens.js';

/** The kernel's own contributions, bound with `title: '*'` to the same tokens titles use. */
export const kernelModule = new ContainerModule(({ bind }) => {
  for (const verb of [...coreVerbs, ...deckVerbs, beginCostVerb, endCostVerb, toStackVerb]) bind(VerbContribution).toConstantValue(verb);
  for (const condition of coreConditions) bind(ConditionContribution).toConstantValue(condition);
  for (const procedure of coreProcedures) bind(ProcedureContribution).toConstantValue(procedure);
  const processes: ProcessContribution[] = [
    { title: '*', kind: effectProcessKind, run: runEffectUnit },
    playProcess,
    playPendingProcess,
    pendingToStackProcess,
    replacementChoiceProcess,
  ];
  for (const process of processes) bind(ProcessContribution).toConstantValue(process);
  bind(DecisionKindContribution).toConstantValue(selectDecisionKind);
  bind(DecisionKindContribution).toConstantValue(playDecisionKind);
  bind(DecisionKindContribution).toConstantValue(loopAnswerDecisionKind);
  bind(MoveContribution).toConstantValue(activateMove);
  for (const kind of kernelWindowKinds) bind(WindowKindContribution).toConstantValue(kind);
});
