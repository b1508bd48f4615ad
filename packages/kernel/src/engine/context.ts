export type { GameContext } from '../plugin/game-context.js';
