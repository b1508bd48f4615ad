import {
  confirmQuestion,
  askSelect,
  cardsInZone,
  decide,
  done,
  drawCard,
  moveCard,
  pushWork,
  shuffleZone,
  zoneKey,
  type ProcedureContribution,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { data, log } from './state.js';
import { defaults } from './zones.js';
import { playerStatus } from './cards/status.js';

/**
 * Fight set-up. The source leaves it to the rulebook (§0.1, §16); these are the rulebook's steps: the
 * flag and the buddy are placed from the deck list's `flag` and `buddy` piles (face up: the buddy is
 * revealed at the start, [Imp:スタンド/レスト]), each fighter has life 10, puts the top 2 deck cards into
 * the gauge and draws 6, and may once shuffle their hand back and draw 6 again (the redraw), the first
 * player first.
 */
const redrawKind = 'bf-redraw';

export const setupProcedures: Omit<ProcedureContribution, 'title'>[] = [
  {
    name: 'fight-setup',
    rule: 'BF Intro',
    run(ctx, params) {
      // The rule version: the 2018-06-02 changes apply unless the flow's parameters turn them off.
      const bfData = data(ctx);
      bfData.legacyNoFirstTurnDraw = params['legacyNoFirstTurnDraw'] === true;
      bfData.legacyOneCounterPerBattle = params['legacyOneCounterPerBattle'] === true;
      for (const p of ctx.state.players) {
        playerStatus.set(p, 'life', defaults.life);
        for (const id of cardsInZone(ctx, p.id, 'deck').slice(0, defaults.gauge))
          moveCard(ctx, id, zoneKey(p.id, 'gauge'), { reason: 'setup', silent: true });
        for (let i = 0; i < defaults.hand; i++) drawCard(ctx, p.id);
      }
    },
  },
  {
    name: 'redraw',
    rule: 'BF Intro',
    run(ctx) {
      const first = ctx.state.turn.firstPlayer;
      const other = ctx.state.players.find((p) => p.id !== first)!.id;
      pushWork(ctx, redrawKind, { player: other });
      pushWork(ctx, redrawKind, { player: first });
    },
  },
];

export const setupProcesses: Omit<ProcessContribution, 'title'>[] = [
  {
    kind: redrawKind,
    run(ctx, unit) {
      const player = String(unit.data['player']);
      const asked = askSelect(
        unit.answer,
        confirmQuestion(player, 'Redraw: shuffle your hand into your deck and draw 6 again?', 'BF Intro'),
      );
      delete unit.answer;
      if ('ask' in asked) return decide(asked.ask.request);
      if (asked.picked[0] !== 'yes') return done;
      const deck = zoneKey(player, 'deck');
      for (const id of cardsInZone(ctx, player, 'hand')) moveCard(ctx, id, deck, { reason: 'redraw', by: player });
      shuffleZone(ctx, deck);
      for (let i = 0; i < defaults.hand; i++) drawCard(ctx, player);
      log(ctx, 'redraw', player, {});
      return done;
    },
  },
];
