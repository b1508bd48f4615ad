export type * from './game-state.js';
export { gameOption } from './game-state.js';
export { noStatus, ownStatus, clearStatusKey } from './card-status.js';
export type { Json, JsonObject } from './json.js';
export type { LogEntry, GameEvent } from './log.js';
export { appendLog } from './log.js';
export { seedRng, nextInt, nextUint32, shuffleInPlace, type RngState } from './rng.js';
export type { DeepReadonly, ReadonlyState } from './read-only.js';
