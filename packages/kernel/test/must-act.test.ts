import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type Game, type TitlePlugin } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, turnPlayer } from './support/board.js';

/** The fixture whose battle window must be acted in while an attack is possible (SK 12). */
function mustAttackGame(): Game {
  const plugin = skirmishPlugin('none');
  const windows = {
    ...plugin.title.windows,
    battle: {
      ...plugin.title.windows['battle']!,
      mustAct: { code: 'SK_MUST_ATTACK', message: 'attack with a standing unit', rule: 'SK 12' },
    },
  };
  const strict: TitlePlugin = { ...plugin, title: { ...plugin.title, windows } };
  return createEngine([titleModule(strict)]).create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
}

describe('withholding pass', () => {
  it('[SK 12] a window that must be acted in withholds pass while a move is legal, under the kernel’s play decision kind', () => {
    const game = mustAttackGame();
    const a = turnPlayer(game);
    const soldier = give(game, a, 'field', 'soldier', 'left');
    game.act({ type: 'pass', player: a }); // main → battle
    expect(game.decision).toMatchObject({ kind: 'play', window: 'battle', player: a });
    expect(game.legalActions().map((x) => x.type)).toEqual(['attack']);
    const before = game.snapshot();
    const outcome = game.act({ type: 'pass', player: a });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toEqual({ code: 'SK_MUST_ATTACK', message: 'attack with a standing unit', rule: 'SK 12' });
    expect(game.snapshot()).toBe(before);
    expect(game.act({ type: 'attack', player: a, card: soldier }).ok).toBe(true);
    // No standing unit is left: pass is offered again.
    expect(game.legalActions()).toContainEqual({ type: 'pass', player: a });
    expect(game.act({ type: 'pass', player: a }).ok).toBe(true);
  });

  it('[SK 12] with no legal move, pass is offered as usual', () => {
    const game = mustAttackGame();
    const a = turnPlayer(game);
    game.act({ type: 'pass', player: a });
    expect(game.legalActions()).toEqual([{ type: 'pass', player: a }]);
  });
});
