import { describe, expect, it } from 'vitest';
import { createEngine, listAnswers, noParams, titleModule, type Game, type WindowDefinition } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';

/** A skirmish whose title passes for idle seats, with the battle window's rules auto-pass given. */
function engineWith(battle: Partial<WindowDefinition> = {}) {
  const plugin = skirmishPlugin('stack');
  const windows = plugin.title.windows as Record<string, WindowDefinition>;
  const title = { ...plugin.title, autoPass: true, windows: { ...windows, battle: { ...windows['battle']!, ...battle } } };
  const conditions = [
    ...(plugin.conditions ?? []),
    { name: 'never', params: noParams, test: () => false },
    { name: 'always', params: noParams, test: () => true },
  ];
  return createEngine([titleModule({ ...plugin, title, conditions })]);
}

/** Plays a game answering each decision with its first legal action; counts decisions offering only pass. */
function play(game: Game): { onlyPass: Record<string, number>; autoPasses: Record<string, number> } {
  const onlyPass: Record<string, number> = {};
  for (let n = 0; game.result === null && n < 3000; n++) {
    const legal = game.legalActions();
    if (game.decision?.kind === 'play' && legal.length === 1) onlyPass[game.decision.player] = (onlyPass[game.decision.player] ?? 0) + 1;
    const answers = listAnswers(legal, 512);
    const pick = answers.find((a) => a.type !== 'pass') ?? answers[0]!;
    expect(game.act(pick).ok).toBe(true);
  }
  const autoPasses: Record<string, number> = {};
  for (const e of game.history())
    if (e.type === 'passed' && e.detail?.['auto'] === true) autoPasses[e.player!] = (autoPasses[e.player!] ?? 0) + 1;
  return { onlyPass, autoPasses };
}

describe('rules-faithful play timings (PlayerSetup.playTimings)', () => {
  it('[kernel playTimings] a "rules" seat is asked at every play timing, even with only "pass" to answer; a fast seat is not', () => {
    const engine = engineWith();
    const game = engine.create({
      title: 'skirmish',
      seed: 4,
      history: 'full',
      players: [{ deck: 'red', playTimings: 'rules' }, { deck: 'blue' }],
    });
    expect(game.state.players[0]!.playTimings).toBe('rules');
    const { onlyPass, autoPasses } = play(game);
    expect(onlyPass['p1'] ?? 0).toBeGreaterThan(0);
    expect(autoPasses['p1'] ?? 0).toBe(0);
    expect(onlyPass['p2'] ?? 0).toBe(0);
    expect(autoPasses['p2'] ?? 0).toBeGreaterThan(0);
  });

  it('[kernel playTimings] the mode is kept by snapshots, and a bad mode is an INVALID_SETUP', () => {
    const engine = engineWith();
    const game = engine.create({
      title: 'skirmish',
      seed: 4,
      players: [
        { deck: 'red', playTimings: 'rules' },
        { deck: 'blue', playTimings: 'fast' },
      ],
    });
    const restored = engine.restore(game.snapshot());
    expect(restored.state.players.map((p) => p.playTimings)).toEqual(['rules', undefined]);
    expect(() =>
      engine.create({ title: 'skirmish', seed: 4, players: [{ deck: 'red', playTimings: 'slow' as never }, { deck: 'blue' }] }),
    ).toThrow(/playTimings/);
  });

  it('[kernel playTimings] rulesAutoPass "no-move" passes for a rules seat only when no move is listed', () => {
    const game = engineWith({ rulesAutoPass: 'no-move' }).create({
      title: 'skirmish',
      seed: 4,
      history: 'full',
      players: [
        { deck: 'red', playTimings: 'rules' },
        { deck: 'blue', playTimings: 'rules' },
      ],
    });
    const { onlyPass } = play(game);
    const battleAutoPasses = game
      .history()
      .filter((e) => e.type === 'passed' && e.detail?.['auto'] === true && e.detail['window'] === 'battle');
    expect(battleAutoPasses.length).toBeGreaterThan(0);
    expect(Object.values(onlyPass).reduce((a, b) => a + b, 0)).toBeGreaterThan(0); // main and damage windows still ask
  });

  it('[kernel playTimings] rulesAutoPass { if: predicate } passes exactly when the title condition holds', () => {
    const always = engineWith({ rulesAutoPass: { if: { test: 'always' } } }).create({
      title: 'skirmish',
      seed: 4,
      history: 'full',
      players: [
        { deck: 'red', playTimings: 'rules' },
        { deck: 'blue', playTimings: 'rules' },
      ],
    });
    play(always);
    const battleDecisions = always.history().filter((e) => e.type === 'passed' && e.detail?.['window'] === 'battle');
    expect(battleDecisions.length).toBeGreaterThan(0);
    expect(battleDecisions.every((e) => e.detail?.['auto'] === true)).toBe(true);
    const never = engineWith({ rulesAutoPass: { if: { test: 'never' } } }).create({
      title: 'skirmish',
      seed: 4,
      history: 'full',
      players: [
        { deck: 'red', playTimings: 'rules' },
        { deck: 'blue', playTimings: 'rules' },
      ],
    });
    play(never);
    expect(never.history().some((e) => e.type === 'passed' && e.detail?.['auto'] === true)).toBe(false);
  });
});
