/**
 * Hand-built positions for rule tests (XMage style): empty the board of a fresh game and put cards into
 * zones through the position builder (`editPosition`), then start the flow at a step with `game.startStep`.
 */
import { createEngine, titleModule, type Action, type Game } from '@tcgkit/kernel';
import { position } from '@tcgkit/testing';
import { expect } from 'vitest';
import { createVanguardPlugin, type VanguardOptions } from '../../src/index.js';
import { scenarioCards } from './scenario-cards.js';

const engines = new Map<string, ReturnType<typeof createEngine>>();
export function scenarioEngine(options: Partial<VanguardOptions> = {}) {
  const key = JSON.stringify(options);
  let engine = engines.get(key);
  if (engine === undefined) {
    engine = createEngine([
      titleModule(createVanguardPlugin({ rideDeckDiscard: 'reject', ...options, cards: [...scenarioCards, ...(options.cards ?? [])] })),
    ]);
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
  /** Cards (by their place, e.g. `damage.0`) that lie face down. */
  faceDown?: string[];
  /** Plays without a ride deck (G assist, 9.5.1). */
  noRideDeck?: boolean;
  /** The G zone (premium format): face-down cards, then face-up ones (4.14.3–4). */
  gZone?: string[];
  gZoneUp?: string[];
}

export interface Board {
  game: Game;
  /** Ids by `a.vc`, `a.hand.0`, `b.deck.1`… */
  id: (path: string) => string;
}

/**
 * A game with an empty board rebuilt from `a` (p1) and `b` (p2) through the position builder (the kernel's
 * checked `game.setUp`); the flow is not started yet (`game.startStep`). Each card gets an alias by its
 * place: `a.vc`, `a.hand.0`, `b.deck.1`…
 */
export function buildBoard(
  a: Side,
  b: Side,
  options: {
    turn?: number;
    tp?: string;
    first?: string;
    engine?: Partial<VanguardOptions>;
    playTimings?: 'rules';
    /** The game's options, e.g. `{ format: 'premium' }`. */
    gameOptions?: Record<string, string>;
  } = {},
): Board {
  // A cleared board, with every event kept: rule tests read events across turns (extra turns, look-back).
  const board = position(scenarioEngine(options.engine), 'vanguard', {
    seed: 1,
    ...(options.playTimings === undefined ? {} : { playTimings: options.playTimings }),
    ...(options.gameOptions === undefined ? {} : { options: options.gameOptions }),
  });
  board.turn(options.turn ?? 3, options.tp ?? A, options.first ?? A);
  for (const [player, side, spec] of [
    [A, 'a', a],
    [B, 'b', b],
  ] as const) {
    // Only these: the set-up's own record of its ride deck (`rideDeckSerials`) named cards that are gone.
    board.player(player, { vanguardDamage: 0, hasRideDeck: spec.noRideDeck !== true, rideDeckSerials: null });
    for (const circle of ['vc', 'fl', 'fr', 'bl', 'bc', 'br'] as const) {
      const card = spec[circle];
      if (card === undefined) continue;
      const status = spec.rested?.includes(circle) === true ? { rested: true } : {};
      board.put(player, `field#${circle}`, { card, as: `${side}.${circle}`, status, faceUp: true });
    }
    for (const [zone, list] of [
      ['hand', spec.hand],
      ['soul', spec.soul],
      ['damage', spec.damage],
      ['drop', spec.drop],
      ['ride-deck', spec.rideDeck],
    ] as const) {
      (list ?? []).forEach((card, i) =>
        // The ride deck lies face down (4.18.2); its face-up cards are those put back into it (4.18.4).
        board.put(player, zone, {
          card,
          as: `${side}.${zone}.${i}`,
          faceUp: zone !== 'ride-deck' && spec.faceDown?.includes(`${zone}.${i}`) !== true,
        }),
      );
    }
    (spec.gZone ?? []).forEach((card, i) => board.put(player, 'g-zone', { card, as: `${side}.g.${i}`, faceUp: false }));
    (spec.gZoneUp ?? []).forEach((card, i) => board.put(player, 'g-zone', { card, as: `${side}.gUp.${i}`, faceUp: true }));
    // Top first: the builder appends in the order given.
    (spec.deck ?? []).forEach((card, i) => board.put(player, 'deck', { card, as: `${side}.deck.${i}`, faceUp: false }));
    for (let i = 0; i < (spec.filler ?? 30); i++) board.put(player, 'deck', { card: 'F', as: `${side}.filler.${i}`, faceUp: false });
  }
  const built = board.build();
  return {
    game: built.game,
    // The id the card had when the board was built (a card that moved since may have a new one).
    id: (path) => {
      const found = built.aliases.get(path);
      if (found === undefined) throw new Error(`no card ${path}`);
      return found.firstId;
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
