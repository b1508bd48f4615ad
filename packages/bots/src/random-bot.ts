import { nextInt, seedRng } from '@tcgkit/kernel';
import type { Bot } from './bot.js';

/** Uniform over the legal actions, from its own seeded generator (the game's RNG is never touched). */
export function randomBot(seed: number): Bot {
  const rng = seedRng(seed);
  return {
    name: 'random',
    act(seat) {
      if (seat.legal.length === 0) throw new Error(`no legal action for ${seat.player}`);
      return seat.legal[nextInt(rng, seat.legal.length)]!;
    },
  };
}
