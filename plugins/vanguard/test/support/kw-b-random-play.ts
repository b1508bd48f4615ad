/**
 * Random games between the keyword demo decks (gilded-wings, toybox-troupe) and the keywords and dress mechanics
 * each game used, read from its events: shared by the seeded random-games test and the soak.
 */
import { createEngine, type Game } from '@tcgkit/kernel';
import { newSoakGame, soakSet } from './soak-set.js';
import type { SeededGames } from '@tcgkit/testing';
import { vanguardModule } from '../../src/index.js';

export const kwBEngine = createEngine([vanguardModule]);

export function newKeywordGame(seed: number): Game {
  return newSoakGame(kwBEngine, soakSet.kwB, seed);
}

/** The keywords and dress mechanics a game used, read from its events. */
export function keywordsPlayed(game: Game): Set<string> {
  const seen = new Set<string>();
  const byLabel: [string, string][] = [
    ['Divine Skill', 'divine skill'],
    ['Unique Skill', 'unique skill'],
    ['White Wings', 'white wings'],
    ['Black Wings', 'black wings'],
    ['Powerful', 'powerful'],
    ['砲弾', 'cannonball'],
    ['Wing Squire', 'friend'],
    ['Glitter', 'glitter'],
    ['Overcharge', 'overcharge'],
    ['SweetLink', 'sweetlink'],
    ['邪竜解放', 'evil dragon release'],
    ['精神汚染', 'mind pollution'],
    ['魔装合体', 'magic armor union'],
    ['Phantom Skill', 'phantom skill'],
    ['Revol Dress', 'revol dress'],
    ['Rewrite', 'rewrite'],
    ['Happy Clown', 'happy toys'],
    // cards/pool-soak-3.ts: X-overDress by an effect (6.8.3).
    ['Dresscaller Seraph', 'x-overdress by effect'],
  ];
  for (const e of game.history()) {
    const label = String(e.detail?.['label'] ?? '');
    if (e.type === 'ability-played' || e.type === 'ability-activated')
      for (const [prefix, name] of byLabel) if (label.startsWith(prefix)) seen.add(name);
    const reason = e.detail?.['reason'];
    const card = game.state.cards[String(e.detail?.['card'])] ?? null;
    if (e.type === 'moved' && reason === 'x-overdress') seen.add('x-overdress');
    if (e.type === 'moved' && reason === 'wear') seen.add('wear');
    if (e.type === 'moved' && reason === 'unwear') seen.add('unwear');
    if (e.type === 'moved' && (reason === 'call' || reason === 'superior-call') && card?.card === 'gw-consort') seen.add('mate unit');
    if (e.type === 'moved' && reason === 'play-order') seen.add('order');
    if (e.type === 'beast-synthesized') seen.add('beast synthesis');
    if (e.type === 'moved' && reason === 'beast-synthesis-split') seen.add('beast synthesis split');
    if (e.type === 'moved' && reason === 'regalis-piece') seen.add('regalis piece limit');
  }
  return seen;
}

/** Every keyword and mechanism the keyword decks are built to play. */
export const kwBFeatures: readonly string[] = [
  'divine skill',
  'unique skill',
  'white wings',
  'black wings',
  'powerful',
  'cannonball',
  'friend',
  'glitter',
  'overcharge',
  'sweetlink',
  'evil dragon release',
  'mind pollution',
  'magic armor union',
  'phantom skill',
  'revol dress',
  'rewrite',
  'happy toys',
  'x-overdress',
  'wear',
  'unwear',
  'mate unit',
  'beast synthesis',
  'beast synthesis split',
  'x-overdress by effect',
];

/** The keyword decks' seeded random games (`@tcgkit/testing` plays and checks them). */
export const keywordGames: SeededGames = { newGame: newKeywordGame, features: keywordsPlayed };
