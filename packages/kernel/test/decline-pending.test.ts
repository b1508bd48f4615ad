import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type Game } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, turnPlayer } from './support/board.js';

describe('declining pending abilities', () => {
  const base = skirmishPlugin('none');
  // Scout's "when called, draw 1" may be removed without playing it.
  const plugin = {
    ...base,
    pendingAbilityRules: [{ rule: 'VG 12.3.5', mayDecline: (_ctx: unknown, p: { card: string | null }) => p.card === 'scout' }],
  };
  const engine = createEngine([titleModule(plugin)]);
  const start = (): Game => engine.create({ title: 'skirmish', seed: 2, players: [{ deck: 'red' }, { deck: 'blue' }] });

  it('[VG 12.3.5] a title may let the master remove a pending ability without playing it', () => {
    const game = start();
    const a = turnPlayer(game);
    const scout = give(game, a, 'hand', 'scout');
    const hand = game.state.zones[`${a}/hand`]!.length;
    expect(game.act({ type: 'call', player: a, card: scout, slot: 'left' }).ok).toBe(true);
    const decision = game.decision as { options: { id: string }[] };
    expect(decision.options.map((o) => o.id).some((id) => id.startsWith('decline:'))).toBe(true);
    const decline = decision.options.find((o) => o.id.startsWith('decline:'))!.id;
    expect(game.act({ type: 'choose', player: a, choice: [decline] }).ok).toBe(true);
    expect(game.state.zones[`${a}/hand`]!.length).toBe(hand - 1);
    expect(game.state.pending).toEqual([]);
  });

  it('[VG 11.9.4.1] without the title hook a single pending ability is played without asking', () => {
    const plain = createEngine([titleModule(base)]).create({ title: 'skirmish', seed: 2, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const a = turnPlayer(plain);
    const scout = give(plain, a, 'hand', 'scout');
    const hand = plain.state.zones[`${a}/hand`]!.length;
    expect(plain.act({ type: 'call', player: a, card: scout, slot: 'left' }).ok).toBe(true);
    expect(plain.state.zones[`${a}/hand`]!.length).toBe(hand);
  });
});
