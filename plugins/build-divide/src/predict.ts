import { z } from 'zod';
import {
  askSelect,
  noParams,
  testPredicate,
  verbDone,
  type ConditionContribution,
  type JsonObject,
  type Predicate,
  type VerbContribution,
} from '@tcgkit/kernel';

/**
 * 予想/的中 (530). `predict` asks its controller to choose one of a list of options, each a condition; the
 * chosen condition is kept in the effect's variable `prediction`, so a later `predict` in the same text
 * replaces it: "correct" always reads the nearest earlier prediction (530-2). `correct` tests that
 * condition on its subject; with no prediction made, or nothing to test it on, it is not met (530-2a).
 */
const predictionVar = 'prediction';

export const predictVerb: Omit<VerbContribution, 'title'> = {
  name: 'predict',
  rule: 'BD 530-1',
  params: (l) => ({
    options: z.array(z.object({ label: z.string().min(1), test: l.predicate })).min(2),
    prompt: z.string().optional(),
  }),
  run(_ctx, instruction, frame) {
    const options = instruction['options'] as { label: string; test: Predicate }[];
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: String(instruction['prompt'] ?? 'Predict one'),
      options: options.map((option, index) => ({ id: String(index), label: option.label })),
      min: 1,
      max: 1,
      rule: 'BD 530-1',
    });
    if ('ask' in asked) return asked.ask;
    const chosen = options[Number(asked.picked[0])];
    if (chosen !== undefined) frame.vars[predictionVar] = chosen.test as JsonObject;
    return verbDone;
  },
};

export const correctCondition: Omit<ConditionContribution, 'title'> = {
  name: 'correct',
  params: noParams,
  test(ctx, _params, subject, frame) {
    const prediction = frame.vars[predictionVar];
    if (prediction === undefined || prediction === null || typeof prediction !== 'object' || subject === undefined) return false;
    return testPredicate(ctx, prediction as Predicate, subject, frame);
  },
};
