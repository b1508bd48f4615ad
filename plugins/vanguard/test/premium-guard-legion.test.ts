import type { Action } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import type { Game, SelectDecision } from '@tcgkit/kernel';
import { A, B, buildBoard, names, ok, onCircle, pass, rejected, zone } from './support/board.js';

const premium = { gameOptions: { format: 'premium' } };

/** B attacks A's vanguard with its vanguard: A is in the guard step. */
function attackA(game: Game, attacker: string, target: string): void {
  game.startStep('battle', 'start');
  ok(game, { type: 'declare-attack', player: B });
  ok(game, { type: 'attack', player: B, attacker, target });
}

const selectDecision = (game: Game): SelectDecision | undefined =>
  game.decision?.kind === 'select' ? (game.decision as SelectDecision) : undefined;

/** Answers every select decision with its first options (as many as required) until `until` holds. */
function answerFirst(game: Game, until: () => boolean): void {
  for (let i = 0; i < 20 && !until(); i++) {
    const d = selectDecision(game);
    if (d === undefined) return;
    ok(game, { type: 'choose', player: d.player, choice: d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id) });
  }
}

describe('G guardian (10.5.1.2.3, 14.16)', () => {
  it('[VG 10.5.1.2.3, 14.16.1, 14.16.2, 4.4.2, 4.4.2.2, 4.9.5, 10.7.1.10] the defender turns a face-down G guardian face up, discards 1 and calls it to (GC); its shield counts; retired, it goes to the G zone face up', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', hand: ['U1', 'U2'], gZone: ['pg-ember-wall', 'pg-ember-emperor'] },
      { vc: 'U3' },
      { ...premium, tp: B },
    );
    attackA(game, id('b.vc'), id('a.vc'));
    const offered = game.legalActions().filter((a): a is Action => a.type === 'g-guardian');
    expect(offered.map((a) => a['card'])).toEqual([id('a.g.0')]);
    ok(game, { type: 'g-guardian', player: A, card: id('a.g.0'), discard: [id('a.hand.1')] });
    const guardian = onCircle(game, A, 'gc')!;
    expect(game.state.cards[guardian]!.card).toBe('pg-ember-wall');
    expect(game.state.cards[guardian]!.faceUp).toBe(true);
    expect(names(game, A, 'drop')).toEqual(['U2']);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000 + 15000);
    // A superior call (10.5.1.2.3): the event says so.
    expect(
      game.history().some((e) => e.type === 'moved' && e.detail?.['reason'] === 'superior-call' && e.detail?.['card'] === guardian),
    ).toBe(true);
    // Through the battle: not hit; the guardian is retired and goes to the G zone face up, not the drop (4.4.2).
    for (let i = 0; i < 40 && onCircle(game, A, 'gc') !== undefined && game.decision !== null; i++) {
      if (game.decision.kind === 'select') answerFirst(game, () => false);
      else pass(game);
    }
    expect(names(game, A, 'drop')).toEqual(['U2']);
    expect(
      zone(game, A, 'g-zone')
        .map((c) => [game.state.cards[c]!.card, game.state.cards[c]!.faceUp])
        .sort(),
    ).toEqual([
      ['pg-ember-emperor', false],
      ['pg-ember-wall', true],
    ]);
    expect(names(game, A, 'damage')).toEqual([]);
  });

  it('[VG 10.5.1.2.3, 14.16.2] refused unless both vanguards are grade 3+, at most 3 face-up G guardians are in the G zone, the card is a face-down G guardian and the cost is paid; nothing changes', () => {
    const low = buildBoard({ vc: 'U3', hand: ['U1'], gZone: ['pg-ember-wall'] }, { vc: 'U2' }, { ...premium, tp: B });
    attackA(low.game, low.id('b.vc'), low.id('a.vc'));
    expect(low.game.legalActions().some((a) => a.type === 'g-guardian')).toBe(false);
    rejected(low.game, { type: 'g-guardian', player: A, card: low.id('a.g.0'), discard: [low.id('a.hand.0')] }, 'VG_G_GUARDIAN_GRADE');

    const full = buildBoard(
      { vc: 'U3', hand: ['U1'], gZone: ['pg-ember-wall'], gZoneUp: ['pg-ember-wall', 'pg-ember-wall', 'pg-ember-wall', 'pg-ember-wall'] },
      { vc: 'U3' },
      { ...premium, tp: B },
    );
    attackA(full.game, full.id('b.vc'), full.id('a.vc'));
    rejected(full.game, { type: 'g-guardian', player: A, card: full.id('a.g.0'), discard: [full.id('a.hand.0')] }, 'VG_G_GUARDIAN_LIMIT');
    // Three face-up G guardians are still fine (10.5.1.2.3: "3 or fewer").
    editPosition(full.game).remove(full.id('a.gUp.3')).build();
    expect(full.game.legalActions().some((a) => a.type === 'g-guardian')).toBe(true);

    const { game, id } = buildBoard(
      { vc: 'U3', hand: ['U1', 'U2'], gZone: ['pg-ember-wall', 'pg-ember-emperor'] },
      { vc: 'U3' },
      { ...premium, tp: B },
    );
    attackA(game, id('b.vc'), id('a.vc'));
    rejected(game, { type: 'g-guardian', player: A, card: id('a.g.1'), discard: [id('a.hand.0')] }, 'VG_G_GUARDIAN_CARD');
    rejected(game, { type: 'g-guardian', player: A, card: id('a.g.0'), discard: [] }, 'VG_G_GUARDIAN_COST');
    rejected(game, { type: 'g-guardian', player: A, card: id('a.g.0'), discard: [id('a.hand.0'), id('a.hand.1')] }, 'VG_G_GUARDIAN_COST');
  });
});

describe('Generation Break (14.14)', () => {
  it('[VG 14.14.1, 14.14.3] Generation Break N holds with N face-up G units on the vanguard circle and in the G zone', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U3'], gZone: ['pg-ember-blaze'] }, { vc: 'U3' }, premium);
    game.startStep('ride', 'stride');
    ok(game, { type: 'stride', player: A, card: id('a.g.0'), discard: [id('a.hand.0')] });
    const g = onCircle(game, A, 'vc')!;
    // GB2 "this unit gets +5000": one G unit (itself) is not enough.
    expect(game.stat(g, 'power')).toBe(16000 + 13000);
    editPosition(game).put(A, 'g-zone', { card: 'pg-ember-emperor', faceUp: false }).build();
    expect(game.stat(g, 'power')).toBe(16000 + 13000);
    editPosition(game).put(A, 'g-zone', { card: 'pg-ember-emperor', faceUp: true }).build();
    expect(game.stat(g, 'power')).toBe(16000 + 13000 + 5000);
  });

  it('[VG 14.14.3] a rear-guard’s GB1 automatic ability fires only with a face-up G unit', () => {
    // B holds a card, so the guard step waits for B and the battle's values can be read.
    const { game, id } = buildBoard({ vc: 'U3', fl: 'pc-ember-mate' }, { vc: 'U3', hand: ['U1'] }, premium);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    expect(game.stat(id('a.fl'), 'power')).toBe(11000);
    const other = buildBoard({ vc: 'U3', fl: 'pc-ember-mate', gZoneUp: ['pg-ember-emperor'] }, { vc: 'U3', hand: ['U1'] }, premium);
    other.game.startStep('battle', 'start');
    ok(other.game, { type: 'declare-attack', player: A });
    ok(other.game, { type: 'attack', player: A, attacker: other.id('a.fl'), target: other.id('b.vc') });
    expect(other.game.stat(other.id('a.fl'), 'power')).toBe(16000);
  });
});

describe('legion and Seek Mate (6.4, 14.11, 13.3)', () => {
  /** A with the Seek Mate leader on (VC), 4 cards in the drop and the mate in the deck; in the main phase. */
  function seekMate(b: string = 'U3') {
    const board = buildBoard(
      { vc: 'pc-ember-leader', drop: ['U1', 'U1', 'U2', 'TC'], deck: ['F', 'pc-ember-mate'], hand: ['U3'] },
      // B holds a card, so a guard step waits for B and the battle's values can be read.
      { vc: b, hand: ['U1'] },
      premium,
    );
    board.game.startStep('main', 'main');
    return board;
  }

  it('[VG 14.11.1, 14.11.1.3, 14.11.2, 14.11.2.1, 6.4.1, 6.4.1.2, 6.4.1.3, 6.4.1.3.2, 6.4.1.3.2.2, 6.4.3, 6.4.3.1, 6.4.3.2, 6.4.2.1] Seek Mate: 4 drop cards onto the deck, the named card searched out and put beside the leader in legion (not a ride); once per game', () => {
    const { game, id } = seekMate();
    const activate = { type: 'activate', player: A, card: id('a.vc'), ability: 0 };
    expect(game.legalActions()).toContainEqual(activate);
    ok(game, activate);
    // The cost: 4 cards from the drop (the order chosen) on top of the deck.
    answerFirst(game, () => zone(game, A, 'drop').length === 0);
    expect(zone(game, A, 'drop')).toEqual([]);
    // The search: only the named card is offered.
    const d = selectDecision(game);
    expect(d?.kind).toBe('select');
    if (d !== undefined) expect(d.options.map((o) => game.state.cards[o.id]?.card)).toEqual(['pc-ember-mate']);
    answerFirst(game, () => (game.state.zones['p1/field#legion'] ?? []).length > 0);
    const mate = onCircle(game, A, 'legion')!;
    expect(game.state.cards[mate]!.card).toBe('pc-ember-mate');
    expect(game.state.cards[mate]!.status['legionRole']).toBe('mate');
    expect(game.state.cards[id('a.vc')]!.status['legionRole']).toBe('leader');
    expect(game.state.cards[id('a.vc')]!.status['legionWith']).toBe(mate);
    expect(game.history().map((e) => e.type)).not.toContain('rode');
    // 6.4.2.1: "when it legions" — the event fires once, naming the leader and the mate.
    const legioned = game.history().filter((e) => e.type === 'legion');
    expect(legioned.map((e) => [e.detail?.['card'], e.detail?.['mate']])).toEqual([[id('a.vc'), mate]]);
    expect(zone(game, A, 'deck')).toHaveLength(30 + 2 + 4 - 1);
    // Once per game, and never again once in legion.
    expect(game.legalActions()).not.toContainEqual(activate);
  });

  it('[VG 14.11.2] Seek Mate is not offered while the opponent’s vanguard is below grade 3', () => {
    const { game, id } = seekMate('U2');
    expect(game.legalActions().some((a) => a.type === 'activate' && a['card'] === id('a.vc'))).toBe(false);
  });

  function inLegion() {
    const board = seekMate();
    ok(board.game, { type: 'activate', player: A, card: board.id('a.vc'), ability: 0 });
    answerFirst(board.game, () => (board.game.state.zones['p1/field#legion'] ?? []).length > 0);
    return { ...board, mate: onCircle(board.game, A, 'legion')! };
  }

  it('[VG 6.4.4, 10.4.1.12.1, 6.4.3.2] the legion attacks as one: the leader adds the mate’s power and both rest; the mate cannot attack by itself', () => {
    const { game, id, mate } = inLegion();
    pass(game);
    ok(game, { type: 'declare-attack', player: A });
    const attackers = new Set(game.legalActions().flatMap((a) => (a.type === 'attack' ? [a['attacker']] : [])));
    expect(attackers).toEqual(new Set([id('a.vc')]));
    rejected(game, { type: 'attack', player: A, attacker: mate, target: id('b.vc') }, 'VG_NOT_FRONT_ROW');
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    expect(game.stat(id('a.vc'), 'power')).toBe(11000 + 11000);
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBe(true);
    expect(game.state.cards[mate]!.status['rested']).toBe(true);
  });

  it('[VG 6.4.3.2.2] only the legion leader can be attacked', () => {
    const { game, id, mate } = inLegion();
    editPosition(game).turnPlayer(B).build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: B });
    const targets = new Set(game.legalActions().flatMap((a) => (a.type === 'attack' ? [a['target']] : [])));
    expect(targets).toEqual(new Set([id('a.vc')]));
    rejected(game, { type: 'attack', player: B, attacker: id('b.vc'), target: mate }, 'VG_TARGET_NOT_FRONT_ROW');
  });

  it('[VG 13.3.1, 6.4.1.3.2.1] a legion mate whose leader is gone goes to the soul', () => {
    const { game, id, mate } = inLegion();
    editPosition(game).remove(id('a.vc')).build();
    game.startStep('main', 'main');
    expect(game.state.zones['p1/field#legion']).toEqual([]);
    expect(
      game.history().some((e) => e.type === 'moved' && e.detail?.['previous'] === mate && String(e.detail?.['to']).endsWith('/soul')),
    ).toBe(true);
  });

  it('[VG 6.5.2.2.4, 6.5.1.2] a legion strode upon: both vanguards become hearts, still in legion, and come back together at the end phase', () => {
    const { game, id, mate } = inLegion();
    editPosition(game).put(A, 'g-zone', { card: 'pg-ember-emperor', as: 'g', faceUp: false }).at('ride', 'stride').build();
    const g = zone(game, A, 'g-zone')[0]!;
    ok(game, { type: 'stride', player: A, card: g, discard: [id('a.hand.0')] });
    const strode = onCircle(game, A, 'vc')!;
    expect([...game.state.zones['p1/field#hearts']!].sort()).toEqual([id('a.vc'), mate].sort());
    // The leader is the designated heart (6.5.1.3): the G unit adds its power.
    expect(game.stat(strode, 'power')).toBe(15000 + 11000);
    expect(game.state.cards[mate]!.status['legionWith']).toBe(id('a.vc'));
    game.startStep('end', 'cleanup');
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
    expect(onCircle(game, A, 'legion')).toBe(mate);
    expect(game.state.cards[id('a.vc')]!.status['legionWith']).toBe(mate);
  });

  it('[VG 14.11.2.2, 14.11.2.3, 6.4.1.3.2] D-Seek Mate returns 4 drop cards (at most 2 trigger units) to the deck, finds either named card and D-legions', () => {
    const { game, id } = buildBoard(
      { vc: 'pt-tide-leader', drop: ['TC', 'TC', 'TC', 'U1', 'U2'], deck: ['P-PILOT', 'pt-tide-mate'] },
      { vc: 'U3' },
      premium,
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.vc'), ability: 0 });
    // Two non-triggers, then two of the three triggers.
    answerFirst(game, () => zone(game, A, 'drop').length === 1);
    expect(names(game, A, 'drop')).toEqual(['TC']);
    const d = selectDecision(game);
    if (d !== undefined) expect(d.options.map((o) => game.state.cards[o.id]?.card).sort()).toEqual(['P-PILOT', 'pt-tide-mate']);
    else expect.fail('expected the search');
    answerFirst(game, () => (game.state.zones['p1/field#legion'] ?? []).length > 0);
    const mate = onCircle(game, A, 'legion')!;
    expect(game.state.cards[mate]!.status['dLegion']).toBe(true);
    expect(game.state.cards[id('a.vc')]!.status['dLegion']).toBe(true);
  });
});
