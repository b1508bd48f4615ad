import { emitEvent } from '../effects/triggers.js';
import { drawCard } from '../effects/core-verbs.js';
import { expireDurations } from '../effects/durations.js';
import type { FlowContext, ProcedureHandler } from './flow-context.js';
import { nextInt } from '../state/rng.js';
import { appendLog } from '../state/log.js';
import { shuffleZone, zoneKeysOf } from '../zones/zone-ops.js';

/**
 * Procedures every title may name in its flow. Parameters: `emit` { events }, `expire` { until },
 * `shuffle-decks`, `random-first-player`, `draw` { count, who: 'turn-player' | 'each' }.
 */
export const coreProcedures: readonly ProcedureHandler<FlowContext>[] = [
  {
    title: '*',
    name: 'emit',
    run(ctx, params) {
      const events = Array.isArray(params['events']) ? params['events'] : [params['event']];
      for (const type of events) emitEvent(ctx, { type: String(type), player: ctx.state.turn.player });
    },
  },
  {
    title: '*',
    name: 'expire',
    run(ctx, params) {
      expireDurations(ctx, String(params['until'] ?? 'turn'));
    },
  },
  {
    title: '*',
    name: 'shuffle-decks',
    run(ctx) {
      for (const player of ctx.state.players) {
        for (const key of zoneKeysOf(ctx, player.id, ctx.title.definition.roles.deck)) shuffleZone(ctx, key);
      }
    },
  },
  {
    title: '*',
    name: 'random-first-player',
    run(ctx) {
      const players = ctx.state.players;
      const first = players[nextInt(ctx.state.rng, players.length)]!.id;
      ctx.state.turn.player = first;
      ctx.state.turn.firstPlayer = first;
      appendLog(ctx.state, { type: 'first-player', player: first });
    },
  },
  {
    title: '*',
    name: 'draw',
    run(ctx, params) {
      const count = typeof params['count'] === 'number' ? params['count'] : 1;
      const players = params['who'] === 'each' ? ctx.state.players.map((p) => p.id) : [ctx.state.turn.player];
      for (const player of players) for (let i = 0; i < count; i++) drawCard(ctx, player);
    },
  },
];
