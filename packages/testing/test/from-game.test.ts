import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { answerAt, answerCount, createEngine, titleModule } from '@tcgkit/kernel';
import { buildScenarioGame, parseScenario, positionDigest, scenarioFromGame } from '../src/index.js';
import { skirmishPlugin } from '../../kernel/test/fixtures/skirmish.js';
import { skirmishRegistry } from './support/registry.js';

describe('a game position written as a scenario (scenarioFromGame)', () => {
  it('[scenario from game] the written file builds the same position as the game it came from', () => {
    const engine = createEngine([titleModule(skirmishPlugin('none'))]);
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const game = engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });
      for (let n = 0, here = 0; game.result === null && n < 400 && here < 3; n++) {
        // Positions at the start of a main phase: the scenario starts that step from its beginning.
        if (game.decision?.kind === 'play' && game.position().window === 'main' && game.state.log.at(-1)?.type === 'window-opened') {
          const { scenario } = scenarioFromGame(game, { name: `seed ${seed} after ${n} actions` });
          const parsed = parseScenario(stringify(scenario));
          expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
          if (!parsed.ok) return;
          expect(positionDigest(buildScenarioGame(parsed.scenario, skirmishRegistry))).toEqual(positionDigest(game));
          checked++;
          here++;
        }
        const legal = game.legalActions();
        game.act(answerAt(legal, BigInt(n * 7 + seed) % answerCount(legal)));
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
