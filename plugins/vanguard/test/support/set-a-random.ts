/**
 * Seeded random games between the chapter-17 decks (`stellar-chorus` against `gacha-warden`, premium format) and the
 * set mechanisms each game used, read from its events: shared by the seeded random-games test and the soak.
 */
import type { Game } from '@tcgkit/kernel';
import type { SeededGames } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakSet } from './soak-set.js';

/** The plugin with the chapter-17 decks added (not built-in decks, so the generic playout checks keep theirs). */
export const setAEngine = soakEngine(soakSet.setA);

export function newSetAGame(seed: number): Game {
  return newSoakGame(setAEngine, soakSet.setA, seed);
}

/** The set mechanisms a game used, read from its events. */
export function setMechanismsPlayed(game: Game): Set<string> {
  const seen = new Set<string>();
  for (const e of game.history()) {
    const d = e.detail ?? {};
    const reason = d['reason'];
    const to = String(d['to'] ?? '');
    if (e.type === 'moved') {
      if (reason === 'music-placed') seen.add('music order placed');
      if (reason === 'music') seen.add('music order dropped');
      if (reason === 'end-phase' && String(d['from'] ?? '').endsWith('/music')) seen.add('music order end phase');
      if (reason === 'star-domain') seen.add('star domain end phase');
      if (reason === 'drive' && to.endsWith('/soul')) seen.add('star domain drive to soul');
      if ((reason === 'call' || reason === 'superior-call') && String(d['definition'] ?? '').startsWith('sa-star-') && to.endsWith('#bl'))
        seen.add('star domain call');
      if (reason === 'imprison') seen.add('imprison');
      if (reason === 'striker') seen.add('striker');
      if (reason === 'monster-box' && to.endsWith('/hand')) seen.add('monster box exchange');
      if (reason === 'rule' && String(d['definition'] ?? '').startsWith('sb-pickup')) seen.add('pickup gacha rule');
      if (reason === 'rule' && String(d['definition'] ?? '').startsWith('sb-event')) seen.add('event rule');
      if (reason === 'equip') seen.add('equip');
      if (reason === 'equip' && String(d['definition'] ?? '') === 'sa-forge-spirit') seen.add('volund equip');
    }
    if (
      e.type === 'attacks' &&
      String(game.state.cards[String(d['card'])]?.zone ?? game.state.lastKnown[String(d['card'])]?.zone ?? '').endsWith('#bl')
    )
      seen.add('star domain back-row attack');
    if (e.type === 'sung') seen.add('sing');
    if (e.type === 'turned-face-down' && reason === 'song') seen.add('song face down');
    if (e.type === 'turned-over') seen.add('gyze turned over');
    if (e.type === 'revealed' && reason === 'ultimate-stride') seen.add('ultimate stride');
    if (e.type === 'strode') seen.add('stride');
    if (e.type === 'ability-played' || e.type === 'ability-activated') {
      const label = String(d['label'] ?? '');
      if (label.startsWith('Dress Boost')) seen.add('dress boost');
      if (label.startsWith('Strike Shot')) seen.add('strike shot');
      // cards/pool-soak-3.ts: star domains, music, songs, equipment, prisons and Gyze faces read; equip and turn over by effect.
      if (label.startsWith('Conductor of the Spheres: count')) seen.add('conductor count');
      if (label.startsWith('Conductor of the Spheres: equip')) seen.add('conductor equip');
    }
  }
  return seen;
}

/** Every set mechanism the chapter-17 decks are built to play, each asserted over the seeded games. */
export const setAFeatures: readonly string[] = [
  'star domain call',
  'star domain end phase',
  'star domain back-row attack',
  'star domain drive to soul',
  'music order placed',
  'music order end phase',
  'sing',
  'song face down',
  'equip',
  'volund equip',
  'dress boost',
  'imprison',
  'striker',
  'monster box exchange',
  'pickup gacha rule',
  'event rule',
  'strike shot',
  'stride',
  'ultimate stride',
  'gyze turned over',
  'conductor count',
  'conductor equip',
];

export const setAGames: SeededGames = { newGame: newSetAGame, features: setMechanismsPlayed };
