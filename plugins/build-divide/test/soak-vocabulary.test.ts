/**
 * Issue 16's proof for Build Divide: "each verb and keyword is used by at least one card that the random-game soak
 * plays", measured as for Vanguard (the walker is `@tcgkit/testing`'s `soakVocabulary`): the verbs, conditions and
 * keywords the title registers, against those written by the cards of every deck the seeded random games play
 * (`pairings`, which include every built-in deck `tcgkit sim` plays), with the abilities their keywords give. What
 * no soak card writes is listed below, each run by the title itself (shown in seeded games) but one keyword default; a new verb, condition or keyword with no card
 * in the soak, or a listed one that a soak card now writes, fails this test until the list is brought up to date.
 */
import { createEngine, titleModule, type Game } from '@tcgkit/kernel';
import { emptyRun, playRandom, recordingPlugin, soakVocabulary } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin } from '../src/index.js';
import { pairings } from './support.js';
import { tagDecks } from './tag-team-board.js';

const builtIn = buildDividePlugin.decks ?? [];
const soakDecks = builtIn.filter((deck) => pairings.some((pair) => pair.includes(deck.name ?? '')));
const used = soakVocabulary({ cards: buildDividePlugin.cards ?? [], decks: soakDecks, keywords: buildDividePlugin.keywords });
const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((x) => x.name);

// Verbs no card writes because the title runs them itself: a played card's resolution and finish (1204-3, moves/play.ts,
// resolve.ts), the territory opening offered when an Ace enters (902, resolve.ts), the Shot trigger's free play and
// Assault Territory's return (1003-2d, 1406-2, keyword-verbs.ts), and the tag-team's choice of an opponent (2002-4,
// tag-team-opponent.ts).
const verbsTheTitleRuns = ['choose-opponent', 'finish-card', 'free-play', 'offer-territory-opening', 'resolve-card', 'return-territory'];
// Conditions no card writes because the title's own verbs read them: `is-card` (verbs naming the cards they act on).
const conditionsTheTitleReads = ['is-card'];
// And one no game reaches: `never`, the condition a Dreamless keyword written without one reads (keywords.ts); every
// Dreamless card of the pool writes its condition.
const conditionsOnlyAsDefaults = ['never'];

describe('the soak plays every Build Divide verb, condition and keyword (issue 16)', () => {
  it('[build-divide cards] every built-in deck is played by the seeded random games, and every deck card is in the pool', () => {
    expect(soakDecks.map((d) => d.name).sort()).toEqual(builtIn.map((d) => d.name).sort());
    expect(used.unknownCards).toEqual([]);
  });

  it('[build-divide cards] the verbs written by no soak card are exactly those the title runs itself', () => {
    expect(
      names(buildDividePlugin.verbs)
        .filter((n) => !used.verbs.has(n))
        .sort(),
    ).toEqual([...verbsTheTitleRuns].sort());
  });

  it('[build-divide cards] the conditions written by no soak card are exactly those the title reads itself, and one keyword default', () => {
    expect(
      names(buildDividePlugin.conditions)
        .filter((n) => !used.conditions.has(n))
        .sort(),
    ).toEqual([...conditionsTheTitleReads, ...conditionsOnlyAsDefaults].sort());
  });

  it('[build-divide cards] every keyword the title registers is on a soak card', () => {
    expect(names(buildDividePlugin.keywords).filter((n) => !used.keywords.has(n))).toEqual([]);
  });

  it(
    '[build-divide cards] the seeded random games show the title running each listed verb and reading each listed condition',
    { timeout: 300_000 },
    () => {
      // The soak's own games (the pairings from seed 1, and tag-team games for the choice of an opponent), played
      // with a plugin that notes every verb run and condition tested, until each listed one has been seen.
      const run = emptyRun();
      const engine = createEngine([titleModule(recordingPlugin(buildDividePlugin, run))]);
      const seen = () => verbsTheTitleRuns.every((v) => run.verbs.has(v)) && conditionsTheTitleReads.every((c) => run.tested.has(c));
      const games: ((seed: number) => Game)[] = [
        (seed) => {
          const decks = pairings[seed % pairings.length]!;
          return engine.create({ title: 'build-divide', seed, players: [{ deck: decks[0] }, { deck: decks[1] }] });
        },
        (seed) => engine.create({ title: 'build-divide', seed, options: { format: 'tag-team' }, players: tagDecks }),
      ];
      for (let seed = 1; seed <= 40 && !seen(); seed++) for (const make of games) playRandom(make(seed), seed);
      expect(verbsTheTitleRuns.filter((v) => !run.verbs.has(v))).toEqual([]);
      expect(conditionsTheTitleReads.filter((c) => !run.tested.has(c))).toEqual([]);
    },
  );
});
