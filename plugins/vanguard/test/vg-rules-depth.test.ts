import { describe, expect, it } from 'vitest';
import { editPosition } from '@tcgkit/testing';
import type { Game } from '@tcgkit/kernel';
import { A, B, buildBoard, choose, names, ok, pass, zone, type Board } from './support/board.js';

const main = (a: Parameters<typeof buildBoard>[0], b: Parameters<typeof buildBoard>[1] = { vc: 'U3' }) => {
  const board = buildBoard(a, b);
  board.game.startStep('main', 'main');
  return board;
};
const order = (board: Board, card: string, player = A) => ok(board.game, { type: 'order', player, card: board.id(card) });
const known = (game: Game, id: string, player: string) => game.state.cards[id]?.knownTo?.includes(player) === true;
/** Answers every select the trigger effects ask (the first unit offered) until a play timing or the end. */
function settle(game: Game): void {
  for (let i = 0; i < 20 && game.decision?.kind === 'select'; i++) {
    const { options, min } = game.decision as { options: { id: string }[]; min?: number };
    choose(game, ...options.slice(0, Math.max(1, min ?? 1)).map((o) => o.id));
  }
}

describe('deck verbs at their edges (7.5, 7.7, 7.8, 7.11, 7.12)', () => {
  it('[VG 7.5.1.1] shuffling a deck of one card leaves it as it is, yet it counts as shuffled', () => {
    const board = main({ vc: 'U3', hand: ['Z-SHUFFLE'], deck: ['U2'], filler: 0 });
    const from = board.game.history().length;
    order(board, 'a.hand.0');
    expect(names(board.game, A, 'deck')).toEqual(['U2']);
    expect(
      board.game
        .history()
        .slice(from)
        .some((e) => e.type === 'shuffled' && e.detail?.['zone'] === `${A}/deck`),
    ).toBe(true);
  });

  it('[VG 7.7.2.1] looking at 0 cards does nothing: no card becomes known and no look happens', () => {
    const board = main({ vc: 'U3', hand: ['Z-LOOK-0', 'Z-LOOK-1'], deck: ['U2'] });
    editPosition(board.game).player(A, { orderLimitBonus: 1 }).build();
    const from = board.game.history().length;
    order(board, 'a.hand.0');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(false);
    expect(
      board.game
        .history()
        .slice(from)
        .some((e) => e.type === 'looked'),
    ).toBe(false);
    // Looking at 1 does look.
    order(board, 'a.hand.1');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(true);
  });

  it('[VG 7.12.3, 7.12] a shuffle hides every card of the deck again: a card looked at is no longer known', () => {
    const board = main({ vc: 'U3', hand: ['Z-LOOK-1', 'Z-SHUFFLE'], deck: ['U2', 'U1'] });
    editPosition(board.game).player(A, { orderLimitBonus: 1 }).build();
    order(board, 'a.hand.0');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(true);
    order(board, 'a.hand.1');
    expect(known(board.game, board.id('a.deck.0'), A)).toBe(false);
    expect(board.game.view(A).zones[`${A}/deck`]!.cards.every((c) => c.card === undefined)).toBe(true);
  });

  it('[VG 7.11.4] "search your deck or drop zone": a card may be found in either', () => {
    const board = main({ vc: 'U3', hand: ['Z-SEARCH-DECK-OR-DROP'], drop: ['U2'], deck: ['F', 'F'], filler: 0 });
    order(board, 'a.hand.0');
    // The only grade 2 card is in the drop zone; the search is hidden (deck), so the searcher chooses.
    expect(board.game.decision?.kind).toBe('select');
    const offered = (board.game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(offered).toEqual([board.id('a.drop.0')]);
    choose(board.game, board.id('a.drop.0'));
    expect(names(board.game, A, 'hand')).toContain('U2');
    expect(names(board.game, A, 'drop')).toEqual(['Z-SEARCH-DECK-OR-DROP']);
  });

  it('[VG 7.8.2] a swap whose other card is missing is not carried out: the hand card stays', () => {
    const board = main({ vc: 'U3', hand: ['Z-SWAP-HAND-DROP', 'U1'] });
    order(board, 'a.hand.0');
    if (board.game.decision?.kind === 'select') choose(board.game, board.id('a.hand.1'));
    expect(names(board.game, A, 'hand')).toEqual(['U1']);
    expect(names(board.game, A, 'drop')).toEqual(['Z-SWAP-HAND-DROP']);
  });
});

describe('the G assist step (9.5)', () => {
  it('[VG 9.5.2] at the start of the G assist step, "at the start of your G assist step" AUTOs are pending and played in its check timing', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'Z-G-ASSIST-START', hand: ['F'], deck: ['U1', 'U2', 'F', 'F', 'F', 'F'], noRideDeck: true },
      { vc: 'U3' },
    );
    const from = game.history().length;
    game.startStep('draw', 'draw');
    const log = game.history().slice(from);
    const started = log.findIndex((e) => e.type === 'start-of-g-assist-step');
    const charged = log.findIndex((e) => e.type === 'moved' && e.detail?.['reason'] === 'soul-charge');
    expect(started).toBeGreaterThanOrEqual(0);
    expect(charged).toBeGreaterThan(started);
    expect(names(game, A, 'soul')).toHaveLength(1);
    expect(id('a.fl')).toBeDefined();
  });
});

describe('trigger units that come out (7.16)', () => {
  it('[VG 7.16, 7.16.1] a trigger unit "comes out" when a drive check puts it into the trigger zone; a non-trigger drive check is not one', () => {
    const { game, id } = buildBoard({ vc: 'Z-TRIGGER-OUT', deck: ['TD', 'F'] }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    pass(game);
    settle(game);
    // Twin drive: TD (a trigger unit, one soul charge), then F (none).
    expect(zone(game, A, 'soul')).toHaveLength(1);
  });

  it('[VG 7.16.1] a trigger unit put into the trigger zone by a damage check comes out too', () => {
    const board = main({ vc: 'U3', hand: ['O-PING'] }, { vc: 'Z-TRIGGER-OUT', deck: ['TC', 'F', 'F'] });
    order(board, 'a.hand.0');
    settle(board.game);
    expect(names(board.game, B, 'damage')).toEqual(['TC']);
    expect(zone(board.game, B, 'soul')).toHaveLength(1);
  });
});

describe('where abilities work (11.4.4)', () => {
  it('[VG 11.4.4.2] an ability written for two zones works in either: in the hand and in the drop zone, not on the field', () => {
    const sides: [Parameters<typeof buildBoard>[0], number][] = [
      [{ vc: 'U3', hand: ['Z-TWO-ZONES'] }, 1],
      [{ vc: 'U3', drop: ['Z-TWO-ZONES'] }, 1],
      [{ vc: 'U3', fl: 'Z-TWO-ZONES' }, 0],
    ];
    for (const [side, expected] of sides) {
      const board = main(side);
      expect(zone(board.game, A, 'soul')).toHaveLength(expected);
    }
  });
});

describe('sources (11.5)', () => {
  const act = (board: Board, card: string) => ok(board.game, { type: 'activate', player: A, card: board.id(card), ability: 0 });

  it('[VG 11.5, 11.5.1, 11.5.1.1, 11.5.3, 11.5.3.1] the source of an effect is the card whose ability made it: a retire by the unit’s ACT has that unit as source, one by an order has the order', () => {
    const board = main({ vc: 'U3', fl: 'Z-RETIRER', hand: ['Z-RETIRE-ORDER'] }, { vc: 'U3', fl: 'Z-WATCHER', fr: 'Z-WATCHER' });
    const handB = zone(board.game, B, 'hand').length;
    order(board, 'a.hand.0');
    if (board.game.decision?.kind === 'select') choose(board.game, board.id('b.fr'));
    // Retired by the order's effect: its source is the order, not Z-RETIRER.
    expect(names(board.game, B, 'drop')).toEqual(['Z-WATCHER']);
    expect(zone(board.game, B, 'hand').length).toBe(handB);
    act(board, 'a.fl');
    if (board.game.decision?.kind === 'select') choose(board.game, board.id('b.fl'));
    expect(zone(board.game, B, 'hand').length).toBe(handB + 1);
    const retired = board.game.history().filter((e) => e.type === 'moved' && e.detail?.['reason'] === 'retire');
    const definition = (id: unknown) => (board.game.state.cards[id as string] ?? board.game.state.lastKnown[id as string])?.card;
    expect(retired.map((e) => definition(e.detail?.['source']))).toEqual(['Z-RETIRE-ORDER', 'Z-RETIRER']);
    expect(retired[1]!.detail?.['source']).toBe(board.id('a.fl'));
  });

  it('[VG 11.5.1.2] a rule process is not an effect and has no source: a unit put into the drop by rule process 13.3 was not moved by an effect', () => {
    const board = main({ vc: 'U3', hand: ['F'] }, { vc: 'U3', fl: 'Z-ANY-EFFECT-WATCHER' });
    const handB = zone(board.game, B, 'hand').length;
    // A second unit on the same circle: 13.3 puts the older one into the drop at the next check timing.
    editPosition(board.game).put(B, 'field#fl', { card: 'U1', as: 'newer' }).build();
    board.game.startStep('main', 'main');
    expect(names(board.game, B, 'drop')).toEqual(['Z-ANY-EFFECT-WATCHER']);
    const moved = board.game.history().find((e) => e.type === 'moved' && e.detail?.['to'] === `${B}/drop`);
    expect(moved?.detail?.['source']).toBeUndefined();
    expect(zone(board.game, B, 'hand').length).toBe(handB);
  });

  it('[VG 11.5.2, 11.5.2.1] battle damage has the attacking unit as its source', () => {
    const { game, id } = buildBoard({ vc: 'U3', deck: ['F', 'F'] }, { vc: 'Z-DAMAGE-WATCHER', hand: ['F'], deck: ['F', 'F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    pass(game);
    settle(game);
    const check = game.history().find((e) => e.type === 'damage-check' && e.player === B);
    expect(check?.detail).toMatchObject({ damageKind: 'battle', damageSource: id('a.vc') });
    // The battle-damage AUTO: one soul charge; the skill-damage one did not draw.
    expect(zone(game, B, 'soul')).toHaveLength(1);
  });

  it('[VG 11.5.2.2, 11.5.2.2.1, 11.5.3.2] skill damage has the effect’s source, a card (even "you deal damage"); a delayed trigger’s effect has the source of the effect that made it', () => {
    const board = main({ vc: 'U3', fl: 'Z-PINGER' }, { vc: 'Z-DAMAGE-WATCHER', deck: ['F', 'F', 'F'] });
    const handB = zone(board.game, B, 'hand').length;
    act(board, 'a.fl');
    const checks = () => board.game.history().filter((e) => e.type === 'damage-check' && e.player === B);
    expect(checks().map((e) => e.detail)).toMatchObject([{ damageKind: 'skill', damageSource: board.id('a.fl') }]);
    expect(zone(board.game, B, 'hand').length).toBe(handB + 1);
    expect(zone(board.game, B, 'soul')).toHaveLength(0);
    // The delayed trigger deals its damage at the end of the turn, with the same source.
    board.game.startStep('end', 'cleanup');
    expect(checks().map((e) => e.detail?.['damageSource'])).toEqual([board.id('a.fl'), board.id('a.fl')]);
    expect(zone(board.game, B, 'hand').length).toBeGreaterThanOrEqual(handB + 2);
  });
});

describe('"this ability cannot be used" clauses (11.2.1)', () => {
  const act = (board: Board, card: string) => board.game.act({ type: 'activate', player: A, card: board.id(card), ability: 0 });

  it('[VG 11.2.1, 11.2.1.1, 11.2.1.1.1] an ACT whose requirement is not met still resolves "cannot be used this turn" once its cost is paid; next turn it can be used again', () => {
    const board = main({ vc: 'U3', fl: 'Z-ACT-ONCE', damage: ['F', 'F'] });
    const hand = zone(board.game, A, 'hand').length;
    expect(act(board, 'a.fl').ok).toBe(true);
    // The requirement (5 cards in hand) was not met: no draw; the cost was paid.
    expect(zone(board.game, A, 'hand').length).toBe(hand);
    expect(board.game.legalActions(A).some((a) => a.type === 'activate' && a['card'] === board.id('a.fl'))).toBe(false);
    const second = act(board, 'a.fl');
    expect(second.ok).toBe(false);
    editPosition(board.game).turn(5, A).build();
    board.game.startStep('main', 'main');
    expect(board.game.legalActions(A).some((a) => a.type === 'activate' && a['card'] === board.id('a.fl'))).toBe(true);
  });

  it('[VG 11.2.1.1.2] with no cost, "cannot be used this game" resolves though the requirement is not met', () => {
    const board = main({ vc: 'U3', fl: 'Z-ACT-ONCE-FREE' });
    expect(act(board, 'a.fl').ok).toBe(true);
    editPosition(board.game).turn(7, A).build();
    board.game.startStep('main', 'main');
    expect(board.game.legalActions(A).some((a) => a.type === 'activate' && a['card'] === board.id('a.fl'))).toBe(false);
  });

  it('[VG 11.2.1.2, 11.2.1.2.1.1] an AUTO with a requirement triggers even when it is not met; pending, it may be removed unplayed; once resolved it cannot be used that turn', () => {
    const run = (decline: boolean) => {
      const { game, id } = buildBoard({ vc: 'U3', fl: 'Z-AUTO-ONCE', fr: 'U2' }, { vc: 'U3', hand: ['F'] });
      game.startStep('battle', 'start');
      ok(game, { type: 'declare-attack', player: A });
      ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
      // Pending although its requirement (5 cards in hand) is not met: play it or remove it unplayed.
      const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
      expect(options.some((o) => o.startsWith('decline:'))).toBe(true);
      choose(
        game,
        options.find((o) => o.startsWith('decline:') === decline)!,
      );
      return { game, id };
    };
    const declined = run(true);
    expect(declined.game.stat(declined.id('a.fl'), 'power')).toBe(8000);
    const played = run(false);
    expect(played.game.stat(played.id('a.fl'), 'power')).toBe(13000);
    // The next attack of the turn by the vanguard does not trigger it again.
    const { game, id } = played;
    editPosition(game)
      .change(id('a.vc'), { status: { rested: null } })
      .build();
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    expect(
      game.decision?.kind === 'select' && (game.decision as { options: { id: string }[] }).options.some((o) => o.id.startsWith('decline:')),
    ).toBe(false);
    expect(game.stat(id('a.fl'), 'power')).toBe(13000);
  });
});

describe('Soul Blast by an effect, markers on circles (7.25.3, 7.4.2)', () => {
  it('[VG 7.25.3] Soul Blast as part of an effect: with too few cards in the soul it is not done (the effect goes on); with enough the cards go to the drop', () => {
    const few = main({ vc: 'U3', soul: ['F'], hand: ['Z-SB2-EFFECT'] });
    const hand = zone(few.game, A, 'hand').length;
    order(few, 'a.hand.0');
    expect(names(few.game, A, 'soul')).toEqual(['F']);
    expect(zone(few.game, A, 'hand').length).toBe(hand);
    const enough = main({ vc: 'U3', soul: ['F', 'U1'], hand: ['Z-SB2-EFFECT'] });
    order(enough, 'a.hand.0');
    settle(enough.game);
    expect(names(enough.game, A, 'soul')).toEqual([]);
    expect(names(enough.game, A, 'drop').sort()).toEqual(['F', 'U1', 'Z-SB2-EFFECT']);
  });

  it('[VG 7.4.2] "put a (name) marker on a circle" makes a marker with that name on that circle', () => {
    const board = main({ vc: 'U3', hand: ['Z-MARK-CIRCLE'] });
    order(board, 'a.hand.0');
    expect(board.game.state.players[0]!.status['circleMarkers']).toEqual([{ name: 'Beacon', master: A, circle: 'fl' }]);
  });
});

describe('battle terms and edges (ch.10)', () => {
  const attack = (game: Game, attacker: string, target: string) => {
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker, target });
  };

  it('[VG 10.4.1.9.2] the attacking unit and the attacked unit are each other’s battle opponents; other units are not', () => {
    const { game, id } = buildBoard({ vc: 'Z-FOE-SHRINK', fl: 'U2' }, { vc: 'U3', fl: 'Z-FOE-WATCH', fr: 'U2', hand: ['F'] });
    attack(game, id('a.vc'), id('b.fl'));
    settle(game);
    // Z-FOE-SHRINK's AUTO: its battle opponent -3000; Z-FOE-WATCH's: its battle opponent +1000.
    expect(game.stat(id('b.fl'), 'power')).toBe(7000);
    expect(game.stat(id('b.fr'), 'power')).toBe(10000);
    expect(game.stat(id('a.vc'), 'power')).toBe(14000);
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
  });

  it('[VG 10.1.4] a battle with a vanguard designated as attacked "attacked a vanguard", one with a rear-guard "attacked a rear-guard", until the close step ends', () => {
    const run = (target: 'b.vc' | 'b.fl') => {
      const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'Z-BATTLE-WATCH' }, { vc: 'U3', fl: 'U1', hand: ['F'] });
      const hand = zone(game, A, 'hand').length;
      attack(game, id('a.fl'), id(target));
      while (game.decision !== null && game.state.turn.player === A && (game.decision as { window?: string }).window !== 'start') {
        if (game.decision.kind === 'select') settle(game);
        else pass(game);
      }
      return { drew: zone(game, A, 'hand').length - hand, charged: zone(game, A, 'soul').length };
    };
    expect(run('b.vc')).toEqual({ drew: 1, charged: 0 });
    expect(run('b.fl')).toEqual({ drew: 0, charged: 1 });
  });

  it('[VG 10.4.1.5.2] a unit that can no longer attack during its battle goes on with that battle: it drive-checks and deals damage', () => {
    const { game, id } = buildBoard({ vc: 'Z-LAST-ATTACK', deck: ['F', 'F'] }, { vc: 'U3', hand: ['F'], deck: ['F'] });
    attack(game, id('a.vc'), id('b.vc'));
    expect(game.stat(id('a.vc'), 'cannotAttack')).toBe(true);
    pass(game);
    settle(game);
    expect(game.history().filter((e) => e.type === 'drive-check')).toHaveLength(2);
    expect(zone(game, B, 'damage')).toHaveLength(1);
  });

  it('[VG 10.6.1.2.2] a drive unit whose drive is 0 or less makes no drive check; at 1 it makes one', () => {
    const checks = (card: string) => {
      const board = main({ vc: 'U3', hand: [card], deck: ['F', 'F', 'F'] }, { vc: 'U3', hand: ['F'] });
      order(board, 'a.hand.0');
      const from = board.game.history().length;
      attack(board.game, board.id('a.vc'), board.id('b.vc'));
      pass(board.game);
      settle(board.game);
      return board.game
        .history()
        .slice(from)
        .filter((e) => e.type === 'drive-check').length;
    };
    expect(checks('Z-DRIVE-MINUS-2')).toBe(0);
    expect(checks('Z-DRIVE-MINUS-1')).toBe(1);
  });

  it('[VG 10.7.1.4.2] an attacking unit that left the field before the damage step deals no damage', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', hand: ['Z-BLITZ-RETIRE-ATTACKER'], deck: ['F'] });
    attack(game, id('a.fl'), id('b.vc'));
    ok(game, { type: 'blitz', player: B, card: id('b.hand.0') });
    settle(game);
    if ((game.decision as { window?: string } | null)?.window === 'guard') pass(game);
    settle(game);
    expect(names(game, A, 'drop')).toEqual(['U2']);
    expect(zone(game, B, 'damage')).toHaveLength(0);
    expect(game.history().some((e) => e.type === 'hit')).toBe(false);
  });
});

describe('attacks by effect (7.36)', () => {
  const attackers = (game: Game) =>
    game
      .history()
      .filter((e) => e.type === 'attacks')
      .map((e) => e.detail?.['card']);
  /** Plays the battle phase out: the defender passes, trigger choices take the first option, no new attack is declared. */
  function playOut(game: Game): void {
    for (let i = 0; i < 40 && game.decision !== null && game.state.turn.player === A; i++) {
      if (game.decision.kind === 'select') settle(game);
      else if ((game.decision as { window?: string }).window === 'start') break;
      else pass(game);
    }
  }

  it('[VG 7.36.1.3] after each attack process the instruction goes back to 7.36.1.1: every standing unit it names attacks in turn', () => {
    const { game, id } = buildBoard(
      { vc: 'Z-RALLY', fl: 'U2', fr: 'U2', deck: ['F', 'F', 'F', 'F'] },
      { vc: 'U3', hand: ['F'], deck: ['F', 'F', 'F'] },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    playOut(game);
    expect(new Set(attackers(game))).toEqual(new Set([id('a.vc'), id('a.fl'), id('a.fr')]));
    expect(attackers(game)).toHaveLength(3);
  });

  it('[VG 7.36.1.3] an attacking unit that stood during its attack process ends the instruction: the other named unit does not attack', () => {
    const { game, id } = buildBoard(
      { vc: 'Z-RALLY', fl: 'Z-SELF-STANDER', fr: 'Z-SELF-STANDER', deck: ['F', 'F', 'F', 'F'] },
      { vc: 'U3', hand: ['F'], deck: ['F', 'F', 'F'] },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    playOut(game);
    // The vanguard, then one rear-guard (which stood during its attack): two attacks only.
    expect(attackers(game)).toHaveLength(2);
  });

  it('[VG 7.36.4] "that attack" after an attack instruction is the battle in progress, not the battle the instruction makes', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'Z-THAT-ATTACK', deck: ['F', 'F', 'F'] },
      { vc: 'U3', hand: ['F', 'F'], deck: ['F', 'F'] },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    settle(game);
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
    pass(game); // B's guard step in the first battle
    settle(game);
    // The second battle, made by the instruction: the +5000 of the first one is gone.
    expect(attackers(game)).toEqual([id('a.fl'), id('a.fl')]);
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
  });
});

describe('a controlled unit’s position (7.39.3)', () => {
  const control = (board: Board) => {
    order(board, 'a.hand.0');
    if (board.game.decision?.kind === 'select') choose(board.game, board.id('b.fr'));
  };

  it('[VG 7.39.3, 7.39.3.1] a controlled unit from the opponent’s right column is in the controller’s left column', () => {
    const board = main({ vc: 'U3', fl: 'Z-COLUMN-LEADER', bl: 'U1', hand: ['Y-CONTROL-TURN'] }, { vc: 'U3', fl: 'U2', fr: 'U1' });
    // Before: only the leader's own back-row unit of its column gets +2000.
    expect(board.game.stat(board.id('a.bl'), 'power')).toBe(10000);
    expect(board.game.stat(board.id('b.fr'), 'power')).toBe(8000);
    control(board);
    expect(board.game.state.cards[board.id('b.fr')]!.controller).toBe(A);
    // The opponent's right column is the controller's left: the leader's column.
    expect(board.game.stat(board.id('b.fr'), 'power')).toBe(10000);
    expect(board.game.stat(board.id('b.fl'), 'power')).toBe(10000);
  });

  it('[VG 7.39.3.2] circles of different masters are not each other’s front or back row: the controller’s back-row unit of that column cannot boost the controlled unit', () => {
    const board = main({ vc: 'U3', bl: 'U1', hand: ['Y-CONTROL-TURN'] }, { vc: 'U3', fr: 'U2', hand: ['F'] });
    control(board);
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    const boosted = board.game.act({
      type: 'attack',
      player: A,
      attacker: board.id('b.fr'),
      target: board.id('b.vc'),
      booster: board.id('a.bl'),
    });
    expect(boosted.ok).toBe(false);
    expect(
      board.game.legalActions(A).some((a) => a.type === 'attack' && a['attacker'] === board.id('b.fr') && a['booster'] !== undefined),
    ).toBe(false);
    ok(board.game, { type: 'attack', player: A, attacker: board.id('b.fr'), target: board.id('b.vc') });
  });
});

describe('costs (7.21, 11.7)', () => {
  const canAct = (board: Board, card: string) =>
    board.game.legalActions(A).some((a) => a.type === 'activate' && a['card'] === board.id(card));

  it('[VG 7.21, 7.21.1, 11.7.2] with its costs nullified this turn an ACT is played by declaring it alone: nothing is paid; next turn the cost is back', () => {
    const board = main({ vc: 'U3', fl: 'Z-COSTLY', hand: ['Z-NULLIFY'] });
    expect(canAct(board, 'a.fl')).toBe(false);
    order(board, 'a.hand.0');
    expect(canAct(board, 'a.fl')).toBe(true);
    const hand = zone(board.game, A, 'hand').length;
    ok(board.game, { type: 'activate', player: A, card: board.id('a.fl'), ability: 0 });
    expect(zone(board.game, A, 'hand').length).toBe(hand + 1);
    expect(zone(board.game, A, 'damage')).toEqual([]);
    editPosition(board.game).turn(5, A).build();
    board.game.startStep('main', 'main');
    expect(canAct(board, 'a.fl')).toBe(false);
  });

  it('[VG 11.7.3] a cost of "all" (discard your whole hand) can be paid even when that is nothing', () => {
    const empty = main({ vc: 'U3', fl: 'Z-DISCARD-ALL' });
    expect(zone(empty.game, A, 'hand')).toEqual([]);
    expect(canAct(empty, 'a.fl')).toBe(true);
    ok(empty.game, { type: 'activate', player: A, card: empty.id('a.fl'), ability: 0 });
    expect(zone(empty.game, A, 'soul')).toHaveLength(1);
    const two = main({ vc: 'U3', fl: 'Z-DISCARD-ALL', hand: ['F', 'U1'] });
    ok(two.game, { type: 'activate', player: A, card: two.id('a.fl'), ability: 0 });
    if (two.game.decision?.kind === 'select') choose(two.game, two.id('a.hand.0'), two.id('a.hand.1'));
    expect(names(two.game, A, 'drop').sort()).toEqual(['F', 'U1']);
    expect(zone(two.game, A, 'soul')).toHaveLength(1);
  });
});

describe('face-down cards of public zones and bind bundles (4.11.3, 4.12, 4.17.3)', () => {
  const act = (board: Board, card: string, ability = 0) => ok(board.game, { type: 'activate', player: A, card: board.id(card), ability });

  it('[VG 4.11.3] a face-down damage card has no information and none can be added; a face-up one takes the effect', () => {
    const board = main({ vc: 'U3', damage: ['U1', 'U2'], faceDown: ['damage.1'], hand: ['Z-PUMP-DAMAGE'] });
    expect(board.game.stat(board.id('a.damage.1'), 'grade')).toBeNull();
    order(board, 'a.hand.0');
    expect(board.game.stat(board.id('a.damage.0'), 'power')).toBe(13000);
    expect(board.game.stat(board.id('a.damage.1'), 'power')).toBeNull();
  });

  it('[VG 4.12.3, 4.12.4] a card bound face down: its owner sees it, the opponent does not, and it has no information', () => {
    const board = main({ vc: 'U3', fl: 'Z-BINDER-DOWN', hand: ['U2'] });
    act(board, 'a.fl');
    const bound = zone(board.game, A, 'bind')[0]!;
    expect(board.game.state.cards[bound]).toMatchObject({ card: 'U2', faceUp: false });
    expect(board.game.view(A).zones[`${A}/bind`]!.cards[0]!.card).toBe('U2');
    expect(board.game.view(B).zones[`${A}/bind`]!.cards[0]!.card).toBeUndefined();
    expect(board.game.stat(bound, 'grade')).toBeNull();
    expect(board.game.stat(bound, 'power')).toBeNull();
  });

  it('[VG 4.12.5, 4.12] bound cards are kept in one bundle per binding card: "the cards this unit bound" are its own bundle only', () => {
    const board = main({ vc: 'U3', fl: 'Z-BINDER-DOWN', fr: 'Z-BINDER-UP', hand: ['U2', 'U1'] });
    act(board, 'a.fl');
    if (board.game.decision?.kind === 'select') choose(board.game, board.id('a.hand.0'));
    act(board, 'a.fr');
    expect(names(board.game, A, 'bind').sort()).toEqual(['U1', 'U2']);
    // The face-up binder takes back its own bundle (U1) only.
    act(board, 'a.fr', 1);
    expect(names(board.game, A, 'hand')).toEqual(['U1']);
    expect(names(board.game, A, 'bind')).toEqual(['U2']);
  });
});

describe('the order zone’s face-down cards (4.17.3)', () => {
  it('[VG 4.17.3, 4.17.3.1] a card in the order zone is face up or face down; face down it has no information', () => {
    const board = main({ vc: 'U3' });
    const placed = editPosition(board.game)
      .put(A, 'order-zone', { card: 'Z-SET', as: 'up' })
      .put(A, 'order-zone', { card: 'Z-SET', as: 'down', faceUp: false })
      .build();
    expect(board.game.stat(placed.id('up'), 'grade')).toBe(1);
    expect(board.game.state.cards[placed.id('down')]!.faceUp).toBe(false);
    expect(board.game.stat(placed.id('down'), 'grade')).toBeNull();
  });
});

describe('legion conditions (6.4.2)', () => {
  /** Answers every select decision with its first options until `until` holds. */
  function answerFirst(game: Game, until: () => boolean): void {
    for (let i = 0; i < 20 && !until() && game.decision?.kind === 'select'; i++) {
      const { options, min, player } = game.decision as { options: { id: string }[]; min: number; player: string };
      ok(game, { type: 'choose', player, choice: options.slice(0, Math.max(min, 1)).map((o) => o.id) });
    }
  }

  it('[VG 6.4.2, 6.4.2.2, 6.4.2.3] "if it is in legion" holds while the pair is in legion; "if it legioned this turn" only in the turn it did', () => {
    const board = buildBoard(
      { vc: 'pc-ember-leader', fl: 'Z-LEGION-WATCH', drop: ['U1', 'U1', 'U2', 'TC'], deck: ['F', 'pc-ember-mate'], hand: ['U3'] },
      { vc: 'U3', hand: ['U1'] },
      { gameOptions: { format: 'premium' } },
    );
    const { game, id } = board;
    game.startStep('main', 'main');
    const base = game.stat(id('a.vc'), 'power') as number;
    // Not in legion: the ACT gives nothing.
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(game.stat(id('a.vc'), 'power')).toBe(base);
    ok(game, { type: 'activate', player: A, card: id('a.vc'), ability: 0 });
    answerFirst(game, () => (game.state.zones['p1/field#legion'] ?? []).length > 0);
    const withMate = game.stat(id('a.vc'), 'power') as number;
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(game.stat(id('a.vc'), 'power')).toBe(withMate + 3000);
    // A later turn: still in legion, but it did not legion that turn.
    editPosition(game).turn(5, A).build();
    game.startStep('main', 'main');
    const later = game.stat(id('a.vc'), 'power') as number;
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    expect(game.stat(id('a.vc'), 'power')).toBe(later + 1000);
  });
});

describe('the game’s principles (1.3)', () => {
  it('[VG 1.3.1] card text beats the rules: a rear-guard whose text lets it attack from the back row may; another back-row unit may not', () => {
    const { game, id } = buildBoard({ vc: 'U3', bl: 'Z-BACK-ATTACKER', br: 'U1' }, { vc: 'U3', hand: ['F'] });
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    const attackers = new Set(game.legalActions(A).flatMap((a) => (a.type === 'attack' ? [a['attacker']] : [])));
    expect(attackers.has(id('a.bl'))).toBe(true);
    expect(attackers.has(id('a.br'))).toBe(false);
    ok(game, { type: 'attack', player: A, attacker: id('a.bl'), target: id('b.vc') });
    expect(game.state.cards[id('a.bl')]!.status['rested']).toBe(true);
  });

  it('[VG 1.3.3] an instruction to attack given while an effect forbids that unit to attack: the prohibition wins, no attack is made', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'Z-FORBIDDEN-REATTACK', deck: ['F', 'F'] },
      { vc: 'U3', hand: ['F', 'F'], deck: ['F'] },
    );
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc') });
    settle(game);
    pass(game);
    settle(game);
    // The unit stood and was told to attack, but it cannot attack: only the first battle happened.
    expect(game.history().filter((e) => e.type === 'attacks')).toHaveLength(1);
    expect(game.state.cards[id('a.fl')]!.status['rested']).toBeUndefined();
  });
});

describe('information (5.1)', () => {
  it('[VG 5.1.2] information other than abilities held several times counts once: twin drive given twice to a twin-drive unit is still two drive checks', () => {
    const board = main({ vc: 'U3', hand: ['Z-TWIN-TWICE'], deck: ['F', 'F', 'F', 'F'] }, { vc: 'U3', hand: ['F'] });
    order(board, 'a.hand.0');
    expect((board.game.stat(board.id('a.vc'), 'keywords') as string[]).filter((k) => k === 'twin-drive')).toHaveLength(1);
    board.game.startStep('battle', 'start');
    ok(board.game, { type: 'declare-attack', player: A });
    const from = board.game.history().length;
    ok(board.game, { type: 'attack', player: A, attacker: board.id('a.vc'), target: board.id('b.vc') });
    pass(board.game);
    settle(board.game);
    expect(
      board.game
        .history()
        .slice(from)
        .filter((e) => e.type === 'drive-check'),
    ).toHaveLength(2);
  });
});
