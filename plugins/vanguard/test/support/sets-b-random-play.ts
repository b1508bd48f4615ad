/**
 * Random games between the deck pair of the set-specific rules 17.9–17.16 (`spirit-forge`, `coro-blades`) and the
 * mechanisms each game used, read from its events: shared by the seeded random-games test and the soak.
 */
import type { Game } from '@tcgkit/kernel';
import type { SeededGames } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakSet } from './soak-set.js';

/** The plugin with the deck pair added (not among the built-in decks, so the generic playouts keep the demo decks). */
const engine = soakEngine(soakSet.setsB);

export function newSetsBGame(seed: number): Game {
  return newSoakGame(engine, soakSet.setsB, seed);
}

/** Ability labels (their start) and the mechanism each shows. */
const byLabel: [string, string][] = [
  ['Over Soul', 'over soul (17.9.1)'],
  ['ハオ', 'set subtype (17.9.2)'],
  ['Scouted agent', 'stored ability (17.11.3.1)'],
  ['稼働', '稼働 (17.12.3)'],
  ['Memories', 'memories (17.15)'],
  ['真剣必殺', '真剣必殺 (17.14.1)'],
  ['誉', '誉 (17.14.2)'],
  ['二刀開眼', '二刀開眼 (17.14.3)'],
  ['修行中', '修行中 (17.14.4)'],
  ['でんぢやらすスキル', 'でんぢやらすスキル (17.16.1)'],
  ['Retry', 'retry (17.16.2)'],
  ['契約', '契約 (17.16.4)'],
  ['デカ杉っ!', 'デカ杉っ! (17.16.5)'],
  ['C+P=X', 'C+P=X (17.16.7)'],
  // cards/pool-soak-3.ts: stored cards and memories, move icons, 超必殺わざ and growth sources read by a card.
  ['Spirit Chronicler', 'stored and memories read (17.10, 17.15.1.1)'],
  ['Coro Field Scholar', 'move icon, super move and growth read (17.13, 2.9.3.7)'],
];

/** The set mechanisms a game used, read from its events. */
export function setsBPlayed(game: Game): Set<string> {
  const seen = new Set<string>();
  for (const e of game.history()) {
    const label = String(e.detail?.['label'] ?? '');
    if (e.type === 'ability-played' || e.type === 'ability-activated')
      for (const [prefix, name] of byLabel) if (label.startsWith(prefix)) seen.add(name);
    const reason = e.detail?.['reason'];
    if (e.type === 'moved' && reason === 'scout') seen.add('scout (17.11.1.2)');
    if (e.type === 'moved' && reason === 'engage') seen.add('engage (17.11.1.3)');
    if (e.type === 'moved' && reason === 'storage-rule') seen.add('storage without host (17.11.4)');
    if (e.type === 'operated') seen.add('operate (17.12.2)');
    if (e.type === 'waza-used') seen.add('use わざ (17.13.2.2)');
    if (e.type === 'crest-gained') seen.add('race crest (17.14.5)');
    if (e.type === 'persona-rode') seen.add('開眼 persona ride (17.16.3)');
    if (e.type === 'explosive-growth') seen.add('爆裂成長期 (17.16.6.2)');
    if (e.type === 'moved' && reason === 'growth-return') seen.add('return leaving growth (17.16.6.7)');
    if (e.type === 'moved' && reason === 'growth-unlinked') seen.add('growth sources follow (17.16.6.4)');
  }
  return seen;
}

/** Every mechanism the deck pair is built to play. */
export const setsBFeatures: readonly string[] = [
  ...new Set(byLabel.map(([, name]) => name)),
  'scout (17.11.1.2)',
  'engage (17.11.1.3)',
  'operate (17.12.2)',
  'use わざ (17.13.2.2)',
  'race crest (17.14.5)',
  '開眼 persona ride (17.16.3)',
  '爆裂成長期 (17.16.6.2)',
  'return leaving growth (17.16.6.7)',
  'growth sources follow (17.16.6.4)',
];

/** The deck pair's seeded random games (`@tcgkit/testing` plays and checks them). */
export const setsBGames: SeededGames = { newGame: newSetsBGame, features: setsBPlayed };
