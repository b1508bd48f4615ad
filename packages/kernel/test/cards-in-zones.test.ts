import { describe, expect, it } from 'vitest';
import { createEngine } from '../src/index.js';
import type { FlowContext } from '../src/flow/flow-context.js';
import { cardsInZones, inObjectOrder } from '../src/zones/cards-in-zones.js';
import { skirmishModule } from './fixtures/skirmish.js';
import { playRandom } from './support/random-play.js';

describe('cards read from zone lists (issue 14)', () => {
  it('[kernel zones] object order puts shorter object numbers first and compares equal lengths as text', () => {
    expect(inObjectOrder(['c10', 'c9', 'c100', 'c2', 'c11'])).toEqual(['c2', 'c9', 'c10', 'c11', 'c100']);
  });

  it('[kernel zones] every card of a played game, read zone by zone and put in object order, comes out as a walk over state.cards', () => {
    const engine = createEngine([skirmishModule('stack')]);
    for (const seed of [1, 2, 3]) {
      const game = engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });
      playRandom(game, seed, 150 * seed);
      // The hot paths read zone lists through the game's context; here the state with the title's zones.
      const title = engine.title('skirmish');
      const ctx = { state: game.state, title } as unknown as FlowContext;
      const zones = [...title.zones.keys()];
      const walked = Object.keys(game.state.cards);
      expect(walked.length).toBeGreaterThan(10);
      expect(inObjectOrder(cardsInZones(ctx, zones))).toEqual(walked);
      // Only the zones named: the field holds fewer cards than the game.
      const field = cardsInZones(ctx, ['field']);
      expect(field.every((id) => game.state.cards[id]!.zone.includes('/field'))).toBe(true);
      expect(field.length).toBe(walked.filter((id) => game.state.cards[id]!.zone.includes('/field')).length);
    }
  });
});
