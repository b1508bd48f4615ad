import { answerAt, createEngine } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { skirmishModule } from '../../kernel/test/fixtures/skirmish.js';
import { genericHeuristic, heuristicBot, playGame, randomBot, type Bot } from '../src/index.js';

const engine = createEngine([skirmishModule('none')]);
const start = (seed: number) => engine.create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });

describe('bots', () => {
  it('[bots] random bots play complete games, and the same seeds give the same game', () => {
    const play = () => {
      const game = start(5);
      playGame(game, { p1: randomBot(1), p2: randomBot(2) });
      return game;
    };
    const first = play();
    expect(first.result).not.toBeNull();
    expect(play().snapshot()).toBe(first.snapshot());
  });

  it('[bots] bots only see their own view: the opponent’s hand is redacted', () => {
    const seen: boolean[] = [];
    const spy: Bot = {
      name: 'spy',
      act(seat) {
        const other = seat.view.players.find((p) => p.id !== seat.player)!.id;
        seen.push(seat.view.zones[`${other}/hand`]!.cards.length === 0);
        return answerAt(seat.legal, 0n);
      },
    };
    playGame(start(3), { p1: spy, p2: spy }, { maxActions: 50 });
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every(Boolean)).toBe(true);
  });

  it('[bots] the generic heuristic bot beats the random bot in most fixture games', () => {
    let wins = 0;
    const games = 40;
    for (let seed = 1; seed <= games; seed++) {
      const game = start(seed);
      const heuristicSeat = seed % 2 === 0 ? 'p1' : 'p2';
      const randomSeat = heuristicSeat === 'p1' ? 'p2' : 'p1';
      playGame(game, { [heuristicSeat]: heuristicBot(genericHeuristic, seed), [randomSeat]: randomBot(seed) });
      if (game.result?.kind === 'win' && game.result.winner === heuristicSeat) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.7);
  });
});
