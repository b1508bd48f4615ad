import { createEngine, nextInt, seedRng, type Action, type Game } from '@tcgkit/kernel';
import { buddyfightModule } from '../src/index.js';

export const engine = createEngine([buddyfightModule]);

export const pairings: [string, string][] = [
  ['ember', 'tide'],
  ['tide', 'ember'],
  ['ember', 'ember'],
  ['tide', 'tide'],
];

export function newGame(seed = 1, decks: [string, string] = ['ember', 'tide']): Game {
  return engine.create({ title: 'buddyfight', seed, players: [{ deck: decks[0] }, { deck: decks[1] }] });
}

/** Plays to the end choosing uniformly among legal actions, seeded; returns the number of actions. */
export function playRandom(game: Game, seed: number, limit = 20_000): number {
  const rng = seedRng(seed);
  let count = 0;
  while (game.result === null && count < limit) {
    const legal = game.legalActions();
    if (legal.length === 0) throw new Error(`no legal action at ${JSON.stringify(game.position())}`);
    const action = legal[nextInt(rng, legal.length)] as Action;
    const outcome = game.act(action);
    if (!outcome.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} → ${outcome.error.code}: ${outcome.error.message}`);
    count++;
  }
  return count;
}

export function serials(game: Game): number[] {
  const out: number[] = [];
  for (const key in game.state.zones) for (const id of game.state.zones[key] ?? []) out.push(game.state.cards[id]!.serial);
  return out.filter((s) => s > 0).sort((a, b) => a - b);
}
