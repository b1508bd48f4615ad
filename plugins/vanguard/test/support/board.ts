/**
 * Hand-built positions for rule tests (XMage style): empty the board of a fresh game, put cards into
 * zones with `createCard`, then start the flow at a step with `game.startStep`.
 */
import { createCard, createEngine, titleModule, zoneKey, type Action, type Game } from '@tcgkit/kernel';
import { expect } from 'vitest';
import { createVanguardPlugin, type VanguardOptions } from '../../src/index.js';
import { scenarioCards } from './scenario-cards.js';

const engines = new Map<string, ReturnType<typeof createEngine>>();
export function scenarioEngine(options: Partial<VanguardOptions> = {}) {
  const key = JSON.stringify(options);
  let engine = engines.get(key);
  if (engine === undefined) {
    engine = createEngine([titleModule(createVanguardPlugin({ rideDeckDiscard: 'reject', ...options, cards: scenarioCards }))]);
    engines.set(key, engine);
  }
  return engine;
}

export const A = 'p1';
export const B = 'p2';

export interface Side {
  vc?: string;
  fl?: string;
  fr?: string;
  bl?: string;
  bc?: string;
  br?: string;
  hand?: string[];
  /** Top first; followed by `filler` F cards. */
  deck?: string[];
  filler?: number;
  soul?: string[];
  damage?: string[];
  drop?: string[];
  rideDeck?: string[];
  rested?: ('vc' | 'fl' | 'fr' | 'bl' | 'bc' | 'br')[];
  /** Plays without a ride deck (G assist, 9.5.1). */
  noRideDeck?: boolean;
}

export interface Board {
  game: Game;
  /** Ids by `a.vc`, `a.hand.0`, `b.deck.1`… */
  id: (path: string) => string;
}

/** A game with an empty board rebuilt from `a` (p1) and `b` (p2); the flow is not started yet. */
export function buildBoard(
  a: Side,
  b: Side,
  options: { turn?: number; tp?: string; first?: string; engine?: Partial<VanguardOptions>; playTimings?: 'rules' } = {},
): Board {
  const game = scenarioEngine(options.engine).create({
    title: 'vanguard',
    seed: 1,
    players: [
      { deck: 'cinder-wyrms', ...(options.playTimings === undefined ? {} : { playTimings: options.playTimings }) },
      { deck: 'tidecrest-fleet', ...(options.playTimings === undefined ? {} : { playTimings: options.playTimings }) },
    ],
    history: 'full', // rule tests read events across turns (extra turns, look-back)
  });
  const state = game.context.state;
  for (const key in state.zones) state.zones[key] = [];
  state.cards = {};
  state.lastKnown = {};
  state.pending = [];
  state.effects = [];
  state.decision = null;
  state.work = [];
  state.windows = [];
  for (const p of state.players) p.status = { vanguardDamage: 0, hasRideDeck: true };
  state.turn.number = options.turn ?? 3;
  state.turn.player = options.tp ?? A;
  state.turn.firstPlayer = options.first ?? A;
  const ids = new Map<string, string>();
  const put = (player: string, side: string, label: string, card: string, zone: string, slot?: string) => {
    const made = createCard(game.context, { card, owner: player, zone: zoneKey(player, zone, slot), faceUp: zone !== 'deck' });
    // createCard appends: keep list order as given (top first).
    ids.set(`${side}.${label}`, made.id);
    return made;
  };
  for (const [player, side, spec] of [
    [A, 'a', a],
    [B, 'b', b],
  ] as const) {
    for (const circle of ['vc', 'fl', 'fr', 'bl', 'bc', 'br'] as const) {
      const card = spec[circle];
      if (card === undefined) continue;
      const made = put(player, side, circle, card, 'field', circle);
      if (spec.rested?.includes(circle) === true) made.status['rested'] = true;
    }
    for (const [zone, list] of [
      ['hand', spec.hand],
      ['soul', spec.soul],
      ['damage', spec.damage],
      ['drop', spec.drop],
      ['ride-deck', spec.rideDeck],
    ] as const) {
      (list ?? []).forEach((card, i) => put(player, side, `${zone}.${i}`, card, zone));
    }
    (spec.deck ?? []).forEach((card, i) => put(player, side, `deck.${i}`, card, 'deck'));
    for (let i = 0; i < (spec.filler ?? 30); i++) put(player, side, `filler.${i}`, 'F', 'deck');
    state.players.find((p) => p.id === player)!.status['hasRideDeck'] = spec.noRideDeck !== true;
  }
  return {
    game,
    id: (path) => {
      const found = ids.get(path);
      if (found === undefined) throw new Error(`no card ${path}`);
      return found;
    },
  };
}

/** Acts and expects success. */
export function ok(game: Game, action: Record<string, unknown>): void {
  const outcome = game.act(action);
  if (!outcome.ok) throw new Error(`${JSON.stringify(action)} rejected: ${outcome.error.code} ${outcome.error.message}`);
}

/** Acts, expects the given error code, and that nothing changed (byte-identical snapshot). */
export function rejected(game: Game, action: Record<string, unknown>, code: string): void {
  const before = game.snapshot();
  const outcome = game.act(action);
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) expect(outcome.error.code).toBe(code);
  expect(game.snapshot()).toBe(before);
}

export function pass(game: Game): void {
  const decision = game.decision;
  if (decision === null) throw new Error('no decision');
  ok(game, { type: 'pass', player: decision.player });
}

/** Answers a select decision with the given option ids. */
export function choose(game: Game, ...choice: string[]): void {
  const decision = game.decision;
  if (decision === null || decision.kind !== 'select') throw new Error(`expected a select decision, have ${JSON.stringify(decision)}`);
  ok(game, { type: 'choose', player: decision.player, choice });
}

export function zone(game: Game, player: string, name: string): string[] {
  const out: string[] = [];
  for (const key in game.state.zones)
    if (key === `${player}/${name}` || key.startsWith(`${player}/${name}#`)) out.push(...(game.state.zones[key] ?? []));
  return out;
}

export function onCircle(game: Game, player: string, circle: string): string | undefined {
  return game.state.zones[`${player}/field#${circle}`]?.[0];
}

/** Definition ids of a zone's cards, in zone order. */
export function names(game: Game, player: string, zoneName: string): string[] {
  return zone(game, player, zoneName).map((id) => game.state.cards[id]!.card);
}

export function decisionIs(game: Game, kind: string, window?: string): void {
  expect(game.decision?.kind).toBe(kind);
  if (window !== undefined) expect((game.decision as { window?: string }).window).toBe(window);
}

export type { Action };
