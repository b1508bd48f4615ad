import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { P1, P2, bdData, card, count, mainPhase, ok, passUntil, power, put, zone } from './board.js';

type Game = ReturnType<typeof mainPhase>;
const energy = (game: Game, player: string, id: string, n: number) => {
  for (let i = 0; i < n; i++) put(game, player, id, 'energy');
};
const settle = (game: Game) =>
  passUntil(game, (g) => g.decision?.kind !== 'play' || (g.state.stack.length === 0 && g.position().window === 'main'));
const events = (game: Game, type: string, from = 0) => game.state.log.slice(from).filter((e) => e.type === type);
const options = (game: Game) => (game.decision as unknown as { options: { id: string; label: string }[] }).options;

describe('verbs of 500 (issue 16 remainder)', () => {
  it("[BD 527, 527-1, 527-2, 527-3] dropping a unit puts it into its owner's graveyard; from the field it is also destroyed", () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 2);
    const victim = put(game, P2, 'plain-red', 'field');
    const hex = put(game, P1, 'drop-hex', 'hand');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: hex, targets: [victim] });
    settle(game);
    expect(card(game, victim)).toBeUndefined();
    expect(zone(game, P2, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['plain-red']);
    expect(events(game, 'dropped', from).map((e) => e.detail?.['from'])).toEqual(['field']);
    expect(events(game, 'destroyed', from)).toHaveLength(1);
  });

  it('[BD 527-4, 405-5] dropping a card from the hand also discards it', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 1);
    put(game, P2, 'plain-blue', 'hand');
    put(game, P2, 'plain-red', 'hand');
    const hex = put(game, P1, 'discard-hex', 'hand');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: hex });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision?.player).toBe(P2); // the opponent chooses
    ok(game, { type: 'choose', player: P2, choice: [options(game)[0]!.id] });
    settle(game);
    expect(count(game, P2, 'hand')).toBe(1);
    expect(events(game, 'dropped', from).map((e) => e.detail?.['from'])).toEqual(['hand']);
    expect(events(game, 'discarded', from).map((e) => e.player)).toEqual([P2]);
    expect(events(game, 'destroyed', from)).toHaveLength(0);
  });

  it('[BD 527-5, 527-5a, 527-5b] a unit that cannot be dropped is neither dropped nor destroyed, and lethal damage does not destroy it', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 2);
    energy(game, P1, 'white-energy', 2);
    const saint = put(game, P2, 'iron-saint', 'field');
    const hex = put(game, P1, 'drop-hex', 'hand');
    ok(game, { type: 'play', player: P1, card: hex, targets: [saint] });
    settle(game);
    expect(card(game, saint)?.zone).toBe('p2/field');
    const snipe = put(game, P1, 'shot-snipe', 'hand'); // 9000 damage ≥ its 2000 power
    ok(game, { type: 'play', player: P1, card: snipe, targets: [saint] });
    settle(game);
    expect(card(game, saint)!.status['damage']).toBe(9000);
    expect(card(game, saint)?.zone).toBe('p2/field');
  });

  it('[BD 516-3] two units deal each other damage at once, each the source of its own', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 1);
    const mine = put(game, P1, 'big-red', 'field');
    const theirs = put(game, P2, 'heavy-red', 'field');
    const strike = put(game, P1, 'duel-strike', 'hand');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: strike, targets: [theirs] });
    settle(game);
    const damaged = events(game, 'unit-damaged', from).map((e) => [e.detail?.['card'], e.detail?.['source'], e.detail?.['amount']]);
    expect(damaged).toEqual([
      [theirs, mine, 3000],
      [mine, theirs, 3000],
    ]);
    expect(card(game, mine)!.status['damage']).toBe(3000);
    expect(card(game, theirs)!.status['damage']).toBe(3000);
  });

  it('[BD 516-3a] if either unit is not on the field, neither deals or takes damage', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 1);
    const theirs = put(game, P2, 'heavy-red', 'field');
    const strike = put(game, P1, 'duel-strike', 'hand'); // P1 has no unit to fight with
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: strike, targets: [theirs] });
    settle(game);
    expect(events(game, 'unit-damaged', from)).toHaveLength(0);
    expect(card(game, theirs)!.status['damage']).toBeUndefined();
  });

  it('[BD 526-1a] "triple" works as doubling does: the power becomes three times its value', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 1);
    const unit = put(game, P1, 'heavy-red', 'field');
    const might = put(game, P1, 'triple-might', 'hand');
    ok(game, { type: 'play', player: P1, card: might, targets: [unit] });
    settle(game);
    expect(power(game, unit)).toBe(12000);
  });

  it('[BD 1204-2f, 1204-2f:i, 1204-2f:ii] a modal text: its controller picks the given number of different options, and only those happen', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 1);
    const unit = put(game, P1, 'heavy-red', 'field');
    const charm = put(game, P1, 'mode-charm', 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: charm });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 1204-2f', min: 2, max: 2 });
    expect(options(game).map((o) => o.label)).toEqual(['Draw a card', 'Your units get +1000 power this turn', 'Stand your energy']);
    // The same option twice is not two options.
    expect(game.act({ type: 'choose', player: P1, choice: ['0', '0'] }).ok).toBe(false);
    ok(game, { type: 'choose', player: P1, choice: ['0', '2'] });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand); // -1 played, +1 drawn
    expect(zone(game, P1, 'energy').every((id) => card(game, id)!.status['rested'] !== true)).toBe(true);
    expect(power(game, unit)).toBe(4000); // the option not chosen did nothing
  });

  it('[BD 1204-3b] options under conditions: those whose condition holds are carried out', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 2);
    const charm = put(game, P1, 'cond-charm', 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: charm });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand - 1 + 1); // yellow zone (10 life): draw 1
    const red = mainPhase();
    energy(red, P1, 'iron-saint', 1);
    editPosition(red).empty(P1, 'life').fill(P1, 'life', 'blank-life', 3).build();
    const redCharm = put(red, P1, 'cond-charm', 'hand');
    const redHand = count(red, P1, 'hand');
    ok(red, { type: 'play', player: P1, card: redCharm });
    settle(red);
    expect(count(red, P1, 'hand')).toBe(redHand - 1 + 2); // red zone: draw 2 (and not the yellow option)
  });

  it("[BD 509, 509-1, 509-2] swapping two cards moves each to the other's zone at once; with one missing nothing moves", () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 1);
    const inHand = put(game, P1, 'plain-blue', 'hand');
    const charm = put(game, P1, 'swap-charm', 'hand');
    ok(game, { type: 'play', player: P1, card: charm });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    const handOptions = options(game).map((o) => o.id);
    ok(game, { type: 'choose', player: P1, choice: [handOptions.find((id) => id === inHand) ?? handOptions[0]!] });
    const energyChoice = options(game)[0]!.id;
    const energyCard = card(game, energyChoice)!.card;
    ok(game, { type: 'choose', player: P1, choice: [energyChoice] });
    settle(game);
    expect(zone(game, P1, 'energy').map((id) => card(game, id)!.card)).toContain(card(game, zone(game, P1, 'energy')[0]!)!.card);
    expect(zone(game, P1, 'hand').map((id) => card(game, id)!.card)).toContain(energyCard);
    expect(zone(game, P1, 'energy').map((id) => card(game, id)!.card)).toContain('plain-blue');
    // With an empty hand there is nothing to swap with: the energy card stays.
    const empty = mainPhase();
    energy(empty, P1, 'iron-saint', 1);
    editPosition(empty).empty(P1, 'hand').build();
    const lone = put(empty, P1, 'swap-charm', 'hand');
    const energyBefore = zone(empty, P1, 'energy')
      .map((id) => card(empty, id)!.card)
      .sort();
    ok(empty, { type: 'play', player: P1, card: lone });
    passUntil(empty, (g) => g.decision?.kind !== 'play' || g.state.stack.length === 0);
    if (empty.decision?.kind === 'select') ok(empty, { type: 'choose', player: P1, choice: [options(empty)[0]!.id] });
    settle(empty);
    expect(
      zone(empty, P1, 'energy')
        .map((id) => card(empty, id)!.card)
        .sort(),
    ).toEqual(energyBefore);
    expect(count(empty, P1, 'hand')).toBe(0);
  });

  it('[BD 508, 508-1] looking at the top of the deck lets that player know those cards, and nobody else', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 1);
    const sentry = put(game, P1, 'peek-sentry', 'hand');
    ok(game, { type: 'play', player: P1, card: sentry });
    settle(game);
    const [first, second, third] = zone(game, P1, 'deck');
    expect(card(game, first!)!.knownTo).toEqual([P1]);
    expect(card(game, second!)!.knownTo).toEqual([P1]);
    expect(card(game, third!)!.knownTo).toBeUndefined();
    expect(game.view(P1).zones['p1/deck']!.cards.map((c) => c.id)).toEqual([first, second]);
    expect(game.view(P2).zones['p1/deck']!.cards).toEqual([]);
  });

  it('[BD 1104-2a, 1104-3b, 1002-2a] two packets of the same rank for one player: that player chooses which is dealt first', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 2);
    const flare = put(game, P1, 'twin-flare', 'hand');
    ok(game, { type: 'play', player: P1, card: flare });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P2, rule: 'BD 1104-3b' });
    expect(options(game)).toHaveLength(2);
    expect(bdData(game).packets.map((p) => [p.player, p.source])).toEqual([
      [P2, 'effect'],
      [P2, 'effect'],
    ]);
    ok(game, { type: 'choose', player: P2, choice: [options(game)[1]!.id] });
    settle(game);
    expect(game.state.log.filter((e) => e.type === 'trigger-check').map((e) => e.player)).toEqual([P2, P2]);
    expect(bdData(game).packets).toEqual([]); // 1104-2a: no new packet, the check ends
  });

  it('[BD 104-2b] told to do something a number of times when only part can be done, as much as possible is done', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 1);
    put(game, P2, 'plain-blue', 'hand'); // one card: "drop 2" drops that one
    const hex = put(game, P1, 'purge-hex', 'hand');
    ok(game, { type: 'play', player: P1, card: hex });
    settle(game);
    expect(count(game, P2, 'hand')).toBe(0);
    expect(zone(game, P2, 'graveyard').map((id) => card(game, id)!.card)).toEqual(['plain-blue']);
  });

  it('[BD 1411-3] Kaii in a command: its text is carried out only if a card with the attribute went to your graveyard this turn', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 3);
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'kaii-rite', 'hand') });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand); // nothing Undead went to the graveyard: no draw
    const undead = put(game, P1, 'crypt-knight', 'field', { rested: true });
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'void-snare', 'hand'), targets: [undead] });
    settle(game);
    expect(card(game, undead)).toBeUndefined();
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'kaii-rite', 'hand') });
    settle(game);
    expect(count(game, P1, 'hand')).toBe(hand + 2);
  });
});
