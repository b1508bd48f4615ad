import { answerAt, answerCount } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { cardSchema, validateWeissSchwarzDeck, weissSchwarzCards, weissSchwarzDecks } from '../src/index.js';
import { engine, newDemoGame } from './support/random-play.js';

const pool = new Map(weissSchwarzCards.map((card) => [card.id, card]));
const filler = [
  'lf-ember-page',
  'lf-spark-courier',
  'lf-vigil-sentry',
  'lf-cinder-cub',
  'lf-lantern-knight',
  'lf-ash-dancer',
  'lf-warding-herald',
  'lf-pyre-seer',
  'lf-gilded-guard',
  'lf-flare-rite',
  'lf-shimmer-veil',
  'lf-dawn-regent',
];
/** A deck of `size` cards: 4 of each filler, then `climaxes`. */
function deckOf(size: number, climaxes: string[]): string[] {
  const main = [...climaxes];
  for (const id of filler) for (let i = 0; i < 4 && main.length < size; i++) main.push(id);
  let extra = 0;
  while (main.length < size) main.push(['tw-reef-scout', 'tw-moss-keeper', 'tw-tide-runner', 'tw-coral-blade'][Math.floor(extra++ / 4)]!);
  return main;
}
const codes = (main: string[]) => validateWeissSchwarzDeck({ main }, pool).map((e) => e.rule);

describe('deck construction (WS-002)', () => {
  it('[WS 5.1.2.1] exactly 50 cards: 49 and 51 are rejected', () => {
    expect(codes(deckOf(49, []))).toContain('WS 5.1.2.1');
    expect(codes(deckOf(51, []))).toContain('WS 5.1.2.1');
    expect(codes(deckOf(50, []))).toEqual([]);
  });

  it('[WS 5.1.2.2.1] at most 4 cards of a name, counting different cards with the same name together', () => {
    const twin = { ...pool.get('lf-ember-page')!, id: 'ember-page-alt' };
    const withTwin = new Map([...pool, [twin.id, twin]]);
    const main = deckOf(50, []);
    main[main.length - 1] = 'ember-page-alt';
    expect(validateWeissSchwarzDeck({ main }, withTwin).map((e) => e.rule)).toContain('WS 5.1.2.2');
  });

  it('[WS 5.1.2.3] at most 8 climaxes: 8 (4 + 4) is legal, 9 is not, and 5 of one climax name is not', () => {
    const eight = [...Array(4).fill('lf-sunburst'), ...Array(4).fill('lf-kindled-path')];
    expect(codes(deckOf(50, eight))).toEqual([]);
    expect(codes(deckOf(50, [...eight, 'tw-high-tide']))).toContain('WS 5.1.2.3');
    expect(codes(deckOf(50, [...Array(5).fill('lf-sunburst'), ...Array(3).fill('lf-kindled-path')]))).toContain('WS 5.1.2.2');
  });

  it('[WS 5.1.2] both demo decks are legal 50-card decks with 8 climaxes', () => {
    for (const deck of weissSchwarzDecks) {
      expect(validateWeissSchwarzDeck(deck, pool)).toEqual([]);
      expect(deck.main.filter((id) => pool.get(id)!.type === 'climax')).toHaveLength(8);
    }
  });

  it('[WS 5.2.1.1] a game cannot start with an illegal deck', () => {
    expect(() =>
      engine.create({ title: 'weiss-schwarz', seed: 1, players: [{ deck: { main: deckOf(49, []) } }, { deck: 'tidewatch' }] }),
    ).toThrow();
  });
});

describe('card data (ch. 2)', () => {
  it('[WS 2.3.2, 2.4, 2.9.1, 2.10.1] the schema knows the three card types and four colours, and rejects a character without power or soul and an event with power', () => {
    expect(cardSchema.safeParse({ id: 'x', name: 'X', type: 'character', colour: 'red', level: 0, cost: 0 }).success).toBe(false);
    expect(cardSchema.safeParse({ id: 'x', name: 'X', type: 'event', colour: 'red', power: 1000, effect: [] }).success).toBe(false);
    expect(cardSchema.safeParse({ id: 'x', name: 'X', type: 'climax', colour: 'purple' }).success).toBe(false);
  });

  it('[WS 2.19.1] a climax has no level or cost: it reads as 0', () => {
    const climax = cardSchema.parse({ id: 'x', name: 'X', type: 'climax', colour: 'red' });
    expect([climax.level, climax.cost]).toEqual([0, 0]);
    expect(cardSchema.safeParse({ id: 'x', name: 'X', type: 'climax', colour: 'red', level: 1 }).success).toBe(false);
  });

  it('[WS 10.2.3] every character of the pool has the default Encore [(3)]', () => {
    for (const card of weissSchwarzCards.filter((c) => c.type === 'character')) {
      expect(card.keywords).toContainEqual({ name: 'encore', cost: 'stock', amount: 3 });
    }
  });
});

describe('set-up (WS-001)', () => {
  it('[WS 5.2.1.3] the first player is chosen at random: both players go first over several seeds, with no choice asked', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const game = newDemoGame(seed);
      firsts.add(game.state.turn.firstPlayer);
      expect(game.decision?.prompt).toMatch(/redraw/);
    }
    expect(firsts).toEqual(new Set(['p1', 'p2']));
  });

  it('[WS 5.2.1.4, 5.2.1.5] each player draws 5; the first player redraws first, once; then the second player, once', () => {
    const game = newDemoGame(3);
    const first = game.state.turn.firstPlayer;
    const second = first === 'p1' ? 'p2' : 'p1';
    expect(game.state.zones[`${first}/hand`]).toHaveLength(5);
    expect(game.state.zones[`${second}/hand`]).toHaveLength(5);
    expect(game.decision?.player).toBe(first);
    // The second player cannot redraw first.
    expect(game.act({ type: 'choose', player: second, choice: [] }).ok).toBe(false);
    const discard = game.state.zones[`${first}/hand`]!.slice(0, 2);
    expect(game.act({ type: 'choose', player: first, choice: discard }).ok).toBe(true);
    expect(game.decision?.player).toBe(second);
    expect(game.act({ type: 'choose', player: second, choice: [] }).ok).toBe(true);
    // 5 after the redraw, then the first turn's draw (there is no first-turn draw skip, digest §5.2).
    expect(game.state.zones[`${first}/hand`]).toHaveLength(6);
    expect(game.state.zones[`${first}/deck`]).toHaveLength(42);
    expect(game.state.zones[`${first}/waiting-room`]).toHaveLength(2);
    expect(game.state.zones[`${second}/deck`]).toHaveLength(45);
    expect(game.state.zones[`${second}/waiting-room`]).toHaveLength(0);
    // 5.2.1.5: the game starts with the first player's turn; no further redraw is offered.
    expect(game.state.turn.player).toBe(first);
    expect(game.state.turn.number).toBe(1);
    expect(game.decision?.prompt).not.toMatch(/redraw/);
  });

  it('[WS 5.2.1.3.1] nobody chooses to go first or second: the first player is fixed before any decision, and no set-up decision offers the choice', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const game = newDemoGame(seed);
      const first = game.state.turn.firstPlayer;
      for (let i = 0; i < 40 && game.state.turn.number === 0 && game.decision !== null; i++) {
        expect(game.decision.prompt).not.toMatch(/first|second/i);
        const legal = game.legalActions();
        expect(legal.some((a) => /first|second/i.test(a.type) || JSON.stringify(a).match(/go-(first|second)/) !== null)).toBe(false);
        expect(game.act(answerAt(legal, answerCount(legal) - 1n)).ok).toBe(true);
      }
      expect(game.state.turn.firstPlayer).toBe(first);
      // An attempt to choose is refused and changes nothing.
      const before = game.snapshot();
      expect(game.act({ type: 'go-second', player: first }).ok).toBe(false);
      expect(game.snapshot()).toBe(before);
    }
  });
});
