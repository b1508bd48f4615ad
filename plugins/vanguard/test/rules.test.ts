import { describe, expect, it } from 'vitest';
import { answerAt } from '@tcgkit/kernel';
import { A, B, buildBoard, choose, names, ok, onCircle, pass, rejected, zone } from './support/board.js';

function attack(game: Parameters<typeof ok>[0], attacker: string, target: string, booster?: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(
    game,
    booster === undefined
      ? { type: 'attack', player: game.state.turn.player, attacker, target }
      : { type: 'attack', player: game.state.turn.player, attacker, target, booster },
  );
}

describe('more rules', () => {
  it('[VG 14.3.2, 14.3.4, 2.17, 14.3.4.1] with Twin and Triple Drive only the larger applies: three drive checks', () => {
    const { game, id } = buildBoard({ vc: 'U3X', fr: 'U2N', deck: ['U1', 'U1N', 'U2'] }, { vc: 'U3' });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(names(game, A, 'hand').sort()).toEqual(['U1', 'U1N', 'U2']);
    expect(game.state.log.filter((e) => e.type === 'drive-check')).toHaveLength(3);
  });

  it('[VG 11.11.4] a "front row +5000 this turn" effect is fixed to the units there when it resolves', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', hand: ['O-FRONT', 'U2N', 'F'] }, { vc: 'U3' });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
    ok(game, { type: 'move', player: A, from: 'fl', to: 'bl' });
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fr' });
    expect(game.stat(onCircle(game, A, 'fr')!, 'power')).toBe(10000);
  });

  it('[VG 9.11.10] after the end phase an extra turn granted by an ACT comes first (VG 18.2)', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'X-TURN', hand: ['F'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    pass(game);
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    pass(game);
    expect(game.state.turn).toMatchObject({ number: 4, player: A });
  });

  it('[VG 14.15, 14.15.1] Resist: the opponent’s card effects cannot choose the unit', () => {
    // tf-regent: AUTO [VC] [SB1]: retire up to one opponent rear-guard; cw-ward: Resist.
    const { game, id } = buildBoard(
      { vc: 'tf-regent', soul: ['U1'], deck: ['U1', 'U1'] },
      { vc: 'U3', fl: 'cw-ward', fr: 'U2', hand: ['F'] },
    );
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    choose(game, 'yes');
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options).toEqual([id('b.fr')]);
    choose(game, id('b.fr'));
    expect(names(game, B, 'drop')).toEqual(['U2']);
    expect(onCircle(game, B, 'fl')).toBe(id('b.fl'));
  });

  it('[VG 14.15.1, 7.50.2] Resist holds for a card written with the kernel’s plain choose: the unit is never offered', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-SNIPE', 'F'] }, { vc: 'U3', fl: 'cw-ward', fr: 'U2', bl: 'U1', hand: ['F'] }); // cw-ward: Resist
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options.sort()).toEqual([id('b.fr'), id('b.bl')].sort());
    rejected(game, { type: 'choose', player: A, choice: [id('b.fl')] }, 'BAD_CHOICE');
    choose(game, id('b.fr'));
    expect(onCircle(game, B, 'fl')).toBe(id('b.fl'));
    expect(onCircle(game, B, 'fr')).toBeUndefined();
  });

  it('[VG 14.15.1] Resist stops only the opponent: its own master may choose it for an effect', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['O-OFFER', 'F'] }, { vc: 'U3', fl: 'cw-ward', fr: 'U2', hand: ['F'] });
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: B });
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options.sort()).toEqual([id('b.fl'), id('b.fr')].sort());
    choose(game, id('b.fl'));
    expect(onCircle(game, B, 'fl')).toBeUndefined();
  });

  it('[VG 11.9.5.2] an AUTO whose cost is "by paying" may be declined; then nothing happens', () => {
    // cw-sovereign: AUTO [VC] [CB1]: front-row rear-guards +5000
    const { game, id } = buildBoard({ vc: 'cw-sovereign', fr: 'U2N', damage: ['F'], deck: ['U1', 'U1'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.decision?.prompt).toMatch(/Pay the cost/);
    choose(game, 'no');
    expect(game.state.cards[id('a.damage.0')]!.faceUp).toBe(true);
    expect(game.stat(id('a.fr'), 'power')).toBe(10000);
  });

  it('[VG 14.21, 14.21.1, 14.21.3] Unite: with two cards called this turn the AUTO triggers', () => {
    const run = (calls: number) => {
      // cw-warden: AUTO [RC] Unite: when this attacks, +10000 this battle
      const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-warden', hand: ['U1', 'U1N', 'F'] }, { vc: 'U3', hand: ['F'] });
      game.startStep('main', 'main');
      const circles = ['bc', 'br'];
      for (let i = 0; i < calls; i++) ok(game, { type: 'call', player: A, card: id(`a.hand.${i}`), circle: circles[i] });
      pass(game);
      attack(game, id('a.fl'), id('b.vc'));
      return game.stat(id('a.fl'), 'power');
    };
    expect(run(1)).toBe(10000);
    expect(run(2)).toBe(20000);
  });

  it('[VG 14.9, 14.9.1, 14.9.2, 2.2.2] Lord: it cannot attack while you have a unit of another clan', () => {
    const { game, id } = buildBoard({ vc: 'cw-lord', fl: 'tf-corsair' }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    rejected(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') }, 'VG_LORD');
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
  });

  it('[VG 7.26, 7.27, 12.3.2, 7.26.1, 7.27.1, 7.26.2, 7.26.2.1, 7.27.2, 7.27.2.1] Counter Charge turns damage face up; Soul Charge moves the deck’s top card to the soul', () => {
    const { game, id } = buildBoard(
      // tf-oracle: ACT [RC] [retire this]: CC1, draw 1; tf-herald: AUTO [RC] when this boosts: Soul Charge 1
      { vc: 'U3', bc: 'tf-herald', bl: 'tf-oracle', damage: ['F'], faceDown: ['damage.0'], deck: ['U2', 'U2N'], hand: ['F'] },
      { vc: 'U3', hand: ['F'] },
    );
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.bl'), ability: 0 });
    expect(game.state.cards[id('a.damage.0')]!.faceUp).toBe(true);
    expect(names(game, A, 'hand').sort()).toEqual(['F', 'U2']);
    pass(game);
    attack(game, id('a.vc'), id('b.vc'), id('a.bc'));
    expect(names(game, A, 'soul')).toEqual(['U2N']);
  });

  it('[VG 10.5.1.2.2.2] the guardian call does not look at the vanguard’s grade', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'V0', hand: ['U3', 'F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    expect(onCircle(game, B, 'gc')).toBeDefined();
  });

  it('[VG 10.4.1.5, 10.4.1.9, 4.9.2.4] the attacker rests and is attacking; the target is being attacked', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-WATCH' }, { vc: 'U3', hand: ['U1', 'F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.state.cards[id('a.vc')]!.status['rested']).toBe(true);
    const log = game.state.log;
    expect(log.find((e) => e.type === 'attacks')?.detail?.['card']).toBe(id('a.vc'));
    expect(log.find((e) => e.type === 'attacked')?.detail?.['card']).toBe(id('b.vc'));
    ok(game, { type: 'guard', player: B, cards: [id('b.hand.0')] });
    expect(zone(game, B, 'field')).toHaveLength(2);
  });
});

describe('keyword changes by effect', () => {
  it('[VG 14.6, 11.11.1.5, 12.3.2] an effect that removes Restraint lets the unit attack this turn', () => {
    // cw-brute: Restraint; ACT [RC] 1/turn [Soul Blast 1]: loses Restraint this turn
    const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-brute', soul: ['U1'], rested: ['vc'], hand: ['F'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(game.stat(id('a.fl'), 'keywords')).toEqual(['intercept']);
    pass(game);
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBe(true);
  });
});

describe('extra turns', () => {
  it('[VG 10.5.1.2.5] a blitz order granting an extra turn: the defender then plays two turns in a row (VG 18.2.1)', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'U3', hand: ['B-EXTRA', 'F'] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    ok(game, { type: 'blitz', player: B, card: id('b.hand.0') });
    const turns: string[] = [];
    for (let i = 0; i < 200 && turns.length < 3 && game.result === null; i++) {
      const before = game.state.turn.number;
      const d = game.decision!;
      ok(game, d.kind === 'play' ? { type: 'pass', player: d.player } : answerAt(game.legalActions(), 0n));
      if (game.state.turn.number !== before) turns.push(game.state.turn.player);
    }
    expect(
      game
        .history()
        .filter((e) => e.type === 'turn-began' && e.detail?.['extra'] === true)
        .map((e) => e.player),
    ).toEqual([B]);
    expect(turns).toEqual([B, B, A]);
  });
});
