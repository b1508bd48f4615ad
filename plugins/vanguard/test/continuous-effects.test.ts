import { describe, expect, it } from 'vitest';
import type { Game } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { A, B, buildBoard, names, ok } from './support/board.js';
import { attack, playPending } from './support/kw-a.js';
import { effectsCards } from './support/effects-cards.js';

/*
 * 11.11: modifications measured at resolution (Echo Drummer doubles, Leveller Automaton raises or lowers to a
 * value), nullifying (Warden of the Hushed Choir), timestamp order, information read on entering a zone, and
 * the choice among replacement effects (11.12.2).
 */

const engine = { cards: effectsCards };
const rules = { playTimings: 'rules' as const, engine };

/** Plays pending abilities, paying optional costs ("by paying …", 11.9.5.2). */
function playAll(game: Game): void {
  for (let i = 0; i < 10; i++) {
    playPending(game);
    const decision = game.decision as { kind: string; player: string; options?: { id: string }[] } | null;
    const yes = decision?.kind === 'select' ? decision.options?.find((o) => o.id === 'yes') : undefined;
    if (yes === undefined) return;
    ok(game, { type: 'choose', player: decision!.player, choice: ['yes'] });
  }
}

const effectsOn = (game: Game, card: string, stat: string) =>
  game.state.effects.filter((e) => e.cards.includes(card) && e.stat === stat).map((e) => e.modification);

describe('modifications measured when they resolve (11.11.4.1)', () => {
  it('[VG 11.11.4.1.1] "the boosted unit’s power doubles": an addition of the power it had then, which stays', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', bl: 'tt-echo', soul: ['F'] }, { vc: 'U3' }, rules);
    game.startStep('battle', 'start');
    attack(game, id('a.fl'), id('b.vc'), id('a.bl'));
    playAll(game);
    // 10000 + the boost's 7000 = 17000 when it resolved: +17000.
    expect(effectsOn(game, id('a.fl'), 'power')).toEqual([{ add: 17000 }]);
    expect(game.stat(id('a.fl'), 'power')).toBe(34000);
  });

  it('[VG 11.11.4.1] "raise or lower this unit’s power to that vanguard’s": the difference at resolution, fixed for the turn', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'tt-leveller', damage: ['F'] }, { vc: 'U3' }, rules);
    game.startStep('battle', 'start');
    attack(game, id('a.fl'), id('b.vc'));
    playAll(game);
    expect(effectsOn(game, id('a.fl'), 'power')).toEqual([{ add: 4000 }]);
    expect(game.stat(id('a.fl'), 'power')).toBe(13000);
  });
});

describe('nullifying continuous effects (11.11.8)', () => {
  it('[VG 11.11.8, 11.11.8.1] nullifying the effects on the attacking unit ends each of them as a whole: the vanguard’s +5000 from the same effect ends too', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2', hand: ['X-PUMP-ALL'] }, { vc: 'U3', fl: 'gw-warden', damage: ['F'] }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect([game.stat(id('a.fl'), 'power'), game.stat(id('a.vc'), 'power')]).toEqual([15000, 18000]);
    game.startStep('battle', 'start');
    attack(game, id('a.fl'), id('b.fl'));
    playAll(game);
    expect(game.state.log.some((e) => e.type === 'ability-played' && e.detail?.['label'] === 'Warden: nullify')).toBe(true);
    expect([game.stat(id('a.fl'), 'power'), game.stat(id('a.vc'), 'power')]).toEqual([10000, 13000]);
  });
});

describe('timestamp order (11.11.3.1)', () => {
  it('[VG 11.11.3.1, 11.11.3.1.1.1] two "becomes" effects in the same layer apply in the order they were created: the later one wins', () => {
    for (const [first, second, power] of [
      ['X-BECOME-9000', 'X-BECOME-12000', 12000],
      ['X-BECOME-12000', 'X-BECOME-9000', 9000],
    ] as const) {
      const { game, id } = buildBoard({ vc: 'U3', hand: [first, second] }, { vc: 'U3' }, rules);
      editPosition(game).player(A, { orderLimitBonus: 1 }).build(); // two orders this turn
      game.startStep('main', 'main');
      ok(game, { type: 'order', player: A, card: id('a.hand.0') });
      ok(game, { type: 'order', player: A, card: id('a.hand.1') });
      expect(game.stat(id('a.vc'), 'power')).toBe(power);
    }
  });

  it('[VG 11.11.3.1.1] a continuous ability’s effect is ordered by when its card was placed on the field: the unit placed later wins', () => {
    const later = buildBoard({ vc: 'U3', fl: 'X-ALWAYS-20000', fr: 'X-ALWAYS-25000' }, { vc: 'U3' }, rules);
    expect(later.game.stat(later.id('a.vc'), 'power')).toBe(25000);
    const earlier = buildBoard({ vc: 'U3', fl: 'X-ALWAYS-25000', fr: 'X-ALWAYS-20000' }, { vc: 'U3' }, rules);
    expect(earlier.game.stat(earlier.id('a.vc'), 'power')).toBe(20000);
  });
});

describe('information on entering a zone (11.11.7)', () => {
  it('[VG 11.11.7, 11.11.6] an AUTO keyed to the power of a unit placed on a circle reads it with the circle’s continuous effects applied', () => {
    const withRally = buildBoard({ vc: 'X-RALLY', fl: 'X-SCOUT-13000', hand: ['U1'] }, { vc: 'U3' }, rules);
    withRally.game.startStep('main', 'main');
    ok(withRally.game, { type: 'call', player: A, card: withRally.id('a.hand.0'), circle: 'fr' });
    playAll(withRally.game);
    expect(names(withRally.game, A, 'hand')).toHaveLength(1); // 8000 + 5000 = 13000 when placed: it draws

    const without = buildBoard({ vc: 'U3', fl: 'X-SCOUT-13000', hand: ['U1'] }, { vc: 'U3' }, rules);
    without.game.startStep('main', 'main');
    ok(without.game, { type: 'call', player: A, card: without.id('a.hand.0'), circle: 'fr' });
    playAll(without.game);
    expect(names(without.game, A, 'hand')).toHaveLength(0);
  });
});

describe('several replacement effects for one event (11.12.2)', () => {
  it('[VG 11.12.2, 11.12.2.1] when two replacements apply to a rear-guard’s retire, its master chooses which applies, even when the opponent retires it', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2' }, { vc: 'U3', hand: ['X-RETIRE-THEIRS'] }, { ...rules, tp: B });
    // Two replacement effects of A's ("if one of your rear-guards would be retired, put it into your hand / soul
    // instead"), then the opponent's order retires A's rear-guard: A, its master, chooses.
    for (const to of ['hand', 'soul'])
      editPosition(game)
        .replacement({
          controller: A,
          replaces: 'retire',
          match: { all: [{ test: 'rear-guard' }, { test: 'controlled-by', player: 'you' }] },
          duration: 'turn',
          instead: [{ do: 'move', cards: { var: 'replaced' }, to, reason: 'sheltered' }],
        })
        .build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: B, card: id('b.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 11.12.2' });
    const options = (game.decision as unknown as { options: { id: string }[] }).options;
    expect(options).toHaveLength(2);
    ok(game, { type: 'choose', player: A, choice: [options[1]!.id] });
    expect(names(game, A, 'soul')).toEqual(['U2']);
    expect(names(game, A, 'drop')).not.toContain('U2');
  });
});

describe('optional replacement effects (11.3.1.3.2, 11.12.3)', () => {
  // Stunt Double Doll: "when placed on (R), this turn, if this unit would be retired, you may Counter Blast 1
  // instead; if you do, put it into your soul". Calling onto its circle retires it (6.2.3.4).
  const placed = (damage: string[]) => {
    const built = buildBoard({ vc: 'U3', hand: ['tt-stuntman', 'U1'], damage }, { vc: 'U3' }, rules);
    built.game.startStep('main', 'main');
    ok(built.game, { type: 'call', player: A, card: built.id('a.hand.0'), circle: 'fl' });
    playAll(built.game);
    ok(built.game, { type: 'call', player: A, card: built.id('a.hand.1'), circle: 'fl' });
    return built;
  };

  it('[VG 11.3.1.3, 11.3.1.3.2] "you may [choice] instead; if you do, …": its master is asked, and doing it replaces the retire', () => {
    const { game } = placed(['F']);
    expect(game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 11.12.2' });
    const use = (game.decision as unknown as { options: { id: string }[] }).options.find((o) => o.id !== 'none')!;
    ok(game, { type: 'choose', player: A, choice: [use.id] });
    expect(names(game, A, 'soul')).toEqual(['tt-stuntman']);
    expect(names(game, A, 'drop')).toEqual([]);
    expect(game.state.cards[game.state.zones[`${A}/damage`]![0]!]!.faceUp).toBe(false);
  });

  it('[VG 11.3.1.3.2] declining the optional replacement, the retire happens after all', () => {
    const { game } = placed(['F']);
    ok(game, { type: 'choose', player: A, choice: ['none'] });
    expect(names(game, A, 'drop')).toEqual(['tt-stuntman']);
    expect(names(game, A, 'soul')).toEqual([]);
  });

  it('[VG 11.12.3] an optional replacement whose choice cannot be performed does not apply: without a face-up damage card the unit is retired, unasked', () => {
    const { game } = placed([]);
    expect(game.decision?.kind).toBe('play');
    expect(names(game, A, 'drop')).toEqual(['tt-stuntman']);
  });
});
