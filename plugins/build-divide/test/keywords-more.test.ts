import { describe, expect, it } from 'vitest';
import { answerAt } from '@tcgkit/kernel';
import { bd } from '../src/cards/schema.js';
import { engine } from './support.js';
import {
  card,
  change,
  clear,
  count,
  mainPhase,
  ok,
  P1,
  P2,
  passUntil,
  power,
  put,
  rejects,
  toDeclaration,
  windowName,
  zone,
} from './board.js';

const bdCard = (id: string) => bd(engine.title('build-divide').cards.get(id));

type G = ReturnType<typeof mainPhase>;
const names = (game: G, player: string, z: string) => zone(game, player, z).map((id) => card(game, id)!.card);
const settle = (game: G) => passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
function attack(game: G, attacker: string, target: string = P2): void {
  toDeclaration(game);
  ok(game, { type: 'attack', player: P1, attacker, target });
  passUntil(game, (g) => g.decision?.kind !== 'play');
}

describe('more keywords (1400)', () => {
  it('[BD 1409-2, 1409-2a, 1409-3, 1204-2h, 1409-1] Evol: an alternative cost instead of the play cost; the printed cost stays', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const energy = [put(game, P1, 'plain-red', 'energy'), put(game, P1, 'white-energy', 'energy')];
    const drake = put(game, P1, 'evol-drake', 'hand');
    rejects(game, { type: 'play', player: P1, card: drake }, 'BD_NOT_ENOUGH_ENERGY');
    rejects(game, { type: 'play', player: P1, card: put(game, P1, 'plain-red', 'hand'), evol: true }, 'BD_NO_EVOL');
    expect(game.legalActions()).toContainEqual({ type: 'play', player: P1, card: drake, evol: true });
    ok(game, { type: 'play', player: P1, card: drake, evol: true });
    expect(energy.every((id) => card(game, id)!.status['rested'] === true)).toBe(true);
    const entered = zone(game, P1, 'field')
      .map((id) => card(game, id)!)
      .find((c) => c.card === 'evol-drake')!;
    expect(entered.status['enteredByEvol']).toBe(true);
    expect(power(game, entered.id)).toBe(7000);
  });

  it('[BD 1410-2, 1410-3, 1410-1] Bright: when it battles on your turn you may discard a card with the attribute for power', () => {
    const game = mainPhase();
    const knight = put(game, P1, 'bright-knight', 'field');
    const fodder = put(game, P1, 'partner-squire', 'hand');
    const r = put(game, P2, 'big-red', 'field', { rested: true });
    attack(game, knight, r);
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', prompt: 'Bright: discard a card to power this unit up?' });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(names(game, P1, 'graveyard')).toEqual(['partner-squire']);
    expect(card(game, fodder)).toBeUndefined();
    expect(power(game, knight)).toBe(7000);
    expect(card(game, r)).toBeUndefined();
  });

  it('[BD 1410-3a] "brighted" means brighted in this battle: it holds in the battle and ends with it', () => {
    const game = mainPhase();
    const knight = put(game, P1, 'bright-knight', 'field');
    put(game, P1, 'partner-squire', 'hand');
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand'); // P2 is offered each battle window
    const r = put(game, P2, 'big-red', 'field', { rested: true });
    attack(game, knight, r);
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    passUntil(game, (g) => g.state.stack.length === 0 && g.decision?.kind === 'play');
    expect(card(game, knight)!.status['brighted']).toBe(true);
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(card(game, knight)!.status['brighted']).toBeUndefined();
  });

  it('[BD 1411-2, 1411-1] Kaii: the ability works once a card with the attribute went to your graveyard this turn', () => {
    const game = mainPhase();
    const stalker = put(game, P1, 'kaii-stalker', 'field');
    expect(power(game, stalker)).toBe(2000);
    put(game, P1, 'grave-warden', 'energy');
    put(game, P1, 'plain-red', 'field', { rested: true });
    const undead = put(game, P1, 'crypt-knight', 'field', { rested: true });
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'void-snare', 'hand'), targets: [undead] });
    settle(game);
    expect(power(game, stalker)).toBe(4000);
  });

  it('[BD 1414-2, 1414-2a, 1414-1] Boundary: two energy of each colour', () => {
    const game = mainPhase();
    const sage = put(game, P1, 'boundary-sage', 'field');
    clear(game, P1, 'energy');
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'grave-warden', 'energy');
    expect(power(game, sage)).toBe(2000);
    put(game, P1, 'dual-energy', 'energy'); // black and blue: counts once toward black
    expect(power(game, sage)).toBe(5000);
  });

  it('[BD 1423-2, 1423-1] Partner: while you control another unit with the attribute', () => {
    const game = mainPhase();
    const squire = put(game, P1, 'partner-squire', 'field');
    expect(power(game, squire)).toBe(1000);
    put(game, P2, 'bright-knight', 'field');
    expect(power(game, squire)).toBe(1000);
    put(game, P1, 'bright-knight', 'field');
    expect(power(game, squire)).toBe(3000);
  });

  it('[BD 1415-2, 1415-2a, 1415-3, 1415-1, 521-5a, 521-1b:i, 521-1b:ii, 521-1c:i, 521-1c:ii] Log: the top card of the deck becomes a face-down aura on your territory', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'plain-blue', 'energy');
    const top = zone(game, P1, 'deck')[0]!;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'log-scribe', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    const log = zone(game, P1, 'aura').map((id) => card(game, id)!);
    expect(log).toHaveLength(1);
    expect(log[0]!.serial).toBe(game.state.lastKnown[top]!.serial);
    expect(log[0]!.faceUp).toBe(false);
    expect(log[0]!.status).toMatchObject({ aura: true, auraInfo: 'log', host: zone(game, P1, 'territory')[0] });
    expect(game.view(P2).zones[`${P1}/aura`]!.cards[0]!.card).toBeUndefined();
    // 521-1b:ii: a unit card that is an aura has no other card type: it is not a unit now.
    expect(bdCard(log[0]!.card)?.type).toBe('unit');
    const unitTest = engine.title('build-divide').conditions.get('unit')!;
    const ctx = { state: game.state, title: engine.title('build-divide') } as unknown as Parameters<typeof unitTest.test>[0];
    expect(unitTest.test(ctx, {}, log[0]!.id, { controller: P1, vars: {} })).toBe(false);
    expect(zone(game, P1, 'field')).not.toContain(log[0]!.id);
  });

  it('[BD 1420-2, 1420-1] Dreamless: reveal and drop the top card; if it meets the condition, the effect', () => {
    const game = mainPhase();
    const walker = put(game, P1, 'dream-walker', 'field');
    clear(game, P1, 'deck');
    put(game, P1, 'spark', 'deck');
    put(game, P1, 'plain-red', 'deck');
    attack(game, walker);
    expect(game.decision).toMatchObject({ kind: 'select', prompt: 'Dreamless: reveal the top card of your deck?' });
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(names(game, P1, 'graveyard')).toEqual(['spark']);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
  });

  it('[BD 1424-2, 1424-1] CAD: when it attacks, play a magic card from hand without paying its cost', () => {
    const game = mainPhase();
    const mage = put(game, P1, 'cad-mage', 'field');
    const bolt = put(game, P1, 'arc-bolt', 'hand');
    put(game, P1, 'spark', 'hand');
    for (const id of zone(game, P1, 'energy')) change(game, id, { status: { rested: true } });
    attack(game, mage);
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 1424-2' });
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id)).toEqual([bolt]);
    ok(game, { type: 'choose', player: P1, choice: [bolt] });
    expect(game.state.log.filter((e) => e.type === 'item-played').map((e) => e.detail?.['label'])).toContain('Arc Bolt');
    expect(game.state.log.some((e) => e.type === 'energy-paid')).toBe(false);
    expect(card(game, bolt)).toBeUndefined();
  });

  it('[BD 1424-2, 1204-2g] CAD: the magic card played free asks its player for its target', () => {
    const game = mainPhase();
    const mage = put(game, P1, 'cad-mage', 'field');
    const snipe = put(game, P1, 'cad-snipe', 'hand');
    const first = put(game, P2, 'plain-red', 'field');
    const second = put(game, P2, 'plain-blue', 'field');
    for (const id of zone(game, P1, 'energy')) change(game, id, { status: { rested: true } });
    attack(game, mage);
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 1424-2' });
    ok(game, { type: 'choose', player: P1, choice: [snipe] });
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 1204-2g', min: 1, max: 1 });
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort()).toEqual([first, second].sort());
    ok(game, { type: 'choose', player: P1, choice: [second] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(card(game, second)).toBeUndefined();
    expect(card(game, first)).toBeDefined();
    expect(game.state.log.some((e) => e.type === 'energy-paid')).toBe(false);
  });
});

describe('face-down cards (415, 535, 706-2a)', () => {
  it('[BD 1418-2, 535-1, 535-1a, 415-2, 1418-1] Love-is-War sets a hand card face down, hidden from the opponent', () => {
    const game = mainPhase();
    put(game, P1, 'white-energy', 'energy');
    const letter = put(game, P1, 'hidden-letter', 'hand');
    ok(game, {
      type: 'play',
      player: P1,
      card: put(game, P1, 'love-poet', 'hand'),
      energy: [zone(game, P1, 'energy')[0]!, zone(game, P1, 'energy')[1]!],
    });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    ok(game, {
      type: 'choose',
      player: P1,
      choice: [zone(game, P1, 'hand').find((id) => card(game, id)!.card === 'hidden-letter') ?? letter],
    });
    const set = zone(game, P1, 'set').map((id) => card(game, id)!);
    expect(set.map((c) => c.card)).toEqual(['hidden-letter']);
    expect(set[0]!.faceUp).toBe(false);
    expect(game.view(P2).zones[`${P1}/set`]!.cards).toEqual([]);
    expect(game.view(P1).zones[`${P1}/set`]!.count).toBe(1);
  });

  it('[BD 706-2a, 415-4, 507-2, 415-1] a set card that may be played is played in the end phase window, not before', () => {
    const game = mainPhase();
    const letter = put(game, P1, 'hidden-letter', 'set');
    change(game, letter, { faceUp: false });
    rejects(game, { type: 'play', player: P1, card: letter }, 'BD_SET_CARD');
    const blank = put(game, P1, 'plain-red', 'set');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => windowName(g) === 'end');
    expect(game.decision).toMatchObject({ player: P1, window: 'end' });
    rejects(game, { type: 'play', player: P1, card: blank }, 'BD_SET_CARD');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: letter });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(count(game, P1, 'hand')).toBe(hand + 2);
  });
});

describe('Makein, Cosplay and damage modifiers', () => {
  it('[BD 1416-2, 1416-3, 804-6d, 1416-1] Makein: a unit that left the field in a battle its controller lost triggers', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const loser = put(game, P2, 'brave-loser', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'block', player: P2, blocker: loser });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P2, 'hand')).toBe(2);
    expect(game.state.log.filter((e) => e.type === 'item-resolves').map((e) => e.detail?.['label'])).toContain('Brave Loser: Makein');
  });

  it('[BD 1416-2, 804-6b] Makein does not trigger when the battle is drawn', () => {
    const game = mainPhase();
    const a = put(game, P1, 'blank-life', 'field');
    put(game, P2, 'brave-loser', 'field', { rested: true });
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: zone(game, P2, 'field')[0]! });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(names(game, P2, 'graveyard')).toEqual(['brave-loser']);
    expect(game.state.log.some((e) => e.type === 'unit-drew')).toBe(true);
    expect(count(game, P2, 'hand')).toBe(0);
  });

  it('[BD 1413-2, 1413-3, 1413-1] Cosplay: at the start of your end phase with your territory open, swap with a hand unit', () => {
    const game = mainPhase();
    change(game, zone(game, P1, 'territory')[0]!, { status: { open: true } });
    const costumer = put(game, P1, 'costumer', 'field');
    const star = put(game, P1, 'idol-star', 'hand');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 1413-2' });
    ok(game, { type: 'choose', player: P1, choice: [star] });
    expect(names(game, P1, 'field')).toEqual(['idol-star']);
    expect(card(game, costumer)).toBeUndefined();
    expect(names(game, P1, 'hand')).toContain('costumer');
  });

  it('[BD 1413-3a] Cosplay: its controller may decline to reveal a hand unit; then nothing happens', () => {
    const game = mainPhase();
    change(game, zone(game, P1, 'territory')[0]!, { status: { open: true } });
    const costumer = put(game, P1, 'costumer', 'field');
    put(game, P1, 'idol-star', 'hand');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 1413-2' });
    ok(game, { type: 'choose', player: P1, choice: [] });
    expect(card(game, costumer)?.zone).toBe('p1/field');
    expect(names(game, P1, 'hand')).toContain('idol-star');
  });

  it('[BD 519-1, 519-2a, 1002-2b] the next damage is reduced; a hit packet stays live with the reduction', () => {
    const game = mainPhase();
    put(game, P2, 'white-energy', 'energy');
    const charm = put(game, P2, 'guard-charm', 'hand');
    const a = put(game, P1, 'twin-hitter', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    passUntil(game, (g) => g.decision?.player === P2 && g.decision?.kind === 'play');
    ok(game, { type: 'play', player: P2, card: charm });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(count(game, P2, 'life')).toBe(9);
  });
});

describe('Kamui (1417)', () => {
  it('[BD 1417-2, 1417-4, 1417-5b, 521-2, 1417-1] a finished command may be worn by a Kamui unit as clothes instead of going to the graveyard', () => {
    const game = mainPhase();
    const tailor = put(game, P1, 'tailor', 'field');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'uniform', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 1417-2' });
    ok(game, { type: 'choose', player: P1, choice: [tailor] });
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    const clothes = zone(game, P1, 'aura').map((id) => card(game, id)!);
    expect(clothes.map((c) => [c.card, c.status['auraInfo'], c.status['host']])).toEqual([['uniform', 'clothes', tailor]]);
    expect(power(game, tailor)).toBe(4000);
    expect(names(game, P1, 'graveyard')).toEqual([]);
  });
});

describe('Boundary on automatic abilities (1414-4)', () => {
  function board() {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const energy = [
      put(game, P1, 'plain-red', 'energy'),
      put(game, P1, 'plain-red', 'energy'),
      put(game, P1, 'grave-warden', 'energy'),
      put(game, P1, 'grave-warden', 'energy'),
    ];
    return { game, energy };
  }

  it('[BD 1414-4, 1414-4b] colours that fail before the ability resolves remove it with no effect', () => {
    const { game, energy } = board();
    put(game, P1, 'border-watch', 'field');
    put(game, P1, 'quick-insight', 'hand');
    put(game, P1, 'plain-blue', 'energy');
    const unit = put(game, P1, 'plain-red', 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: unit, energy: [energy[0]!, energy[1]!] });
    passUntil(game, (g) => g.state.stack.some((i) => i.label === 'Border Watch') && g.decision?.player === P1);
    expect(game.state.stack.map((i) => i.label)).toEqual(['Border Watch']);
    for (const id of energy.slice(2)) change(game, id, { faceUp: false }); // black no longer shows
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(count(game, P1, 'hand')).toBe(hand - 1); // the unit left the hand; nothing was drawn
    expect(game.state.log.some((e) => e.type === 'item-resolves' && e.detail?.['label'] === 'Border Watch')).toBe(true);
  });

  it('[BD 1414-2] with the colours in place the ability resolves', () => {
    const { game, energy } = board();
    put(game, P1, 'border-watch', 'field');
    const unit = put(game, P1, 'plain-red', 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: unit, energy: [energy[0]!, energy[1]!] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(count(game, P1, 'hand')).toBe(hand); // −1 played, +1 drawn
  });

  it('[BD 1414-4, 1414-4a] colours that fail before the ability is played keep it from being played', () => {
    const { game, energy } = board();
    put(game, P1, 'border-watch', 'field');
    put(game, P1, 'border-watch', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-red', 'hand'), energy: [energy[0]!, energy[1]!] });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 1304-2b' });
    for (const id of energy.slice(2)) change(game, id, { faceUp: false });
    ok(game, answerAt(game.legalActions(), 0n));
    expect(game.state.log.filter((e) => e.type === 'ability-removed')).toHaveLength(2);
    expect(game.state.stack).toHaveLength(0);
  });
});

describe('Evol forms (1409-4, 1409-5)', () => {
  it("[BD 1409-4, 1409-5, 1409-5a, 1409-5b, 1409-5b:iii, 1204-2h:ii] a dual-form Evol command is played for one form and only that form's lines apply", () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    const card1 = put(game, P1, 'twin-form', 'hand');
    expect(
      game
        .legalActions()
        .filter((a) => a.type === 'play' && a['card'] === card1)
        .map((a) => (a.type === 'play' ? a['evol'] : null)),
    ).toEqual(['flare', 'study']);
    rejects(game, { type: 'play', player: P1, card: card1, evol: true }, 'BD_NO_EVOL');
    rejects(game, { type: 'play', player: P1, card: card1, evol: 'both' }, 'BD_NO_EVOL');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: card1, evol: 'study' });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(count(game, P1, 'hand')).toBe(hand - 1 + 2);
    expect(game.state.log.some((e) => e.type === 'damage-packet')).toBe(false);
  });
});
