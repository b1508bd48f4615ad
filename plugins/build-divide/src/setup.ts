import {
  confirmQuestion,
  askSelect,
  cardsInZone,
  decide,
  done,
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
import { isTagTeam, lifeHolder, tagTeamLifePerPlayer, tagTeamRedZone, tagTeamTurnOrder } from './tag-team.js';

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

/** The players in turn order from the first player (602-1h:i; in a tag-team game 2201-2's order). */
export const order = (ctx: GameContext): PlayerId[] =>
  ctx.state.turn.order ?? [ctx.state.turn.firstPlayer, otherPlayer(ctx, ctx.state.turn.firstPlayer)];

/**
 * 2103-3: each team's chosen player puts 8 cards (2103-3a) from the top of their deck into the team's life
 * zone, then their teammate does. Reading: the team chooses its left player to go first (no card tells
 * the two apart). 2002-2a: each team's red-zone count starts at 8.
 */
function placeTeamLife(ctx: GameContext): void {
  for (const player of ctx.state.players) {
    const holder = lifeHolder(ctx, player.id);
    for (let i = 0; i < tagTeamLifePerPlayer; i++) {
      const top = cardsInZone(ctx, player.id, 'deck')[0];
      if (top === undefined) break;
      moveCard(ctx, top, `${holder}/life`, { reason: 'setup', silent: true });
    }
    if (holder === player.id) playerStatus.set(player, 'redZone', tagTeamRedZone);
  }
}

export const mulliganKind = 'bd-mulligan';

export const setupProcedures: Omit<ProcedureContribution, 'title'>[] = [
  {
    // 602-1g: each player moves (not draws) the top 5 cards to hand.
    name: 'opening-hands',
    rule: 'BD 602-1g',
    run(ctx) {
      data(ctx);
      // 2103-2, 2201-2: in a tag-team game the starting player was drawn from all four; the turn order
      // goes round the table from them.
      if (isTagTeam(ctx)) ctx.state.turn.order = tagTeamTurnOrder(ctx, ctx.state.turn.firstPlayer);
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
      if (isTagTeam(ctx)) placeTeamLife(ctx);
      else for (const player of order(ctx)) moveTop(ctx, player, 'life', defaults.life);
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
    const asked = askSelect(unit.answer, confirmQuestion(player, 'Mulligan your opening hand?', 'BD 602-1h'));
    delete unit.answer;
    if ('ask' in asked) return decide(asked.ask.request);
    if (asked.picked[0] === 'yes') {
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
    if (index + 1 < order(ctx).length) {
      unit.data['index'] = index + 1;
      return proceed;
    }
    return done;
  },
};
