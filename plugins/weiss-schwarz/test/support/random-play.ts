import { createEngine, type Game } from '@tcgkit/kernel';
import { playRandom, type SeededGames } from '@tcgkit/testing';

import { weissSchwarzModule } from '../../src/index.js';

export { playRandom };

export const engine = createEngine([weissSchwarzModule]);

export function newDemoGame(seed: number): Game {
  const decks = seed % 2 === 0 ? ['lanternfall', 'tidewatch'] : ['tidewatch', 'lanternfall'];
  // The whole history: `features()` reads the mechanics a game exercised from every event.
  return engine.create({ title: 'weiss-schwarz', seed, players: decks.map((deck) => ({ deck })), history: 'full' });
}

/** Names the mechanics a game exercised, read from its event history. */
export function features(game: Game): string[] {
  const seen = new Set<string>();
  for (const e of game.history()) {
    const reason = e.detail?.['reason'];
    if (e.type === 'level-up') seen.add('level up');
    if (e.type === 'refreshed') seen.add('refresh');
    if (e.type === 'damage' && e.detail?.['cancelled'] === true) seen.add('damage cancel');
    if (e.type === 'trigger-icon') seen.add(`trigger ${String(e.detail?.['icon'])}`);
    if (e.type === 'moved' && reason === 'encore') seen.add('encore');
    if (e.type === 'moved' && reason === 'bond') seen.add('bond');
    if (e.type === 'moved' && reason === 'brainstorm') seen.add('brainstorm');
    if (e.type === 'moved' && reason === 'clock') seen.add('clock');
    if (e.type === 'moved' && reason === 'play' && String(e.detail?.['to']).endsWith('/climax')) seen.add('climax');
    if (e.type === 'ability-activated') seen.add('activated ability');
    if (e.type === 'battle') seen.add('battle');
    if (e.type === 'attack-declared') seen.add(`${String(e.detail?.['attackType'])} attack`);
    // The ch. 10 keywords, each by the event only its own mechanism produces.
    if (e.type === 'used-keyword') seen.add(`keyword ${String(e.detail?.['keyword'])}`);
    if (e.type === 'moved' && ['link', 'inherit', 'change', 'shift', 'memory'].includes(String(reason)))
      seen.add(`keyword ${String(reason)}`);
  }
  return [...seen];
}

/** The demo decks' seeded random games (`@tcgkit/testing` plays and checks them). */
export const demoGames: SeededGames = { newGame: newDemoGame, features };
