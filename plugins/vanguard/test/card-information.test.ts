/** Rule tests for what each field of a card means in play (ch.2): grade, power, shield, critical, icons, drive. */
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone } from './support/board.js';

type Game = Parameters<typeof ok>[0];

function attack(game: Game, attacker: string, target: string, booster?: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(game, { type: 'attack', player: game.state.turn.player, attacker, target, ...(booster === undefined ? {} : { booster }) });
}

const drives = (game: Game) => game.state.log.filter((e) => e.type === 'drive-check').length;

describe('card information (ch.2)', () => {
  it('[VG 2.17.1, 2.17.2, 2.17.2.1, 2.10.1.3, 2.10.1.4, 14.3.1] a vanguard drive-checks once by default, twice with Twin Drive, three times with Triple Drive', () => {
    for (const [vanguard, expected] of [
      ['F', 1],
      ['U3', 2],
      ['U3X', 3],
    ] as const) {
      const { game, id } = buildBoard({ vc: vanguard, deck: ['U1', 'U1N', 'U2N'] }, { vc: 'U3', hand: ['F'] });
      game.startStep('battle', 'start');
      attack(game, id('a.vc'), id('b.vc'));
      ok(game, { type: 'pass', player: B });
      expect(drives(game)).toBe(expected);
    }
  });

  it('[VG 2.10.1, 2.10.1.1, 2.10.1.2] the Boost and Intercept icons give those abilities; a unit without them cannot boost or intercept', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'U2N', bl: 'U1N', fr: 'U2N', br: 'U1' },
      { vc: 'U3', fl: 'U2', fr: 'U2N', hand: ['F'] },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    rejected(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc'), booster: id('a.bl') }, 'VG_NO_BOOST');
    ok(game, { type: 'attack', player: A, attacker: id('a.fr'), target: id('b.vc'), booster: id('a.br') });
    expect(game.stat(id('a.fr'), 'power')).toBe(18000);
    rejected(game, { type: 'intercept', player: B, cards: [id('b.fr')] }, 'VG_NO_INTERCEPT');
    ok(game, { type: 'intercept', player: B, cards: [id('b.fl')] });
    expect(game.state.zones[`${B}/field#gc`]).toHaveLength(1);
  });

  it('[VG 2.4.1, 2.4.2] grade limits play: a ride goes at most one grade up, a call at most to the vanguard’s grade', () => {
    const { game, id } = buildBoard({ vc: 'RD1', hand: ['U3', 'U2', 'F'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    rejected(game, { type: 'ride', player: A, card: id('a.hand.0') }, 'VG_RIDE_GRADE');
    ok(game, { type: 'ride', player: A, card: id('a.hand.1') });
    const main = buildBoard({ vc: 'RD1', hand: ['U2', 'F'] }, { vc: 'U3' });
    main.game.startStep('main', 'main');
    rejected(main.game, { type: 'call', player: A, card: main.id('a.hand.0'), circle: 'fl' }, 'VG_GRADE_TOO_HIGH');
    ok(main.game, { type: 'call', player: A, card: main.id('a.hand.1'), circle: 'fl' });
  });

  it('[VG 2.5.1, 2.7.1] power decides the hit; the attacker’s critical is the damage dealt to the vanguard', () => {
    // A rear-guard of 10000 does not hit a 13000 vanguard; against a 10000 vanguard it hits for its critical (1).
    const miss = buildBoard({ vc: 'U3', fl: 'U2N' }, { vc: 'U3', hand: ['F'] });
    miss.game.startStep('battle', 'start');
    attack(miss.game, miss.id('a.fl'), miss.id('b.vc'));
    ok(miss.game, { type: 'pass', player: B });
    expect(zone(miss.game, B, 'damage')).toHaveLength(0);
    const hit = buildBoard({ vc: 'U3', fl: 'U2N' }, { vc: 'U2', hand: ['F'] });
    hit.game.startStep('battle', 'start');
    attack(hit.game, hit.id('a.fl'), hit.id('b.vc'));
    ok(hit.game, { type: 'pass', player: B });
    expect(zone(hit.game, B, 'damage')).toHaveLength(1);
    // A critical trigger raises the vanguard's critical to 2: two damage checks.
    const crit = buildBoard({ vc: 'U3', deck: ['TC', 'U1'] }, { vc: 'U3', hand: ['F'] });
    crit.game.startStep('battle', 'start');
    attack(crit.game, crit.id('a.vc'), crit.id('b.vc'));
    ok(crit.game, { type: 'pass', player: B });
    choose(crit.game, 'critical', 'power');
    if (crit.game.decision?.kind === 'select') choose(crit.game, crit.id('a.vc'));
    if (crit.game.decision?.kind === 'select') choose(crit.game, crit.id('a.vc'));
    expect(zone(crit.game, B, 'damage')).toHaveLength(2);
  });

  it('[VG 2.6.1, 2.6.3] a guardian adds its shield to the attacked unit; a unit with no shield adds none', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', hand: ['U1N', 'U3', 'F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    expect(game.stat(id('b.vc'), 'power')).toBe(23000);
    const noShield = buildBoard({ vc: 'U3' }, { vc: 'U3', hand: ['U3', 'F'] });
    noShield.game.startStep('battle', 'start');
    attack(noShield.game, noShield.id('a.vc'), noShield.id('b.vc'));
    ok(noShield.game, { type: 'guard', player: B, cards: [noShield.id('b.hand.0')] });
    expect(noShield.game.state.zones[`${B}/field#gc`]).toHaveLength(1);
    expect(noShield.game.stat(noShield.id('b.vc'), 'power')).toBe(13000);
  });

  it('[VG 2.8, 2.8.1] a trigger icon is played when its card is put into the trigger zone: a draw trigger draws', () => {
    const { game, id } = buildBoard({ vc: 'U3', deck: ['TD', 'U1', 'U2N'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'pass', player: B });
    choose(game, 'draw', 'power');
    expect(names(game, A, 'hand').sort()).toEqual(['TD', 'U1', 'U2N']);
  });

  it('[VG 2.13.1, 2.13.2, 2.13.2.1, 2.13.2.2, 2.13.2.3, 2.13.2.4] a gift icon gives the imaginary gift of its crown type when its card is ridden', () => {
    for (const [card, gift] of [
      ['U3F', 'force'],
      ['U3A', 'accel'],
      ['U3R', 'protect'],
    ] as const) {
      const { game, id } = buildBoard({ vc: 'RD2', hand: [card, 'F'] }, { vc: 'U3' });
      game.startStep('ride', 'ride');
      ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
      choose(game, 'I');
      if (game.decision?.kind === 'select' && gift === 'force') choose(game, 'vc');
      const markers = (game.state.players[0]!.status['markers'] ?? []) as { gift: string }[];
      if (gift === 'protect') expect(names(game, A, 'hand')).toContain('protect');
      else expect(markers.map((m) => m.gift)).toEqual([gift]);
    }
  });

  it('[VG 2.13.3] the persona ride icon: riding a same-name card that has it performs a persona ride; a card without it does not', () => {
    const { game, id } = buildBoard({ vc: 'U3P', hand: ['U3P2'], deck: ['TD'] }, { vc: 'U3' });
    game.startStep('ride', 'ride');
    ok(game, { type: 'ride', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'hand')).toEqual(['TD']);
    expect(game.stat(onCircle(game, A, 'vc')!, 'power')).toBe(23000);
    const plain = buildBoard({ vc: 'U3', hand: ['U3'], deck: ['TD'] }, { vc: 'U3' });
    plain.game.startStep('ride', 'ride');
    ok(plain.game, { type: 'ride', player: A, card: plain.id('a.hand.0') });
    expect(names(plain.game, A, 'hand')).toEqual([]);
  });
});
