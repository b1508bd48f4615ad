/**
 * Issue 16's proof: "each verb and keyword is used by at least one card that the random-game soak plays". This
 * measures it: the verbs, conditions and keywords the title registers, against those written by the cards of
 * every deck a seeded random game plays (test/*random*.test.ts, and `tcgkit sim vanguard` for each format
 * option: the built-in decks), including the abilities their keywords give. What no such card writes is listed
 * below, so the gap is a measured, reviewed list that can only shrink: a new verb or condition with no card in
 * the soak, or a listed one that a soak card now uses, fails this test until the list is brought up to date.
 */
import type { CardDefinition, DeckList, JsonObject } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buddyfightDecks, effectsDecks, kwADecks, rulesDecks, setADecks, setsBDecks, vanguardCards, vanguardPlugin } from '../src/index.js';

/** Every deck the seeded random games and `tcgkit sim` play (the built-in decks are the plugin's own). */
const soakDecks: DeckList[] = [
  ...(vanguardPlugin.decks ?? []),
  ...kwADecks,
  ...rulesDecks,
  ...buddyfightDecks,
  ...setADecks,
  ...setsBDecks,
  ...effectsDecks,
];

/** The `do` verbs, `test` conditions and keywords written by the soak decks' cards and their keywords' abilities. */
function soakVocabulary(): { verbs: Set<string>; conditions: Set<string>; keywords: Set<string>; distinctRepeat: boolean } {
  const byId = new Map<string, CardDefinition>(vanguardCards.map((c) => [c.id, c]));
  const keywordAbilities = new Map((vanguardPlugin.keywords ?? []).map((k) => [k.name, k.abilities]));
  const verbs = new Set<string>();
  const conditions = new Set<string>();
  const keywords = new Set<string>();
  let distinctRepeat = false;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value !== null && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o['do'] === 'string') verbs.add(o['do']);
      if (typeof o['test'] === 'string') conditions.add(o['test']);
      if (o['do'] === 'repeat' && o['distinct'] === true) distinctRepeat = true;
      for (const v of Object.values(o)) walk(v);
    }
  };
  const ids = new Set(soakDecks.flatMap((d) => [...d.main, ...Object.values(d.extra ?? {}).flat()]));
  for (const id of ids) {
    const card = byId.get(id);
    expect(card, `deck card ${id}`).toBeDefined();
    walk(card);
    for (const k of card?.keywords ?? []) {
      const [name, params] = typeof k === 'string' ? [k, {}] : [k.name, k as JsonObject];
      keywords.add(name);
      walk(keywordAbilities.get(name)?.(params) ?? []);
    }
  }
  return { verbs, conditions, keywords, distinctRepeat };
}

// Verbs the title registers that no soak card writes. Most are run by the title itself (trigger effects, the
// order and gift procedures, keywords' costs, sets' procedures) rather than written on a card; the others are
// used only by the test cards of test/support/ so far.
const verbsNoSoakCardWrites = [
  'stand-trigger',
  'deal-damage',
  'heal',
  'call-one',
  'order-limit',
  'finish-order',
  'gain-gift',
  'move-gauge',
  'discard-gauge',
  'time-leap-link',
  'time-leap-return',
  'regalis-piece',
  'x-overdress',
  'unwear',
  'beast-synthesis-move',
  'erase-pseudo',
  'remove-marker',
  'move-marker',
  'enter-state',
  'unlock',
  'put-locked',
  'end-control',
  'make-stage',
  'change-next-icon',
  'gain-info',
  'deck-up-to',
  'fuse-order',
  'may-stride',
  'magia-return',
  'set-buddy-monster',
  'put-buddy-soul',
  'call-with-call-cost',
  'to-call-cost-zone',
  'finish-call-cost',
  'soul-guard',
  'soul-guard-resolve',
  'set-equal',
  'turn-over',
  'ultimate-stride',
  'song-face-down',
  'equip',
  // vg-deferred's (card information, gauges, alternative calls, trigger-effect verbs…): only on test cards so far.
  'reveal-source',
  'put-fighter-gauge',
  'put-plant-gauge',
  'alternative-call-place',
  'give-trigger-effects',
  'nullify-trigger-effects',
  'activate-ability',
  'suppress-autos',
  'persona-ride',
  'call-at-once',
  'choose-effect',
];
// Conditions no soak card writes: several are read by the title's own rules and procedures (a Sentinel in deck
// building, the ride deck, the overDress and legion states…); the others are used only by test cards so far.
const conditionsNoSoakCardWrites = [
  'back-row',
  'circle',
  'rested',
  'attacked-unit-exists',
  'trigger-unit',
  'sentinel',
  'began-in-ride-deck',
  'damage-at-least-opponent',
  'energy',
  'gauge-named',
  'world',
  'same-name-as',
  'overdressed',
  'x-overdressed',
  'beast-synthesized',
  'moves-to-erase-zone',
  'pseudo-kind',
  'marker-card',
  'in-state',
  'order-to-circle',
  'locked',
  'controlled',
  'controlled-to-foreign-circle',
  'nation',
  'attacked-a-rear-guard',
  'bound-by',
  'g-unit',
  'in-legion',
  'legioned-this-turn',
  'stored',
  'move-icon',
  'super-move',
  'in-memories',
  'growth-source',
  'bf-world',
  'buddyfighter',
  'buddy-gauge',
  'has-buddy-soul',
  'in-buddy-soul',
  'soul-guard-applies',
  'link-attacking',
  'infinite',
  'gyze-face',
  'on-star-domain',
  'music-on-circle',
  'imprisoned',
  'song-card',
  'equipment-on',
  'rear-guard-to-vanguard-circle',
  // vg-premium's (rides by effect, hearts, legion depth): only on test cards so far.
  'appeared-grade',
  'heart',
  'strode-onto-self',
  // vg-deferred's: only on test cards so far.
  'main-type',
  'subtype',
  'special-type',
  'your-vanguard',
  'fighter-icon',
  'fighter-gauge',
  'plant-gauge',
  'has-trigger-effect',
  // vg-notyet2's: run by the title itself (the rule replacement of 7.39.5.1), never written on a card.
  'onto-controlled-circle',
];

describe('the soak plays every verb, condition and keyword (issue 16)', () => {
  const used = soakVocabulary();
  const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((x) => x.name);

  it('[vanguard cards] the verbs written by no soak card are exactly the listed ones', () => {
    const unused = names(vanguardPlugin.verbs).filter((n) => !used.verbs.has(n));
    expect(unused.sort()).toEqual([...verbsNoSoakCardWrites].sort());
  });

  it('[vanguard cards] the conditions written by no soak card are exactly the listed ones', () => {
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
});
