/**
 * Issue 16's proof: "each verb and keyword is used by at least one card that the random-game soak plays". This
 * measures it: the verbs, conditions and keywords the title registers, against those written by the cards of
 * every deck a seeded random game plays (the soak set, test/support/soak-set.ts, which the random-game tests
 * build their games from), including the abilities their keywords give. What no such card writes must be
 * vocabulary the title runs itself (trigger effects, the order, call-cost and soul-guard procedures, moves'
 * steps, rule processes' and replacement rules' tests): those are listed below with the pair whose seeded games
 * show the title running them (a recording plugin notes every verb run and condition tested), so nothing is
 * left that only test cards use.
 */
import type { DeckList } from '@tcgkit/kernel';
import { soakVocabulary as vocabularyOf } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { vanguardCards, vanguardPlugin } from '../src/index.js';
import { soakSet, type SoakPairName } from './support/soak-set.js';
import { playUntilSeen } from './support/vocabulary-run.js';

/** Every deck of the soak set: each pair's two decks, from its added lists or the built-in ones. */
const soakDecks: DeckList[] = Object.values(soakSet).flatMap((pair) =>
  pair.decks.map((name) => {
    const deck = [...pair.lists, ...(vanguardPlugin.decks ?? [])].find((d) => d.name === name);
    if (deck === undefined) throw new Error(`soak deck ${name} is not a deck of its pair`);
    return deck;
  }),
);

/** The `do` verbs, `test` conditions and keywords written by the soak decks' cards and their keywords' abilities. */
function soakVocabulary(): { verbs: Set<string>; conditions: Set<string>; keywords: Set<string>; distinctRepeat: boolean } {
  let distinctRepeat = false;
  const used = vocabularyOf({
    cards: vanguardCards,
    decks: soakDecks,
    keywords: vanguardPlugin.keywords,
    visit: (o) => {
      if (o['do'] === 'repeat' && o['distinct'] === true) distinctRepeat = true;
    },
  });
  expect(used.unknownCards, 'deck cards that are no card of the pool').toEqual([]);
  return { ...used, distinctRepeat };
}

// Verbs no soak card writes: each is run by the title itself, and the pair named is one whose seeded games show it
// run (the first seeds of that pair, until it has run).
const verbsRunByTheTitle: Record<string, SoakPairName> = {
  'stand-trigger': 'demo', // the stand trigger's effect (11.10.2.5)
  heal: 'demo', // the heal trigger's effect (11.10.2.4)
  'call-one': 'demo', // the call step of a "call" instruction, one card at a time
  'finish-order': 'demo', // an order's end: to the drop or kept (9.9.2)
  'time-leap-link': 'demo', // time leap's link (7.38), written by `time-leap`
  'time-leap-return': 'demo', // time leap's return at the end of turn (7.38)
  'erase-pseudo': 'demo', // a pseudo-card leaving the field is erased (13.8)
  'regalis-piece': 'kwB', // Regalis Piece's once-a-game check (14.51)
  unwear: 'kwB', // wear's end (6.9.4)
  'beast-synthesis-move': 'effects', // beast synthesis's split (6.10.3)
  'magia-return': 'kwA', // Magia's return (14.31)
  'end-control': 'premiumDepth', // the end of a control "during this effect" (7.39.1.2), written by `control`
  'set-buddy-monster': 'buddyfight', // the Flag's buddy monster (17.17.4)
  'call-with-call-cost': 'buddyfight', // a call with a call cost (17.17.8)
  'to-call-cost-zone': 'buddyfight', // the call cost's steps (17.17.8)
  'finish-call-cost': 'buddyfight',
  'soul-guard': 'buddyfight', // Soul Guard's replacement (17.17.9)
  'soul-guard-resolve': 'buddyfight',
  'ultimate-stride': 'setA', // the stride step's ultimate stride (6.6.3)
  'song-face-down': 'setA', // a song turned face down after singing (17.7)
  'reveal-source': 'cardRules', // an ACT played from a hidden zone reveals its card (11.8.2.2.1)
  'alternative-call-place': 'cardRules', // an alternative call's placing (11.7.1.1)
};
// Conditions no soak card writes: each is tested by the title's own rules (rule processes, replacement rules,
// keywords' triggers), shown by the seeded games of the pair named; those marked `holds` also held there.
const conditionsTestedByTheTitle: Record<string, { pair: SoakPairName; holds: boolean }> = {
  'began-in-ride-deck': { pair: 'demo', holds: false }, // 4.18.4's replacement: a ride-deck card going to the deck
  'damage-at-least-opponent': { pair: 'demo', holds: true }, // the heal trigger's condition (11.10.2.4)
  'moves-to-erase-zone': { pair: 'demo', holds: true }, // a pseudo-card moving where it is erased (src/verbs/pseudo-cards.ts)
  'order-to-circle': { pair: 'demo', holds: false }, // 4.4.3's replacement: an order moving to a circle
  'controlled-to-foreign-circle': { pair: 'demo', holds: false }, // 7.39.4.2's replacement
  'soul-guard-applies': { pair: 'buddyfight', holds: true }, // Soul Guard's replacement (17.17.9)
  'rear-guard-to-vanguard-circle': { pair: 'demo', holds: false }, // 7.4.1.1's replacement: put on the vanguard circle is a ride
  'onto-controlled-circle': { pair: 'demo', holds: false }, // 7.39.5.1's replacement: onto a controlled unit's circle
};
const verbsNoSoakCardWrites = Object.keys(verbsRunByTheTitle);
const conditionsNoSoakCardWrites = Object.keys(conditionsTestedByTheTitle);

describe('the soak plays every verb, condition and keyword (issue 16)', () => {
  const used = soakVocabulary();
  const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((x) => x.name);

  it('[vanguard cards] the verbs written by no soak card are exactly those the title runs itself (none is only on test cards)', () => {
    const unused = names(vanguardPlugin.verbs).filter((n) => !used.verbs.has(n));
    expect(unused.sort()).toEqual([...verbsNoSoakCardWrites].sort());
  });

  it('[vanguard cards] the conditions written by no soak card are exactly those the title tests itself (none is only on test cards)', () => {
    const unused = names(vanguardPlugin.conditions).filter((n) => !used.conditions.has(n));
    expect(unused.sort()).toEqual([...conditionsNoSoakCardWrites].sort());
  });

  it('[vanguard cards] the mechanisms once only on test cards are written by soak cards now', () => {
    for (const verb of ['attack', 'swap-zones', 'hit-effects-without-hit', 'reveal', 'repeat']) expect(used.verbs, verb).toContain(verb);
    expect(used.conditions).toContain('drawn-by-ability');
    // 12.7.3: a "for each" whose repetitions choose different cards.
    expect(used.distinctRepeat).toBe(true);
  });

  it('[vanguard cards] every keyword the title registers is on a soak card', () => {
    expect(names(vanguardPlugin.keywords).filter((n) => !used.keywords.has(n))).toEqual([]);
  });

  it('[vanguard cards] the seeded games of the soak set show the title running each verb no soak card writes', () => {
    for (const pairName of new Set(Object.values(verbsRunByTheTitle))) {
      const verbs = verbsNoSoakCardWrites.filter((v) => verbsRunByTheTitle[v] === pairName);
      const run = playUntilSeen(soakSet[pairName], { verbs }, 15);
      for (const verb of verbs) expect(run.verbs, `${verb} in ${pairName} (${run.games} games)`).toContain(verb);
    }
  }, 300_000);

  it('[vanguard cards] the seeded games of the soak set show the title testing each condition no soak card writes', () => {
    for (const pairName of new Set(Object.values(conditionsTestedByTheTitle).map((c) => c.pair))) {
      const names = conditionsNoSoakCardWrites.filter((c) => conditionsTestedByTheTitle[c]!.pair === pairName);
      const held = names.filter((c) => conditionsTestedByTheTitle[c]!.holds);
      const run = playUntilSeen(soakSet[pairName], { tested: names, held }, 15);
      for (const name of names) expect(run.tested, `${name} in ${pairName} (${run.games} games)`).toContain(name);
      for (const name of held) expect(run.held, `${name} holds in ${pairName} (${run.games} games)`).toContain(name);
    }
  }, 300_000);
});
