import {
  cardRef,
  cardsInZone,
  moveCard,
  ruleError,
  type GameContext,
  type MoveContribution,
  type PlayerId,
  type RuleError,
  type WindowFrame,
} from '@tcgkit/kernel';
import { defaults } from '../zones.js';
import { data } from '../state.js';
import { mainActionError, movingToEnd } from '../windows.js';
import { playerStatus } from '../cards/status.js';

/**
 * Placing energy (1103-7a): a main action that puts a card from hand into the energy zone, face up and
 * standing; it does not use the resolution zone and cannot be answered. At most the energy-placement
 * limit per turn, 1 to start with (1103-7a:i).
 */
function placedThisTurn(ctx: GameContext, player: PlayerId): number {
  const entry = data(ctx).energyPlaced[player];
  return entry !== undefined && Math.floor(entry / 1000) === ctx.state.turn.number ? entry % 1000 : 0;
}

function limitOf(ctx: GameContext, player: PlayerId): number {
  return (
    playerStatus.get(
      ctx.state.players.find((p) => p.id === player),
      'energyLimit',
    ) ?? defaults.energyPlacements
  );
}

function placeError(ctx: GameContext, player: PlayerId, frame: WindowFrame, card: unknown): RuleError | null {
  if (movingToEnd(ctx)) return ruleError('BD_MOVING_TO_END', 'the game is moving to the end phase', 'BD 531-1d');
  const main = mainActionError(ctx, player, frame);
  if (main !== null) return main;
  if (placedThisTurn(ctx, player) >= limitOf(ctx, player)) {
    return ruleError('BD_ENERGY_LIMIT', 'you have already placed energy this turn', 'BD 1103-7a:i');
  }
  const object = typeof card === 'string' ? ctx.state.cards[card] : undefined;
  if (object === undefined || object.zone !== `${player}/hand`)
    return ruleError('BD_NOT_IN_HAND', 'place a card from your hand', 'BD 1103-7a');
  return null;
}

export const placeEnergyMove: Omit<MoveContribution, 'title'> = {
  type: 'place-energy',
  params: { card: cardRef },
  rule: 'BD 1103-7a',
  enumerate(ctx, player, frame) {
    if (movingToEnd(ctx) || mainActionError(ctx, player, frame) !== null || placedThisTurn(ctx, player) >= limitOf(ctx, player)) return [];
    return cardsInZone(ctx, player, 'hand').map((card) => ({ type: 'place-energy', player, card }));
  },
  validate: (ctx, action, frame) => placeError(ctx, action.player, frame, action['card']),
  perform(ctx, action) {
    const count = placedThisTurn(ctx, action.player) + 1;
    data(ctx).energyPlaced[action.player] = ctx.state.turn.number * 1000 + count;
    moveCard(ctx, String(action['card']), `${action.player}/energy`, { by: action.player, reason: 'energy', faceUp: true });
  },
};
