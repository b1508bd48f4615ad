/**
 * What a game really runs of the title's vocabulary: a plugin whose verbs and conditions note their names when the
 * kernel runs or tests them (the title's own procedures and keywords included, as they go through the same
 * registry), and nothing else, so the games are the same as without it.
 */
import type { TitlePlugin } from '@tcgkit/kernel';
import { playRandom } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakPlugin, type SoakPair } from './soak-set.js';

export interface VocabularyRun {
  /** Verbs that ran. */
  verbs: Set<string>;
  /** Conditions that were tested. */
  tested: Set<string>;
  /** Conditions that held at least once. */
  held: Set<string>;
}

export const emptyRun = (): VocabularyRun => ({ verbs: new Set(), tested: new Set(), held: new Set() });

/** The plugin with each verb and condition noting into `into` (or the run it returns at the time) when used. */
export function recordingPlugin(plugin: TitlePlugin, into: VocabularyRun | (() => VocabularyRun)): TitlePlugin {
  const runOf = typeof into === 'function' ? into : () => into;
  return {
    ...plugin,
    verbs: (plugin.verbs ?? []).map((verb) => ({
      ...verb,
      run: (...args: Parameters<typeof verb.run>) => {
        runOf().verbs.add(verb.name);
        return verb.run(...args);
      },
    })),
    conditions: (plugin.conditions ?? []).map((condition) => ({
      ...condition,
      test: (...args: Parameters<typeof condition.test>) => {
        const run = runOf();
        run.tested.add(condition.name);
        const holds = condition.test(...args);
        if (holds) run.held.add(condition.name);
        return holds;
      },
    })),
  };
}

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
