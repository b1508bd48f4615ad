import { pickAnswer, seedRng } from '@tcgkit/kernel';
import type { Bot } from './bot.js';

/**
 * Uniform over every legal answer, from its own seeded generator (the game's RNG is never touched). A
 * select's answers are drawn from its structure (`pickAnswer`), so each subset is as likely as any
 * other however many there are; a list of plain actions is picked from as `nextInt(rng, length)`.
 */
export function randomBot(seed: number): Bot {
  const rng = seedRng(seed);
  return {
    name: 'random',
    act(seat) {
      if (seat.legal.length === 0) throw new Error(`no legal action for ${seat.player}`);
      return pickAnswer(seat.legal, rng);
    },
  };
}
