import { describe, expect, it } from 'vitest';
import { confirmRequest, createEngine, decide, done, isChooseAction, pushWork, titleModule, type Action } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { contextOf } from '../src/internal.js';

describe('check timing resumed after a rule process asked something', () => {
  const base = skirmishPlugin('none');
  const stage = (ctx: { state: { players: { status: Record<string, unknown> }[] } }) => ctx.state.players[0]!.status['stage'];
  const plugin = {
    ...base,
    ruleProcesses: [
      ...(base.ruleProcesses ?? []),
      // Asks p1 a question, then a second process applies once it is answered.
      {
        id: 'ask',
        rule: 'test',
        order: 10,
        timing: 'check' as const,
        applies: (ctx: never) => stage(ctx) === 'start',
        perform: (ctx: never) => void pushWork(ctx, 'ask-unit'),
      },
      {
        id: 'follow',
        rule: 'test',
        order: 11,
        timing: 'check' as const,
        applies: (ctx: never) => stage(ctx) === 'asked',
        perform: (ctx: { state: { players: { status: Record<string, unknown> }[] } }) =>
          void (ctx.state.players[0]!.status['stage'] = 'done'),
      },
    ],
    processes: [
      {
        kind: 'ask-unit',
        run(ctx: { state: { players: { status: Record<string, unknown> }[] } }, unit: { answer?: Action }) {
          if (unit.answer === undefined || !isChooseAction(unit.answer)) return decide(confirmRequest('p1', 'ok?'));
          ctx.state.players[0]!.status['stage'] = 'asked';
          return done;
        },
      },
    ],
  };
  const engine = createEngine([titleModule(plugin as never)]);

  it('[kernel 11.6.1] rule processes keep running after the answer (VG 11.6.1.1)', () => {
    const game = engine.create({ title: 'skirmish', seed: 5, players: [{ deck: 'red' }, { deck: 'blue' }] });
    game.setUp({ players: { [game.state.players[0]!.id]: { status: { stage: 'start' } } } });
    const mover = game.decision!.player;
    expect(game.act({ type: 'pass', player: mover }).ok).toBe(true);
    expect(game.decision?.prompt).toBe('ok?');
    expect(game.act({ type: 'choose', player: 'p1', choice: ['yes'] }).ok).toBe(true);
    expect(stage(contextOf(game))).toBe('done');
    expect(game.decision).not.toBeNull();
  });
});
