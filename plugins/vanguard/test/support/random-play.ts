import { createEngine, type Game } from '@tcgkit/kernel';
import { playRandom, type SeededGames } from '@tcgkit/testing';

import { vanguardModule } from '../../src/index.js';
import { newSoakGame, soakSet } from './soak-set.js';

export { playRandom };

export const engine = createEngine([vanguardModule]);

export type Format = 'standard' | 'premium';

export function newDemoGame(seed: number, format: Format = 'standard'): Game {
  // The whole history: `features()` reads the mechanics a game exercised from every event.
  return newSoakGame(engine, format === 'premium' ? soakSet.premium : soakSet.demo, seed);
}

/** Names the mechanics a game exercised, read from its event history. */
export function features(game: Game): string[] {
  const seen = new Set<string>();
  for (const e of game.history()) {
    const reason = e.detail?.['reason'];
    if (e.type === 'persona-rode') seen.add('persona ride');
    if (
      e.type === 'moved' &&
      typeof reason === 'string' &&
      ['overdress', 'intercept', 'superior-call', 'heal', 'soul-blast', 'soul-charge'].includes(reason)
    )
      seen.add(reason);
    if (e.type === 'moved' && reason === 'call' && String(e.detail?.['to']).endsWith('#gc')) seen.add('guard');
    if (e.type === 'moved' && reason === 'ride' && String(e.detail?.['from']).endsWith('/ride-deck')) seen.add('ride from ride deck');
    if (e.type === 'moved' && reason === 'play-order') seen.add('order');
    if (e.type === 'ability-activated') seen.add('activated ability');
    if (e.type === 'ability-played') seen.add('automatic ability');
    if (e.type === 'boosts') seen.add('boost');
    // The standard format's resources and the deeper effect verbs (energy, crests, gauge, ch.7, ch.12).
    const verbEvents: Record<string, string> = {
      'energy-charged': 'energy charge',
      'energy-blasted': 'energy blast',
      'crest-gained': 'gain crest',
      deleted: 'delete',
      'attack-target-changed': 'change attack target',
      declared: 'declare',
      looked: 'look',
      // src/verbs/: lock (7.30), its end-phase unlock (9.11.3), control (7.39), tickets (15.5), record markers (15.8).
      locked: 'lock',
      unlocked: 'unlock',
      controlled: 'control',
      'marker-put': 'record marker',
    };
    if (verbEvents[e.type] !== undefined) seen.add(verbEvents[e.type]!);
    if (e.type === 'moved' && typeof reason === 'string') {
      const byReason: Record<string, string> = {
        gauge: 'gauge',
        search: 'search',
        swap: 'swap',
        'time-leap': 'time leap',
        crest: 'crest zone',
        create: 'ticket',
      };
      if (byReason[reason] !== undefined) seen.add(byReason[reason]!);
    }
    if (e.type === 'moved' && reason === 'superior-call' && String(e.detail?.['from']) === 'created') seen.add('token');
    if (e.type === 'drive-check' && e.detail?.['card'] !== undefined && e.detail?.['rearGuard'] === true) seen.add('rear-guard drive');
    // The premium format (src/premium/).
    if (e.type === 'strode') seen.add('stride');
    if (e.type === 'legion') seen.add(e.detail?.['d'] === true ? 'd-legion' : 'legion');
    if (e.type === 'moved' && reason === 'superior-call' && String(e.detail?.['from']).endsWith('/g-zone')) seen.add('g guardian');
    if (e.type === 'moved' && reason === 'end-phase' && String(e.detail?.['to']).endsWith('/g-zone')) seen.add('g units back');
    if (e.type === 'moved' && reason === 'g-zone') seen.add('g unit to g zone');
    if (e.type === 'moved' && reason === 'g-assist') seen.add('g assist');
    if (e.type === 'moved' && reason === 'hearts-end') seen.add('hearts end');
  }
  for (const p of game.state.players) {
    const markers = p.status['markers'];
    if (Array.isArray(markers)) for (const m of markers) seen.add(`gift ${(m as { gift: string }).gift}`);
  }
  return [...seen];
}

/** The demo decks' seeded random games (`@tcgkit/testing` plays and checks them). */
export const demoGames: SeededGames = { newGame: (seed) => newDemoGame(seed), features };

/** The premium decks' seeded random games (option format: premium). */
export const premiumGames: SeededGames = { newGame: (seed) => newDemoGame(seed, 'premium'), features };
