import { createEngine, type Game } from '@tcgkit/kernel';
import { physicalSerials, playRandom } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { validateVanguardDeck, vanguardCards, vanguardDecks, vanguardModule } from '../src/index.js';

const engine = createEngine([vanguardModule]);
const games = Number(process.env['VG_RANDOM_GAMES'] ?? 60);
const cards = new Map(vanguardCards.map((c) => [c.id, c]));

function newGame(seed: number): Game {
  const decks = seed % 2 === 0 ? ['gilded-wings', 'toybox-troupe'] : ['toybox-troupe', 'gilded-wings'];
  return engine.create({ title: 'vanguard', seed, players: decks.map((deck) => ({ deck })), history: 'full' });
}

/** The keywords and dress mechanics a game used, read from its events. */
function keywordsPlayed(game: Game): Set<string> {
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

describe('seeded random games between the keyword demo decks (gilded-wings, toybox-troupe)', () => {
  it('[VG 14.57.2.1, VG 8.1.8] the keyword demo decks are legal: one Ace Unit, one Regalis Piece', () => {
    for (const deck of vanguardDecks.filter((d) => d.name === 'gilded-wings' || d.name === 'toybox-troupe'))
      expect(validateVanguardDeck(deck, cards)).toEqual([]);
  });

  it(`[playout] ${games} random games each end, conserve cards, and together play every keyword of 14.41–14.63 implemented`, () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= games; seed++) {
      const game = newGame(seed);
      playRandom(game, seed);
      expect(game.result, `seed ${seed}`).not.toBeNull();
      const serials = physicalSerials(game);
      expect(serials.length, `seed ${seed}`).toBe(110);
      for (const k of keywordsPlayed(game)) seen.add(k);
    }
    if (games >= 50) {
      for (const keyword of [
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
      ])
        expect(seen, keyword).toContain(keyword);
    }
  }, 300_000);
});
