import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { validateVanguardDeck, vanguardCards } from '../src/index.js';
import { gildedDeck, toyboxDeck } from '../src/cards/decks-kw-b.js';
import { A, B, buildBoard, choose, names, ok, onCircle, rejected, zone, type Side } from './support/board.js';
import { kwBTestCards } from './support/kw-b-cards.js';

const engine = { cards: kwBTestCards };
// The defender keeps a card in hand, so the guard step waits for them and the battle's effects can be read.
const board = (a: Side, b: Side = { vc: 'gw-knight' }) => buildBoard(a, { hand: ['gw-page'], ...b }, { engine });
const power = (game: ReturnType<typeof board>['game'], id: string) => game.stat(id, 'power');

function withBind(built: ReturnType<typeof board>, bound: { card: string; faceUp?: boolean }[]) {
  const edit = editPosition(built.game);
  bound.forEach((b, i) => edit.put(A, 'bind', { card: b.card, as: `a.bind.${i}`, faceUp: b.faceUp ?? true }));
  return edit.build().game;
}

function attack(game: ReturnType<typeof board>['game'], attacker: string, target: string): void {
  ok(game, { type: 'declare-attack', player: game.state.turn.player });
  ok(game, { type: 'attack', player: game.state.turn.player, attacker, target });
}

const activate = (game: ReturnType<typeof board>['game'], card: string, ability = 0) => ({ type: 'activate', player: A, card, ability });

describe('White Wings / Black Wings (14.43)', () => {
  it('[VG 14.43, 14.43.1, 14.43.2, 14.43.2.1, 14.43.2.2, 14.43.2.3, 14.43.2.4, 14.43.3] enabled by the bind zone’s grades, with an アレスティエル vanguard', () => {
    const cases: { vc: string; bound: { card: string; faceUp?: boolean }[]; white: boolean; black: boolean }[] = [
      { vc: 'gw-arestiel', bound: [], white: false, black: false }, // 14.43.2.3: empty satisfies neither
      { vc: 'gw-arestiel', bound: [{ card: 'gw-page' }, { card: 'gw-binder' }], white: true, black: false }, // all odd
      { vc: 'gw-arestiel', bound: [{ card: 'gw-knight' }, { card: 'gw-hatchling' }], white: false, black: true }, // all even
      { vc: 'gw-arestiel', bound: [{ card: 'gw-page' }, { card: 'gw-knight' }], white: false, black: false }, // mixed
      { vc: 'gw-arestiel', bound: [{ card: 'gw-page' }, { card: 'gw-knight', faceUp: false }], white: true, black: false }, // 14.43.2.4
      { vc: 'gw-arestiel', bound: [{ card: 'gw-knight', faceUp: false }], white: false, black: false }, // only face down = empty
      { vc: 'gw-knight', bound: [{ card: 'gw-page' }], white: false, black: false }, // 14.43.3: no アレスティエル vanguard
    ];
    for (const c of cases) {
      const built = board({ vc: c.vc, fl: 'KB-WHITE', fr: 'KB-BLACK' });
      const game = withBind(built, c.bound);
      expect(power(game, onCircle(game, A, 'fl')!), JSON.stringify(c)).toBe(c.white ? 6000 : 5000);
      expect(power(game, onCircle(game, A, 'fr')!), JSON.stringify(c)).toBe(c.black ? 6000 : 5000);
    }
  });

  it('[VG 14.43.3] the demo vanguard’s White Wings AUTO adds +5000 when it attacks with only odd grades bound', () => {
    const built = board({ vc: 'gw-arestiel', deck: ['gw-page'] });
    const game = withBind(built, [{ card: 'gw-page' }]);
    game.startStep('battle', 'start');
    const vanguard = onCircle(game, A, 'vc')!;
    attack(game, vanguard, onCircle(game, B, 'vc')!);
    // Its two attack AUTOs that apply (the +2000 finds no rear-guard): A orders them (11.6.1.4).
    while (game.decision?.kind === 'select' && game.decision.player === A)
      choose(game, (game.decision as unknown as { options: { id: string }[] }).options[0]!.id);
    expect(power(game, vanguard)).toBe(18000);
    expect(names(game, A, 'hand')).toEqual([]); // Black Wings did not draw
  });
});

describe('Powerful, Friend, Glitter, Happy Toys, 魔装合体, Phantom Skill (14.45–14.47, 14.60, 14.62, 14.63)', () => {
  it('[VG 14.45, 14.45.1, 14.45.1.1] Powerful abilities apply only with an empty soul; other cards can ask for "a Powerful ability"', () => {
    const empty = board({ vc: 'gw-knight', fl: 'KB-POWERFUL', fr: 'KB-ASK-powerful' });
    expect(power(empty.game, empty.id('a.fl'))).toBe(7000); // its own +1000 and the asking card's +1000
    expect(power(empty.game, empty.id('a.fr'))).toBe(5000); // the asking card has no Powerful ability itself
    const soul = board({ vc: 'gw-knight', fl: 'KB-POWERFUL', fr: 'KB-ASK-powerful', soul: ['gw-page'] });
    expect(power(soul.game, soul.id('a.fl'))).toBe(6000);
  });

  it('[VG 14.46, 14.46.1, 14.46.1.1, 14.46.2, 14.46.2.1] a unit with Friend and another unit of yours in its column are both friends, only while they share it', () => {
    const column = board({ vc: 'gw-knight', fl: 'KB-FRIENDLESS', bl: 'KB-FRIEND', fr: 'KB-FRIENDLESS' });
    expect(power(column.game, column.id('a.fl'))).toBe(6000);
    expect(power(column.game, column.id('a.bl'))).toBe(6000);
    expect(power(column.game, column.id('a.fr'))).toBe(5000); // another column
    column.game.startStep('main', 'main');
    ok(column.game, { type: 'move', player: A, from: 'bl', to: 'fl' }); // the two swap: still one column
    expect(power(column.game, column.id('a.fl'))).toBe(6000);
    const apart = board({ vc: 'gw-knight', fl: 'KB-FRIENDLESS', bl: 'KB-FRIENDLESS', fr: 'KB-FRIEND' });
    expect(power(apart.game, apart.id('a.fl'))).toBe(5000); // no Friend in that column
    expect(power(apart.game, apart.id('a.fr'))).toBe(5000); // Friend alone in its column
  });

  it('[VG 14.47, 14.47.1, 14.47.2, 14.47.3, 14.47.3.1, 14.47.3.2, 14.47.3.2.1, 14.47.3.2.2] Glitter(name) abilities work only while your vanguard has Glitter and includes the name', () => {
    const lit = board({ vc: 'gw-arestiel', fl: 'KB-GLITTER' });
    expect(power(lit.game, lit.id('a.fl'))).toBe(6000);
    expect(power(lit.game, lit.id('a.vc'))).toBe(13000); // bare Glitter has no effect of its own (14.47.2)
    const noKeyword = board({ vc: 'KB-NOGLITTER-ARESTIEL', fl: 'KB-GLITTER' });
    expect(power(noKeyword.game, noKeyword.id('a.fl'))).toBe(5000);
    const otherName = board({ vc: 'gw-knight', fl: 'KB-GLITTER' });
    expect(power(otherName.game, otherName.id('a.fl'))).toBe(5000);
  });

  it('[VG 14.60, 14.60.1, 14.60.2] Happy Toys has no effect itself; a card asking for it sees it on the vanguard', () => {
    const toys = board({ vc: 'tt-ringmaster', fl: 'tt-clown' });
    expect(power(toys.game, toys.id('a.fl'))).toBe(10000);
    toys.game.startStep('battle', 'start');
    attack(toys.game, toys.id('a.fl'), toys.id('b.vc'));
    expect(power(toys.game, toys.id('a.fl'))).toBe(13000);
    const plain = board({ vc: 'gw-knight', fl: 'tt-clown' });
    plain.game.startStep('battle', 'start');
    attack(plain.game, plain.id('a.fl'), plain.id('b.vc'));
    expect(power(plain.game, plain.id('a.fl'))).toBe(10000);
  });

  it('[VG 14.62, 14.62.1, 14.63, 14.63.1] 魔装合体 and Phantom Skill name abilities: other cards find them, and they resolve as written', () => {
    const armor = board({
      vc: 'gw-knight',
      fl: 'tt-armor',
      fr: 'KB-ASK-magic-armor-union',
      bl: 'KB-ASK-phantom-skill',
      soul: ['gw-page'],
      deck: ['gw-page'],
    });
    expect(power(armor.game, armor.id('a.fl'))).toBe(12000);
    expect(power(armor.game, armor.id('a.fr'))).toBe(5000);
    armor.game.startStep('main', 'main');
    ok(armor.game, activate(armor.game, armor.id('a.fl'), 1));
    expect(names(armor.game, A, 'hand')).toEqual(['gw-page']);
    expect(names(armor.game, A, 'soul')).toEqual([]);
  });
});

describe('砲弾, Overcharge, named states (14.50, 14.53, 14.55, 14.56, 14.59, 14.61, 5.2.2)', () => {
  it('[VG 14.50, 14.50.1] a 砲弾 AUTO works when attacking a vanguard, not a rear-guard', () => {
    const atVanguard = board({ vc: 'gw-knight', fl: 'gw-cannoneer' }, { vc: 'gw-knight', fl: 'gw-page' });
    atVanguard.game.startStep('battle', 'start');
    attack(atVanguard.game, atVanguard.id('a.fl'), atVanguard.id('b.vc'));
    expect(power(atVanguard.game, atVanguard.id('a.fl'))).toBe(15000);
    const atRearGuard = board({ vc: 'gw-knight', fl: 'gw-cannoneer' }, { vc: 'gw-knight', fr: 'gw-page' });
    atRearGuard.game.startStep('battle', 'start');
    attack(atRearGuard.game, atRearGuard.id('a.fl'), atRearGuard.id('b.fr'));
    expect(power(atRearGuard.game, atRearGuard.id('a.fl'))).toBe(10000);
  });

  it('[VG 14.55, 14.55.1, 12.3.4, 14.53, 14.53.1] Overcharge: chosen by your vanguard’s ability this turn; the Unique Skill ACT gives Unison Dress', () => {
    const { game, id } = board({ vc: 'tt-ringmaster', fl: 'KB-OVERCHARGE', fr: 'KB-OVERCHARGE', bl: 'KB-SWEET' });
    game.startStep('main', 'main');
    choose(game, id('a.bl')); // its start-of-main-phase AUTO chooses a rear-guard too: not a probe
    expect(power(game, id('a.bl'))).toBe(6000);
    expect(power(game, id('a.fl'))).toBe(5000);
    ok(game, activate(game, id('a.vc'), 0));
    choose(game, id('a.fl'));
    expect(power(game, id('a.fl'))).toBe(11000); // +5000 this turn, +1000 overcharged
    expect(power(game, id('a.fr'))).toBe(5000); // not chosen
    expect(game.state.cards[id('a.fl')]!.status['namedStates']).toEqual(['unison-dress']);
    // Chosen by a rear-guard's ability: not overcharged.
    const rear = board({ vc: 'gw-knight', fl: 'KB-OVERCHARGE', fr: 'KB-POLLUTER' }, { vc: 'gw-knight', fr: 'KB-OVERCHARGE' });
    rear.game.startStep('main', 'main');
    ok(rear.game, activate(rear.game, rear.id('a.fr')));
    expect(power(rear.game, rear.id('b.fr'))).toBe(5000);
  });

  it('[VG 12.3.4.2] after a Unique Skill resolved, its master can use no Unique Skill this game; the opponent still can', () => {
    const { game, id } = board(
      { vc: 'tt-ringmaster', fl: 'KB-OVERCHARGE', fr: 'KB-UNIQUE', deck: ['gw-page'] },
      { vc: 'gw-knight', fl: 'KB-UNIQUE', deck: ['gw-page'] },
    );
    game.startStep('main', 'main');
    choose(game, id('a.fl')); // the start-of-main-phase AUTO
    ok(game, activate(game, id('a.vc'), 0));
    choose(game, id('a.fl'));
    rejected(game, activate(game, id('a.fr')), 'RESTRICTED');
    rejected(game, activate(game, id('a.vc'), 0), 'RESTRICTED');
    expect(game.legalActions().some((a) => a.type === 'activate' && a['card'] === id('a.fr'))).toBe(false);
    const other = board({ vc: 'gw-knight', fl: 'KB-UNIQUE', deck: ['gw-page'] }, { vc: 'tt-ringmaster' });
    other.game.startStep('main', 'main');
    ok(other.game, activate(other.game, other.id('a.fl')));
    expect(names(other.game, A, 'hand')).toEqual(['gw-page']);
  });

  it('[VG 12.3.3, 12.3.3.2] after a Divine Skill resolved, its master can use no Divine Skill this game', () => {
    const { game, id } = board({ vc: 'gw-arestiel', fl: 'gw-page', fr: 'KB-DIVINE', deck: ['gw-page'] });
    game.startStep('main', 'main');
    ok(game, activate(game, id('a.fr')));
    expect(names(game, A, 'hand')).toEqual(['gw-page']);
    rejected(game, activate(game, id('a.vc'), 0), 'RESTRICTED');
    rejected(game, activate(game, id('a.fr')), 'RESTRICTED');
  });

  it('[VG 5.2.2, 5.2.2.2, 5.2.2.3, 14.56, 14.56.1, 14.59, 14.59.1] 邪竜解放 and 精神汚染 abilities put only the designated unit in their state', () => {
    const { game, id } = board(
      { vc: 'gw-knight', fl: 'KB-EVIL', fr: 'KB-EVIL', bl: 'KB-POLLUTER' },
      { vc: 'gw-knight', fl: 'KB-POLLUTED', fr: 'KB-POLLUTED' },
    );
    game.startStep('main', 'main');
    ok(game, activate(game, id('a.fl'), 1));
    expect(power(game, id('a.fl'))).toBe(6000);
    expect(power(game, id('a.fr'))).toBe(5000);
    ok(game, activate(game, id('a.bl')));
    choose(game, id('b.fl'));
    expect(power(game, id('b.fl'))).toBe(6000);
    expect(power(game, id('b.fr'))).toBe(5000);
  });

  it('[VG 5.2.2.1] a state of the 5.2.2.1 list (天下五剣) holds for every card with that name, in every zone', () => {
    const { game, id } = board({ vc: 'gw-knight', fl: 'KB-SWORD', hand: ['KB-SWORD'] });
    game.startStep('main', 'main');
    expect(power(game, id('a.hand.0'))).toBe(5000);
    ok(game, activate(game, id('a.fl'), 1));
    expect(power(game, id('a.fl'))).toBe(6000);
    expect(power(game, id('a.hand.0'))).toBe(6000);
  });

  it('[VG 14.61, 14.61.1, 14.52, 14.52.1, 14.52.2, 14.52.2.1] SweetLink needs another same-named card in the soul; Dress Up gives that name in the soul', () => {
    const dressed = board({ vc: 'tt-cadet', bl: 'KB-SWEET', hand: ['tt-candy'], soul: ['tt-hatchling'] });
    dressed.game.startStep('main', 'main');
    ok(dressed.game, { type: 'call', player: A, card: dressed.id('a.hand.0'), circle: 'fl' });
    const candy = onCircle(dressed.game, A, 'fl')!;
    expect(power(dressed.game, candy)).toBe(13000);
    expect(dressed.game.state.cards[candy]!.status['namedStates']).toEqual(['sweetlink']);
    const plain = board({ vc: 'tt-cadet', hand: ['tt-candy'], soul: ['tt-cadet'] });
    plain.game.startStep('main', 'main');
    ok(plain.game, { type: 'call', player: A, card: plain.id('a.hand.0'), circle: 'fl' });
    expect(power(plain.game, onCircle(plain.game, A, 'fl')!)).toBe(8000);
  });
});

describe('Mate Unit, Ace Unit, Regalis Piece, ride by effect (14.48, 14.51, 14.54, 14.57, 14.58, 8.1.8)', () => {
  it('[VG 14.54, 14.54.1, 14.54.2] a Mate Unit is called only under its named vanguard, and never ridden', () => {
    const wrong = board({ vc: 'gw-knight', hand: ['gw-consort', 'gw-page'] });
    wrong.game.startStep('main', 'main');
    rejected(wrong.game, { type: 'call', player: A, card: wrong.id('a.hand.0'), circle: 'fl' }, 'VG_MATE_UNIT_CALL');
    expect(wrong.game.legalActions().some((a) => a.type === 'call' && a['card'] === wrong.id('a.hand.0'))).toBe(false);
    const right = board({ vc: 'gw-arestiel', hand: ['gw-consort'] });
    right.game.startStep('main', 'main');
    ok(right.game, { type: 'call', player: A, card: right.id('a.hand.0'), circle: 'fl' });
    const ride = board({ vc: 'gw-page', hand: ['gw-consort', 'gw-knight'] });
    ride.game.startStep('ride', 'ride');
    rejected(ride.game, { type: 'ride', player: A, card: ride.id('a.hand.0') }, 'VG_MATE_UNIT_RIDE');
  });

  it('[VG 14.57, 14.57.1, 14.57.2, 14.57.2.1] a deck holds at most one Ace Unit card, whatever the names', () => {
    const cards = new Map([...vanguardCards, ...kwBTestCards].map((c) => [c.id, c]));
    expect(validateVanguardDeck(toyboxDeck, cards)).toEqual([]);
    const twoAces = { ...toyboxDeck, main: [...toyboxDeck.main.slice(0, 49), 'KB-ACE'] };
    expect(validateVanguardDeck(twoAces, cards).map((e) => e.code)).toEqual(['VG_ACE_UNIT_COUNT']);
  });

  it('[VG 8.1.8, 14.51, 14.51.1, 14.51.2, 14.51.2.1] a deck holds at most one Regalis Piece card', () => {
    const cards = new Map(vanguardCards.map((c) => [c.id, c]));
    expect(validateVanguardDeck(gildedDeck, cards)).toEqual([]);
    const two = { ...gildedDeck, main: [...gildedDeck.main.filter((c) => c !== 'gw-page').slice(0, 48), 'gw-regalia', 'gw-page'] };
    expect(validateVanguardDeck({ ...two, main: [...two.main.slice(0, 49), 'gw-regalia'] }, cards).map((e) => e.code)).toContain(
      'VG_REGALIS_PIECE_COUNT',
    );
  });

  it('[VG 14.51.2.2, 14.51.2.2.1] a Regalis Piece resolved beyond its master’s limit (1) is only put in the drop zone', () => {
    const built = board({ vc: 'gw-knight', hand: ['gw-regalia', 'gw-regalia'], deck: ['gw-page', 'gw-page', 'gw-page', 'gw-page'] });
    // Two orders this turn (9.9.2.3's limit raised), so only Regalis Piece stands in the way.
    const game = editPosition(built.game).player(A, { orderLimitBonus: 1 }).build().game;
    const id = built.id;
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(zone(game, A, 'hand')).toHaveLength(3);
    const second = zone(game, A, 'hand').find((c) => game.state.cards[c]!.card === 'gw-regalia')!;
    ok(game, { type: 'order', player: A, card: second });
    expect(zone(game, A, 'hand')).toHaveLength(2); // nothing drawn
    expect(names(game, A, 'drop')).toEqual(['gw-regalia', 'gw-regalia']);
    // With a limit of 2 (set by an effect) the second one resolves.
    const raised = board({ vc: 'gw-knight', hand: ['gw-regalia', 'gw-regalia'], deck: ['gw-page', 'gw-page', 'gw-page', 'gw-page'] });
    const edited = editPosition(raised.game).player(A, { regalisLimit: 2, orderLimitBonus: 1 }).build().game;
    edited.startStep('main', 'main');
    for (let i = 0; i < 2; i++) {
      const regalia = zone(edited, A, 'hand').find((c) => edited.state.cards[c]!.card === 'gw-regalia')!;
      ok(edited, { type: 'order', player: A, card: regalia });
    }
    expect(zone(edited, A, 'hand')).toHaveLength(4);
  });

  it('[VG 14.58, 14.58.1] Rewrite: an ACT that rides a unit from hand directly; the new vanguard stands, the old one goes to the soul', () => {
    const { game, id } = board({ vc: 'gw-knight', fl: 'tt-scribe', hand: ['tt-jester'], damage: ['gw-page'] });
    game.startStep('main', 'main');
    ok(game, activate(game, id('a.fl')));
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.card).toBe('tt-jester');
    expect(names(game, A, 'soul')).toEqual(['gw-knight']);
    expect(game.state.cards[onCircle(game, A, 'vc')!]!.status['rested']).toBeUndefined();
  });

  it('[VG 14.48, 14.48.1] Revol Dress: after the vanguard’s attack, the card in hand rides it, standing', () => {
    const { game, id } = board({ vc: 'tt-ringmaster', hand: ['tt-jester'], damage: ['gw-page'] }, { vc: 'gw-knight', hand: [] });
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    // Play through the battle: the ringmaster's own attack AUTOs, the guard step, drive and damage checks.
    for (let step = 0; step < 40 && game.state.cards[onCircle(game, A, 'vc')!]!.card !== 'tt-jester'; step++) {
      const decision = game.decision!;
      if (decision.kind === 'select') {
        const options = (decision as { options: { id: string }[]; min: number }).options;
        const yes = options.find((o) => o.id === 'yes');
        ok(game, {
          type: 'choose',
          player: decision.player,
          choice: yes !== undefined ? ['yes'] : options.slice(0, Math.max(1, (decision as { min: number }).min)).map((o) => o.id),
        });
      } else ok(game, { type: 'pass', player: decision.player });
    }
    const vanguard = game.state.cards[onCircle(game, A, 'vc')!]!;
    expect(vanguard.card).toBe('tt-jester');
    expect(vanguard.status['rested']).toBeUndefined();
    expect(names(game, A, 'soul')).toContain('tt-ringmaster');
  });
});
