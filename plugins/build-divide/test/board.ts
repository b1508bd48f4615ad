import { answerAt, type Action, type Engine, type Game, type Json, type PlayerId } from '@tcgkit/kernel';
import { editPosition, numberStat, zoneCards } from '@tcgkit/testing';
import { expect } from 'vitest';
import type { BdData } from '../src/state.js';
import { engine } from './support.js';

/**
 * Boards for rule tests. `mainPhase()` starts a game whose set-up used filler cards only (no mulligan),
 * and stops at the first player's main-phase window on turn 1; tests then put cards where they want
 * through the position builder (`editPosition`: the kernel's checked `game.setUp`), act through
 * `game.act`, and read zones and statuses from the read-only `game.state`.
 */
export const P1 = 'p1';
export const P2 = 'p2';

export function startGame(seed = 1, using: Engine = engine): Game {
  let game = using.create({ title: 'build-divide', seed, players: [{ deck: 'ember' }, { deck: 'tide' }] });
  // P1 is the first player (602-1e): take the first seed from `seed` on that makes p1 first.
  for (let next = seed + 1; game.state.turn.firstPlayer !== P1; next++) {
    game = using.create({ title: 'build-divide', seed: next, players: [{ deck: 'ember' }, { deck: 'tide' }] });
  }
  const board = editPosition(game);
  for (const player of [P1, P2]) board.empty(player, 'deck').empty(player, 'hand').fill(player, 'deck', 'blank-life', 30);
  board.build();
  return game;
}

/** At P1's main window of turn 1 with one filler card in hand (so the window is offered). */
export function mainPhase(seed = 1, using: Engine = engine): Game {
  const game = startGame(seed, using);
  editPosition(game).put(P1, 'hand', 'blank-life').build();
  ok(game, { type: 'choose', player: P1, choice: ['no'] });
  ok(game, { type: 'choose', player: P2, choice: ['no'] });
  expect(game.decision?.kind).toBe('play');
  expect(game.position().window).toBe('main');
  return game;
}

/** A new card in `player`'s `zone` (the position builder); returns its id. */
export function put(game: Game, player: PlayerId, card: string, zone: string, status: Record<string, boolean | number> = {}): string {
  return editPosition(game).put(player, zone, { card, status }).build().cards[0]!;
}

/** Changes a card that is in play: status merged (`null` deletes a key), face (the position builder). */
export function change(game: Game, id: string, changes: { status?: Record<string, Json | null>; faceUp?: boolean }): void {
  editPosition(game).change(id, changes).build();
}

/** Empties a zone (the cards cease to exist: test set-up only). */
export function clear(game: Game, player: PlayerId, zone: string): void {
  editPosition(game).empty(player, zone).build();
}

export function ok(game: Game, action: Action): void {
  const result = game.act(action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} rejected: ${result.error.code} ${result.error.message}`);
}

/** Asserts a rejection with `code` and a byte-identical snapshot. */
export function rejects(game: Game, action: Action, code: string): void {
  const before = game.snapshot();
  const result = game.act(action);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
  expect(game.snapshot()).toBe(before);
}

export function pass(game: Game): void {
  const decision = game.decision;
  if (decision?.kind !== 'play') throw new Error(`expected a play decision, got ${JSON.stringify(decision)}`);
  ok(game, { type: 'pass', player: decision.player });
}

/** Passes play decisions until `until` holds (or a non-play decision comes up). */
export function passUntil(game: Game, until: (game: Game) => boolean, limit = 200): void {
  for (let i = 0; i < limit && !until(game); i++) {
    if (game.decision?.kind !== 'play') return;
    pass(game);
  }
}

export const zone = (game: Game, player: PlayerId, name: string): string[] => zoneCards(game, player, name);
export const card = (game: Game, id: string) => game.state.cards[id];
/** Build Divide's data in the state, read-only (the title keeps it under `bd`; set-up has made it by now). */
export const bdData = (game: Game) => game.state.data['bd'] as unknown as Readonly<BdData>;
export const windowName = (game: Game): string | null => game.position().window;
export const count = (game: Game, player: PlayerId, name: string): number => zone(game, player, name).length;
export const counter = (game: Game, player: PlayerId, name: string): number => {
  const value = game.state.players.find((p) => p.id === player)!.status[`counter:${name}`];
  return typeof value === 'number' ? value : 0;
};
export const logTypes = (game: Game, from = 0): string[] => game.state.log.slice(from).map((e) => e.type);

/** Passes until the turn player is asked to declare an attack (802-4). */
export function toDeclaration(game: Game): void {
  passUntil(game, (g) => g.decision?.kind !== 'play');
  expect(game.decision?.kind).toBe('declare-attack');
}

/** Ends the current turn: no (more) attacks, every window passed, until the next turn's first decision. */
export function finishTurn(game: Game): void {
  const turn = game.state.turn.number;
  for (let i = 0; i < 400 && game.state.turn.number === turn && game.result === null; i++) {
    const decision = game.decision;
    if (decision === null) return;
    if (decision.kind === 'declare-attack') ok(game, { type: 'end-attacks', player: decision.player });
    else if (decision.kind === 'declare-block') ok(game, { type: 'no-block', player: decision.player });
    else if (decision.kind === 'play') pass(game);
    else if (decision.kind === 'select' && (decision as { options: { id: string }[] }).options.some((o) => o.id === 'no'))
      ok(game, { type: 'choose', player: decision.player, choice: ['no'] });
    else ok(game, answerAt(game.legalActions(), 0n));
  }
}

export const power = (game: Game, id: string): number => numberStat(game, id, 'power');
