/**
 * Rule tests for the set-specific rules of Mushiking (17.13) and Touken Ranbu (17.14): a board is set up, one action
 * is taken, and its outcome is read.
 */
import { describe, expect, it } from 'vitest';
import { vanguardCards } from '../src/index.js';
import { raceCrests } from '../src/sets/touken-ranbu.js';
import { A, buildBoard, choose, names, ok, rejected, type Side } from './support/board.js';
import { setsBTestCards } from './support/sets-b-cards.js';

type Game = ReturnType<typeof buildBoard>['game'];
const engine = { cards: setsBTestCards };
const board = (a: Side, b: Side = { vc: 'U3' }) => buildBoard(a, { hand: ['F'], ...b }, { engine });
const activate = (game: Game, card: string, ability = 0) => ok(game, { type: 'activate', player: A, card, ability });
const power = (game: Game, id: string) => game.stat(id, 'power');
const definition = (id: string) => vanguardCards.find((c) => c.id === id)!;
function answerFirst(game: Game): void {
  while (game.decision?.kind === 'select' && game.decision.player === A) {
    const decision = game.decision as unknown as { options: { id: string }[]; min: number };
    choose(game, ...decision.options.slice(0, Math.max(1, decision.min)).map((o) => o.id));
  }
}
function attack(game: Game, attacker: string, target: string, booster?: string): void {
  game.startStep('battle', 'start');
  ok(game, { type: 'declare-attack', player: A });
  ok(game, { type: 'attack', player: A, attacker, target, ...(booster === undefined ? {} : { booster }) });
}

describe('Mushiking (17.13)', () => {
  it('[VG 17.13, 17.13.1, 17.13.1.1, 17.13.1.2, 17.13.1.3] a (ムシ) card’s 必殺わざ icon, 超必殺わざ name and technique are information cards read', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-MUSHI-ROCK', fr: 'SB-MUSHI-TECH', bl: 'SB-MUSHI-SUPER' });
    expect(power(game, id('a.fl'))).toBe(6000); // icon rock
    expect(power(game, id('a.fr'))).toBe(5000); // technique 2 is not 3 or more
    expect(power(game, id('a.bl'))).toBe(6000); // its 超必殺わざ is named "Big Throw"
    expect(definition('cc-beetle').mushi).toEqual({ moveIcon: 'rock', superMove: 'ギガホーンスロー', technique: 3 });
  });

  it('[VG 17.13.2, 17.13.2.1] わざ is an ability word of AUTOs; "a わざ card" is a card with such an ability', () => {
    const { game, id } = board({ vc: 'U3', fl: 'cc-beetle', fr: 'cc-stag', bl: 'SB-ASK-WAZA' });
    expect(power(game, id('a.fl'))).toBe(11000); // the beetle has わざ AUTOs
    expect(power(game, id('a.fr'))).toBe(8000); // the stag's ACT is no わざ
    expect(definition('cc-beetle').abilities.every((a) => a.kind === 'automatic' && a.tags?.includes('waza'))).toBe(true);
  });

  it('[VG 17.13.2.2] "use its わざ": its master chooses one of its わざ abilities, which is activated with that card as its source', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-USE-WAZA', fr: 'cc-beetle', damage: ['F', 'F'], faceDown: ['damage.0', 'damage.1'] });
    game.startStep('main', 'main');
    activate(game, id('a.fl'));
    choose(game, id('a.fr')); // the unit whose わざ to use
    const decision = game.decision as unknown as { options: { id: string; label: string }[] };
    expect(decision.options.map((o) => o.label)).toEqual(['わざ: Horn Rush', 'わざ: Horn Guard']);
    choose(game, decision.options[1]!.id);
    answerFirst(game);
    expect(game.state.zones[`${A}/damage`]!.filter((c) => game.state.cards[c]!.faceUp)).toHaveLength(1); // Counter Charge 1
    expect(game.state.log.filter((e) => e.type === 'waza-used').map((e) => e.detail?.['card'])).toEqual([id('a.fr')]);
  });
});

describe('Touken Ranbu (17.14)', () => {
  it('[VG 17.14.1, 17.14.1.2] 真剣必殺 is enabled while your damage zone holds three or more cards', () => {
    const two = board({ vc: 'U3', fl: 'SB-SHINKEN', damage: ['F', 'F'] });
    expect(power(two.game, two.id('a.fl'))).toBe(5000);
    const three = board({ vc: 'U3', fl: 'SB-SHINKEN', damage: ['F', 'F', 'F'] });
    expect(power(three.game, three.id('a.fl'))).toBe(6000);
    // The demo Tachi's AUTO carries the keyword and triggers only with three damage.
    expect(definition('cc-tachi').abilities[0]!.tags).toContain('shinken-hissatsu');
    const tachi = board({ vc: 'U3', fl: 'cc-tachi', damage: ['F', 'F', 'F'] }, { vc: 'U3', hand: ['F'] });
    attack(tachi.game, tachi.id('a.fl'), tachi.id('b.vc'));
    answerFirst(tachi.game);
    expect(power(tachi.game, tachi.id('a.fl'))).toBe(15000);
    const early = board({ vc: 'U3', fl: 'cc-tachi', damage: ['F', 'F'] }, { vc: 'U3', hand: ['F'] });
    attack(early.game, early.id('a.fl'), early.id('b.vc'));
    answerFirst(early.game);
    expect(power(early.game, early.id('a.fl'))).toBe(10000);
  });

  it('[VG 17.14.2] once a fighter has paid one 誉 cost this turn, no other 誉 cost of theirs can be paid that turn', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-HOMARE-A', fr: 'SB-HOMARE-B' });
    game.startStep('main', 'main');
    activate(game, id('a.fl'));
    expect(names(game, A, 'hand')).toHaveLength(1);
    rejected(game, { type: 'activate', player: A, card: id('a.fr'), ability: 0 }, 'CANNOT_PAY_COST');
    rejected(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 }, 'CANNOT_PAY_COST');
    expect(definition('cc-tachi').abilities[1]!.tags).toContain('homare');
  });

  it('[VG 17.14.3] 二刀開眼 AUTOs trigger when this unit boosts, or is boosted by, the unit their text names', () => {
    const named = board({ vc: 'U3', fl: 'SB-NITOU-BOOSTED', bl: 'SB-PARTNER' }, { vc: 'U3', hand: ['F'] });
    attack(named.game, named.id('a.fl'), named.id('b.vc'), named.id('a.bl'));
    answerFirst(named.game);
    expect(power(named.game, named.id('a.fl'))).toBe(5000 + 5000 + 3000); // its power, the boost, 二刀開眼
    const other = board({ vc: 'U3', fl: 'SB-NITOU-BOOSTED', bl: 'SB-SHINKEN' }, { vc: 'U3', hand: ['F'] });
    attack(other.game, other.id('a.fl'), other.id('b.vc'), other.id('a.bl'));
    answerFirst(other.game);
    expect(power(other.game, other.id('a.fl'))).toBe(5000 + 5000);
    const boosts = board({ vc: 'U3', fl: 'SB-PARTNER', bl: 'SB-NITOU-BOOSTS' }, { vc: 'U3', hand: ['F'] });
    attack(boosts.game, boosts.id('a.fl'), boosts.id('b.vc'), boosts.id('a.bl'));
    answerFirst(boosts.game);
    expect(names(boosts.game, A, 'hand')).toHaveLength(1); // the booster's 二刀開眼 drew
  });

  it('[VG 17.14.4] "put in training" makes the card 修行中 and links it to the card whose ability did it', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-TRAINER', br: 'SB-TRAINER', fr: 'SB-IN-TRAINING', bl: 'SB-SHINKEN' });
    game.startStep('main', 'main');
    expect(power(game, id('a.fr'))).toBe(5000);
    activate(game, id('a.fl'));
    choose(game, id('a.fr'));
    // 修行中 (+1000 from its own probe) and linked to the left trainer only (+1000 from it, none from the other).
    expect(power(game, id('a.fr'))).toBe(7000);
    expect(power(game, id('a.bl'))).toBe(5000);
  });

  it('[VG 17.14.5] "the crest for its race" is the crest named in the table for the card’s race', () => {
    expect(Object.keys(raceCrests)).toHaveLength(7);
    expect(raceCrests['刀剣男士-打刀']).toBe('打刀の能力 極');
    const { game, id } = board({ vc: 'U3', fl: 'SB-UCHIGATANA', fr: 'SB-RACE-CREST', bl: 'SB-TACHI-CREST' });
    game.startStep('main', 'main');
    expect(power(game, id('a.fr'))).toBe(5000);
    activate(game, id('a.fl'));
    expect(names(game, A, 'crest')).toEqual(['cc-crest-uchigatana']);
    expect(power(game, id('a.fr'))).toBe(6000); // its master has the crest for its race
    expect(power(game, id('a.bl'))).toBe(5000); // a 太刀's crest is another
  });

  it('[VG 17.14.1.3, 17.14.2.1, 17.14.3.1] other cards refer to units "having" a 真剣必殺, 誉 or 二刀開眼 ability', () => {
    // The asking card gives +1 per keyword an ability of each of your units has.
    const { game, id } = board({ vc: 'U3', fl: 'cc-tachi', fr: 'cc-wakizashi', bl: 'cc-uchigatana', br: 'SB-ASK-KEYWORDS' });
    expect(power(game, id('a.fl'))).toBe(10000 + 3); // 真剣必殺, 誉 and 二刀開眼
    expect(power(game, id('a.fr'))).toBe(8000 + 1); // 二刀開眼
    expect(power(game, id('a.bl'))).toBe(8000 + 1); // 誉
    expect(power(game, id('a.br'))).toBe(5000);
  });

  it('[VG 2.3, 2.3.1, 2.3.2, 2.3.4] a card’s race is information other cards read; a card with several races has each of them', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-RACE-MUSHI', fr: 'SB-RACE-FAMILY', bl: 'SB-RACE-NONE' });
    expect(power(game, id('a.fl'))).toBe(6000); // 刀剣男士-槍/ムシ is a ムシ
    expect(power(game, id('a.fr'))).toBe(6000); // ムシ/刀剣男士-槍 is a 刀剣男士
    expect(power(game, id('a.bl'))).toBe(5000); // no race
  });
});
