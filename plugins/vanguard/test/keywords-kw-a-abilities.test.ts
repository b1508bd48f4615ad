import { editPosition } from '@tcgkit/testing';
import type { Game } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, pass } from './support/board.js';
import { attack, finishBattle, playPending } from './support/kw-a.js';

const rested = (game: Game, id: string | undefined) => id !== undefined && game.state.cards[id]?.status['rested'] === true;
const unitStates = (game: Game, id: string) => (game.stat(id, 'unitStates') as string[] | null) ?? [];
const selectOptions = (game: Game) => (game.decision as { options: { id: string }[] }).options.map((o) => o.id);

describe('Revelation (14.22)', () => {
  const rideSeer = (side: { fl?: string; fr?: string; rested?: ('fl' | 'fr')[] }) => {
    const board = buildBoard({ vc: 'U1', hand: ['ka-seer'], deck: ['U3'], ...side }, { vc: 'U3' });
    board.game.startStep('ride', 'ride');
    ok(board.game, { type: 'ride', player: A, card: board.id('a.hand.0') });
    return board;
  };

  it('[VG 14.22, 14.22.1, 14.22.2, 14.22.3] Revelation - (VC): when it appears on the VC, look at the top card; put into the soul, a standing rear-guard is rested', () => {
    const board = rideSeer({ fl: 'U2N', fr: 'U1', rested: ['fr'] });
    // A looks at the top card (it is known to A only) and may put it into the soul.
    expect(board.game.state.cards[board.id('a.deck.0')]!.knownTo).toEqual([A]);
    choose(board.game, 'yes');
    expect(names(board.game, A, 'soul').sort()).toEqual(['U1', 'U3']);
    const put = board.game.state.log.find((e) => e.type === 'moved' && e.detail?.['reason'] === 'revelation');
    expect(put?.detail?.['definition']).toBe('U3');
    // Only the standing rear-guard could be chosen; it is rested now.
    expect(rested(board.game, board.id('a.fl'))).toBe(true);
  });

  it('[VG 14.22.2] declining leaves the card on top of the deck and rests nothing', () => {
    const board = rideSeer({ fl: 'U2N' });
    choose(board.game, 'no');
    expect(names(board.game, A, 'soul')).toEqual(['U1']);
    expect(board.game.state.zones[`${A}/deck`]![0]).toBe(board.id('a.deck.0'));
    expect(rested(board.game, board.id('a.fl'))).toBe(false);
  });

  it('[VG 14.22.2.1] with every rear-guard rested the card still goes to the soul and the resting part does nothing', () => {
    const board = rideSeer({ fl: 'U2N', rested: ['fl'] });
    choose(board.game, 'yes');
    expect(names(board.game, A, 'soul').sort()).toEqual(['U1', 'U3']);
    expect(board.game.decision?.kind).toBe('play');
  });

  it('[VG 14.22.2] Revelation - (RC) triggers on a rear-guard circle only; Revelation - (VC) not there', () => {
    const board = buildBoard({ vc: 'U3', hand: ['ka-acolyte', 'ka-seer'], deck: ['U2N'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.1'), circle: 'fr' });
    expect(board.game.decision?.kind).toBe('play');
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'bl' });
    choose(board.game, 'yes');
    expect(names(board.game, A, 'soul')).toEqual(['U2N']);
  });
});

describe('Blaze (14.23)', () => {
  it('[VG 14.23, 14.23.1] at the start of your attack step, with more rear-guards than the opponent, your vanguard becomes blaze for the turn', () => {
    const blazing = (opponentRearGuards: number) => {
      const extra = opponentRearGuards > 1 ? { fl: 'U2N', fr: 'U2N' } : opponentRearGuards > 0 ? { fl: 'U2N' } : {};
      const board = buildBoard({ vc: 'U3', fl: 'ka-blazer', bl: 'U1' }, { vc: 'U3', hand: ['F'], ...extra });
      board.game.startStep('battle', 'start');
      ok(board.game, { type: 'declare-attack', player: A });
      return board;
    };
    const more = blazing(1);
    expect(unitStates(more.game, more.id('a.vc'))).toEqual(['blaze']);
    // The Blazewing's CONT reads the state: the blaze vanguard gets +5000.
    expect(more.game.stat(more.id('a.vc'), 'power')).toBe(18000);
    const equal = blazing(2);
    expect(unitStates(equal.game, equal.id('a.vc'))).toEqual([]);
    expect(equal.game.stat(equal.id('a.vc'), 'power')).toBe(13000);
  });
});

describe("Zan'ei (14.24)", () => {
  const exile = (hand: number) => {
    const board = buildBoard(
      { vc: 'U3', fl: 'ka-exile', deck: ['U1', 'U2N'] },
      { vc: 'U3', fl: 'ka-phantom', hand: Array.from({ length: hand }, () => 'F') },
    );
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    // A puts one of its two bound cards into its hand: B's Zan'ei sees a bind card go to its opponent's hand.
    choose(board.game, selectOptions(board.game)[0]!);
    return board;
  };

  it("[VG 14.24, 14.24.1] when a card of the bind zone is put into the opponent's hand, with six or fewer cards in hand the unit may return to hand", () => {
    const board = exile(6);
    expect(board.game.decision).toMatchObject({ kind: 'select', player: B });
    choose(board.game, 'yes');
    expect(names(board.game, B, 'hand')).toContain('ka-phantom');
    expect(onCircle(board.game, B, 'fl')).toBeUndefined();
  });

  it("[VG 14.24.1] with seven cards in hand Zan'ei does nothing", () => {
    const board = exile(7);
    expect(board.game.decision).toMatchObject({ kind: 'play', player: A });
    expect(onCircle(board.game, B, 'fl')).toBe(board.id('b.fl'));
  });
});

describe('Bōshoku (14.26)', () => {
  it('[VG 14.26, 14.26.1] when it attacks, retiring one or more other rear-guards makes it bōshoku for the turn', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-glutton', fr: 'U2N', bl: 'U1' }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.fl'), board.id('b.vc'));
    expect(board.game.decision).toMatchObject({ kind: 'select', player: A, min: 0, max: 2 });
    choose(board.game, board.id('a.fr'));
    expect(names(board.game, A, 'drop')).toEqual(['U2N']);
    expect(unitStates(board.game, board.id('a.fl'))).toEqual(['boshoku']);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(20000);
  });

  it('[VG 14.26.1] choosing none retires nothing and gives no state', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-glutton', fr: 'U2N' }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.fl'), board.id('b.vc'));
    ok(board.game, { type: 'choose', player: A, choice: [] });
    expect(onCircle(board.game, A, 'fr')).toBe(board.id('a.fr'));
    expect(unitStates(board.game, board.id('a.fl'))).toEqual([]);
  });

  it('[VG 14.26.2] the retire is the effect, not a cost: with no other rear-guard the ability still triggers and resolves', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-glutton' }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.fl'), board.id('b.vc'));
    expect(board.game.state.log.some((e) => e.type === 'ability-played' && String(e.detail?.['label']).startsWith('Bōshoku'))).toBe(true);
    expect(unitStates(board.game, board.id('a.fl'))).toEqual([]);
  });
});

describe('Rush (14.29)', () => {
  it('[VG 14.29, 14.29.1] it triggers when the unit is stood by your card’s effect, not by the stand phase', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-brawler' }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('battle', 'start');
    attack(board.game, board.id('a.fl'), board.id('b.vc'));
    finishBattle(board.game);
    // Its own AUTO stood it at the end of that battle: Rush gave +5000 for the turn.
    expect(rested(board.game, board.id('a.fl'))).toBe(false);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(15000);

    const phase = buildBoard({ vc: 'U3', fl: 'ka-brawler', rested: ['fl'] }, { vc: 'U3' });
    phase.game.startStep('stand', 'stand');
    expect(rested(phase.game, phase.id('a.fl'))).toBe(false);
    expect(phase.game.stat(phase.id('a.fl'), 'power')).toBe(10000);
  });
});

describe('Charge!! (14.31)', () => {
  it('[VG 14.31, 14.31.1, 14.31.2] appearing by an effect it may become charge; after a battle it took part in it goes to the bottom of the deck', () => {
    const board = buildBoard({ vc: 'U3', hand: ['ka-summoner'], damage: ['F'], deck: ['ka-charger'] }, { vc: 'U3', hand: ['F'] });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fl' });
    playPending(board.game);
    choose(board.game, 'yes'); // pay Counter Blast 1
    if (board.game.decision?.kind === 'select' && selectOptions(board.game).includes(board.id('a.damage.0')))
      choose(board.game, board.id('a.damage.0'));
    choose(board.game, board.id('a.deck.0')); // the search finds the Charger
    choose(board.game, 'fr');
    choose(board.game, 'yes'); // Charge!!: become charge
    const charger = onCircle(board.game, A, 'fr')!;
    expect(board.game.state.cards[charger]!.card).toBe('ka-charger');
    expect(unitStates(board.game, charger)).toEqual(['charge']);
    pass(board.game);
    attack(board.game, charger, board.id('b.vc'));
    finishBattle(board.game);
    expect(onCircle(board.game, A, 'fr')).toBeUndefined();
    const deck = board.game.state.zones[`${A}/deck`]!;
    expect(board.game.state.cards[deck[deck.length - 1]!]!.card).toBe('ka-charger');
  });

  it('[VG 14.31.1] a normal call is not "by an effect": nothing triggers', () => {
    const board = buildBoard({ vc: 'U3', hand: ['ka-charger'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fr' });
    expect(board.game.decision?.kind).toBe('play');
    expect(unitStates(board.game, onCircle(board.game, A, 'fr')!)).toEqual([]);
  });
});

describe('Hollow (14.35)', () => {
  it('[VG 14.35, 14.35.1] appearing, it may become hollow; at the end of the turn every hollow unit is retired', () => {
    const play = (answer: 'yes' | 'no') => {
      const board = buildBoard({ vc: 'U3', hand: ['ka-wraith'] }, { vc: 'U3' });
      board.game.startStep('main', 'main');
      ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'fl' });
      choose(board.game, answer);
      const wraith = onCircle(board.game, A, 'fl')!;
      const power = board.game.stat(wraith, 'power');
      board.game.startStep('end', 'cleanup');
      return { power, retired: names(board.game, A, 'drop').includes('ka-wraith') };
    };
    expect(play('yes')).toEqual({ power: 20000, retired: true });
    expect(play('no')).toEqual({ power: 10000, retired: false });
  });
});

describe('Harmony (14.36)', () => {
  it('[VG 14.36, 14.36.1] another unit of yours appearing in the same column links both in harmony; each that enters it triggers', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-singer', hand: ['ka-singer', 'U1'] }, { vc: 'U3' });
    board.game.startStep('main', 'main');
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.1'), circle: 'br' });
    // Another column: no harmony.
    expect(board.game.state.log.some((e) => e.type === 'harmony')).toBe(false);
    ok(board.game, { type: 'call', player: A, card: board.id('a.hand.0'), circle: 'bl' });
    playPending(board.game);
    const behind = onCircle(board.game, A, 'bl')!;
    const entered = board.game.state.log.filter((e) => e.type === 'harmony').map((e) => e.detail?.['card']);
    expect(entered.sort()).toEqual([board.id('a.fl'), behind].sort());
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(15000);
    expect(board.game.stat(behind, 'power')).toBe(15000);
  });

  it('[VG 14.36.1.1] if the other unit has left the field before it resolves, nothing is linked', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-singer' }, { vc: 'U3' });
    editPosition(board.game)
      .pending(board.id('a.fl'), 2, { event: { seq: 0, type: 'moved', player: A, detail: { card: 'c-gone', to: `${A}/field#bl` } } })
      .build();
    board.game.startStep('main', 'main');
    playPending(board.game);
    expect(board.game.state.log.some((e) => e.type === 'ability-played')).toBe(true);
    expect(board.game.state.log.some((e) => e.type === 'harmony')).toBe(false);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(8000);
  });

  it('[VG 14.36.1.3.1, 14.36.1.2.1] a unit already in harmony linked again does not "enter" it; it stays in harmony while any partner remains', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-singer', bl: 'U1' }, { vc: 'U3' });
    const [singer, vanguard, behind] = [board.id('a.fl'), board.id('a.vc'), board.id('a.bl')];
    editPosition(board.game)
      .change(singer, { status: { harmony: { turn: 3, partners: [vanguard] } } })
      .pending(singer, 2, { event: { seq: 0, type: 'moved', player: A, detail: { card: behind, to: `${A}/field#bl` } } })
      .build();
    expect(board.game.stat(singer, 'power')).toBe(10000);
    board.game.startStep('main', 'main');
    playPending(board.game);
    // Only the unit behind entered harmony: the Siren's "when this unit enters harmony" did not trigger.
    expect(board.game.state.log.filter((e) => e.type === 'harmony').map((e) => e.detail?.['card'])).toEqual([behind]);
    expect(board.game.stat(singer, 'power')).toBe(10000);
    // Linked with both: it stays in harmony once one partner has left, and leaves it when both have.
    editPosition(board.game).remove(vanguard).build();
    expect(board.game.stat(singer, 'power')).toBe(10000);
    editPosition(board.game).remove(behind).build();
    expect(board.game.stat(singer, 'power')).toBe(8000);
  });

  it('[VG 14.36.1.3] an ability waiting on "enters harmony" resolves even if its partner has left the field since', () => {
    const board = buildBoard({ vc: 'U3', fl: 'ka-singer' }, { vc: 'U3' });
    editPosition(board.game)
      .pending(board.id('a.fl'), 0, { event: { seq: 0, type: 'harmony', player: A, detail: { card: board.id('a.fl') } } })
      .build();
    board.game.startStep('main', 'main');
    playPending(board.game);
    expect(board.game.stat(board.id('a.fl'), 'power')).toBe(13000);
  });
});

describe('Success (14.39)', () => {
  const board = (turnPlayer: string) => {
    const built = buildBoard({ vc: 'U3', fl: 'ka-captain', fr: 'U2N' }, { vc: 'U3', hand: ['F'] }, { tp: turnPlayer });
    editPosition(built.game)
      .effect({ layer: 'add', controller: A, cards: [built.id('a.fr')], stat: 'power', modification: { add: 8000 }, duration: 'game' })
      .build();
    return built;
  };

  it('[VG 14.39, 14.39.1, 14.39.2, 14.39.3] a state trigger: during your turn, once a rear-guard of yours has the power, this unit becomes success', () => {
    const mine = board(A);
    mine.game.startStep('main', 'main');
    expect(unitStates(mine.game, mine.id('a.fl'))).toEqual(['success']);
    expect(mine.game.stat(mine.id('a.fl'), 'power')).toBe(15000);
    // It does not trigger again while it is success.
    expect(mine.game.state.log.filter((e) => e.type === 'unit-state')).toHaveLength(1);

    const theirs = board(B);
    theirs.game.startStep('main', 'main');
    expect(unitStates(theirs.game, theirs.id('a.fl'))).toEqual([]);
  });

  it('[VG 14.39.4] if at resolution no rear-guard has the power any more, it does not become success', () => {
    const built = buildBoard({ vc: 'U3', fl: 'ka-captain', fr: 'U2N' }, { vc: 'U3' });
    editPosition(built.game).pending(built.id('a.fl'), 1).build();
    built.game.startStep('main', 'main');
    playPending(built.game);
    expect(built.game.state.log.some((e) => e.type === 'ability-played')).toBe(true);
    expect(unitStates(built.game, built.id('a.fl'))).toEqual([]);
  });
});
