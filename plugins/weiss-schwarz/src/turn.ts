/**
 * Set-up and the turn outside the attack phase: the one-time redraw (5.2.1.4), the start of a turn, the
 * stand phase (6.2.1.2), the clock phase (6.4.1.2) and the end phase (6.8.1).
 */
import {
  appendLog,
  cardOptions,
  cardsInZone,
  decide,
  done,
  drawCard,
  emitEvent,
  moveCard,
  pushWork,
  takeChoice,
  zoneKey,
  type GuardContribution,
  type ProcedureContribution,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { setPlacement, wsData } from './state.js';
import { charactersOf } from './zones.js';

type Procedure = Omit<ProcedureContribution, 'title'>;
type Process = Omit<ProcessContribution, 'title'>;

const mulliganKind = 'ws-mulligan';
const clockKind = 'ws-clock';
const handLimitKind = 'ws-hand-limit';

/** 3.3.3.1: the hand limit. */
export const handLimit = 7;

export const turnProcedures: Procedure[] = [
  {
    name: 'mulligan',
    rule: 'WS 5.2.1.4',
    run(ctx) {
      wsData(ctx);
      // First player first: the work stack runs its top first, so the second player's unit goes below.
      const first = ctx.state.turn.firstPlayer;
      const second = ctx.state.players.map((p) => p.id).find((p) => p !== first)!;
      pushWork(ctx, mulliganKind, { player: second });
      pushWork(ctx, mulliganKind, { player: first });
    },
  },
  {
    name: 'begin-turn',
    run(ctx) {
      const data = wsData(ctx);
      data.attack = null;
      data.attacks = 0;
      data.attackPhaseBegun = false;
      data.attacksEnded = false;
      data.endEmitted = false;
    },
  },
  {
    name: 'stand-all',
    rule: 'WS 6.2.1.2',
    // Only the turn player's characters stand.
    run(ctx) {
      for (const id of charactersOf(ctx, ctx.state.turn.player)) setPlacement(ctx, id, 'stand');
    },
  },
  {
    name: 'clock',
    rule: 'WS 6.4.1.2',
    run(ctx) {
      pushWork(ctx, clockKind, { player: ctx.state.turn.player });
    },
  },
  {
    name: 'end-triggers',
    rule: 'WS 6.8.1.1',
    run(ctx) {
      const data = wsData(ctx);
      if (data.endEmitted) return;
      data.endEmitted = true;
      emitEvent(ctx, { type: 'end-of-turn', player: ctx.state.turn.player });
    },
  },
  {
    name: 'hand-limit',
    rule: 'WS 6.8.1.2',
    run(ctx) {
      const player = ctx.state.turn.player;
      if (cardsInZone(ctx, player, 'hand').length > handLimit) pushWork(ctx, handLimitKind, { player });
    },
  },
  {
    name: 'climax-cleanup',
    rule: 'WS 6.8.1.3',
    run(ctx) {
      const player = ctx.state.turn.player;
      for (const id of [...cardsInZone(ctx, player, 'climax')]) {
        moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'waiting-room'), { reason: 'climax-cleanup' });
      }
    },
  },
];

export const turnGuards: Omit<GuardContribution, 'title'>[] = [
  {
    name: 'end-must-repeat',
    rule: 'WS 6.8.1.5',
    test: (ctx) => cardsInZone(ctx, ctx.state.turn.player, 'hand').length > handLimit || ctx.state.pending.length > 0,
  },
];

export const turnProcesses: Process[] = [
  {
    // 5.2.1.4: put any number of cards from hand into the waiting room, then draw that many; once each.
    kind: mulliganKind,
    run(ctx, unit) {
      const player = String(unit.data['player']);
      const hand = cardsInZone(ctx, player, 'hand');
      const choice = takeChoice(unit);
      if (choice === null) {
        return decide({
          kind: 'select',
          player,
          prompt: 'Choose any cards to put into your waiting room and redraw',
          rule: 'WS 5.2.1.4',
          options: cardOptions(ctx, hand, player),
          min: 0,
          max: hand.length,
        });
      }
      for (const id of choice) moveCard(ctx, id, zoneKey(player, 'waiting-room'), { by: player, reason: 'mulligan' });
      for (let i = 0; i < choice.length; i++) drawCard(ctx, player);
      appendLog(ctx.state, { type: 'mulligan', player, detail: { discarded: choice.length } });
      return done;
    },
  },
  {
    // 6.4.1.2: may put 1 hand card into the clock; if so, draw 2. One step per card so level up (an
    // interrupt process, 9.3) happens as soon as the clocked card lands, before the draws.
    kind: clockKind,
    run(ctx, unit) {
      const player = String(unit.data['player']);
      if (unit.step === 'start') {
        const hand = cardsInZone(ctx, player, 'hand');
        if (hand.length === 0) return done;
        const choice = takeChoice(unit);
        if (choice === null) {
          return decide({
            kind: 'select',
            player,
            prompt: 'Clock: you may put a card from your hand into your clock, then draw 2',
            rule: 'WS 6.4.1.2',
            options: cardOptions(ctx, hand, player),
            min: 0,
            max: 1,
          });
        }
        if (choice.length === 0) return done;
        moveCard(ctx, choice[0]!, zoneKey(player, 'clock'), { by: player, reason: 'clock' });
        unit.step = 'draw-1';
        return { type: 'continue' };
      }
      drawCard(ctx, player);
      if (unit.step === 'draw-1') {
        unit.step = 'draw-2';
        return { type: 'continue' };
      }
      return done;
    },
  },
  {
    // 6.8.1.2: the turn player chooses cards to discard down to the hand limit.
    kind: handLimitKind,
    run(ctx, unit) {
      const player = String(unit.data['player']);
      const hand = cardsInZone(ctx, player, 'hand');
      const excess = hand.length - handLimit;
      if (excess <= 0) return done;
      const choice = takeChoice(unit);
      if (choice === null || choice.length !== excess) {
        return decide({
          kind: 'select',
          player,
          prompt: `Hand limit: discard ${excess} card(s)`,
          rule: 'WS 6.8.1.2',
          options: cardOptions(ctx, hand, player),
          min: excess,
          max: excess,
        });
      }
      for (const id of choice) moveCard(ctx, id, zoneKey(player, 'waiting-room'), { by: player, reason: 'discard' });
      return done;
    },
  },
];
