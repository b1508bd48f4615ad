import { createEngine, titleModule, type CardDefinition, type Engine } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin, defineCard } from '../src/index.js';
import { resolutionKey } from '../src/state.js';
import { icon } from '../src/keywords.js';
import { P1, P2, card, clear, count, mainPhase, ok, passUntil, put, rejects, windowName, zone } from './board.js';

/**
 * Rule tests for the zones of section 400: what each player sees, order, and positions on entering.
 * Positions are set up through `board.ts` (its `put`/`clear` are the only state writes).
 */
type G = ReturnType<typeof mainPhase>;
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

function engineWith(...extra: CardDefinition[]): Engine {
  return createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), ...extra] })]);
}
const blue1 = { total: 1, colours: ['blue' as const] };
const revealHand = defineCard({
  id: 'open-palm',
  name: 'Open Palm',
  type: 'command',
  cost: blue1,
  effect: [{ do: 'reveal', cards: { zone: 'hand', player: 'you' } }],
});
const revealTop = defineCard({
  id: 'open-top',
  name: 'Open Top',
  type: 'command',
  cost: blue1,
  effect: [{ do: 'reveal', cards: { zone: 'deck', player: 'you', top: 1 } }],
});
const ownUnit = { zone: 'field', player: 'you', where: { test: 'unit' } };
const toDeckTop = defineCard({
  id: 'tuck-top',
  name: 'Tuck Top',
  type: 'command',
  cost: blue1,
  targets: { from: ownUnit, count: 1 },
  effect: [{ do: 'move', cards: { var: 'targets' }, to: 'deck' }],
});
const toDeckBottom = defineCard({
  id: 'tuck-bottom',
  name: 'Tuck Bottom',
  type: 'command',
  cost: blue1,
  targets: { from: ownUnit, count: 1 },
  effect: [{ do: 'move', cards: { var: 'targets' }, to: 'deck', position: 'bottom' }],
});
const lifeGiver = defineCard({
  id: 'life-giver',
  name: 'Life Giver',
  type: 'unit',
  cost: { total: 1, colours: ['white'] },
  power: 1000,
  hit: 1,
  abilities: [icon('enter', { life: 1 })],
});
const setAside = defineCard({
  id: 'set-aside',
  name: 'Set Aside',
  type: 'command',
  cost: blue1,
  targets: { from: ownUnit, count: 1 },
  effect: [{ do: 'set-face-down', cards: { var: 'targets' } }],
});
const seen = (game: G, viewer: string, key: string) =>
  game
    .view(viewer)
    .zones[key]!.cards.filter((c) => c.card !== undefined)
    .map((c) => c.card);

describe('visibility (401-3, 402)', () => {
  it('[BD 401-3b, 402-1b] a card put into a zone a player cannot see is hidden from that player', () => {
    const game = mainPhase(1, engineWith(toDeckTop));
    put(game, P1, 'plain-blue', 'energy');
    const unit = put(game, P1, 'plain-red', 'field');
    const deck = count(game, P1, 'deck');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'tuck-top', 'hand'), targets: [unit] });
    settle(game);
    expect(count(game, P1, 'deck')).toBe(deck + 1);
    for (const viewer of [P1, P2]) {
      expect(seen(game, viewer, `${P1}/deck`)).toEqual([]);
      expect(game.view(viewer).zones[`${P1}/deck`]!.count).toBe(deck + 1);
    }
  });

  it('[BD 401-3c, 401-3c:i, 402-1a] an effect that reveals cards shows them to every player, whatever their zone', () => {
    const game = mainPhase(1, engineWith(revealHand));
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'big-red', 'hand');
    expect(seen(game, P2, `${P1}/hand`)).toEqual([]);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'open-palm', 'hand') });
    settle(game);
    expect(seen(game, P2, `${P1}/hand`).sort()).toEqual(['big-red', 'blank-life']);
  });

  it('[BD 406-2, 406-3, 412-2, 413-3] the field, the remove zone and the resolution zone are visible to every player', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'field');
    put(game, P1, 'plain-blue', 'remove');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand'); // P2 may answer, so the card waits in the resolution zone
    const target = put(game, P2, 'plain-blue', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'pyre-bolt', 'hand'), targets: [target] });
    expect(seen(game, P2, `${P1}/field`)).toEqual(['plain-red']);
    expect(seen(game, P2, `${P1}/remove`)).toEqual(['plain-blue']);
    expect(seen(game, P2, resolutionKey)).toEqual(['pyre-bolt']);
    // 406-2: both players' units are on the one field: each sees the other's too.
    expect(seen(game, P1, `${P2}/field`)).toEqual(['plain-blue']);
  });
});

describe('order (401-4, 407-3, 411-3)', () => {
  it('[BD 401-4, 401-4a, 401-4a:i, 411-3] a card added to the deck with no position given goes on top: it is the next card drawn', () => {
    const game = mainPhase(1, engineWith(toDeckTop));
    put(game, P1, 'plain-blue', 'energy');
    const unit = put(game, P1, 'big-red', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'tuck-top', 'hand'), targets: [unit] });
    settle(game);
    expect(card(game, zone(game, P1, 'deck')[0]!)!.card).toBe('big-red');
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'tidal-insight', 'hand') });
    settle(game);
    expect(zone(game, P1, 'hand').map((id) => card(game, id)!.card)).toContain('big-red');
  });

  it('[BD 411-3a] a card added to the deck goes where the instruction says: at the bottom it is not drawn next', () => {
    const game = mainPhase(1, engineWith(toDeckBottom));
    put(game, P1, 'plain-blue', 'energy');
    const unit = put(game, P1, 'big-red', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'tuck-bottom', 'hand'), targets: [unit] });
    settle(game);
    const deck = zone(game, P1, 'deck');
    expect(card(game, deck[deck.length - 1]!)!.card).toBe('big-red');
    expect(card(game, deck[0]!)!.card).toBe('blank-life');
  });

  it('[BD 407-3, 407-3a] a card added to the life zone goes on top of the cards already there', () => {
    const game = mainPhase(1, engineWith(lifeGiver));
    const before = zone(game, P1, 'life');
    put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'life-giver', 'hand') });
    settle(game);
    const after = zone(game, P1, 'life');
    expect(after.length).toBe(before.length + 1);
    expect(after.slice(1)).toEqual(before); // index 0 is the top
  });

  it('[BD 407-3b] the top card of the life zone is the one damage reveals first', () => {
    const game = mainPhase();
    const top = zone(game, P2, 'life')[0]!;
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'plain-red', 'energy');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'scorch', 'hand') });
    settle(game);
    const left = game.state.log.slice(from).find((e) => e.type === 'moved' && e.detail?.['from'] === `${P2}/life`);
    expect(left?.detail?.['previous']).toBe(top);
  });
});

describe('shuffling (505)', () => {
  it('[BD 505-1] after a shuffle no player knows the order: a card revealed on top is known no more', () => {
    const game = mainPhase(1, engineWith(lifeGiver, revealTop));
    clear(game, P1, 'energy');
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'open-top', 'hand') });
    settle(game);
    const known = () => zone(game, P1, 'deck').filter((id) => card(game, id)!.knownTo !== undefined);
    expect(known().length).toBeGreaterThan(0); // the revealed top card, seen by both players
    // Life Giver's icon shuffles the deck before taking its top card into the life zone.
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'life-giver', 'hand') });
    settle(game);
    expect(known()).toEqual([]);
    expect(seen(game, P2, `${P1}/deck`)).toEqual([]);
  });
});

describe('positions on entering (403-4) and the face-down area (415)', () => {
  it('[BD 403-4, 406-5] a card put where positions are kept (field, energy) enters standing', () => {
    const game = mainPhase();
    const energy = put(game, P1, 'plain-red', 'hand');
    ok(game, { type: 'place-energy', player: P1, card: energy });
    const placed = zone(game, P1, 'energy').find((id) => card(game, id)!.card === 'plain-red')!;
    expect(card(game, placed)!.status['rested']).not.toBe(true);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-red', 'hand') });
    settle(game);
    const unit = zone(game, P1, 'field')[0]!;
    expect(card(game, unit)!.status['rested']).not.toBe(true);
    expect(card(game, placed)!.status['rested']).toBe(true); // paid: energy has the stand/rest position
  });

  it('[BD 415-1a, 415-3, 415-5, 401-7] a set card is not a unit, and moving between the field and the set area makes a new object', () => {
    const game = mainPhase(1, engineWith(setAside));
    put(game, P1, 'plain-blue', 'energy');
    const unit = put(game, P1, 'big-red', 'field', { damage: 1000 });
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'set-aside', 'hand'), targets: [unit] });
    settle(game);
    const [set] = zone(game, P1, 'set');
    expect(set).toBeDefined();
    expect(set).not.toBe(unit);
    expect(card(game, set!)!.status['damage']).toBeUndefined();
    // Mist Step targets "a unit": the set card is not one, a unit card in hand is not one either (401-7).
    const inHand = put(game, P1, 'plain-red', 'hand');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-blue', 'energy');
    const step = put(game, P1, 'mist-step', 'hand');
    rejects(game, { type: 'play', player: P1, card: step, targets: [set!] }, 'BD_BAD_TARGET');
    rejects(game, { type: 'play', player: P1, card: step, targets: [inHand] }, 'BD_BAD_TARGET');
  });
});
