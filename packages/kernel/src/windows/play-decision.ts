import type { Move, WindowsContext } from './windows-context.js';
import type { DecisionKind } from '../decisions/decision-kind.js';
import type { WorkProcess } from '../work/work-context.js';
import { ErrorCode, EngineFault, ruleError, short, type RuleError } from '../rules/rule-error.js';
import { appendLog } from '../state/log.js';
import { testPredicate } from '../effects/conditions.js';
import { endWindow, requireWindow, windowDefinition, type WindowFrame } from './window-frame.js';
import { pushWork } from '../work/processor.js';
import { decide, done, type WorkUnit } from '../work/work-unit.js';
import type { Action, Decision } from '../decisions/decision.js';

export const playProcessKind = 'play';

/**
 * The holder's answers listed by `offerPlay` for the play unit it pushed, so the unit does not list them
 * again (not persisted: a unit restored from a snapshot lists them itself).
 */
const listedFor = new WeakMap<WorkUnit, Action[]>();

/**
 * The holder's answers listed just before the chart enters the state that offers them (an idle-window test
 * that stopped at this offer, `passIdleWindow`), with a stamp of the game at that moment: taken by the very
 * next `offerPlay` for the same frame and holder if nothing has happened since (issue 14).
 */
const listedAhead = new WeakMap<WindowFrame, { holder: string; stamp: string; legal: Action[] }>();

function offerStamp(ctx: WindowsContext): string {
  const c = ctx.state.counters;
  return `${c.nextObject}:${c.timestamp}:${c.nextId}:${ctx.state.log.length}`;
}

/** Hands `legal`, the frame holder's answers listed now, to the next `offerPlay` (see `listedAhead`). */
export function listForNextOffer(ctx: WindowsContext, frame: WindowFrame, legal: Action[]): void {
  listedAhead.set(frame, { holder: frame.holder, stamp: offerStamp(ctx), legal });
}

function takeListedAhead(ctx: WindowsContext, frame: WindowFrame): Action[] | undefined {
  const ahead = listedAhead.get(frame);
  if (ahead === undefined) return undefined;
  listedAhead.delete(frame);
  return ahead.holder === frame.holder && ahead.stamp === offerStamp(ctx) ? ahead.legal : undefined;
}

/**
 * Offers the current window's holder a play timing (the `offerPlay` flow action). With `autoPass`, a
 * holder who can only pass passes here at once (issue 14), so the window's chart moves on in the same
 * statechart step instead of resting until a work unit has run; the unit would do exactly this as the
 * very next thing, because nothing runs between this entry action and the unit, unless the title has
 * interrupt rule processes (WS 9.1.2.1), which get to go first: those titles keep the unit.
 */
export function offerPlay(ctx: WindowsContext): void {
  const frame = requireWindow(ctx);
  const ahead = takeListedAhead(ctx, frame);
  // A window ended early offers nothing; its chart closes it (`windowEnded`).
  frame.last = frame.ending === true ? 'ended' : 'none';
  if (frame.ending === true) return;
  // A seat that plays by the rules' timings goes through the play unit, which asks `passesUnasked`.
  if (
    ctx.title.definition.autoPass === true &&
    ctx.title.ruleProcesses.interrupt.length === 0 &&
    ctx.state.work.length === 0 &&
    !playsByRules(ctx, frame.holder)
  ) {
    const legal = ahead ?? playActions(ctx, frame, frame.holder);
    if (onlyPass(legal)) {
      autoPass(ctx, frame);
      return;
    }
    listedFor.set(pushWork(ctx, playProcessKind, {}), legal);
    return;
  }
  pushWork(ctx, playProcessKind, {});
}

export function onlyPass(legal: readonly Action[]): boolean {
  return legal.length === 1 && legal[0]!.type === 'pass';
}

/** The holder had nothing to do but pass, and was not asked (`autoPass`). */
export function autoPass(ctx: WindowsContext, frame: WindowFrame): void {
  frame.last = 'passed';
  frame.passes += 1;
  appendLog(ctx.state, { type: 'passed', player: frame.holder, detail: { window: frame.name, auto: true } });
}

function movesOf(ctx: WindowsContext, frame: WindowFrame): Move<WindowsContext>[] {
  const out: Move<WindowsContext>[] = [];
  for (const type of windowDefinition(ctx, frame.name).moves) {
    const move = ctx.title.moves.get(type);
    if (move === undefined) throw new EngineFault(`window "${frame.name}" offers unknown move "${type}"`);
    out.push(move);
  }
  return out;
}

/** Asks the holder to act or pass; carries out the answer. */
export const playProcess: WorkProcess<WindowsContext> = {
  title: '*',
  kind: playProcessKind,
  run(ctx, unit) {
    const frame = requireWindow(ctx);
    const answer = unit.answer;
    delete unit.answer;
    if (answer === undefined) {
      // Deciding whether the holder passes unasked may list their moves; when it does and they are asked
      // after all, the same list answers `legalActions()` and `act()` for the decision asked now.
      let legal = listedFor.get(unit);
      const list = (): Action[] => (legal ??= playActions(ctx, frame, frame.holder));
      if (passesUnasked(ctx, frame, list)) {
        autoPass(ctx, frame);
        return done;
      }
      const definition = windowDefinition(ctx, frame.name);
      return decide(
        {
          kind: 'play',
          player: frame.holder,
          prompt: frame.role === 'answer' ? `Answer in ${frame.name}, or pass` : `Act in ${frame.name}, or pass`,
          rule: definition.rule,
          window: frame.name,
          role: frame.role,
        },
        legal,
      );
    }
    if (answer.type === 'pass') {
      frame.last = 'passed';
      frame.passes += 1;
      appendLog(ctx.state, { type: 'passed', player: answer.player, detail: { window: frame.name } });
      return done;
    }
    const move = ctx.title.moves.get(answer.type);
    if (move === undefined) throw new EngineFault(`validated move "${answer.type}" has no handler`);
    frame.last = 'acted';
    frame.passes = 0;
    // A window offered once ends with this action: it closes at its next offer (`windowEnded`).
    if (windowDefinition(ctx, frame.name).once === true) endWindow(ctx);
    // Whatever the move queues sits above this unit and runs once this unit is removed.
    move.perform(ctx, answer, frame);
    return done;
  },
};

/**
 * The auto-pass decision, one switch for every title: a seat in the fast mode passes whenever only pass is
 * listed for it (if the title allows it, `autoPass`); a seat that plays by the rules' timings is asked at
 * every play timing and passes only where the window's `rulesAutoPass` says the rules pass for it.
 */
function passesUnasked(ctx: WindowsContext, frame: WindowFrame, list: () => readonly Action[]): boolean {
  if (!playsByRules(ctx, frame.holder)) return ctx.title.definition.autoPass === true && onlyPass(list());
  const rule = windowDefinition(ctx, frame.name).rulesAutoPass;
  if (rule === undefined) return false;
  if (rule === 'no-move') return onlyPass(list());
  return testPredicate(ctx, rule.if, undefined, { controller: frame.holder, vars: {} });
}

/** Whether a seat is offered every play timing the rules give (`PlayerSetup.playTimings: 'rules'`). */
export function playsByRules(ctx: WindowsContext, player: string): boolean {
  return ctx.state.players.find((p) => p.id === player)?.playTimings === 'rules';
}

function hasMove(ctx: WindowsContext, frame: WindowFrame, player: string): boolean {
  return movesOf(ctx, frame).some((move) => move.enumerate(ctx, player, frame).length > 0);
}

/** Every answer `player` may give in the open window: `pass` (unless withheld) and each move's actions. */
export function playActions(ctx: WindowsContext, frame: WindowFrame, player: string): Action[] {
  const actions: Action[] = [];
  for (const move of movesOf(ctx, frame)) for (const action of move.enumerate(ctx, player, frame)) actions.push(action);
  if (!passWithheld(ctx, frame, actions.length > 0)) actions.unshift({ type: 'pass', player });
  return actions;
}

/** A window that must be acted in withholds "pass" while the player has a legal move (`mustAct`). */
function passWithheld(ctx: WindowsContext, frame: WindowFrame, anyMove: boolean): boolean {
  return anyMove && windowDefinition(ctx, frame.name).mustAct !== undefined;
}

/** Lists and checks answers to a play timing: `pass`, or one of the window's legal moves. */
export const playDecisionKind: DecisionKind<WindowsContext> = {
  title: '*',
  kind: 'play',
  accepts: (ctx) => ['pass', ...windowDefinition(ctx, requireWindow(ctx).name).moves],
  enumerate(ctx, decision) {
    return playActions(ctx, requireWindow(ctx), decision.player);
  },
  validate(ctx, decision, action) {
    const frame = requireWindow(ctx);
    if (action.type === 'pass') {
      const mustAct = windowDefinition(ctx, frame.name).mustAct;
      if (mustAct === undefined || !passWithheld(ctx, frame, hasMove(ctx, frame, decision.player))) return null;
      return ruleError(mustAct.code, mustAct.message, mustAct.rule);
    }
    const move = movesOf(ctx, frame).find((m) => m.type === action.type);
    if (move === undefined) return notHere(ctx, decision, action);
    return move.validate(ctx, action, frame);
  },
};

function notHere(ctx: WindowsContext, decision: Decision, action: Action): RuleError {
  const known = ctx.title.moves.has(action.type);
  const window = decision.kind === 'play' ? decision.window : decision.kind;
  return known
    ? ruleError(ErrorCode.notInThisWindow, `"${short(action.type)}" cannot be done in ${window}`, decision.rule)
    : ruleError(ErrorCode.unknownAction, `unknown action "${short(action.type)}"; expected pass or a move of ${window}`);
}
