import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { playVanguardLoop } from '../src/loops.js';
import { engine } from './support/random-play.js';
import { A, B, buildBoard, ok, onCircle, zone, type Board } from './support/board.js';

const main = (
  a: Parameters<typeof buildBoard>[0],
  b: Parameters<typeof buildBoard>[1] = { vc: 'U3' },
  options: Parameters<typeof buildBoard>[2] = {},
) => {
  const board = buildBoard(a, b, options);
  board.game.startStep('main', 'main');
  return board;
};
const order = (board: Board, card: string, player = A) => ok(board.game, { type: 'order', player, card: board.id(card) });
const moreOrders = (board: Board, n = 3) => editPosition(board.game).player(A, { orderLimitBonus: n }).build();
const premium = { gameOptions: { format: 'premium' } };
const banned = { gameOptions: { format: 'premium', stride: 'banned' } };

describe('infinite loops (18.1)', () => {
  it(
    '[VG 18.1.1.1] a loop that neither fighter can stop (a unit standing when rested and resting when stood) ends the game in a draw',
    { timeout: 30_000 },
    () => {
      const board = main({ vc: 'U3', fl: 'Z-LOOPER', hand: ['Z-REST-MINE'] });
      order(board, 'a.hand.0');
      expect(board.game.state.result).toMatchObject({ kind: 'draw', rule: 'VG 18.1.1.1' });
      expect(board.game.decision).toBeNull();
    },
  );
});

describe('extra turns (18.2)', () => {
  it('[VG 18.2, 18.2.1] a fighter who gets an extra turn takes it right after the current turn, then the turns go on as before', () => {
    const board = main({ vc: 'U3', hand: ['Z-EXTRA-TURN'] });
    order(board, 'a.hand.0');
    board.game.startStep('end', 'cleanup');
    expect(board.game.state.turn).toMatchObject({ number: 4, player: A });
    board.game.startStep('end', 'cleanup');
    expect(board.game.state.turn).toMatchObject({ number: 5, player: B });
  });

  it('[VG 18.2.2] several extra turns: the one granted by the text resolved last is taken first', () => {
    // The rules' example: the turn fighter, then the non-turn fighter, then the turn fighter gain one.
    const board = main({ vc: 'U3', hand: ['Z-EXTRA-TURN', 'Z-EXTRA-TURN-OPP', 'Z-EXTRA-TURN'] });
    moreOrders(board);
    order(board, 'a.hand.0');
    order(board, 'a.hand.1');
    order(board, 'a.hand.2');
    const players: string[] = [];
    for (let i = 0; i < 4; i++) {
      board.game.startStep('end', 'cleanup');
      players.push(board.game.state.turn.player);
    }
    // current → A's extra → B's extra → A's extra → B's normal turn.
    expect(players).toEqual([A, B, A, B]);
    expect(board.game.state.turn.number).toBe(7);
  });
});

describe('counting kinds (18.3)', () => {
  it('[VG 18.3, 18.3.1, 18.3.1.1] kinds are counted by card name, not by cards: two cards of one name are one kind, one card with two names two kinds', () => {
    const board = main({ vc: 'U3', fl: 'Z-TWO-NAMES', fr: 'U1', bl: 'U1', hand: ['Z-KINDS'] });
    const hand = zone(board.game, A, 'hand').length;
    order(board, 'a.hand.0');
    // Test U3, Test Blaster Blade, Test Blaster Arrow, Test U1.
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 4);
  });

  it('[VG 18.3.1.2] kinds of the information the text names (grades): 3, 1, 1, 1 are two kinds', () => {
    const board = main({ vc: 'U3', fl: 'Z-TWO-NAMES', fr: 'U1', bl: 'U1', hand: ['Z-KINDS-GRADE'] });
    const hand = zone(board.game, A, 'hand').length;
    order(board, 'a.hand.0');
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 2);
  });
});

describe('set cards put on a circle as units (18.5)', () => {
  it('[VG 18.5, 18.5.1, 18.5.2, 18.5.3, 18.5.4] a set order put on (R) as a unit is a new unit with the values given; the effect on the set card does not follow it', () => {
    const board = main({ vc: 'U3', hand: ['Z-SET', 'Z-PUMP-ORDER-ZONE', 'Z-SET-AS-UNIT'] });
    moreOrders(board);
    order(board, 'a.hand.0');
    const set = zone(board.game, A, 'order-zone')[0]!;
    expect(board.game.state.cards[set]!.card).toBe('Z-SET');
    order(board, 'a.hand.1');
    expect(board.game.stat(set, 'power')).toBe(5000);
    order(board, 'a.hand.2');
    const placed = onCircle(board.game, A, 'fl')!;
    expect(placed).toBeDefined();
    expect(placed).not.toBe(set);
    expect(board.game.state.cards[placed]!.card).toBe('Z-SET');
    expect(zone(board.game, A, 'order-zone')).toEqual([]);
    // 18.5.3 and 18.5.4: the values given, without the +5000 given to the set card.
    expect([board.game.stat(placed, 'power'), board.game.stat(placed, 'critical'), board.game.stat(placed, 'shield')]).toEqual([
      12000, 1, 5000,
    ]);
    // 18.5.2: it is a unit (a front-row rear-guard that may attack), not an order sent to the drop (4.4.3).
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    ok(board.game, { type: 'attack', player: A, attacker: placed, target: board.id('b.vc') });
    expect(board.game.state.cards[placed]!.status['rested']).toBe(true);
  });

  it('[VG 18.5.3.1] with no values given, the unit has power 0, critical 0 and no shield', () => {
    const board = main({ vc: 'U3', hand: ['Z-SET', 'Z-SET-AS-BARE-UNIT'] });
    moreOrders(board);
    order(board, 'a.hand.0');
    order(board, 'a.hand.1');
    const placed = onCircle(board.game, A, 'fl')!;
    expect([board.game.stat(placed, 'power'), board.game.stat(placed, 'critical'), board.game.stat(placed, 'shield')]).toEqual([
      0,
      0,
      null,
    ]);
  });
});

describe('a stride ban (18.6)', () => {
  it('[VG 18.6, 18.6.1, 18.6.1.1] under a stride ban the G deck is still put into the G zone, but no stride is possible', () => {
    const game = engine.create({
      title: 'vanguard',
      seed: 3,
      players: [{ deck: 'cinder-wyrms-premium' }, { deck: 'tidecrest-fleet-premium' }],
      options: { format: 'premium', stride: 'banned' },
    });
    expect(game.state.zones['p1/g-zone']).toHaveLength(12);
    const { game: board } = buildBoard({ vc: 'U3', hand: ['U3'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' }, banned);
    board.startStep('ride', 'stride');
    // No stride is offered: the step passes and the main phase begins with the vanguard unchanged.
    expect((board.decision as { window?: string } | null)?.window).toBe('main');
    expect(board.state.cards[onCircle(board, A, 'vc')!]!.card).toBe('U3');
    // Without the ban the same stride is legal.
    const free = buildBoard({ vc: 'U3', hand: ['U3'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' }, premium);
    free.game.startStep('ride', 'stride');
    expect(free.game.legalActions().some((a) => a.type === 'stride')).toBe(true);
  });

  it('[VG 18.6.2, 18.6.1.2] an effect that lets the fighter stride overrides the ban; the G unit still goes to the G zone at the end phase', () => {
    const board = main({ vc: 'U3', hand: ['Z-MAY-STRIDE', 'U3'], gZone: ['pg-ember-emperor'] }, { vc: 'U3' }, banned);
    order(board, 'a.hand.0');
    board.game.startStep('ride', 'stride');
    ok(board.game, { type: 'stride', player: A, card: board.id('a.g.0'), discard: [board.id('a.hand.1')] });
    expect(board.game.state.cards[onCircle(board.game, A, 'vc')!]!.card).toBe('pg-ember-emperor');
    board.game.startStep('end', 'cleanup');
    const back = zone(board.game, A, 'g-zone').map((c) => board.game.state.cards[c]!);
    expect(back.map((c) => [c.card, c.faceUp])).toEqual([['pg-ember-emperor', true]]);
    // The permission was for that turn only.
    expect(board.game.state.turn.player).toBe(B);
  });
});

describe('ending the turn (18.4)', () => {
  const events = (board: Board, from = 0) =>
    board.game
      .history()
      .slice(from)
      .map((e) => e.type);

  it('[VG 18.4, 18.4.1, 18.4.1.2, 18.4.1.3] "end the turn" stops the order’s resolution (its later draw is not done) and goes to the end phase; the order still goes to the drop', () => {
    const board = main({ vc: 'U3', hand: ['Z-END-TURN', 'F'] });
    const hand = zone(board.game, A, 'hand').length;
    const from = board.game.history().length;
    order(board, 'a.hand.0');
    // One draw only; the turn went on to its end phase (no battle phase), then to the opponent's turn.
    const log = events(board, from);
    expect(log).toContain('start-of-end-phase');
    expect(log.indexOf('start-of-end-phase')).toBeLessThan(log.indexOf('turn-ended'));
    expect(log).not.toContain('start-of-battle-phase');
    expect(board.game.state.turn.player).toBe(B);
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 1);
    expect(zone(board.game, A, 'drop').map((id) => board.game.state.cards[id]!.card)).toContain('Z-END-TURN');
  });

  it('[VG 18.4.1.1] the battle’s continuous effects end with the turn-ending; "this turn" ones last to the end phase', () => {
    // +5000 for the battle and +10000 this turn on an 8000 unit; its end-of-turn AUTO draws only at exactly 18000.
    const board = buildBoard({ vc: 'U3', fl: 'Z-ATTACK-END' }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('battle', 'start');
    const hand = zone(board.game, A, 'hand').length;
    ok(board.game, { type: 'declare-attack', player: A });
    const from = board.game.history().length;
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.fl'), target: board.id('b.vc') });
    expect(zone(board.game, A, 'hand').length).toBe(hand + 1);
    expect(events(board, from)).not.toContain('start-of-guard-step');
    expect(board.game.state.turn.player).toBe(B);
  });

  it('[VG 18.4.2] vanguard damage still to be dealt is processed in the end phase', () => {
    const board = main({ vc: 'U3', hand: ['Z-DAMAGE-END'] }, { vc: 'U3' });
    const from = board.game.history().length;
    order(board, 'a.hand.0');
    expect(zone(board.game, B, 'damage')).toHaveLength(1);
    const log = events(board, from);
    // The end phase begins with its clean-up (9.11.1), whose check timing processes the damage.
    expect(log.indexOf('end-phase-cleanup')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('damage-check')).toBeGreaterThan(log.indexOf('end-phase-cleanup'));
  });

  it('[VG 18.4.3] an automatic ability pending when the turn ends is played in the end phase’s check timing', () => {
    const board = main({ vc: 'U3', fl: 'Z-REST-DRAW', hand: ['Z-REST-END'] });
    const hand = zone(board.game, A, 'hand').length;
    const from = board.game.history().length;
    order(board, 'a.hand.0');
    expect(zone(board.game, A, 'hand').length).toBe(hand - 1 + 1);
    const history = board.game.history().slice(from);
    const endPhase = history.findIndex((e) => e.type === 'end-phase-cleanup');
    const drew = history.findIndex((e) => e.type === 'moved' && e.detail?.['reason'] === 'draw' && e.player === A);
    expect(endPhase).toBeGreaterThanOrEqual(0);
    expect(drew).toBeGreaterThan(endPhase);
  });
});

describe('optional loops (18.1.1.2, 18.1.1.4)', () => {
  const act = (board: Board) => ({ type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });

  it('[VG 18.1.1.2, 18.1.1.4] a loop only its master can stop: they name the number of repetitions, which are applied as if each was done (200 × +1000)', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-PUMP' });
    const outcome = playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 200 });
    expect(outcome).toMatchObject({ ok: true, performed: 200 });
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000 + 200_000);
    expect(board.game.history().filter((e) => e.type === 'ability-activated')).toHaveLength(200);
    // Only the fighter who can stop it shows it.
    const other = playVanguardLoop(board.game, { player: B, actions: [act(board)], times: 2 });
    expect(other.ok).toBe(false);
  });

  it('[VG 18.1.1.2] a repetition that leaves the game exactly as it was is not chosen again: the loop stops there', () => {
    const board = main({ vc: 'U3', fl: 'Z-LOOP-IDLE' });
    const outcome = playVanguardLoop(board.game, { player: A, actions: [act(board)], times: 50 });
    expect(outcome).toMatchObject({ ok: true, performed: 1, stopped: 'same-state' });
  });
});
