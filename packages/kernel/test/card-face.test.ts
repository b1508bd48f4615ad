import { describe, expect, it } from 'vitest';
import { createEngine, moveCard, numericStat, setCardFace, titleModule, zoneKey } from '../src/index.js';
import { contextOf } from '../src/internal.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, newGame, turnPlayer } from './support/board.js';

describe('cards with two faces (setCardFace, faceAfterMove)', () => {
  it('[kernel] setCardFace keeps the object, its status and zone, and makes every reading use the new face', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    game.setUp({ changes: [{ card: unit, status: { rested: true } }] });
    const ctx = contextOf(game);
    expect(numericStat(ctx, unit, 'power')).toBe(2000);
    setCardFace(ctx, unit, 'brute');
    expect(game.state.cards[unit]!.card).toBe('brute');
    expect(game.state.cards[unit]!.status['rested']).toBe(true);
    expect(numericStat(ctx, unit, 'power')).toBe(3000);
    expect(game.history().at(-1)).toMatchObject({ type: 'face-changed', detail: { card: unit, from: 'soldier', to: 'brute' } });
    expect(() => setCardFace(ctx, unit, 'no-such-card')).toThrow(/unknown card/);
  });

  it("[kernel] a new object shows the face the title's faceAfterMove gives for its new zone; without the hook it keeps its face", () => {
    const plugin = skirmishPlugin('none');
    const engine = createEngine([
      titleModule({
        ...plugin,
        title: { ...plugin.title, faceAfterMove: (card, to) => (card.card === 'brute' && to === 'hand' ? 'soldier' : undefined) },
      }),
    ]);
    const game = engine.create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const a = turnPlayer(game);
    const ctx = contextOf(game);
    const first = give(game, a, 'field', 'brute', 'left');
    const inDrop = moveCard(ctx, first, zoneKey(a, 'drop'));
    expect(game.state.cards[inDrop]!.card).toBe('brute');
    const inHand = moveCard(ctx, inDrop, zoneKey(a, 'hand'));
    expect(game.state.cards[inHand]!.card).toBe('soldier');
    // The fixture without the hook keeps the face.
    const plain = newGame();
    const b = turnPlayer(plain);
    const card = give(plain, b, 'field', 'brute', 'left');
    expect(plain.state.cards[moveCard(contextOf(plain), card, zoneKey(b, 'hand'))]!.card).toBe('brute');
  });
});
