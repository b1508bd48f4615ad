/**
 * Rule tests for the set-specific rules of SHAMAN KING (17.9), scout / engage (17.11), product and 稼働 (17.12) and
 * the Quintuplets' memories (17.15): a board is set up, one action is taken, and its outcome is read.
 */
import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { subtypeNotation } from '../src/sets/shaman-king.js';
import { vanguardCards } from '../src/index.js';
import { A, buildBoard, choose, names, ok, rejected, type Side } from './support/board.js';
import { setsBTestCards } from './support/sets-b-cards.js';

type Game = ReturnType<typeof buildBoard>['game'];
const engine = { cards: setsBTestCards };
const board = (a: Side, b: Side = { vc: 'U3' }) => buildBoard(a, { hand: ['F'], ...b }, { engine });
const activate = (game: Game, card: string, ability = 0) => ok(game, { type: 'activate', player: A, card, ability });
/** Answers every select A is asked with its first option(s) (as many as it must choose). */
function answerFirst(game: Game): void {
  while (game.decision?.kind === 'select' && game.decision.player === A) {
    const decision = game.decision as unknown as { options: { id: string }[]; min: number };
    choose(game, ...decision.options.slice(0, Math.max(1, decision.min)).map((o) => o.id));
  }
}
/** Adds cards to A's order zone; returns the game and their ids. */
function withOrders(
  built: ReturnType<typeof board>,
  cards: string[],
  stored: Record<number, 'scout' | 'engage'> = {},
): { game: Game; ids: string[] } {
  const edit = editPosition(built.game);
  cards.forEach((card, i) =>
    edit.put(A, 'order-zone', { card, as: `a.oz.${i}`, faceUp: true, status: stored[i] === undefined ? {} : { storedAs: stored[i] } }),
  );
  const made = edit.build();
  return { game: made.game, ids: cards.map((_, i) => made.aliases.get(`a.oz.${i}`)!.firstId) };
}
const power = (game: Game, id: string) => game.stat(id, 'power');
const definition = (id: string) => vanguardCards.find((c) => c.id === id)!;

describe('SHAMAN KING (17.9)', () => {
  it('[VG 17.9.1] an Over Soul ability puts the named card from hand into the soul as its cost, and cannot be played without it', () => {
    const { game, id } = board({ vc: 'U3', fl: 'sk-medium', hand: ['sk-flame', 'F'] });
    game.startStep('main', 'main');
    const hand = names(game, A, 'hand').length;
    activate(game, id('a.fl'));
    answerFirst(game);
    expect(names(game, A, 'soul')).toEqual(['sk-flame']);
    expect(names(game, A, 'hand')).toHaveLength(hand); // one put into the soul, one drawn
    expect(power(game, id('a.fl'))).toBe(18000);
    // The ability has the keyword (the tag other cards read as "an Over Soul ability").
    expect(definition('sk-medium').abilities[0]!.tags).toContain('over-soul');
    const without = board({ vc: 'U3', fl: 'sk-medium', hand: ['F'] });
    without.game.startStep('main', 'main');
    rejected(without.game, { type: 'activate', player: A, card: without.id('a.fl'), ability: 0 }, 'CANNOT_PAY_COST');
  });

  it('[VG 17.9.2, 17.9.2.1, 17.9.2.2] an order may carry part of a unit name as a subtype, written after the main subtype, and cards refer to it', () => {
    expect(subtypeNotation(definition('sk-hao-order'))).toBe('ノーマルオーダー/ハオ');
    expect(subtypeNotation(definition('sk-base'))).toBe('セットオーダー/基地');
    expect(subtypeNotation(definition('sk-flame'))).toBe('ノーマルユニット');
    const { game, id } = board({ vc: 'U3', fl: 'SB-FETCH-HAO', drop: ['sk-hao-order', 'sk-base', 'F'] });
    game.startStep('main', 'main');
    activate(game, id('a.fl'));
    expect(names(game, A, 'hand')).toEqual(['sk-hao-order']);
  });
});

describe('Scout / Engage (17.11)', () => {
  it('[VG 17.11, 17.11.1, 17.11.1.1, 17.11.1.2, 17.11.2, 17.11.2.1] scouting puts the card into your order zone as scouted, only when you have a 基地 set order there', () => {
    const built = board({ vc: 'U3', fl: 'SB-SCOUT-HAND', hand: ['sk-agent'] });
    const { game, ids } = withOrders(built, ['sk-base']);
    game.startStep('main', 'main');
    activate(game, built.id('a.fl'));
    answerFirst(game);
    expect(names(game, A, 'order-zone').sort()).toEqual(['sk-agent', 'sk-base']);
    const stored = game.state.zones[`${A}/order-zone`]!.find((c) => c !== ids[0])!;
    expect(game.state.cards[stored]!.status['storedAs']).toBe('scout');
    // Without a base, nothing happens (17.11.2.1).
    const none = board({ vc: 'U3', fl: 'SB-SCOUT-HAND', hand: ['sk-agent'] });
    const noBase = withOrders(none, ['sk-garden']);
    noBase.game.startStep('main', 'main');
    activate(noBase.game, none.id('a.fl'));
    answerFirst(noBase.game);
    expect(names(noBase.game, A, 'hand')).toEqual(['sk-agent']);
  });

  it('[VG 17.11.1.3] engaging needs a 庭園 set order: a base does not hold engaged cards', () => {
    const built = board({ vc: 'U3', fl: 'SB-ENGAGE-HAND', hand: ['sk-flame'] });
    const { game } = withOrders(built, ['sk-base']);
    game.startStep('main', 'main');
    activate(game, built.id('a.fl'));
    answerFirst(game);
    expect(names(game, A, 'hand')).toEqual(['sk-flame']);
    const garden = board({ vc: 'U3', fl: 'SB-ENGAGE-HAND', hand: ['sk-flame'] });
    const withGarden = withOrders(garden, ['sk-garden']);
    withGarden.game.startStep('main', 'main');
    activate(withGarden.game, garden.id('a.fl'));
    answerFirst(withGarden.game);
    expect(names(withGarden.game, A, 'order-zone').sort()).toEqual(['sk-flame', 'sk-garden']);
  });

  it('[VG 17.11.3, 17.11.3.1] a stored card keeps its information but is no card on the field, and only its abilities written for the stored state work', () => {
    const built = board({ vc: 'U3', fl: 'SB-SCOUT-HAND', fr: 'SB-FIELD-COUNT', hand: ['SB-ORDERZONE-ACT', 'sk-agent'] });
    const { game } = withOrders(built, ['sk-base']);
    game.startStep('main', 'main');
    expect(power(game, built.id('a.fr'))).toBe(6000); // three cards on the field: vc, fl, fr
    activate(game, built.id('a.fl'));
    choose(
      game,
      game.state.zones[`${A}/hand`]!.find((c) => game.state.cards[c]!.card === 'SB-ORDERZONE-ACT')!,
    );
    const stored = game.state.zones[`${A}/order-zone`]!.find((c) => game.state.cards[c]!.card === 'SB-ORDERZONE-ACT')!;
    expect(game.stat(stored, 'power')).toBe(5000); // 17.11.3.1: its information is kept
    expect(power(game, built.id('a.fr'))).toBe(6000); // still three on the field: the stored card is not counted
    rejected(game, { type: 'activate', player: A, card: stored, ability: 0 }, 'RESTRICTED');
    // A card with an ability written for the stored state: that one works, its other one does not.
    const mixed = board({ vc: 'U3' });
    const storedMixed = withOrders(mixed, ['sk-base', 'SB-STORED-MIXED'], { 1: 'scout' });
    storedMixed.game.startStep('main', 'main');
    rejected(storedMixed.game, { type: 'activate', player: A, card: storedMixed.ids[1]!, ability: 0 }, 'RESTRICTED');
    activate(storedMixed.game, storedMixed.ids[1]!, 1);
    expect(names(storedMixed.game, A, 'hand')).toHaveLength(1);
    // The agent's AUTO is written for the scouted state: it triggers from the order zone.
    const agent = board({ vc: 'U3', hand: ['sk-agent'] }, { vc: 'U3', hand: ['F'] });
    const scouted = withOrders(agent, ['sk-base', 'sk-agent'], { 1: 'scout' });
    scouted.game.startStep('battle', 'start');
    ok(scouted.game, { type: 'declare-attack', player: A });
    ok(scouted.game, { type: 'attack', player: A, attacker: agent.id('a.vc'), target: agent.id('b.vc') });
    answerFirst(scouted.game);
    expect(power(scouted.game, agent.id('a.vc'))).toBe(15000);
  });

  it('[VG 17.11.4] a stored card whose order zone has no set order of its storage subtype left goes to its owner’s drop zone', () => {
    const built = board({ vc: 'U3', fl: 'SB-DROP-BASES' });
    const { game } = withOrders(built, ['sk-base', 'sk-flame', 'sk-garden', 'sk-flame'], { 1: 'scout', 3: 'engage' });
    game.startStep('main', 'main');
    activate(game, built.id('a.fl'));
    expect(names(game, A, 'drop').sort()).toEqual(['sk-base', 'sk-flame']);
    expect(names(game, A, 'order-zone').sort()).toEqual(['sk-flame', 'sk-garden']); // the engaged card keeps its garden
  });
});

describe('Product and 稼働 (17.12)', () => {
  it('[VG 17.12, 17.12.1, 17.12.2, 17.12.2.1, 17.12.3] operating a プロダクト set order fires "made it operate" and "operated", which its 稼働 AUTO answers; nothing else happens', () => {
    const built = board({ vc: 'U3', fl: 'SB-OPERATE', deck: ['F', 'F'] });
    const { game, ids } = withOrders(built, ['sk-factory']);
    game.startStep('main', 'main');
    activate(game, built.id('a.fl'));
    answerFirst(game);
    const events = game.state.log.filter((e) => e.type === 'made-operate' || e.type === 'operated');
    expect(events.map((e) => [e.type, e.detail?.['card']])).toEqual([
      ['made-operate', ids[0]],
      ['operated', ids[0]],
    ]);
    expect(game.state.cards[ids[0]!]?.zone).toBe(`${A}/order-zone`); // the same card, where it was (17.12.2.1)
    expect(names(game, A, 'soul')).toEqual(['F']); // its 稼働 AUTO: Soul Charge 1
    expect(definition('sk-factory').abilities[0]!.tags).toContain('kadou');
  });
});

describe('The Quintuplets’ memories (17.15)', () => {
  it('[VG 17.15, 17.15.1, 17.15.1.1] an effect makes your order zone count as your memories too; only other effects read it', () => {
    const built = board({ vc: 'U3', fl: 'SB-MEMORIES', fr: 'SB-MEMORY-PROBE' });
    const { game, ids } = withOrders(built, ['sk-base']);
    game.startStep('main', 'main');
    expect(power(game, built.id('a.fr'))).toBe(5000);
    activate(game, built.id('a.fl'));
    expect(power(game, built.id('a.fr'))).toBe(6000);
    expect(game.state.cards[ids[0]!]?.zone).toBe(`${A}/order-zone`); // still the order zone (17.15.1.1)
  });
});
