import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, names, ok } from './support/board.js';

type Board = ReturnType<typeof buildBoard>;
const order = (board: Board, card = 'a.hand.0') => ok(board.game, { type: 'order', player: A, card: board.id(card) });
const attack = (board: Board, attacker: string, target: string) => {
  ok(board.game, { type: 'declare-attack', player: A });
  ok(board.game, { type: 'attack', player: A, attacker, target });
};

describe('"cannot be used" and losing abilities (12.2, 7.14.2)', () => {
  it('[VG 12.2, 12.2.1, 12.2.1.1, 12.2.1.2, 12.2.1.2.1] a unit whose abilities cannot be used: its ACT is refused, its AUTO does not trigger, its CONT still applies', () => {
    const board = buildBoard({ vc: 'U3', fl: 'X-ACT', hand: ['X-SILENCE-MINE', 'U1'] }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('main', 'main');
    order(board); // the only rear-guard is chosen
    const refused = board.game.act({ type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'RESTRICTED', rule: 'VG 12.2' } });
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(9000);
    board.game.startStep('battle', 'start');
    attack(board, board.id('a.fl'), board.id('b.vc'));
    expect(board.game.state.log.some((e) => e.type === 'ability-played')).toBe(false);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(9000);
  });

  it('[VG 7.14, 7.14.2] a unit that loses its abilities: its CONT no longer applies', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-STRIP'] }, { vc: 'U3', fl: 'X-ACT' });
    board.game.startStep('main', 'main');
    expect(board.game.stat(board.id('b.fl'), 'power')).toBe(9000);
    order(board);
    ok(board.game, { type: 'choose', player: A, choice: [board.id('b.fl')] });
    expect(board.game.stat(board.id('b.fl'), 'power')).toBe(8000);
  });
});

describe('"unaffected" (12.5)', () => {
  it('[VG 12.5, 12.5.1] a unit unaffected by the opponent’s effects is not chosen by them and not retired by them', () => {
    const board = buildBoard({ vc: 'U3', hand: ['X-RETIRE-OPP', 'U1'] }, { vc: 'U3', fl: 'X-AEGIS', fr: 'U1' });
    board.game.startStep('main', 'main');
    order(board);
    const options = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options).toEqual([board.id('b.fr')]);

    const all = buildBoard({ vc: 'U3', hand: ['X-RETIRE-ALL-OPP'] }, { vc: 'U3', fl: 'X-AEGIS', fr: 'U1' });
    all.game.startStep('main', 'main');
    order(all);
    expect(names(all.game, B, 'drop')).toEqual(['U1']);
    expect(all.game.state.cards[all.id('b.fl')]).toBeDefined();
  });
});

describe('same and different names (12.6)', () => {
  it('[VG 12.6, 12.6.1, 12.6.2, 12.6.2.1, 12.6.2.2] a card also named "Test U1" has the same name as Test U1', () => {
    const same = buildBoard({ vc: 'X-TWIN-NAME', fl: 'U1', hand: ['X-SAME-NAME'], deck: ['U2N'] }, { vc: 'U3' });
    same.game.startStep('main', 'main');
    order(same);
    expect(names(same.game, A, 'hand')).toEqual(['U2N']);

    const other = buildBoard({ vc: 'X-TWIN-NAME', fl: 'U2N', hand: ['X-SAME-NAME'], deck: ['U2N'] }, { vc: 'U3' });
    other.game.startStep('main', 'main');
    order(other);
    expect(names(other.game, A, 'hand')).toEqual([]);
  });

  it('[VG 12.6.2.2.1] "each with a different name": no two share a name, counting extra names', () => {
    const clash = buildBoard({ vc: 'U3', fl: 'X-TWIN-NAME', fr: 'U1', hand: ['X-DIFFERENT'], deck: ['U2N'] }, { vc: 'U3' });
    clash.game.startStep('main', 'main');
    order(clash);
    expect(names(clash.game, A, 'hand')).toEqual([]);

    const distinct = buildBoard({ vc: 'U3', fl: 'X-TWIN-NAME', fr: 'U2N', hand: ['X-DIFFERENT'], deck: ['U2N'] }, { vc: 'U3' });
    distinct.game.startStep('main', 'main');
    order(distinct);
    expect(names(distinct.game, A, 'hand')).toEqual(['U2N']);
  });
});
