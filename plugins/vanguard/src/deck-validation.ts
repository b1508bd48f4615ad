/**
 * Deck construction (8.1): a main deck of exactly 50 cards without G units (8.1.4.1), an optional ride deck
 * (8.1.4.2; its exact contents are Appendix D, kept on the official site, so only a minimum size is checked
 * here and it is configurable), an optional G deck of at most 16 G units (8.1.4.3); at most 4 cards of a
 * name across main and ride deck (8.1.5); exactly 16 trigger units, at most 4 heal and 1 over (8.1.6);
 * at most 4 Sentinels (8.1.7, 14.10.2).
 */
import { ruleError, type CardDefinition, type DeckList, type RuleError } from '@tcgkit/kernel';
import type { VanguardCard } from './cards/schema.js';
import { aceUnitErrors } from './keywords/ace-unit.js';
import { regalisPieceDeckErrors } from './keywords/regalis-piece.js';
import { deckBuildingErrors, deckBuildingLimits } from './deck-building.js';

export interface DeckRules {
  mainSize: number;
  rideDeckMinimum: number;
  gDeckMaximum: number;
  sameName: number;
  triggers: number;
  heal: number;
  over: number;
  sentinel: number;
  /** Appendix D's ride-deck contents (kept on the official site): an optional extra check, off by default. */
  rideDeck?: (ride: readonly VanguardCard[]) => RuleError[];
}

/**
 * The ride-deck shape players use today (digest §20, from the fan wiki): one unit each of grades 0 to 3, no
 * trigger units, plus at most one ride-deck crest. Opt in with `{ ...standardDeckRules, rideDeck: oneOfEachGrade }`.
 */
export function oneOfEachGrade(ride: readonly VanguardCard[]): RuleError[] {
  const units = ride.filter((c) => c.type === 'unit' && c.subtype !== 'trigger');
  const crests = ride.filter((c) => c.type === 'ride-deck-crest');
  const grades = units.map((c) => c.grade).sort();
  if (units.length + crests.length !== ride.length || crests.length > 1 || grades.join() !== '0,1,2,3') {
    return [ruleError('VG_RIDE_DECK_CONTENTS', 'the ride deck holds one non-trigger unit of each grade 0, 1, 2 and 3', 'VG 8.1.4.2')];
  }
  return [];
}

export const standardDeckRules: DeckRules = {
  mainSize: 50,
  rideDeckMinimum: 4,
  gDeckMaximum: 16,
  sameName: 4,
  triggers: 16,
  heal: 4,
  over: 1,
  sentinel: 4,
};

export function validateVanguardDeck(
  deck: DeckList,
  cards: ReadonlyMap<string, CardDefinition>,
  rules: DeckRules = standardDeckRules,
): RuleError[] {
  const errors: RuleError[] = [];
  const card = (id: string) => cards.get(id) as VanguardCard | undefined;
  const ride = deck.extra?.['ride-deck'] ?? [];
  const gDeck = deck.extra?.['g-zone'] ?? [];
  if (deck.main.length !== rules.mainSize)
    errors.push(
      ruleError('VG_DECK_SIZE', `the main deck has ${deck.main.length} cards; it must have exactly ${rules.mainSize}`, 'VG 8.1.4.1'),
    );
  const crestInMain = deck.main.filter((id) => card(id)?.type === 'ride-deck-crest' || card(id)?.type === 'crest');
  if (crestInMain.length > 0)
    errors.push(ruleError('VG_CREST_IN_MAIN', `ride-deck crests are not put in the main deck (${crestInMain[0]})`, 'VG 8.1.4.1'));
  const gInMain = deck.main.filter((id) => card(id)?.subtype === 'g');
  if (gInMain.length > 0) errors.push(ruleError('VG_G_UNIT_IN_MAIN', `G units cannot be in the main deck (${gInMain[0]})`, 'VG 8.1.4.1'));
  if (ride.length > 0 && ride.length < rules.rideDeckMinimum)
    errors.push(
      ruleError('VG_RIDE_DECK_SIZE', `a ride deck has at least ${rules.rideDeckMinimum} cards, not ${ride.length}`, 'VG 8.1.4.2'),
    );
  if (ride.length > 0 && rules.rideDeck !== undefined)
    errors.push(...rules.rideDeck(ride.map((id) => card(id)).filter((c): c is VanguardCard => c !== undefined)));
  if (gDeck.length > rules.gDeckMaximum)
    errors.push(ruleError('VG_G_DECK_SIZE', `a G deck has at most ${rules.gDeckMaximum} cards, not ${gDeck.length}`, 'VG 8.1.4.3'));
  // A Gyze card (17.2) counts: its 破壊の竜神 ギーゼ face is a G unit (docs/titles/vanguard.md, reading 152).
  if (gDeck.some((id) => card(id)?.subtype !== 'g' && card(id)?.gyze === undefined))
    errors.push(ruleError('VG_G_DECK_CONTENTS', 'a G deck holds only G units', 'VG 8.1.4.3'));

  const mainAndRide = [...deck.main, ...ride];
  // 8.1.3, 8.1.9: deck-building abilities replace the copy limit for the cards with their card's collector number.
  const replaced = deckBuildingLimits([...mainAndRide, ...gDeck].map(card));
  errors.push(...deckBuildingErrors([...mainAndRide, ...gDeck].map(card), replaced));
  for (const [pile, ids] of [
    ['main and ride deck', mainAndRide],
    ['G deck', gDeck],
  ] as const) {
    const names = new Map<string, number>();
    for (const id of ids) {
      const number = card(id)?.collectorNumber;
      if (number !== undefined && replaced.has(number)) continue;
      // 8.1.5.2, 2.1.2: a card also named another name counts under each of its names.
      for (const name of new Set([card(id)?.name ?? id, ...(card(id)?.alsoNamed ?? [])])) names.set(name, (names.get(name) ?? 0) + 1);
    }
    for (const [name, n] of names) {
      if (n > rules.sameName)
        errors.push(ruleError('VG_TOO_MANY_COPIES', `${n} cards named "${name}" in the ${pile}; at most ${rules.sameName}`, 'VG 8.1.5'));
    }
  }
  const triggers = mainAndRide.filter((id) => card(id)?.subtype === 'trigger');
  if (triggers.length !== rules.triggers)
    errors.push(ruleError('VG_TRIGGER_COUNT', `${triggers.length} trigger units; a deck has exactly ${rules.triggers}`, 'VG 8.1.6'));
  const icon = (name: string) => triggers.filter((id) => card(id)?.trigger?.icon === name).length;
  if (icon('heal') > rules.heal)
    errors.push(ruleError('VG_HEAL_COUNT', `${icon('heal')} heal triggers; at most ${rules.heal}`, 'VG 8.1.6.1'));
  if (icon('over') > rules.over)
    errors.push(ruleError('VG_OVER_COUNT', `${icon('over')} over triggers; at most ${rules.over}`, 'VG 8.1.6.2'));
  const sentinels = mainAndRide.filter((id) => (card(id)?.keywords ?? []).some((k) => (typeof k === 'string' ? k : k.name) === 'sentinel'));
  if (sentinels.length > rules.sentinel)
    errors.push(ruleError('VG_SENTINEL_COUNT', `${sentinels.length} Sentinels; at most ${rules.sentinel}`, 'VG 8.1.7'));
  errors.push(...regalisPieceDeckErrors(mainAndRide.map(card)), ...aceUnitErrors([...mainAndRide, ...gDeck].map(card)));
  return errors;
}
