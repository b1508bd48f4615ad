import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, onCircle, pass, rejected, zone, type Side } from './support/board.js';
import { setATestCards } from './support/set-a-cards.js';

const options = { engine: { cards: setATestCards }, playTimings: 'rules' as const };
const board = (a: Side, b: Side = { vc: 'U3' }) => buildBoard(a, b, options);
const put = (game: Game, key: string, card: string, status: Record<string, string | number | boolean> = {}) =>
  game.setUp({ cards: [{ card, zone: key, faceUp: true, status }] }).cards[0]!;
const manyOrders = (game: Game) => game.setUp({ players: { [A]: { status: { orderLimitBonus: 9 } } } });
const order = (game: Game, card: string) => ok(game, { type: 'order', player: A, card });
const choose = (game: Game, ...choice: string[]) => ok(game, { type: 'choose', player: game.decision!.player, choice });

describe('収容 (17.5)', () => {
  it('[VG 17.5, 17.5.1, 17.5.1.1, 17.5.2, 17.5.2.1, 17.5.2.2] with a prison in your order zone, an imprisoned card goes into your order zone, whoever owns it: not on the field, its owner its master; without a prison nothing happens', () => {
    const { game, id } = board({ vc: 'U3', hand: ['Z-IMPRISON'] }, { vc: 'U3', fl: 'U2', fr: 'U1' });
    put(game, `${A}/order-zone`, 'sb-prison');
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    if (game.decision?.kind === 'select') choose(game, id('b.fl'));
    const [prisoner] = zone(game, A, 'order-zone').filter((c) => game.state.cards[c]!.status['imprisoned'] === true);
    expect(game.state.cards[prisoner!]).toMatchObject({ card: 'U2', owner: B, controller: B });
    expect(game.stat(prisoner!, 'power')).toBe(10000);
    expect(zone(game, B, 'field')).not.toContain(prisoner);
    expect(onCircle(game, B, 'fl')).toBeUndefined();
    const free = board({ vc: 'U3', hand: ['Z-IMPRISON'] }, { vc: 'U3', fl: 'U2' });
    free.game.startStep('main', 'main');
    order(free.game, free.id('a.hand.0'));
    expect(onCircle(free.game, B, 'fl')).toBe(free.id('b.fl'));
  });

  it('[VG 17.5.2.1] an imprisoned card’s abilities do not work: an imprisoned set order’s order-zone CONT stops', () => {
    const { game, id } = board({ vc: 'U3', hand: ['Z-IMPRISON-ORDER'] }, { vc: 'U3' });
    put(game, `${A}/order-zone`, 'sb-prison');
    put(game, `${B}/order-zone`, 'sb-pickup-flame');
    game.startStep('main', 'main');
    expect(game.stat(id('b.vc'), 'power')).toBe(14000);
    order(game, id('a.hand.0'));
    expect(names(game, A, 'order-zone').sort()).toEqual(['sb-pickup-flame', 'sb-prison']);
    expect(game.stat(id('b.vc'), 'power')).toBe(13000);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
  });

  it('[VG 17.5.1.2] imprisoning a unit does not imprison its dress-sources', () => {
    const { game, id } = board({ vc: 'U3', hand: ['Z-IMPRISON'] }, { vc: 'U3', fl: 'U2' });
    put(game, `${A}/order-zone`, 'sb-prison');
    put(game, `${B}/dress`, 'U1', { dressOf: game.state.cards[id('b.fl')]!.serial });
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(names(game, A, 'order-zone').sort()).toEqual(['U2', 'sb-prison']);
    expect(names(game, B, 'drop')).toEqual(['U1']);
    expect(zone(game, B, 'order-zone')).toEqual([]);
  });

  it('[VG 17.5.3] imprisoned cards go to their owner’s drop once their order zone holds no prison', () => {
    const { game, id } = board({ vc: 'U3', hand: ['Z-DROP-PRISON'] });
    put(game, `${A}/order-zone`, 'sb-prison');
    game.setUp({ cards: [{ card: 'U2', zone: `${A}/order-zone`, faceUp: true, owner: B, status: { imprisoned: true } }] });
    game.startStep('main', 'main');
    expect(names(game, A, 'order-zone').sort()).toEqual(['U2', 'sb-prison']);
    order(game, id('a.hand.0'));
    expect(names(game, A, 'order-zone')).toEqual([]);
    expect(names(game, B, 'drop')).toEqual(['U2']);
  });
});

describe('Monster Strike (17.6)', () => {
  it('[VG 17.6, 17.6.1, 17.6.1.1, 17.6.1.2, 17.6.1.2.1, 17.6.1.3] a fighter who becomes a striker puts their 「ガチャリドラ」 from the ride deck into the order zone and gains a public Monster BOX', () => {
    const { game, id } = board({ vc: 'U3', rideDeck: ['sb-gacha-dragon', 'U1'], hand: ['Z-STRIKER'] });
    game.startStep('main', 'main');
    const others = JSON.stringify([zone(game, A, 'field'), zone(game, A, 'soul'), names(game, B, 'hand')]);
    order(game, id('a.hand.0'));
    expect(names(game, A, 'order-zone')).toEqual(['sb-gacha-dragon']);
    expect(game.stat(zone(game, A, 'order-zone')[0]!, 'name')).toBe('ガチャリドラ');
    expect(names(game, A, 'ride-deck')).toEqual(['U1']);
    expect(game.state.players.find((p) => p.id === A)!.status['striker']).toBe(true);
    // Nothing else changes (17.6.1.3).
    expect(JSON.stringify([zone(game, A, 'field'), zone(game, A, 'soul'), names(game, B, 'hand')])).toBe(others);
    const boxed = put(game, `${A}/monster-box`, 'U2');
    expect(game.view(B).zones[`${A}/monster-box`]!.cards.map((c) => c.card)).toEqual(['U2']);
    expect(game.state.cards[boxed]!.faceUp).toBe(true);
  });

  it('[VG 17.6.2] once each turn in the main phase a striker exchanges a unit card of the hand for one of the same grade in the Monster BOX', () => {
    const { game, id } = board({ vc: 'U3', hand: ['U2', 'U3', 'U2'] });
    rejected(game, { type: 'monster-box', player: A, card: id('a.hand.0'), with: id('a.hand.1') }, 'NO_DECISION');
    game.setUp({ players: { [A]: { status: { striker: true } } } });
    const box2 = put(game, `${A}/monster-box`, 'Z-BOX-2');
    const box1 = put(game, `${A}/monster-box`, 'U1');
    game.startStep('main', 'main');
    const offered = game.legalActions().filter((a) => a.type === 'monster-box');
    expect(offered).toEqual([
      { type: 'monster-box', player: A, card: id('a.hand.0'), with: box2 },
      { type: 'monster-box', player: A, card: id('a.hand.2'), with: box2 },
    ]);
    rejected(game, { type: 'monster-box', player: A, card: id('a.hand.1'), with: box1 }, 'VG_MONSTER_BOX_GRADE');
    ok(game, { type: 'monster-box', player: A, card: id('a.hand.0'), with: box2 });
    expect(names(game, A, 'hand').sort()).toEqual(['U2', 'U3', 'Z-BOX-2']);
    expect(names(game, A, 'monster-box').sort()).toEqual(['U1', 'U2']);
    rejected(game, { type: 'monster-box', player: A, card: id('a.hand.2'), with: zone(game, A, 'monster-box')[0]! }, 'VG_MONSTER_BOX_USED');
    const plain = board({ vc: 'U3', hand: ['U2'] });
    put(plain.game, `${A}/monster-box`, 'Z-BOX-2');
    plain.game.startStep('main', 'main');
    rejected(
      plain.game,
      { type: 'monster-box', player: A, card: plain.id('a.hand.0'), with: zone(plain.game, A, 'monster-box')[0]! },
      'VG_NO_MONSTER_BOX',
    );
  });

  it('[VG 17.6.3, 17.6.3.1, 17.6.3.2] of several Pickup Gacha (or Event) set orders in the order zones only the one put there last stays; the others go to their owners’ drops', () => {
    const { game, id } = board({ vc: 'U3', hand: ['sb-pickup-water', 'sb-event-sun'] });
    manyOrders(game);
    put(game, `${A}/order-zone`, 'sb-pickup-flame');
    put(game, `${B}/order-zone`, 'sb-event-moon');
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(names(game, A, 'order-zone').sort()).toEqual(['sb-pickup-water']);
    expect(names(game, A, 'drop')).toEqual(['sb-pickup-flame']);
    order(game, id('a.hand.1'));
    expect(names(game, A, 'order-zone').sort()).toEqual(['sb-event-sun', 'sb-pickup-water']);
    expect(names(game, B, 'drop')).toEqual(['sb-event-moon']);
  });

  it('[VG 17.6.4, 17.6.4.1] Strike Shot is a keyword of abilities with no rule of its own: other effects refer to it, and the ability is played like any other', () => {
    const { game, id } = board(
      { vc: 'U3', fl: 'sb-ricochet', fr: 'U2', damage: ['F'], hand: ['Z-STRIKE-SHOT-UNITS'] },
      { vc: 'U3', fl: 'U2' },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(onCircle(game, B, 'fl')).toBeUndefined();
    order(game, id('a.hand.0'));
    expect(names(game, A, 'bind')).toEqual(['sb-ricochet']);
    expect(onCircle(game, A, 'fr')).toBe(id('a.fr'));
  });
});

describe('songs and singing (17.7)', () => {
  it('[VG 17.7, 17.7.1, 17.7.2, 17.7.2.1, 17.7.3] singing a song meets its "when sung" condition; once that AUTO resolves the song is turned face down', () => {
    const { game, id } = board({ vc: 'U3', hand: ['Z-SING', 'sa-ballad'] });
    const song = put(game, `${A}/order-zone`, 'sa-ballad');
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(
      game
        .history()
        .filter((e) => e.type === 'sung')
        .map((e) => e.detail?.['card']),
    ).toEqual([song]);
    expect(game.stat(id('a.vc'), 'power')).toBe(18000);
    expect(game.state.cards[song]!.faceUp).toBe(false);
    // A song card in the hand is not sung.
    expect(names(game, A, 'hand')).toEqual(['sa-ballad']);
  });

  it('[VG 17.7.1.1] "a song" is a card of subtype song in the order zone, "a song card" one anywhere else', () => {
    const { game, id } = board({ vc: 'U3', hand: ['Z-SONG-TESTS', 'sa-ballad'] });
    put(game, `${A}/order-zone`, 'sa-ballad');
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(names(game, A, 'order-zone')).toEqual(['sa-ballad']);
    expect(names(game, A, 'bind')).toEqual(['sa-ballad']);
    expect(names(game, A, 'hand')).toEqual([]);
  });
});

describe('equipment orders (17.8) and Dress Boost (14.44)', () => {
  const equipped = (game: Game) => zone(game, A, 'equipment').map((c) => game.state.cards[c]!.status['equippedTo']);

  it('[VG 17.8, 17.8.1, 17.8.2, 17.8.2.1, 17.8.3, 17.8.5, 17.8.6, 17.8.8, 17.8.8.1] a resolved equipment order goes onto the vanguard circle of the vanguard it names, linked to it, and stays there through check timings', () => {
    const { game, id } = board({ vc: 'sa-astral', hand: ['sa-starblade'] });
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(names(game, A, 'equipment')).toEqual(['sa-starblade']);
    expect(equipped(game)).toEqual([id('a.vc')]);
    expect(game.history().some((e) => e.type === 'equipped' && e.detail?.['unit'] === id('a.vc'))).toBe(true);
    expect(game.stat(id('a.vc'), 'power')).toBe(16000);
    pass(game);
    expect(names(game, A, 'equipment')).toEqual(['sa-starblade']);
  });

  it('[VG 17.8.3.1] with no vanguard of the named card name, the equipment order goes into the drop', () => {
    const { game, id } = board({ vc: 'U3', hand: ['sa-starblade'] });
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(names(game, A, 'drop')).toEqual(['sa-starblade']);
    expect(zone(game, A, 'equipment')).toEqual([]);
  });

  it('[VG 17.8.4, 17.8.4.1] "equip" puts the equipment order on the vanguard if it has the named card name, and does nothing otherwise', () => {
    const yes = board({ vc: 'sa-astral', drop: ['sa-starblade'], hand: ['Z-EQUIP'] });
    yes.game.startStep('main', 'main');
    order(yes.game, yes.id('a.hand.0'));
    expect(equipped(yes.game)).toEqual([yes.id('a.vc')]);
    const no = board({ vc: 'U3', drop: ['sa-starblade'], hand: ['Z-EQUIP'] });
    no.game.startStep('main', 'main');
    order(no.game, no.id('a.hand.0'));
    expect(names(no.game, A, 'drop').sort()).toEqual(['Z-EQUIP', 'sa-starblade']);
  });

  it('[VG 17.8.7] a vanguard that rides a unit with the named card name passes its equipment to the new vanguard', () => {
    const { game, id } = board({ vc: 'sa-astral', hand: ['sa-astral'] });
    put(game, `${A}/equipment`, 'sa-starblade', { equippedTo: id('a.vc') });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    expect(equipped(game)).toEqual([onCircle(game, A, 'vc')]);
    expect(onCircle(game, A, 'vc')).not.toBe(id('a.vc'));
  });

  it('[VG 17.8.8.2] of equipment orders with the same name on one circle only the one put there last stays', () => {
    const { game, id } = board({ vc: 'sa-astral', hand: ['sa-starblade'] });
    const old = put(game, `${A}/equipment`, 'sa-starblade', { equippedTo: id('a.vc') });
    game.startStep('main', 'main');
    order(game, id('a.hand.0'));
    expect(zone(game, A, 'equipment')).toHaveLength(1);
    expect(zone(game, A, 'equipment')).not.toContain(old);
    expect(names(game, A, 'drop')).toEqual(['sa-starblade']);
  });

  it('[VG 17.8.8.3, 17.8.8.3.1, 17.8.8.3.2] equipment whose unit is no longer the vanguard goes to a vanguard there with the name, or else into the drop', () => {
    const { game, id } = board({ vc: 'sa-astral' });
    put(game, `${A}/equipment`, 'sa-starblade', { equippedTo: 'c999' });
    game.startStep('main', 'main');
    expect(equipped(game)).toEqual([id('a.vc')]);
    const gone = board({ vc: 'sa-astral', hand: ['U3'] });
    put(gone.game, `${A}/equipment`, 'sa-starblade', { equippedTo: gone.id('a.vc') });
    gone.game.startStep('ride', 'ride');
    ok(gone.game, { type: 'ride', player: A, card: gone.id('a.hand.0') });
    expect(zone(gone.game, A, 'equipment')).toEqual([]);
    expect(names(gone.game, A, 'drop')).toEqual(['sa-starblade']);
  });

  it('[VG 14.44, 14.44.1] Dress Boost: when the unit boosts, its AUTO refers to the equipped vanguard', () => {
    const attack = (withEquipment: boolean) => {
      const { game, id } = board({ vc: 'sa-astral', bc: 'sa-squire' }, { vc: 'U3' });
      if (withEquipment) put(game, `${A}/equipment`, 'sa-starblade', { equippedTo: id('a.vc') });
      game.startStep('battle', 'start');
      ok(game, { type: 'declare-attack', player: A });
      ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc'), booster: id('a.bc') });
      return game.stat(id('a.vc'), 'power');
    };
    // 13000 + 8000 boost (+3000 from the equipment's own CONT, +5000 from Dress Boost).
    expect(attack(false)).toBe(21000);
    expect(attack(true)).toBe(29000);
  });
});
