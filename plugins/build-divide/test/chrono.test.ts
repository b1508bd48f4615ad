import { describe, expect, it } from 'vitest';
import { P1, P2, card, clear, count, finishTurn, mainPhase, ok, passUntil, power, put, zone } from './board.js';

type Game = ReturnType<typeof mainPhase>;
const energy = (game: Game, player: string, id: string, n: number) => {
  for (let i = 0; i < n; i++) put(game, player, id, 'energy');
};
const settle = (game: Game) =>
  passUntil(game, (g) => g.decision?.kind !== 'play' || (g.state.stack.length === 0 && g.position().window === 'main'));
const options = (game: Game) => (game.decision as unknown as { options: { id: string }[] }).options.map((o) => o.id);

describe("the chrono deck's verbs (1603-2b, 902-5, 1204-2e, 1204-3a:v, 1417-5a)", () => {
  it("[BD 1603-2b] both players gain an extra turn at once: the non-turn player's is taken first, then the turn player's", () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 5);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'twin-clock', 'hand') });
    settle(game);
    const players: string[] = [];
    for (let i = 0; i < 3; i++) {
      finishTurn(game);
      players.push(game.state.turn.player);
    }
    // Without the card: P2, P1, P2. With the turn player's extra turn first it would be P1, P2, P2.
    expect(players).toEqual([P2, P1, P2]);
  });

  it('[BD 902-5] an effect that opens "a territory" opens one, chosen by its controller', () => {
    const game = mainPhase();
    clear(game, P1, 'territory');
    const first = put(game, P1, 'tide-spire', 'territory');
    const second = put(game, P1, 'blaze-citadel', 'territory');
    energy(game, P1, 'white-energy', 3);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'gate-key', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 902-5', min: 1, max: 1 });
    expect(options(game).sort()).toEqual([first, second].sort());
    ok(game, { type: 'choose', player: P1, choice: [second] });
    settle(game);
    expect(card(game, second)!.status['open']).toBe(true);
    expect(card(game, first)!.status['open']).toBeUndefined();
  });

  it('[BD 1204-2e] while the card is played its "then" text does not exist: it needs no target then, and is playable with no unit anywhere', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 2);
    const strike = put(game, P1, 'then-strike', 'hand');
    expect(game.legalActions()).toContainEqual({ type: 'play', player: P1, card: strike });
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: strike });
    const log = game.state.log.slice(from).filter((e) => e.type === 'item-played' || e.type === 'item-resolves');
    // Played with no target asked for its "then" part; that part is played only after the card resolved.
    expect(log.map((e) => `${e.type} ${String(e.detail?.['label'])}`).slice(0, 3)).toEqual([
      'item-played Then Strike',
      'item-resolves Then Strike',
      'item-played Then Strike: then',
    ]);
  });

  it('[BD 1204-3a:v] the text after "then" is played as an automatic ability once the text before it resolved: it waits in the resolution zone, answerable', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 2);
    const target = put(game, P2, 'heavy-red', 'field');
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand'); // P2 can answer, so priority stops at each item
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'then-strike', 'hand') });
    passUntil(game, (g) => g.state.stack.some((item) => item.label === 'Then Strike: then'));
    // The card has resolved (drawn, in the graveyard); its "then" part is now an item of its own.
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).toContain('then-strike');
    expect(game.state.stack.map((item) => item.label)).toEqual(['Then Strike: then']);
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: [target] });
    settle(game);
    expect(card(game, target)!.status['damage']).toBe(2000);
  });

  it('[BD 1417-5a, 1417-5] "dress it onto a unit": the card becomes an aura with the information clothes on that unit, and its modifier applies', () => {
    const game = mainPhase();
    energy(game, P1, 'white-energy', 2);
    const unit = put(game, P1, 'heavy-red', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'battle-garb', 'hand'), targets: [unit] });
    settle(game);
    const [garb] = zone(game, P1, 'aura');
    expect(card(game, garb!)).toMatchObject({ card: 'battle-garb', status: { aura: true, host: unit, auraInfo: 'clothes' } });
    expect(power(game, unit)).toBe(6000);
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).not.toContain('battle-garb');
  });
});

describe('order in ordered zones (401-4b, 401-4c, 401-4c:i)', () => {
  function scouted(choice: (top: string[]) => string[]) {
    const game = mainPhase();
    clear(game, P1, 'deck');
    const deck = ['plain-red', 'plain-blue', 'heavy-red', 'big-red', 'blank-life', 'white-energy'].map((id) => put(game, P1, id, 'deck'));
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'seer', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: choice(deck) });
    settle(game);
    return { game, deck };
  }

  it('[BD 401-4c] several cards moved at once into an ordered zone go in the order its owner chooses', () => {
    const { game, deck } = scouted((d) => [d[2]!, d[0]!]);
    expect(zone(game, P1, 'deck').slice(-2)).toEqual([deck[2], deck[0]]);
    const other = scouted((d) => [d[0]!, d[2]!]);
    expect(zone(other.game, P1, 'deck').slice(-2)).toEqual([other.deck[0], other.deck[2]]);
  });

  it('[BD 401-4b] no card of an ordered zone changes place unless an instruction moves it: the others keep their order', () => {
    const { game, deck } = scouted((d) => [d[1]!]);
    expect(zone(game, P1, 'deck')).toEqual([deck[0], deck[2], deck[3], deck[4], deck[5], deck[1]]);
  });

  it('[BD 401-4c:i] the opponent, who cannot see the deck, does not learn the order the cards went in', () => {
    const { game } = scouted((d) => [d[2]!, d[0]!]);
    const seen = game.view(P2).zones[`${P1}/deck`]!;
    expect(seen.count).toBe(6);
    expect(seen.cards).toEqual([]); // only the count: neither which cards nor their order
  });
});
