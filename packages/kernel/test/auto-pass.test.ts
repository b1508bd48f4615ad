import { describe, expect, it } from 'vitest';
import { answerAt, answerCount, createEngine, titleModule } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { playRandom } from './support/random-play.js';

describe('title option autoPass', () => {
  const plugin = skirmishPlugin('stack');
  const auto = createEngine([titleModule({ ...plugin, title: { ...plugin.title, autoPass: true } })]);
  const plain = createEngine([titleModule(plugin)]);

  it('[kernel autoPass] a play timing offering only "pass" is passed without a decision', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const game = auto.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });
      let plays = 0;
      while (game.result === null && plays < 3000) {
        const legal = game.legalActions();
        if (game.decision?.kind === 'play') expect(legal.length).toBeGreaterThan(1);
        game.act(answerAt(legal, BigInt(plays * 7 + seed) % answerCount(legal)));
        plays++;
      }
      expect(game.result).not.toBeNull();
      expect(game.state.log.some((e) => e.type === 'passed' && e.detail?.['auto'] === true)).toBe(true);
    }
  });

  it('[kernel autoPass] without the option every play timing is asked, as before', () => {
    const game = plain.create({ title: 'skirmish', seed: 3, players: [{ deck: 'red' }, { deck: 'blue' }] });
    playRandom(game, 3);
    expect(game.state.log.some((e) => e.type === 'passed' && e.detail?.['auto'] === true)).toBe(false);
    expect(game.state.log.some((e) => e.type === 'passed')).toBe(true);
  });
});
