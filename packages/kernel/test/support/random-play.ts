import { pickAnswer, seedRng, type Action, type Game } from '../../src/index.js';

export interface Playout {
  actions: Action[];
  decisions: number;
}

/** Plays `game` to its end (or `limit` actions) choosing uniformly among legal actions, seeded. */
export function playRandom(game: Game, seed: number, limit = 5000): Playout {
  const rng = seedRng(seed);
  const actions: Action[] = [];
  while (game.result === null && actions.length < limit) {
    const legal = game.legalActions();
    if (legal.length === 0) throw new Error(`no legal action at ${JSON.stringify(game.position())}`);
    const action = pickAnswer(legal, rng);
    const outcome = game.act(action);
    if (!outcome.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} → ${outcome.error.code}: ${outcome.error.message}`);
    actions.push(action);
  }
  return { actions, decisions: actions.length };
}

/** Every physical card of the game, counted once across all zones (card conservation). */
export function serialsInZones(game: Game): number[] {
  const state = game.state;
  const serials: number[] = [];
  for (const key in state.zones) for (const id of state.zones[key] ?? []) serials.push(state.cards[id]!.serial);
  return serials.sort((a, b) => a - b);
}
