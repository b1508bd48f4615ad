/**
 * Seeded random games between the Buddyfight demo decks (`skyforge-drakes` against `moonblade-ronin`, 17.17),
 * and the Buddyfight mechanisms each game used, read from its event history: shared by the random-games test
 * and the soak.
 */
import type { Game } from '@tcgkit/kernel';
import type { SeededGames } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakSet } from './soak-set.js';

const engine = soakEngine(soakSet.buddyfight);

export function newBuddyfightGame(seed: number): Game {
  return newSoakGame(engine, soakSet.buddyfight, seed);
}

const byLabel: [string, string][] = [
  ['Flag: buddyfighter', 'buddyfighter'],
  ['My Buddy!', 'buddy monster'],
  ['Buddy Call', 'discard buddy soul'],
  ['Link attack', 'link attack'],
  ['Braveheart', 'infinite'],
  ['Gaugemaker', 'gain gauge'],
  // cards/pool-soak-3.ts: buddy soul by an effect (17.17.7) and a power made equal (17.17.12.1.1).
  ['Skyforge Soulbinder: buddy soul', 'soulbinder: buddy soul'],
  ['Moonblade Soulbinder: buddy soul', 'soulbinder: buddy soul'],
  ['Skyforge Soulbinder: equal', 'soulbinder: equal power'],
  ['Moonblade Soulbinder: equal', 'soulbinder: equal power'],
];

/** The Buddyfight mechanisms a game used. */
export function buddyfightPlayed(game: Game): Set<string> {
  const seen = new Set<string>();
  for (const e of game.history()) {
    const detail = e.detail ?? {};
    if (e.type === 'ability-played' || e.type === 'ability-activated') {
      const label = String(detail['label'] ?? '');
      for (const [prefix, name] of byLabel) if (label.startsWith(prefix)) seen.add(name);
    }
    if (e.type === 'soul-guarded') seen.add('soul guard');
    if (e.type !== 'moved') continue;
    const reason = detail['reason'];
    const to = String(detail['to'] ?? '');
    const definition = String(detail['definition'] ?? '');
    if (reason === 'buddy-monster') seen.add('buddy monster chosen');
    if (reason === 'pay-gauge') seen.add('pay gauge');
    if (to.endsWith('/call-cost') && definition.endsWith('-squire')) seen.add('call cost: buddy soul from hand');
    if (to.endsWith('/call-cost') && definition.endsWith('-sacrificer')) seen.add('call cost: retire');
    if (to.endsWith('/call-cost') && definition.endsWith('-gaugecaller')) seen.add('call cost: gauge');
    if (reason === 'call-cost-unpaid') seen.add('call cost not paid');
    if (to.endsWith('/buddy-soul') && String(detail['from'] ?? '').includes('/field#')) seen.add('call on top');
    if (reason === 'buddy-soul-dropped') seen.add('buddy soul dropped');
    if (to.endsWith('/field#gc') && definition.endsWith('-counter')) seen.add('order as guardian');
    if (reason === 'equip' && definition.endsWith('-arms')) seen.add('buddyfight equipment');
  }
  return seen;
}

/** Every Buddyfight mechanism the demo decks are built to play. */
export const buddyfightFeatures: readonly string[] = [
  'buddyfighter',
  'buddy monster chosen',
  'buddy monster',
  'gain gauge',
  'pay gauge',
  'call cost: buddy soul from hand',
  'call cost: retire',
  'call cost: gauge',
  'call on top',
  'discard buddy soul',
  'buddy soul dropped',
  'soul guard',
  'link attack',
  'infinite',
  'order as guardian',
  'buddyfight equipment',
  'soulbinder: buddy soul',
  'soulbinder: equal power',
];

export const buddyfightGames: SeededGames = { newGame: newBuddyfightGame, features: buddyfightPlayed };
