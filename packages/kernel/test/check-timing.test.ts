import { describe, expect, it } from 'vitest';
import { answerAt, cardsInZone, moveCard, type Game } from '../src/index.js';
import { give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

/** Passes the current turn's remaining windows so the next turn's stand step runs. */
function passToNextTurn(game: Game): void {
  const current = game.state.turn.number;
  for (let i = 0; i < 100 && game.state.turn.number === current && game.result === null; i++) {
    const d = game.decision!;
    game.act(d.kind === 'play' ? { type: 'pass', player: d.player } : answerAt(game.legalActions(), 0n));
  }
}

const played = (game: Game) => game.state.log.filter((e) => e.type === 'ability-played').map((e) => [e.player, e.detail?.['label']]);

describe('check timing', () => {
  it('[VG 11.6.1.4] the turn player’s pending abilities all resolve before the other player’s', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, a, 'field', 'herald', 'left');
    give(game, b, 'field', 'herald', 'left');
    passToNextTurn(game); // b's turn starts: both heralds trigger on turn-start
    const order = played(game).filter(([, label]) => label === 'Herald: draw');
    expect(order.map(([p]) => p)).toEqual([b, a]);
  });

  it('[VG 11.9.4] a player with several pending abilities chooses which to play first', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, b, 'field', 'herald', 'left');
    give(game, b, 'field', 'doom', 'right');
    passToNextTurn(game);
    expect(game.decision).toMatchObject({ kind: 'select', player: b, rule: 'SK 9' });
    expect(game.position()).toMatchObject({ phase: 'start', step: 'stand', procedure: 'check-timing' });
    expect(['round', 'next-round']).toContain(game.position().detail[0]);
    const options = (game.decision as { options: { id: string; label: string }[] }).options;
    expect(options.map((o) => o.label).sort()).toEqual(['Doom: 5 damage', 'Herald: draw']);
    const herald = options.find((o) => o.label === 'Herald: draw')!.id;
    expect(game.act({ type: 'choose', player: b, choice: [herald] }).ok).toBe(true);
    expect(played(game).slice(-2)).toEqual([
      [b, 'Herald: draw'],
      [b, 'Doom: 5 damage'],
    ]);
    expect(cardsInZone(contextOf(game), a, 'damage')).toHaveLength(5);
  });

  it('[VG 11.6.1.1] rule processes run between two pending abilities: a loss stops the rest', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, b, 'field', 'doom', 'left');
    give(game, a, 'field', 'herald', 'left');
    passToNextTurn(game); // b's turn: b's Doom (turn player) first deals 5 to a, who loses at once
    expect(game.result).toMatchObject({ kind: 'win', winner: b });
    expect(played(game).filter(([p]) => p === a)).toEqual([]);
  });

  it('[VG 11.9.6.1.2] an ability that triggers on leaving the field reads the card as it was there', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, b, 'field', 'phoenix', 'center');
    const handBefore = cardsInZone(contextOf(game), b, 'hand').length;
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(cardsInZone(contextOf(game), b, 'drop').map((id) => game.state.cards[id]!.card)).toContain('phoenix');
    expect(cardsInZone(contextOf(game), b, 'hand')).toHaveLength(handBefore + 1);
  });

  it('[VG 11.9.8] a state trigger goes pending once while its state holds', () => {
    const game = newGame();
    const a = turnPlayer(game);
    give(game, a, 'field', 'lonely', 'left');
    for (const id of [...cardsInZone(contextOf(game), a, 'hand')])
      moveCard(contextOf(game), id, `${a}/deck`, { position: 'bottom', silent: true });
    expect(cardsInZone(contextOf(game), a, 'hand')).toHaveLength(0);
    passUntil(game, 'battle'); // the battle window starts with a check timing
    expect(played(game).filter(([, l]) => l === 'Lonely: draw')).toHaveLength(1);
    expect(cardsInZone(contextOf(game), a, 'hand')).toHaveLength(1);
  });

  it('[VG 11.9.7] a delayed trigger fires once, at its event, then is gone', () => {
    const game = newGame();
    const a = turnPlayer(game);
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'omen') });
    expect(game.state.delayed).toHaveLength(1);
    passToNextTurn(game);
    expect(game.state.delayed).toHaveLength(0);
    expect(played(game).filter(([, l]) => l === 'delayed: turn-start')).toHaveLength(1);
    passToNextTurn(game);
    expect(played(game).filter(([, l]) => l === 'delayed: turn-start')).toHaveLength(1);
  });
});
