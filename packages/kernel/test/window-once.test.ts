import { describe, expect, it } from 'vitest';
import { createEngine, titleModule } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give } from './support/board.js';

describe('window option once', () => {
  const plugin = skirmishPlugin('none');
  const main = plugin.title.windows['main']!;
  const once = createEngine([
    titleModule({ ...plugin, title: { ...plugin.title, windows: { ...plugin.title.windows, main: { ...main, once: true } } } }),
  ]);
  const plain = createEngine([titleModule(plugin)]);

  function callOne(engine: typeof once) {
    const game = engine.create({ title: 'skirmish', seed: 5, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const player = game.decision!.player;
    give(game, player, 'hand', 'soldier');
    const call = game.legalActions().find((a) => a.type === 'call')!;
    expect(game.act(call).ok).toBe(true);
    return { game, player };
  }

  it('[WS 6.6.1.2.2] a window offered once ends after its one action: the flow moves on to the next step', () => {
    const { game } = callOne(once);
    expect(game.position().phase).not.toBe('main');
  });

  it('[WS 8.5.2] without the option the same player gets the play timing again after acting', () => {
    const { game, player } = callOne(plain);
    expect(game.position().phase).toBe('main');
    expect(game.decision).toMatchObject({ kind: 'play', player });
  });
});
