import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { zones } from '../src/zones.js';
import { P1, P2, card, count, finishTurn, mainPhase, ok, passUntil, power, put, toDeclaration, zone } from './board.js';
import { engine } from './support.js';

type Game = ReturnType<typeof mainPhase>;
const settle = (game: Game) =>
  passUntil(game, (g) => g.decision?.kind !== 'play' || (g.state.stack.length === 0 && g.position().window === 'main'));

describe('remaining sections (issue 16)', () => {
  it('[BD 405-3, 406-4, 408-4, 409-3, 410-3, 412-3, 414-3] hand, field, graveyard, energy, territory, remove and D-deck have no order; deck and life do', () => {
    const ordered = (name: string) => zones.find((z) => z.name === name)!.ordered;
    for (const name of ['hand', 'field', 'graveyard', 'energy', 'territory', 'remove', 'd-deck']) expect(ordered(name), name).toBe(false);
    for (const name of ['deck', 'life', 'resolution']) expect(ordered(name), name).toBe(true);
  });

  it('[BD 403-3, 403-3b:i, 402-1b:i, 102-3, 102-3a, 102-3a:i] a card is face up or face down, never both; a card printed on both sides cannot be turned face down', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    const territory = zone(game, P1, 'territory')[0]!;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'veil-charm', 'hand') });
    settle(game);
    expect(card(game, territory)!.faceUp).toBe(true);
    const energy = zone(game, P1, 'energy').map((id) => card(game, id)!);
    expect(energy.length).toBeGreaterThan(0);
    expect(energy.every((c) => c.faceUp === false)).toBe(true);
  });

  it('[BD 602-1e:i] the randomly chosen player simply goes first: nobody is asked who starts', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const game = engine.create({ title: 'build-divide', seed, players: [{ deck: 'ember' }, { deck: 'tide' }] });
      firsts.add(game.state.turn.firstPlayer);
      // The first decision is the first player's mulligan (602-1h), not a choice of who starts.
      expect(game.decision).toMatchObject({ player: game.state.turn.firstPlayer, rule: 'BD 602-1h' });
    }
    expect([...firsts].sort()).toEqual([P1, P2]);
  });

  it('[BD 701, 701-1] the game goes turn by turn; in each one player is the turn player and the other is not', () => {
    const game = mainPhase();
    const players: string[] = [];
    for (let i = 0; i < 3; i++) {
      players.push(game.state.turn.player);
      finishTurn(game);
    }
    expect(players).toEqual([P1, P2, P1]);
    expect(game.state.turn.number).toBe(4);
  });

  it('[BD 801, 801-1, 802-9b, 803-8b] attacks are made one at a time, as often as units can; an attacking unit is "attacking" until the attack ends; a battling one "in battle"', () => {
    const game = mainPhase();
    const a = put(game, P1, 'big-red', 'field');
    const b = put(game, P1, 'big-red', 'field');
    const blocker = put(game, P2, 'plain-red', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    expect(card(game, a)!.status['attacking']).toBe(true);
    expect(card(game, b)!.status['attacking']).toBeUndefined();
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'block', player: P2, blocker });
    // In the battle both units are "in battle".
    const battling = game.state.log.filter((e) => e.type === 'battles').map((e) => e.detail?.['card']);
    expect(battling).toEqual([a, blocker]);
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    expect(card(game, a)!.status['attacking']).toBeUndefined();
    expect(card(game, a)!.status['battling']).toBeUndefined();
    // The second attack, after the first ended.
    ok(game, { type: 'attack', player: P1, attacker: b, target: P2 });
    expect(card(game, b)!.status['attacking']).toBe(true);
    expect(game.legalActions().length).toBeGreaterThan(0);
  });

  it('[BD 103-3] a player who wins by an effect wins at once: the game ends before the rest of the text', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'victory-scroll', 'hand') });
    expect(game.result).toMatchObject({ kind: 'win', winner: P1 });
    expect(count(game, P1, 'hand')).toBe(hand); // "draw a card" never happened
    expect(game.decision).toBeNull();
  });

  it('[BD 1204-2a:i] a card played from the hand is revealed: the opponent sees which card it is', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    const insight = put(game, P1, 'quick-insight', 'hand');
    expect(game.view(P2).zones['p1/hand']!.cards.some((c) => c.id === insight)).toBe(false);
    ok(game, { type: 'play', player: P1, card: insight });
    const played = game.view(P2, { log: Infinity }).log.filter((e) => e.type === 'played');
    expect(played.map((e) => e.detail?.['definition'])).toEqual(['quick-insight']);
  });

  it("[BD 1201-1, 1201-1a] abilities are the texts of a card's abilities; a command's text is not an ability", () => {
    const title = engine.title('build-divide');
    expect(title.abilitiesOf('quick-insight')).toEqual([]);
    expect(title.abilitiesOf('tag-herald-a').map((a) => a.kind)).toEqual(['automatic']);
  });

  it("[BD 1203, 1203-1, 1203-2] an ability works only where it is valid: a unit's automatic ability triggers from the field, not from the hand", () => {
    const game = mainPhase();
    put(game, P1, 'tag-herald-a', 'field');
    put(game, P1, 'tag-herald-a', 'hand');
    finishTurn(game); // to P2's turn: its main phase starts
    const played = game.state.log.filter((e) => e.type === 'item-played' && e.detail?.['label'] === 'Dawn Herald: draw');
    expect(played).toHaveLength(1);
  });

  it('[BD 528-1a] "switch" with no card named switches the card whose ability it is', () => {
    const game = mainPhase();
    const beast = put(game, P1, 'switch-beast', 'field');
    const inHand = put(game, P1, 'beast-4', 'hand');
    ok(game, { type: 'activate', player: P1, card: beast, ability: 0 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 528-1' });
    ok(game, { type: 'choose', player: P1, choice: [inHand] });
    expect(zone(game, P1, 'field').map((id) => card(game, id)!.card)).toEqual(['beast-4']);
    expect(zone(game, P1, 'hand').map((id) => card(game, id)!.card)).toContain('switch-beast');
  });

  it("[BD 1003-2c:i] a Buster's damage born of a hit has the attacking unit as its source too", () => {
    const game = mainPhase();
    editPosition(game).empty(P2, 'life').put(P2, 'life', ['buster-life', 'blank-life', 'blank-life']).build();
    const attacker = put(game, P1, 'big-red', 'field');
    const from = game.state.log.length;
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    const packets = game.state.log.slice(from).filter((e) => e.type === 'damage-packet');
    expect(packets.map((e) => [e.detail?.['source'], e.detail?.['card']])).toEqual([
      ['hit', attacker],
      ['buster', attacker],
    ]);
    // A Buster revealed by effect damage has no unit as its source.
    const other = mainPhase();
    editPosition(other).empty(P2, 'life').put(P2, 'life', ['buster-life', 'blank-life']).build();
    put(other, P1, 'plain-red', 'energy');
    const start = other.state.log.length;
    ok(other, { type: 'play', player: P1, card: put(other, P1, 'spark', 'hand') });
    passUntil(other, (g) => g.state.stack.length === 0 && g.decision?.kind === 'play');
    const effectPackets = other.state.log.slice(start).filter((e) => e.type === 'damage-packet');
    expect(effectPackets.map((e) => e.detail?.['source'])).toEqual(['effect', 'buster']);
    expect(effectPackets[1]!.detail?.['card']).toBeNull();
  });

  it('[BD 1002-2c] damage to several players at once makes one packet per player, each with the same source and amount', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'energy');
    const rain = put(game, P1, 'fire-rain', 'hand');
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: rain });
    passUntil(game, (g) => g.state.stack.length === 0 && g.decision?.kind === 'play');
    const packets = game.state.log.slice(from).filter((e) => e.type === 'damage-packet');
    expect(packets.map((e) => [e.player, e.detail?.['source'], e.detail?.['amount']])).toEqual([
      [P1, 'effect', 1],
      [P2, 'effect', 1],
    ]);
    expect(new Set(packets.map((e) => e.detail?.['card'])).size).toBe(1);
    expect([count(game, P1, 'life'), count(game, P2, 'life')]).toEqual([9, 9]);
  });

  it('[BD 407-4c:i] "becomes red zone" is each change from not red zone to red zone, again after leaving it', () => {
    const game = mainPhase();
    editPosition(game).empty(P2, 'life').fill(P2, 'life', 'blank-life', 6).build();
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-red', 'energy');
    const became = () => game.state.log.filter((e) => e.type === 'became-red-zone' && e.player === P2).length;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'spark', 'hand') }); // 6 → 5
    passUntil(game, (g) => g.state.stack.length === 0 && g.decision?.kind === 'play');
    expect(became()).toBe(1);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'spark', 'hand') }); // 5 → 4: still red, no new event
    passUntil(game, (g) => g.state.stack.length === 0 && g.decision?.kind === 'play');
    expect(became()).toBe(1);
    editPosition(game).fill(P2, 'life', 'blank-life', 2).build(); // 6: out of the red zone
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'spark', 'hand') }); // 6 → 5: becomes red zone again
    passUntil(game, (g) => g.state.stack.length === 0 && g.decision?.kind === 'play');
    expect(became()).toBe(2);
  });

  it('[BD 306-2e, 319-1, 319-2] a territory has no play cost: it cannot be played (its open side carries the only cost, paid to open it)', () => {
    const game = mainPhase();
    for (let i = 0; i < 6; i++) put(game, P1, 'plain-red', 'energy');
    const territory = zone(game, P1, 'territory')[0]!;
    expect(game.legalActions().some((a) => a.type === 'play' && a['card'] === territory)).toBe(false);
    expect(game.act({ type: 'play', player: P1, card: territory }).ok).toBe(false);
    expect(card(game, territory)!.zone).toBe('p1/territory');
  });

  it('[BD 803-4c, 803-4c:i] not blocking is legal: no unit is obliged to block, even when standing units could', () => {
    const game = mainPhase();
    const attacker = put(game, P1, 'big-red', 'field');
    const blocker = put(game, P2, 'plain-red', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.legalActions()).toEqual([
      { type: 'no-block', player: P2 },
      { type: 'block', player: P2, blocker },
    ]);
    ok(game, { type: 'no-block', player: P2 });
    expect(card(game, blocker)!.status['blocking']).toBeUndefined();
  });

  it('[BD 510-2b, 510-2b:i] a generic cost is paid by resting any energy, face-down energy included', () => {
    const game = mainPhase();
    editPosition(game).empty(P1, 'energy').build();
    const down = [put(game, P1, 'plain-red', 'energy'), put(game, P1, 'plain-blue', 'energy')];
    editPosition(game).change(down[0]!, { faceUp: false }).change(down[1]!, { faceUp: false }).build();
    const idol = put(game, P1, 'generic-idol', 'hand');
    ok(game, { type: 'play', player: P1, card: idol, energy: down });
    expect(down.every((id) => card(game, id)!.status['rested'] === true)).toBe(true);
  });

  it('[BD 407-3c] the front of a life zone is its top: a gained life card goes on top', () => {
    const game = mainPhase();
    editPosition(game).empty(P1, 'life').fill(P1, 'life', 'blank-life', 3).build();
    editPosition(game).empty(P1, 'deck').put(P1, 'deck', 'buster-life').build();
    put(game, P1, 'white-energy', 'energy');
    const before = zone(game, P1, 'life');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'life-spring', 'hand') });
    settle(game);
    const after = zone(game, P1, 'life');
    expect(after).toHaveLength(4);
    expect(card(game, after[0]!)!.card).toBe('buster-life');
    expect(after.slice(1)).toEqual(before);
  });

  it('[BD 1406-1b] an Assault Territory in the territory zone has no power or hit', () => {
    const game = mainPhase();
    editPosition(game).empty(P1, 'territory').build();
    const bastion = put(game, P1, 'storm-bastion', 'territory', { open: true });
    const stats = game.view(P1).zones['p1/territory']!.cards.find((c) => c.id === bastion)!.stats ?? {};
    expect(stats['power'] ?? 0).toBe(0);
    expect(stats['hit'] ?? 0).toBe(0);
  });

  it("[BD 1208-1g:i] a continuous ability's effects are ordered by when its card was put into its zone", () => {
    const first = mainPhase();
    const a = put(first, P2, 'plain-red', 'field');
    put(first, P1, 'banner', 'field');
    put(first, P1, 'leveller', 'field'); // entered later: "becomes 1000" applies after +2000
    expect(power(first, a)).toBe(1000);
    const second = mainPhase();
    const b = put(second, P2, 'plain-red', 'field');
    put(second, P1, 'leveller', 'field');
    put(second, P1, 'banner', 'field'); // entered later: +2000 applies after "becomes 1000"
    expect(power(second, b)).toBe(3000);
  });

  it('[BD 1208-1g:ii] an effect of any other ability is ordered by when it was played: a +3000 played after a "becomes 1000" counts after it', () => {
    const game = mainPhase();
    const target = put(game, P2, 'plain-red', 'field');
    put(game, P1, 'leveller', 'field');
    expect(power(game, target)).toBe(1000);
    put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'power-up', 'hand'), targets: [target] });
    settle(game);
    expect(power(game, target)).toBe(4000);
  });
});
