/**
 * Random games between the continuous-effects decks (gilded-chorus, toybox-echo) and the mechanisms each game
 * used, read from its events: shared by the seeded random-games test and the soak.
 */
import type { Game } from '@tcgkit/kernel';
import type { SeededGames } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakSet } from './soak-set.js';

export const effectsEngine = soakEngine(soakSet.effects);

export function newEffectsGame(seed: number): Game {
  return newSoakGame(effectsEngine, soakSet.effects, seed);
}

/** The mechanisms a game used, read from its events. */
export function effectsPlayed(game: Game): Set<string> {
  const seen = new Set<string>();
  const byLabel: [string, string][] = [
    ['Melody — Chorus', 'melody chorus'],
    ['Melody — Refrain', 'melody refrain'],
    ['Benediction', 'gained ability'],
    ['Aegis Mantle: worn', 'worn ability'],
    ['Warden: nullify', 'nullify'],
    ['Echo Drummer: double', 'double'],
    ['Leveller: reach', 'reach'],
    // cards/pool-soak-3.ts: beast-synthesized and trigger units read by a card.
    ['Synthesis Ringkeeper', 'beast-synthesized read'],
    ['Growth Chart Bear', 'value-change'],
    ['Fair Trade Teddy', 'each chooses'],
  ];
  for (const e of game.history()) {
    const label = String(e.detail?.['label'] ?? '');
    if (e.type === 'ability-played' || e.type === 'ability-activated')
      for (const [prefix, name] of byLabel) if (label.startsWith(prefix)) seen.add(name);
    if (e.type === 'moved' && e.detail?.['reason'] === 'stand-in') seen.add('optional replacement');
    if (e.type === 'moved' && e.detail?.['reason'] === 'play-order' && e.detail['definition'] === 'cw-unbound-fury')
      seen.add('keyword made valid');
    if (e.type === 'moved' && e.detail?.['reason'] === 'play-order') {
      if (e.detail['definition'] === 'tt-mimic') seen.add('gains all abilities');
      if (e.detail['definition'] === 'gw-benediction') seen.add('gives an ability');
    }
  }
  return seen;
}

/** Every mechanism the continuous-effects decks are built to play. */
export const effectsFeatures: readonly string[] = [
  'melody chorus',
  'melody refrain',
  'gained ability',
  'gives an ability',
  'gains all abilities',
  'worn ability',
  'nullify',
  'double',
  'reach',
  'optional replacement',
  'beast-synthesized read',
  // pool-notyet2.ts: 1.3.6 and 5.1.3, 14.1.2.
  'value-change',
  'keyword made valid',
  // 1.3.4.
  'each chooses',
];

export const effectsGames: SeededGames = { newGame: newEffectsGame, features: effectsPlayed };
