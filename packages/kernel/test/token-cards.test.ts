import { describe, expect, it } from 'vitest';
import {
  createCard,
  createEngine,
  eraseCard,
  moveCard,
  tokenCards,
  zoneCount,
  zoneKey,
  type GameContext,
  type Game,
} from '../src/index.js';
import { cardsInZone } from '../src/zones/zone-ops.js';
import { withChangedCards } from '../src/zones/cards-in-zones.js';
import { skirmishModule } from './fixtures/skirmish.js';
import { playRandom } from './support/random-play.js';

const engine = createEngine([skirmishModule('stack')]);
const contextOf = (game: Game): GameContext => ({ state: game.state, title: engine.title('skirmish') }) as unknown as GameContext;
/** What the index must say: a walk over every card object, as the rule checks did before it. */
const walked = (game: Game): string[] => Object.keys(game.state.cards).filter((id) => game.state.cards[id]!.token === true);

describe('token objects and zone counts read without walking every card (issue 14)', () => {
  it('[kernel zones] tokenCards lists the token objects as a walk over state.cards does, through creation, moves, erasure and restore', () => {
    const game = engine.create({ title: 'skirmish', seed: 4, players: [{ deck: 'red' }, { deck: 'blue' }] });
    playRandom(game, 4, 40);
    const ctx = contextOf(game);
    const [a, b] = game.state.players.map((p) => p.id) as [string, string];
    expect(tokenCards(ctx)).toEqual([]);
    const first = createCard(ctx, { card: 'soldier', owner: a, zone: zoneKey(a, 'hand'), token: true });
    createCard(ctx, { card: 'soldier', owner: a, zone: zoneKey(a, 'hand') }); // not a token
    const second = createCard(ctx, { card: 'brute', owner: b, zone: zoneKey(b, 'hand'), token: true });
    expect(tokenCards(ctx)).toEqual([first.id, second.id]);
    expect(tokenCards(ctx)).toEqual(walked(game));
    // A move makes a new object, still a token, after the others in object order.
    const moved = moveCard(ctx, first.id, zoneKey(a, 'drop'), { reason: 'rule' });
    expect(moved).not.toBe(first.id);
    expect(tokenCards(ctx)).toEqual([second.id, moved]);
    expect(tokenCards(ctx)).toEqual(walked(game));
    eraseCard(ctx, second.id);
    expect(tokenCards(ctx)).toEqual([moved]);
    expect(tokenCards(ctx)).toEqual(walked(game));
    // A restored game (a new card record) finds its tokens again, and keeps finding new ones.
    const restored = engine.restore(game.snapshot());
    const again = contextOf(restored);
    expect(tokenCards(again)).toEqual([moved]);
    const third = createCard(again, { card: 'soldier', owner: b, zone: zoneKey(b, 'drop'), token: true });
    expect(tokenCards(again)).toEqual([moved, third.id]);
    expect(tokenCards(again)).toEqual(walked(restored));
  });

  it('[kernel zones] zoneCount counts every slot of a zone as cardsInZone lists them, without the copy', () => {
    const game = engine.create({ title: 'skirmish', seed: 5, players: [{ deck: 'red' }, { deck: 'blue' }] });
    playRandom(game, 5, 60);
    const ctx = contextOf(game);
    let nonEmpty = 0;
    for (const player of game.state.players)
      for (const zone of engine.title('skirmish').zones.keys()) {
        const listed = cardsInZone(ctx, player.id, zone).length;
        if (listed > 0) nonEmpty++;
        expect(zoneCount(ctx, player.id, zone)).toBe(listed);
      }
    expect(nonEmpty).toBeGreaterThan(3);
  });

  it('[kernel zones] withChangedCards adds the changed cards still in the game to the indexed ones, each once, in object order', () => {
    const game = engine.create({ title: 'skirmish', seed: 6, players: [{ deck: 'red' }, { deck: 'blue' }] });
    playRandom(game, 6, 30);
    const ctx = contextOf(game);
    const ids = Object.keys(game.state.cards);
    const [x, y, z] = [ids[3]!, ids[7]!, ids[12]!];
    // `z` is indexed and changed; `gone` is changed but no longer in the game.
    expect(withChangedCards(ctx, [z, x], new Set([y, z, 'gone']))).toEqual(ids.filter((id) => id === x || id === y || id === z));
  });
});
