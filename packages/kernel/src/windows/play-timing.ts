import { and, not } from 'xstate';
import type { JsonObject } from '../state/json.js';
import type { WindowDefinition } from './window-definition.js';
import { checkTimingChart, type Exit } from './check-timing.js';
import { targetOf, type Chart, type IdleResume, type IdleStep, type WindowChartBuild, type WindowKind } from './window-kind.js';

/** An action of the chart as the flow's run-ahead calls it: an action name of the flow machine and its params. */
export interface ActionCall {
  type: string;
  params: JsonObject;
}

/**
 * What the flow's run-ahead needs to go through a window nobody can act in without entering its states
 * (flow/run-ahead.ts `WindowNode`): the window state's entry actions, its idle state's steps, and what leaving
 * it for the next state runs.
 */
export interface WindowFold {
  entry: ActionCall[];
  idle: { steps: readonly IdleStep[]; resume: readonly IdleResume[] };
  leave: ActionCall[];
  /**
   * Per resume offer (`idle.resume`, in order), the absolute id of the state that makes it, where the chart may
   * be moved straight there once the idle steps stopped at it: the window's own entry (which the run-ahead ran)
   * is skipped, the offer's runs. `undefined` where the offer's state sets the holder on entry (`holderOnEntry`):
   * the chart goes there from the idle state, as it does without the run-ahead.
   */
  stops: (string | undefined)[];
}

/** Entry actions the run-ahead may run ahead and skip when the chart then lands in the window (flow-machine.ts). */
const foldableEntry = new Set(['openWindow', 'setHolder']);

function actionCalls(actions: unknown): ActionCall[] | undefined {
  const list = actions === undefined ? [] : Array.isArray(actions) ? actions : [actions];
  const calls: ActionCall[] = [];
  for (const a of list) {
    if (typeof a === 'string') calls.push({ type: a, params: {} });
    else if (typeof a === 'object' && a !== null && typeof (a as { type?: unknown }).type === 'string')
      calls.push({ type: (a as ActionCall).type, params: (a as { params?: JsonObject }).params ?? {} });
    else return undefined;
  }
  return calls;
}

const holder = (who: 'turn-player' | 'other' | 'answerer', role: 'act' | 'answer' = 'act') => ({
  type: 'setHolder',
  params: { who, role },
});

/**
 * The play-timing sub-chart for a window, built by the title's window kind. Entering the window's state
 * opens its frame; the kind's states rest in `offer`-like states while the holder decides.
 */
export function playTimingChart(
  kind: WindowKind,
  window: string,
  definition: WindowDefinition,
  path: readonly string[],
  next: string,
  fold?: (fold: WindowFold) => void,
): Chart {
  let idleState: { chart: Chart; steps: readonly IdleStep[]; resume: readonly IdleResume[]; actions: unknown } | undefined;
  const build: WindowChartBuild = {
    window,
    definition,
    open: { type: 'openWindow', params: { window } },
    next,
    own: (state) => targetOf([...path, state]),
    ct: (name, then) => checkTimingChart([...path, name], typeof then === 'string' ? targetOf([...path, then]) : then),
    holder,
    idle: (steps, first, actions, resume = []) => {
      const chart = {
        entry: { type: 'passIdleWindow', params: { steps, resume: resume.map((r) => ({ ...r })) } },
        always: [
          { guard: 'idleWindowPassed', target: next, ...(actions === undefined ? {} : { actions }) },
          ...resume.map((r, offer) => ({ guard: { type: 'idleWindowStopsAt', params: { offer } }, target: targetOf([...path, r.state]) })),
          { target: targetOf([...path, first]) },
        ],
      };
      idleState = { chart, steps, resume, actions };
      return chart;
    },
    when: (...guards) => and(['quiet', ...guards] as never),
    not: (guard) => not(guard as never),
  };
  const chart = kind.chart(build);
  // Foldable when the window starts in its idle state and its own entry only opens it and sets the holder.
  const states = chart['states'] as Chart | undefined;
  const entry = actionCalls(chart['entry']);
  const exit = actionCalls(chart['exit']);
  const after = idleState === undefined ? undefined : actionCalls(idleState.actions);
  if (
    fold !== undefined &&
    idleState !== undefined &&
    chart['initial'] === 'idle' &&
    states?.['idle'] === idleState.chart &&
    entry !== undefined &&
    entry.every((a) => foldableEntry.has(a.type)) &&
    exit !== undefined &&
    after !== undefined
  ) {
    fold({
      entry,
      idle: { steps: idleState.steps, resume: idleState.resume },
      leave: [...exit, ...after],
      stops: idleState.resume.map((r) => (r.holderOnEntry === true ? undefined : targetOf([...path, r.state]))),
    });
  }
  return chart;
}

/** The kernel's window kinds, bound with `title: '*'`; a title names one as its `answerModel`. */
export const noneWindowKind: WindowKind = {
  title: '*',
  name: 'none',
  stack: false,
  // Without nested windows the frame closes when the window's state is left. The idle state reads the check
  // timing and the offer: a window whose holder can only pass is passed in one statechart step (in none when the
  // flow's run-ahead reaches it), and one whose holder may act goes straight to the offer (issue 14).
  chart: (build) => ({
    entry: build.open,
    exit: 'closeWindow',
    initial: 'idle',
    states: { idle: build.idle(['check-timing', 'offer'], 'check-timing', undefined, [{ state: 'offer' }]), ...noResponses(build) },
  }),
};

export const counterWindowKind: WindowKind = {
  title: '*',
  name: 'counter',
  stack: true,
  chart: (build) => ({
    entry: build.open,
    exit: 'closeWindow',
    initial: 'idle',
    states: {
      // A turn fighter who may act is offered at once, as is the other fighter after the turn fighter's pass: the
      // states those offers are made in set the holder themselves (issue 14: one check-timing state less).
      idle: build.idle(['check-timing', 'to-turn-player', 'offer', 'to-other', 'offer'], 'check-timing', undefined, [
        { state: 'act', holderOnEntry: true },
        { state: 'counter', holderOnEntry: true },
      ]),
      ...oneCounterDeep(build),
    },
  }),
};

export const stackWindowKind: WindowKind = {
  title: '*',
  name: 'stack',
  stack: true,
  chart: (build) => ({
    entry: [build.open, holder('turn-player')],
    initial: 'idle',
    states: {
      // Two players: the turn player passes, then the other (1103-10), and the window closes (1103-8).
      idle: build.idle(
        ['check-timing', 'hooks', 'check-timing', 'offer', 'to-other', 'check-timing', 'offer', 'no-repeat'],
        'rules-before-round',
        'closeWindow',
        [{ state: 'priority' }, { state: 'priority' }],
      ),
      ...priorityStack(build),
    },
  }),
};

export const kernelWindowKinds: readonly WindowKind[] = [noneWindowKind, counterWindowKind, stackWindowKind];

/**
 * Vanguard / Weiß Schwarz (VG 11.6.2, WS 8.5.2): a check timing, then the window's player takes one
 * action or passes; after an action the same player gets the play timing again; a pass ends it.
 */
function noResponses({ ct, own, next }: WindowChartBuild): Chart {
  return {
    'check-timing': ct('check-timing', 'offer'),
    offer: {
      entry: 'offerPlay',
      always: [
        { guard: and(['quiet', 'windowEnded']), target: next },
        // An idle check timing after an action, and an offer that rests: straight back to the offer (issue 14).
        { guard: and(['quiet', 'acted', 'checkTimingSkippable']), target: own('offer'), reenter: true, actions: 'skipIdleCheckAfterAct' },
        { guard: and(['quiet', 'acted']), target: own('check-timing') },
        { guard: and(['quiet', 'passed']), target: next },
      ],
    },
  };
}

/**
 * Buddyfight (Buddyfight PT 1–10): the turn fighter uses one thing, the other may answer once with a
 * 【対抗】, the answer resolves first, then the use; then the turn fighter again. When the turn fighter
 * passes, the other may use a 【対抗】 and the turn fighter may answer it; two passes end the window.
 * Rule processing follows every use and every resolution. With `pendingAbilities: 'answered'` each
 * pending ability waits until the stack is empty, goes on it, and the player who did not play it may
 * answer it once before it resolves (Buddyfight AUTO 2.1–2.4).
 */
function oneCounterDeep({ ct, own, next }: WindowChartBuild): Chart {
  const offer = (who: 'turn-player' | 'other' | 'answerer', role: 'act' | 'answer') => [holder(who, role), 'offerPlay'];
  // Ended early: what waits to resolve stays where it is; the window is over.
  const ended = { guard: and(['quiet', 'windowEnded']), target: next };
  // A pending ability a check timing put on the stack (`pendingAbilities: 'answered'`) gets its answer
  // first; it can only have been put there when nothing else waits (a use that resolved at once).
  const toAnswer = (then: string): Exit[] => [{ guard: 'awaitsAnswer', target: own('auto-answer') }, { target: own(then) }];
  return {
    'check-timing': ct('check-timing', toAnswer('act')),
    'auto-answer': {
      entry: offer('answerer', 'answer'),
      always: [
        ended,
        { guard: and(['quiet', 'acted']), target: own('auto-answer-rules') },
        { guard: and(['quiet', 'passed']), target: own('resolve') },
      ],
    },
    'auto-answer-rules': ct('auto-answer-rules', 'resolve'),
    act: {
      entry: offer('turn-player', 'act'),
      always: [
        ended,
        { guard: and(['quiet', 'acted']), target: own('act-rules') },
        { guard: and(['quiet', 'passed']), target: own('counter') },
      ],
    },
    'act-rules': ct('act-rules', toAnswer('answer')),
    answer: {
      entry: offer('other', 'answer'),
      always: [
        ended,
        { guard: and(['quiet', 'acted']), target: own('answer-rules') },
        { guard: and(['quiet', 'passed']), target: own('resolve') },
      ],
    },
    'answer-rules': ct('answer-rules', toAnswer('resolve')),
    counter: {
      entry: offer('other', 'act'),
      always: [ended, { guard: and(['quiet', 'acted']), target: own('counter-rules') }, { guard: and(['quiet', 'passed']), target: next }],
    },
    'counter-rules': ct('counter-rules', toAnswer('counter-answer')),
    'counter-answer': {
      entry: offer('other', 'answer'),
      always: [
        ended,
        { guard: and(['quiet', 'acted']), target: own('counter-answer-rules') },
        { guard: and(['quiet', 'passed']), target: own('resolve') },
      ],
    },
    'counter-answer-rules': ct('counter-answer-rules', toAnswer('resolve')),
    // Moves that resolve at once (no item) leave nothing to resolve: straight back to the turn fighter.
    resolve: { always: [{ guard: 'stackHasItems', target: own('resolving') }, { target: own('act') }] },
    resolving: { entry: 'resolveTopItem', always: { guard: 'quiet', target: own('resolve-rules') } },
    'resolve-rules': ct('resolve-rules', toAnswer('resolve')),
  };
}

/**
 * Build Divide's window (BD 1103): the turn player gets priority (1103-2); rule processing (1103-3),
 * the window's round procedure (1103-4, a damage window's trigger check), the check before rule
 * processing (1103-5, player damage checks that may open nested windows) and rule processing again
 * (1103-6); then the holder acts, keeping priority (1103-11), or passes it (1103-10). After two passes
 * in a row the top item resolves and priority returns to the turn player (1103-9), or the window ends,
 * unless the title's repeat guard restarts it (1103-8a). A nested window runs in the same states, its
 * frame on top of the outer one's; when it closes the outer window goes on at its damage check.
 */
function priorityStack({ ct, own, next }: WindowChartBuild): Chart {
  const toTurnPlayer = holder('turn-player');
  // The hooks belong to the open window, which may be a nested one with other hooks than the window
  // this chart was compiled for: route by the current frame, skipping a hook's state when it has none.
  const toCheck: Exit[] = [
    { guard: { type: 'windowHasHook', params: { hook: 'beforeRuleProcessing' } }, target: own('damage-check') },
    { target: own('rules') },
  ];
  const beforeRules = { hook: 'beforeRuleProcessing' };
  const afterFirstRules: Exit[] = [{ guard: { type: 'windowHasHook', params: { hook: 'eachRound' } }, target: own('round') }, ...toCheck];
  // The shortcuts where the holders who can only pass are passed for (flow/idle-check-after-act.ts), `params` naming
  // what came before: to the offer that rests, the resolution, or the close. An outermost window is closed on the
  // way out instead of in the close state, which would go straight on to `next` (one statechart step less).
  const shortcuts = (from: 'priority' | 'resolve', params: Record<string, string>, guards: unknown[] = []) =>
    (from === 'priority' ? (['offer', 'resolve', 'close'] as const) : (['offer', 'close'] as const)).flatMap((to) => {
      const guard = (extra: unknown[] = []) =>
        and(['quiet', ...guards, { type: 'passesOnAfterAct', params: { ...params, to } }, ...extra] as never);
      const actions = { type: 'passOnAfterAct', params };
      if (to === 'offer') return [{ guard: guard(), target: own('priority'), ...(from === 'priority' ? { reenter: true } : {}), actions }];
      if (to === 'resolve') return [{ guard: guard(), target: own('resolve'), actions }];
      return [
        { guard: guard([not('windowNested')]), target: next, actions: [actions, 'closeWindow'] },
        { guard: guard(), target: own('close'), actions },
      ];
    });
  const withQuiet = (exits: readonly Exit[], extra: unknown[] = [], actions?: unknown) =>
    exits.map((exit) => ({
      target: exit.target,
      guard: and(['quiet', ...extra, ...(exit.guard === undefined ? [] : [exit.guard])] as never),
      ...(actions === undefined ? {} : { actions }),
    }));
  return {
    'rules-before-round': ct('rules-before-round', afterFirstRules),
    round: { entry: { type: 'runWindowProcedure', params: { hook: 'eachRound' } }, always: withQuiet(toCheck) },
    'damage-check': {
      entry: { type: 'runWindowProcedure', params: { hook: 'beforeRuleProcessing' } },
      always: [
        // A nested window was opened (BD 1104): it starts at 1103-2 with its own frame.
        { guard: and(['quiet', 'nestedWindowOpened']), target: own('rules-before-round'), actions: toTurnPlayer },
        { guard: 'quiet', target: own('rules') },
      ],
    },
    rules: ct('rules', 'priority'),
    priority: {
      entry: 'offerPlay',
      always: [
        { guard: and(['quiet', 'windowEnded']), target: own('close') },
        // 1103-11 keeps priority with the holder: when the damage check and rule processing after the action
        // would do nothing and the holder may act again, straight back to this offer (issue 14).
        {
          guard: and(['quiet', 'acted', { type: 'checkTimingSkippable', params: beforeRules }] as never),
          target: own('priority'),
          reenter: true,
          actions: { type: 'skipIdleCheckAfterAct', params: beforeRules },
        },
        // The holder who acted can only pass (1103-10), and so can the players after: straight to the offer that
        // rests, the resolution (1103-9) or the close (1103-8), passing for them (issue 14).
        ...shortcuts('priority', beforeRules),
        ...withQuiet(toCheck, ['acted']),
        // The holder passed, priority goes on (1103-10): while the check timing would do nothing and the next
        // player can only pass too, straight to the offer that rests, the resolution or the close (issue 14).
        ...shortcuts('priority', { after: 'passed' }, ['passed']),
        { guard: and(['quiet', 'passed', not('allPassed')]), target: own('rules'), actions: holder('other') },
        { guard: and(['quiet', 'passed', 'stackHasItems']), target: own('resolve') },
        { guard: and(['quiet', 'passed', 'windowRepeats']), target: own('rules-before-round'), actions: toTurnPlayer, reenter: true },
        // 1103-8: an outermost window closes on the way out; a nested one in the close state, which returns to the outer.
        { guard: and(['quiet', 'passed', not('windowNested')]), target: next, actions: 'closeWindow' },
        { guard: and(['quiet', 'passed']), target: own('close') },
      ],
    },
    resolve: {
      entry: 'resolveTopItem',
      always: [
        // Priority to the turn player (1103-9) and, while the states would do nothing, on to the offer that
        // rests or the close, passing for those who can only pass (issue 14).
        ...shortcuts('resolve', { ...beforeRules, after: 'resolved' }),
        ...withQuiet(toCheck, [], toTurnPlayer),
      ],
    },
    close: {
      entry: 'closeWindow',
      always: [
        ...toCheck.map((exit) => ({
          ...exit,
          guard: exit.guard === undefined ? 'returnsToOuterWindow' : and(['returnsToOuterWindow', exit.guard as never]),
        })),
        { target: next },
      ],
    },
  };
}
