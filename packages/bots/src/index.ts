export type { Bot, Seat } from './bot.js';
export type { Heuristic } from '@tcgkit/kernel';
export { randomBot } from './random-bot.js';
export { heuristicBot, genericHeuristic } from './heuristic-bot.js';
export { playGame, type PlayedGame, type PlayOptions } from './play-game.js';
