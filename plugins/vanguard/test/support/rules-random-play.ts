/**
 * Seeded random games between the rules decks (`cinder-rules` against `tidecrest-rules`) and the mechanisms of
 * their demo cards (cards/pool-rules.ts, cards/pool-soak.ts) each game used, read from its events: shared by the
 * seeded random-games test and the soak.
 */
import type { Game } from '@tcgkit/kernel';
import type { SeededGames } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakPlugin, soakSet } from './soak-set.js';

export const rulesPlugin = soakPlugin(soakSet.rules);
const engine = soakEngine(soakSet.rules, rulesPlugin);
export function newRulesGame(seed: number): Game {
  return newSoakGame(engine, soakSet.rules, seed);
}

/** The mechanisms a game used, read from its events. */
export function rulesMechanisms(game: Game): Set<string> {
  const seen = new Set<string>();
  // 7.36.1: an attack made in the main phase (between its start and the battle phase's) is an effect's attack.
  let inMainPhase = false;
  let lookoutPlayed = false;
  for (const e of game.history()) {
    if (e.type === 'start-of-main-phase') inMainPhase = true;
    if (e.type === 'start-of-battle-phase' || e.type === 'turn-began') inMainPhase = false;
    if (e.type === 'attacks' && inMainPhase) seen.add('attack-from-main');
    if (e.type === 'hit' && e.detail?.['withoutHit'] === true) seen.add('hit-effects-without-hit');
    if (
      e.type === 'moved' &&
      e.detail?.['reason'] === 'swap' &&
      String(e.detail['from']).endsWith('/hand') &&
      String(e.detail['to']).endsWith('/soul')
    )
      seen.add('swap-zones');
    // 7.10.3: Reef Lookout's ACT revealed a card from the hand (the next reveal after it was played).
    if (e.type === 'ability-activated') lookoutPlayed = String(e.detail?.['label'] ?? '').startsWith('Reef Lookout');
    if (e.type === 'revealed' && lookoutPlayed && Array.isArray(e.detail?.['cards']) && e.detail['cards'].length > 0)
      seen.add('reveal-from-hand');
    if (e.type === 'kinds-counted') seen.add('count-kinds');
    if (e.type === 'ability-disabled') seen.add('disable-ability');
    if (e.type === 'turn-ending') seen.add('end-turn');
    if (e.type === 'costs-nullified') seen.add('nullify-costs');
    if (e.type === 'turn-began' && e.detail?.['extra'] === true) seen.add('extra-turn');
    if (e.type === 'moved' && e.detail?.['reason'] === 'set-as-unit') seen.add('set-as-unit');
    const label = String(e.detail?.['label'] ?? '');
    if (e.type === 'ability-played' && label.startsWith('Undertow Guard')) seen.add('battle-opponent');
    if (e.type === 'ability-played' && label.startsWith('Vengeful Cinder')) seen.add('by-effect-of');
    if (e.type === 'ability-played' && label.startsWith('Scarred Captain')) seen.add('damage-from');
    if (e.type === 'ability-played' && label.startsWith('Ember Chronicler')) seen.add('drawn-by-ability');
    if (e.type === 'moved' && e.detail?.['reason'] === 'play-order' && e.detail['definition'] === 'cw-ember-rally')
      seen.add('repeat-distinct');
    if (e.type === 'ability-played' && label.startsWith('Crownseeker Drake')) seen.add('hit-designated');
    if (e.type === 'stand-skipped') seen.add('skip-next-stand');
    if (e.type === 'moved' && e.detail?.['definition'] === 'tf-riptide' && String(e.detail['to']).endsWith('/order-area'))
      seen.add('drive');
  }
  return seen;
}

/** Every mechanism the rules decks are built to play. */
export const rulesFeatures: readonly string[] = [
  'count-kinds',
  'disable-ability',
  'end-turn',
  'extra-turn',
  'set-as-unit',
  'battle-opponent',
  'by-effect-of',
  'damage-from',
  'drive',
  // pool-soak.ts: 7.36.1, 10.7.1.8, 7.8.3, 7.6.4.1, 12.7.3, 7.10.3.
  'attack-from-main',
  'hit-effects-without-hit',
  'swap-zones',
  'drawn-by-ability',
  'repeat-distinct',
  'reveal-from-hand',
  // pool-notyet2.ts: 10.7.1.6.1, 7.39.1.3.
  'hit-designated',
  'skip-next-stand',
];

export const rulesGames: SeededGames = { newGame: newRulesGame, features: rulesMechanisms };
