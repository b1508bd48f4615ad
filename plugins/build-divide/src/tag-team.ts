import { cardsInZone, gameOption, opponentsOf, otherPlayer, teammatesOf, type GameContext, type PlayerId } from '@tcgkit/kernel';

/**
 * The tag-team game (appendix A, 1800–2701): two teams of two, created with `options: { format: 'tag-team' }`.
 * The kernel seats the players in teams in order (the title's `seating`): seats 1 and 2 are the first team,
 * 3 and 4 the second. Reading (2103-1a): within each team the first seat is the left player and the second
 * the right player, as each sees the opposing team across the table.
 */
export const tagTeamFormat = 'tag-team';
/** 2102-1, 2102-1a: the tag-team game with optional deck rule 1 (one chosen Ace up to 4 copies, every other name up to 2). */
export const tagTeamRuleOneFormat = 'tag-team-rule-1';

export function isTagTeamFormat(format: string | undefined): boolean {
  return format === tagTeamFormat || format === tagTeamRuleOneFormat;
}

export function isTagTeam(ctx: GameContext): boolean {
  return isTagTeamFormat(gameOption(ctx.state, 'format'));
}

/** 2103-1a: the seat of a player: their team (0 or 1) and side. */
function seatOf(ctx: GameContext, player: PlayerId): { team: number; left: boolean } {
  const index = ctx.state.players.findIndex((p) => p.id === player);
  return { team: Math.floor(index / 2), left: index % 2 === 0 };
}

function playerAt(ctx: GameContext, team: number, left: boolean): PlayerId {
  return ctx.state.players[team * 2 + (left ? 0 : 1)]!.id;
}

/**
 * 2103-1b: the player facing `player` (a team's left player faces the other team's right player). In the
 * two-player game, the opponent. This is who a unit may attack (2302-1a).
 */
export function facingPlayer(ctx: GameContext, player: PlayerId): PlayerId {
  if (!isTagTeam(ctx)) return otherPlayer(ctx, player);
  const seat = seatOf(ctx, player);
  return playerAt(ctx, 1 - seat.team, !seat.left);
}

/**
 * 2201-2: the turn order from the starting player: clockwise from a left player (starting team's left →
 * other team's right → other team's left → starting team's right), anticlockwise from a right player.
 */
export function tagTeamTurnOrder(ctx: GameContext, first: PlayerId): PlayerId[] {
  const seat = seatOf(ctx, first);
  const other = 1 - seat.team;
  return [first, playerAt(ctx, other, !seat.left), playerAt(ctx, other, seat.left), playerAt(ctx, seat.team, !seat.left)];
}

/**
 * 2001-1, 2002-1: a team has one life zone, shared by both players. It is kept in the team's left player's
 * `life` partition (cards of both owners lie in it); in the two-player game each player's own.
 */
export function lifeHolder(ctx: GameContext, player: PlayerId): PlayerId {
  if (!isTagTeam(ctx)) return player;
  return playerAt(ctx, seatOf(ctx, player).team, true);
}

/** The cards of `player`'s life zone (their team's, 2401-1), top first. */
export function lifeCards(ctx: GameContext, player: PlayerId): string[] {
  return cardsInZone(ctx, lifeHolder(ctx, player), 'life');
}

/** 1901-3, 1901-4: every player of the opposing team (the one opponent in the two-player game). */
export function opposingPlayers(ctx: GameContext, player: PlayerId): PlayerId[] {
  return opponentsOf(ctx.state, player);
}

/** 1802-2: the teammate, if any. */
export function teammateOf(ctx: GameContext, player: PlayerId): PlayerId | undefined {
  return teammatesOf(ctx.state, player)[0];
}

/** 2002-2a: a team's red-zone count at the start of the game (5 for a player in the two-player game, 407-4c). */
export const tagTeamRedZone = 8;
/** 2103-3a: life cards each player of a team puts into the team's life zone (no demo territory sets a starting life). */
export const tagTeamLifePerPlayer = 8;
