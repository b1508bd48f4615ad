/**
 * Seeded random games between the premium depth decks (`bondflare-wyrms` against `chainwave-fleet`, premium format)
 * and the mechanisms each game used, read from its events: shared by the seeded random-games test and the soak.
 */
import type { Game } from '@tcgkit/kernel';
import type { SeededGames } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakSet } from './soak-set.js';

/** The plugin with the premium depth decks added (not built-in decks, so the generic playout checks keep theirs). */
export const premiumDepthEngine = soakEngine(soakSet.premiumDepth);

export function newPremiumDepthGame(seed: number): Game {
  return newSoakGame(premiumDepthEngine, soakSet.premiumDepth, seed);
}

/** The mechanisms a game used, read from its events. */
export function premiumDepthPlayed(game: Game): Set<string> {
  const seen = new Set<string>();
  for (const e of game.history()) {
    const d = e.detail ?? {};
    const reason = d['reason'];
    const label = String(d['label'] ?? '');
    if (e.type === 'legion') seen.add(d['d'] === true ? 'd-legion' : 'legion');
    if (e.type === 'moved' && reason === 'legion-mate') seen.add('legion led by the newcomer');
    if (e.type === 'rode' && d['normal'] === false) seen.add('ride by effect');
    if (e.type === 'strode') seen.add('stride');
    if (e.type === 'moved' && reason === 'heart-to-soul') seen.add('heart moved');
    if (e.type === 'moved' && reason === 'superior-call' && String(d['from'] ?? '').endsWith('/g-zone') && !String(d['to']).endsWith('#gc'))
      seen.add('g unit called to a rear-guard circle');
    if (e.type === 'moved' && reason === 'call' && String(d['from'] ?? '').endsWith('/soul')) seen.add('called from the soul');
    if (e.type === 'locked') seen.add('lock');
    if (e.type === 'controlled') seen.add('control');
    if (e.type === 'ability-activated' && label.startsWith('Frostchain')) seen.add('cannot stand');
    if (e.type === 'ability-played' && label.startsWith('Reckoner')) seen.add('damage to each vanguard');
    if (e.type === 'ability-played' && label.startsWith('Bondflare Leader')) seen.add('heart stride auto');
    if (e.type === 'ability-played' && label.startsWith('Blaze')) seen.add('blaze');
    // cards/pool-soak-3.ts: 18.6.2 and 6.4.2.3.
    if (e.type === 'ability-played' && label.startsWith('Oathbound Legion Herald')) seen.add('oath herald');
    if (e.type === 'stride-allowed') seen.add('stride allowed');
    if (e.type === 'strode' && seen.has('stride allowed')) seen.add('stride after allowed');
  }
  return seen;
}

/** The mechanisms the premium depth decks are built to play, each asserted over the seeded games. */
export const premiumDepthFeatures: readonly string[] = [
  'd-legion',
  'legion',
  'ride by effect',
  'stride',
  'heart moved',
  'g unit called to a rear-guard circle',
  'lock',
  'control',
  'cannot stand',
  'damage to each vanguard',
  'heart stride auto',
  'oath herald',
];

export const premiumDepthGames: SeededGames = { newGame: newPremiumDepthGame, features: premiumDepthPlayed };
