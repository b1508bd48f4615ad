import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type EventObserver, type TitlePlugin } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, opponent, turnPlayer } from './support/board.js';

/** Skirmish with a rule that counts, per player, the units that went to their drop this game. */
function withObserver(observer: EventObserver): TitlePlugin {
  const plugin = skirmishPlugin('none');
  return { ...plugin, title: { ...plugin.title, eventObservers: [observer] } };
}

describe('title event observers (bookkeeping the rules keep from events)', () => {
  it('[SK 15] an observer runs for every event of its type, with the event, and may record plain data in the state', () => {
    const seen: string[] = [];
    const plugin = withObserver({
      event: 'moved',
      rule: 'SK 15',
      observe(ctx, event) {
        seen.push(String(event.detail?.['to']));
        const to = String(event.detail?.['to'] ?? '');
        if (to.endsWith('/drop')) ctx.state.data['dropped'] = Number(ctx.state.data['dropped'] ?? 0) + 1;
      },
    });
    const game = createEngine([titleModule(plugin)]).create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const moves = game.state.log.filter((e) => e.type === 'moved').length;
    expect(seen).toHaveLength(moves);
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, b, 'field', 'soldier', 'center');
    const before = Number(game.state.data['dropped'] ?? 0);
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') }).ok).toBe(true);
    // The bolt and the unit it destroyed both went to a drop.
    expect(Number(game.state.data['dropped'])).toBe(before + 2);
    expect(seen.filter((to) => to.endsWith('/drop')).length).toBe(Number(game.state.data['dropped']));
  });

  it('[SK 15] an observer of another event type is not called for moves', () => {
    let calls = 0;
    const plugin = withObserver({ event: 'no-such-event', rule: 'SK 15', observe: () => void calls++ });
    const game = createEngine([titleModule(plugin)]).create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const [a, b] = [turnPlayer(game), opponent(game)];
    give(game, b, 'field', 'soldier', 'center');
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.state.log.length).toBeGreaterThan(0);
    expect(calls).toBe(0);
  });
});
