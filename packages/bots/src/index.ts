export type { Bot, Seat } from './bot.js';
export { randomBot } from './random-bot.js';
export { heuristicBot, genericHeuristic, type Heuristic } from './heuristic-bot.js';
export { playGame, type PlayedGame, type PlayOptions } from './play-game.js';
export { heuristicFor, vanguardHeuristic, buildDivideHeuristic, weissSchwarzHeuristic } from './heuristics/index.js';
