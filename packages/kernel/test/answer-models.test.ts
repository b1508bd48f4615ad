import { describe, expect, it } from 'vitest';
import { cardsInZone, createEngine, titleModule, type Game } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

const resolutions = (game: Game) => game.state.log.filter((e) => e.type === 'item-resolves').map((e) => e.detail?.['label']);

describe('answer model: one counter deep', () => {
  it('[Buddyfight PT 3–5] the opponent may answer a use once, and the answer resolves first', () => {
    const game = newGame('counter');
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, a, 'field', 'soldier', 'left');
    const shield = give(game, b, 'hand', 'shield');
    give(game, b, 'field', 'soldier', 'right');
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') }).ok).toBe(true);
    expect(game.decision).toMatchObject({ kind: 'play', player: b, role: 'answer' });
    // Only answers are offered: no attacks or calls for the answering player.
    expect(game.legalActions().every((x) => x.type === 'pass' || x.type === 'cast')).toBe(true);
    expect(game.act({ type: 'cast', player: b, card: shield }).ok).toBe(true);
    // [Buddyfight PT 5.2] no answer to an answer: the next decision is the turn player's new use.
    expect(game.decision).toMatchObject({ kind: 'play', player: a, role: 'act' });
    expect(resolutions(game)).toEqual(['Shield', 'Insight']);
    expect(game.state.stack).toEqual([]);
  });

  it('[Buddyfight PT 6–9] after the turn fighter passes, the other may use a counter and the turn fighter may answer it', () => {
    const game = newGame('counter');
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, a, 'field', 'soldier', 'left');
    give(game, b, 'field', 'soldier', 'left');
    const bolt = give(game, b, 'hand', 'bolt');
    const shield = give(game, a, 'hand', 'shield');
    game.act({ type: 'pass', player: a });
    expect(game.decision).toMatchObject({ kind: 'play', player: b, role: 'act' });
    game.act({ type: 'cast', player: b, card: bolt });
    expect(game.decision).toMatchObject({ kind: 'play', player: a, role: 'answer' });
    game.act({ type: 'cast', player: a, card: shield });
    expect(resolutions(game)).toEqual(['Shield', 'Bolt']);
    expect(cardsInZone(contextOf(game), a, 'field')).toHaveLength(0);
  });

  it('[Buddyfight PT 10] the play timing ends when the turn fighter and then the other both pass', () => {
    const game = newGame('counter');
    const [a, b] = [turnPlayer(game), opponent(game)];
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b });
    expect(game.position().phase).toBe('battle');
  });
});

describe('answer model: priority stack', () => {
  it('[BD 1103-11] after playing something the player keeps priority', () => {
    const game = newGame('stack');
    const a = turnPlayer(game);
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') });
    expect(game.decision).toMatchObject({ kind: 'play', player: a });
    expect(game.state.stack.map((i) => i.label)).toEqual(['Insight']);
  });

  it('[BD 1103-10] [BD 1103-9a] [BD 1103-9b] a pass hands priority over; two passes resolve the top; the turn player gets priority back', () => {
    const game = newGame('stack');
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, a, 'field', 'soldier', 'left');
    const shield = give(game, b, 'hand', 'shield');
    give(game, b, 'field', 'soldier', 'right');
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') });
    game.act({ type: 'pass', player: a });
    expect(game.decision).toMatchObject({ kind: 'play', player: b });
    game.act({ type: 'cast', player: b, card: shield });
    expect(game.decision).toMatchObject({ kind: 'play', player: b });
    game.act({ type: 'pass', player: b });
    game.act({ type: 'pass', player: a });
    expect(resolutions(game)).toEqual(['Shield']);
    expect(game.decision).toMatchObject({ kind: 'play', player: a });
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b });
    expect(resolutions(game)).toEqual(['Shield', 'Insight']);
    expect(game.decision).toMatchObject({ kind: 'play', player: a, window: 'main' });
  });

  it('[BD 1103-7] normal-speed plays need an empty stack; answers do not', () => {
    const game = newGame('stack');
    const a = turnPlayer(game);
    const second = give(game, a, 'hand', 'insight');
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') });
    const before = game.snapshot();
    const outcome = game.act({ type: 'cast', player: a, card: second });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe('NOT_IN_THIS_WINDOW');
    expect(game.snapshot()).toBe(before);
  });

  it('[BD 1304-2a] triggered abilities go on the stack turn player’s first, so the other player’s resolve first', () => {
    const game = newGame('stack');
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, a, 'field', 'herald', 'left');
    give(game, b, 'field', 'herald', 'left');
    passUntil(game, 'battle');
    for (let i = 0; i < 20 && game.state.turn.player === a; i++) game.act({ type: 'pass', player: game.decision!.player });
    // b's turn: b is the turn player, so b's Herald is lower and a's resolves first.
    expect(game.state.stack.map((item) => item.controller)).toEqual([b, a]);
  });

  it('[BD 1104] [BD 1103-8a] a damage window opens inside a window, repeats per point, and returns to the outer window', () => {
    const game = newGame('stack');
    const [a, b] = [turnPlayer(game), opponent(game)];
    passUntil(game, 'battle');
    const damage = cardsInZone(contextOf(game), b, 'damage').length;
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'quake') });
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b }); // Quake resolves: a packet of 2 waits
    expect(game.state.windows.map((w) => w.name)).toEqual(['battle', 'damage']);
    expect(cardsInZone(contextOf(game), b, 'damage')).toHaveLength(damage + 1);
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b }); // second point
    expect(cardsInZone(contextOf(game), b, 'damage')).toHaveLength(damage + 2);
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b }); // packet done: back in the battle window
    expect(game.state.windows.map((w) => w.name)).toEqual(['battle']);
    expect(game.decision).toMatchObject({ kind: 'play', player: a, window: 'battle' });
  });
});

describe('answer model: one counter deep, pending abilities answered (Buddyfight AUTO 2.1–2.4)', () => {
  const answered = createEngine([
    titleModule({ ...skirmishPlugin('counter'), title: { ...skirmishPlugin('counter').title, pendingAbilities: 'answered' } }),
  ]);
  const start = () => answered.create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });

  it('[Buddyfight AUTO 2.2] a triggered ability waits on the stack until the other player has had one answer, which resolves first', () => {
    const game = start();
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, b, 'field', 'soldier', 'left');
    const shield = give(game, b, 'hand', 'shield');
    const scout = give(game, a, 'hand', 'scout');
    const hand = () => cardsInZone(contextOf(game), a, 'hand').length;
    expect(game.act({ type: 'call', player: a, card: scout, slot: 'left' }).ok).toBe(true);
    const before = hand();
    // The fixture's call resolves at once (no item); Scout's "when called" ability now waits on the stack.
    expect(game.state.stack.map((i) => i.label)).toHaveLength(1);
    expect(game.decision).toMatchObject({ kind: 'play', player: b, role: 'answer' });
    const auto = game.state.stack[0]!.label;
    expect(game.act({ type: 'cast', player: b, card: shield }).ok).toBe(true);
    expect(resolutions(game)).toEqual(['Shield', auto]);
    expect(hand()).toBe(before + 1);
    expect(game.decision).toMatchObject({ kind: 'play', player: a, role: 'act' });
  });

  it('[Buddyfight AUTO 2.2] when the other player passes, the ability resolves and the turn player acts again', () => {
    const game = start();
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, b, 'hand', 'shield');
    give(game, b, 'field', 'soldier', 'left');
    const scout = give(game, a, 'hand', 'scout');
    game.act({ type: 'call', player: a, card: scout, slot: 'left' });
    const before = cardsInZone(contextOf(game), a, 'hand').length;
    expect(game.decision).toMatchObject({ player: b, role: 'answer' });
    game.act({ type: 'pass', player: b });
    expect(cardsInZone(contextOf(game), a, 'hand').length).toBe(before + 1);
    expect(game.state.stack).toEqual([]);
    expect(game.decision).toMatchObject({ kind: 'play', player: a, role: 'act' });
  });
});
