/**
 * Energy (3.1.3): a number each fighter has, at least 0, with no maximum unless an effect sets one
 * (3.1.3.1) — here a crest's `energyMaximum` while it is in its master's crest zone (11.4.4.1.1, 15.7.3).
 * Energy Charge (7.48) raises it up to the maximum, Energy Blast (7.49) lowers it and is not done with too
 * little, and the energy-overflow rule process (13.13) brings a value above a maximum back down to it.
 */
import {
  defineVerb,
  cardsInZone,
  emitEvent,
  resolveNumber,
  resolvePlayer,
  verbDone,
  type GameContext,
  type Instruction,
  type EffectFrame,
  type RuleProcessContribution,
  type InstructionSchemas,
  type ConditionContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { playerStatus } from './cards/status.js';
import { definitionOf, playerState } from './state.js';

export function energyOf(ctx: GameContext, player: string): number {
  return playerStatus.get(playerState(ctx, player), 'energy') ?? 0;
}

function setEnergy(ctx: GameContext, player: string, value: number): void {
  playerStatus.set(playerState(ctx, player), 'energy', Math.max(0, value));
}

/** The fighter's energy maximum (3.1.3.1): the smallest a crest in their crest zone sets, or none. */
export function energyMaximumOf(ctx: GameContext, player: string): number | null {
  let maximum: number | null = null;
  for (const id of cardsInZone(ctx, player, 'crest')) {
    const cap = definitionOf(ctx, id)?.energyMaximum;
    if (cap !== undefined && (maximum === null || cap < maximum)) maximum = cap;
  }
  return maximum;
}

/** "Energy Charge N" / "Energy Blast N": the player is the effect's master unless named (7.48.1.1, 7.49.1.1). */
const energyParams = (l: InstructionSchemas) => ({ count: l.number.optional(), player: l.player.optional() });
const target = (ctx: GameContext, instruction: Instruction, frame: EffectFrame): string =>
  resolvePlayer(ctx, instruction['player'] ?? 'you', frame);

/** Energy Charge (7.48): + N, only up to the maximum (7.48.2); if nothing was added it did not happen (7.48.2.1). */
export const energyChargeVerb = defineVerb({
  name: 'energy-charge',
  rule: 'VG 7.48',
  params: energyParams,
  run(ctx, instruction, frame) {
    const player = target(ctx, instruction, frame);
    const n = resolveNumber(ctx, instruction['count'], frame, 1);
    const before = energyOf(ctx, player);
    const maximum = energyMaximumOf(ctx, player);
    const after = maximum === null ? before + Math.max(0, n) : Math.min(maximum, before + Math.max(0, n));
    if (after <= before) return verbDone;
    setEnergy(ctx, player, after);
    emitEvent(ctx, { type: 'energy-charged', player, detail: { count: after - before } });
    return verbDone;
  },
});

/** Energy Blast (7.49): − N; not done at all when the fighter has less than N (7.49.2), so as a cost it cannot be paid. */
export const energyBlastVerb = defineVerb({
  name: 'energy-blast',
  rule: 'VG 7.49',
  params: energyParams,
  run(ctx, instruction, frame) {
    const player = target(ctx, instruction, frame);
    const n = resolveNumber(ctx, instruction['count'], frame, 1);
    if (n <= 0 || energyOf(ctx, player) < n) return verbDone;
    setEnergy(ctx, player, energyOf(ctx, player) - n);
    emitEvent(ctx, { type: 'energy-blasted', player, detail: { count: n } });
    return verbDone;
  },
  canPay: (ctx, instruction, frame) => energyOf(ctx, target(ctx, instruction, frame)) >= resolveNumber(ctx, instruction['count'], frame, 1),
});

/** 13.13: a fighter whose energy is above their maximum has it set to the maximum. */
export const energyOverflowProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'energy-overflow',
  rule: 'VG 13.13',
  order: 85,
  timing: 'check',
  applies: (ctx) => ctx.state.players.some((p) => overflowing(ctx, p.id)),
  perform(ctx) {
    for (const p of ctx.state.players) if (overflowing(ctx, p.id)) setEnergy(ctx, p.id, energyMaximumOf(ctx, p.id) ?? 0);
  },
};

function overflowing(ctx: GameContext, player: string): boolean {
  const maximum = energyMaximumOf(ctx, player);
  return maximum !== null && energyOf(ctx, player) > maximum;
}

/** `{ test: 'energy', atLeast: 3 }`: the fighter (you by default) has at least that much energy. */
export const energyCondition: Omit<ConditionContribution, 'title'> = {
  name: 'energy',
  params: (l) => ({ atLeast: z.number().int(), player: l.player.optional() }),
  test: (ctx, p, _s, frame) => energyOf(ctx, resolvePlayer(ctx, p['player'] ?? 'you', frame)) >= Number(p['atLeast']),
};
