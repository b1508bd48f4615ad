export { createProgram, main, type Io } from './program.js';
export { titlePlugins, engineFor, botFor } from './titles.js';
export { loadGame, replayLimits, saveGame, savedGameSchema, type SavedGame } from './replay-file.js';
export { measure, xstateEventMicros, type BenchReport } from './bench/measure.js';
