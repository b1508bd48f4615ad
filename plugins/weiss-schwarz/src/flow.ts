/**
 * The game as data, following the digest's ordered turn skeleton (ch. 6–7): every "start of …" trigger
 * and check timing where the rules put them. The three real play timings are the main phase (6.5), the
 * climax phase (6.6, one action) and the counter step (7.4, the non-turn player, one action). The attack
 * declaration (7.2.1.3) is offered as a window of its own whose only move is `attack`; passing it is
 * "end attacks". Everything else is asked through select decisions.
 */
import type { FlowDefinition, Procedure, WindowDefinition } from '@tcgkit/kernel';

const emit = (...events: string[]): Procedure => ({ do: 'emit', params: { events } });
const ct: Procedure = { checkTiming: true };

export const weissSchwarzWindows: Record<string, WindowDefinition> = {
  main: { rule: 'WS 6.5.1.2', player: 'turn-player', moves: ['play-character', 'play-event', 'activate', 'move-stage'], timings: ['main'] },
  climax: { rule: 'WS 6.6.1.2', player: 'turn-player', moves: ['play-climax'], once: true },
  // Choosing an attacker (7.2.1.3) is a step action, not a play timing: with no attacker nobody is asked.
  declare: { rule: 'WS 7.2.1.3', player: 'turn-player', moves: ['attack'], once: true, rulesAutoPass: 'no-move' },
  counter: { rule: 'WS 7.4.1.2', player: 'non-turn-player', moves: ['play-event', 'activate'], timings: ['counter'], once: true },
};

export const weissSchwarzFlow: FlowDefinition = {
  // 5.2.1: decks shuffled, first player at random (no choice, 5.2.1.3.1), 5 cards, one redraw each in turn order.
  setup: [
    {
      id: 'prepare',
      rule: 'WS 5.2.1',
      run: [{ do: 'shuffle-decks' }, { do: 'random-first-player' }, { do: 'draw', params: { count: 5, who: 'each' } }, { do: 'mulligan' }],
    },
  ],
  phases: [
    {
      id: 'stand',
      rule: 'WS 6.2',
      steps: [{ id: 'stand', run: [{ do: 'begin-turn' }, emit('start-of-turn', 'start-of-stand-phase'), ct, { do: 'stand-all' }, ct] }],
    },
    { id: 'draw', rule: 'WS 6.3', steps: [{ id: 'draw', run: [emit('start-of-draw-phase'), ct, { do: 'draw' }, ct] }] },
    { id: 'clock', rule: 'WS 6.4', steps: [{ id: 'clock', run: [emit('start-of-clock-phase'), ct, { do: 'clock' }, ct] }] },
    { id: 'main', rule: 'WS 6.5', steps: [{ id: 'main', run: [emit('start-of-main-phase'), { playTiming: 'main' }] }] },
    { id: 'climax', rule: 'WS 6.6', steps: [{ id: 'climax', run: [emit('start-of-climax-phase'), { playTiming: 'climax' }, ct] }] },
    {
      id: 'attack',
      rule: 'WS 6.7',
      steps: [
        {
          id: 'declare',
          rule: 'WS 7.2',
          run: [
            { do: 'begin-declaration' },
            ct,
            emit('start-of-attack-declaration-step'),
            { playTiming: 'declare' },
            { goto: 'attack.encore', if: 'attacks-ended' },
            ct,
          ],
        },
        {
          id: 'trigger',
          rule: 'WS 7.3',
          run: [emit('start-of-trigger-step'), ct, { do: 'trigger-check' }, ct, { goto: 'attack.damage', if: 'not-front-attack' }],
        },
        { id: 'counter', rule: 'WS 7.4', run: [emit('start-of-counter-step'), { playTiming: 'counter' }, ct] },
        {
          id: 'damage',
          rule: 'WS 7.5',
          run: [
            emit('start-of-damage-step'),
            ct,
            { do: 'step-damage' },
            ct,
            { goto: 'attack.battle', if: 'front-attack' },
            emit('end-of-attack'),
            ct,
            { do: 'finish-attack' },
            { goto: 'attack.declare' },
          ],
        },
        {
          id: 'battle',
          rule: 'WS 7.6',
          run: [
            emit('start-of-battle-step'),
            ct,
            { do: 'battle' },
            ct,
            emit('end-of-attack'),
            ct,
            { do: 'finish-attack' },
            { goto: 'attack.declare' },
          ],
        },
        { id: 'encore', rule: 'WS 7.7', run: [emit('start-of-encore-step'), ct] },
        {
          id: 'encore-loop',
          rule: 'WS 7.7.1.2',
          run: [{ do: 'encore-one' }, ct, { goto: 'attack.encore-loop', if: 'reversed-remain' }],
        },
      ],
    },
    {
      id: 'end',
      rule: 'WS 6.8',
      steps: [
        {
          id: 'end',
          rule: 'WS 6.8.1',
          run: [
            { do: 'end-triggers' },
            ct,
            { do: 'hand-limit' },
            { do: 'climax-cleanup' },
            ct,
            { do: 'expire', params: { until: 'turn' } },
            { goto: 'end.end', if: 'end-must-repeat' },
          ],
        },
      ],
    },
  ],
};
