import { describe, expect, it } from 'vitest';
import { cardsInZone, createEngine, EngineFault, type Game } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { engineFor, give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';
import { titleModule } from '../src/index.js';
import { contextOf } from '../src/internal.js';

const offered = (game: Game) => game.decision?.player;

describe('window kinds: a contribution point', () => {
  it('[kernel window kinds] the kernel’s none, counter and stack models are window kind contributions; a title adds its own', () => {
    const kinds = engineFor('alternate').title('skirmish').windowKinds;
    expect([...kinds.keys()].sort()).toEqual(['alternate', 'counter', 'none', 'stack']);
    expect(engineFor('alternate').title('skirmish').windowKind.name).toBe('alternate');
    expect(engineFor('stack').title('skirmish').windowKind.stack).toBe(true);
    expect(engineFor('none').title('skirmish').windowKind.stack).toBe(false);
  });

  it('[kernel window kinds] a title naming a window kind nobody binds is refused when the engine is built', () => {
    const plugin = skirmishPlugin('none');
    const broken = { ...plugin, title: { ...plugin.title, answerModel: 'auction' } };
    expect(() => createEngine([titleModule(broken)])).toThrow(EngineFault);
    expect(() => createEngine([titleModule(broken)])).toThrow(/auction/);
  });

  it('[SK 7] the fixture’s own kind: players take turns, one action or pass each; what they play resolves at once', () => {
    const game = newGame('alternate');
    const [a, b] = [turnPlayer(game), opponent(game)];
    const drawn = cardsInZone(contextOf(game), a, 'hand').length;
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') }).ok).toBe(true);
    // Resolved at once (no stack item), then the other player is offered the window.
    expect(game.state.stack).toEqual([]);
    expect(cardsInZone(contextOf(game), a, 'hand')).toHaveLength(drawn + 2);
    expect(game.decision).toMatchObject({ kind: 'play', player: b, window: 'main' });
    const shield = give(game, b, 'hand', 'shield');
    give(game, b, 'field', 'soldier', 'left');
    expect(game.act({ type: 'cast', player: b, card: shield }).ok).toBe(true);
    expect(offered(game)).toBe(a);
    // One pass hands the window over; the second pass in a row ends it.
    game.act({ type: 'pass', player: a });
    expect(game.decision).toMatchObject({ kind: 'play', player: b, window: 'main' });
    game.act({ type: 'pass', player: b });
    expect(game.position().phase).toBe('battle');
    expect(game.decision).toMatchObject({ kind: 'play', player: a, window: 'battle' });
  });

  it('[SK 7] an action between two passes starts the count again', () => {
    const game = newGame('alternate');
    const [a, b] = [turnPlayer(game), opponent(game)];
    game.act({ type: 'pass', player: a });
    expect(offered(game)).toBe(b);
    give(game, a, 'field', 'soldier', 'left');
    game.act({ type: 'cast', player: b, card: give(game, b, 'hand', 'shield') });
    game.act({ type: 'pass', player: a });
    expect(game.position().phase).toBe('main');
    game.act({ type: 'pass', player: b });
    expect(game.position().phase).toBe('battle');
  });
});

describe('ending a window early', () => {
  it('[SK 8] an effect ends the window it resolves in (answer model none): nothing more is offered there', () => {
    const game = newGame('none');
    const a = turnPlayer(game);
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'curfew') }).ok).toBe(true);
    expect(game.position().phase).toBe('battle');
    expect(game.state.windows.map((w) => w.name)).toEqual(['battle']);
    expect(game.state.log.some((e) => e.type === 'window-ending')).toBe(true);
  });

  it('[SK 8] in a stack window the window ends once the ending effect resolves; what waits below stays', () => {
    const game = newGame('stack');
    const [a, b] = [turnPlayer(game), opponent(game)];
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') });
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'curfew') });
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b }); // Curfew resolves: the main window ends, Insight still waits
    expect(game.position().phase).toBe('battle');
    expect(game.state.stack.map((i) => i.label)).toEqual(['Insight']);
  });

  it('[SK 8] ending every window closes a nested window and the one around it, innermost first', () => {
    const game = newGame('stack');
    const [a, b] = [turnPlayer(game), opponent(game)];
    passUntil(game, 'battle');
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'quake') });
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b }); // a damage window opens inside the battle window
    expect(game.state.windows.map((w) => w.name)).toEqual(['battle', 'damage']);
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'lockdown') });
    game.act({ type: 'pass', player: a });
    game.act({ type: 'pass', player: b });
    const closed = game.state.log.filter((e) => e.type === 'window-closed').map((e) => e.detail?.['window']);
    expect(closed.slice(-2)).toEqual(['damage', 'battle']);
    expect(game.position().phase).not.toBe('battle');
  });

  it('[SK 8] a contributed window kind honours an early end too', () => {
    const game = newGame('alternate');
    const a = turnPlayer(game);
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'curfew') });
    expect(game.position().phase).toBe('battle');
  });

  it('[SK 8] in a counter window an ended window offers no answer and closes', () => {
    const game = newGame('counter');
    const [a, b] = [turnPlayer(game), opponent(game)];
    game.act({ type: 'pass', player: a });
    game.act({ type: 'cast', player: b, card: give(game, b, 'hand', 'curfew') });
    game.act({ type: 'pass', player: a }); // no answer: Curfew resolves and ends the window
    expect(game.position().phase).toBe('battle');
  });
});
