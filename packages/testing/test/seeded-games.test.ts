import { createEngine, titleModule, type Game, type TitlePlugin } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { formatSeededGames, playSeededGame, playSeededGames, probeRandomRejections, type Pick, type SeededGames } from '../src/index.js';
import * as broken from './support/broken-titles.js';
import { skirmishPlugin } from '../../kernel/test/fixtures/skirmish.js';

function demoGamesOf(plugin: TitlePlugin, features?: SeededGames['features']): SeededGames {
  const engine = createEngine([titleModule(plugin)]);
  const decks = engine.title('skirmish').decks.map((deck) => deck.name!);
  const games: SeededGames = {
    newGame: (seed) =>
      engine.create({ title: 'skirmish', seed, players: [{ deck: decks[seed % decks.length]! }, { deck: decks[0]! }], history: 'full' }),
  };
  if (features !== undefined) games.features = features;
  return games;
}

describe('seeded random games (the harness behind every title’s random-games test and soak)', () => {
  it('[playout] plays every seed to a result and tallies results, wins and the features each game exercised', () => {
    const games = demoGamesOf(skirmishPlugin('none'), (game) => (game.history().some((e) => e.type === 'moved') ? ['a card moved'] : []));
    const report = playSeededGames(games, 8, 3);
    expect(report.summaries.map((s) => s.seed)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(report.games).toBe(8);
    expect(Object.values(report.results).reduce((a, b) => a + b, 0)).toBe(8);
    expect(report.actions).toBe(report.summaries.reduce((sum, s) => sum + s.actions, 0));
    expect(report.gamesWith['a card moved']).toBe(8);
    expect(formatSeededGames(report, 1)).toContain('8 games');
  });

  it('[playout] the same seed plays the same game', () => {
    const games = demoGamesOf(skirmishPlugin('none'));
    expect(playSeededGame(games, 5)).toEqual(playSeededGame(games, 5));
  });

  it('[playout] a lost card fails the game it is lost in, naming the seed', () => {
    expect(() => playSeededGames(demoGamesOf(broken.losesCards), 10)).toThrow(/seed \d+: cards not conserved/);
  });

  it('[playout] a view that shows a hidden card fails the game, naming the seed and the leak', () => {
    expect(() => playSeededGames(demoGamesOf(broken.leaksHand), 10)).toThrow(/seed \d+: view\(p\d\) contains c\d+/);
  });

  it('[playout] a game that never ends fails with "no result"', () => {
    const games = { ...demoGamesOf(skirmishPlugin('none')), limit: 3 };
    expect(() => playSeededGame(games, 1)).toThrow(/seed 1: no result \(after 3 actions\)/);
  });
});

describe('random rejections (a title’s own action shapes filled at random)', () => {
  const randomCall = (pick: Pick, game: Game) => ({
    type: pick(['call', 'attack', 'pass', 'bogus']),
    player: pick(['p1', 'p2']),
    card: pick(Object.keys(game.state.cards)),
    slot: pick(['left', 'right', 'nowhere']),
  });

  it('[engine contract] a sound title rejects every random illegal action with a code and no change', () => {
    const report = probeRandomRejections(demoGamesOf(skirmishPlugin('none')).newGame(2), 2, randomCall, { steps: 60 });
    expect(report.rejected).toBeGreaterThan(60);
  });

  it('[engine contract] a title whose validation writes into the state is caught', () => {
    expect(() => probeRandomRejections(demoGamesOf(broken.validationMutates).newGame(2), 2, randomCall, { steps: 60 })).toThrow(
      /rejecting .*"call".* changed the game/,
    );
  });
});
