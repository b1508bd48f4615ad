import { describe, expect, it } from 'vitest';
import { collectStateTriggers } from '../src/effects/triggers.js';
import { pendingToStackProcess } from '../src/windows/pending-abilities.js';
import { createEngine, createCard, titleModule, type CardDefinition } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { contextOf } from '../src/internal.js';

const lonely: CardDefinition = {
  id: 'solitude-on-stack',
  name: 'Solitude on stack',
  type: 'unit',
  power: 1000,
  abilities: [
    { kind: 'automatic', trigger: { state: { test: 'zone-count', zone: 'hand', op: '==', value: 0 } }, effect: [{ do: 'draw' }] },
  ],
};

describe('state triggers with triggered abilities on the stack', () => {
  const plugin = skirmishPlugin('stack');
  const engine = createEngine([titleModule({ ...plugin, cards: [...(plugin.cards ?? []), lonely] })]);

  it('[kernel BD 1205-6a] a state trigger waiting on the stack does not trigger again until it has resolved', () => {
    const game = engine.create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const ctx = contextOf(game);
    const player = ctx.state.turn.player;
    ctx.state.zones[`${player}/hand`] = [];
    const card = createCard(ctx, { card: 'solitude-on-stack', owner: player, zone: `${player}/field#left` });
    collectStateTriggers(ctx);
    expect(ctx.state.pending).toHaveLength(1);
    const unit = { kind: 'pending-to-stack', step: 'turn-player', data: {} };
    while (pendingToStackProcess.run(ctx, unit).type !== 'done'); // place (each player), then play
    expect(ctx.state.pending).toHaveLength(0);
    expect(ctx.state.stack.at(-1)).toMatchObject({ source: card.id, ability: 0 });
    collectStateTriggers(ctx);
    expect(ctx.state.pending).toHaveLength(0);
    ctx.state.stack.pop(); // resolved (the hand is still empty: it triggers again)
    collectStateTriggers(ctx);
    expect(ctx.state.pending).toHaveLength(1);
  });
});
