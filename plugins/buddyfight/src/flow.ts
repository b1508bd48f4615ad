import { z } from 'zod';
import {
  askSelect,
  noParams,
  cardsIn,
  cardsInZone,
  decide,
  done,
  drawCard,
  emitEvent,
  endWindow,
  moveCard,
  proceed,
  pushEffect,
  pushWork,
  verbDone,
  zoneKey,
  type FlowDefinition,
  type GuardContribution,
  type GameContext,
  type PlayerId,
  type Procedure,
  type ProcedureContribution,
  type ProcessContribution,
  type StepDefinition,
  defineVerb,
} from '@tcgkit/kernel';
import { offerDeclaration, type AttackPhase } from './attack.js';
import { endBattle } from './battle.js';
import { areaKey, areas, data, log, soulKey, type Area, type Ending } from './state.js';
import { usableKeywords } from './time-stop.js';
import { cardStatus } from './cards/status.js';

/**
 * The turn as data, the ordered states of digest §6.1: start phase (a play timing before the stand,
 * [Start 1.1]; stand; draw; charge & draw), main phase, attack phase (『移動』, the attack loop), final phase
 * (impacts, final-phase attacks returning to [Fin 1.1] (E7), end of turn). Every `pt()` is a play timing
 * run by the kernel's `counter` chart (windows.ts), followed by the bookkeeping of condition windows.
 */
/**
 * [End], digest §9.10: after an "end …" effect the open play timing ends early (the kernel's `endWindow`:
 * what is already declared still resolves, nothing more is offered) and the flow jumps: end the main phase → [Atk 1]; end the battle → [Atk 3.3];
 * end the attack phase → [Atk 5] (the final phase); end the final phase or the turn → [Fin 5].
 */
type PhaseId = 'start' | 'main' | 'attack' | 'final';
function jumps(phase: PhaseId): Procedure[] {
  const out: Procedure[] = [];
  if (phase === 'main') out.push({ goto: 'attack', if: 'ending', params: { what: 'main' } });
  if (phase === 'attack' || phase === 'final') out.push({ goto: `${phase}.battle-end`, if: 'ending', params: { what: 'battle' } });
  if (phase === 'attack') out.push({ goto: 'final', if: 'ending', params: { what: 'attack' } });
  out.push({ goto: 'final.end', if: 'ending', params: { what: 'final' } }, { goto: 'final.end', if: 'ending', params: { what: 'turn' } });
  return out;
}
const pt = (
  window: string,
  phase: PhaseId = window.startsWith('attack') ? 'attack' : window.startsWith('final') ? 'final' : window === 'main' ? 'main' : 'start',
): Procedure[] => [{ playTiming: window }, { do: 'pt-ended' }, ...(window === 'turn-end' ? [] : jumps(phase))];
const emit = (...events: string[]): Procedure => ({ do: 'emit', params: { events } });

function battleSteps(phase: AttackPhase, after: string, done: string): StepDefinition[] {
  const rule = phase === 'attack' ? 'Atk' : 'Fin';
  return [
    {
      id: 'declare',
      rule: `BF ${rule} 2.1`,
      run: [
        { do: 'declare-attack', params: { phase } },
        { goto: `${phase}.battle`, if: 'attack-declared' },
        ...pt(`${phase}-no-attack`),
        { do: 'declare-attack', params: { phase } }, // [2.1.3]: choose again
        { goto: `${phase}.battle`, if: 'attack-declared' },
        { goto: done },
      ],
    },
    {
      id: 'battle',
      rule: `BF ${rule} 2.5`,
      run: [...pt(`${phase}-battle`), { goto: `${phase}.battle-end`, if: 'battle-void' }, { do: 'hit-judgment' }],
    },
    {
      id: 'battle-end',
      rule: `BF ${rule} 3.3`,
      run: [{ do: 'end-battle' }, ...pt(`${phase}-after-battle`), { do: 'n-attack' }, ...pt(`${phase}-post-attack`), { goto: after }],
    },
  ];
}

export const flow: FlowDefinition = {
  setup: [
    {
      id: 'prepare',
      rule: 'BF Intro',
      run: [{ do: 'shuffle-decks' }, { do: 'random-first-player' }, { do: 'fight-setup' }, { do: 'redraw' }],
    },
  ],
  phases: [
    {
      id: 'start',
      rule: 'BF Start',
      steps: [
        { id: 'start', rule: 'BF Start 1.1', run: [{ do: 'turn-begins' }, emit('turn-start'), ...pt('start')] },
        { id: 'stand', rule: 'BF Start 2.1', run: [{ do: 'stand-all' }, ...pt('stand')] },
        { id: 'draw', rule: 'BF Start 3.1', run: [{ do: 'turn-draw' }, ...pt('draw')] },
        { id: 'charge', rule: 'BF Start 3.2', run: [{ do: 'charge-and-draw' }, ...pt('charge')] },
      ],
    },
    {
      id: 'main',
      rule: 'BF Main',
      steps: [
        { id: 'main', rule: 'BF Main 1.1', run: [{ do: 'phase-begins', params: { phase: 'main' } }, emit('main-start'), ...pt('main')] },
      ],
    },
    {
      id: 'attack',
      rule: 'BF Atk',
      steps: [
        { id: 'move', rule: 'BF Atk 1.1', run: [{ do: 'phase-begins', params: { phase: 'attack' } }, { do: 'move-step' }] },
        { id: 'begin', rule: 'BF Atk 1.3', run: [emit('attack-phase-start'), ...pt('attack-start')] },
        ...battleSteps('attack', 'attack.declare', 'final'),
      ],
    },
    {
      id: 'final',
      rule: 'BF Fin',
      steps: [
        { id: 'final', rule: 'BF Fin 1.1', run: [{ do: 'final-begins' }, ...pt('final')] },
        ...battleSteps('final', 'final.final', 'final.end'),
        {
          id: 'end',
          rule: 'BF Fin 5.1',
          run: [
            { do: 'phase-begins', params: { phase: 'end' } },
            emit('turn-end'),
            ...pt('turn-end'),
            { do: 'expire', params: { until: 'turn' } },
          ],
        },
      ],
    },
  ],
};

type Procedure_ = Omit<ProcedureContribution, 'title'>;

export const turnProcedures: Procedure_[] = [
  {
    name: 'turn-begins',
    rule: 'BF Start 1.1',
    run(ctx) {
      const bfData = data(ctx);
      bfData.attacksThisTurn = 0;
      bfData.attackPhaseAttacks = 0;
      bfData.finalStarted = false;
      bfData.battle = null;
      bfData.conditions = [];
      bfData['phase'] = 'start';
    },
  },
  {
    // §5.3 (c): condition windows lapse when their phase ends. A jump of [End] lands here.
    name: 'phase-begins',
    run(ctx, params) {
      const bfData = data(ctx);
      bfData.conditions = [];
      bfData['phase'] = String(params['phase']);
      if (bfData.ending !== null) endBattle(ctx);
      bfData.ending = null;
    },
  },
  {
    // §5.3 (b): a condition window lapses when the play timing after its event ends.
    name: 'pt-ended',
    run(ctx) {
      const bfData = data(ctx);
      for (const c of bfData.conditions) c.timingsEnded += 1;
      bfData.conditions = bfData.conditions.filter((c) => c.timingsEnded < 1);
    },
  },
  {
    // [Start 2.1]: the turn fighter stands every card on their field (the buddy zone is not field, §3:
    // a buddy-called copy stays rested for the whole fight).
    name: 'stand-all',
    rule: 'BF Start 2.1',
    run(ctx) {
      const player = ctx.state.turn.player;
      for (const zone of ['field', 'item', 'magic', 'flag'])
        for (const id of cardsInZone(ctx, player, zone)) cardStatus.clear(ctx.state.cards[id]!, 'rested');
    },
  },
  {
    // [Start 3.1], [RC-1] (E1): the turn fighter draws 1, the first player on turn 1 too since 2018-06-02.
    name: 'turn-draw',
    rule: 'BF Start 3.1',
    run(ctx) {
      const first = ctx.state.turn.number === 1 && ctx.state.turn.player === ctx.state.turn.firstPlayer;
      if (first && data(ctx).legacyNoFirstTurnDraw) return;
      drawCard(ctx, ctx.state.turn.player);
    },
  },
  {
    // [Start 3.2]: the fighter may put 1 card from hand into the gauge; only if they do, they draw 1.
    name: 'charge-and-draw',
    rule: 'BF Start 3.2',
    run(ctx) {
      pushEffect(
        ctx,
        [
          {
            do: 'choose',
            from: { zone: 'hand' },
            count: 1,
            upTo: true,
            always: true,
            as: 'charged',
            prompt: 'Charge & draw: put a card from your hand into your gauge, or none',
            rule: 'BF Start 3.2',
          },
          { do: 'bf-charge-and-draw' },
        ],
        { controller: ctx.state.turn.player, vars: {} },
      );
    },
  },
  {
    name: 'final-begins',
    rule: 'BF Fin 1.1',
    run(ctx) {
      const bfData = data(ctx);
      if (bfData.finalStarted) return; // [Fin 4.2 → 1.1] (E7): start-of-final triggers fire once (inferred)
      bfData.finalStarted = true;
      // [End Q1]: ending the attack phase mid-attack ends "attacking"/"in battle" without a hit judgment.
      if (bfData.ending !== null) endBattle(ctx);
      bfData.ending = null;
      bfData.conditions = [];
      bfData['phase'] = 'final';
      for (const type of ['attack-phase-end', 'final-start']) emitEvent(ctx, { type, player: ctx.state.turn.player });
    },
  },
  {
    name: 'declare-attack',
    rule: 'BF Atk 2.1',
    run(ctx, params) {
      offerDeclaration(ctx, params['phase'] === 'final' ? 'final' : 'attack');
    },
  },
  {
    // [Atk 1.1.1–1.1.2]: the turn fighter moves their 『移動』 monsters one by one, then the other fighter.
    name: 'move-step',
    rule: 'BF Atk 1.1',
    run(ctx) {
      const tp = ctx.state.turn.player;
      const other = ctx.state.players.find((p) => p.id !== tp)!.id;
      pushWork(ctx, moveKind, { player: other, moved: [] });
      pushWork(ctx, moveKind, { player: tp, moved: [] });
    },
  },
];

export const flowGuards: Omit<GuardContribution, 'title'>[] = [
  { name: 'ending', rule: 'BF End', test: (ctx, params) => data(ctx).ending === params['what'] },
];

export const flowVerbs = [
  defineVerb({
    // [End]: "end the main phase / the battle / the attack phase / the final phase / the turn".
    name: 'end',
    params: () => ({ what: z.enum(['main', 'battle', 'attack', 'final', 'turn']) }),
    rule: 'BF End',
    run(ctx, instruction, frame) {
      const what = String(instruction['what']) as Ending;
      data(ctx).ending = what;
      log(ctx, 'ending', frame.controller, { what });
      // The open play timing is over: nothing more is offered in it (the kernel's early end of a window).
      if (ctx.state.windows.length > 0) endWindow(ctx, 'all');
      return verbDone;
    },
  }),
  defineVerb({
    name: 'bf-charge-and-draw',
    params: noParams,
    rule: 'BF Start 3.2',
    run(ctx, _instruction, frame) {
      const charged = (frame.vars['charged'] as string[] | undefined) ?? [];
      if (charged.length === 0) return verbDone;
      moveCard(ctx, charged[0]!, zoneKey(frame.controller, 'gauge'), { by: frame.controller, reason: 'charge' });
      drawCard(ctx, frame.controller);
      return verbDone;
    },
  }),
];

const moveKind = 'bf-move';

/** Monsters with 『移動』 not yet moved this step, and the empty areas they may go to ([KW:移動]). */
function moveOptions(ctx: GameContext, player: PlayerId, moved: readonly number[]): { id: string; label: string }[] {
  const empty = areas.filter((a) => cardsIn(ctx, areaKey(player, a)).length === 0);
  const out: { id: string; label: string }[] = [];
  for (const area of areas)
    for (const id of cardsIn(ctx, areaKey(player, area))) {
      const card = ctx.state.cards[id]!;
      if (!usableKeywords(ctx, id).includes('move') || moved.includes(card.serial)) continue;
      // Option ids name the areas (`left>right`), which is what a player sees on the mat.
      for (const to of empty) out.push({ id: `${area}>${to}`, label: `Move ${ctx.title.cardName(card.card)} from ${area} to ${to}` });
    }
  return out;
}

export const flowProcesses: Omit<ProcessContribution, 'title'>[] = [
  {
    kind: moveKind,
    run(ctx, unit) {
      const player = unit.data['player'] as PlayerId;
      const moved = unit.data['moved'] as number[];
      const options = moveOptions(ctx, player, moved);
      if (options.length === 0) return done;
      const asked = askSelect(unit.answer, {
        player,
        prompt: 'Move: move a monster to an empty area, or stop',
        rule: 'BF Atk 1.1',
        options: [...options, { id: 'done', label: 'Stop moving' }],
      });
      delete unit.answer;
      if ('ask' in asked) return decide(asked.ask.request);
      const choice = asked.picked[0]!;
      if (choice === 'done') return done;
      const [from, to] = choice.split('>') as [Area, Area];
      const id = cardsIn(ctx, areaKey(player, from)).find(
        (c) => !moved.includes(ctx.state.cards[c]!.serial) && usableKeywords(ctx, c).includes('move'),
      )!;
      const card = ctx.state.cards[id]!;
      // The card stays the same object on the field, and its soul moves with it ([Oth:ソウル]).
      moveCard(ctx, id, areaKey(player, to), { by: player, reason: 'move', keepIdentity: true });
      for (const soul of [...cardsIn(ctx, soulKey(player, from))]) {
        const host = cardStatus.get(ctx.state.cards[soul]!, 'host');
        if (host === undefined || host === card.serial)
          moveCard(ctx, soul, soulKey(player, to), { reason: 'move', keepIdentity: true, position: 'bottom' });
      }
      log(ctx, 'moved-area', player, { card: id, from, to });
      unit.data['moved'] = [...moved, card.serial];
      return proceed;
    },
  },
];
