import { createEngine, ErrorCode, titleModule, type DeckList } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { decks, emberDeck } from '../src/cards/decks.js';
import { demoCards } from '../src/cards/pool.js';
import { BuddyfightCard, defineCard } from '../src/cards/schema.js';
import { buddyfightPlugin, validateDeck } from '../src/index.js';
import type { BuddyfightCardData } from '../src/instructions.js';
import { buddyfightVerbs } from '../src/verb-list.js';
import { engine, newGame } from './support.js';

const pool = new Map(buddyfightPlugin.cards!.map((c) => [c.id, c]));
const codes = (deck: DeckList) => validateDeck(deck, pool).map((e) => e.code);

describe('fight set-up', () => {
  it('[BF Intro, Mat-②, Mat-③] each fighter has a flag and a buddy placed, life 10, 2 gauge from the deck and 6 cards in hand', () => {
    const game = newGame(5);
    for (const p of ['p1', 'p2']) {
      expect(game.state.players.find((x) => x.id === p)!.status['life']).toBe(10);
      expect(game.state.zones[`${p}/flag`]).toHaveLength(1);
      expect(game.state.zones[`${p}/buddy`]).toHaveLength(1);
      expect(game.state.zones[`${p}/gauge`]).toHaveLength(2);
      expect(game.state.zones[`${p}/hand`]).toHaveLength(6);
      expect(game.state.zones[`${p}/deck`]).toHaveLength(50 - 8);
    }
    // The first player decides on the redraw first.
    expect(game.decision).toMatchObject({ kind: 'select', player: game.state.turn.firstPlayer, prompt: expect.stringContaining('Redraw') });
  });

  it('[BF Intro] the one-time redraw shuffles the hand back and draws 6; each fighter is asked once, then turn 1 begins', () => {
    const game = newGame(5);
    const first = game.state.turn.firstPlayer;
    const second = first === 'p1' ? 'p2' : 'p1';
    const before = [...game.state.zones[`${first}/hand`]!].map((id) => game.state.cards[id]!.serial);
    expect(game.act({ type: 'choose', player: first, choice: ['yes'] }).ok).toBe(true);
    expect(game.state.zones[`${first}/hand`]).toHaveLength(6);
    expect(game.state.zones[`${first}/deck`]).toHaveLength(42);
    expect(game.state.log.some((e) => e.type === 'redraw' && e.player === first)).toBe(true);
    expect(game.state.zones[`${first}/hand`]!.map((id) => game.state.cards[id]!.serial)).not.toEqual(before);
    expect(game.decision).toMatchObject({ kind: 'select', player: second, prompt: expect.stringContaining('Redraw') });
    game.act({ type: 'choose', player: second, choice: ['no'] });
    expect(game.state.turn).toMatchObject({ number: 1, player: first });
    expect(game.decision?.player).toBe(first);
  });

  it('[BF Mat-④, Mat-③] nobody sees gauge cards, the owner included; the flag and buddy are public; the opponent hand is a count', () => {
    const game = newGame(5);
    const view = game.view('p1');
    expect(view.zones['p1/gauge']!.count).toBe(2);
    expect(view.zones['p1/gauge']!.cards.every((c) => c.card === undefined)).toBe(true);
    expect(view.zones['p2/buddy']!.cards[0]!.card).toBeDefined();
    expect(view.zones['p2/flag']!.cards[0]!.card).toBeDefined();
    expect(view.zones['p2/hand']!.count).toBe(6);
    expect(view.zones['p2/hand']!.cards.every((c) => c.card === undefined)).toBe(true);
  });
});

describe('deck construction', () => {
  it('[BF X:カードの見方, Mat-②, Mat-③] both demo decks are legal on different flags', () => {
    expect(decks.map((d) => d.extra!['flag']![0])).toEqual(['ember-flag', 'tide-flag']);
    for (const deck of decks) expect(codes(deck)).toEqual([]);
    expect(engine.title('buddyfight').decks.map((d) => d.name)).toEqual(['ember', 'tide']);
  });

  it('[BF X:カードの見方] at most 4 cards of a name, counted by name across card ids', () => {
    const fifth = { ...emberDeck, main: [...emberDeck.main.slice(0, -1), 'ember-whelp'] };
    expect(codes(fifth)).toContain('BF_DECK_COPIES');
    const twin = defineCard({
      id: 'whelp-reprint',
      name: 'Cinder Whelp',
      type: 'monster',
      worlds: ['ember'],
      size: 1,
      power: 3000,
      defense: 2000,
      critical: 1,
    });
    const withTwin = new Map([...pool, [twin.id, twin]]);
    const reprint = { ...emberDeck, main: [...emberDeck.main.slice(0, -1), 'whelp-reprint'] };
    expect(validateDeck(reprint, withTwin).map((e) => e.code)).toContain('BF_DECK_COPIES');
  });

  it('[BF Oth:特殊フラッグ, Oth:デッキに入れて使うフラッグ] cards of a world the flag does not allow, and flags, cannot be in the deck', () => {
    expect(codes({ ...emberDeck, main: [...emberDeck.main.slice(1), 'tide-squire'] })).toContain('BF_DECK_WORLD');
    expect(codes({ ...emberDeck, main: [...emberDeck.main.slice(1), 'tide-flag'] })).toContain('BF_DECK_FLAG_IN_DECK');
    expect(codes({ ...emberDeck, extra: { buddy: ['ember-vulcar'] } })).toContain('BF_DECK_FLAG');
    expect(codes({ ...emberDeck, extra: { flag: ['ember-flag'], buddy: ['ember-breath'] } })).toContain('BF_DECK_BUDDY');
    expect(codes({ ...emberDeck, main: emberDeck.main.slice(10) })).toContain('BF_DECK_SIZE');
  });

  it('[BF X:カードの見方] the engine refuses to start a game on an illegal deck', () => {
    const bad = { ...emberDeck, main: [...emberDeck.main.slice(1), 'tide-squire'] };
    const fresh = createEngine([titleModule(buddyfightPlugin)]);
    expect(() => fresh.create({ title: 'buddyfight', seed: 1, players: [{ deck: bad }, { deck: 'tide' }] })).toThrow(
      /BF_DECK_WORLD|not usable/,
    );
  });
});

describe('card data', () => {
  it('[BF X:カードの見方] the card schema rejects a monster without size and a spell without an effect, naming the card', () => {
    expect(() => defineCard({ id: 'x', name: 'X', type: 'monster', worlds: ['w'], power: 1, defense: 1, critical: 1 })).toThrow(/card "x"/);
    expect(() => defineCard({ id: 'y', name: 'Y', type: 'spell', worlds: ['w'] })).toThrow(/card "y".*effect/);
    expect(() => defineCard({ id: 'z', name: 'Z', type: 'monster', worlds: ['w'], size: 4, power: 1, defense: 1, critical: 1 })).toThrow(
      /size/,
    );
  });

  it('[BF X:カードの見方] every demo card passes the schema', () => {
    for (const card of demoCards) expect(BuddyfightCard.safeParse(card).success, card.id).toBe(true);
  });
});

describe('Buddyfight card data is typed and checked by the instruction language', () => {
  it('[buddyfight cards] every registered verb types card data; the pool and fixtures validate against the title language', () => {
    const typed = new Set<string>(buddyfightVerbs.map((verb) => verb.name));
    expect((buddyfightPlugin.verbs ?? []).map((verb) => verb.name).filter((name) => !typed.has(name))).toEqual([]);
    const title = engine.title('buddyfight');
    expect(title.checkCards([...title.cards.values()])).toEqual([]);
  });

  it('[buddyfight cards] a misspelt verb inside may-pay is a compile error and an INVALID_CARD when the engine is built', () => {
    const typo: BuddyfightCardData = {
      id: 'typo',
      name: 'Typo',
      type: 'spell',
      worlds: ['test'],
      // @ts-expect-error "gain-lfe" is no verb: the nested program of `may-pay` is typed by the title's verbs
      effect: [{ do: 'may-pay', cost: [{ do: 'pay-gauge', count: 1 }], then: [{ do: 'gain-lfe', amount: 1 }] }],
    };
    const card = defineCard(typo); // the open language checks structure only; the engine checks names
    expect(() => createEngine([titleModule({ ...buddyfightPlugin, cards: [...buddyfightPlugin.cards!, card] })])).toThrow(
      expect.objectContaining({ code: ErrorCode.invalidCard, message: expect.stringContaining('unknown verb "gain-lfe"') }),
    );
  });
});
