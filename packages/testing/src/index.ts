/**
 * @tcgkit/testing: tools every title's tests share. Scenario files pin a ruling down as data
 * (docs/scenario-format.md); playout invariants play seeded random games and check what must always hold.
 */
export * from './scenario/index.js';
export * from './invariants/index.js';
export * from './position/index.js';
export { playRandom, physicalSerials } from './random-play.js';
export {
  formatSeededGames,
  playSeededGame,
  playSeededGames,
  type SeededGames,
  type SeededGameSummary,
  type SeededGamesReport,
} from './seeded-games.js';
export { cardProblems, scenarioCardProblems } from './card-problems.js';
export {
  emptyRun,
  recordingPlugin,
  soakVocabulary,
  type SoakVocabulary,
  type SoakVocabularyInput,
  type VocabularyRun,
} from './soak-vocabulary.js';
