import { answerAt, createEngine, titleModule, type CardDefinition, type Engine } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin, defineCard } from '../src/index.js';
import { resolutionKey } from '../src/state.js';
import { P1, P2, card, clear, count, mainPhase, ok, passUntil, power, put, rejects, windowName, zone } from './board.js';

/**
 * Rule tests for playing and resolving (1204), automatic abilities (1205) and one-shot effects (1207).
 * Positions are set up through `board.ts` (its `put` is the only state write).
 */
type G = ReturnType<typeof mainPhase>;
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');

function engineWith(...extra: CardDefinition[]): Engine {
  return createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), ...extra] })]);
}

const ownHand = { zone: 'hand', player: 'you' };
/** Draw 1, then discard the whole hand: only the order of the text decides whether the drawn card stays. */
const drawThenDiscard = defineCard({
  id: 'draw-then-discard',
  name: 'Draw Then Discard',
  type: 'command',
  cost: { total: 1, colours: ['blue'] },
  effect: [
    { do: 'draw', count: 1 },
    { do: 'move', cards: ownHand, to: 'graveyard', reason: 'discard' },
  ],
});
/** Puts every unit card in your hand onto the field at once. */
const mass = defineCard({
  id: 'mass-muster',
  name: 'Mass Muster',
  type: 'command',
  cost: { total: 1, colours: ['blue'] },
  effect: [{ do: 'put-onto-field', cards: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } } }],
});

describe('playing a card (1204-2)', () => {
  it('[BD 1204-1, 1204-2c, 1204-4] a played card waits in the resolution zone, then its effect is carried out', () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    const target = put(game, P2, 'plain-blue', 'field');
    const bolt = put(game, P1, 'pyre-bolt', 'hand');
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand'); // so P2 holds priority with something to play
    ok(game, { type: 'play', player: P1, card: bolt, targets: [target] });
    expect(game.state.zones[resolutionKey]!.map((id) => card(game, id)!.card)).toEqual(['pyre-bolt']);
    expect(card(game, target)).toBeDefined(); // not carried out yet
    settle(game);
    expect(card(game, target)).toBeUndefined();
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['pyre-bolt']);
  });

  it('[BD 1204-1a] a continuous ability is never played: it applies with nothing in the resolution zone', () => {
    const game = mainPhase();
    const unit = put(game, P1, 'plain-red', 'field');
    const before = power(game, unit);
    put(game, P1, 'blaze-citadel', 'territory', { open: true });
    expect(game.state.stack).toEqual([]);
    expect(power(game, unit)).toBe(before + 1000);
  });

  it('[BD 1204-2a:iii] a card with no card type cannot be specified for play', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'hollow-idol', 'hand') }, 'BD_NO_CARD_TYPE');
  });

  it('[BD 1204-2g:i, 1204-2g:ii, 1204-2g:iii] a target must meet the target condition; with too few legal targets the card cannot be played', () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'grave-warden', 'energy');
    const standing = put(game, P2, 'plain-red', 'field');
    const snare = put(game, P1, 'void-snare', 'hand');
    // Void Snare: "target rested unit". A standing unit does not meet the condition ...
    rejects(game, { type: 'play', player: P1, card: snare, targets: [standing] }, 'BD_BAD_TARGET');
    // ... and with no legal target at all the card cannot be played (nothing is chosen, nothing paid).
    rejects(game, { type: 'play', player: P1, card: snare, targets: [] }, 'BD_NO_LEGAL_TARGET');
    expect(game.legalActions().some((a) => a.type === 'play' && a['card'] === snare)).toBe(false);
  });

  it('[BD 1204-2h:i, 1204-2i:iii] a card is paid for with energy; when the cost cannot be paid in full the play is undone', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const energy = put(game, P1, 'plain-red', 'energy');
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'plain-red', 'hand') }, 'BD_NOT_ENOUGH_ENERGY');
    expect(card(game, energy)!.status['rested']).not.toBe(true);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'ember-scout', 'hand') });
    expect(card(game, energy)!.status['rested']).toBe(true);
  });

  it('[BD 1204-2j, 1204-2j:i] the card counts as played once it is in the resolution zone and paid, before it resolves', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'energy');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'ember-scout', 'hand') });
    const types = game.state.log.slice(from).map((e) => e.type);
    expect(types).toContain('played');
    expect(types.indexOf('played')).toBeLessThan(types.indexOf('entered'));
  });
});

describe('resolving (1204-3)', () => {
  it('[BD 1204-3a:i, 1204-3a:iv, 1207-1] effects are carried out in the order of the text, each instruction once', () => {
    const game = mainPhase(1, engineWith(drawThenDiscard));
    put(game, P1, 'plain-blue', 'energy');
    const deck = count(game, P1, 'deck');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'draw-then-discard', 'hand') });
    settle(game);
    // Drawn first, then discarded with the rest: the hand is empty and exactly one card left the deck.
    expect(count(game, P1, 'hand')).toBe(0);
    expect(count(game, P1, 'deck')).toBe(deck - 1);
  });

  it('[BD 1204-3a:ii] a target that became illegal is skipped; the others are still affected', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'energy');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const [a, b] = [put(game, P2, 'plain-red', 'field'), put(game, P2, 'plain-red', 'field')];
    const step = put(game, P2, 'mist-step', 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'split-shot', 'hand'), targets: [a, b] });
    ok(game, { type: 'play', player: P2, card: step, targets: [a] });
    settle(game);
    expect(card(game, b)).toBeUndefined(); // 3000 damage destroyed it
    expect(zone(game, P2, 'hand').map((id) => card(game, id)!.card)).toContain('plain-red');
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['split-shot']);
  });

  it('[BD 1204-3a:iii] when every target became illegal the card is countered and does nothing', () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    for (let i = 0; i < 2; i++) put(game, P2, 'plain-blue', 'energy');
    const a = put(game, P2, 'plain-red', 'field');
    const step = put(game, P2, 'mist-step', 'hand');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'pyre-bolt', 'hand'), targets: [a] });
    ok(game, { type: 'play', player: P2, card: step, targets: [a] });
    settle(game);
    const entries = game.state.log.slice(from);
    expect(entries.some((e) => e.type === 'countered')).toBe(true);
    expect(entries.some((e) => e.type === 'unit-damaged')).toBe(false);
  });
});

describe('automatic abilities (1205)', () => {
  it('[BD 1205-2a, 1205-3a] a trigger met twice at once triggers twice, and both are played without asking', () => {
    const game = mainPhase(1, engineWith(mass));
    put(game, P2, 'watcher', 'field');
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'plain-red', 'hand');
    put(game, P1, 'plain-red', 'hand');
    const hand = count(game, P2, 'hand');
    const units = count(game, P1, 'hand'); // the filler card in hand is a unit card too
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'mass-muster', 'hand') });
    // P2 is asked only the order of the triggered abilities (1304-2b), never whether to play them.
    const asked: string[] = [];
    for (let i = 0; i < 50 && (game.state.stack.length > 0 || game.decision?.kind === 'select'); i++) {
      const decision = game.decision!;
      if (decision.kind !== 'play') asked.push(decision.rule ?? decision.kind);
      const legal = game.legalActions();
      ok(game, legal.some((a) => a.type === 'pass') ? { type: 'pass', player: decision.player } : answerAt(legal, 0n));
    }
    expect(count(game, P1, 'field')).toBe(units);
    expect(count(game, P2, 'hand')).toBe(hand + units);
    expect(asked).toEqual(['BD 1304-2b']);
  });
});

describe('general principles and ordering', () => {
  it("[BD 104-1] a card's text beats the rules: only a Legacy card may be played from the graveyard", () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'grave-warden', 'energy');
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'kindling-rite', 'graveyard') }, 'BD_NOT_IN_HAND');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'night-whisper', 'graveyard') });
  });

  it('[BD 104-5, 104-5a] "up to N" with no lower bound lets the player choose 0', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'energy');
    put(game, P2, 'plain-red', 'field');
    const shot = put(game, P1, 'split-shot', 'hand'); // up to 2 target units
    ok(game, { type: 'play', player: P1, card: shot, targets: [] });
    settle(game);
    expect(zone(game, P1, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['split-shot']);
    expect(count(game, P2, 'field')).toBe(1);
  });

  it('[BD 1304-2b] abilities that trigger together are placed in the order their controller chooses', () => {
    const game = mainPhase(1, engineWith(mass));
    put(game, P2, 'watcher', 'field');
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'plain-red', 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'mass-muster', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1304-2b', min: 2, max: 2, ordered: true });
  });
});
