import { describe, expect, it } from 'vitest';
import { currentWindow, pickAnswer, seedRng, type Action, type Game, type GameContext, type WindowFrame } from '@tcgkit/kernel';
import { callMove, castMove, equipMove, targetCandidates } from '../src/moves/use.js';
import { declarationKinds } from '../src/attack.js';
import { paymentChoices } from '../src/costs.js';
import { areas, definitionOf, monstersOf } from '../src/state.js';
import { freeTiming } from '../src/windows.js';
import { engine, newGame, pairings } from './support.js';

/**
 * The call, cast and attack listings ask each check once per card (issue 14) instead of validating every
 * combination. These tests hold them to what the validation accepts: at every decision of seeded random games,
 * the listing is exactly the combinations of the old, exhaustive listing that `validate` accepts.
 */
const contextOf = (game: Game): GameContext => ({ state: game.state, title: engine.title('buddyfight') }) as unknown as GameContext;
const key = (actions: readonly Action[]): string[] => actions.map((a) => JSON.stringify(a)).sort();

function subsets(ids: readonly string[], max: number): string[][] {
  const out: string[][] = [];
  const walk = (start: number, picked: string[]): void => {
    if (picked.length > 0) out.push(picked);
    if (picked.length === max) return;
    for (let i = start; i < ids.length; i++) walk(i + 1, [...picked, ids[i]!]);
  };
  walk(0, []);
  return out;
}

function acceptedCalls(ctx: GameContext, player: string, frame: WindowFrame): Action[] {
  const out: Action[] = [];
  for (const card of ctx.state.zones[`${player}/hand`] ?? [])
    for (const area of areas)
      for (const buddy of [false, true])
        for (const payWith of paymentChoices(ctx, player, definitionOf(ctx, card)?.cost ?? [])) {
          const action: Action = { type: 'call', player, card, area };
          if (buddy) action['buddy'] = true;
          if (payWith !== undefined) action['payWith'] = payWith;
          if (callMove.validate(ctx, action, frame) === null) out.push(action);
        }
  return out;
}

function acceptedCasts(ctx: GameContext, player: string, frame: WindowFrame): Action[] {
  const out: Action[] = [];
  for (const card of ctx.state.zones[`${player}/hand`] ?? []) {
    const spec = definitionOf(ctx, card)?.targets;
    const choices = spec === undefined ? [undefined] : targetCandidates(ctx, player, spec, card).map((t) => [t]);
    for (const targets of choices) {
      const action: Action = targets === undefined ? { type: 'cast', player, card } : { type: 'cast', player, card, targets };
      if (castMove.validate(ctx, action, frame) === null) out.push(action);
    }
  }
  return out;
}

function acceptedEquips(ctx: GameContext, player: string, frame: WindowFrame): Action[] {
  const out: Action[] = [];
  for (const card of ctx.state.zones[`${player}/hand`] ?? [])
    for (const action of [
      { type: 'equip', player, card },
      { type: 'equip', player, card, buddy: true },
    ] as Action[])
      if (equipMove.validate(ctx, action, frame) === null) out.push(action);
  return out;
}

function acceptedAttacks(ctx: GameContext, player: string, opponent: string): Action[] {
  const kind = declarationKinds[0]!;
  const decision = { kind: kind.kind, player } as never;
  const own = [...monstersOf(ctx, player), ...(ctx.state.zones[`${player}/item`] ?? [])];
  const targets = [...monstersOf(ctx, opponent), opponent, ...monstersOf(ctx, player)];
  const out: Action[] = [{ type: 'no-attack', player }];
  for (const attackers of subsets(own, 3))
    for (const target of targets) {
      const action: Action = { type: 'attack', player, attackers, target };
      if (kind.validate(ctx, decision, action) === null) out.push(action);
    }
  return out;
}

describe('[issue 14] the listings of calls, casts and attacks', () => {
  it(
    '[BF Call 1.1, Cast 1.1, Equip 1.1, Atk 2.2, PT 3.1] in seeded random games each listing is exactly what its validation accepts',
    { timeout: 120_000 },
    () => {
      let calls = 0;
      let counters = 0;
      let attacks = 0;
      for (let seed = 1; seed <= 16; seed++) {
        const game = newGame(seed, pairings[seed % pairings.length]!);
        const rng = seedRng(seed);
        for (let step = 0; step < 400 && game.result === null; step++) {
          const ctx = contextOf(game);
          const decision = game.decision!;
          const frame = currentWindow(ctx);
          if (decision.kind === 'play' && frame !== undefined) {
            const listed = callMove.enumerate!(ctx, decision.player, frame);
            calls += listed.length;
            if (freeTiming(ctx, decision.player, frame) === null)
              counters += listed.length + castMove.enumerate!(ctx, decision.player, frame).length;
            expect(key(listed)).toEqual(key(acceptedCalls(ctx, decision.player, frame)));
            expect(key(castMove.enumerate!(ctx, decision.player, frame))).toEqual(key(acceptedCasts(ctx, decision.player, frame)));
            expect(key(equipMove.enumerate!(ctx, decision.player, frame))).toEqual(key(acceptedEquips(ctx, decision.player, frame)));
          }
          if (decision.kind === declarationKinds[0]!.kind) {
            const opponent = game.state.players.find((p) => p.id !== decision.player)!.id;
            const listed = declarationKinds[0]!.enumerate!(ctx, decision as never) as Action[];
            attacks += listed.length;
            expect(key(listed)).toEqual(key(acceptedAttacks(ctx, decision.player, opponent)));
          }
          const result = game.act(pickAnswer(game.legalActions(), rng));
          expect(result.ok).toBe(true);
        }
      }
      // The games did reach calls and attacks to compare.
      expect(calls).toBeGreaterThan(0);
      expect(attacks).toBeGreaterThan(0);
      // …and 【対抗】 uses outside the turn fighter's free choice ([PT 3.1]).
      expect(counters).toBeGreaterThan(0);
    },
  );
});
