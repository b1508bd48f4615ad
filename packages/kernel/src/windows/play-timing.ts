import { and, not } from 'xstate';
import type { AnswerModel } from '../plugin/title-definition.js';
import { targetOf } from '../flow/compile-flow.js';
import { checkTimingChart } from './check-timing.js';

type Chart = Record<string, unknown>;
/** A check-timing sub-chart named `name` inside this window, going on to sibling `then`. */
type CheckTiming = (name: string, then: string) => Chart;

const offer = (who: 'turn-player' | 'other' | 'holder', role: 'act' | 'answer'): unknown[] => [
  { type: 'setHolder', params: { who, role } },
  'offerPlay',
];

/**
 * The play-timing sub-chart for a window, by answer model. Every chart opens the window's frame, rests
 * in `offer` states while the holder decides, and closes the frame when the window ends.
 */
export function playTimingChart(model: AnswerModel, window: string, path: readonly string[], next: string): Chart {
  const ct: CheckTiming = (name, then) => checkTimingChart([...path, name], targetOf([...path, then]));
  const states = model === 'none' ? noResponses(ct) : model === 'counter' ? oneCounterDeep(ct) : priorityStack(ct);
  return {
    initial: 'open',
    states: {
      open: { entry: { type: 'openWindow', params: { window } }, always: model === 'stack' ? 'start' : 'check-timing' },
      ...states,
      // A nested window (BD 1104) returns to the outer window's damage check when it closes.
      close: {
        entry: 'closeWindow',
        always: model === 'stack' ? [{ guard: 'returnsToOuterWindow', target: 'damage-check' }, { target: next }] : { target: next },
      },
    },
  };
}

/**
 * Vanguard / Weiß Schwarz (VG 11.6.2, WS 8.5.2): a check timing, then the window's player takes one
 * action or passes; after an action the same player gets the play timing again; a pass ends it.
 */
function noResponses(ct: CheckTiming): Chart {
  return {
    'check-timing': ct('check-timing', 'offer'),
    offer: {
      entry: offer('holder', 'act'),
      always: [
        { guard: and(['quiet', 'acted']), target: 'check-timing' },
        { guard: and(['quiet', 'passed']), target: 'close' },
      ],
    },
  };
}

/**
 * Buddyfight (Buddyfight PT 1–10): the turn fighter uses one thing, the other may answer once with a
 * 【対抗】, the answer resolves first, then the use; then the turn fighter again. When the turn fighter
 * passes, the other may use a 【対抗】 and the turn fighter may answer it; two passes end the window.
 * Rule processing follows every use and every resolution.
 */
function oneCounterDeep(ct: CheckTiming): Chart {
  return {
    'check-timing': ct('check-timing', 'act'),
    act: {
      entry: offer('turn-player', 'act'),
      always: [
        { guard: and(['quiet', 'acted']), target: 'act-rules' },
        { guard: and(['quiet', 'passed']), target: 'counter' },
      ],
    },
    'act-rules': ct('act-rules', 'answer'),
    answer: {
      entry: offer('other', 'answer'),
      always: [
        { guard: and(['quiet', 'acted']), target: 'answer-rules' },
        { guard: and(['quiet', 'passed']), target: 'resolve' },
      ],
    },
    'answer-rules': ct('answer-rules', 'resolve'),
    counter: {
      entry: offer('other', 'act'),
      always: [
        { guard: and(['quiet', 'acted']), target: 'counter-rules' },
        { guard: and(['quiet', 'passed']), target: 'close' },
      ],
    },
    'counter-rules': ct('counter-rules', 'counter-answer'),
    'counter-answer': {
      entry: offer('other', 'answer'),
      always: [
        { guard: and(['quiet', 'acted']), target: 'counter-answer-rules' },
        { guard: and(['quiet', 'passed']), target: 'resolve' },
      ],
    },
    'counter-answer-rules': ct('counter-answer-rules', 'resolve'),
    // Moves that resolve at once (no item) leave nothing to resolve: straight back to the turn fighter.
    resolve: { always: [{ guard: 'stackHasItems', target: 'resolving' }, { target: 'act' }] },
    resolving: { entry: 'resolveTopItem', always: { guard: 'quiet', target: 'resolve-rules' } },
    'resolve-rules': ct('resolve-rules', 'resolve'),
  };
}

/**
 * Build Divide's window (BD 1103): the turn player gets priority (1103-2); rule processing (1103-3),
 * the window's round procedure (1103-4, a damage window's trigger check), the check before rule
 * processing (1103-5, player damage checks that may open nested windows) and rule processing again
 * (1103-6); then the holder acts, keeping priority (1103-11), or passes it (1103-10). After two passes
 * in a row the top item resolves and priority returns to the turn player (1103-9), or the window ends,
 * unless the title's repeat guard restarts it (1103-8a).
 */
function priorityStack(ct: CheckTiming): Chart {
  return {
    start: { entry: { type: 'setHolder', params: { who: 'turn-player', role: 'act' } }, always: 'rules-before-round' },
    'rules-before-round': ct('rules-before-round', 'round'),
    round: { entry: { type: 'runWindowProcedure', params: { hook: 'eachRound' } }, always: { guard: 'quiet', target: 'damage-check' } },
    'damage-check': {
      entry: { type: 'runWindowProcedure', params: { hook: 'beforeRuleProcessing' } },
      always: [
        { guard: and(['quiet', 'nestedWindowOpened']), target: 'start' },
        { guard: 'quiet', target: 'rules' },
      ],
    },
    rules: ct('rules', 'priority'),
    priority: {
      entry: 'offerPlay',
      always: [
        { guard: and(['quiet', 'acted']), target: 'damage-check' },
        { guard: and(['quiet', 'passed', not('allPassed')]), target: 'pass-priority' },
        { guard: and(['quiet', 'passed', 'stackHasItems']), target: 'resolve' },
        { guard: and(['quiet', 'passed', 'windowRepeats']), target: 'start' },
        { guard: and(['quiet', 'passed']), target: 'close' },
      ],
    },
    'pass-priority': { entry: { type: 'setHolder', params: { who: 'other', role: 'act' } }, always: 'rules' },
    resolve: { entry: 'resolveTopItem', always: { guard: 'quiet', target: 'after-resolve' } },
    'after-resolve': { entry: { type: 'setHolder', params: { who: 'turn-player', role: 'act' } }, always: 'damage-check' },
  };
}
