import {
  cardsInZone,
  emitEvent,
  pushEffect,
  type FlowDefinition,
  type PhaseDefinition,
  type GameContext,
  type GuardContribution,
  type ProcedureContribution,
  type Procedure,
} from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { defaults } from './zones.js';
import { drawOne } from './verbs.js';
import { data, emptyAttack } from './state.js';
import { cardStatus, playerStatus } from './cards/status.js';

/**
 * The turn (700s) as data, following the statechart of the digest §7.6. Every `playTiming` is a window
 * run by 1103 (see windows.ts).
 */
const emit = (...events: string[]): Procedure => ({ do: 'emit', params: { events } });
const battleEvent = (event: string): Procedure[] => [
  { do: 'battle-event', params: { event }, label: `event-${event}` },
  { playTiming: event },
];

/**
 * 531-1e: after "move to the end phase" every open window closes (its holders have nothing left to do,
 * see `movingToEnd`) and the flow leaves for the end phase right after the window it was in.
 */
function leavesForEnd(phase: PhaseDefinition): PhaseDefinition {
  if (phase.id === 'end') return phase;
  return {
    ...phase,
    steps: phase.steps.map((step) => ({
      ...step,
      run: step.run.flatMap((procedure): Procedure[] =>
        'playTiming' in procedure ? [procedure, { goto: 'end', if: 'moving-to-end' }] : [procedure],
      ),
    })),
  };
}

const turnFlow: FlowDefinition = {
  setup: [
    {
      id: 'prepare',
      rule: 'BD 602-1',
      run: [
        { do: 'shuffle-decks' },
        { do: 'random-first-player' },
        { do: 'game-start-moves' },
        { do: 'opening-hands' },
        { do: 'mulligans' },
        { do: 'life-and-energy' },
        { do: 'game-start-abilities' },
      ],
    },
  ],
  phases: [
    {
      id: 'stand',
      rule: 'BD 702',
      steps: [{ id: 'stand', run: [{ do: 'stand-all' }, emit('turn-start', 'stand-phase-start'), { playTiming: 'stand' }] }],
    },
    {
      id: 'draw',
      rule: 'BD 703',
      steps: [
        { id: 'draw', run: [emit('draw-phase-start'), { playTiming: 'draw-start' }, { do: 'turn-draw' }, { playTiming: 'draw-end' }] },
      ],
    },
    { id: 'main', rule: 'BD 704', steps: [{ id: 'main', run: [emit('main-phase-start'), { playTiming: 'main' }] }] },
    {
      id: 'attack',
      rule: 'BD 800',
      steps: [
        { id: 'begin', rule: 'BD 802-1', run: [{ do: 'attack-phase-start' }, { playTiming: 'attack-phase' }] },
        { id: 'step-start', rule: 'BD 802-2', run: [{ do: 'attack-step-start' }, { playTiming: 'attack-step' }] },
        {
          id: 'declare',
          rule: 'BD 802-4',
          run: [
            { do: 'declare-attack' },
            { playTiming: 'declaration' },
            { goto: 'attack.declare', if: 'declaration-illegal' },
            { do: 'offer-retract' },
            { goto: 'attack.declare', if: 'retracted' },
            { goto: 'end', if: 'attacks-ended' },
          ],
        },
        {
          id: 'attacking',
          rule: 'BD 802-9',
          run: [{ do: 'attack' }, { playTiming: 'attacked' }, { goto: 'attack.attack-end', if: 'attack-cancelled' }],
        },
        {
          id: 'block',
          rule: 'BD 803',
          run: [{ do: 'block-step-start' }, { playTiming: 'block-step' }, { goto: 'attack.attack-end', if: 'no-attacker' }],
        },
        {
          id: 'block-declare',
          rule: 'BD 803-4',
          run: [
            { do: 'declare-block' },
            { playTiming: 'block-declaration' },
            { goto: 'attack.block-declare', if: 'block-illegal' },
            { goto: 'attack.attack-end', if: 'attack-cancelled' },
            { do: 'block' },
            { playTiming: 'blocked' },
            { goto: 'attack.attack-end', if: 'attack-cancelled' },
            { goto: 'attack.hit', if: 'target-is-player' },
          ],
        },
        {
          id: 'battle',
          rule: 'BD 804',
          run: [
            { goto: 'attack.battle-window', if: 'battle-missing' },
            { do: 'blitz-damage' },
            { goto: 'attack.battle-damage', if: 'no-blitz' },
            { playTiming: 'blitz' },
            { goto: 'attack.battle-window', if: 'battle-missing' },
          ],
        },
        { id: 'battle-damage', rule: 'BD 804-4', run: [{ do: 'battle-damage' }] },
        {
          id: 'battle-window',
          rule: 'BD 804-5',
          run: [
            { playTiming: 'battle' },
            { do: 'battle-result' },
            ...['unit-won', 'player-won', 'unit-drew', 'player-drew', 'unit-lost', 'player-lost'].flatMap(battleEvent),
            { goto: 'attack.attack-end' },
          ],
        },
        { id: 'hit', rule: 'BD 805', run: [{ do: 'hit-packet' }, { playTiming: 'damage' }, { do: 'clean-packets' }] },
        { id: 'attack-end', rule: 'BD 806', run: [{ do: 'attack-end' }, { goto: 'attack.step-start' }] },
      ],
    },
    {
      id: 'end',
      rule: 'BD 706',
      steps: [
        { id: 'end', rule: 'BD 706-1', run: [{ do: 'end-phase-begins' }, emit('turn-end', 'end-phase-start')] },
        {
          id: 'loop',
          rule: 'BD 706-2',
          run: [
            { playTiming: 'end' },
            { do: 'reset-damage' },
            { do: 'expire', params: { until: 'turn' } },
            { do: 'hand-limit' },
            { do: 'territory-limit' },
            { goto: 'end.loop', if: 'end-phase-repeats' },
          ],
        },
      ],
    },
  ],
};

export const flow: FlowDefinition = { setup: turnFlow.setup, phases: turnFlow.phases.map(leavesForEnd) };

function territoriesOf(ctx: GameContext, player: string): string[] {
  return [...cardsInZone(ctx, player, 'territory'), ...cardsInZone(ctx, player, 'field')].filter(
    (id) => bd(ctx.title.cards.get(ctx.state.cards[id]!.card))?.type === 'territory',
  );
}

export const turnProcedures: Omit<ProcedureContribution, 'title'>[] = [
  {
    // 531-1e: the end phase has begun; an attack that was going on is over.
    name: 'end-phase-begins',
    rule: 'BD 531-1',
    run(ctx) {
      const bdData = data(ctx);
      if (bdData['movingToEnd'] !== true) return;
      delete bdData['movingToEnd'];
      bdData.attack = emptyAttack();
      for (const id in ctx.state.cards)
        for (const key of ['attacking', 'blocking', 'battling'] as const) cardStatus.clear(ctx.state.cards[id]!, key);
    },
  },
  {
    // 702-1: the turn player stands their cards in the territory zone, field and energy zone; the other
    // player's cards stay as they are. Per-turn records start afresh here.
    name: 'stand-all',
    rule: 'BD 702-1',
    run(ctx) {
      const player = ctx.state.turn.player;
      for (const zone of ['territory', 'field', 'energy'])
        for (const id of cardsInZone(ctx, player, zone)) cardStatus.clear(ctx.state.cards[id]!, 'rested');
      const bdData = data(ctx);
      bdData.enteredThisTurn = [];
      bdData.attackedThisTurn = [];
      bdData.firstAttackStepDone = false;
    },
  },
  {
    // 703-3, 703-3a: the turn player draws 1, except on the first player's first turn.
    name: 'turn-draw',
    rule: 'BD 703-3',
    run(ctx) {
      if (ctx.state.turn.number === 1 && ctx.state.turn.player === ctx.state.turn.firstPlayer) return;
      drawOne(ctx, ctx.state.turn.player);
    },
  },
  {
    // 706-3: every unit's damage becomes 0, before "this turn" effects end (706-4).
    name: 'reset-damage',
    rule: 'BD 706-3',
    run(ctx) {
      for (const player of ctx.state.players)
        for (const id of cardsInZone(ctx, player.id, 'field')) cardStatus.clear(ctx.state.cards[id]!, 'damage');
    },
  },
  {
    // 706-5: only the turn player discards down to the hand limit.
    name: 'hand-limit',
    rule: 'BD 706-5',
    run(ctx) {
      const player = ctx.state.players.find((p) => p.id === ctx.state.turn.player)!;
      const limit = playerStatus.get(player, 'handLimit') ?? defaults.handLimit;
      const excess = cardsInZone(ctx, player.id, 'hand').length - limit;
      if (excess <= 0) return;
      pushEffect(
        ctx,
        [
          {
            do: 'choose',
            from: { zone: 'hand' },
            count: excess,
            as: 'discard',
            prompt: `Discard ${excess} card(s) down to your hand limit`,
            rule: 'BD 706-5',
          },
          { do: 'move', cards: { var: 'discard' }, to: 'graveyard', reason: 'discard' },
        ],
        { controller: player.id, vars: {} },
      );
    },
  },
  {
    // 706-6: with more than one territory (territory zone and field), the turn player removes one at a time.
    name: 'territory-limit',
    rule: 'BD 706-6',
    run(ctx) {
      const player = ctx.state.turn.player;
      const excess = territoriesOf(ctx, player).length - 1;
      if (excess <= 0) return;
      pushEffect(
        ctx,
        [
          {
            do: 'choose',
            from: territoriesOf(ctx, player),
            count: excess,
            as: 'extra',
            prompt: 'Choose territories to remove until one is left',
            rule: 'BD 706-6',
          },
          { do: 'remove', cards: { var: 'extra' } },
        ],
        { controller: player, vars: {} },
      );
    },
  },
  {
    // Events of the flow (702-2, 703-1, 704-1, 706-1), with the turn player as the event's player.
    name: 'emit',
    rule: 'BD 702-2',
    run(ctx, params) {
      for (const type of params['events'] as string[]) emitEvent(ctx, { type, player: ctx.state.turn.player });
    },
  },
];

export const turnGuards: Omit<GuardContribution, 'title'>[] = [
  { name: 'moving-to-end', rule: 'BD 531-1e', test: (ctx) => data(ctx)['movingToEnd'] === true },
  {
    // 706-7: a forced process applies or an automatic ability is triggered: back to 706-2.
    name: 'end-phase-repeats',
    rule: 'BD 706-7',
    test: (ctx) => ctx.state.pending.length > 0 || ctx.title.ruleProcesses.check.some((p) => p.applies(ctx)),
  },
];
