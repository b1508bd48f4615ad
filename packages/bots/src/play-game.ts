import type { Action, Game, GameResult, PlayerId } from '@tcgkit/kernel';
import type { Bot } from './bot.js';

export interface PlayedGame {
  result: GameResult | null;
  actions: Action[];
  turns: number;
}

export interface PlayOptions {
  /** Stops a game that has not ended after this many actions (a title bug, not a result). */
  maxActions?: number;
  onAction?: (action: Action, game: Game) => void;
}

/** Plays a game to its end with one bot per player, through the public API only. */
export function playGame(game: Game, bots: Readonly<Record<PlayerId, Bot>>, options: PlayOptions = {}): PlayedGame {
  const actions: Action[] = [];
  const limit = options.maxActions ?? 20_000;
  while (game.result === null && actions.length < limit) {
    const decision = game.decision;
    if (decision === null) break;
    const bot = bots[decision.player];
    if (bot === undefined) throw new Error(`no bot plays ${decision.player}`);
    const action = bot.act({
      player: decision.player,
      decision,
      view: game.view(decision.player, { log: 20 }),
      legal: game.legalActions(),
    });
    const outcome = game.act(action);
    if (!outcome.ok) throw new Error(`${bot.name} chose an illegal action ${JSON.stringify(action)}: ${outcome.error.message}`);
    actions.push(action);
    options.onAction?.(action, game);
  }
  return { result: game.result, actions, turns: game.state.turn.number };
}
