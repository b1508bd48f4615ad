import { createEngine, nextInt, seedRng, type Action, type Game } from '@tcgkit/kernel';
import { vanguardModule } from '../../src/index.js';

export const engine = createEngine([vanguardModule]);

export function newDemoGame(seed: number): Game {
  const decks = seed % 2 === 0 ? ['cinder-wyrms', 'tidecrest-fleet'] : ['tidecrest-fleet', 'cinder-wyrms'];
  return engine.create({ title: 'vanguard', seed, players: decks.map((deck) => ({ deck })) });
}

/** Plays to the end choosing uniformly among legal actions (seeded); throws on any rejected legal action. */
export function playRandom(game: Game, seed: number, limit = 20_000): Action[] {
  const rng = seedRng(seed);
  const actions: Action[] = [];
  while (game.result === null && actions.length < limit) {
    const legal = game.legalActions();
    if (legal.length === 0) throw new Error(`no legal action at ${JSON.stringify(game.position())}`);
    const action = legal[nextInt(rng, legal.length)] as Action;
    const outcome = game.act(action);
    if (!outcome.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} → ${outcome.error.code}: ${outcome.error.message}`);
    actions.push(action);
  }
  return actions;
}

/** Serials of the physical cards in all zones (pseudo-cards, serial -1, excluded). */
export function physicalSerials(game: Game): number[] {
  const out: number[] = [];
  for (const key in game.state.zones) for (const id of game.state.zones[key] ?? []) if (game.state.cards[id]!.serial > 0) out.push(game.state.cards[id]!.serial);
  return out.sort((a, b) => a - b);
}

export interface GameSummary {
  seed: number;
  actions: number;
  turns: number;
  result: string;
}

/** One complete seeded game with the invariants every game must keep. */
export function playChecked(seed: number): GameSummary {
  const game = newDemoGame(seed);
  const actions = playRandom(game, seed);
  if (game.result === null) throw new Error(`seed ${seed}: no result after ${actions.length} actions`);
  const serials = physicalSerials(game);
  // Card conservation: each of the 108 physical cards (2 × 54) is in exactly one zone.
  if (serials.length !== 108 || serials.some((s, i) => s !== i + 1)) throw new Error(`seed ${seed}: cards not conserved (${serials.length})`);
  return { seed, actions: actions.length, turns: game.state.turn.number, result: game.result.kind };
}
