import { describe, expect, it } from 'vitest';
import {
  removeContinuousEffect,
  cardsInZone,
  createEngine,
  moveCard,
  numericStat,
  titleModule,
  zoneKey,
  type TitlePlugin,
} from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { engineFor, give, newGame, opponent, passUntil, turnPlayer } from './support/board.js';
import { contextOf } from '../src/internal.js';

describe('effects', () => {
  it('[kernel effects] an effect waiting for a choice survives snapshot → restore and finishes the same way', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const targets = ['left', 'right'].map((slot) => give(game, b, 'field', 'soldier', slot));
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.decision).toMatchObject({ kind: 'select', player: a });
    const restored = engineFor('none').restore(game.snapshot());
    expect(restored.decision).toEqual(game.decision);
    const answer = { type: 'choose', player: a, choice: [targets[1]!] };
    expect(game.act(answer).ok).toBe(true);
    expect(restored.act(answer).ok).toBe(true);
    expect(restored.snapshot()).toBe(game.snapshot());
    expect(cardsInZone(contextOf(restored), b, 'field')).toEqual([targets[0]]);
  });

  it('[VG 11.11.4] a resolved modification locks its affected set: a card that becomes a new object loses it', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'shield') });
    expect(numericStat(contextOf(game), unit, 'power')).toBe(4000);
    const moved = moveCard(contextOf(game), unit, zoneKey(a, 'field', 'right'));
    expect(moved).not.toBe(unit);
    expect(numericStat(contextOf(game), moved, 'power')).toBe(2000);
  });

  it('[VG 4.1.8] a move within a zone that keeps identity keeps the card’s effects', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'shield') });
    const moved = moveCard(contextOf(game), unit, zoneKey(a, 'field', 'right'), { keepIdentity: true });
    expect(moved).toBe(unit);
    expect(numericStat(contextOf(game), moved, 'power')).toBe(4000);
  });

  it('[kernel effects] a continuous ability whose condition reads the stat it changes is applied once, against the value so far', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const soldier = give(game, a, 'field', 'soldier', 'left');
    const brute = give(game, a, 'field', 'brute', 'right');
    give(game, a, 'field', 'mentor', 'center');
    // 2000 ≤ 2000, so +1000: 3000, and the condition is not read again against 3000 (WS 8.9.1.3's example).
    expect(numericStat(contextOf(game), soldier, 'power')).toBe(3000);
    expect(numericStat(contextOf(game), brute, 'power')).toBe(3000);
    // A second Mentor (in the brute's place: a slot holds one unit) sees the 3000 the first one made,
    // whichever order they apply in.
    game.setUp({ remove: [brute] });
    give(game, a, 'field', 'mentor', 'right');
    expect(numericStat(contextOf(game), soldier, 'power')).toBe(3000);
  });

  it('[VG 11.11.3.1.1] continuous abilities apply while their source is where they work', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const soldier = give(game, a, 'field', 'soldier', 'left');
    const first = give(game, a, 'field', 'guardian', 'center');
    const second = give(game, a, 'field', 'guardian', 'right');
    expect(numericStat(contextOf(game), soldier, 'power')).toBe(4000);
    expect(numericStat(contextOf(game), first, 'power')).toBe(2000);
    moveCard(contextOf(game), second, zoneKey(a, 'drop'));
    expect(numericStat(contextOf(game), soldier, 'power')).toBe(3000);
    expect(numericStat(contextOf(game), first, 'power')).toBe(1000);
  });

  it('[VG 11.11.1] modifications apply in layer order, "set" last within its layer, then by timestamp', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    const base = { controller: a, cards: [unit], stat: 'power', duration: 'turn' };
    game.setUp({ effects: [{ ...base, layer: 'set', modification: { set: 5000 } }] });
    game.setUp({ effects: [{ ...base, layer: 'add', modification: { add: 1000 } }] });
    expect(numericStat(contextOf(game), unit, 'power')).toBe(5000);
    game.setUp({ effects: [{ ...base, layer: 'add', modification: { set: 0 } }] });
    game.setUp({ effects: [{ ...base, layer: 'add', modification: { add: 300 } }] });
    // Within "add": +1000, +300, then set 0 (set goes last, VG 11.11.2); the "set" layer then makes 5000.
    expect(numericStat(contextOf(game), unit, 'power')).toBe(5000);
    for (const effect of game.state.effects) if (effect.layer === 'set') removeContinuousEffect(contextOf(game), effect.id);
    expect(numericStat(contextOf(game), unit, 'power')).toBe(0);
  });

  it('[SK 13] a title may order each layer by timestamp only: a later "add" applies after an earlier "set"', () => {
    const plugin = skirmishPlugin('none');
    const byTimestamp: TitlePlugin = { ...plugin, title: { ...plugin.title, layerOrder: 'timestamp' } };
    const play = (title: TitlePlugin) => {
      const game = createEngine([titleModule(title)]).create({ title: 'skirmish', seed: 1, players: [{ deck: 'red' }, { deck: 'blue' }] });
      const a = turnPlayer(game);
      const unit = give(game, a, 'field', 'soldier', 'left');
      const base = { controller: a, cards: [unit], stat: 'power', duration: 'turn', layer: 'add' };
      game.setUp({ effects: [{ ...base, modification: { add: 1000 } }] });
      game.setUp({ effects: [{ ...base, modification: { set: 4000 } }] });
      game.setUp({ effects: [{ ...base, modification: { add: 300 } }] });
      return numericStat(contextOf(game), unit, 'power');
    };
    // By timestamp: 2000 + 1000, set to 4000, + 300. Set after add (the default): + 1000 + 300, then set 4000.
    expect(play(byTimestamp)).toBe(4300);
    expect(play(plugin)).toBe(4000);
  });

  it('[VG 9.11.9] "this turn" effects end with the turn', () => {
    const game = newGame();
    const a = turnPlayer(game);
    const unit = give(game, a, 'field', 'soldier', 'left');
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'shield') });
    expect(numericStat(contextOf(game), unit, 'power')).toBe(4000);
    passUntil(game, 'battle');
    game.act({ type: 'pass', player: a });
    expect(game.state.turn.player).not.toBe(a);
    expect(numericStat(contextOf(game), unit, 'power')).toBe(2000);
  });

  it('[VG 11.12] a replacement effect replaces the event once; the replaced event never happens', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const victim = give(game, b, 'field', 'soldier', 'center');
    game.setUp({
      replacements: [
        {
          controller: b,
          replaces: 'move',
          match: { test: 'card-type', type: 'unit' },
          instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'hand' }],
          duration: 'turn',
          uses: 1,
        },
      ],
    });
    const handBefore = cardsInZone(contextOf(game), b, 'hand').length;
    game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') });
    expect(game.state.cards[victim]).toBeUndefined();
    expect(cardsInZone(contextOf(game), b, 'drop')).toHaveLength(0);
    expect(cardsInZone(contextOf(game), b, 'hand')).toHaveLength(handBefore + 1);
    expect(game.state.replacements).toHaveLength(0);
  });

  it('[VG 11.7.1] a cost is paid in full before the effect; [VG 12.3.2] a once-per-turn ability is then used up', () => {
    const game = newGame();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const striker = give(game, a, 'field', 'striker', 'left');
    const damage = cardsInZone(contextOf(game), b, 'damage').length;
    expect(game.legalActions()).toContainEqual({ type: 'activate', player: a, card: striker, ability: 0 });
    expect(game.act({ type: 'activate', player: a, card: striker, ability: 0 }).ok).toBe(true);
    expect(game.state.cards[striker]!.status['rested']).toBe(true);
    expect(cardsInZone(contextOf(game), b, 'damage')).toHaveLength(damage + 1);
    game.setUp({ changes: [{ card: striker, status: { rested: null } }] });
    const before = game.snapshot();
    const again = game.act({ type: 'activate', player: a, card: striker, ability: 0 });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe('LIMIT_REACHED');
    expect(game.snapshot()).toBe(before);
    expect(game.legalActions().some((x) => x.type === 'activate')).toBe(false);
  });
});
