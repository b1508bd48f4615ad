/**
 * Rule tests of the premium format's depth (issue 16, helper vg-premium): rides by effect (6.3.3, 6.3.5.1, 6.3.6),
 * legion (6.4.x), hearts (6.5.x, 11.9.6.1.5) and how legion meets delete, damage, control and Blaze (7.32.7,
 * 7.35.2.1, 7.39.1.4, 14.23.1.1), with the demo cards of src/cards/pool-premium-depth.ts.
 */
import type { Game, SelectDecision } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, onCircle, rejected, zone, type Side } from './support/board.js';

const premium = { gameOptions: { format: 'premium' } };

const selectDecision = (game: Game): SelectDecision | undefined =>
  game.decision?.kind === 'select' ? (game.decision as SelectDecision) : undefined;

/** Answers every select decision with its first options (as many as required) until `until` holds. */
function answerFirst(game: Game, until: () => boolean = () => false): void {
  for (let i = 0; i < 30 && !until(); i++) {
    const d = selectDecision(game);
    if (d === undefined) return;
    ok(game, { type: 'choose', player: d.player, choice: d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id) });
  }
}

/** Answers the select decision with the options whose cards are named `cards` (in that order). */
function chooseCards(game: Game, ...cards: string[]): void {
  const d = selectDecision(game);
  if (d === undefined) throw new Error(`expected a select decision, have ${JSON.stringify(game.decision)}`);
  const choice = cards.map((card) => {
    const found = d.options.find((o) => game.state.cards[o.id]?.card === card && !choiceTaken.has(o.id));
    if (found === undefined) throw new Error(`no option ${card}`);
    choiceTaken.add(found.id);
    return found.id;
  });
  choiceTaken.clear();
  ok(game, { type: 'choose', player: d.player, choice });
}
const choiceTaken = new Set<string>();

const activate = (game: Game, card: string, ability: number) =>
  ok(game, { type: 'activate', player: game.state.turn.player, card, ability });
const legionSlot = (game: Game, player = A) => game.state.zones[`${player}/field#legion`] ?? [];
const status = (game: Game, id: string | undefined, key: string) => (id === undefined ? undefined : game.state.cards[id]?.status[key]);

/** A's Bondflare Leader (VC) D-legions with a Bondflare Mate searched from the deck (its 1/turn ACT, CB1). */
function dLegion(a: Side = {}, b: Side = { vc: 'U3', hand: ['U1'] }) {
  const board = buildBoard({ vc: 'pd-bond-leader', damage: ['U1', 'U1'], deck: ['pd-bond-mate'], hand: ['U3'], ...a }, b, premium);
  board.game.startStep('main', 'main');
  activate(board.game, board.id('a.vc'), 1);
  answerFirst(board.game, () => legionSlot(board.game).length > 0);
  return { ...board, mate: onCircle(board.game, A, 'legion')! };
}

describe('rides by effect (6.3.3, 6.3.5.1, 6.3.6)', () => {
  it('[VG 6.3.6, 6.3.3, 6.3.3.4.2] several cards ridden at once: the master orders them and they are ridden one at a time; "the vanguard that appeared" reads each as it was put there', () => {
    const { game, id } = buildBoard(
      { vc: 'U2', fl: 'pd-relay-drake', damage: ['U1'], hand: ['U3', 'pd-echo-wyvern'], soul: ['U1'] },
      { vc: 'U3' },
      premium,
    );
    game.startStep('main', 'main');
    activate(game, id('a.fl'), 0);
    answerFirst(
      game,
      () => selectDecision(game)?.rule === undefined || selectDecision(game)?.prompt.startsWith('Choose up to two') === true,
    );
    chooseCards(game, 'U3', 'pd-echo-wyvern');
    // 6.3.6: the order is asked, then each card is ridden on its own.
    expect(selectDecision(game)?.rule).toBe('VG 6.3.6');
    expect(selectDecision(game)?.ordered).toBe(true);
    chooseCards(game, 'pd-echo-wyvern', 'U3');
    const rides = game.history().filter((e) => e.type === 'rode');
    expect(
      rides.map((e) => game.state.cards[String(e.detail?.['card'])]?.card ?? game.state.lastKnown[String(e.detail?.['card'])]?.card),
    ).toEqual(['pd-echo-wyvern', 'U3']);
    expect(rides.every((e) => e.detail?.['normal'] === false)).toBe(true);
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('U3');
    // The first ridden card went to the soul when the second was ridden (6.3.3.5); the Wyvern's own AUTO calls it
    // from there (6.3.5.1) unless the effect's last step takes it away first. Here the soul card put into the drop
    // is chosen: the old U1 stays, the Wyvern is the one taken.
    chooseCards(game, 'pd-echo-wyvern');
    answerFirst(game);
    expect(names(game, A, 'drop')).toContain('pd-echo-wyvern');
    expect(names(game, A, 'soul').sort()).toEqual(['U1', 'U2']);
    // 6.3.3.4.2: both rides put a grade 3 there, read as placed (the first is in the drop by now): +5000 twice.
    expect(game.stat(id('a.fl'), 'power')).toBe(8000 + 10000);
  });

  it('[VG 6.3.5.1] a "when ridden" AUTO calls its card from the soul, where the ride put it, but not once it has moved on', () => {
    const run = (spend: string) => {
      const { game, id } = buildBoard(
        { vc: 'pd-echo-wyvern', fl: 'pd-relay-drake', damage: ['U1'], hand: ['U3'], soul: ['U1'] },
        { vc: 'U3' },
        premium,
      );
      game.startStep('main', 'main');
      activate(game, id('a.fl'), 0);
      answerFirst(game, () => selectDecision(game)?.prompt.startsWith('Choose up to two') === true);
      chooseCards(game, 'U3');
      chooseCards(game, spend);
      answerFirst(game);
      return game;
    };
    // The soul card put into the drop is the old U1: the Wyvern, still in the soul, is called to a rear-guard circle.
    const stays = run('U1');
    expect(names(stays, A, 'soul')).toEqual([]);
    expect(
      stays
        .history()
        .some((e) => e.type === 'moved' && e.detail?.['definition'] === 'pd-echo-wyvern' && String(e.detail?.['to']).includes('#')),
    ).toBe(true);
    // The Wyvern itself is put into the drop before its AUTO resolves: it is not called from there.
    const moved = run('pd-echo-wyvern');
    expect(names(moved, A, 'drop')).toContain('pd-echo-wyvern');
    expect(names(moved, A, 'soul')).toEqual(['U1']);
  });

  it('[VG 6.3.3.1] a card on the field or in the G zone is not ridden by an effect: that ride is not done', () => {
    const extra = [
      {
        id: 'T-RIDE-RG',
        name: 'Test Ride a Rear-guard',
        type: 'unit',
        grade: 1,
        power: 8000,
        shield: 5000,
        clan: 'Cinder Wyrms',
        abilities: [
          {
            kind: 'activated',
            timing: ['main'],
            effect: [
              { do: 'ride-by-effect', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fr' } } },
              { do: 'ride-by-effect', cards: { zone: 'g-zone', player: 'you' } },
            ],
          },
        ],
      },
    ];
    const { game, id } = buildBoard(
      { vc: 'U2', fl: 'T-RIDE-RG', fr: 'U3', gZone: ['pg-ember-emperor'] },
      { vc: 'U3' },
      { ...premium, engine: { cards: extra as never } },
    );
    game.startStep('main', 'main');
    activate(game, id('a.fl'), 0);
    answerFirst(game);
    expect(game.history().some((e) => e.type === 'rode')).toBe(false);
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
    expect(onCircle(game, A, 'fr')).toBe(id('a.fr'));
    expect(zone(game, A, 'g-zone')).toEqual([id('a.g.0')]);
  });

  it('[VG 6.3.3.5.1, 6.5.3] a ride onto a G unit with hearts puts every heart (a legion pair included) into the soul', () => {
    const { game, id, mate } = dLegion({ fl: 'pd-relay-drake', hand: ['U3', 'U3'], gZone: ['pg-ember-emperor'] });
    answerFirst(game);
    editPosition(game).at('ride', 'stride').build();
    ok(game, { type: 'stride', player: A, card: id('a.g.0'), discard: [id('a.hand.0')] });
    answerFirst(game);
    expect([...(game.state.zones[`${A}/field#hearts`] ?? [])].sort()).toEqual([id('a.vc'), mate].sort());
    editPosition(game).at('main', 'main').build();
    activate(game, id('a.fl'), 0);
    answerFirst(game, () => selectDecision(game)?.prompt.startsWith('Choose up to two') === true);
    chooseCards(game, 'U3');
    answerFirst(game);
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('U3');
    expect(game.state.zones[`${A}/field#hearts`]).toEqual([]);
    expect(legionSlot(game)).toEqual([]);
    // Both hearts went into the soul (one may have been taken to the drop by the Relay's last step); the G unit
    // went to the G zone face up (4.4.2).
    const soulOrDrop = [...names(game, A, 'soul'), ...names(game, A, 'drop')];
    expect(soulOrDrop).toEqual(expect.arrayContaining(['pd-bond-leader', 'pd-bond-mate']));
    expect(zone(game, A, 'g-zone').map((c) => [game.state.cards[c]!.card, game.state.cards[c]!.faceUp])).toEqual([
      ['pg-ember-emperor', true],
    ]);
  });
});

describe('legion (6.4)', () => {
  it('[VG 6.4.1.1] a legion instruction for a card already in legion is not carried out', () => {
    const { game, id, mate } = dLegion({ fl: 'pd-legion-herald', hand: ['pd-bond-mate'] });
    answerFirst(game);
    const legions = () => game.history().filter((e) => e.type === 'legion').length;
    expect(legions()).toBe(1);
    // The Herald's legion with the vanguard already in legion: nothing happens, the card stays in hand.
    activate(game, id('a.fl'), 0);
    answerFirst(game);
    expect(game.history().some((e) => e.type === 'ability-activated' && e.detail?.['card'] === id('a.fl'))).toBe(true);
    expect(legions()).toBe(1);
    expect(legionSlot(game)).toEqual([mate]);
    expect(names(game, A, 'hand')).toEqual(['pd-bond-mate']);
  });

  it('[VG 6.4.1.3.1, 2.13.3] a D-legion pair loses its Persona Ride icons: riding a same-name Persona Ride card onto the leader is no persona ride', () => {
    // Not in legion: the same ride is a persona ride.
    const plain = buildBoard({ vc: 'pd-bond-leader', hand: ['pd-bond-leader'] }, { vc: 'U3' }, premium);
    plain.game.startStep('ride', 'ride');
    ok(plain.game, { type: 'ride', player: A, card: plain.id('a.hand.0') });
    expect(plain.game.history().some((e) => e.type === 'persona-rode')).toBe(true);

    const { game, id } = dLegion({ hand: ['pd-bond-leader'] });
    expect(status(game, id('a.vc'), 'dLegion')).toBe(true);
    editPosition(game).at('ride', 'ride').build();
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    expect(game.history().some((e) => e.type === 'rode')).toBe(true);
    expect(game.history().some((e) => e.type === 'persona-rode')).toBe(false);
  });

  it('[VG 6.4.3.1.1, 6.4.3.1, 6.4.1.3] a legion effect that names no leader: the card whose Seek Mate names the other leads', () => {
    // The vanguard's Seek Mate names the card from hand: the vanguard leads.
    const first = buildBoard(
      { vc: 'pd-bond-leader', fl: 'pd-legion-herald', damage: ['U1'], hand: ['pd-bond-mate'] },
      { vc: 'U3' },
      premium,
    );
    first.game.startStep('main', 'main');
    activate(first.game, first.id('a.fl'), 0);
    answerFirst(first.game);
    expect(onCircle(first.game, A, 'vc')).toBe(first.id('a.vc'));
    expect(first.game.state.cards[onCircle(first.game, A, 'legion')!]!.card).toBe('pd-bond-mate');
    expect(status(first.game, first.id('a.vc'), 'legionRole')).toBe('leader');

    // The card from hand has the Seek Mate naming the vanguard: it leads, on the vanguard circle; the old vanguard
    // is its mate.
    const second = buildBoard(
      { vc: 'pd-bond-mate', fl: 'pd-legion-herald', damage: ['U1'], hand: ['pd-bond-leader'] },
      { vc: 'U3' },
      premium,
    );
    second.game.startStep('main', 'main');
    activate(second.game, second.id('a.fl'), 0);
    answerFirst(second.game);
    const leader = onCircle(second.game, A, 'vc')!;
    expect(second.game.state.cards[leader]!.card).toBe('pd-bond-leader');
    expect(status(second.game, leader, 'legionRole')).toBe('leader');
    expect(onCircle(second.game, A, 'legion')).toBe(second.id('a.vc'));
    expect(status(second.game, second.id('a.vc'), 'legionRole')).toBe('mate');
    expect(status(second.game, second.id('a.vc'), 'legionWith')).toBe(leader);
  });

  it('[VG 6.4.3.2.1] the ride step reads the legion leader’s grade, not the mate’s', () => {
    // Leader grade 3 (Bondflare Leader), mate grade 2 (Bondflare Mate): a grade 2 cannot be ridden.
    const { game, id } = dLegion({ hand: ['U2', 'U3'] });
    editPosition(game).at('ride', 'ride').build();
    rejected(game, { type: 'ride', player: A, card: id('a.hand.0') }, 'VG_RIDE_GRADE');
    ok(game, { type: 'ride', player: A, card: id('a.hand.1') });
  });

  it('[VG 6.4.4.1, 6.4.4] "cannot stand" given to one unit of a legion pair keeps both rested through the next stand phase', () => {
    const { game, id, mate } = dLegion({ rested: ['vc'] }, { vc: 'U3', fl: 'pd-frost-warden', damage: ['U1'] });
    expect(status(game, mate, 'rested')).toBe(true);
    // B's turn: the Frostchain Warden forbids the mate to stand.
    editPosition(game).turnPlayer(B).at('main', 'main').build();
    activate(game, id('b.fl'), 0);
    answerFirst(game, () => selectDecision(game)?.prompt.startsWith("Choose one of your opponent's vanguards") === true);
    chooseCards(game, 'pd-bond-mate');
    answerFirst(game);
    expect(game.stat(mate, 'cannotStand')).toBe(true);
    // A's stand phase: neither unit stands; afterwards the effect has ended (reading 351).
    editPosition(game).turnPlayer(A).build();
    game.startStep('stand', 'stand');
    answerFirst(game);
    expect(status(game, id('a.vc'), 'rested')).toBe(true);
    expect(status(game, mate, 'rested')).toBe(true);
    expect(game.stat(mate, 'cannotStand')).not.toBe(true);
  });

  it('[VG 7.32.7] a deleted legion leader stays in legion with its mate', () => {
    const { game, id, mate } = dLegion({}, { vc: 'U3', fl: 'tf-eraser', soul: ['U1'], hand: ['U1'] });
    editPosition(game).turnPlayer(B).at('battle', 'start').build();
    ok(game, { type: 'declare-attack', player: B });
    ok(game, { type: 'attack', player: B, attacker: id('b.fl'), target: id('a.vc') });
    answerFirst(game, () => game.history().some((e) => e.type === 'deleted'));
    expect(game.history().some((e) => e.type === 'deleted' && e.detail?.['card'] === id('a.vc'))).toBe(true);
    answerFirst(game);
    expect(status(game, id('a.vc'), 'deleted')).toBe(true);
    expect(status(game, id('a.vc'), 'legionWith')).toBe(mate);
    expect(status(game, mate, 'legionWith')).toBe(id('a.vc'));
    expect(legionSlot(game)).toEqual([mate]);
  });

  it('[VG 7.35.2.1] damage to "the vanguard" with no number of vanguards: each vanguard of a legion takes it', () => {
    const hit = (legion: boolean) => {
      const board = legion
        ? dLegion({}, { vc: 'pd-tide-reckoner', damage: ['U1'] })
        : buildBoard({ vc: 'pd-bond-leader' }, { vc: 'pd-tide-reckoner', damage: ['U1'] }, premium);
      const { game, id } = board;
      editPosition(game).turnPlayer(B).at('battle', 'start').build();
      const before = zone(game, A, 'damage').length;
      ok(game, { type: 'declare-attack', player: B });
      ok(game, { type: 'attack', player: B, attacker: id('b.vc'), target: id('a.vc') });
      for (let i = 0; i < 60 && !game.history().some((e) => e.type === 'end-of-battle'); i++) {
        const d = game.decision;
        if (d === null) break;
        if (d.kind === 'select') {
          const yes = (d as SelectDecision).options.find((o) => o.id === 'yes');
          ok(game, {
            type: 'choose',
            player: d.player,
            choice:
              yes !== undefined ? ['yes'] : (d as SelectDecision).options.slice(0, Math.max((d as SelectDecision).min, 1)).map((o) => o.id),
          });
        } else ok(game, { type: 'pass', player: d.player });
      }
      return game.history().filter((e) => e.type === 'ability-played' && String(e.detail?.['label']).startsWith('Reckoner')).length === 1
        ? zone(game, A, 'damage').length - before
        : -1;
    };
    // Battle damage 1 (twin drive checks of filler) plus the skill damage: 1 for one vanguard, 2 for a legion.
    expect(hit(false)).toBe(1 + 1);
    expect(hit(true)).toBe(1 + 2);
  });

  it('[VG 7.39.1.4] controlling one unit of a legion pair controls the other too', () => {
    const { game, id, mate } = dLegion({}, { vc: 'U3', fl: 'pd-tide-mesmer', damage: ['U1'] });
    editPosition(game).turnPlayer(B).at('main', 'main').build();
    activate(game, id('b.fl'), 0);
    answerFirst(game, () => selectDecision(game)?.prompt.startsWith("Choose one of your opponent's vanguards") === true);
    chooseCards(game, 'pd-bond-mate');
    answerFirst(game);
    const controlled = game
      .history()
      .filter((e) => e.type === 'controlled')
      .map((e) => e.detail?.['card']);
    expect(controlled.sort()).toEqual([id('a.vc'), mate].sort());
    // The effect ended: both are A's again, and both rested (6.4.4).
    expect(game.state.cards[id('a.vc')]!.controller).toBe(A);
    expect(game.state.cards[mate]!.controller).toBe(A);
    expect(status(game, id('a.vc'), 'rested')).toBe(true);
  });

  it('[VG 14.23.1.1] Blaze resolved while the vanguard is in legion: both the leader and the mate become blaze', () => {
    const { game, id, mate } = dLegion({ fl: 'U1', fr: 'U1' });
    answerFirst(game);
    editPosition(game).at('battle', 'start').build();
    ok(game, { type: 'declare-attack', player: A });
    answerFirst(game);
    const states = (card: string) => (game.stat(card, 'unitStates') as string[] | null) ?? [];
    expect(states(id('a.vc'))).toContain('blaze');
    expect(states(mate)).toContain('blaze');
  });
});

/** Test-only cards: a vanguard ACT that legions naming itself the leader, and a unit ACT giving the vanguard +5000. */
const heartTestCards = [
  {
    id: 'T-NAMED-LEADER',
    name: 'Bondflare Mate',
    type: 'unit',
    grade: 3,
    power: 12000,
    shield: null,
    clan: 'Cinder Wyrms',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'vanguard' },
        effect: [
          { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'grade', op: '>=', value: 3 } }, count: 1, as: '_m' },
          { do: 'legion', cards: { var: '_m' } },
        ],
      },
    ],
  },
  {
    id: 'T-BOTH-NAME',
    name: 'Bondflare Mate',
    type: 'unit',
    grade: 3,
    power: 12000,
    shield: null,
    clan: 'Cinder Wyrms',
    seekMate: { names: ['Bondflare Leader'] },
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'vanguard' },
        effect: [
          { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'grade', op: '>=', value: 3 } }, count: 1, as: '_m' },
          { do: 'legion', cards: { var: '_m' } },
        ],
      },
    ],
  },
  {
    id: 'T-BUFF-VANGUARD',
    name: 'Test Vanguard Buff',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: 'Cinder Wyrms',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } },
            stat: 'power',
            add: 5000,
            duration: 'turn',
          },
        ],
      },
    ],
  },
];
const heartEngine = { ...premium, engine: { cards: heartTestCards as never } };

/** Strides `gUnit` (put face down in A's G zone) onto A's vanguard, discarding A's first hand card. */
function strideOnto(game: Game, gUnit: string, discard: string): string {
  editPosition(game).put(A, 'g-zone', { card: gUnit, as: 'g', faceUp: false }).at('ride', 'stride').build();
  const g = zone(game, A, 'g-zone').find((c) => game.state.cards[c]!.card === gUnit && !game.state.cards[c]!.faceUp)!;
  ok(game, { type: 'stride', player: A, card: g, discard: [discard] });
  answerFirst(game);
  return onCircle(game, A, 'vc')!;
}

describe('hearts (6.5.2–6.5.4, 11.9.6.1.5)', () => {
  it('[VG 11.9.6.1.5, 6.5.2.2.3] a heart’s AUTO triggered by the stride onto it resolves with its unit text; its other abilities do not work', () => {
    const { game, id } = buildBoard(
      { vc: 'pd-bond-leader', hand: ['U3'], damage: ['U1'], faceDown: ['damage.0'], fl: 'U1', fr: 'U1' },
      { vc: 'U3', hand: ['U1'] },
      premium,
    );
    strideOnto(game, 'pg-ember-emperor', id('a.hand.0'));
    expect(game.state.zones[`${A}/field#hearts`]).toEqual([id('a.vc')]);
    // "When a G unit strides onto this unit, Counter Charge 1": played while it is a heart.
    expect(game.history().some((e) => e.type === 'ability-played' && String(e.detail?.['label']).startsWith('Bondflare Leader'))).toBe(
      true,
    );
    expect(game.state.cards[id('a.damage.0')]!.faceUp).toBe(true);
    // Its Blaze (an AUTO at the start of the attack step) does not trigger while it is a heart.
    editPosition(game).at('battle', 'start').build();
    ok(game, { type: 'declare-attack', player: A });
    answerFirst(game);
    expect(game.history().some((e) => e.type === 'ability-played' && String(e.detail?.['label']).startsWith('Blaze'))).toBe(false);
  });

  it('[VG 6.5.2.2.2.1, 6.5.2.2.3] an effect given to the unit no longer applies once it is a heart: it keeps its printed power', () => {
    const { game, id } = buildBoard({ vc: 'pd-bond-leader', fl: 'T-BUFF-VANGUARD', hand: ['U3'] }, { vc: 'U3' }, heartEngine);
    game.startStep('main', 'main');
    activate(game, id('a.fl'), 0);
    answerFirst(game);
    expect(game.stat(id('a.vc'), 'power')).toBe(11000 + 5000);
    const g = strideOnto(game, 'pg-ember-emperor', id('a.hand.0'));
    expect(game.stat(id('a.vc'), 'power')).toBe(11000);
    expect(game.stat(g, 'power')).toBe(15000 + 11000);
  });

  it('[VG 6.5.4.2, 6.4.1.3.2.1] the designated heart leaves while its G unit stays: another heart is designated at once', () => {
    const { game, id, mate } = dLegion();
    answerFirst(game);
    const g = strideOnto(game, 'pg-d-gatecaller', id('a.hand.0'));
    expect(game.stat(g, 'power')).toBe(15000 + 11000);
    editPosition(game).at('main', 'main').build();
    activate(game, g, 1);
    answerFirst(game, () => selectDecision(game)?.prompt === 'Choose one of your hearts');
    chooseCards(game, 'pd-bond-leader');
    answerFirst(game);
    expect(names(game, A, 'soul')).toContain('pd-bond-leader');
    // The mate is the designated heart now: the G unit adds its printed power and has its name.
    expect(game.state.zones[`${A}/field#hearts`]).toEqual([mate]);
    expect(status(game, g, 'strideHeart')).toBe(mate);
    expect(game.stat(g, 'power')).toBe(15000 + 10000);
  });

  it('[VG 6.5.2.2.4.1, 6.5.2.2.4] a legion pair that stops being hearts is led by the card whose Seek Mate the other meets', () => {
    // The leader named by the effect (a card named "Bondflare Mate") has no Seek Mate; its mate's names it.
    const { game, id } = buildBoard({ vc: 'T-NAMED-LEADER', hand: ['pd-bond-leader', 'U3'] }, { vc: 'U3' }, heartEngine);
    game.startStep('main', 'main');
    activate(game, id('a.vc'), 0);
    chooseCards(game, 'pd-bond-leader');
    answerFirst(game);
    const mate = onCircle(game, A, 'legion')!;
    expect(status(game, id('a.vc'), 'legionRole')).toBe('leader');
    strideOnto(game, 'pg-ember-emperor', id('a.hand.1'));
    game.startStep('end', 'cleanup');
    answerFirst(game);
    // Back from hearts: Bondflare Leader (its Seek Mate names "Bondflare Mate") leads, on the vanguard circle.
    expect(onCircle(game, A, 'vc')).toBe(mate);
    expect(onCircle(game, A, 'legion')).toBe(id('a.vc'));
    expect(status(game, mate, 'legionRole')).toBe('leader');
    expect(status(game, id('a.vc'), 'legionRole')).toBe('mate');
  });

  it('[VG 6.5.2.2.4.1.1] both cards meet the other’s Seek Mate: one is designated to lead (the pair keeps its roles, reading 353)', () => {
    const { game, id } = buildBoard({ vc: 'T-BOTH-NAME', hand: ['pd-bond-leader', 'U3'] }, { vc: 'U3' }, heartEngine);
    game.startStep('main', 'main');
    activate(game, id('a.vc'), 0);
    chooseCards(game, 'pd-bond-leader');
    answerFirst(game);
    const mate = onCircle(game, A, 'legion')!;
    strideOnto(game, 'pg-ember-emperor', id('a.hand.1'));
    game.startStep('end', 'cleanup');
    answerFirst(game);
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
    expect(onCircle(game, A, 'legion')).toBe(mate);
    expect(status(game, id('a.vc'), 'legionRole')).toBe('leader');
  });

  it('[VG 6.5.2.2.4.1.2, 13.3.3] neither card meets the other’s Seek Mate: their legion ends and 13.3 keeps one vanguard', () => {
    // Legion Herald pairs the vanguard with a card from hand; neither has a Seek Mate naming the other.
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'pd-legion-herald', damage: ['U1'], hand: ['pd-bond-mate', 'U3'] },
      { vc: 'U3' },
      premium,
    );
    game.startStep('main', 'main');
    activate(game, id('a.fl'), 0);
    answerFirst(game);
    const mate = onCircle(game, A, 'legion')!;
    expect(game.state.cards[mate]!.card).toBe('pd-bond-mate');
    strideOnto(game, 'pg-ember-emperor', id('a.hand.1'));
    game.startStep('end', 'cleanup');
    answerFirst(game);
    expect(legionSlot(game)).toEqual([]);
    const vanguards = zone(game, A, 'field').filter((c) => game.state.cards[c]!.zone === `${A}/field#vc`);
    expect(vanguards).toHaveLength(1);
    expect(status(game, vanguards[0], 'legionWith')).toBeUndefined();
    expect(names(game, A, 'soul').filter((n) => n === 'U3' || n === 'pd-bond-mate')).toHaveLength(1);
  });
});

describe('units on one vanguard circle with a legion (13.3)', () => {
  it('[VG 13.3, 13.3.2] a legion pair and a unit not in legion on one vanguard circle: the one placed last stays, every other unit goes to the soul', () => {
    const { game, id, mate } = dLegion();
    answerFirst(game);
    editPosition(game).put(A, 'field#vc', { card: 'U3', as: 'late' }).build();
    const late = zone(game, A, 'field').find((c) => game.state.cards[c]!.card === 'U3' && game.state.cards[c]!.zone === `${A}/field#vc`)!;
    game.startStep('main', 'main');
    answerFirst(game);
    expect(onCircle(game, A, 'vc')).toBe(late);
    expect(legionSlot(game)).toEqual([]);
    expect(names(game, A, 'soul').sort()).toEqual(['pd-bond-leader', 'pd-bond-mate']);
    expect(game.state.cards[id('a.vc')]).toBeUndefined();
    expect(game.state.cards[mate]).toBeUndefined();
  });

  it('[VG 13.3.4] several legion mates on one vanguard circle: all but the one placed last go to the soul, and the leader is linked to it', () => {
    const { game, id, mate } = dLegion();
    answerFirst(game);
    editPosition(game)
      .put(A, 'field#legion', { card: 'pd-bond-mate', as: 'second', status: { legionWith: id('a.vc'), legionRole: 'mate', dLegion: true } })
      .build();
    const second = legionSlot(game).find((c) => c !== mate)!;
    game.startStep('main', 'main');
    answerFirst(game);
    expect(legionSlot(game)).toEqual([second]);
    expect(game.state.cards[mate]).toBeUndefined();
    expect(names(game, A, 'soul')).toEqual(['pd-bond-mate']);
    expect(status(game, id('a.vc'), 'legionWith')).toBe(second);
    expect(onCircle(game, A, 'vc')).toBe(id('a.vc'));
  });
});
