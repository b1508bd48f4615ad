import { describe, expect, it } from 'vitest';
import type { DeckList } from '@tcgkit/kernel';
import { oneOfEachGrade, standardDeckRules, vanguardDecks } from '../src/index.js';
import { A, B, choose, names, ok, rejected, scenarioEngine, zone } from './support/board.js';
import { engine } from './support/random-play.js';
import { copies } from '../src/cards/deck-copies.js';

const deckL: DeckList = {
  name: 'L',
  main: copies({ TC: 4, TD: 4, TF: 4, TH: 4, U1: 4, U1N: 4, U2: 4, U2N: 4, U3: 4, 'A-ATK': 4, 'A-SUPP': 4, 'A-HIT': 4, 'O-DRAW': 2 }),
  extra: { 'ride-deck': ['RD0', 'RD1', 'RD2', 'RD3'] },
};
const swap = (list: readonly string[], from: string, to: string, times = 1): string[] => {
  const out = [...list];
  for (let i = 0; i < times; i++) out[out.indexOf(from)] = to;
  return out;
};
const codes = (deck: DeckList, options?: Record<string, string>) =>
  scenarioEngine()
    .validateDeck('vanguard', deck, options)
    .map((e) => e.code);
/** G decks and G units are played in the premium format only (src/premium/format.ts). */
const premium = { format: 'premium' };

describe('deck construction (8.1)', () => {
  it('[VG 8.1.4.1, 8.1.4.3, 8.1.5, 8.1.6, 8.1.6.1, 8.1.6.2, 8.1.7, 14.10.2] VG-001 deck L is legal and each variant names the rule it breaks', () => {
    expect(codes(deckL)).toEqual([]);
    expect(codes({ ...deckL, main: deckL.main.filter((_, i) => i !== deckL.main.indexOf('U1')) })).toEqual(['VG_DECK_SIZE']);
    expect(codes({ ...deckL, main: [...deckL.main, 'F'] })).toEqual(['VG_DECK_SIZE']);
    expect(codes({ ...deckL, main: swap(deckL.main, 'TF', 'Extra') })).toEqual(['VG_TRIGGER_COUNT']);
    expect(codes({ ...deckL, main: swap(deckL.main, 'TF', 'TH2') })).toEqual(['VG_HEAL_COUNT']);
    expect(codes({ ...deckL, main: swap(deckL.main, 'TF', 'TO', 2) })).toEqual(['VG_OVER_COUNT']);
    expect(codes({ ...deckL, extra: { 'ride-deck': ['RD0', 'U1', 'RD2', 'RD3'] } })).toEqual(['VG_TOO_MANY_COPIES']);
    const sentinels = ['S1', 'S2', 'S3', 'S4', 'S5'].reduce(
      (main, card) => swap(main, main.includes('U1N') ? 'U1N' : 'U2N', card),
      [...deckL.main],
    );
    expect(codes({ ...deckL, main: sentinels })).toEqual(['VG_SENTINEL_COUNT']);
    expect(codes({ ...deckL, main: swap(deckL.main, 'U1', 'GU') }, premium)).toEqual(['VG_G_UNIT_IN_MAIN']);
    expect(codes({ ...deckL, extra: { ...deckL.extra, 'g-zone': Array.from({ length: 17 }, () => 'GU') } }, premium)).toContain(
      'VG_G_DECK_SIZE',
    );
  });

  it('[VG 8.1.6, 8.1.5] VG-001(j) triggers are counted across main and ride deck; a fifth copy of a name is not', () => {
    const moved: DeckList = { main: swap(deckL.main, 'TC', 'Extra'), extra: { 'ride-deck': ['RD0', 'RD1', 'RD2', 'RD3', 'TC'] } };
    expect(codes(moved)).toEqual([]);
    const fifth: DeckList = { main: deckL.main, extra: { 'ride-deck': ['RD0', 'RD1', 'RD2', 'RD3', 'TC'] } };
    expect(codes(fifth)).toEqual(expect.arrayContaining(['VG_TOO_MANY_COPIES', 'VG_TRIGGER_COUNT']));
  });

  it('[VG 8.1.4.2] ride-deck contents (Appendix D) are a configurable check: off by default, one of each grade when chosen', () => {
    const strict = (deck: DeckList) =>
      scenarioEngine({ deckRules: { ...standardDeckRules, rideDeck: oneOfEachGrade } })
        .validateDeck('vanguard', deck)
        .map((e) => e.code);
    expect(strict(deckL)).toEqual([]);
    const withTrigger: DeckList = { main: swap(deckL.main, 'TC', 'Extra'), extra: { 'ride-deck': ['RD0', 'RD1', 'RD2', 'RD3', 'TC'] } };
    expect(codes(withTrigger)).toEqual([]);
    expect(strict(withTrigger)).toEqual(['VG_RIDE_DECK_CONTENTS']);
    expect(codes({ ...deckL, extra: { 'ride-deck': ['RD0', 'RD1'] } })).toContain('VG_RIDE_DECK_SIZE');
  });

  it('[VG 8.1.5] the demo decks are legal; creating a game with an illegal deck fails with the reason', () => {
    for (const deck of vanguardDecks) expect(engine.validateDeck('vanguard', deck)).toEqual([]);
    expect(() =>
      scenarioEngine().create({
        title: 'vanguard',
        seed: 1,
        players: [{ deck: { ...deckL, main: deckL.main.slice(1) } }, { deck: deckL }],
      }),
    ).toThrow(/exactly 50/);
  });
  it('[VG 8.1.5.1] cards with the same name count together even when their other information differs', () => {
    // U3P and U3P2 are two definitions named "Test Persona Dragon".
    const main = swap(swap(deckL.main, 'U3', 'U3P', 3), 'U2N', 'U3P2', 2);
    expect(codes({ ...deckL, main })).toEqual(['VG_TOO_MANY_COPIES']);
    expect(codes({ ...deckL, main: swap(swap(deckL.main, 'U3', 'U3P', 2), 'U2N', 'U3P2', 2) })).toEqual([]);
  });

  it('[VG 8.1.1, 8.1.2] each fighter brings a deck of their own: one main deck, a ride deck and a G deck at most one each, both optional', () => {
    expect(codes({ main: deckL.main })).toEqual([]);
    expect(codes({ ...deckL, extra: { ...deckL.extra, 'g-zone': ['GU'] } }, premium)).toEqual([]);
    const game = scenarioEngine().create({ title: 'vanguard', seed: 1, players: [{ deck: deckL }, { deck: { main: deckL.main } }] });
    const owners = new Set(Object.values(game.state.cards).map((c) => c.owner));
    expect(owners).toEqual(new Set([A, B]));
    expect(Object.values(game.state.cards).filter((c) => c.owner === A)).toHaveLength(54);
    expect(Object.values(game.state.cards).filter((c) => c.owner === B)).toHaveLength(50);
  });
});

describe('pre-game procedure (8.2)', () => {
  it('[VG 8.2.1.2, 8.2.1.3, 8.2.1.6, 8.2.1.8, 8.2.1.9, 4.18.3, 7.45, 9.2.1, 7.45.1] VG-002 first vanguard, who goes first, opening hands, one mulligan each, stand up', () => {
    const game = scenarioEngine().create({ title: 'vanguard', seed: 3, players: [{ deck: deckL }, { deck: deckL }] });
    // 8.2.1.2: only a grade 0 from the ride deck can be the first vanguard.
    const rd1 = zone(game, A, 'ride-deck').find((id) => game.state.cards[id]!.card === 'RD1')!;
    rejected(game, { type: 'choose', player: A, choice: [rd1] }, 'BAD_CHOICE');
    choose(
      game,
      zone(game, A, 'ride-deck').find((id) => game.state.cards[id]!.card === 'RD0')!,
    );
    expect(game.state.cards[zone(game, A, 'field')[0]!]!.faceUp).toBe(false);
    choose(
      game,
      zone(game, B, 'ride-deck').find((id) => game.state.cards[id]!.card === 'RD0')!,
    );
    // 8.2.1.6: a fighter chosen at random decides who goes first.
    expect(game.decision?.rule).toBe('VG 8.2.1.6');
    choose(game, A);
    // 8.2.1.8: A (first) mulligans first: two cards to the bottom, draw two, shuffle.
    expect(game.decision?.player).toBe(A);
    const returned = zone(game, A, 'hand').slice(0, 2);
    ok(game, { type: 'choose', player: A, choice: returned });
    expect(game.decision?.player).toBe(B);
    const shufflesBefore = game.state.log.filter((e) => e.type === 'shuffled').length;
    choose(game);
    const shuffles = game.state.log.filter((e) => e.type === 'shuffled').slice(shufflesBefore);
    expect(shuffles).toEqual([]); // B returned nothing: no shuffle.
    for (const p of [A, B]) {
      expect(zone(game, p, 'deck').length).toBe(45 + (p === A ? -1 : 0));
      expect(zone(game, p, 'soul')).toEqual([]);
      expect(zone(game, p, 'damage')).toEqual([]);
      expect(zone(game, p, 'ride-deck').length).toBe(3);
      for (const card of zone(game, p, 'ride-deck')) expect(game.state.cards[card]!.faceUp).toBe(false);
      expect(
        game
          .view(p)
          .zones[`${p}/ride-deck`]!.cards.map((c) => c.card)
          .sort(),
      ).toEqual(['RD1', 'RD2', 'RD3']);
      expect(game.view(p === A ? B : A).zones[`${p}/ride-deck`]!.cards).toEqual([]);
      expect(game.state.players.find((x) => x.id === p)!.status['vanguardDamage']).toBe(0);
    }
    // Stand up (8.2.1.9): first vanguards face up, standing; turn 1 is A's; A drew for the turn (9.4.2).
    expect(game.state.turn).toMatchObject({ number: 1, player: A, firstPlayer: A });
    for (const p of [A, B]) {
      const vc = game.state.zones[`${p}/field#vc`]![0]!;
      expect(game.state.cards[vc]).toMatchObject({ card: 'RD0', faceUp: true });
      expect(game.state.cards[vc]!.status['rested']).toBeUndefined();
    }
    expect(zone(game, A, 'hand').length).toBe(6);
    expect(zone(game, B, 'hand').length).toBe(5);
    expect(game.position().phase).toBe('ride');
    expect(names(game, A, 'drop')).toEqual([]);
  });

  it('[VG 8.2.1.4, 8.2.1.5, 8.2.1.7, 4.14.3] before the game the ride deck goes to the ride deck area, the G deck face down to the G zone, and vanguard damage is 0', () => {
    const game = scenarioEngine().create({
      title: 'vanguard',
      seed: 3,
      players: [{ deck: { ...deckL, extra: { ...deckL.extra, 'g-zone': ['GU', 'GU'] } } }, { deck: deckL }],
      options: premium,
    });
    expect(names(game, A, 'ride-deck').sort()).toEqual(['RD0', 'RD1', 'RD2', 'RD3']);
    expect(names(game, A, 'g-zone')).toEqual(['GU', 'GU']);
    for (const id of zone(game, A, 'g-zone')) expect(game.state.cards[id]!.faceUp).toBe(false);
    expect(zone(game, B, 'g-zone')).toEqual([]);
    // 4.14.2: hidden from the other fighter, open to its owner.
    expect(game.view(B).zones[`${A}/g-zone`]).toMatchObject({ count: 2, cards: [] });
    expect(game.view(A).zones[`${A}/g-zone`]!.cards.map((c) => c.card)).toEqual(['GU', 'GU']);
    for (const p of game.state.players) expect(p.status['vanguardDamage'] ?? 0).toBe(0);
  });
});
