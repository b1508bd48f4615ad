import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { A, buildBoard, choose, names, ok, onCircle, zone } from './support/board.js';
import { attack, finishBattle, playPending } from './support/kw-a.js';

const selectOptions = (game: Game) => (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
/** Answers the decisions of one effect: `yes` to a question, the named option where offered, else the first. */
function answer(game: Game, ...preferred: string[]): void {
  for (let i = 0; i < 10 && game.decision?.kind === 'select'; i++) {
    const options = selectOptions(game);
    const pick = preferred.find((p) => options.includes(p)) ?? (options.includes('yes') ? 'yes' : options[0]!);
    choose(game, pick);
  }
}

describe('Rescue (14.19)', () => {
  it('[VG 14.19, 14.19.1, 14.19.1.1] Rescue (1): choose one damage card, heal it, then deal 1 damage to your vanguard', () => {
    const board = buildBoard({ vc: 'U3', hand: ['ka-rescuer'], damage: ['F', 'U1'], deck: ['U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fr' });
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A, min: 1, max: 1 });
    choose(board.game, board.id('a.damage.1'));
    answer(board.game);
    // U1 healed to the drop; the damage check put the deck's top card (U2N) into the damage zone.
    expect(names(board.game, A, 'drop')).toEqual(['U1']);
    expect(names(board.game, A, 'damage').sort()).toEqual(['F', 'U2N']);
    expect(board.game.stat(onCircle(board.game, A, 'fr')!, 'power')).toBe(15000);
  });

  it('[VG 14.19.1.2, 14.25, 14.25.1] an ability with Rescue (N) has the keyword Rescue, and Domination is a name text refers to', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-herald', fr: 'ka-rescuer', bl: 'ka-dominator', br: 'U2N' }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    expect(board.game.stat(board.id('a.fr'), 'power')).toBe(12000);
    expect(board.game.stat(board.id('a.bl'), 'power')).toBe(12000);
    expect(board.game.stat(board.id('a.br'), 'power')).toBe(10000);
  });
});

describe('Domination (14.25)', () => {
  it("[VG 14.25.1] the Domination ability word adds no rule: the ability does what its text says (rest an opponent's rear-guard)", () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-dominator', damage: ['F'] }, { vc: 'U3', fl: 'U2N' });
    board.game.startStep('main', 'main');
    expect(board.game.state.cards[board.id('a.fl')]!.card).toBe('ka-dominator');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    answer(board.game, board.id('b.fl'));
    expect(board.game.state.cards[board.id('b.fl')]!.status['rested']).toBe(true);
  });
});

describe('Kagenui (14.27)', () => {
  it('[VG 14.27, 14.27.1] its abilities trigger when an attack on a vanguard does not hit, not an attack on a rear-guard', () => {
    const drew = (target: 'vc' | 'fl') => {
      const board = buildBoard({ vc: 'U3', fl: 'ka-stitcher', deck: ['U1'] }, { vc: 'U3', fl: 'U3', hand: ['F'] });
      board.game.startStep('battle', 'start');
      attack(board.game, board.id('a.fl'), board.id(`b.${target}`));
      finishBattle(board.game);
      return names(board.game, A, 'hand');
    };
    expect(drew('vc')).toEqual(['U1']);
    expect(drew('fl')).toEqual([]);
  });
});

describe('Burst (14.30)', () => {
  it('[VG 14.30, 14.30.1] a Burst ability reads whether a unit has a given power or more', () => {
    const critical = (boosted: boolean) => {
      const board = buildBoard({ vc: 'U3', fl: 'ka-burster', bl: 'U1' }, { vc: 'U3', hand: ['F'] });
      board.game.startStep('battle', 'start');
      attack(board.game, board.id('a.fl'), board.id('b.vc'), boosted ? board.id('a.bl') : undefined);
      return board.game.stat(board.id('a.fl'), 'critical');
    };
    expect(critical(true)).toBe(2);
    expect(critical(false)).toBe(1);
  });
});

describe('Magia (14.33)', () => {
  it('[VG 14.33, 14.33.1] calls a unit from the soul; at the end of the turn the unit it called goes back to the soul', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-illusionist', soul: ['U2N'], damage: ['F'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    answer(board.game, 'fr');
    const called = onCircle(board.game, A, 'fr')!;
    expect(board.game.state.cards[called]!.card).toBe('U2N');
    expect(zone(board.game, A, 'soul')).toEqual([]);
    board.game.startStep('end', 'cleanup');
    expect(names(board.game, A, 'soul')).toEqual(['U2N']);
    expect(onCircle(board.game, A, 'fr')).toBeUndefined();
    expect(board.game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'magia')).toBe(true);
  });
});

describe('Time Leap (14.34)', () => {
  it('[VG 14.34, 14.34.1] a Time Leap ability makes the unit time leap (7.33): bound, a grade + 1 called, both back at the end of the turn', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-chrono', soul: ['U1'], deck: ['U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    answer(board.game, board.id('a.deck.0'));
    expect(board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card).toBe('U2N');
    expect(names(board.game, A, 'bind')).toEqual(['ka-chrono']);
    board.game.startStep('end', 'cleanup');
    expect(board.game.state.cards[onCircle(board.game, A, 'fl')!]!.card).toBe('ka-chrono');
  });
});

describe('Bloom (14.40)', () => {
  it('[VG 14.40, 14.40.1] triggers when another specific unit of yours (here a grade 1) appears in the named place (here a rear-guard circle)', () => {
    const power = (called: string) => {
      const board = buildBoard({ vc: 'U3', fl: 'ka-bud', hand: [called] }, { vc: 'U3' });
      board.game.startStep('main', 'main');
      ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fr' });
      playPending(board.game);
      return board.game.stat(board.id('a.fl'), 'power');
    };
    expect(power('U1')).toBe(10000);
    expect(power('U2N')).toBe(8000);
    // Itself appearing is not "another" unit.
    const self = buildBoard({ vc: 'U3', hand: ['ka-bud'] }, { vc: 'U3' });
    self.game.startStep('main', 'main');
    ok(self.game, { type: 'call', player: A, card: self.id('a.hand.0'), circle: 'fr' });
    expect(self.game.stat(onCircle(self.game, A, 'fr')!, 'power')).toBe(8000);
  });
});
