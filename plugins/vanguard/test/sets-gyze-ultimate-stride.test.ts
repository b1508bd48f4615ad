import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok, onCircle, rejected, zone, type Side } from './support/board.js';
import { setATestCards } from './support/set-a-cards.js';
import { newSetAGame } from './support/set-a-random.js';

const options = { engine: { cards: setATestCards }, gameOptions: { format: 'premium' }, playTimings: 'rules' as const };
const board = (a: Side, b: Side = { vc: 'U3' }) => buildBoard(a, b, options);
/** Many orders in one turn (the order limit is not what these tests are about). */
const manyOrders = (game: Game) => game.setUp({ players: { [A]: { status: { orderLimitBonus: 9 } } } });
const put = (game: Game, zoneKey: string, card: string, faceUp = true) =>
  game.setUp({ cards: [{ card, zone: zoneKey, faceUp }] }).cards[0]!;
const zerothDragons = (game: Game, count: number) => {
  for (let i = 1; i <= count; i++) put(game, `${A}/bind`, `sa-zeroth-${i}`);
};

describe('Gyze cards (17.2)', () => {
  it('[VG 17.2.1, 17.2.2, 17.2.3, 17.2.3.2] a Gyze card has two faces, a normal unit (ネオンギーゼ) and a G unit (破壊の竜神 ギーゼ); every Gyze card starts the game on its ネオンギーゼ face, in the G deck', () => {
    const game = newSetAGame(2);
    const gyze = zone(game, 'p1', 'g-zone').find((id) => game.state.cards[id]!.card.includes('gyze'));
    expect(gyze).toBeDefined();
    expect(game.state.cards[gyze!]!.card).toBe('sa-neon-gyze');
    expect(game.stat(gyze!, 'subtype')).toBe('normal');
    expect(game.stat(gyze!, 'type')).toBe('unit');
  });

  it('[VG 17.2.3.1, 17.2.3.1.1, 17.2.6] turning a Gyze card over makes its other face the applied face: name, grade, power, subtype and keywords are that face’s, the other face’s are gone', () => {
    const { game, id } = board({ vc: 'sa-neon-gyze', hand: ['Z-TURN-OVER', 'Z-TURN-OVER'] });
    manyOrders(game);
    game.startStep('main', 'main');
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    expect(game.stat(id('a.vc'), 'keywords')).toEqual(['twin-drive']);
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.state.cards[id('a.vc')]!.card).toBe('sa-gyze');
    expect(game.stat(id('a.vc'), 'name')).toBe('Destroyer Deity Zeroth Gyze');
    expect(game.stat(id('a.vc'), 'grade')).toBe(4);
    expect(game.stat(id('a.vc'), 'power')).toBe(30000);
    expect(game.stat(id('a.vc'), 'subtype')).toBe('g');
    expect(game.stat(id('a.vc'), 'keywords')).toEqual(['triple-drive']);
    // Turned over again: back to its ネオンギーゼ face.
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    expect(game.state.cards[id('a.vc')]!.card).toBe('sa-neon-gyze');
  });

  it('[VG 17.2.3.4, 17.2.6.1, 17.2.4] a turned-over Gyze card is the same card: its effects and states (rested) stay; turning over is not turning face down, and its face-up state is its own', () => {
    const { game, id } = board({ vc: 'sa-neon-gyze', rested: ['vc'], hand: ['Z-POWER', 'Z-TURN-OVER'] });
    manyOrders(game);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.stat(id('a.vc'), 'power')).toBe(14000);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    const card = game.state.cards[id('a.vc')]!;
    expect(card.card).toBe('sa-gyze');
    expect(card.status['rested']).toBe(true);
    expect(card.faceUp).toBe(true);
    expect(game.stat(id('a.vc'), 'power')).toBe(31000);
    expect(game.history().some((e) => e.type === 'turned-over' && e.detail?.['card'] === id('a.vc'))).toBe(true);
  });

  it('[VG 17.2.6.2] turning over a card that is not a Gyze card does nothing', () => {
    const { game, id } = board({ vc: 'U3', fl: 'U2', hand: ['Z-TURN-OVER-RG'] });
    game.startStep('main', 'main');
    const before = JSON.stringify(game.state.cards[id('a.fl')]);
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(JSON.stringify(game.state.cards[id('a.fl')])).toBe(before);
    expect(game.history().some((e) => e.type === 'turned-over')).toBe(false);
  });

  it('[VG 17.2.3.3] onto a circle or into the G zone a Gyze card keeps its applied face; to any other zone it shows its ネオンギーゼ face', () => {
    const { game, id } = board({ vc: 'sa-neon-gyze', soul: ['U3'], hand: ['Z-TURN-OVER', 'Z-REMOVE-VG', 'Z-REMOVE-G'] });
    manyOrders(game);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    // The G unit leaving the vanguard circle goes to the G zone instead (4.4.2): still the Gyze face there.
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    expect(names(game, A, 'g-zone')).toEqual(['sa-gyze']);
    // From the G zone to the removed zone: the ネオンギーゼ face.
    ok(game, { type: 'order', player: A, card: id('a.hand.2') });
    expect(names(game, A, 'removed')).toEqual(['sa-neon-gyze']);
  });

  it('[VG 17.2.5, 17.2.3.5] the applied face of a face-up Gyze card is what every fighter sees; a face-down one in the G zone shows nothing to the opponent', () => {
    const { game, id } = board({ vc: 'sa-neon-gyze', gZone: ['sa-neon-gyze'], hand: ['Z-TURN-OVER'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const seen = game.view(B).zones[`${A}/field#vc`]!.cards[0]!;
    expect(seen.card).toBe('sa-gyze');
    expect(game.view(B).zones[`${A}/g-zone`]!.count).toBe(1);
    expect(game.view(B).zones[`${A}/g-zone`]!.cards.filter((c) => c.card !== undefined)).toEqual([]);
    expect(game.view(A).zones[`${A}/g-zone`]!.cards[0]!.card).toBe('sa-neon-gyze');
  });
});

describe('ultimate stride (6.6.3, 14.13)', () => {
  const stride = (card: string) => ({ type: 'ultimate-stride', player: A, card });

  it('[VG 6.6.3, 6.6.3.2, 14.13, 14.13.1, 14.13.2, 14.13.2.1, 6.6.2.1, 6.6.2.2, 6.6.2.3] in the stride step a face-down G zone card with an ultimate stride skill sharing a nation with the vanguard is revealed, its cost paid and strode onto the vanguard, given 3 face-up cards in the G zone', () => {
    const two = board({
      vc: 'sa-astral',
      hand: ['U3'],
      damage: ['F'],
      gZone: ['sa-ultimate', 'sa-g-halo'],
      gZoneUp: ['sa-g-nova', 'sa-g-nova'],
    });
    two.game.startStep('ride', 'stride');
    rejected(two.game, stride(two.id('a.g.0')), 'VG_ULTIMATE_STRIDE_G_ZONE');
    const { game, id } = board({
      vc: 'sa-astral',
      damage: ['F'],
      gZone: ['sa-ultimate'],
      gZoneUp: ['sa-g-nova', 'sa-g-nova', 'sa-g-halo'],
    });
    game.startStep('ride', 'stride');
    expect(game.legalActions()).toContainEqual(stride(id('a.g.0')));
    ok(game, stride(id('a.g.0')));
    const g = onCircle(game, A, 'vc')!;
    expect(game.state.cards[g]!.card).toBe('sa-ultimate');
    expect(names(game, A, 'field#hearts')).toEqual(['sa-astral']);
    // Its cost, Counter Blast 1 (6.6.2.2), was paid.
    expect(game.state.cards[zone(game, A, 'damage')[0]!]!.faceUp).toBe(false);
    expect(game.history().some((e) => e.type === 'revealed' && e.detail?.['reason'] === 'ultimate-stride')).toBe(true);
  });

  it('[VG 6.6.3.1] with a vanguard that has no nation only a Clay Elemental can ultimate stride; a G unit of another nation than the vanguard’s cannot', () => {
    const none = board({
      vc: 'Z-NO-NATION',
      hand: ['U3'],
      gZone: ['sa-ultimate', 'Z-CLAY-ULTIMATE', 'sa-g-halo'],
      gZoneUp: ['sa-g-nova', 'sa-g-nova', 'sa-g-nova'],
      damage: ['F'],
    });
    none.game.startStep('ride', 'stride');
    rejected(none.game, stride(none.id('a.g.0')), 'VG_ULTIMATE_STRIDE_NATION');
    ok(none.game, stride(none.id('a.g.1')));
    expect(none.game.state.cards[onCircle(none.game, A, 'vc')!]!.card).toBe('Z-CLAY-ULTIMATE');
    const other = board({
      vc: 'sb-jailer',
      hand: ['U3'],
      gZone: ['sa-ultimate', 'sa-g-halo'],
      gZoneUp: ['sa-g-nova', 'sa-g-nova', 'sa-g-nova'],
      damage: ['F'],
    });
    other.game.startStep('ride', 'stride');
    rejected(other.game, stride(other.id('a.g.0')), 'VG_ULTIMATE_STRIDE_NATION');
  });

  it('[VG 6.6.3.4, 6.5.1.4] an ultimate stride pays its own cost and never the normal stride’s; the normal stride move does not take a card without a stride skill', () => {
    const { game, id } = board({
      vc: 'sa-astral',
      hand: ['U3'],
      damage: ['F'],
      gZone: ['sa-ultimate'],
      gZoneUp: ['sa-g-nova', 'sa-g-nova', 'sa-g-nova'],
    });
    game.startStep('ride', 'stride');
    rejected(game, { type: 'stride', player: A, card: id('a.g.0'), discard: [id('a.hand.0')] }, 'VG_STRIDE_CARD');
    ok(game, stride(id('a.g.0')));
    expect(names(game, A, 'hand')).toEqual(['U3']);
    const broke = board({
      vc: 'sa-astral',
      hand: ['U3'],
      gZone: ['sa-ultimate', 'sa-g-halo'],
      gZoneUp: ['sa-g-nova', 'sa-g-nova', 'sa-g-nova'],
    });
    broke.game.startStep('ride', 'stride');
    rejected(broke.game, stride(broke.id('a.g.0')), 'VG_CANNOT_PAY_COST');
  });

  it('[VG 6.6.3.3, 14.13.2.2, 14.13.2.2.1, 17.2.6] a Gyze card needs a grade 3 vanguard and 5 different 〈ゼロスドラゴン〉 in the bind zone; it removes every other card of its G zone, circles and soul, turns over and strides', () => {
    const few = board({ vc: 'sa-astral', hand: ['U3'], gZone: ['sa-neon-gyze', 'sa-g-halo'] });
    zerothDragons(few.game, 4);
    few.game.startStep('ride', 'stride');
    rejected(few.game, stride(few.id('a.g.0')), 'VG_ULTIMATE_STRIDE_BIND');
    const low = board({ vc: 'sa-herald', hand: ['U3'], gZone: ['sa-neon-gyze', 'sa-g-halo'] });
    zerothDragons(low.game, 5);
    low.game.setUp({ players: { [A]: { status: { gradeThreeAtTurnStart: true } } } });
    low.game.startStep('ride', 'stride');
    rejected(low.game, stride(low.id('a.g.0')), 'VG_ULTIMATE_STRIDE_GRADE');
    const { game, id } = board(
      { vc: 'sa-astral', fl: 'U2', bc: 'U1', soul: ['U1', 'U2'], gZone: ['sa-neon-gyze', 'sa-ultimate'], gZoneUp: ['sa-g-nova'] },
      { vc: 'U3', fl: 'U2', soul: ['U1'] },
    );
    zerothDragons(game, 5);
    game.startStep('ride', 'stride');
    ok(game, stride(id('a.g.0')));
    const g = onCircle(game, A, 'vc')!;
    expect(game.state.cards[g]!.card).toBe('sa-gyze');
    expect(zone(game, A, 'g-zone')).toEqual([]);
    expect(zone(game, A, 'soul')).toEqual([]);
    expect(zone(game, A, 'field').filter((c) => c !== g)).toEqual([]);
    expect(names(game, A, 'removed').sort()).toEqual(['U1', 'U1', 'U2', 'U2', 'sa-astral', 'sa-g-nova', 'sa-ultimate'].sort());
    // The opponent's cards stay (reading 151).
    expect(names(game, B, 'soul')).toEqual(['U1']);
    expect(onCircle(game, B, 'fl')).toBeDefined();
  });

  it('[VG 6.6.3.5] an ultimately strode G unit that returns to the G zone takes every card of the G zone out of the game with it', () => {
    const { game, id } = board({
      vc: 'sa-astral',
      damage: ['F'],
      gZone: ['sa-ultimate', 'sa-g-halo'],
      gZoneUp: ['sa-g-nova', 'sa-g-nova', 'sa-g-nova'],
    });
    game.startStep('ride', 'stride');
    ok(game, stride(id('a.g.0')));
    game.startStep('end', 'cleanup');
    expect(zone(game, A, 'g-zone')).toEqual([]);
    expect(names(game, A, 'removed').sort()).toEqual(['sa-g-halo', 'sa-g-nova', 'sa-g-nova', 'sa-g-nova', 'sa-ultimate']);
    expect(names(game, A, 'field#vc')).toEqual(['sa-astral']);
    // A normal stride's G unit returning does not (9.11.1).
    const normal = board({ vc: 'sa-astral', hand: ['U3'], gZone: ['sa-g-halo'], gZoneUp: ['sa-g-nova'] });
    normal.game.startStep('ride', 'stride');
    ok(normal.game, { type: 'stride', player: A, card: normal.id('a.g.0'), discard: [normal.id('a.hand.0')] });
    normal.game.startStep('end', 'cleanup');
    expect(names(normal.game, A, 'g-zone').sort()).toEqual(['sa-g-halo', 'sa-g-nova']);
  });
});
