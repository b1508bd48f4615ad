import type { GameState, PlayerId } from './game-state.js';

/**
 * Teams of players (BD 1802 tag-team play). A player without a `team` is a team of one, so every helper
 * here gives the two-player answer in a game without teams: the opponent is the other player, the next
 * turn and the next priority go to the other player.
 */
export function teamOf(state: GameState, player: PlayerId): string {
  return state.players.find((p) => p.id === player)?.team ?? player;
}

export function sameTeam(state: GameState, a: PlayerId, b: PlayerId): boolean {
  return teamOf(state, a) === teamOf(state, b);
}

/** The players of `player`'s team (`player` included), in seat order. */
export function teamMembers(state: GameState, player: PlayerId): PlayerId[] {
  const team = state.players.find((p) => p.id === player)?.team;
  if (team === undefined) return [player]; // no teams: read on every visibility check, kept cheap
  return state.players.filter((p) => (p.team ?? p.id) === team).map((p) => p.id);
}

/** The other members of `player`'s team, in seat order (BD 1802-2 "teammate"). */
export function teammatesOf(state: GameState, player: PlayerId): PlayerId[] {
  return teamMembers(state, player).filter((id) => id !== player);
}

/** Every player of another team, in seat order starting after `player` (BD 1901-3 "the opposing team"). */
export function opponentsOf(state: GameState, player: PlayerId): PlayerId[] {
  const seats = state.players.map((p) => p.id);
  const at = seats.indexOf(player);
  const rotated = at < 0 ? seats : [...seats.slice(at + 1), ...seats.slice(0, at)];
  return rotated.filter((id) => !sameTeam(state, id, player));
}

/** The teams in seat order of their first member. */
function teamsInSeatOrder(state: GameState): string[] {
  const out: string[] = [];
  for (const p of state.players) {
    const team = p.team ?? p.id;
    if (!out.includes(team)) out.push(team);
  }
  return out;
}

/**
 * The teams in the order their triggered abilities are placed (BD 2701-1, 1304-2): the turn player's team,
 * then the others in seat order; each as its members, the turn player first in their team.
 */
export function teamsFromTurnPlayer(state: GameState): PlayerId[][] {
  const teams = teamsInSeatOrder(state);
  const tpTeam = teamOf(state, state.turn.player);
  const at = teams.indexOf(tpTeam);
  const ordered = [...teams.slice(at), ...teams.slice(0, at)];
  return ordered.map((team) => leadFirst(state, team));
}

/** A team's members, its turn player first if it has them (a team holding priority starts with them, BD 2502-2). */
function leadFirst(state: GameState, team: string): PlayerId[] {
  const members = state.players.filter((p) => (p.team ?? p.id) === team).map((p) => p.id);
  const tp = members.indexOf(state.turn.player);
  return tp <= 0 ? members : [state.turn.player, ...members.filter((id) => id !== state.turn.player)];
}

/**
 * Who holds priority after `holder` passes, `passes` being the passes in a row so far (this one counted).
 * Priority belongs to a team (BD 2501-1): it passes when each of its members has passed in turn, so the
 * holder's teammates are asked first; then the next team in seat order gets it, its turn player first.
 * Without teams this is the other player.
 */
export function nextPriorityHolder(state: GameState, holder: PlayerId, passes: number): PlayerId {
  const members = teamMembers(state, holder);
  if (passes % members.length !== 0) {
    const at = members.indexOf(holder);
    return members[(at + 1) % members.length] as PlayerId;
  }
  const teams = teamsInSeatOrder(state);
  const next = teams[(teams.indexOf(teamOf(state, holder)) + 1) % teams.length] as string;
  return leadFirst(state, next)[0] as PlayerId;
}

/**
 * The player whose turn comes next: the next in the title's turn order (`turn.order`, e.g. BD 2201-2's
 * clockwise or anticlockwise order) or else the next seat.
 */
export function nextInTurnOrder(state: GameState, player: PlayerId): PlayerId {
  const order = state.turn.order ?? state.players.map((p) => p.id);
  const at = order.indexOf(player);
  return order[(at + 1) % order.length] as PlayerId;
}
