import {
  canPayCost,
  confirmRequest,
  decide,
  done,
  isChooseAction,
  otherPlayer,
  pendingOf,
  proceed,
  pushStackItem,
  recordUsage,
  testPredicate,
  withCost,
  type AbilityDefinition,
  type EffectFrame,
  type Instruction,
  type PendingAbility,
  type Predicate,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { log } from './state.js';

/**
 * Playing triggered automatic abilities (1304): all go into the resolution zone, the turn player's first
 * (1304-2a), each player ordering their own (1304-2b); they are played from the bottom up (1304-3).
 * Build Divide's own version of the kernel's `pending-to-stack` work, for 1206-2d: a triggered ability
 * with a usage limit may be declined when it is played; it is then removed and not counted.
 */
function frameOf(pending: PendingAbility): EffectFrame {
  const frame: EffectFrame = { controller: pending.controller, vars: {} };
  if (pending.source !== undefined) frame.source = pending.source;
  if (pending.event !== undefined) frame.event = pending.event;
  return frame;
}

function abilityOf(ctx: Parameters<ProcessContribution['run']>[0], pending: PendingAbility): AbilityDefinition | undefined {
  return pending.card === null || pending.ability === null ? undefined : ctx.title.abilitiesOf(pending.card)[pending.ability];
}

/** The Boundary part of an ability's condition (1414), if any. */
function boundaryOf(condition: Predicate | undefined): Predicate | null {
  if (condition === undefined) return null;
  if ('test' in condition) return condition.test === 'boundary' ? condition : null;
  if ('all' in condition) return condition.all.map(boundaryOf).find((b) => b !== null) ?? null;
  return null;
}

function place(ctx: Parameters<ProcessContribution['run']>[0], pending: PendingAbility): void {
  ctx.state.pending = ctx.state.pending.filter((p) => p.id !== pending.id);
  const ability = abilityOf(ctx, pending);
  let program: Instruction[] | undefined = pending.effect;
  if (ability !== undefined) {
    // 1414-4a: under Boundary, an ability whose colours no longer hold when it would be played is not.
    const boundary = boundaryOf(ability.condition);
    if (boundary !== null && !testPredicate(ctx, boundary, pending.source, frameOf(pending))) {
      log(ctx, 'ability-removed', pending.controller, { label: pending.label, rule: 'BD 1414-4a' });
      return;
    }
    const serial = (ctx.state.cards[pending.source ?? ''] ?? ctx.state.lastKnown[pending.source ?? ''])?.serial ?? -1;
    recordUsage(ctx, { serial, card: pending.card! }, pending.ability!, ability);
    // 1304-3a: one that cannot be played (its cost cannot be paid) is removed.
    if (ability.cost !== undefined && !canPayCost(ctx, ability.cost, frameOf(pending))) return;
    // 1414-4b: if they fail before it resolves, it is removed with no effect.
    const effect: readonly Instruction[] =
      boundary === null
        ? ability.effect
        : [{ do: 'if', test: boundary as unknown as Instruction['test'], then: ability.effect as unknown as Instruction['then'] }];
    const paid = withCost(ability.cost, effect);
    program =
      ability.optionalCost === true
        ? [{ do: 'may', prompt: `Pay the cost of ${pending.label}?`, then: paid as unknown as Instruction['then'] }]
        : paid;
  }
  if (program === undefined) return;
  const item: Parameters<typeof pushStackItem>[1] = { controller: pending.controller, label: pending.label, effect: program, vars: {} };
  if (pending.source !== undefined) item.source = pending.source;
  if (pending.ability !== null) item.ability = pending.ability;
  if (pending.event !== undefined) item.event = pending.event;
  pushStackItem(ctx, item);
}

export const pendingToStackProcess: Omit<ProcessContribution, 'title'> = {
  kind: 'pending-to-stack',
  run(ctx, unit) {
    const first = unit.step === 'turn-player';
    const player = first ? ctx.state.turn.player : otherPlayer(ctx, ctx.state.turn.player);
    const answer = unit.answer;
    delete unit.answer;
    if (unit.data['order'] === undefined) {
      const mine = pendingOf(ctx, player);
      if (mine.length > 1 && (answer === undefined || !isChooseAction(answer))) {
        return decide({
          kind: 'select',
          player,
          prompt: 'Order your triggered abilities: the first you name goes into the resolution zone first (resolves last)',
          rule: 'BD 1304-2b',
          options: mine.map((p) => ({ id: String(p.id), label: p.label })),
          min: mine.length,
          max: mine.length,
          ordered: true,
        });
      }
      unit.data['order'] =
        mine.length > 1 && answer !== undefined && isChooseAction(answer) ? answer.choice : mine.map((p) => String(p.id));
      unit.data['index'] = 0;
      return proceed;
    }
    const order = unit.data['order'] as string[];
    const index = Number(unit.data['index']);
    if (index >= order.length) {
      delete unit.data['order'];
      if (!first) return done;
      unit.step = 'other-player';
      return proceed;
    }
    const pending = ctx.state.pending.find((p) => String(p.id) === order[index]);
    if (pending === undefined) {
      unit.data['index'] = index + 1;
      return proceed;
    }
    if (abilityOf(ctx, pending)?.limit !== undefined) {
      if (answer === undefined || !isChooseAction(answer)) {
        return decide(confirmRequest(player, `Play ${pending.label}? (declining it does not count toward its limit)`, 'BD 1206-2d'));
      }
      if (answer.choice[0] === 'no') {
        ctx.state.pending = ctx.state.pending.filter((p) => p.id !== pending.id);
        log(ctx, 'ability-declined', player, { label: pending.label });
        unit.data['index'] = index + 1;
        return proceed;
      }
    }
    place(ctx, pending);
    unit.data['index'] = index + 1;
    return proceed;
  },
};
