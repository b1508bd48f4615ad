import {
  cardsInZone,
  confirmRequest,
  decide,
  done,
  isChooseAction,
  moveCard,
  otherPlayer,
  proceed,
  pushWork,
  shuffleZone,
  type GameContext,
  type PlayerId,
  type ProcedureContribution,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { defaults } from './zones.js';
import { checkRedZone } from './damage.js';
import { data } from './state.js';
import { playerStatus } from './cards/status.js';

/**
 * The pre-game procedure (602-1). The deck, territory and D-deck are already in their zones when the
 * game is created (602-1a–d: the territory starts unopened, 404-1); then the first player is chosen at
 * random (602-1e) and the rest follows here.
 */
function moveTop(ctx: GameContext, player: PlayerId, zone: string, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = cardsInZone(ctx, player, 'deck')[0];
    if (top === undefined) return;
    moveCard(ctx, top, `${player}/${zone}`, { reason: 'setup', silent: zone !== 'energy' });
  }
}

const order = (ctx: GameContext): PlayerId[] => [ctx.state.turn.firstPlayer, otherPlayer(ctx, ctx.state.turn.firstPlayer)];

export const mulliganKind = 'bd-mulligan';

export const setupProcedures: Omit<ProcedureContribution, 'title'>[] = [
  {
    // 602-1g: each player moves (not draws) the top 5 cards to hand.
    name: 'opening-hands',
    rule: 'BD 602-1g',
    run(ctx) {
      data(ctx);
      for (const player of order(ctx)) moveTop(ctx, player, 'hand', defaults.openingHand);
    },
  },
  {
    // 602-1h: first player decides first (i); once each, never on the new hand (ii).
    name: 'mulligans',
    rule: 'BD 602-1h',
    run(ctx) {
      pushWork(ctx, mulliganKind, { index: 0 });
    },
  },
  {
    // 602-1i, 602-1j: 10 life cards, then 2 energy (face up, standing: 401-3a, 403-2c).
    name: 'life-and-energy',
    rule: 'BD 602-1i',
    run(ctx) {
      for (const player of order(ctx)) moveTop(ctx, player, 'life', defaults.life);
      for (const player of order(ctx)) moveTop(ctx, player, 'energy', defaults.energy);
      checkRedZone(ctx);
    },
  },
];

export const mulliganProcess: Omit<ProcessContribution, 'title'> = {
  kind: mulliganKind,
  run(ctx, unit) {
    const index = Number(unit.data['index']);
    const player = order(ctx)[index]!;
    const answer = unit.answer;
    delete unit.answer;
    if (answer === undefined || !isChooseAction(answer)) return decide(confirmRequest(player, 'Mulligan your opening hand?', 'BD 602-1h'));
    if (answer.choice[0] === 'yes') {
      // Set the hand aside, take 5 new cards from the top, then the old hand goes into the deck, shuffled.
      const old = [...cardsInZone(ctx, player, 'hand')];
      moveTop(ctx, player, 'hand', defaults.openingHand);
      for (const id of old) moveCard(ctx, id, `${player}/deck`, { reason: 'mulligan', silent: true });
      shuffleZone(ctx, `${player}/deck`);
      playerStatus.set(
        ctx.state.players.find((p) => p.id === player)!,
        'mulliganed',
        true,
      );
    }
    if (index === 0) {
      unit.data['index'] = 1;
      return proceed;
    }
    return done;
  },
};
