/**
 * What a game really runs of the title's vocabulary: a plugin whose verbs and conditions note their names when the
 * kernel runs or tests them (the title's own procedures and keywords included, as they go through the same
 * registry), and nothing else, so the games are the same as without it.
 */
import { emptyRun, playRandom, recordingPlugin, type VocabularyRun } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakPlugin, type SoakPair } from './soak-set.js';

// The recording plugin is `@tcgkit/testing`'s, shared with Build Divide's vocabulary test.
export { emptyRun, recordingPlugin, type VocabularyRun };

/**
 * Plays the pair's seeded random games from seed 1 until every name of `wanted` (verbs, and conditions that must
 * hold) has been seen or `maxGames` are played; returns what was seen and how many games it took.
 */
export function playUntilSeen(
  pair: SoakPair,
  wanted: { verbs?: readonly string[]; held?: readonly string[]; tested?: readonly string[] },
  maxGames: number,
): VocabularyRun & { games: number } {
  const run = emptyRun();
  const engine = soakEngine(pair, recordingPlugin(soakPlugin(pair), run));
  const done = () =>
    (wanted.verbs ?? []).every((v) => run.verbs.has(v)) &&
    (wanted.held ?? []).every((c) => run.held.has(c)) &&
    (wanted.tested ?? []).every((c) => run.tested.has(c));
  let games = 0;
  while (games < maxGames && !done()) {
    games++;
    const game = newSoakGame(engine, pair, games);
    playRandom(game, games);
  }
  return { ...run, games };
}
