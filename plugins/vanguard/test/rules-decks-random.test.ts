import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type Game } from '@tcgkit/kernel';
import { checkTitlePlayouts, playSeededGames } from '@tcgkit/testing';
import { createVanguardPlugin, defaultVanguardOptions, rulesDecks, validateVanguardDeck, vanguardCards } from '../src/index.js';

const plugin = createVanguardPlugin({ ...defaultVanguardOptions, decks: rulesDecks });
const engine = createEngine([titleModule(plugin)]);
const games = Math.max(Number(process.env['VG_RULES_GAMES'] ?? 30), 30);

function newRulesGame(seed: number): Game {
  const decks = seed % 2 === 0 ? ['cinder-rules', 'tidecrest-rules'] : ['tidecrest-rules', 'cinder-rules'];
  return engine.create({ title: 'vanguard', seed, players: decks.map((deck) => ({ deck })), history: 'full' });
}

/** The mechanisms a game used, read from its events. */
function mechanisms(game: Game): Set<string> {
  const seen = new Set<string>();
  // 7.36.1: an attack made in the main phase (between its start and the battle phase's) is an effect's attack.
  let inMainPhase = false;
  let lookoutPlayed = false;
  for (const e of game.history()) {
    if (e.type === 'start-of-main-phase') inMainPhase = true;
    if (e.type === 'start-of-battle-phase' || e.type === 'turn-began') inMainPhase = false;
    if (e.type === 'attacks' && inMainPhase) seen.add('attack-from-main');
    if (e.type === 'hit' && e.detail?.['withoutHit'] === true) seen.add('hit-effects-without-hit');
    if (
      e.type === 'moved' &&
      e.detail?.['reason'] === 'swap' &&
      String(e.detail['from']).endsWith('/hand') &&
      String(e.detail['to']).endsWith('/soul')
    )
      seen.add('swap-zones');
    // 7.10.3: Reef Lookout's ACT revealed a card from the hand (the next reveal after it was played).
    if (e.type === 'ability-activated') lookoutPlayed = String(e.detail?.['label'] ?? '').startsWith('Reef Lookout');
    if (e.type === 'revealed' && lookoutPlayed && Array.isArray(e.detail?.['cards']) && e.detail['cards'].length > 0)
      seen.add('reveal-from-hand');
    if (e.type === 'kinds-counted') seen.add('count-kinds');
    if (e.type === 'ability-disabled') seen.add('disable-ability');
    if (e.type === 'turn-ending') seen.add('end-turn');
    if (e.type === 'costs-nullified') seen.add('nullify-costs');
    if (e.type === 'turn-began' && e.detail?.['extra'] === true) seen.add('extra-turn');
    if (e.type === 'moved' && e.detail?.['reason'] === 'set-as-unit') seen.add('set-as-unit');
    const label = String(e.detail?.['label'] ?? '');
    if (e.type === 'ability-played' && label.startsWith('Undertow Guard')) seen.add('battle-opponent');
    if (e.type === 'ability-played' && label.startsWith('Vengeful Cinder')) seen.add('by-effect-of');
    if (e.type === 'ability-played' && label.startsWith('Scarred Captain')) seen.add('damage-from');
    if (e.type === 'ability-played' && label.startsWith('Ember Chronicler')) seen.add('drawn-by-ability');
    if (e.type === 'moved' && e.detail?.['reason'] === 'play-order' && e.detail['definition'] === 'cw-ember-rally')
      seen.add('repeat-distinct');
    if (e.type === 'moved' && e.detail?.['definition'] === 'tf-riptide' && String(e.detail['to']).endsWith('/order-area'))
      seen.add('drive');
  }
  return seen;
}

describe('seeded random games between the rules decks', () => {
  it('[vanguard cards] the rules decks are legal (8.1)', () => {
    const cards = new Map(vanguardCards.map((c) => [c.id, c]));
    for (const deck of rulesDecks) expect(validateVanguardDeck(deck, cards), deck.name).toEqual([]);
  });

  it(`[playout] ${games} random games between cinder-rules and tidecrest-rules end in a result, conserve cards, hide what they must, and use every mechanism of their demo cards`, () => {
    // playSeededGames checks each finished game: a result, no open decision, cards conserved, views private.
    const report = playSeededGames({ newGame: newRulesGame, features: mechanisms }, games);
    expect(report.games).toBe(games);
    const all = [
      'count-kinds',
      'disable-ability',
      'end-turn',
      'extra-turn',
      'set-as-unit',
      'battle-opponent',
      'by-effect-of',
      'damage-from',
      'drive',
      // pool-soak.ts: 7.36.1, 10.7.1.8, 7.8.3, 7.6.4.1, 12.7.3, 7.10.3.
      'attack-from-main',
      'hit-effects-without-hit',
      'swap-zones',
      'drawn-by-ability',
      'repeat-distinct',
      'reveal-from-hand',
    ];
    for (const m of all) expect(report.gamesWith[m] ?? 0, m).toBeGreaterThan(0);
  }, 600_000);

  it('[playout invariants] rules-deck games keep every playout invariant (replay and restore identically, zone limits, hostile input rejected unchanged) with main-phase attacks, swapped zones and reveals from the hand', () => {
    const report = checkTitlePlayouts(plugin, { games: 2, seed: 20261126, decks: ['cinder-rules', 'tidecrest-rules'] });
    expect(report.games).toBe(2);
    expect(report.actions).toBeGreaterThan(2 * 10);
  }, 600_000);
});
