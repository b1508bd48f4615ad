/**
 * Turn procedures outside battle: the start of a turn (per-turn counts reset), the stand phase (9.2.3) and
 * the G assist step (9.5.3).
 */
import {
  askSelect,
  cardOptions,
  cardsIn,
  cardsInZone,
  decide,
  done,
  moveCard,
  pushWork,
  shuffleZone,
  zoneKey,
  type GameContext,
  type GuardContribution,
  type ProcedureContribution,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { standUnit } from './actions.js';
import { definitionOf, gradeOf, playerState, vgData } from './state.js';
import { vanguardOf } from './zones.js';
import { skipsThisStand } from './notyet-round2.js';
import { playerStatus } from './cards/status.js';

type Procedure = Omit<ProcedureContribution, 'title'>;
const gAssistKind = 'vg-g-assist';

export const turnProcedures: Procedure[] = [
  {
    name: 'begin-turn',
    run(ctx) {
      for (const p of ctx.state.players) {
        for (const key of ['ordersPlayed', 'calledThisTurn', 'orderLimitBonus', 'rodeThisTurn'] as const) playerStatus.clear(p, key);
      }
      const data = vgData(ctx);
      data.battles = 0;
      delete data.battlePhaseBegun;
      data.battle = null;
      data.endEmitted = false;
    },
  },
  {
    name: 'stand-all',
    rule: 'VG 9.2.3',
    // Only the turn fighter's cards stand: everything on their field and in their order zone.
    run(ctx) {
      const tp = ctx.state.turn.player;
      for (const id of [...cardsInZone(ctx, tp, 'field'), ...cardsInZone(ctx, tp, 'order-zone')])
        if (!skipsThisStand(ctx, id, tp)) standUnit(ctx, id, tp);
    },
  },
  {
    name: 'g-assist',
    rule: 'VG 9.5.3',
    run(ctx) {
      if (gAssistAllowed(ctx, ctx.state.turn.player)) pushWork(ctx, gAssistKind, { player: ctx.state.turn.player });
    },
  },
];

export const turnGuards: Omit<GuardContribution, 'title'>[] = [
  {
    name: 'has-ride-deck',
    rule: 'VG 9.5.1',
    test: (ctx) => playerStatus.get(playerState(ctx, ctx.state.turn.player), 'hasRideDeck') === true,
  },
];

/** 9.5.3: the vanguard is not grade 3 or more and the hand holds no unit of the vanguard's grade + 1. */
export function gAssistAllowed(ctx: GameContext, player: string): boolean {
  const vanguard = vanguardOf(ctx, player);
  const grade = vanguard === undefined ? null : gradeOf(ctx, vanguard);
  if (grade === null || grade >= 3) return false;
  return !cardsInZone(ctx, player, 'hand').some((id) => definitionOf(ctx, id)?.type === 'unit' && gradeOf(ctx, id) === grade + 1);
}

export const gAssistProcess: Omit<ProcessContribution, 'title'> = {
  kind: gAssistKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const answer = unit.answer;
    delete unit.answer;
    const deck = zoneKey(player, 'deck');
    const vanguard = vanguardOf(ctx, player);
    const wanted = (vanguard === undefined ? -1 : (gradeOf(ctx, vanguard) ?? -1)) + 1;
    if (unit.step === 'start') {
      const everyone = ctx.state.players.map((p) => p.id);
      // Reveal the hand, then look at the top five.
      for (const id of cardsInZone(ctx, player, 'hand')) ctx.state.cards[id]!.knownTo = everyone;
      const top = cardsIn(ctx, deck).slice(0, 5);
      for (const id of top) ctx.state.cards[id]!.knownTo = [player];
      const candidates = top.filter((id) => definitionOf(ctx, id)?.type === 'unit' && gradeOf(ctx, id) === wanted);
      const asked = askSelect(answer, {
        player,
        prompt: `G assist: you may add a grade ${wanted} unit from the top five to your hand`,
        rule: 'VG 9.5.3',
        options: cardOptions(ctx, candidates, player),
        min: 0,
        max: Math.min(1, candidates.length),
      });
      if ('ask' in asked) return decide(asked.ask.request);
      const picked = asked.picked[0];
      if (picked === undefined) {
        endReveal(ctx, player);
        shuffleZone(ctx, deck); // 9.5.3: shuffle either way.
        return done;
      }
      moveCard(ctx, picked, zoneKey(player, 'hand'), { by: player, reason: 'g-assist' });
      unit.step = 'remove';
      return { type: 'continue' };
    }
    const hand = cardsInZone(ctx, player, 'hand');
    let removed = hand.slice(0, 2);
    if (hand.length > 2) {
      const asked = askSelect(answer, {
        player,
        prompt: 'G assist: choose two cards in your hand to remove from the game',
        rule: 'VG 9.5.3',
        options: cardOptions(ctx, hand, player),
        min: 2,
        max: 2,
      });
      if ('ask' in asked) return decide(asked.ask.request);
      removed = [...asked.picked];
    }
    for (const id of removed) moveCard(ctx, id, zoneKey(player, 'removed'), { by: player, reason: 'g-assist', faceUp: true });
    endReveal(ctx, player);
    shuffleZone(ctx, deck);
    return done;
  },
};

/** The hand was revealed for the G assist only (7.10): it is hidden again afterwards. */
function endReveal(ctx: GameContext, player: string): void {
  for (const id of cardsInZone(ctx, player, 'hand')) delete ctx.state.cards[id]!.knownTo;
}
