export { createProgram, main, type Io } from './program.js';
export { installedTitles, titleIds, loadTitle, botFor, type LoadedTitle } from './titles.js';
export { discoverTitles, type TitlePackage, type Discovery } from './discovery/find-title-packages.js';
export { titleManifestSchema, type TitleManifest, type ExportRef } from './discovery/title-manifest.js';
export { loadGame, replayLimits, saveGame, savedGameSchema, type SavedGame } from './replay-file.js';
export { measure, xstateEventMicros, type BenchReport } from './bench/measure.js';
