/**
 * The game as data (ch.8–10), following the digest's §9.1 list: each phase and step runs its "start of …"
 * triggers and check timings exactly where the rules put them. Step actions that are not play timings (the
 * ride step's ride 9.7.2, the start step's attack/no-attack 10.3.1.3, the attack step's choices 10.4.1.3–12)
 * are offered through the kernel's play decision in windows without activated abilities; the two real play
 * timings are the turn fighter's main phase (9.9.2) and the defender's guard step (10.5.1.2).
 */
import type { FlowDefinition, Procedure, WindowDefinition } from '@tcgkit/kernel';

const emit = (...events: string[]): Procedure => ({ do: 'emit', params: { events } });
const ct: Procedure = { checkTiming: true };

export const vanguardWindows: Record<string, WindowDefinition> = {
  // Step actions that are not play timings (ride 9.7.2, attack or not 10.3.1.3, the attacker 10.4.1.3): with
  // nothing to choose, nobody is asked even when a seat plays by the rules' timings (`rulesAutoPass`).
  ride: { rule: 'VG 9.7.2', player: 'turn-player', moves: ['ride'], rulesAutoPass: 'no-move' },
  // 9.8.2: the premium format's stride (src/premium/stride.ts), a step action like the ride.
  stride: { rule: 'VG 9.8.2', player: 'turn-player', moves: ['stride', 'ultimate-stride'], rulesAutoPass: 'no-move' },
  main: {
    rule: 'VG 9.9.2',
    player: 'turn-player',
    moves: ['call', 'move', 'order', 'activate', 'overdress', 'x-overdress', 'monster-box', 'alternative-call'],
    timings: ['main'],
  },
  start: { rule: 'VG 10.3.1.3', player: 'turn-player', moves: ['declare-attack'], rulesAutoPass: 'no-move' },
  // 10.4.1.3: once the turn fighter has chosen to attack, an attacker must be chosen if one can be; only when
  // none can does the battle end (10.4.1.3.1, handled by the flow). So "pass" is withheld here.
  attack: {
    rule: 'VG 10.4.1.3',
    player: 'turn-player',
    moves: ['attack'],
    mustAct: { code: 'VG_MUST_CHOOSE_ATTACKER', message: 'an attack was declared: choose an attacker and a target', rule: 'VG 10.4.1.3' },
    rulesAutoPass: 'no-move',
  },
  // The two play timings (9.9.2, 10.5.1.2) are offered by the rules even when only "pass" is legal; the guard
  // step passes itself only as 10.5.1.2.1.1 says.
  guard: {
    rule: 'VG 10.5.1.2',
    player: 'non-turn-player',
    moves: ['guard', 'g-guardian', 'intercept', 'blitz'],
    rulesAutoPass: { if: { not: { test: 'attacked-unit-exists' } } },
  },
};

export const vanguardFlow: FlowDefinition = {
  // 8.2.1: first vanguards, shuffle, who goes first, draw 5, mulligan in turn order, stand up.
  setup: [
    {
      id: 'prepare',
      rule: 'VG 8.2.1',
      run: [
        { do: 'place-first-vanguards' },
        { do: 'shuffle-decks' },
        { do: 'choose-first-player' },
        { do: 'draw', params: { count: 5, who: 'each' } },
        { do: 'mulligan' },
        { do: 'stand-up' },
      ],
    },
  ],
  phases: [
    {
      id: 'stand',
      rule: 'VG 9.2',
      steps: [
        {
          id: 'stand',
          run: [
            { do: 'begin-turn' },
            { do: 'record-turn-start-grade' },
            ct,
            emit('start-of-turn', 'start-of-stand-phase'),
            ct,
            { do: 'stand-all' },
            // Effects lasting "until the end of the next stand phase" (duration `stand-phase`, reading 351) end here.
            { do: 'expire', params: { until: 'stand-phase' } },
            ct,
          ],
        },
      ],
    },
    {
      id: 'draw',
      rule: 'VG 9.3',
      steps: [
        { id: 'draw', rule: 'VG 9.4', run: [emit('start-of-draw-phase'), ct, { do: 'draw-phase-draw' }, ct] },
        // 9.5.1: a fighter with a ride deck skips the G assist step entirely.
        {
          id: 'g-assist',
          rule: 'VG 9.5',
          run: [{ goto: 'ride', if: 'has-ride-deck' }, emit('start-of-g-assist-step'), ct, { do: 'g-assist' }, ct],
        },
      ],
    },
    {
      id: 'ride',
      rule: 'VG 9.6',
      steps: [
        { id: 'ride', rule: 'VG 9.7', run: [emit('start-of-ride-phase'), ct, { playTiming: 'ride' }, ct] },
        // 9.8: the stride step; striding (9.8.2) is offered in the premium format only (src/premium/stride.ts).
        { id: 'stride', rule: 'VG 9.8', run: [emit('start-of-stride-step'), ct, { playTiming: 'stride' }, ct] },
      ],
    },
    {
      id: 'main',
      rule: 'VG 9.9',
      steps: [
        {
          id: 'main',
          run: [
            emit('start-of-main-phase'),
            { playTiming: 'main' },
            { goto: 'battle.effect-attack', if: 'effect-attack-pending' },
            { goto: 'battle' },
          ],
        },
        // 7.36.1: the main phase goes on after the attacks an effect gave in it (src/verbs/effect-attacks.ts).
        {
          id: 'resume',
          rule: 'VG 7.36.1',
          run: [{ do: 'resume-main-after-attack' }, { playTiming: 'main' }, { goto: 'battle.effect-attack', if: 'effect-attack-pending' }],
        },
      ],
    },
    {
      id: 'battle',
      rule: 'VG 10',
      steps: [
        {
          id: 'start',
          rule: 'VG 10.3',
          run: [
            { do: 'start-step' },
            ct,
            { goto: 'end.cleanup', if: 'no-attack-possible' },
            { playTiming: 'start' },
            { goto: 'end.cleanup', if: 'no-attack-declared' },
            ct,
          ],
        },
        {
          id: 'attack',
          rule: 'VG 10.4',
          run: [
            { do: 'begin-battle' },
            emit('start-of-attack-step'),
            ct,
            { goto: 'end.cleanup', if: 'no-attacker-available' },
            { playTiming: 'attack' },
            ct,
          ],
        },
        {
          id: 'guard',
          rule: 'VG 10.5',
          run: [emit('start-of-guard-step'), { playTiming: 'guard' }, { goto: 'battle.damage', if: 'no-drive-unit' }],
        },
        { id: 'drive', rule: 'VG 10.6', run: [emit('start-of-drive-step'), ct, { goto: 'battle.damage', if: 'drive-done' }] },
        {
          id: 'drive-check',
          rule: 'VG 10.6.1.2',
          run: [{ do: 'drive-check' }, ct, { do: 'drive-to-hand' }, ct, { goto: 'battle.drive-check', if: 'more-drive-checks' }],
        },
        {
          id: 'damage',
          rule: 'VG 10.7',
          run: [
            emit('start-of-damage-step'),
            ct,
            { do: 'compare' },
            ct,
            { do: 'battle-damage' },
            ct,
            { do: 'hit-events' },
            ct,
            { do: 'retire-guardians' },
            ct,
          ],
        },
        {
          id: 'close',
          rule: 'VG 10.8',
          run: [
            { do: 'close-triggers' },
            ct,
            { do: 'end-battle' },
            { goto: 'battle.close', if: 'close-must-repeat' },
            { goto: 'battle.effect-attack', if: 'effect-attack-pending' },
            { goto: 'main.resume', if: 'effect-attack-from-main' },
            { goto: 'battle.start' },
          ],
        },
        {
          // 7.36.2: an attack an effect gave during the battle that just ended (src/verbs/effect-attacks.ts).
          id: 'effect-attack',
          rule: 'VG 7.36',
          run: [
            { do: 'begin-battle' },
            emit('start-of-attack-step'),
            ct,
            { do: 'effect-attack' },
            { goto: 'battle.close', if: 'no-attacking-unit' },
            ct,
            { goto: 'battle.guard' },
          ],
        },
      ],
    },
    {
      id: 'end',
      rule: 'VG 9.11',
      steps: [
        // 9.11.1–9.11.2: G units back to the G zone (premium, src/premium/premium-rules.ts); 9.11.3 (locked and
        // deleted cards) and the end of control "this turn" are end-phase-unlock; 9.11.6 (wear) is end-wear;
        {
          id: 'cleanup',
          rule: 'VG 9.11.1',
          run: [
            { do: 'end-battle' },
            { do: 'return-g-units' },
            { do: 'end-phase-unlock' },
            // 9.11.4–9.11.5: music orders to the drop, star-domain units to the deck's bottom (src/sets/).
            { do: 'end-music-orders' },
            { do: 'end-star-domain' },
            { do: 'end-wear' },
            emit('end-phase-cleanup'),
            ct,
          ],
        },
        {
          id: 'end',
          rule: 'VG 9.11.8',
          run: [{ do: 'end-triggers' }, ct, { do: 'expire', params: { until: 'turn' } }, { goto: 'end.end', if: 'end-must-repeat' }],
        },
      ],
    },
  ],
};
