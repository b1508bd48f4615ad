/**
 * Seeded random games between the soak decks (`cinder-soak` against `tidecrest-soak`, cards/pool-soak-2.ts), read
 * through a recording plugin: each game's features are the verbs it ran and the conditions that held in it.
 */
import type { Game } from '@tcgkit/kernel';
import type { SeededGames } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakPlugin, soakSet } from './soak-set.js';
import { emptyRun, recordingPlugin, type VocabularyRun } from './vocabulary-run.js';

let current: VocabularyRun = emptyRun();
const engine = soakEngine(
  soakSet.soak2,
  recordingPlugin(soakPlugin(soakSet.soak2), () => current),
);

export function newSoak2Game(seed: number): Game {
  current = emptyRun();
  return newSoakGame(engine, soakSet.soak2, seed);
}

/** The verbs the cards of the soak decks were made for (cards/pool-soak-2.ts), each to run in the seeded games. */
export const soak2Verbs: readonly string[] = [
  'order-limit',
  'gain-gift',
  'remove-marker',
  'move-marker',
  'enter-state',
  'unlock',
  'put-locked',
  'make-stage',
  'change-next-icon',
  'gain-info',
  'deck-up-to',
  'fuse-order',
];

/** The conditions the cards of the soak decks were made for, each to hold at least once in the seeded games. */
export const soak2Conditions: readonly string[] = [
  'back-row',
  'rested',
  'attacked-unit-exists',
  'sentinel',
  'energy',
  'gauge-named',
  'world',
  'same-name-as',
  'marker-card',
  'in-state',
  'locked',
  'controlled',
  'attacked-a-rear-guard',
  'bound-by',
  'main-type',
  'subtype',
  'special-type',
  'plant-gauge',
];

/** A game's features: `verb:<name>` for each verb it ran, `holds:<name>` for each condition that held. */
export function soak2Played(_game: Game): string[] {
  return [...[...current.verbs].map((v) => `verb:${v}`), ...[...current.held].map((c) => `holds:${c}`)];
}

export const soak2Features: readonly string[] = [...soak2Verbs.map((v) => `verb:${v}`), ...soak2Conditions.map((c) => `holds:${c}`)];

export const soak2Games: SeededGames = { newGame: newSoak2Game, features: soak2Played };
