/**
 * Rule tests for the CoroCoro Comic cards (17.16): でんぢやらすスキル, リトライ, 開眼, 契約, デカ杉っ!, 爆裂成長期 and
 * C+P=X. A board is set up, one action is taken, and its outcome is read.
 */
import { describe, expect, it } from 'vitest';
import { vanguardCards } from '../src/index.js';
import { A, buildBoard, choose, names, ok, onCircle, type Side } from './support/board.js';
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
const rested = (game: Game, id: string) => game.state.cards[id]?.status['rested'] === true;
const formula = (game: Game) => game.state.players.find((p) => p.id === A)!.status['formulaCount'] ?? 0;

describe('でんぢやらすスキル, 契約, デカ杉っ! (17.16.1, 17.16.4, 17.16.5)', () => {
  it('[VG 17.16, 17.16.1, 17.16.1.1] でんぢやらすスキル means nothing to the rules; other cards find abilities with it', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-DANGER', fr: 'SB-SHINKEN', bl: 'SB-ASK-KEYWORDS' });
    expect(power(game, id('a.fl'))).toBe(5001); // it has an ability with the keyword
    expect(power(game, id('a.fr'))).toBe(5000);
    game.startStep('main', 'main');
    activate(game, id('a.fl'));
    expect(names(game, A, 'hand')).toHaveLength(1); // and the ability resolves as written, nothing more
  });

  it('[VG 17.16.4, 17.16.4.1] a 契約 ability puts the unit into the 契約 state, which only other effects read', () => {
    const { game, id } = board({ vc: 'U3', fl: 'cc-deal', fr: 'SB-ASK-KEYWORDS' });
    game.startStep('main', 'main');
    expect(power(game, id('a.fl'))).toBe(8001);
    activate(game, id('a.fl'));
    expect(power(game, id('a.fl'))).toBe(10001); // 契約: +2000 from its own CONT
    expect(definition('cc-deal').abilities[0]!.tags).toContain('deal');
  });

  it('[VG 17.16.5] a デカ杉っ! ability puts the unit into the デカ杉っ! state', () => {
    const { game, id } = board({ vc: 'U3', hand: ['cc-deka'] });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' });
    answerFirst(game);
    const golem = onCircle(game, A, 'fl')!;
    expect(game.state.cards[golem]!.status['namedStates']).toEqual(['deka-sugi']);
    expect(power(game, golem)).toBe(13000);
  });
});

describe('リトライ (17.16.2)', () => {
  it('[VG 17.16.2, 17.16.2.2] retrying a unit with Retry stands it with Power +5000, once a turn; a unit without Retry cannot retry', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-RETRIER', fr: 'SB-RETRY-UNIT', br: 'SB-SHINKEN', rested: ['fr', 'br'] });
    game.startStep('main', 'main');
    activate(game, id('a.fl'));
    choose(game, id('a.fr'));
    expect(rested(game, id('a.fr'))).toBe(false);
    expect(power(game, id('a.fr'))).toBe(10000);
    activate(game, id('a.fl'));
    choose(game, id('a.fr'));
    expect(power(game, id('a.fr'))).toBe(10000); // not again this turn
    activate(game, id('a.fl'));
    choose(game, id('a.br'));
    expect(rested(game, id('a.br'))).toBe(true); // no Retry: nothing happens
    expect(power(game, id('a.br'))).toBe(5000);
  });

  it('[VG 17.16.2.2] the retried unit gains "at the start of your next start step, its critical and drive become 1 that turn", then loses it', () => {
    const { game, id } = board({ vc: 'SB-RETRY-VANGUARD', fl: 'SB-RETRY-VC' });
    const given = 'SB-RETRY-VANGUARD#0'; // the Retry keyword's given text (its only ability)
    const held = () => game.stat(id('a.vc'), 'abilities') as string[];
    game.startStep('main', 'main');
    expect(held()).not.toContain(given);
    activate(game, id('a.fl'));
    expect(game.stat(id('a.vc'), 'critical')).toBe(2);
    expect(game.stat(id('a.vc'), 'power')).toBe(18000);
    expect(held()).toContain(given);
    game.startStep('battle', 'start');
    answerFirst(game);
    expect(game.stat(id('a.vc'), 'critical')).toBe(1);
    expect(held()).not.toContain(given); // the ability is lost once it has resolved
    // Twin drive lowered to 1: the attack drive-checks once.
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    while (game.decision !== null && game.decision.player !== A) ok(game, { type: 'pass', player: game.decision.player });
    expect(game.state.log.filter((e) => e.type === 'drive-check')).toHaveLength(1);
  });
});

describe('開眼 (17.16.3)', () => {
  it('[VG 17.16.3, 17.16.3.2] 開眼 holds with four or more damage, or for the unit that persona rode this turn', () => {
    const three = board({ vc: 'U3', fl: 'SB-KAIGAN', damage: ['F', 'F', 'F'] });
    expect(power(three.game, three.id('a.fl'))).toBe(5000);
    const four = board({ vc: 'U3', fl: 'SB-KAIGAN', damage: ['F', 'F', 'F', 'F'] });
    expect(power(four.game, four.id('a.fl'))).toBe(6000);
    const persona = board({ vc: 'SB-KAIGAN-PR', hand: ['SB-KAIGAN-PR', 'F'] });
    persona.game.startStep('ride', 'ride');
    ok(persona.game, { type: 'ride', player: A, card: persona.id('a.hand.0') });
    answerFirst(persona.game);
    const vanguard = onCircle(persona.game, A, 'vc')!;
    expect(persona.game.state.log.some((e) => e.type === 'persona-rode')).toBe(true);
    expect(power(persona.game, vanguard)).toBe(5000 + 10000 + 1000); // persona ride's +10000 and 開眼's +1000
    const plain = board({ vc: 'U3', hand: ['SB-KAIGAN-PR', 'F'] });
    plain.game.startStep('ride', 'ride');
    ok(plain.game, { type: 'ride', player: A, card: plain.id('a.hand.0') });
    answerFirst(plain.game);
    expect(power(plain.game, onCircle(plain.game, A, 'vc')!)).toBe(5000); // a ride that is no persona ride
  });
});

describe('爆裂成長期 (17.16.6)', () => {
  it('[VG 17.16.6, 17.16.6.1, 17.16.6.2, 17.16.6.3, 2.9.3.7] calling it onto a unit meeting its condition makes that unit its growth source instead of retiring it', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-SEED', fr: 'SB-SHINKEN', hand: ['SB-GROWER', 'SB-GROWER'] });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' });
    answerFirst(game);
    const grower = onCircle(game, A, 'fl')!;
    expect(game.state.cards[id('a.fl')]?.zone).toBe(`${A}/growth`); // the same object, a growth source now
    expect(names(game, A, 'drop')).toEqual([]);
    expect(power(game, grower)).toBe(6000); // in the 爆裂成長期 state
    // Onto a unit that does not meet the condition: the ordinary call, which retires it (6.2.3.4).
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'fr' });
    answerFirst(game);
    expect(names(game, A, 'drop')).toEqual(['SB-SHINKEN']);
    expect(power(game, onCircle(game, A, 'fr')!)).toBe(5000);
    // 2.9.3.7: the growth source's main type is 成長元; the unit on the circle is no growth source.
    const fetch = board({ vc: 'U3', fl: 'SB-SEED', fr: 'SB-FETCH-GROWTH-SOURCES', hand: ['SB-GROWER'] });
    fetch.game.startStep('main', 'main');
    ok(fetch.game, { type: 'call', player: A, card: fetch.id('a.hand.0'), circle: 'fl' });
    answerFirst(fetch.game);
    activate(fetch.game, fetch.id('a.fr'));
    expect(names(fetch.game, A, 'hand')).toEqual(['SB-SEED']);
  });

  it('[VG 17.16.6.4] when the unit moves to another zone its growth sources go with it', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-SEED', fr: 'SB-RETIRE-GROWN', hand: ['SB-GROWER'] });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' });
    answerFirst(game);
    activate(game, id('a.fr'));
    expect(names(game, A, 'drop').sort()).toEqual(['SB-GROWER', 'SB-SEED']);
    expect(names(game, A, 'growth')).toEqual([]);
  });

  it('[VG 17.16.6.7, 17.16.6.2.1] "return it leaving its growth sources on this circle": the unit goes, the growth source is a unit there again, with the effects it had', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-SEED', fr: 'SB-PUMP', br: 'SB-RETURN-GROWN', hand: ['SB-GROWER'] });
    game.startStep('main', 'main');
    activate(game, id('a.fr'));
    choose(game, id('a.fl'));
    expect(power(game, id('a.fl'))).toBe(7000);
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'fl' });
    answerFirst(game);
    activate(game, id('a.br'));
    expect(names(game, A, 'hand')).toEqual(['SB-GROWER']);
    expect(onCircle(game, A, 'fl')).toBe(id('a.fl')); // the same object, a unit again
    expect(power(game, id('a.fl'))).toBe(7000); // the +2000 given before it was a growth source applies again
    expect(game.state.cards[id('a.fl')]!.status['growthOf']).toBeUndefined();
  });

  it('[VG 17.16.6.6] "make it 爆裂成長期 onto a unit" calls the card to that unit’s circle', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-SEED', fr: 'SB-GROW-ONTO', hand: ['SB-GROWER'] });
    game.startStep('main', 'main');
    activate(game, id('a.fr'));
    answerFirst(game); // the card from hand (one)
    if (game.decision?.kind === 'select') choose(game, id('a.fl'));
    answerFirst(game);
    expect(game.state.cards[onCircle(game, A, 'fl')!]!.card).toBe('SB-GROWER');
    expect(game.state.cards[id('a.fl')]?.zone).toBe(`${A}/growth`);
  });
});

describe('C+P=X (17.16.7)', () => {
  it('[VG 17.16.7, 17.16.7.1, 17.16.7.2] in your main phase each call and each order played adds 1 to your formula count per C+P=X ability', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-FORMULA', fr: 'SB-FORMULA-2', hand: ['U1', 'U1', 'O-STAND', 'F'] });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'bl' });
    expect(formula(game)).toBe(1);
    expect(power(game, id('a.fr'))).toBe(5000);
    ok(game, { type: 'call', player: A, card: id('a.hand.1'), circle: 'br' });
    expect(power(game, id('a.fr'))).toBe(6000);
    ok(game, { type: 'order', player: A, card: id('a.hand.2') });
    answerFirst(game);
    expect(formula(game)).toBe(3);
    const none = board({ vc: 'U3', fr: 'SB-FORMULA-2', hand: ['U1'] });
    none.game.startStep('main', 'main');
    ok(none.game, { type: 'call', player: A, card: none.id('a.hand.0'), circle: 'bl' });
    expect(formula(none.game)).toBe(0); // no C+P=X ability
    const two = board({ vc: 'U3', fl: 'SB-FORMULA', bl: 'SB-FORMULA', hand: ['U1'] });
    two.game.startStep('main', 'main');
    ok(two.game, { type: 'call', player: A, card: two.id('a.hand.0'), circle: 'fr' });
    expect(formula(two.game)).toBe(2); // each ability counts (reading 207)
  });

  it('[VG 17.16.7.1.1] at the start of each turn’s stand phase the turn fighter’s formula count becomes 0', () => {
    const { game, id } = board({ vc: 'U3', fl: 'SB-FORMULA', hand: ['U1', 'U1'] });
    game.startStep('main', 'main');
    ok(game, { type: 'call', player: A, card: id('a.hand.0'), circle: 'bl' });
    expect(formula(game)).toBe(1);
    game.startStep('stand', 'stand');
    expect(formula(game)).toBe(0);
  });
});
