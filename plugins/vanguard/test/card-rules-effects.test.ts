import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, type Board, type Side } from './support/board.js';
import { cardRulesTestCards } from './support/card-rules-cards.js';
import { attack } from './support/kw-a.js';

const engine = { cards: cardRulesTestCards };
const main = (a: Side, b: Side = { vc: 'U3' }) => {
  const board = buildBoard(a, b, { engine });
  board.game.startStep('main', 'main');
  return board;
};
const order = (board: Board, card = 'a.hand.0') => ok(board.game, { type: 'order', player: A, card: board.id(card) });
const moreOrders = (board: Board, n = 3) => editPosition(board.game).player(A, { orderLimitBonus: n }).build();
const offered = (board: Board) => ((board.game.decision as { options?: { id: string }[] }).options ?? []).map((o) => o.id);
const faceUpDamage = (board: Board, player = A) =>
  zone(board.game, player, 'damage').filter((id) => board.game.state.cards[id]!.faceUp).length;
const events = (board: Board, type: string) => board.game.state.log.filter((e) => e.type === type);
/** Answers selects with their first options and passes play timings until `stop` holds (or nothing is left to answer). */
function answerUntil(board: Board, stop: () => boolean, prefer: readonly string[] = []): void {
  for (let i = 0; i < 60 && !stop(); i++) {
    const d = board.game.decision;
    if (d === null) return;
    if (d.kind === 'play') ok(board.game, { type: 'pass', player: d.player });
    else {
      const { options, min } = d as unknown as { options: { id: string }[]; min: number };
      const no = options.find((o) => o.id === 'no');
      const liked = options.filter((o) => prefer.includes(o.id));
      const rest = options.filter((o) => !prefer.includes(o.id));
      const pick = no !== undefined ? ['no'] : [...liked, ...rest].slice(0, Math.max(min, 1)).map((o) => o.id);
      ok(board.game, { type: 'choose', player: d.player, choice: pick });
    }
  }
}

describe('gauge (7.40.2.1, 7.40.5, 7.40.6.2, 7.40.7, 13.9.2)', () => {
  it('[VG 7.40.2.1, 7.40.6.2] gauge is neither put as nor moved to the gauge of a card with another owner or master', () => {
    const put = main({ vc: 'U3', hand: ['CR-GAUGE-OPP'], deck: ['U1'] }, { vc: 'U3', fl: 'U2' });
    order(put);
    expect(zone(put.game, A, 'gauge')).toEqual([]);
    expect(names(put.game, A, 'deck')[0]).toBe('U1');

    const moved = main({ vc: 'U3', fl: 'U1', hand: ['CR-GAUGE-MINE', 'CR-MOVE-GAUGE-OPP'], deck: ['U2'] }, { vc: 'U3', fl: 'U2' });
    moreOrders(moved);
    order(moved);
    const gauge = zone(moved.game, A, 'gauge');
    expect(gauge).toHaveLength(1);
    order(moved, 'a.hand.1');
    expect(moved.game.state.cards[gauge[0]!]!.status['gaugeOf']).toBe(moved.id('a.fl'));
  });

  it('[VG 7.40.7, 7.40.7.1, 7.40.7.2] "put as your gauge" does nothing unless an effect lets you have gauge; then the card is linked to you', () => {
    const none = main({ vc: 'U3', hand: ['CR-FIGHTER-GAUGE'], deck: ['U1'] });
    order(none);
    expect(zone(none.game, A, 'gauge')).toEqual([]);
    const board = main({ vc: 'cw-gauge-regent', hand: ['CR-FIGHTER-GAUGE'], deck: ['U1'] });
    order(board);
    const [gauge] = zone(board.game, A, 'gauge');
    expect(board.game.state.cards[gauge!]).toMatchObject({ card: 'U1', status: { gaugeOfFighter: A } });
    expect(board.game.view(B).zones[`${A}/gauge`]).toEqual({ count: 1, cards: [] });
  });

  it('[VG 13.9.2, 13.9] once no effect lets its fighter have gauge, gauge linked to that fighter goes to the drop zone', () => {
    const board = main({ vc: 'cw-gauge-regent', hand: ['CR-FIGHTER-GAUGE', 'U3'], deck: ['U1'] });
    order(board);
    expect(zone(board.game, A, 'gauge')).toHaveLength(1);
    board.game.startStep('ride', 'ride');
    ok(board.game, { type: 'ride', player: A, card: board.id('a.hand.1') });
    answerUntil(board, () => board.game.decision?.kind === 'play');
    expect(zone(board.game, A, 'gauge')).toEqual([]);
    expect(names(board.game, A, 'drop')).toContain('U1');
    expect(events(board, 'fighter-gauge-dropped')).toHaveLength(1);
  });

  it('[VG 13.9.3, 7.40.6] a fighter’s gauge moved to a unit is linked to both: the link made last stays, the other is undone', () => {
    const board = main({ vc: 'cw-gauge-regent', fl: 'U1', hand: ['CR-FIGHTER-GAUGE'], deck: ['U2'] });
    order(board);
    const [gauge] = zone(board.game, A, 'gauge');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.vc'), ability: 2 });
    expect(board.game.state.cards[gauge!]!.status['gaugeOf']).toBe(board.id('a.fl'));
    expect(board.game.state.cards[gauge!]!.status['gaugeOfFighter']).toBeUndefined();
    expect(events(board, 'gauge-links-settled')).toHaveLength(1);
  });

  it('[VG 7.40.5, 15.2.4.1, 15.2.4.2] a token put as plant gauge is valid in the gauge zone; discarded, it is erased', () => {
    const board = main({ vc: 'cw-gauge-regent', fl: 'cw-plant-tender', damage: ['F'] });
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    choose(board.game, 'fr');
    const token = onCircle(board.game, A, 'fr')!;
    expect(board.game.state.cards[token]!.token).toBe(true);
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 1 });
    const [plant] = zone(board.game, A, 'gauge');
    expect(board.game.state.cards[plant!]).toMatchObject({ card: 'cw-ember-wisp', token: true, status: { gaugeOf: board.id('a.fl') } });
    expect(onCircle(board.game, A, 'fr')).toBeUndefined();
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(10000);
    // Discarded as the regent's cost (with another gauge card), the token goes to the drop zone and is erased there.
    editPosition(board.game).put(A, 'gauge', { card: 'U1', faceUp: false }).build();
    ok(board.game, { type: 'activate', player: A, card: board.id('a.vc'), ability: 1 });
    expect(zone(board.game, A, 'gauge')).toEqual([]);
    expect(names(board.game, A, 'drop')).toEqual(['U1']);
    expect(events(board, 'erased').length).toBeGreaterThan(0);
  });
});

describe('activation wording (7.15)', () => {
  it('[VG 7.15.1.2] "activate its ACT" plays it (its cost paid in full) and resolves it; unpaid, nothing happens', () => {
    const board = main({ vc: 'U3', hand: ['cw-plant-tender', 'cw-plant-tender'], damage: ['F'] });
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fl' });
    choose(board.game, 'yes');
    choose(board.game, 'br');
    expect(faceUpDamage(board)).toBe(0);
    expect(board.game.state.cards[onCircle(board.game, A, 'br')!]!.card).toBe('cw-ember-wisp');
    // The second one cannot pay Counter Blast 1: its ACT is not played.
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.1'), circle: 'fr' });
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A });
    choose(board.game, 'yes');
    // Nothing was called: the one token is the first one's, and no circle was asked for.
    expect(board.game.decision?.kind).toBe('play');
    expect(Object.values(board.game.state.cards).filter((c) => c.card === 'cw-ember-wisp')).toHaveLength(1);
  });

  it('[VG 7.15.1.3, 7.15.1.3.2, 12.2.1] an AUTO activates by becoming pending; "does not activate" keeps it from becoming pending', () => {
    for (const smother of [false, true]) {
      const board = main({ vc: 'U3', hand: ['cw-smother', 'CR-RETIRE-OPP'], deck: ['U1', 'U1'] }, { vc: 'U3', fl: 'cw-vengeful-cinder' });
      moreOrders(board);
      if (smother) order(board);
      const hand = zone(board.game, B, 'hand').length;
      order(board, 'a.hand.1');
      expect(zone(board.game, B, 'hand')).toHaveLength(smother ? hand : hand + 1);
      expect(board.game.state.log.some((e) => e.type === 'ability-played' && String(e.detail?.['label']).startsWith('Vengeful'))).toBe(
        !smother,
      );
    }
  });

  it('[VG 7.15.1.3.1, 11.9.4] an AUTO that activates twice is played twice, each play on its own', () => {
    const board = main({ vc: 'U3', fl: 'cw-echo-drake' }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.fl'), board.id('b.vc'));
    const plays = () =>
      board.game.state.log.filter((e) => e.type === 'ability-played' && String(e.detail?.['label']).startsWith('Echoing'));
    // B's guard step: the battle is still on.
    expect(board.game.decision).toMatchObject({ kind: 'play', player: B });
    expect(plays()).toHaveLength(2);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(14000);
  });

  it('[VG 7.15.1.4, 7.15.1.4.1, 7.15.1.4.2, 7.15.1.4.3] "activate persona ride": draw a card, the front row gets +10000 this turn, and the fighter persona rode', () => {
    const board = main({ vc: 'U3', fl: 'U1', bl: 'U2', hand: ['cw-persona-rite'], damage: ['F', 'F'], deck: ['TD'] });
    order(board);
    expect(names(board.game, A, 'hand')).toEqual(['TD']);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(18000);
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(23000);
    expect(board.game.stat(board.id('a.bl'), 'power')).toBe(10000);
    expect(events(board, 'persona-rode')).toHaveLength(1);
  });
});

describe('costs (11.7.1.1, 11.8.2.2.1, 11.8.2.4.3, 11.8.3.3.1)', () => {
  it('[VG 11.7.1.1, 11.7.1] "may also be called by Counter Blast 1": an alternative call cost, paid in full by the card’s master, whatever its grade', () => {
    const poor = main({ vc: 'U1', hand: ['cw-alt-caller', 'F'] });
    rejected(poor.game, { type: 'call', player: A, card: poor.id('a.hand.0'), circle: 'fl' }, 'VG_GRADE_TOO_HIGH');
    rejected(poor.game, { type: 'alternative-call', player: A, card: poor.id('a.hand.0'), circle: 'fl' }, 'VG_CANNOT_PAY_COST');
    const board = main({ vc: 'U1', fl: 'U2', hand: ['cw-alt-caller'], damage: ['F'] });
    const call = { type: 'alternative-call', player: A, card: board.id('a.hand.0'), circle: 'fl' };
    expect(board.game.legalActions()).toContainEqual(call);
    ok(board.game, call);
    expect(faceUpDamage(board)).toBe(0);
    expect(board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card).toBe('cw-alt-caller');
    expect(names(board.game, A, 'drop')).toEqual(['U2']); // a call retires the unit there (6.2.3.4)
  });

  it('[VG 11.7.1.1] the card called by its alternative cost is shown as the call is declared, before the cost is chosen', () => {
    const board = main({ vc: 'U1', hand: ['cw-alt-caller'], damage: ['F', 'F'] });
    const card = board.id('a.hand.0');
    expect(board.game.state.cards[card]!.knownTo ?? []).not.toContain(B);
    ok(board.game, { type: 'alternative-call', player: A, card, circle: 'fl' });
    // The Counter Blast asks which damage card to turn: the card is still in the hand, and already shown.
    expect(board.game.decision).toMatchObject({ player: A });
    expect(zone(board.game, A, 'hand')).toEqual([card]);
    expect(board.game.state.cards[card]!.knownTo).toContain(B);
    expect(events(board, 'revealed').at(-1)?.detail?.['cards']).toEqual([card]);
  });

  it('[VG 11.8.2.2.1, 11.8.2.2] an ACT played from the hand, whose cost does not reveal the card, reveals it', () => {
    const board = main({ vc: 'U3', hand: ['cw-hidden-flame'], soul: ['F'] });
    const card = board.id('a.hand.0');
    expect(board.game.view(B).zones[`${A}/hand`]?.cards ?? []).toEqual([]);
    ok(board.game, { type: 'activate', player: A, card, ability: 0 });
    expect(events(board, 'revealed').at(-1)?.detail?.['cards']).toEqual([card]);
    expect(board.game.state.cards[card]!.knownTo).toContain(B);
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(18000);
    expect(zone(board.game, A, 'soul')).toEqual([]);
  });

  it('[VG 11.8.2.4.3, 11.8.3.3.1, 11.8.2.4] an order’s "by [Counter Blast 1]" is chosen while it resolves; unpaid, what follows is not done', () => {
    const board = main({ vc: 'U3', hand: ['cw-optional-blaze', 'cw-optional-blaze'], damage: ['F'], deck: ['U1', 'U2'] });
    moreOrders(board);
    order(board);
    // Playing it asked nothing: the first part resolves, then the choice to pay.
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(18000);
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A });
    choose(board.game, 'no');
    expect(faceUpDamage(board)).toBe(1);
    expect(names(board.game, A, 'hand')).toEqual(['cw-optional-blaze']);
    order(board, 'a.hand.1');
    choose(board.game, 'yes');
    expect(faceUpDamage(board)).toBe(0);
    expect(names(board.game, A, 'hand')).toEqual(['U1']);
  });
});

describe('options, trigger effects and placements (11.9.5.1.1, 11.10, 13.3.5.1)', () => {
  it('[VG 11.9.5.1.1, 11.9.5.1] an option under "the same effect cannot be activated" cannot be chosen again this turn, even if its content was not carried out', () => {
    const board = main({ vc: 'U3', fl: 'cw-choice-wyvern', hand: ['U1', 'U1'] });
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fr' });
    expect(offered(board).sort()).toEqual(['Power +2000', 'Soul Blast 1: draw']);
    choose(board.game, 'Soul Blast 1: draw'); // the soul is empty: Soul Blast 1 cannot be paid, nothing happens
    expect(zone(board.game, A, 'hand')).toHaveLength(1);
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.1'), circle: 'br' });
    expect(offered(board)).toEqual(['Power +2000']);
    choose(board.game, 'Power +2000');
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(12000);
  });

  it('[VG 11.10.2.1.1, 11.10.2.1] "no icon" is no kind of trigger icon; a card with two icons shows two kinds', () => {
    const board = main({ vc: 'U3', hand: ['cw-icon-census', 'cw-icon-census'], drop: ['TC', 'TD', 'TC', 'F', 'U1'] });
    moreOrders(board);
    order(board);
    expect(zone(board.game, A, 'soul')).toHaveLength(2);
    const twin = main({ vc: 'U3', hand: ['cw-icon-census'], drop: ['cw-twin-icon', 'F'] });
    order(twin);
    expect(zone(twin.game, A, 'soul')).toHaveLength(2);
  });

  it('[VG 11.10.6, 2.8.1] a checked card with two trigger icons plays both trigger abilities, in the order its fighter chooses', () => {
    const board = main({ vc: 'U3', fl: 'U2', deck: ['cw-twin-icon', 'U1', 'U2'] }, { vc: 'U3' });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.vc'), board.id('b.vc'));
    answerUntil(board, () => board.game.decision?.rule === 'VG 11.10.6');
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 11.10.6', ordered: true, min: 2 });
    choose(board.game, '1', '0'); // the draw trigger first
    answerUntil(board, () => names(board.game, A, 'hand').includes('cw-twin-icon'), [board.id('a.vc')]);
    // Both trigger abilities were played: critical +1 and +10000 (the critical icon), a card drawn (the draw icon).
    expect(board.game.stat(board.id('a.vc'), 'critical')).toBe(2);
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(23000);
    expect(names(board.game, A, 'hand')).toContain('U1');
  });

  it('[VG 11.10.4, 11.10.4.1] trigger effects given to the vanguard, given to another unit by an effect, are still trigger effects', () => {
    const board = main({ vc: 'U3', fl: 'tf-relay', deck: ['TC', 'U1', 'U2'], soul: [] }, { vc: 'U3' });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.vc'), board.id('b.vc'));
    answerUntil(
      board,
      () => events(board, 'trigger-effects-given').length > 0 || (board.game.decision?.kind === 'play' && board.game.decision.player === A),
    );
    answerUntil(board, () => board.game.decision?.kind === 'play' && board.game.decision.player === A);
    expect(events(board, 'trigger-effects-given')).toHaveLength(1);
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(13000);
    expect(board.game.stat(board.id('a.vc'), 'critical')).toBe(1);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(18000);
    expect(board.game.stat(board.id('a.fl'), 'critical')).toBe(2);
    // "If this unit has a trigger effect": the effects it was given are trigger effects.
    expect(zone(board.game, A, 'soul')).toHaveLength(1);
  });

  it('[VG 11.10.4.2] while trigger effects are nullified, a damage check puts the card in the trigger zone but plays no trigger ability', () => {
    const board = main({ vc: 'U3', hand: ['tf-becalm'], deck: ['U1', 'U2', 'U1'] }, { vc: 'U3', deck: ['TC', 'U1'] });
    order(board);
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.vc'), board.id('b.vc'));
    answerUntil(board, () => names(board.game, B, 'damage').length > 0);
    expect(names(board.game, B, 'damage')).toEqual(['TC']);
    expect(events(board, 'trigger-not-played')).toHaveLength(1);
    expect(board.game.stat(board.id('b.vc'), 'power')).toBe(13000);
  });

  it('[VG 11.10.4.2.1] effects of trigger abilities played before the nullifying effect applied stay', () => {
    const board = main({ vc: 'U3', fl: 'U2', deck: ['TC', 'U1', 'U2'] }, { vc: 'U3', hand: ['CR-BECALM-BLITZ', 'F'] });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.vc'), board.id('b.vc'));
    answerUntil(board, () => board.game.decision?.kind === 'play' && board.game.decision.player === A, [board.id('a.vc')]);
    answerUntil(board, () => board.game.decision?.kind === 'play' && board.game.decision.player === A, [board.id('a.vc')]);
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(23000);
    attack(board.game, board.id('a.fl'), board.id('b.vc'));
    answerUntil(board, () => board.game.decision?.player === B);
    ok(board.game, { type: 'blitz', player: B, card: board.id('b.hand.0') });
    expect(events(board, 'trigger-effects-nullified')).toHaveLength(1);
    expect(board.game.decision).toMatchObject({ kind: 'play', player: B }); // still that battle's guard step
    expect(board.game.stat(board.id('a.vc'), 'power')).toBe(23000);
    expect(board.game.stat(board.id('a.vc'), 'critical')).toBe(2);
  });

  it('[VG 13.3.5.1, 13.3.5] two cards called to one circle at the same moment: its fighter chooses the one that stays, the other goes to the drop zone', () => {
    const board = main({ vc: 'U3', hand: ['cw-convergence', 'U1', 'U1N'] });
    order(board); // the two unit cards are the only candidates: both are called (11.8.4)
    choose(board.game, 'fl');
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 13.3.5.1' });
    const tied = offered(board);
    expect(tied).toHaveLength(2);
    choose(board.game, tied[1]!);
    expect(onCircle(board.game, A, 'fl')).toBe(tied[1]);
    expect(names(board.game, A, 'drop')).toHaveLength(2);
    expect(names(board.game, A, 'drop')).toContain('cw-convergence');
    expect(events(board, 'latest-chosen')).toHaveLength(1);
  });
});
