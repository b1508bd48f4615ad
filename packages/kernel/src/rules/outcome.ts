import type { RulesContext } from './rules-context.js';
import { appendLog } from '../state/log.js';
import type { PlayerId } from '../state/game-state.js';
import { teamOf } from '../state/teams.js';

/**
 * Marks `player` as losing. Losses are settled together (VG 1.2.3 / WS 1.2.3: everyone who loses at the
 * same time loses, and if that is every player the game is a draw). `immediate` settles at once, for
 * losses the rules apply without waiting for a check (concession, WS 9.2.2.1, "you win the game" effects).
 */
export function markLoss(ctx: RulesContext, player: PlayerId, reason: string, immediate = false): void {
  const target = ctx.state.players.find((p) => p.id === player);
  if (target === undefined || target.losing !== undefined) return;
  target.losing = reason;
  appendLog(ctx.state, { type: 'player-loses', player, detail: { reason } });
  if (immediate) settleResult(ctx);
}

/** A player wins at once by effect: every other player (in a team game, every other team's player, BD 1803-1) loses. */
export function declareWinner(ctx: RulesContext, winner: PlayerId, reason: string): void {
  for (const player of ctx.state.players) if (teamOf(ctx.state, player.id) !== teamOf(ctx.state, winner)) markLoss(ctx, player.id, reason);
  settleResult(ctx);
}

/** Turns pending losses into the game's result. */
export function settleResult(ctx: RulesContext): void {
  const state = ctx.state;
  if (state.result !== null) return;
  const losers = state.players.filter((p) => p.losing !== undefined);
  if (losers.length === 0) return;
  // In a team game a player's loss is their team's (BD 1803-1): the survivors are the players of teams
  // with no loser, and they win when they are one team. Without teams this is "the one player left".
  const losingTeams = new Set(losers.map((p) => teamOf(state, p.id)));
  const survivors = state.players.filter((p) => !losingTeams.has(teamOf(state, p.id)));
  const reason = losers.map((p) => `${p.id}: ${p.losing}`).join('; ');
  const winningTeams = new Set(survivors.map((p) => teamOf(state, p.id)));
  if (winningTeams.size !== 1) state.result = { kind: 'draw', reason };
  else if (survivors.length === 1) state.result = { kind: 'win', winner: (survivors[0] as { id: string }).id, reason };
  else state.result = { kind: 'win', winner: (survivors[0] as { id: string }).id, winners: survivors.map((p) => p.id), reason };
  state.decision = null;
  appendLog(state, { type: 'game-over', detail: { result: state.result } });
}

/** Ends the game at once as a draw (a loop no player can stop, BD 1602-1d). */
export function declareDraw(ctx: RulesContext, reason: string, rule?: string): void {
  const state = ctx.state;
  if (state.result !== null) return;
  state.result = rule === undefined ? { kind: 'draw', reason } : { kind: 'draw', reason, rule };
  state.decision = null;
  appendLog(state, { type: 'game-over', detail: { result: state.result } });
}
