import type { EffectsContext } from './effects-context.js';
import { EngineFault } from '../rules/rule-error.js';
import type { JsonObject } from '../state/json.js';
import { pushWork } from '../work/processor.js';
import { decide, done, proceed, type ProcessResult, type WorkUnit } from '../work/work-unit.js';
import type { EffectFrame, Instruction, VerbResult } from './instruction.js';
import { restrictChoice } from './restrictions.js';

/** The data of an `effect` work unit: a program, where it is, and its frame. */
export interface EffectUnitData {
  program: Instruction[];
  pc: number;
  frame: EffectFrame;
}

export const effectProcessKind = 'effect';

/** The frame of the instruction being run, while its verb runs (nothing is kept across calls). */
let running: EffectFrame | undefined;

/** The frame of the effect whose verb is running now, if any (replacement effects read what it applied). */
export function runningFrame(): EffectFrame | undefined {
  return running;
}

/** Queues a program to run next (above whatever is running). */
export function pushEffect(ctx: EffectsContext, program: readonly Instruction[], frame: EffectFrame): WorkUnit {
  const data: EffectUnitData = { program: [...program], pc: 0, frame };
  return pushWork(ctx, effectProcessKind, data as unknown as JsonObject);
}

/**
 * Queues a program to run once the effect whose verb is running now has finished (VG 17.17.8.4.1: the rest of a
 * call cost of a unit called from the deck is paid after the effect that called it); with no effect running, it
 * runs next, as `pushEffect`.
 */
export function pushEffectAfterRunning(ctx: EffectsContext, program: readonly Instruction[], frame: EffectFrame): WorkUnit {
  const index =
    running === undefined
      ? -1
      : ctx.state.work.findIndex((u) => u.kind === effectProcessKind && (u.data as unknown as EffectUnitData).frame === running);
  if (index < 0) return pushEffect(ctx, program, frame);
  const data: EffectUnitData = { program: [...program], pc: 0, frame };
  const unit: WorkUnit = { kind: effectProcessKind, step: 'start', data: data as unknown as JsonObject };
  ctx.state.work.splice(index, 0, unit);
  return unit;
}

/**
 * A cost then what it pays for, in one program so choices made while paying (the discarded card) are
 * visible to the effect. Interrupt rule processes wait while the cost is paid (WS 9.2.3).
 */
export function withCost(cost: readonly Instruction[] | undefined, then: readonly Instruction[]): Instruction[] {
  if (cost === undefined || cost.length === 0) return [...then];
  return [{ do: 'begin-cost' }, ...cost, { do: 'end-cost' }, ...then];
}

/**
 * Runs one instruction per call, so interrupt rule processes can act between instructions
 * (WS 9.1.2.1). Instructions are resolved in printed order (VG 11.8.3.1.1). A verb that asks a question
 * runs again with the answer; a verb that expands is replaced in place by its program.
 */
export function runEffectUnit(ctx: EffectsContext, unit: WorkUnit): ProcessResult {
  const data = unit.data as unknown as EffectUnitData;
  if (data.pc >= data.program.length) return done;
  const instruction = data.program[data.pc] as Instruction;
  const verb = ctx.title.verbs.get(instruction.do);
  if (verb === undefined) throw new EngineFault(`unknown verb "${instruction.do}"`);
  if (unit.answer !== undefined) {
    data.frame.answer = unit.answer;
    delete unit.answer;
  }
  const outer = running;
  running = data.frame;
  let result: VerbResult;
  try {
    result = verb.run(ctx, instruction, data.frame);
  } finally {
    running = outer;
  }
  delete data.frame.answer;
  switch (result.type) {
    case 'done':
      data.pc++;
      return proceed;
    case 'expand':
      data.program.splice(data.pc, 1, ...result.program);
      return proceed;
    case 'decide': {
      // Restrictions on choosing hold for every verb that asks, the title's too (VG 7.50.2, 12.2).
      const request = restrictChoice(ctx, result.request, data.frame);
      if (request !== null) return decide(request);
      // Every option was a card that cannot be chosen: the verb goes on as if none was chosen.
      unit.answer = { type: 'choose', player: result.request.player, choice: [] };
      return proceed;
    }
  }
}

/** Whether every instruction of a cost can be paid now (VG 11.7, BD 1204-2e: all or nothing). */
export function canPayCost(ctx: EffectsContext, cost: readonly Instruction[] | undefined, frame: EffectFrame): boolean {
  if (cost === undefined) return true;
  return cost.every((instruction) => {
    const verb = ctx.title.verbs.get(instruction.do);
    if (verb === undefined) throw new EngineFault(`unknown verb "${instruction.do}"`);
    return verb.canPay === undefined ? true : verb.canPay(ctx, instruction, frame);
  });
}
