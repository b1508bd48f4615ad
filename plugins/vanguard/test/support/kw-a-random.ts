/**
 * Seeded random games between the keyword decks of 14.17–14.40 (`cinder-keywords` against `tidecrest-keywords`),
 * with the invariants every game keeps, and the keywords each game played, read from its event history.
 */
import type { Game } from '@tcgkit/kernel';
import { physicalSerials, playRandom } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakSet } from './soak-set.js';

/**
 * The plugin with the keyword decks added (they are not among the built-in decks, so the generic playout checks
 * and `tcgkit sim` keep playing the two demo decks).
 */
const engine = soakEngine(soakSet.kwA);

export function newKeywordGame(seed: number): Game {
  return newSoakGame(engine, soakSet.kwA, seed);
}

/** Each keyword with the label its cards' abilities start with (the ability only triggers or plays when it applies). */
const byLabel: Record<string, string> = {
  Shintaku: 'shintaku',
  Rescue: 'rescue',
  Ritual: 'ritual',
  Revelation: 'revelation',
  "Zan'ei": 'zanei',
  Domination: 'domination',
  Bōshoku: 'boshoku',
  Kagenui: 'kagenui',
  Raigeki: 'raigeki',
  Rush: 'rush',
  Burst: 'burst',
  'Charge!!': 'charge',
  Darkness: 'darkness',
  Magia: 'magia',
  'Time Leap': 'time-leap',
  Hollow: 'hollow',
  Wave: 'wave',
  Anyaku: 'anyaku',
  Bloom: 'bloom',
};

/** The keywords a game played: abilities played by label, and the states and links the keyword rules make. */
export function keywordsPlayed(game: Game): string[] {
  const seen = new Set<string>();
  for (const e of game.history()) {
    if (e.type === 'ability-played' || e.type === 'ability-activated') {
      const label = String(e.detail?.['label'] ?? '');
      const head = label.split(/[:( ]/)[0]!;
      const keyword = byLabel[label.startsWith('Time Leap') ? 'Time Leap' : head];
      if (keyword !== undefined) seen.add(keyword);
    }
    // Blaze and Success make states (14.23.1, 14.39.2); Harmony links units (14.36.1); Charge!!'s rule (14.31.2).
    if (e.type === 'unit-state' && (e.detail?.['state'] === 'blaze' || e.detail?.['state'] === 'success'))
      seen.add(String(e.detail['state']));
    if (e.type === 'harmony') seen.add('harmony');
    if (e.type === 'moved' && e.detail?.['reason'] === 'charge') seen.add('charge battle end');
  }
  return [...seen];
}

export interface KeywordGameSummary {
  seed: number;
  result: string;
  keywords: string[];
}

/** One complete seeded game: it ends with a result, every physical card is in one zone, decks stay hidden. */
export function playKeywordGame(seed: number): KeywordGameSummary {
  const game = newKeywordGame(seed);
  const actions = playRandom(game, seed);
  if (game.result === null) throw new Error(`seed ${seed}: no result after ${actions.length} actions`);
  const serials = physicalSerials(game);
  if (serials.length !== 110 || serials.some((s, i) => s !== i + 1))
    throw new Error(`seed ${seed}: cards not conserved (${serials.length})`);
  for (const viewer of ['p1', 'p2']) {
    for (const [key, zone] of Object.entries(game.view(viewer).zones)) {
      const hidden = key.endsWith('/deck') || (key.endsWith('/hand') && !key.startsWith(`${viewer}/`));
      const unknown = zone.cards.filter((c) => game.state.cards[c.id]?.knownTo?.includes(viewer) !== true);
      if (hidden && unknown.length > 0) throw new Error(`seed ${seed}: ${viewer} sees cards of ${key}`);
    }
  }
  return { seed, result: game.result.kind, keywords: keywordsPlayed(game) };
}
