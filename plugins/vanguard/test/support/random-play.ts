import { createEngine, type Game } from '@tcgkit/kernel';
import { physicalSerials, playRandom } from '@tcgkit/testing';

import { vanguardModule } from '../../src/index.js';

export { playRandom };

export const engine = createEngine([vanguardModule]);

export function newDemoGame(seed: number): Game {
  const decks = seed % 2 === 0 ? ['cinder-wyrms', 'tidecrest-fleet'] : ['tidecrest-fleet', 'cinder-wyrms'];
  // The whole history: `features()` reads the mechanics a game exercised from every event.
  return engine.create({ title: 'vanguard', seed, players: decks.map((deck) => ({ deck })), history: 'full' });
}

export interface GameSummary {
  seed: number;
  actions: number;
  turns: number;
  result: string;
  /** Mechanics seen in the game, by name (see `features`). */
  features: string[];
}

/** Names the mechanics a game exercised, read from its event history. */
function features(game: Game): string[] {
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
    };
    if (verbEvents[e.type] !== undefined) seen.add(verbEvents[e.type]!);
    if (e.type === 'moved' && typeof reason === 'string') {
      const byReason: Record<string, string> = {
        gauge: 'gauge',
        search: 'search',
        swap: 'swap',
        'time-leap': 'time leap',
        crest: 'crest zone',
      };
      if (byReason[reason] !== undefined) seen.add(byReason[reason]!);
    }
    if (e.type === 'drive-check' && e.detail?.['card'] !== undefined && e.detail?.['rearGuard'] === true) seen.add('rear-guard drive');
  }
  for (const p of game.state.players) {
    const markers = p.status['markers'];
    if (Array.isArray(markers)) for (const m of markers) seen.add(`gift ${(m as { gift: string }).gift}`);
  }
  return [...seen];
}

/** One complete seeded game with the invariants every game must keep. */
export function playChecked(seed: number): GameSummary {
  const game = newDemoGame(seed);
  const actions = playRandom(game, seed);
  if (game.result === null) throw new Error(`seed ${seed}: no result after ${actions.length} actions`);
  const serials = physicalSerials(game);
  // Card conservation: each of the 110 physical cards (2 × 55: 50 main, 5 ride deck) is in exactly one zone.
  if (serials.length !== 110 || serials.some((s, i) => s !== i + 1))
    throw new Error(`seed ${seed}: cards not conserved (${serials.length})`);
  // Views never show a deck's cards or the opponent's hand (4.1.3, 4.5, 4.6), except cards an effect let that
  // fighter look at (7.7.1) and that have not been shuffled since (7.12.3), and a pseudo-card, which every fighter
  // can tell apart (15.2.1.1.1.1).
  for (const viewer of ['p1', 'p2']) {
    for (const [key, zone] of Object.entries(game.view(viewer).zones)) {
      const hidden = key.endsWith('/deck') || (key.endsWith('/hand') && !key.startsWith(`${viewer}/`));
      const unknown = zone.cards.filter((c) => game.state.cards[c.id]?.knownTo?.includes(viewer) !== true);
      if (hidden && unknown.length > 0) throw new Error(`seed ${seed}: ${viewer} sees cards of ${key}`);
    }
  }
  return { seed, actions: actions.length, turns: game.state.turn.number, result: game.result.kind, features: features(game) };
}
