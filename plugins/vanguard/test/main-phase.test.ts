import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, choose, decisionIs, names, ok, onCircle, pass, rejected, zone, scenarioEngine } from './support/board.js';

describe('main phase (9.9)', () => {
  it('[VG 9.9.2.1, 6.2.3.3, 6.2.3.4, 6.2.5, 4.9.2.5.1, 6.2.2.1, 4.3.2.3, 9.9.2.1.1] a normal call needs grade ≤ the vanguard’s and a rear-guard circle; a unit already there is retired', () => {
    const { game, id } = buildBoard({ vc: 'U2', fl: 'U1', hand: ['U3', 'U2N', 'U1N'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    rejected(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fr' }, 'VG_GRADE_TOO_HIGH');
    rejected(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'vc' }, 'VG_NOT_REAR_GUARD_CIRCLE');
    rejected(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'gc' }, 'VG_NOT_REAR_GUARD_CIRCLE');
    // Guarding is the defender's guard-step action, never in your own main phase.
    rejected(game, { type: 'guard', player: A, cards: [id('a.hand.1')] }, 'NOT_IN_THIS_WINDOW');
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fl' });
    const called = onCircle(game, A, 'fl')!;
    expect(game.state.cards[called]).toMatchObject({ card: 'U2N' });
    expect(game.state.cards[called]!.status['rested']).toBeUndefined();
    expect(names(game, A, 'drop')).toEqual(['U1']);
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'retire')).toBe(true);
  });

  it('[VG 9.9.2.2, 4.1.8, 4.9.2.5.2, 7.34, 9.9.2.2.1, 9.9.2.2.2, 7.34.1] VG-013 moves within a column keep the card, its effects and its orientation', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'U1', bc: 'U1N', br: 'U1', rested: ['fl'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    editPosition(game)
      .effect({
        layer: 'add',
        controller: A,
        cards: [id('a.fl')],
        stat: 'power',
        modification: { add: 3000 },
        duration: 'turn',
      })
      .build();
    ok(game, { type: 'move', player: A, from: 'fl', to: 'bl' });
    expect(onCircle(game, A, 'fl')).toBe(id('a.bl'));
    expect(onCircle(game, A, 'bl')).toBe(id('a.fl'));
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBe(true);
    expect(game.stat(id('a.fl'), 'power')).toBe(13000);
    expect(game.stat(id('a.bl'), 'power')).toBe(8000);
    ok(game, { type: 'move', player: A, from: 'br', to: 'fr' });
    expect(onCircle(game, A, 'fr')).toBe(id('a.br'));
    expect(onCircle(game, A, 'br')).toBeUndefined();
    rejected(game, { type: 'move', player: A, from: 'vc', to: 'bc' }, 'VG_NOT_REAR_GUARD_CIRCLE');
    rejected(game, { type: 'move', player: A, from: 'fl', to: 'fr' }, 'VG_NOT_SAME_COLUMN');
    // Moves are not appearances: no call/ride event was recorded for them.
    expect(game.state.log.filter((e) => e.type === 'moved' && e.detail?.['reason'] === 'move').length).toBe(3);
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'call')).toBe(false);
  });

  it('[VG 9.9.2.3, 9.9.2.3.1, 11.8.2.1.1, 11.8.3.2, 11.6.2.2, 11.6.2.2.1] VG-014 orders: grade ≤ vanguard, no blitz in the main phase, one per turn', () => {
    const { game, id } = buildBoard({ vc: 'U1', hand: ['O-DRAW2', 'B-5K', 'O-DRAW', 'O-FRONT', 'U1N'], deck: ['U2'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    rejected(game, { type: 'order', player: A, card: id('a.hand.0') }, 'VG_GRADE_TOO_HIGH');
    rejected(game, { type: 'order', player: A, card: id('a.hand.1') }, 'VG_BLITZ_IN_MAIN');
    ok(game, { type: 'order', player: A, card: id('a.hand.2') });
    expect(names(game, A, 'drop')).toEqual(['O-DRAW']);
    expect(zone(game, A, 'order-area')).toEqual([]);
    rejected(game, { type: 'order', player: A, card: id('a.hand.3') }, 'VG_ORDER_LIMIT');
    expect(names(game, A, 'hand').sort()).toEqual(['B-5K', 'O-DRAW2', 'O-FRONT', 'U1N', 'U2']);
  });

  it('[VG 11.3.1.2.1, 11.8.2.1.1] VG-016 a "during that battle" effect resolved in the main phase is not created', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', hand: ['O-BATTLE', 'O-DRAW'] }, { vc: 'U3', hand: ['U1'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    choose(game, id('a.fl'));
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
    expect(game.state.effects).toEqual([]);
    expect(names(game, A, 'drop')).toEqual(['O-BATTLE']);
    rejected(game, { type: 'order', player: A, card: id('a.hand.1') }, 'VG_ORDER_LIMIT');
    pass(game);
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    decisionIs(game, 'play', 'guard');
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
  });

  it('[VG 11.8.2.2, 11.7.1, 11.8.2.1, 11.8.2.4] an activated ability whose cost cannot be paid is rejected; ACT is played only in the main phase', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'X-TURN' }, { vc: 'U3' });
    game.startStep('main', 'main');
    // Its cost is "retire this unit": a card not on the field cannot pay it.
    rejected(game, { type: 'activate', player: A, card: id('a.vc'), ability: 0 }, 'BAD_TARGET');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(names(game, A, 'drop')).toEqual(['X-TURN']);
    expect(game.state.turn.extraTurns).toEqual([A]);
  });

  it('[VG 9.9.2.5, 6.7.1, 6.7.1.1, 6.7.2, 6.7.2.1, 6.7.2.2, 14.42, 14.42.1, 14.42.2] overDress places the card onto a matching rear-guard, which becomes its dress-source (not a call)', () => {
    // Demo card "Raiment Dragon, Ashcloak" dresses onto "Ashen Scout".
    const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-scout', bl: 'U1N' }, { vc: 'U3' });
    game.startStep('main', 'main');
    const scout = id('a.fl');
    expect(zone(game, A, 'hand')).toEqual([]);
    const raiment = editPosition(game).put(A, 'hand', 'cw-raiment').build().cards[0]!;
    rejected(game, { type: 'overdress', player: A, card: raiment, target: id('a.bl') }, 'VG_DRESS_TARGET');
    ok(game, { type: 'overdress', player: A, card: raiment, target: scout });
    expect(game.state.cards[onCircle(game, A, 'fl')!]!.card).toBe('cw-raiment');
    expect(names(game, A, 'dress')).toEqual(['cw-scout']);
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'call')).toBe(false);
    expect(B).toBe('p2');
  });

  it('[VG 6.7.5, 6.7.5.1] when the overDress unit leaves the field its dress-source goes with it and is a unit card again', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-scout', hand: ['cw-raiment', 'U2N', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'overdress', player: A, card: id('a.hand.0'), target: id('a.fl') });
    // Calling another unit onto that circle retires the overDress unit (6.2.3.4).
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fl' });
    expect(names(game, A, 'drop').sort()).toEqual(['cw-raiment', 'cw-scout']);
    expect(zone(game, A, 'dress')).toEqual([]);
  });

  it('[VG 6.7.5, 6.7.5.1] the dress-source moves with its unit at once, in the same event, not at a later check timing', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-scout', hand: ['cw-raiment', 'U2N', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'overdress', player: A, card: id('a.hand.0'), target: id('a.fl') });
    const from = game.state.log.length;
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fl' });
    const moves = game.state.log.slice(from).filter((e) => e.type === 'moved');
    const retired = moves.findIndex((e) => e.detail?.['reason'] === 'retire');
    expect(moves[retired + 1]?.detail).toMatchObject({ reason: 'dress-unlinked', to: `${A}/drop` });
    expect(
      scenarioEngine()
        .title('vanguard')
        .ruleProcesses.check.some((p) => p.id === 'dress-sources-follow'),
    ).toBe(false);
  });
});

describe('costs (11.7, 7.24–7.27)', () => {
  it('[VG 11.8.2.2] an order or ACT whose cost cannot be paid in full is rejected and nothing changes', () => {
    // cw-adept: ACT [Counter Blast 1]; cw-rite: order [Counter Blast 1]: draw 2
    const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-adept', hand: ['cw-rite'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    rejected(game, { type: 'order', player: A, card: id('a.hand.0') }, 'VG_CANNOT_PAY_COST');
    rejected(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 }, 'CANNOT_PAY_COST');
  });

  it('[VG 7.24, 12.3.2, 7.24.1, 7.24.4, 11.8.2.3, 7.24.2, 7.24.4.1] Counter Blast turns face-up damage face down as a cost; the effect follows', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-adept', hand: ['F'], damage: ['F', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    choose(game, id('a.damage.1'));
    expect(game.state.cards[id('a.damage.1')]!.faceUp).toBe(false);
    expect(game.state.cards[id('a.damage.0')]!.faceUp).toBe(true);
    expect(game.stat(id('a.vc'), 'power')).toBe(18000);
    // Once per turn (12.3).
    rejected(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 }, 'LIMIT_REACHED');
  });

  it('[VG 7.25, 7.25.1, 7.25.2, 7.25.4, 7.25.4.1] Soul Blast pays from the soul; Soul Charge fills it from the top of the deck', () => {
    // [Soul Blast 1] draw 2 (grade 2)
    const { game, id } = buildBoard({ vc: 'U3', hand: ['tf-command'], soul: ['U1'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'drop').sort()).toEqual(['U1', 'tf-command']);
    expect(zone(game, A, 'hand')).toHaveLength(2);
  });

  it('[VG 7.24.3] Counter Blast as part of an effect (not a cost) with too few face-up cards is not done', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-CB', 'F'], damage: ['F'], deck: ['U2'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.state.cards[id('a.damage.0')]!.faceUp).toBe(true);
    expect(names(game, A, 'hand').sort()).toEqual(['F', 'U2']);
  });

  it('[VG 7.29, 7.29.1, 4.12] bind moves cards to their owner’s bind zone', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-BIND', 'F'], drop: ['U1', 'U2'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'bind').sort()).toEqual(['U1', 'U2']);
    expect(names(game, A, 'drop')).toEqual(['O-BIND']);
  });

  it('[VG 11.8.3.3, 4.17] a set order goes to the order zone after it resolves', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-SET', 'F'], deck: ['U2'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'order-zone')).toEqual(['O-SET']);
    expect(names(game, A, 'hand').sort()).toEqual(['F', 'U2']);
  });

  it('[VG 6.2.5, 6.3.4] a call from another circle makes a new card, unlike a move', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', hand: ['O-RECALL', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    editPosition(game)
      .effect({ layer: 'add', controller: A, cards: [id('a.fl')], stat: 'power', modification: { add: 3000 }, duration: 'turn' })
      .build();
    ok(game, { type: 'move', player: A, from: 'fl', to: 'bl' });
    expect(onCircle(game, A, 'bl')).toBe(id('a.fl'));
    // A superior call of that rear-guard to another circle, by an effect (O-RECALL: call one of your rear-guards to fr).
    // Its only rear-guard is the one chosen (a choice with one option is made for the player).
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const called = onCircle(game, A, 'fr');
    expect(called).toBeDefined();
    expect(called).not.toBe(id('a.fl'));
    expect(game.stat(called!, 'power')).toBe(10000);
  });
});
