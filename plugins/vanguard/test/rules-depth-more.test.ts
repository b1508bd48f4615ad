import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { parseCard, vanguardCards, vanguardDecks } from '../src/index.js';
import { scenarioCards } from './support/scenario-cards.js';

const definition = (id: string) => [...vanguardCards, ...scenarioCards].find((c) => c.id === id) as unknown as Record<string, unknown>;
import { A, B, buildBoard, choose, names, ok, rejected, scenarioEngine, zone, type Board } from './support/board.js';

const order = (board: Board, card = 'a.hand.0') => ok(board.game, { type: 'order', player: A, card: board.id(card) });
const main = (a: Parameters<typeof buildBoard>[0], b: Parameters<typeof buildBoard>[1] = { vc: 'U3' }) => {
  const board = buildBoard(a, b);
  board.game.startStep('main', 'main');
  return board;
};
const moreOrders = (board: Board, n = 3) => editPosition(board.game).player(A, { orderLimitBonus: n }).build();
const putToken = (board: Board, player: string, card: string, zoneName: string) =>
  editPosition(board.game).put(player, zoneName, { card, faceUp: true, token: true }).build().cards[0]!;

describe('icon numbers (7.28)', () => {
  it('[VG 7.28, 7.28.1, 7.28.2, 7.28.2.1] "your next Counter Blast +1", twice: the next Counter Blast 1 turns down 3, later ones 1 again', () => {
    const board = main({
      vc: 'U3',
      hand: ['Y-NEXT-CB-UP', 'Y-NEXT-CB-UP', 'Y-CB1-DRAW', 'Y-CB1-DRAW'],
      damage: ['U1', 'U1', 'U1', 'U1', 'U1'],
    });
    moreOrders(board, 5);
    order(board);
    order(board, 'a.hand.1');
    order(board, 'a.hand.2');
    const pick = (n: number) => (board.game.decision as { options: { id: string }[]; min: number }).options.slice(0, n).map((o) => o.id);
    expect(board.game.decision).toMatchObject({ kind: 'select', min: 3, max: 3 });
    choose(board.game, ...pick(3));
    const down = () => zone(board.game, A, 'damage').filter((id) => !board.game.state.cards[id]!.faceUp).length;
    expect(down()).toBe(3);
    order(board, 'a.hand.3');
    expect(board.game.decision).toMatchObject({ kind: 'select', min: 1, max: 1 });
    choose(board.game, ...pick(1));
    expect(down()).toBe(4);
  });
});

describe('gaining information (7.14)', () => {
  it('[VG 7.14.4] a unit that gains another’s power adds that power to its own', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-GAIN-VC-POWER'] });
    order(board);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000 + 13000);
  });

  it('[VG 7.14.5] a unit that gains another’s keywords has them in addition to its own', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-GAIN-KEYWORDS'] }, { vc: 'U3', fl: 'U2' });
    order(board);
    expect([...(board.game.stat(board.id('a.fl'), 'keywords') as string[])].sort()).toEqual(['boost', 'intercept']);
  });

  it('[VG 7.14.3.2, 7.14.3, 7.14.3.1] an effect that gains a gift without naming who: its master gains it at once', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-GAIN-ACCEL'] });
    editPosition(board.game)
      .player(A, { giftKinds: { accel: 'I' } })
      .build();
    order(board);
    expect(board.game.state.players[0]!.status['accelCircles']).toEqual(['a1']);
    expect(board.game.state.players[1]!.status['accelCircles']).toBeUndefined();
  });
});

describe("'when it hits' effects without a hit (10.7.1.8)", () => {
  const attackWith = (attacker: string, attackerPower?: number) => {
    const board = buildBoard({ vc: 'U3', fl: attacker, deck: ['U1', 'U1', 'U1'] }, { vc: 'U3', fr: 'U2N' });
    if (attackerPower !== undefined)
      editPosition(board.game)
        .change(board.id('a.fl'), { status: { 'stat:power': attackerPower } })
        .build();
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.fl'), target: board.id('b.fr') });
    return board;
  };

  it('[VG 10.7.1.8, 10.7.1.7] with the effect, the attack that does not hit still triggers the hit AUTO once, after the "does not hit" event', () => {
    const board = attackWith('Y-HIT-ANYWAY');
    const log = board.game.state.log;
    const notHit = log.findIndex((e) => e.type === 'not-hit');
    const hits = log.flatMap((e, i) => (e.type === 'hit' ? [i] : []));
    expect(notHit).toBeGreaterThanOrEqual(0);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toBeGreaterThan(notHit);
    expect(names(board.game, A, 'hand')).toEqual(['U1']);
    expect(names(board.game, B, 'drop')).toEqual([]);
  });

  it('[VG 10.7.1.8] without the effect the same attack draws nothing; with it, an attack that hits triggers its hit AUTO once only', () => {
    const plain = attackWith('Y-HIT-ONLY');
    expect(names(plain.game, A, 'hand')).toEqual([]);
    const hitting = attackWith('Y-HIT-ANYWAY', 20000);
    expect(hitting.game.state.log.filter((e) => e.type === 'hit')).toHaveLength(1);
    expect(names(hitting.game, A, 'hand')).toEqual(['U1']);
    expect(names(hitting.game, B, 'drop')).toEqual(['U2N']);
  });
});

describe('revealing as a cost (7.10.2)', () => {
  it('[VG 7.10.2] a card revealed as a cost is shown while the costs are paid, before the effect, and stays in the hand', () => {
    const board = main({ vc: 'U3', hand: ['Y-REVEAL-COST', 'U3', 'U1'] });
    const shown = board.id('a.hand.1');
    const logBefore = board.game.state.log.length;
    order(board);
    const log = board.game.state.log.slice(logBefore);
    const revealedAt = log.findIndex((e) => e.type === 'revealed');
    const drawnAt = log.findIndex((e) => e.type === 'moved' && e.detail?.['reason'] === 'draw');
    expect(log[revealedAt]?.detail?.['cards']).toEqual([shown]);
    expect(revealedAt).toBeGreaterThanOrEqual(0);
    expect(revealedAt).toBeLessThan(drawnAt);
    // Still in the hand: hidden from B again, it is a new object there (reading 460), the same card.
    const serialOf = (c: string) => (board.game.state.cards[c] ?? board.game.state.lastKnown[c])!.serial;
    expect(zone(board.game, A, 'hand').map(serialOf)).toContain(serialOf(shown));
  });

  it('[VG 7.10.2] an order whose cost reveals a grade 3 cannot be played without one', () => {
    const board = main({ vc: 'U3', hand: ['Y-REVEAL-COST', 'U1'] });
    rejected(board.game, { type: 'order', player: A, card: board.id('a.hand.0') }, 'VG_CANNOT_PAY_COST');
  });
});

describe('activated abilities with an enabling-condition keyword (14.2.3.3)', () => {
  it('[VG 14.2.3.3, 14.2.3.3.1] an ACT with Brave can be played only while Brave holds, and resolves in full although its own draw ends Brave', () => {
    const act = (board: Board) => ({ type: 'activate', player: A, card: board.id('a.fl'), ability: 0 }) as const;
    const tooMany = main({ vc: 'U3', fl: 'Y-BRAVE-ACT', hand: ['U1', 'U1', 'U1', 'U1'] });
    rejected(tooMany.game, act(tooMany), 'CONDITION_NOT_MET');
    expect(zone(tooMany.game, A, 'hand')).toHaveLength(4);

    const board = main({ vc: 'U3', fl: 'Y-BRAVE-ACT', hand: ['U1', 'U1', 'U1'] });
    ok(board.game, act(board));
    expect(zone(board.game, A, 'hand')).toHaveLength(3 + 2);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000 + 5000);
  });
});

describe('moving up to N cards from the deck (7.6.3)', () => {
  it('[VG 7.6.3, 7.6.3.2, 7.6.3.3, 7.6.3.4] up to 2: one card at a time, the fighter may stop; never more than 2', () => {
    const stop = main({ vc: 'U3', hand: ['Y-UPTO2'], deck: ['U1', 'U2N', 'U3'] });
    order(stop);
    choose(stop.game, 'move');
    choose(stop.game, 'stop');
    expect(names(stop.game, A, 'soul')).toEqual(['U1']);

    const all = main({ vc: 'U3', hand: ['Y-UPTO2'], deck: ['U1', 'U2N', 'U3'] });
    order(all);
    choose(all.game, 'move');
    choose(all.game, 'move');
    expect(all.game.decision?.kind).not.toBe('select');
    expect(names(all.game, A, 'soul').sort()).toEqual(['U1', 'U2N']);
  });

  it('[VG 7.6.3.1] up to 0 does nothing and asks nothing', () => {
    const board = main({ vc: 'U3', hand: ['Y-UPTO0', 'U1'] });
    order(board);
    expect(zone(board.game, A, 'soul')).toHaveLength(0);
    expect(board.game.decision).toMatchObject({ kind: 'play', player: A });
  });
});

describe('masters and control of abilities (3.2.2.1, 7.30.6, 7.39.2.3.1, 7.39.3.3)', () => {
  it('[VG 3.2.2.1] a continuous ability’s master is its card’s master: "your other units" are that fighter’s', () => {
    const board = main({ vc: 'U3', fl: 'U1' }, { vc: 'U3', fl: 'Y-AURA', fr: 'U1' });
    expect(board.game.stat(board.id('b.fr'), 'power')).toBe(10000);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000);
  });

  it('[VG 7.30.6] a locked card refers to no other card: its continuous ability no longer raises the others', () => {
    const board = main({ vc: 'U3', fl: 'Y-AURA', fr: 'U1', hand: ['Y-LOCK-MINE'] });
    expect(board.game.stat(board.id('a.fr'), 'power')).toBe(10000);
    order(board);
    choose(board.game, board.id('a.fl'));
    expect(board.game.stat(board.id('a.fr'), 'power')).toBe(8000);
  });

  it('[VG 7.39.2.3.1] a delayed ability a controlled unit creates is played by the fighter who controlled it then', () => {
    const board = main({ vc: 'U3', hand: ['Y-CONTROL-TURN'], deck: ['U1'] }, { vc: 'U3', fl: 'Y-DELAYER' });
    order(board);
    ok(board.game, { type: 'activate', player: A, card: board.id('b.fl'), ability: 0 });
    const hands = [zone(board.game, A, 'hand').length, zone(board.game, B, 'hand').length];
    board.game.startStep('end', 'cleanup');
    expect(board.game.state.cards[board.id('b.fl')]!.controller).toBe(B);
    // A draws for the delayed ability; B draws only the card of their own draw phase that follows.
    expect([zone(board.game, A, 'hand').length, zone(board.game, B, 'hand').length]).toEqual([hands[0]! + 1, hands[1]! + 1]);
    expect(board.game.state.turn.player).toBe(B);
  });
});

describe('pseudo-cards, crests and gift markers (15.3, 15.7, 16.2)', () => {
  it('[VG 15.3.1, 15.3.2, 15.3.3] Protect has the special type Protect and no main type, the grade "Protect" (no number), Sentinel and its AUTO', () => {
    const board = main({ vc: 'U3' });
    const protect = putToken(board, A, 'protect', 'hand');
    const protectCard = definition('protect') as { type: string; abilities: unknown[] };
    expect(protectCard.type).toBe('pseudo');
    expect(board.game.stat(protect, 'grade') ?? null).toBeNull();
    expect(board.game.stat(protect, 'keywords')).toEqual(['sentinel']);
    expect(protectCard.abilities).toHaveLength(1);
  });

  it('[VG 15.3.2.1] the grade "Protect" is never raised: "your hand gets grade +1" makes a unit grade 2, Protect stays gradeless', () => {
    const board = main({ vc: 'U3', hand: ['Y-HAND-GRADE-UP', 'U1'] });
    const protect = putToken(board, A, 'protect', 'hand');
    const unit = board.id('a.hand.1');
    order(board);
    expect(board.game.stat(unit, 'grade')).toBe(2);
    expect(board.game.stat(protect, 'grade') ?? null).toBeNull();
  });

  it('[VG 15.3.8] text naming "Imaginary Gift: Protect in your hand" refers to the Protect pseudo-cards there, and to no other card', () => {
    const board = main({ vc: 'U3', hand: ['Y-DISCARD-PROTECT', 'U1'] });
    const unit = board.id('a.hand.1');
    const first = putToken(board, A, 'protect', 'hand');
    const second = putToken(board, A, 'protect', 'hand');
    order(board);
    const options = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options.sort()).toEqual([first, second].sort());
    choose(board.game, second);
    expect(board.game.state.cards[second]).toBeUndefined();
    const hand = zone(board.game, A, 'hand');
    expect(hand).toContain(unit);
    expect(hand).toContain(first);
    expect(hand).toHaveLength(2 + 2);
  });

  it('[VG 16.3.2] an effect giving Accel and then Force processes them in its text order: Force may already go on the new Accel circle', () => {
    const board = main({ vc: 'U3', hand: ['Y-GAIN-ACCEL-FORCE'] });
    editPosition(board.game)
      .player(A, { giftKinds: { accel: 'I', force: 'I' } })
      .build();
    order(board);
    const decision = board.game.decision as { rule: string; options: { id: string }[] };
    expect(decision.rule).toBe('VG 16.3.1.4');
    expect(decision.options.map((o) => o.id)).toContain('a1');
    choose(board.game, 'a1');
    expect(board.game.state.players[0]!.status['markers']).toEqual([
      { circle: 'a1', gift: 'accel', kind: 'I' },
      { circle: 'a1', gift: 'force', kind: 'I' },
    ]);
  });

  it('[VG 15.3.9] Protect in the hand follows the rules of hand cards: a discard cost may discard it', () => {
    const board = main({ vc: 'U3', hand: ['Y-DISCARD-COST', 'U1'] });
    const protect = putToken(board, A, 'protect', 'hand');
    order(board);
    const options = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options).toContain(protect);
    choose(board.game, protect);
    expect(board.game.state.cards[protect]).toBeUndefined();
  });

  it('[VG 15.7.1.3, 4.19, 4.19.1, 2.9.3.5] a crest gained is created in the crest zone with the information of its name: main type crest, its CONT', () => {
    const board = main({ vc: 'U3', hand: ['X-GAIN-CREST'] });
    order(board);
    const [crest] = zone(board.game, A, 'crest');
    expect(board.game.state.cards[crest!]).toMatchObject({ card: 'X-CREST', token: true });
    expect(definition('X-CREST')['type']).toBe('crest');
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(18000);
  });

  it('[VG 16.2.1.3.1.1, 11.11.1.4] a gift marker’s text is a rule modification, not an ability’s effect: a deleted unit without abilities still gets Force’s +10000', () => {
    const board = main({ vc: 'U3' });
    editPosition(board.game)
      .player(A, { markers: [{ circle: 'vc', gift: 'force', kind: 'I' }] })
      .change(board.id('a.vc'), { status: { deleted: true }, faceUp: false })
      .build();
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(0 + 10000);
  });
});

describe('card types (2.9)', () => {
  it('[VG 2.9.2, 2.9.3] a card has a main type among those of the rules, a subtype, and a special type for pseudo-cards; anything else is refused', () => {
    const unit = parseCard({ id: 'T1', name: 'T', type: 'unit', grade: 1, power: 5000 });
    expect(unit).toMatchObject({ type: 'unit', subtype: 'normal' });
    expect(parseCard({ id: 'T2', name: 'T', type: 'order', subtype: 'set', pseudo: 'token', grade: 0, orderEffect: [] })).toMatchObject({
      type: 'order',
      subtype: 'set',
      pseudo: 'token',
    });
    expect(() => parseCard({ id: 'T3', name: 'T', type: 'spell', grade: 1 })).toThrow(/type/);
  });

  it('[VG 2.9.3.6, 8.1.4.1] a ride-deck crest is a card built into the ride deck: the demo decks put the energy generator there', () => {
    for (const deck of vanguardDecks) {
      expect(deck.extra?.['ride-deck']).toContain('energy-dynamo');
      expect(deck.main).not.toContain('energy-dynamo');
    }
    expect(definition('energy-dynamo')['type']).toBe('ride-deck-crest');
  });
});

describe('attacks by effect (7.36)', () => {
  const attacks = (board: Board) => board.game.state.log.filter((e) => e.type === 'attacks').map((e) => e.detail?.['card']);

  it('[VG 7.36, 7.36.1.1, 7.36.1.2, 7.36.1.2.1, 7.36.2, 10.2.1] an attack given during a battle is made after it: a new battle with the designated units and no boost', () => {
    const board = buildBoard({ vc: 'U3', fl: 'Y-REATTACKER', bl: 'U1', deck: ['F', 'F', 'F'] }, { vc: 'U3', hand: ['F', 'F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.fl'), target: board.id('b.vc'), booster: board.id('a.bl') });
    choose(board.game, '1'); // its AUTO (1/turn, so it may be declined: 12.3.5)
    ok(board.game, { type: 'pass', player: B }); // guard step of the first battle
    // The second battle: the same unit attacks the vanguard, unboosted, and B may guard again.
    expect(attacks(board)).toEqual([board.id('a.fl'), board.id('a.fl')]);
    const battle = (board.game.state.data['vanguard'] as { battle: { number: number; booster: string | null; targets: string[] } }).battle;
    expect(battle).toMatchObject({ number: 2, booster: null, targets: [board.id('b.vc')] });
    expect(board.game.decision).toMatchObject({ player: B });
    ok(board.game, { type: 'pass', player: B });
    // Back to the start step: A may attack again with the vanguard.
    ok(board.game, { type: 'declare-attack', player: A });
    expect(board.game.legalActions(A).some((a) => a.type === 'attack' && a['attacker'] === board.id('a.vc'))).toBe(true);
  });

  it('[VG 7.36.1.1] with no standing unit to attack, the attack instruction does nothing', () => {
    const board = buildBoard({ vc: 'U3', fl: 'Y-NOSTAND-ATTACKER', deck: ['F', 'F', 'F'] }, { vc: 'U3', hand: ['F', 'F'] });
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.fl'), target: board.id('b.vc') });
    choose(board.game, '1');
    ok(board.game, { type: 'pass', player: B });
    expect(attacks(board)).toEqual([board.id('a.fl')]);
    expect((board.game.state.data['vanguard'] as { battles: number }).battles).toBe(1);
  });
});

describe('魔合成 (7.44)', () => {
  it('[VG 7.44, 7.44.1, 7.44.1.1, 7.44.1.2, 7.44.1.3, 7.44.1.4] an order fused with one in the drop: its cost after this one’s, its text after this one’s; the other stays', () => {
    const board = main({ vc: 'U3', hand: ['Y-FUSER'], drop: ['Y-CB1-DRAW'], damage: ['U1'], deck: ['U2N', 'U3'] });
    order(board);
    // 7.44.1.1: A is in the order area while B is designated.
    expect(zone(board.game, A, 'order-area')).toEqual([expect.any(String)]);
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A, min: 0, max: 1 });
    choose(board.game, board.id('a.drop.0'));
    const reasons = board.game.state.log.filter((e) => e.type === 'moved').map((e) => String(e.detail?.['reason']));
    // A's text (soul charge) before B's text (draw); B's cost (Counter Blast 1) was paid.
    expect(reasons.indexOf('soul-charge')).toBeLessThan(reasons.lastIndexOf('draw'));
    expect(zone(board.game, A, 'damage').every((id) => !board.game.state.cards[id]!.faceUp)).toBe(true);
    expect(names(board.game, A, 'soul')).toEqual(['U2N']);
    expect(names(board.game, A, 'hand')).toEqual(['U3']);
    expect(names(board.game, A, 'drop').sort()).toEqual(['Y-CB1-DRAW', 'Y-FUSER']);
  });

  it('[VG 7.44.1.2] an order whose cost cannot be paid is not offered; with none, the order is played alone', () => {
    const board = main({ vc: 'U3', hand: ['Y-FUSER'], drop: ['Y-CB1-DRAW'], deck: ['U2N', 'U3'] });
    order(board);
    expect(names(board.game, A, 'soul')).toEqual(['U2N']);
    expect(names(board.game, A, 'hand')).toEqual([]);
  });
});

describe('nations and clans (2.2, 2.14)', () => {
  const offered = (board: Board) => (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort();

  it('[VG 2.14, 2.14.1, 2.14.2, 2.14.4, 2.14.4.1, 2.14.5, 2.2.3, 2.2.4] a card of a nation without a clan belongs to its nation’s clans; clay elementals to every clan; a printed clan limits it', () => {
    const board = main({ vc: 'U3', fl: 'Y-STOICHEIA', fr: 'Y-KETER', bl: 'Y-CLAY', br: 'Y-KETER-PALADIN', hand: ['Y-PICK-AQUA'] });
    order(board);
    expect(offered(board)).toEqual([board.id('a.fl'), board.id('a.bl')].sort());
  });

  it('[VG 2.14.4, 2.14.4.1, 2.2.4] a nation of Appendix C’s column A is also its column B nations; clay elementals belong to every nation', () => {
    const board = main({ vc: 'U3', fl: 'Y-STOICHEIA', fr: 'Y-KETER', bl: 'Y-CLAY', br: 'Y-KETER-PALADIN', hand: ['Y-PICK-US'] });
    order(board);
    expect(offered(board)).toEqual([board.id('a.fr'), board.id('a.bl'), board.id('a.br')].sort());
  });

  it('[VG 2.2.5] an order with neither clan nor nation belongs to every clan', () => {
    const board = main({ vc: 'U3', hand: ['Y-PICK-HAND-KAGERO', 'Y-CB0', 'U1', 'Y-CLAY'] });
    order(board);
    expect(offered(board)).toEqual([board.id('a.hand.1'), board.id('a.hand.3')].sort());
  });

  it('[VG 2.2.3.1] "this unit also belongs to 《clan》" adds that clan', () => {
    const board = main({ vc: 'U3', fl: 'U1', hand: ['Y-ALSO-AQUA', 'Y-PICK-AQUA'] });
    moreOrders(board);
    order(board);
    order(board, 'a.hand.1');
    expect(offered(board)).toEqual([board.id('a.fl')]);
  });

  it('[VG 2.1.2, 8.1.5.2] a card also named another name counts for both names in the four-copy limit', () => {
    const deck = {
      name: 'L',
      main: ['TC', 'TD', 'TF', 'TH', 'U1', 'U1N', 'U2', 'U2N', 'U3', 'A-ATK', 'A-SUPP', 'A-HIT']
        .flatMap((id) => [id, id, id, id])
        .concat(['O-DRAW', 'O-DRAW']),
      extra: { 'ride-deck': ['RD0', 'RD1', 'RD2', 'RD3'] },
    };
    const codes = (main: string[]) =>
      scenarioEngine()
        .validateDeck('vanguard', { ...deck, main })
        .map((e) => e.code);
    expect(codes(deck.main)).toEqual([]);
    const withTwin = [...deck.main];
    withTwin[withTwin.indexOf('U2N')] = 'X-TWIN-NAME';
    expect(codes(withTwin)).toEqual(['VG_TOO_MANY_COPIES']);
  });
});
