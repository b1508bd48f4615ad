import { describe, expect, it } from 'vitest';
import { answerAt, compileFlowConfig, EngineFault, type TitleDefinition } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';

describe('flow statechart', () => {
  it('[kernel flow] the statechart value is where the game is: phase, step, procedure and window', () => {
    const game = newGame();
    expect(game.position()).toMatchObject({
      segment: 'turn',
      phase: 'main',
      step: 'main',
      procedure: 'play-timing:main',
      detail: ['offer'],
      window: 'main',
    });
    expect(game.state.flow.value).toEqual({ turn: { main: { main: { 'play-timing:main': 'offer' } } } });
    passUntil(game, 'battle');
    expect(game.position()).toMatchObject({ phase: 'battle', step: 'attack', window: 'battle' });
  });

  it('[VG 9.11.10] a guarded goto repeats a step while its condition holds', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    // A Herald of b's triggers at b's turn start; a delayed "end of turn" trigger makes a's end phase repeat once.
    game.setUp({ delayed: [{ controller: a, event: 'end-of-turn', effect: [{ do: 'draw' }], once: true, duration: 'game' }] });
    passUntil(game, 'battle');
    game.act({ type: 'pass', player: a });
    const endsOfTurn = game.state.log.filter((e) => e.type === 'end-of-turn' && e.turn === 1);
    expect(endsOfTurn).toHaveLength(1);
    expect(game.state.log.filter((e) => e.type === 'ability-played' && e.turn === 1).map((e) => e.player)).toEqual([a]);
    expect(game.state.turn.player).toBe(b);
  });

  it('[VG 18.2.2] extra turns: the most recently granted one comes first', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'haste') });
    game.setUp({ turn: { extraTurns: [...game.state.turn.extraTurns, b] } }); // b was granted one after a
    passUntil(game, 'battle');
    const turns: string[] = [];
    for (let i = 0; i < 400 && turns.length < 3 && game.result === null; i++) {
      const before = game.state.turn.number;
      const d = game.decision!;
      game.act(d.kind === 'play' ? { type: 'pass', player: d.player } : answerAt(game.legalActions(), 0n));
      if (game.state.turn.number !== before) turns.push(game.state.turn.player);
    }
    expect(turns).toEqual([b, a, b]);
  });

  it('[VG 18.2.1] an extra turn granted to the other player comes before, not instead of, their normal turn', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    game.setUp({ turn: { extraTurns: [...game.state.turn.extraTurns, b] } });
    const turns: string[] = [];
    for (let i = 0; i < 600 && turns.length < 3 && game.result === null; i++) {
      const before = game.state.turn.number;
      const d = game.decision!;
      game.act(d.kind === 'play' ? { type: 'pass', player: d.player } : answerAt(game.legalActions(), 0n));
      if (game.state.turn.number !== before) turns.push(game.state.turn.player);
    }
    expect(turns).toEqual([b, b, a]);
  });

  it('[kernel flow] a title whose flow names an unknown step, window or reserved id is refused when the engine is built', () => {
    const base = skirmishPlugin('none').title;
    const withPhases = (phases: TitleDefinition['flow']['phases']): TitleDefinition => ({ ...base, flow: { ...base.flow, phases } });
    expect(() => compileFlowConfig(withPhases([{ id: 'main', steps: [{ id: 'main', run: [{ goto: 'nowhere.step' }] }] }]))).toThrow(
      EngineFault,
    );
    expect(() => compileFlowConfig(withPhases([{ id: 'main', steps: [{ id: 'main', run: [{ playTiming: 'nope' }] }] }]))).toThrow(
      /no window "nope"/,
    );
    expect(() => compileFlowConfig(withPhases([{ id: 'a.b', steps: [] }]))).toThrow(/cannot name a phase/);
    expect(() => compileFlowConfig(withPhases([]))).toThrow(/no phases/);
  });
});

describe('starting a hand-built position', () => {
  it('[kernel tools] startStep restarts the flow at the beginning of a step, running its procedures', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const hand = game.state.zones[`${a}/hand`]!.length;
    game.startStep('start', 'draw');
    expect(game.state.zones[`${a}/hand`]).toHaveLength(hand + 1);
    expect(game.position()).toMatchObject({ phase: 'main', window: 'main' });
    expect(game.state.windows).toHaveLength(1);
    expect(() => game.startStep('start', 'nope')).toThrow(/no step "start.nope"/);
  });

  it('[kernel tools] startStep keeps the turn number of a hand-built position', () => {
    const game = newGame();
    game.setUp({ turn: { number: 5 } });
    game.startStep('battle', 'attack');
    expect(game.state.turn.number).toBe(5);
    expect(game.position()).toMatchObject({ phase: 'battle', window: 'battle' });
    expect(game.state.log.filter((e) => e.type === 'turn-began').at(-1)?.detail).toEqual({ turn: 5 });
  });
});
