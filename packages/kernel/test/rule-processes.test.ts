import { describe, expect, it } from 'vitest';
import { cardsInZone, createEngine, moveCard, titleModule, zoneKey, type Game, type TitlePlugin } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

/** The fixture with two flag-driven processes: `early` (stage 0) and `late` (stage 1, but a lower order). */
function stagedGame(): Game {
  const plugin = skirmishPlugin('none');
  const flagged = (id: string, order: number, stage: number): NonNullable<TitlePlugin['ruleProcesses']>[number] => ({
    id,
    rule: 'SK 11',
    order,
    stage,
    timing: 'check',
    applies: (ctx) => ctx.state.data[id] === true,
    perform(ctx) {
      delete ctx.state.data[id];
      ctx.state.data['performed'] = [...((ctx.state.data['performed'] as string[] | undefined) ?? []), id];
    },
  });
  const staged: TitlePlugin = {
    ...plugin,
    ruleProcesses: [...(plugin.ruleProcesses ?? []), flagged('late', 0, 1), flagged('early', 3, 0)],
  };
  return createEngine([titleModule(staged)]).create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
}

function leaveInDeck(game: Game, player: string, keep: number): void {
  const deck = cardsInZone(contextOf(game), player, 'deck');
  for (const id of deck.slice(keep)) moveCard(contextOf(game), id, zoneKey(player, 'drop'), { silent: true });
}

describe('rule processes', () => {
  it('[WS 9.1.2.1] an interrupt process (refresh) runs at once, in the middle of an effect', () => {
    const game = newGame('interrupt');
    const a = turnPlayer(game);
    leaveInDeck(game, a, 1);
    const drop = cardsInZone(contextOf(game), a, 'drop').length;
    const hand = cardsInZone(contextOf(game), a, 'hand').length;
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'insight') });
    // Draw 1 (deck empty) → refresh: drop into deck, shuffle, 1 damage → draw 1; then Insight goes to the drop.
    expect(cardsInZone(contextOf(game), a, 'hand')).toHaveLength(hand + 2);
    expect(cardsInZone(contextOf(game), a, 'damage')).toHaveLength(1);
    expect(cardsInZone(contextOf(game), a, 'deck')).toHaveLength(drop - 2);
    expect(cardsInZone(contextOf(game), a, 'drop').map((id) => game.state.cards[id]!.card)).toEqual(['insight']);
    expect(game.result).toBeNull();
  });

  it('[WS 9.2.3] interrupt processes wait while a cost is being paid', () => {
    const game = newGame('interrupt');
    const a = turnPlayer(game);
    leaveInDeck(game, a, 1);
    const miller = give(game, a, 'field', 'miller', 'left');
    expect(game.act({ type: 'activate', player: a, card: miller, ability: 0 }).ok).toBe(true);
    // Inside the cost the deck was empty and stayed empty: the refresh came after the cost.
    expect(game.state.data['deckDuringCost']).toBe(0);
    expect(cardsInZone(contextOf(game), a, 'deck').length).toBeGreaterThan(0);
    expect(cardsInZone(contextOf(game), a, 'damage')).toHaveLength(1);
  });

  it('[VG 13.1.2] check processes see only the state at a check timing, not states passed through during an effect', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const deck = cardsInZone(contextOf(game), a, 'deck');
    for (const id of deck.slice(0, 6)) moveCard(contextOf(game), id, zoneKey(a, 'damage'), { silent: true });
    // Six damage for a moment, but healed back to four before anything checks.
    for (const id of cardsInZone(contextOf(game), a, 'damage').slice(0, 2))
      moveCard(contextOf(game), id, zoneKey(a, 'drop'), { silent: true });
    passUntil(game, 'battle');
    expect(game.result).toBeNull();
  });

  it('[VG 1.2.3] players who meet a losing condition at the same check timing lose together: a draw', () => {
    const game = newGame();
    for (const player of [turnPlayer(game), opponent(game)]) {
      for (const id of cardsInZone(contextOf(game), player, 'deck').slice(0, 5))
        moveCard(contextOf(game), id, zoneKey(player, 'damage'), { silent: true });
    }
    game.act({ type: 'pass', player: turnPlayer(game) }); // the battle window begins with a check timing
    expect(game.result).toMatchObject({ kind: 'draw' });
    expect(game.decision).toBeNull();
  });

  it('[SK 11] a later-stage check process is read only once no process of an earlier stage applies', () => {
    const game = stagedGame();
    game.setUp({ data: { early: true, late: true } });
    game.act({ type: 'pass', player: turnPlayer(game) }); // the battle window begins with a check timing
    // `late` has the lower order, so in one stage it would go first; its stage makes it wait for `early`.
    expect(game.state.data['performed']).toEqual(['early', 'late']);
  });

  it('[SK 11] processes of one stage are performed together, in order', () => {
    const game = stagedGame();
    game.setUp({ data: { late: true } });
    game.act({ type: 'pass', player: turnPlayer(game) });
    expect(game.state.data['performed']).toEqual(['late']);
    expect(contextOf(game).title.ruleProcesses.checkStages.map((stage) => stage.map((p) => p.id))).toEqual([
      ['five-damage', 'deck-out', 'early'],
      ['late'],
    ]);
  });
});
