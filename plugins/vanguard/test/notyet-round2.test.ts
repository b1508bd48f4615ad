import { describe, expect, it } from 'vitest';
import { A, B, buildBoard, choose, names, ok, onCircle, zone } from './support/board.js';
import { vanguardPlugin } from '../src/index.js';
import { notYet2Cards } from './support/notyet2-cards.js';
import { notYetCards as notYetCardsForDraw } from './support/notyet-cards.js';
import { cardRulesTestCards } from './support/card-rules-cards.js';
import { attack } from './support/kw-a.js';
import { editPosition } from '@tcgkit/testing';

/* Issue 16, second round: sections the coverage document left "not yet" (chapters 1, 4, 5, 7, 10, 11, 12, 14, 15). */

const engine = { cards: notYet2Cards };
const rules = { playTimings: 'rules' as const, engine };

/** Answers selects with their first options ('no' when offered) and passes play timings until `stop` holds. */
function answerUntil(game: Game, stop: () => boolean, prefer: readonly string[] = []): void {
  for (let i = 0; i < 60 && !stop(); i++) {
    const d = game.decision;
    if (d === null) return;
    if (d.kind === 'play') ok(game, { type: 'pass', player: d.player });
    else {
      const { options, min } = d as unknown as { options: { id: string }[]; min: number };
      const no = options.find((o) => o.id === 'no');
      const liked = options.filter((o) => prefer.includes(o.id));
      const rest = options.filter((o) => !prefer.includes(o.id));
      const pick = no !== undefined ? ['no'] : [...liked, ...rest].slice(0, Math.max(min, 1)).map((o) => o.id);
      ok(game, { type: 'choose', player: d.player, choice: pick });
    }
  }
}
type Game = ReturnType<typeof buildBoard>['game'];

/** Answers every open decision by passing or taking the first options, until `done` holds (at most `limit` times). */
function settle(game: ReturnType<typeof buildBoard>['game'], done: () => boolean, limit = 12): void {
  for (let i = 0; i < limit && game.decision !== null && !done(); i++) {
    const decision = game.decision as { kind: string; player: string; options?: { id: string }[]; min?: number };
    if (decision.kind === 'select')
      ok(game, {
        type: 'choose',
        player: decision.player,
        choice: decision.options!.slice(0, Math.max(1, decision.min ?? 1)).map((o) => o.id),
      });
    else ok(game, { type: 'pass', player: decision.player });
  }
}

describe('events of continuing actions (1.3.7.4)', () => {
  it('[VG 1.3.7.4] a booster that moves away mid-battle no longer boosts, but "this unit was boosted" still holds', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'A-ATK', bl: 'NY2-HOP' }, { vc: 'U3', hand: ['F'] }, rules);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id('b.vc'), booster: id('a.bl') });
    // Both AUTOs wait (A-ATK's "when it attacks, +5000 if boosted" and the booster's move): the booster's first.
    const options = (game.decision as { options: { id: string; label?: string }[] }).options;
    const hop = options.find((o) => JSON.stringify(o).includes('NY2-HOP')) ?? options[1]!;
    choose(game, hop.id);
    settle(
      game,
      () =>
        onCircle(game, A, 'fr') !== undefined &&
        game.state.log.filter((e) => e.type === 'rested').length > 0 &&
        game.stat(id('a.fl'), 'power') !== 10000 + 8000,
    );
    settle(game, () => (game.decision as { window?: string } | null)?.window === 'guard' || game.decision?.player === B);
    // The booster is now on the front-right circle: it boosts no more (7.47.1.2: only while both stay).
    expect(onCircle(game, A, 'fr')).toBeDefined();
    expect(onCircle(game, A, 'bl')).toBeUndefined();
    // …but "boosted" happened and is not undone (1.3.7.4): A-ATK's +5000 for having been boosted applies.
    expect(game.state.log.some((e) => e.type === 'boosts')).toBe(true);
    expect(game.stat(id('a.fl'), 'power')).toBe(10000 + 5000);
  });
});

describe('gifts at the check timing (11.6.1.3)', () => {
  it('[VG 11.6.1.3, 11.6.1.2] a gift the non-turn fighter gains in the turn fighter’s battle: that fighter chooses it and processes it', () => {
    const { game, id } = buildBoard({ vc: 'U3' }, { vc: 'NY2-COUNTER-RIDE', hand: ['U3A', 'F'] }, rules);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    settle(game, () => game.decision?.rule === 'VG 16.3.1.3');
    expect(game.decision).toMatchObject({ kind: 'select', player: B, rule: 'VG 16.3.1.3' });
    choose(game, 'I');
    expect(game.state.players[1]!.status['accelCircles']).toEqual(['a1']);
    expect(game.state.players[0]!.status['accelCircles']).toBeUndefined();
    expect(names(game, B, 'soul')).toEqual(['NY2-COUNTER-RIDE']);
  });
});

describe('the master of a pending AUTO (11.9.4.2)', () => {
  it('[VG 11.9.4.2, 7.39.1.2] an AUTO that triggered while its unit was controlled is played by the controller, after control ended', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY2-SEIZE'] }, { vc: 'U3', fl: 'NY2-RESTLESS' }, rules);
    game.startStep('main', 'main');
    const handA = zone(game, A, 'hand').length;
    const handB = zone(game, B, 'hand').length;
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ player: A, window: 'main' });
    // Control ended with the effect: B's unit is B's again, and rested.
    expect(game.state.cards[id('b.fl')]!.controller).toBe(B);
    expect(game.state.cards[id('b.fl')]!.status['rested']).toBe(true);
    // Its "when rested, you draw" triggered while A was its master: A drew (the order left A's hand), not B.
    expect(zone(game, A, 'hand').length).toBe(handA - 1 + 1);
    expect(zone(game, B, 'hand').length).toBe(handB);
  });
});

describe('intercepting (10.5.1.2.4.1)', () => {
  const interceptWith = (hold: boolean) => {
    const board = buildBoard({ vc: 'U3', hand: hold ? ['NY2-HOLD-LINE'] : [] }, { vc: 'U3', fl: 'NY2-SENTRY', hand: ['F'] }, rules);
    const { game, id } = board;
    if (hold) {
      game.startStep('main', 'main');
      ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    }
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    settle(game, () => game.decision?.player === B && game.legalActions().some((a) => a.type === 'intercept'));
    const hand = zone(game, B, 'hand').length;
    ok(game, { type: 'intercept', player: B, cards: [id('b.fl')] });
    settle(game, () => game.decision?.player === B && (game.decision as { window?: string }).window === 'guard');
    return { game, id, drew: zone(game, B, 'hand').length - hand };
  };

  it('[VG 10.5.1.2.4.1] a "when it intercepts" AUTO waits once the unit is chosen and it moves to the guardian circle', () => {
    const { game, id, drew } = interceptWith(false);
    expect(onCircle(game, B, 'fl')).toBeUndefined();
    expect(zone(game, B, 'field').includes(id('b.fl'))).toBe(true);
    expect(drew).toBe(1);
  });

  it('[VG 10.5.1.2.4.1] when the chosen unit does not reach the guardian circle, its "when it intercepts" AUTO does not wait and it does not guard', () => {
    const { game, id, drew } = interceptWith(true);
    expect(onCircle(game, B, 'fl')).toBe(id('b.fl'));
    expect(drew).toBe(0);
    expect(game.state.cards[id('b.fl')]!.status['guarding']).toBeUndefined();
  });
});

describe('"attacks a vanguard and hits" (10.7.1.6.1)', () => {
  const hitOn = (target: 'vc' | 'fl') => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'cw-crownseeker', bl: 'U1' }, { vc: 'U1', fl: 'U1', hand: [] }, rules);
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.fl'), target: id(`b.${target}`), booster: id('a.bl') });
    const hand = zone(game, A, 'hand').length;
    settle(
      game,
      () =>
        game.state.log.some((e) => e.type === 'hit') &&
        game.decision?.player === A &&
        (game.decision as { window?: string }).window === 'start',
    );
    expect(game.state.log.some((e) => e.type === 'hit')).toBe(true);
    return zone(game, A, 'hand').length - hand;
  };

  it('[VG 10.7.1.6.1, 10.4.1.8] "when this unit attacks a vanguard and hits" fires when the designated attacked unit is a vanguard, not a rear-guard', () => {
    expect(hitOn('vc')).toBe(1);
    expect(hitOn('fl')).toBe(0);
  });
});

describe('replacement effects (11.3.1.3.3, 11.3.1.3.4)', () => {
  it('[VG 11.3.1.3.3, 11.10.4.1] "the trigger effects given to A are given to B" changes that modification: A loses it, no second one is made', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'tf-relay', deck: ['TC', 'U1', 'U2'] },
      { vc: 'U3' },
      { engine: { cards: cardRulesTestCards } },
    );
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    let before = -1;
    answerUntil(game, () => {
      if (game.state.log.some((e) => e.type === 'trigger-effects-given')) return true;
      before = game.state.effects.length;
      return false;
    });
    answerUntil(game, () => game.decision?.kind === 'play' && game.decision.player === A);
    expect(game.state.log.filter((e) => e.type === 'trigger-effects-given')).toHaveLength(1);
    // The one trigger effect (+10000, critical +1) now modifies the rear-guard, not the vanguard it was made for.
    expect(game.stat(id('a.vc'), 'power')).toBe(13000);
    expect(game.stat(id('a.fl'), 'power')).toBe(18000);
    expect(game.stat(id('a.fl'), 'critical')).toBe(2);
    // The change replaced what the effects modify: no new continuous effect was added by the giving.
    expect(before).toBeGreaterThan(0);
    expect(game.state.effects.length).toBeLessThanOrEqual(before);
  });

  it('[VG 11.3.1.3.4, 7.28.2] "your next Counter Blast is increased by 1" changes a later process: the next Counter Blast 1, in a later order, turns down 2', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', hand: ['Y-NEXT-CB-UP', 'Y-CB1-DRAW', 'Y-CB1-DRAW'], damage: ['U1', 'U1', 'U1', 'U1'] },
      { vc: 'U3' },
    );
    editPosition(game).player(A, { orderLimitBonus: 4 }).build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const down = () => zone(game, A, 'damage').filter((c) => !game.state.cards[c]!.faceUp).length;
    // Nothing is turned down when the change is made: it waits for the process it changes.
    expect(down()).toBe(0);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    expect(game.decision).toMatchObject({ kind: 'select', min: 2, max: 2 });
    choose(game, ...(game.decision as { options: { id: string }[] }).options.slice(0, 2).map((o) => o.id));
    expect(down()).toBe(2);
    // Used up by the process it replaced: the next Counter Blast 1 is 1 again.
    ok(game, { type: 'order', player: A, card: id('a.hand.2') });
    expect(game.decision).toMatchObject({ kind: 'select', min: 1, max: 1 });
  });
});

describe('information a marker does not have (15.1.2.4.2)', () => {
  it('[VG 15.1.2.4.2, 15.1.2.4.1] a marker without a grade is read as grade 0 by a condition; without a clan it belongs to none', () => {
    const offered = (order: string) => {
      const { game, id } = buildBoard({ vc: 'U3', hand: [order, 'U1', 'cw-crownseeker'] }, { vc: 'U3' }, rules);
      const mare = editPosition(game).put(A, 'hand', { card: 'Y-MARE', faceUp: true, token: true }).build().cards[0]!;
      game.startStep('main', 'main');
      ok(game, { type: 'order', player: A, card: id('a.hand.0') });
      const options = ((game.decision as { options?: { id: string }[] } | null)?.options ?? []).map((o) => o.id);
      return { options, mare, crown: id('a.hand.2'), g1: id('a.hand.1') };
    };
    const grade0 = offered('NY2-PICK-G0');
    expect(grade0.options).toEqual([grade0.mare]);
    const clan = offered('NY2-PICK-CLAN');
    expect(clan.options).toEqual([clan.crown]);
  });
});

describe('gauge linked to a unit that left (4.15.3.4)', () => {
  it('[VG 4.15.3.4, 4.15.3.3] while a gauge card stays in the gauge zone, "this unit’s gauge" still finds it after the unit left the field', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'NY2-GAUGED', hand: ['NY2-GAUGE-FL', 'Y-RETIRE-FL'], deck: ['U2N'] },
      { vc: 'U3' },
      rules,
    );
    editPosition(game).player(A, { orderLimitBonus: 1 }).build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(names(game, A, 'gauge')).toEqual(['U2N']);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    answerUntil(game, () => game.decision?.kind === 'play');
    // The retired unit's AUTO found its gauge by the link it had (last information): into the hand, not the drop.
    expect(names(game, A, 'hand')).toContain('U2N');
    expect(names(game, A, 'drop')).not.toContain('U2N');
    expect(names(game, A, 'gauge')).toEqual([]);
  });

  it('[VG 4.15.3.3, 13.9.1] without such an ability, the gauge card of a unit that left goes to the drop', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U1', hand: ['NY2-GAUGE-FL', 'Y-RETIRE-FL'], deck: ['U2N'] }, { vc: 'U3' }, rules);
    editPosition(game).player(A, { orderLimitBonus: 1 }).build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    expect(names(game, A, 'drop')).toContain('U2N');
  });
});

describe('the information an AUTO triggered by a move reads (11.9.6.1.1)', () => {
  const bounce = (pumped: boolean) => {
    const hand = [...(pumped ? ['NY2-PUMP-FL'] : []), 'NY2-BOUNCE-FL'];
    const { game, id } = buildBoard({ vc: 'U3', fl: 'NY2-HOMEWARD', hand, deck: ['U2N'] }, { vc: 'U3' }, rules);
    editPosition(game).player(A, { orderLimitBonus: 1 }).build();
    game.startStep('main', 'main');
    for (let i = 0; i < hand.length; i++) ok(game, { type: 'order', player: A, card: id(`a.hand.${i}`) });
    answerUntil(game, () => game.decision?.kind === 'play');
    return names(game, A, 'hand');
  };

  it('[VG 11.9.6.1.1] a unit put from the field into the hand: its AUTO reads the power it had on the field (13000), not in the hand', () => {
    expect(bounce(true).sort()).toEqual(['NY2-HOMEWARD', 'U2N']);
    expect(bounce(false)).toEqual(['NY2-HOMEWARD']);
  });
});

describe('the information an AUTO triggered by a move between public zones reads (11.9.6.1.3)', () => {
  it('[VG 11.9.6.1.3] a card put from the drop into the soul: its AUTO reads it as it is in the soul (power 13000 there, 8000 in the drop)', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY2-DROP-TO-SOUL'], drop: ['NY2-SOULBOUND'], deck: ['U2N'] }, { vc: 'U3' }, rules);
    expect(game.stat(id('a.drop.0'), 'power')).toBe(8000);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    answerUntil(game, () => game.decision?.kind === 'play');
    const inSoul = zone(game, A, 'soul')[0]!;
    expect(game.stat(inSoul, 'power')).toBe(13000);
    expect(names(game, A, 'hand')).toEqual(['U2N']);
  });
});

describe('rule-changing continuous effects (11.11.5)', () => {
  const attackPower = (hush: boolean) => {
    const orders = [...(hush ? ['NY2-HUSH'] : []), 'NY2-FRONT-PUMP'];
    const { game, id } = buildBoard({ vc: 'U3', hand: [...orders, 'NY2-CHARGER'] }, { vc: 'U3', hand: ['F'] }, rules);
    editPosition(game).player(A, { orderLimitBonus: 1 }).build();
    game.startStep('main', 'main');
    for (let i = 0; i < orders.length; i++) ok(game, { type: 'order', player: A, card: id(`a.hand.${i}`) });
    // The unit is called after both effects were made.
    ok(game, { type: 'call', player: A, card: id(`a.hand.${orders.length}`), circle: 'fl' });
    const unit = onCircle(game, A, 'fl')!;
    game.startStep('battle', 'start');
    attack(game, unit, id('b.vc'));
    answerUntil(game, () => game.decision?.player === B);
    return game.stat(unit, 'power');
  };

  it('[VG 11.11.5, 11.11.4] "your AUTOs on attacking do not activate this turn" applies to a unit called after it; "+5000 this turn" to the front row does not', () => {
    // Without the rule change: the AUTO's +10000 (the +5000 was fixed to the front row of that time: none).
    expect(attackPower(false)).toBe(20000);
    // With it: the unit called later is bound by it too.
    expect(attackPower(true)).toBe(10000);
  });
});

describe('a controlled unit and its master’s next stand phase (7.39.1.3)', () => {
  it('[VG 7.39.1.3, 7.39.1.2] "does not stand in your next stand phase" given while controlled: once control ended, it skips its owner’s next stand phase only', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY2-SNARE'] }, { vc: 'U3', fl: 'U2N' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const unit = id('b.fl');
    expect(game.state.cards[unit]!.controller).toBe(A);
    expect(game.state.cards[unit]!.status['rested']).toBe(true);
    // A's turn ends (control with it); B's stand phase: its master is B now, and it is B's next stand phase.
    answerUntil(game, () => game.state.turn.player === B && game.decision?.kind === 'play' && game.decision.player === B);
    expect(game.state.cards[unit]!.controller).toBe(B);
    expect(game.state.cards[unit]!.status['rested']).toBe(true);
    // Used up: B's following stand phase stands it.
    answerUntil(game, () => game.state.turn.player === A && game.decision?.player === A);
    answerUntil(game, () => game.state.turn.player === B && game.decision?.kind === 'play' && game.decision.player === B);
    expect(game.state.cards[unit]!.status['rested']).toBeUndefined();
  });
});

describe('a circle where a controlled unit stands (7.39.5.1)', () => {
  it('[VG 7.39.5.1] a card of another owner than the circle’s master is not put onto the circle of a controlled unit', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY2-USURP', 'U1'] }, { vc: 'U3', fl: 'U2N' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    // A's U1 stayed in A's hand; B's unit stays on its circle (no superior call retired it), B's again.
    expect(names(game, A, 'hand')).toEqual(['U1']);
    expect(onCircle(game, B, 'fl')).toBe(id('b.fl'));
    expect(game.state.cards[id('b.fl')]!.controller).toBe(B);
    expect(names(game, B, 'drop')).toEqual([]);
  });
});

describe('one boost per pair (7.47.1.2.1)', () => {
  it('[VG 7.47.1.2.1, 7.47.1.2] a booster boosting the attacker is one boost: one "boosts" event, its "when it boosts" AUTO once, its power added once', () => {
    const { game, id } = buildBoard({ vc: 'U3', bc: 'tf-herald', deck: ['U1', 'U1', 'U1', 'U1'] }, { vc: 'U3', hand: ['F'] }, rules);
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'), id('a.bc'));
    answerUntil(game, () => game.decision?.player === B);
    expect(game.state.log.filter((e) => e.type === 'boosts')).toHaveLength(1);
    expect(game.state.log.filter((e) => e.type === 'boosted')).toHaveLength(1);
    expect(names(game, A, 'soul')).toHaveLength(1);
    expect(game.stat(id('a.vc'), 'power')).toBe(13000 + 8000);
  });
});

describe('who orders replacements of an action (11.12.2.2)', () => {
  it('[VG 11.12.2.2, 11.12.2] two replacements of the opponent’s for a fighter’s draw: the fighter who draws chooses which applies', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', hand: ['NY-DRAW-ORDER'], deck: ['U2N', 'U1'] },
      { vc: 'U3' },
      {
        ...rules,
        engine: { cards: [...notYet2Cards, ...notYetCardsForDraw] },
      },
    );
    // B's two effects: "if your opponent would draw a card, put it into their soul / drop instead".
    for (const to of ['soul', 'drop'])
      editPosition(game)
        .replacement({
          controller: B,
          replaces: 'move',
          match: {
            all: [
              { test: 'event', reason: 'draw' },
              { test: 'controlled-by', player: 'opponent' },
            ],
          },
          duration: 'turn',
          instead: [{ do: 'move', cards: { var: 'replaced' }, to, reason: 'diverted' }],
        })
        .build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 11.12.2' });
    const options = (game.decision as unknown as { options: { id: string }[] }).options;
    expect(options).toHaveLength(2);
    ok(game, { type: 'choose', player: A, choice: [options[0]!.id] });
    expect(names(game, A, 'hand')).toEqual([]);
    expect([...names(game, A, 'soul'), ...names(game, A, 'drop')]).toContain('U2N');
  });
});

describe('a part of an effect invalid under a condition (11.4.2, 11.4.3)', () => {
  const play = (hand: string[]) => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U1', hand: ['NY2-HALF-VALID', ...hand] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    return { game, id };
  };

  it('[VG 11.4.2, 11.4.3] the invalid part makes no effect and asks for no choice; the rest of the effect is done', () => {
    const invalid = play(['F', 'F', 'F']);
    expect(invalid.game.decision).toMatchObject({ kind: 'play', player: A, window: 'main' });
    expect(zone(invalid.game, A, 'hand')).toHaveLength(4);
    expect(invalid.game.stat(invalid.id('a.vc'), 'power')).toBe(13000);
    expect(invalid.game.stat(invalid.id('a.fl'), 'power')).toBe(8000);
    // Valid (fewer cards in hand): the choice is asked.
    const valid = play(['F']);
    expect(valid.game.decision).toMatchObject({ kind: 'select', player: A });
  });
});

describe('ordered zones and the ride deck (4.1.7, 4.18.5)', () => {
  it('[VG 4.1.7] the deck keeps its order: looking at its top card and adding a card to its bottom change no other card’s place', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', hand: ['Z-LOOK-1', 'O-TUCK'], soul: ['U2N'], deck: ['U1', 'U2', 'U3'], filler: 2 },
      { vc: 'U3' },
      rules,
    );
    editPosition(game).player(A, { orderLimitBonus: 1 }).build();
    const before = [...game.state.zones[`${A}/deck`]!];
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    answerUntil(game, () => game.decision?.kind === 'play');
    expect(game.state.zones[`${A}/deck`]).toEqual(before);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    const after = game.state.zones[`${A}/deck`]!;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(names(game, A, 'deck').at(-1)).toBe('U2N');
  });

  it('[VG 4.18.5, 4.18.4] face-up cards put back into the ride deck lie apart from the face-down ones, seen by their owner; the zone manages no order (reading 490)', () => {
    const { game, id } = buildBoard({ vc: 'RD2', soul: ['RD0', 'RD1', 'U1'], hand: ['O-TUCK'], rideDeck: ['RD3'] }, { vc: 'U3' }, rules);
    const serials = [id('a.soul.0'), id('a.soul.1')].map((c) => game.state.cards[c]!.serial);
    editPosition(game).player(A, { rideDeckSerials: serials }).build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const faceUp = zone(game, A, 'ride-deck').filter((c) => game.state.cards[c]!.faceUp);
    const faceDown = zone(game, A, 'ride-deck').filter((c) => !game.state.cards[c]!.faceUp);
    expect(faceUp.map((c) => game.state.cards[c]!.card).sort()).toEqual(['RD0', 'RD1']);
    expect(faceDown.map((c) => game.state.cards[c]!.card)).toEqual(['RD3']);
    // Their owner sees the face-up pile's contents.
    const seen = game.view(A).zones[`${A}/ride-deck`]!.cards.map((c) => c.card);
    expect(seen).toEqual(expect.arrayContaining(['RD0', 'RD1']));
    // The ride deck area keeps no order (4.18.5: its face-up cards may be reordered freely, so no order is kept).
    expect(vanguardPlugin.zones?.find((z) => z.name === 'ride-deck')?.ordered).toBe(false);
    expect(vanguardPlugin.zones?.find((z) => z.name === 'deck')?.ordered).toBe(true);
  });
});

describe('original information (5.1.3, 5.1.3.1, 11.11.1.3)', () => {
  const board = (orders: string[], fl = 'NY2-HERITAGE') => {
    const built = buildBoard({ vc: 'U3', fl, hand: orders }, { vc: 'U3' }, rules);
    editPosition(built.game).player(A, { orderLimitBonus: orders.length }).build();
    built.game.startStep('main', 'main');
    for (let i = 0; i < orders.length; i++) ok(built.game, { type: 'order', player: A, card: built.id(`a.hand.${i}`) });
    return { ...built, unit: onCircle(built.game, A, 'fl')! };
  };

  it('[VG 5.1.3, 11.11.1.2] "original power" is the printed power after effects that change the original value, not after others', () => {
    const printed = board(['NY2-PLUS-2K']);
    expect(printed.game.stat(printed.unit, 'power')).toBe(10000);
    expect(printed.game.stat(printed.unit, 'critical')).toBe(1);
    const changed = board(['NY2-ORIGINAL-15K', 'NY2-PLUS-2K']);
    expect(changed.game.stat(changed.unit, 'power')).toBe(17000);
    expect(changed.game.stat(changed.unit, 'critical')).toBe(2);
  });

  it('[VG 11.11.1.3, 11.11.1.2, 5.1.3] an effect removing the original value applies after those that change it, whichever was made first (reading 497)', () => {
    const removedFirst = board(['NY2-LOSE-ORIGINAL', 'NY2-ORIGINAL-15K', 'NY2-PLUS-2K']);
    expect(removedFirst.game.stat(removedFirst.unit, 'power')).toBe(2000);
    expect(removedFirst.game.stat(removedFirst.unit, 'critical')).toBe(1);
  });

  it('[VG 5.1.3.1, 15.4.2] a token’s original power is the one the effect that made it gives, and stays so when its power is raised', () => {
    const { game, unit } = board(['NY2-CALL-TOKEN', 'NY2-PLUS-2K'], 'U1');
    expect(game.state.cards[unit]!.card).toBe('NY2-TOKEN');
    expect(game.stat(unit, 'power')).toBe(7000);
    // Its CONT reads an original power of 5000 (what the token's definition gives), not the 7000 it has now.
    expect(game.stat(unit, 'critical')).toBe(2);
  });
});

describe('effects of an unaffected unit (12.5.2)', () => {
  it('[VG 12.5.2, 12.5.1] the opponent ends the continuous effects on a rear-guard: the one made by a vanguard unaffected by them stays', () => {
    const run = (vanguard: string) => {
      const { game, id } = buildBoard({ vc: vanguard, fl: 'U1' }, { vc: 'U3', hand: ['NY2-DISPEL-FL'] }, { ...rules, tp: B });
      const plus = (source: string, add: number) =>
        editPosition(game)
          .effect({
            layer: 'add',
            controller: A,
            source: id(source),
            cards: [id('a.fl')],
            stat: 'power',
            modification: { add },
            duration: 'game',
          })
          .build();
      plus('a.vc', 10000);
      plus('a.fl', 1000);
      expect(game.stat(id('a.fl'), 'power')).toBe(19000);
      game.startStep('main', 'main');
      ok(game, { type: 'order', player: B, card: id('b.hand.0') });
      return game.stat(id('a.fl'), 'power');
    };
    // The vanguard is unaffected by B's effects: its +10000 stays; the rear-guard's own +1000 ends.
    expect(run('NY2-AEGIS-VC')).toBe(18000);
    // An ordinary vanguard: both end.
    expect(run('U3')).toBe(8000);
  });
});

describe('values increased and decreased (1.3.6, 1.3.6.1)', () => {
  const play = (order: string) => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'NY2-SWELL', hand: [order], deck: ['U2N', 'U1'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    answerUntil(game, () => game.decision?.kind === 'play');
    return { drew: names(game, A, 'hand').length, charged: names(game, A, 'soul').length, power: game.stat(id('a.fl'), 'power') };
  };

  it('[VG 1.3.6] a value changed to a higher one is increased, to a lower one decreased: "+2000" and "becomes 12000" increase 8000', () => {
    expect(play('NY2-PLUS-2K')).toEqual({ drew: 1, charged: 0, power: 10000 });
    expect(play('NY2-SET-12K')).toEqual({ drew: 1, charged: 0, power: 12000 });
  });

  it('[VG 1.3.6.1] an instruction to increase whose result is lower than before is a decrease', () => {
    expect(play('NY2-PLUS-MINUS-3K')).toEqual({ drew: 0, charged: 1, power: 5000 });
  });
});

describe('several cards referred to by one process (11.8.6)', () => {
  it('[VG 11.8.6] "raise or lower to the power of your other rear-guards": the master orders them, and the value ends at the last one’s', () => {
    const run = (first: 'fr' | 'bl') => {
      const { game, id } = buildBoard({ vc: 'U3', fl: 'U3', fr: 'U2N', bl: 'U1', hand: ['NY2-MATCH-OTHERS'] }, { vc: 'U3' }, rules);
      game.startStep('main', 'main');
      ok(game, { type: 'order', player: A, card: id('a.hand.0') });
      expect(game.decision).toMatchObject({ kind: 'select', player: A, rule: 'VG 11.8.6', ordered: true });
      choose(game, id(`a.${first}`), id(first === 'fr' ? 'a.bl' : 'a.fr'));
      return game.stat(id('a.fl'), 'power');
    };
    expect(run('fr')).toBe(8000);
    expect(run('bl')).toBe(10000);
  });
});

describe('making a keyword ability valid (14.1, 14.1.2)', () => {
  const power = (hand: string[], unleash: boolean) => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'NY2-LB-BRAVE', hand: [...(unleash ? ['NY2-UNLEASH'] : []), ...hand] },
      { vc: 'U3' },
      rules,
    );
    game.startStep('main', 'main');
    if (unleash) ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    return game.stat(id('a.fl'), 'power');
  };

  it('[VG 14.1, 14.1.2] "your Limit Break abilities are valid" makes only the Limit Break part valid: the same ability’s Brave is still asked', () => {
    // No damage: Limit Break 4 does not hold, whatever the hand.
    expect(power(['F'], false)).toBe(8000);
    // Made valid, with a hand of 1 (Brave holds): the CONT applies.
    expect(power(['F'], true)).toBe(13000);
    // Made valid, with a hand of 5 (Brave does not hold): only the Limit Break part was made valid.
    expect(power(['F', 'F', 'F', 'F', 'F'], true)).toBe(8000);
  });
});

describe('choices several fighters make at once (1.3.4, 1.3.4.1)', () => {
  it('[VG 1.3.4, 1.3.4.1] the non-turn fighter’s "each fighter chooses a card from their hand": the turn fighter chooses first, unseen; then the other', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['U1', 'U2N'] }, { vc: 'NY2-TOLL', hand: ['U3', 'F'] }, rules);
    game.startStep('battle', 'start');
    attack(game, id('a.vc'), id('b.vc'));
    answerUntil(
      game,
      () =>
        game.decision?.kind === 'select' && (game.decision as { options: { id: string }[] }).options.some((o) => o.id === id('a.hand.0')),
    );
    // The effect is B's, but A (the turn fighter) chooses first, among A's hand only.
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort()).toEqual(
      [id('a.hand.0'), id('a.hand.1')].sort(),
    );
    const seq = game.state.log.at(-1)!.seq;
    choose(game, id('a.hand.1'));
    // Then B, among B's hand; A's choice is not revealed: still in A's hand, no reveal, and B's view does not show it.
    expect(game.decision).toMatchObject({ kind: 'select', player: B });
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort()).toEqual(
      [id('b.hand.0'), id('b.hand.1')].sort(),
    );
    expect(zone(game, A, 'hand')).toContain(id('a.hand.1'));
    expect(game.state.log.filter((e) => e.seq > seq && e.type === 'revealed')).toEqual([]);
    const seen = game.view(B).zones[`${A}/hand`]!;
    expect(seen.count).toBe(2);
    expect(seen.cards.some((c) => c.card === 'U2N')).toBe(false);
    choose(game, id('b.hand.0'));
    // Then both are put into their owners' drops.
    expect(names(game, A, 'drop')).toEqual(['U2N']);
    expect(names(game, B, 'drop')).toEqual(['U3']);
  });
});

describe('a card put from the field into the order zone (11.9.6.1.2.1)', () => {
  it('[VG 11.9.6.1.2.1, 18.5] a set card placed as a unit and put back into the order zone is an order card put there, read as it is there', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fr: 'NY2-ORDER-WATCH', hand: ['NY2-MAKE-UNIT', 'NY2-RESET-FL'], deck: ['U2N', 'U1'] },
      { vc: 'U3' },
      rules,
    );
    editPosition(game).player(A, { orderLimitBonus: 1 }).put(A, 'order-zone', { card: 'NY2-SET', faceUp: true }).build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const unit = onCircle(game, A, 'fl')!;
    expect(game.state.cards[unit]!.card).toBe('NY2-SET');
    expect(game.stat(unit, 'power')).toBe(5000);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    answerUntil(game, () => game.decision?.kind === 'play');
    expect(names(game, A, 'order-zone')).toEqual(['NY2-SET']);
    // "An order card was put into the order zone" holds: the first watcher drew.
    expect(names(game, A, 'hand')).toEqual(['U2N']);
    // It is read in the order zone, where it has no power (not the 5000 it had as a unit): no Soul Charge.
    expect(names(game, A, 'soul')).toEqual([]);
  });
});

describe('a hidden card its own information keeps from moving (4.1.6)', () => {
  it('[VG 4.1.6, 14.54.2] a Mate Unit card chosen from the hand to be called, with no matching vanguard: not called, and shown to every fighter', () => {
    const { game, id } = buildBoard({ vc: 'U3', hand: ['NY2-CALL-FROM-HAND', 'NY2-MATE'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    answerUntil(game, () => game.decision?.kind === 'play', [id('a.hand.1')]);
    expect(names(game, A, 'hand')).toEqual(['NY2-MATE']);
    expect(zone(game, A, 'field').map((c) => game.state.cards[c]!.card)).toEqual(['U3']);
    const shown = game.state.log.filter((e) => e.type === 'revealed').at(-1);
    expect(shown?.detail?.['cards']).toEqual([id('a.hand.1')]);
  });
});
