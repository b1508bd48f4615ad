import { answerAt, createEngine, type GameView, type SelectAnswers } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { skirmishModule } from '../../kernel/test/fixtures/skirmish.js';
import { genericHeuristic, heuristicBot, playGame, randomBot, type Bot, type Seat } from '../src/index.js';

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

  it('[bots] a select too large to list: the random bot draws over all its answers, the heuristic bot builds its choice greedily', () => {
    const options = Array.from({ length: 40 }, (_, i) => `o${i}`);
    const select: SelectAnswers = { type: 'choose', player: 'p1', select: { options, min: 0, max: 40, ordered: false } };
    const seat = {
      player: 'p1',
      decision: {
        id: 1,
        kind: 'select',
        player: 'p1',
        prompt: 'Choose any',
        options: options.map((id) => ({ id, label: id })),
        min: 0,
        max: 40,
      },
      view: { turn: { player: 'p1' } } as GameView,
      legal: [select],
    } satisfies Seat;
    const random = randomBot(3);
    const sizes = Array.from({ length: 200 }, () => (random.act(seat)['choice'] as string[]).length);
    // Uniform over 2^40 subsets: about 20 options on average (the first 512 subsets listed had at most 3).
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeGreaterThan(18);
    // The generic heuristic prefers more chosen cards: its greedy choice takes all forty.
    const picked = heuristicBot(genericHeuristic, 5).act(seat)['choice'] as string[];
    expect([...picked].sort()).toEqual([...options].sort());
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
