import { answerAt } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { bdData, card, count, ok, pass, passUntil, put, rejects, toDeclaration, zone } from './board.js';
import { engine } from './support.js';
import { pool } from '../src/cards/pool.js';
import { validateDeck } from '../src/cards/validate.js';
import { createTagTeam, seedStartingWith, tagTeamMain } from './tag-team-board.js';

const teamOf = (game: ReturnType<typeof tagTeamMain>, id: string) => game.state.players.find((p) => p.id === id)!.team;

describe('tag-team game (appendix A)', () => {
  it('[BD 1801-1, 1802-1, 1802-2, 2103-1, 2103-1a] the tag-team format seats two teams of two players', () => {
    const game = createTagTeam(1);
    expect(game.state.options).toEqual({ format: 'tag-team' });
    expect(game.state.players.map((p) => p.team)).toEqual(['team-1', 'team-1', 'team-2', 'team-2']);
    expect(teamOf(game, 'p1')).toBe(teamOf(game, 'p2'));
    expect(teamOf(game, 'p1')).not.toBe(teamOf(game, 'p3'));
    // Two or three players is not a tag-team game.
    expect(() =>
      engine.create({ title: 'build-divide', seed: 1, options: { format: 'tag-team' }, players: [{ deck: 'ember' }, { deck: 'tide' }] }),
    ).toThrow(/2–4|4–4|players/);
    expect(() =>
      engine.create({ title: 'build-divide', seed: 1, options: { format: 'doubles' }, players: [{ deck: 'ember' }, { deck: 'tide' }] }),
    ).toThrow(/must be one of/);
  });

  it('[BD 2101, 2101-1, 2101-2, 2100] teammates need different starting territories; their decks may differ in size', () => {
    // tide and mystic both start with Tide Spire: not on one team.
    try {
      engine.create({
        title: 'build-divide',
        seed: 1,
        options: { format: 'tag-team' },
        players: [{ deck: 'tide' }, { deck: 'mystic' }, { deck: 'ember' }, { deck: 'frontier' }],
      });
      expect.unreachable('a team with two Tide Spires was accepted');
    } catch (error) {
      expect((error as { details: { code: string; rule?: string }[] }).details[0]).toMatchObject({
        code: 'BD_TEAM_SAME_TERRITORY',
        rule: 'BD 2101-1',
      });
    }
    // The same decks on different teams are fine; ember (40 cards + a 2-card D-deck) and tide differ in make-up.
    const game = engine.create({
      title: 'build-divide',
      seed: 1,
      options: { format: 'tag-team' },
      players: [{ deck: 'tide' }, { deck: 'ember' }, { deck: 'mystic' }, { deck: 'frontier' }],
    });
    expect(game.result).toBeNull();
  });

  it('[BD 2103-2, 2201, 2201-1, 2201-2, 2201-2a, 2201-2b, 2200] the starting player is any of the four; turns go clockwise from a left player, anticlockwise from a right one', () => {
    const starts = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) starts.add(createTagTeam(seed).state.turn.firstPlayer);
    expect([...starts].sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    // 2201-2a: from team 1's left player: team 1 left → team 2 right → team 2 left → team 1 right.
    expect(createTagTeam(seedStartingWith('p1')).state.turn.order).toEqual(['p1', 'p4', 'p3', 'p2']);
    expect(createTagTeam(seedStartingWith('p3')).state.turn.order).toEqual(['p3', 'p2', 'p1', 'p4']);
    // 2201-2b: from a right player the other way round.
    expect(createTagTeam(seedStartingWith('p2')).state.turn.order).toEqual(['p2', 'p3', 'p4', 'p1']);
    // And the turns really go in that order.
    const game = tagTeamMain('p1');
    const players: string[] = [];
    for (let i = 0; i < 5; i++) {
      players.push(game.state.turn.player);
      const turn = game.state.turn.number;
      for (let n = 0; n < 300 && game.state.turn.number === turn; n++) {
        const d = game.decision!;
        if (d.kind === 'declare-attack') ok(game, { type: 'end-attacks', player: d.player });
        else if (d.kind === 'play') pass(game);
        else ok(game, answerAt(game.legalActions(), 0n));
      }
    }
    expect(players).toEqual(['p1', 'p4', 'p3', 'p2', 'p1']);
  });

  it('[BD 2202, 2202-1] the starting player skips the draw phase of the first turn only; the others draw', () => {
    const game = tagTeamMain('p1');
    expect(count(game, 'p1', 'hand')).toBe(1);
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: 'p1' });
    passUntil(game, (g) => g.state.turn.player === 'p4' && g.decision?.kind === 'play');
    expect(game.state.turn.player).toBe('p4');
    expect(count(game, 'p4', 'hand')).toBe(2);
  });

  it('[BD 2103-3, 2103-3a, 2001, 2001-1, 2002, 2002-1, 2002-2, 2002-2a, 1801-2, 1801-2a] each team shares one life zone of 8 + 8 cards and a red-zone count of 8', () => {
    const game = tagTeamMain('p1');
    const life1 = zone(game, 'p1', 'life');
    const life2 = zone(game, 'p3', 'life');
    expect(life1).toHaveLength(16);
    expect(life2).toHaveLength(16);
    expect(count(game, 'p2', 'life') + count(game, 'p4', 'life')).toBe(0);
    // Both players of a team put cards in: 8 of each owner.
    expect(life1.filter((id) => card(game, id)!.owner === 'p1')).toHaveLength(8);
    expect(life1.filter((id) => card(game, id)!.owner === 'p2')).toHaveLength(8);
    // 1801-2a: not the two-player game's 10 life cards (602-1i) or red zone of 5 (407-4c).
    expect(game.state.players.find((p) => p.id === 'p1')!.status['redZone']).toBe(8);
    expect(game.state.players.find((p) => p.id === 'p3')!.status['redZone']).toBe(8);
  });

  it('[BD 2000, 2001-2, 2001-2a] each player has their own hand, deck and energy; there is one resolution zone', () => {
    const game = tagTeamMain('p1');
    for (const p of ['p1', 'p2', 'p3', 'p4']) {
      expect(count(game, p, 'hand')).toBe(1);
      expect(count(game, p, 'energy')).toBe(2);
      expect(count(game, p, 'deck')).toBe(30 - 8 - 2);
    }
    expect(Object.keys(game.state.zones).filter((key) => key.endsWith('/resolution'))).toEqual(['shared/resolution']);
  });

  it('[BD 2001-3] what one teammate may see, the other may: a teammate sees your hand; an opponent does not', () => {
    const game = tagTeamMain('p1');
    const secret = put(game, 'p1', 'spark', 'hand');
    const asTeammate = game.view('p2').zones['p1/hand']!;
    const asOpponent = game.view('p3').zones['p1/hand']!;
    expect(asTeammate.cards.find((c) => c.id === secret)?.card).toBe('spark');
    expect(asOpponent.count).toBe(2);
    expect(asOpponent.cards.some((c) => c.card === 'spark')).toBe(false);
  });

  it('[BD 2500, 2501, 2501-1, 2502, 2502-1, 2502-2, 2502-3, 2502-5, 2502-6, 2502-7, 2502-8, 2502-8c, 2502-10] priority belongs to a team: each teammate in turn, then the other team; four passes in a row end the window', () => {
    const game = tagTeamMain('p1', true);
    passUntil(game, (g) => g.position().window === 'main');
    const holders: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect(game.position().window).toBe('main');
      holders.push(game.decision!.player);
      pass(game);
    }
    // TP, TP's teammate, then the other team (its first seat first).
    expect(holders).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(game.position().window).not.toBe('main');
  });

  it("[BD 2502-9, 2502-9a, 2502-9b, 2502-11] after an action the same team keeps priority; after a resolution the turn player's team has it again", () => {
    const game = tagTeamMain('p1', true);
    passUntil(game, (g) => g.position().window === 'main');
    put(game, 'p3', 'plain-blue', 'energy');
    const insight = put(game, 'p3', 'quick-insight', 'hand');
    pass(game); // p1
    pass(game); // p2
    expect(game.decision!.player).toBe('p3');
    const hand = count(game, 'p3', 'hand');
    ok(game, { type: 'play', player: 'p3', card: insight });
    // 2502-11: the acting player's team still holds priority.
    expect(game.decision!.player).toBe('p3');
    pass(game);
    expect(game.decision!.player).toBe('p4');
    pass(game);
    expect(game.decision!.player).toBe('p1');
    pass(game);
    expect(game.decision!.player).toBe('p2');
    expect(count(game, 'p3', 'hand')).toBe(hand - 1);
    pass(game); // four passes in a row: the top item resolves (2502-9a)
    expect(count(game, 'p3', 'hand')).toBe(hand); // drew 1
    // 2502-9b: the turn player's team has priority again.
    expect(game.decision!.player).toBe('p1');
    expect(game.position().window).toBe('main');
  });

  it('[BD 2300, 2301, 2301-1, 2302, 2302-1, 2302-1a, 2103-1b] a unit attacks the facing player, or a rested unit of either opposing player', () => {
    const game = tagTeamMain('p1');
    const attacker = put(game, 'p1', 'big-red', 'field');
    const restedOfP3 = put(game, 'p3', 'plain-red', 'field', { rested: true });
    const restedOfP4 = put(game, 'p4', 'plain-red', 'field', { rested: true });
    put(game, 'p2', 'plain-red', 'field', { rested: true });
    toDeclaration(game);
    rejects(game, { type: 'attack', player: 'p1', attacker, target: 'p3' }, 'BD_TARGET_NOT_OPPONENT');
    rejects(game, { type: 'attack', player: 'p1', attacker, target: 'p2' }, 'BD_TARGET_NOT_OPPONENT');
    expect(game.legalActions()).toEqual([
      { type: 'attack', player: 'p1', attacker, target: 'p4' },
      { type: 'attack', player: 'p1', attacker, target: restedOfP3 },
      { type: 'attack', player: 'p1', attacker, target: restedOfP4 },
      { type: 'end-attacks', player: 'p1' },
    ]);
  });

  it("[BD 2303, 2303-1, 2303-1a] the attacked player's team blocks with either player's unit", () => {
    const game = tagTeamMain('p1');
    const attacker = put(game, 'p1', 'big-red', 'field');
    const mine = put(game, 'p4', 'plain-red', 'field');
    const teammates = put(game, 'p3', 'plain-red', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: 'p1', attacker, target: 'p4' });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'declare-block', player: 'p4' });
    expect(game.legalActions()).toEqual([
      { type: 'no-block', player: 'p4' },
      { type: 'block', player: 'p4', blocker: mine },
      { type: 'block', player: 'p4', blocker: teammates },
    ]);
    ok(game, { type: 'block', player: 'p4', blocker: teammates });
    // The block is p3's unit's (its controller blocks); it battled and lost.
    const blocked = game.state.log.filter((e) => e.type === 'blocked');
    expect(blocked.map((e) => [e.player, e.detail?.['card']])).toEqual([['p3', teammates]]);
    expect(game.state.log.some((e) => e.type === 'unit-lost')).toBe(true);
  });

  it("[BD 1800, 2400, 2401-1, 2401-1b, 805-1, 2502-4, 2502-8a, 2502-8b] a hit on a player reveals their team's life; a Buster deals that player 1 more and goes to its owner's graveyard", () => {
    const game = tagTeamMain('p1');
    const attacker = put(game, 'p1', 'twin-hitter', 'field'); // Hit 2: its damage window runs twice (2502-8a)
    // Team 2's life (kept in p3's partition): a Buster card on top, then blanks.
    editPosition(game).empty('p3', 'life').put('p3', 'life', 'buster-life').fill('p3', 'life', 'blank-life', 5).build();
    const teamLife = zone(game, 'p3', 'life');
    const top = teamLife[0]!;
    toDeclaration(game);
    ok(game, { type: 'attack', player: 'p1', attacker, target: 'p4' });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: 'p4' });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    const checks = game.state.log.filter((e) => e.type === 'trigger-check');
    // The hit's first point (a Buster), the Buster's own point in its nested window (2502-4), the hit's second
    // point: all on p4, all from team 2's life zone; then the packets are gone (2502-8b).
    expect(checks.map((e) => e.player)).toEqual(['p4', 'p4', 'p4']);
    expect(bdData(game).packets).toEqual([]);
    expect(checks[0]!.detail?.['card']).toBe(top);
    // To its owner's graveyard (as a new object there).
    expect(zone(game, 'p3', 'graveyard').map((id) => card(game, id)!.card)).toContain('buster-life');
    expect(zone(game, 'p4', 'graveyard').map((id) => card(game, id)!.card)).not.toContain('buster-life');
    expect(count(game, 'p3', 'life')).toBe(3);
  });

  it('[BD 2401-1a, 1803, 1803-1] a trigger check on an empty team life zone: that team loses, and both its players with it', () => {
    const game = tagTeamMain('p1');
    const attacker = put(game, 'p1', 'big-red', 'field');
    const board = game.state.zones['p3/life']!.length;
    expect(board).toBe(16);
    // Empty team 2's life zone.
    editPosition(game).empty('p3', 'life').build();
    toDeclaration(game);
    ok(game, { type: 'attack', player: 'p1', attacker, target: 'p4' });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: 'p4' });
    passUntil(game, (g) => g.result !== null);
    expect(game.result).toMatchObject({ kind: 'win', winner: 'p1', winners: ['p1', 'p2'] });
  });

  it("[BD 1803-2] a concession is the team's: when a player concedes, their team loses", () => {
    const game = tagTeamMain('p1');
    ok(game, { type: 'concede', player: 'p2' });
    expect(game.result).toMatchObject({ kind: 'win', winner: 'p3', winners: ['p3', 'p4'] });
  });
});

describe('tag-team optional deck rule 1 (2102)', () => {
  const cards = new Map(pool.map((c) => [c.id, c]));
  const deck = (...piles: [string, number][]) => ({ main: piles.flatMap(([id, n]) => Array<string>(n).fill(id)) });

  it('[BD 2102, 2102-1, 2102-1a] with optional rule 1 one chosen Ace may have 4 copies and every other name at most 2', () => {
    const legal = deck(['flame-herald', 4], ['plain-red', 2], ['plain-blue', 2]);
    const ruleOne = { format: 'tag-team-rule-1' };
    // Only the copies rule is looked at here (these short lists break 601-1a, checked on their own).
    const copies = (d: ReturnType<typeof deck>, options: Record<string, string>) =>
      validateDeck(d, cards, options).filter((e) => e.rule === 'BD 2102-1a' || e.code === 'BD_TOO_MANY_COPIES');
    expect(copies(legal, ruleOne)).toEqual([]);
    // Without the option only 601-1b's 4 copies apply.
    const three = deck(['flame-herald', 4], ['plain-red', 3]);
    expect(copies(three, { format: 'tag-team' })).toEqual([]);
    const errors = copies(three, ruleOne);
    expect(errors.map((e) => [e.code, e.rule])).toEqual([['BD_TAG_RULE_ONE_COPIES', 'BD 2102-1a']]);
    expect(errors[0]!.message).toContain('Red Recruit');
    // Two Aces with more than 2: only one may be the chosen one.
    expect(copies(deck(['flame-herald', 3], ['wave-caller', 3]), ruleOne)).toHaveLength(1);
    // The engine checks a deck under the options too.
    expect(engine.validateDeck('build-divide', 'ember', ruleOne).map((e) => e.code)).toContain('BD_TAG_RULE_ONE_COPIES');
    expect(engine.validateDeck('build-divide', 'ember', { format: 'tag-team' })).toEqual([]);
    // The demo decks (4 of many names) are refused when a game is created with the option.
    expect(() =>
      engine.create({
        title: 'build-divide',
        seed: 1,
        options: { format: 'tag-team-rule-1' },
        players: [{ deck: 'ember' }, { deck: 'tide' }, { deck: 'mystic' }, { deck: 'frontier' }],
      }),
    ).toThrow(/optional rule 1/);
  });
});
