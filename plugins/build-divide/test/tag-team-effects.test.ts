import { answerAt } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { bdData, card, count, mainPhase, ok, pass, passUntil, power, put, zone, P1 } from './board.js';
import { tagTeamMain } from './tag-team-board.js';

/** Red energy for p1 (the plain units of the scenario pool as energy). */
function redEnergy(game: ReturnType<typeof tagTeamMain>, player: string, n: number): void {
  for (let i = 0; i < n; i++) put(game, player, 'plain-red', 'energy');
}

describe('tag-team: "you", allies and "the opponent" (1901, 2601)', () => {
  it('[BD 2600, 2601, 2601-1, 1900, 1901, 1901-3, 1901-4, 1901-4a, 202-3a] a text naming "the opponent" has its controller choose one opposing player, who is then the opponent', () => {
    const game = tagTeamMain('p1');
    redEnergy(game, 'p1', 1);
    const spark = put(game, 'p1', 'spark', 'hand');
    ok(game, { type: 'play', player: 'p1', card: spark });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    // The opposing team's two players, not the teammate.
    expect(game.decision).toMatchObject({ kind: 'select', player: 'p1', rule: 'BD 2601-1' });
    expect((game.decision as unknown as { options: { id: string }[] }).options.map((o) => o.id)).toEqual(['p3', 'p4']);
    ok(game, { type: 'choose', player: 'p1', choice: ['p3'] });
    passUntil(game, (g) => g.decision?.kind === 'play' && g.position().window === 'main' && g.state.stack.length === 0);
    const checks = game.state.log.filter((e) => e.type === 'trigger-check');
    expect(checks.map((e) => e.player)).toEqual(['p3']);
    // In the two-player game nobody is asked: the opponent is the other player.
    const duel = mainPhase();
    put(duel, P1, 'plain-red', 'energy');
    const duelSpark = put(duel, P1, 'spark', 'hand');
    ok(duel, { type: 'play', player: P1, card: duelSpark });
    passUntil(duel, (g) => g.decision?.kind !== 'play' || g.state.stack.length === 0);
    expect(duel.decision?.kind).toBe('play');
    expect(duel.state.log.filter((e) => e.type === 'trigger-check').map((e) => e.player)).toEqual(['p2']);
  });

  it("[BD 2401-1c, 2002-3, 2002-3a] a Shot card revealed from a team's life zone is played by its owner, whoever was damaged, under its owner's control", () => {
    const game = tagTeamMain('p1', false, 'shot-life');
    redEnergy(game, 'p1', 1);
    const top = zone(game, 'p3', 'life')[0]!;
    const owner = card(game, top)!.owner;
    expect(owner).toBe('p4'); // the teammate's cards went in last, on top
    const spark = put(game, 'p1', 'spark', 'hand');
    ok(game, { type: 'play', player: 'p1', card: spark });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: 'p1', choice: ['p3'] }); // p3 is damaged
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: 'p4', rule: 'BD 1003-2d' });
    const hands = [count(game, 'p3', 'hand'), count(game, 'p4', 'hand')];
    const from = game.state.log.length;
    ok(game, { type: 'choose', player: 'p4', choice: ['yes'] });
    passUntil(game, (g) => g.state.stack.length === 0);
    // Played under its owner's control (2002-3a): the item is p4's, and p4 draws from its "draw a card".
    const played = game.state.log.slice(from).filter((e) => e.type === 'item-played' || e.type === 'item-resolves');
    expect(played.map((e) => [e.type, e.player])).toEqual([
      ['item-played', 'p4'],
      ['item-resolves', 'p4'],
    ]);
    expect([count(game, 'p3', 'hand'), count(game, 'p4', 'hand')]).toEqual([hands[0]!, hands[1]! + 1]);
  });

  it("[BD 2601-2, 2601-2a] choosing the opponent's cards picks from either opposing player, and two targets may belong to different opponents", () => {
    const game = tagTeamMain('p1');
    redEnergy(game, 'p1', 2);
    const a = put(game, 'p3', 'plain-red', 'field');
    const b = put(game, 'p4', 'plain-red', 'field');
    put(game, 'p2', 'plain-red', 'field');
    const volley = put(game, 'p1', 'tag-volley', 'hand');
    const plays = game.legalActions().filter((x) => x.type === 'play' && x['card'] === volley);
    expect(plays.flatMap((x) => (x.type === 'play' ? [x['targets']] : []))).toEqual([[a, b]]);
    ok(game, { type: 'play', player: 'p1', card: volley, targets: [a, b] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(game.state.log.filter((e) => e.type === 'unit-damaged').map((e) => e.player)).toEqual(['p3', 'p4']);
  });

  it('[BD 2601-3] a continuous effect on "the opponent\'s units" applies to both opposing players\' units', () => {
    const game = tagTeamMain('p1');
    const theirs = [put(game, 'p3', 'plain-red', 'field'), put(game, 'p4', 'plain-red', 'field')];
    const ally = put(game, 'p2', 'plain-red', 'field');
    put(game, 'p1', 'tag-dampener', 'field');
    expect(theirs.map((id) => power(game, id))).toEqual([2000, 2000]);
    expect(power(game, ally)).toBe(3000);
  });

  it('[BD 2601-3a] a condition on "the opponent" holds when either opposing player meets it', () => {
    const game = tagTeamMain('p1');
    const sentinel = put(game, 'p1', 'tag-sentinel', 'field');
    expect(power(game, sentinel)).toBe(2000); // both opponents hold a card
    editPosition(game).empty('p3', 'hand').build();
    expect(power(game, sentinel)).toBe(3000); // p3's hand is empty
    editPosition(game).empty('p2', 'hand').put('p3', 'hand', 'blank-life').build();
    expect(power(game, sentinel)).toBe(2000); // the teammate's empty hand does not count
  });

  it('[BD 1901-1, 1901-2] "you" is the controller alone; "allies" are the controller and their teammate', () => {
    const game = tagTeamMain('p1');
    redEnergy(game, 'p1', 1);
    const units = ['p1', 'p2', 'p3'].map((p) => put(game, p, 'plain-red', 'field'));
    const rally = put(game, 'p1', 'tag-rally', 'hand');
    ok(game, { type: 'play', player: 'p1', card: rally });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(units.map((id) => power(game, id))).toEqual([4000, 4000, 3000]);
    // "Draw a card": the controller draws, not the teammate.
    put(game, 'p1', 'plain-blue', 'energy');
    const insight = put(game, 'p1', 'quick-insight', 'hand');
    const hands = [count(game, 'p1', 'hand'), count(game, 'p2', 'hand')];
    ok(game, { type: 'play', player: 'p1', card: insight });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect([count(game, 'p1', 'hand'), count(game, 'p2', 'hand')]).toEqual([hands[0]!, hands[1]!]);
  });

  it("[BD 2002-2, 2002-2b, 2002-2c, 407-4b] yellow and red zone are the team's: its life zone against its red-zone count", () => {
    const game = tagTeamMain('p1');
    const lookout = put(game, 'p2', 'tag-lookout', 'field');
    expect(power(game, lookout)).toBe(2000); // 16 > 8: yellow zone
    editPosition(game).empty('p1', 'life').fill('p1', 'life', 'blank-life', 9).build();
    expect(power(game, lookout)).toBe(2000);
    editPosition(game).empty('p1', 'life').fill('p1', 'life', 'blank-life', 8).build();
    expect(power(game, lookout)).toBe(1000); // 8: red zone for p2 too, though p2's own partition is empty
    // Both players of the team became red zone; the other team did not.
    pass(game);
    expect(bdData(game).redZone).toMatchObject({ p1: true, p2: true, p3: false, p4: false });
  });

  it("[BD 2002-3b] a life card moved to another zone goes to its owner's: drawing from an empty deck takes the team's top life card into its owner's hand", () => {
    const game = tagTeamMain('p1');
    const top = zone(game, 'p1', 'life')[0]!;
    const owner = card(game, top)!.owner;
    expect(owner).toBe('p2');
    editPosition(game).empty('p1', 'deck').build();
    put(game, 'p1', 'plain-blue', 'energy');
    const insight = put(game, 'p1', 'quick-insight', 'hand');
    const hands = [count(game, 'p1', 'hand'), count(game, 'p2', 'hand')];
    ok(game, { type: 'play', player: 'p1', card: insight });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(count(game, 'p1', 'life')).toBe(15);
    expect([count(game, 'p1', 'hand'), count(game, 'p2', 'hand')]).toEqual([hands[0]! - 1, hands[1]! + 1]);
  });

  it("[BD 2700, 2701, 2701-1, 2701-2] triggered abilities go to the resolution zone team by team, the turn player's team first; a team orders its players' abilities together", () => {
    const game = tagTeamMain('p1');
    put(game, 'p1', 'tag-herald-a', 'field');
    put(game, 'p2', 'tag-herald-b', 'field');
    put(game, 'p3', 'tag-herald-a', 'field');
    // To p4's turn (team 2): its main phase start triggers all three.
    for (let i = 0; i < 400 && !(game.state.turn.player === 'p4' && game.decision?.kind === 'select'); i++) {
      const d = game.decision!;
      if (d.kind === 'declare-attack') ok(game, { type: 'end-attacks', player: d.player });
      else if (d.kind === 'play') pass(game);
      else ok(game, answerAt(game.legalActions(), 0n));
    }
    // Team 1's two abilities (p1's and p2's) are ordered in one choice, by the team's first seat.
    const decision = game.decision as unknown as { player: string; options: { id: string }[]; ordered?: boolean };
    expect(decision.player).toBe('p1');
    expect(decision.options).toHaveLength(2);
    const from = game.state.log.length;
    ok(game, { type: 'choose', player: 'p1', choice: decision.options.map((o) => o.id) });
    passUntil(game, (g) => g.state.stack.length === 0);
    const log = game.state.log.slice(from);
    // Played bottom up: team 2's (placed first, lowest), then team 1's in the order chosen; resolved top down.
    expect(log.filter((e) => e.type === 'item-played').map((e) => e.player)).toEqual(['p3', 'p1', 'p2']);
    expect(log.filter((e) => e.type === 'item-resolves').map((e) => e.player)).toEqual(['p2', 'p1', 'p3']);
  });

  it('[BD 2401-2] a player whose teammate is receiving some damage counts as receiving it too', () => {
    const game = tagTeamMain('p1', true);
    editPosition(game).empty('p3', 'life').put('p3', 'life', ['buster-life', 'blank-life', 'blank-life']).build();
    const attacker = put(game, 'p1', 'big-red', 'field');
    const teammateOfDamaged = put(game, 'p3', 'bond-guard', 'field');
    const otherTeam = put(game, 'p2', 'bond-guard', 'field');
    const seen = new Set<string>();
    for (let i = 0; i < 400 && game.result === null; i++) {
      const d = game.decision!;
      seen.add(`${power(game, teammateOfDamaged)}/${power(game, otherTeam)}`);
      if (d.kind === 'declare-attack') {
        if (game.state.log.some((e) => e.type === 'trigger-check')) break;
        ok(game, { type: 'attack', player: 'p1', attacker, target: 'p4' });
      } else if (d.kind === 'declare-block') ok(game, { type: 'no-block', player: d.player });
      else if (d.kind === 'play') pass(game);
      else ok(game, answerAt(game.legalActions(), 0n));
    }
    // p4 was dealt a Buster's damage: p3 (p4's teammate) counted as receiving it; p2 (the other team) never did.
    expect(game.state.log.filter((e) => e.type === 'damage-packet').map((e) => e.detail?.['source'])).toEqual(['hit', 'buster']);
    expect([...seen].sort()).toEqual(['2000/2000', '4000/2000']);
  });

  it("[BD 2002-3b:i] life cards returned to decks go to their owners' decks, and only the players whose deck received one shuffle", () => {
    const game = tagTeamMain('p1');
    put(game, 'p1', 'white-energy', 'energy');
    const top = zone(game, 'p1', 'life').slice(0, 2);
    expect(top.map((id) => card(game, id)!.owner)).toEqual(['p2', 'p2']);
    const decks = [count(game, 'p1', 'deck'), count(game, 'p2', 'deck')];
    const from = game.state.log.length;
    ok(game, { type: 'play', player: 'p1', card: put(game, 'p1', 'life-tithe', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect([count(game, 'p1', 'deck'), count(game, 'p2', 'deck')]).toEqual([decks[0]!, decks[1]! + 2]);
    expect(count(game, 'p1', 'life')).toBe(14);
    const shuffled = game.state.log
      .slice(from)
      .filter((e) => e.type === 'shuffled')
      .map((e) => e.detail?.['zone']);
    expect(shuffled).toEqual(['p2/deck']);
  });
});
