import { describe, expect, it } from 'vitest';
import { cardProblems } from '@tcgkit/testing';
import { A, B, buildBoard, ok, onCircle, zone } from './support/board.js';
import { editPosition } from '@tcgkit/testing';
import { notYetCards } from './support/notyet-cards.js';
import { vanguardPlugin } from '../src/index.js';

/* Chapters 1, 4, 10, 11 and 13: sections issue 16 left "not yet". */

const engine = { cards: notYetCards };
const rules = { playTimings: 'rules' as const, engine };

describe('conceding (1.2.4)', () => {
  it('[VG 1.2.4.1] a concession in the middle of an effect ends the game at once; no effect can concede for a fighter', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U1', hand: ['NY-FOR-EACH'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.decision).toMatchObject({ kind: 'select', player: A });
    // B concedes while A's effect waits for a choice: nothing of the effect is carried out first.
    ok(game, { type: 'concede', player: B });
    expect(game.result).toMatchObject({ kind: 'win', winner: A });
    expect(game.state.effects).toEqual([]);
    // Card data cannot make a fighter concede: there is no such verb.
    const forced = { id: 'NY-FORCE', name: 'Force', type: 'order', subtype: 'normal', grade: 0, orderEffect: [{ do: 'concede' }] };
    expect(cardProblems(vanguardPlugin, [forced])).toEqual(['card NY-FORCE: orderEffect[0].do: unknown verb "concede"']);
  });
});

describe('drawing by a card’s ability (7.6.4.1)', () => {
  it('[VG 7.6.4.1, 7.6.4.1.1] the draw phase’s draw is not a draw by an ability; an order’s draw and a draw trigger’s draw are', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'NY-DRAW-WATCHER', hand: ['NY-DRAW-ORDER'], deck: ['F', 'F', 'TD', 'F', 'F'] },
      { vc: 'U3', hand: ['F'], deck: ['F', 'F', 'F'] },
      rules,
    );
    game.startStep('draw', 'draw');
    // The draw phase's own draw (9.4.2): the watcher does not trigger.
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'draw')).toBe(true);
    expect(game.stat(id('a.fl'), 'power')).toBe(8000);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    expect(game.stat(id('a.fl'), 'power')).toBe(9000);
    // A drive check reveals a draw trigger: its draw is a draw by an ability too (7.6.4.1.1).
    game.startStep('battle', 'start');
    ok(game, { type: 'declare-attack', player: A });
    ok(game, { type: 'attack', player: A, attacker: id('a.vc'), target: id('b.vc') });
    const watcherGains = () => game.state.effects.filter((e) => e.cards.includes(id('a.fl')) && e.source === id('a.fl')).length;
    expect(watcherGains()).toBe(1);
    for (let i = 0; i < 10 && game.decision !== null && watcherGains() === 1; i++) {
      const decision = game.decision as { kind: string; player: string; options?: { id: string }[]; min?: number };
      if (decision.kind === 'select')
        ok(game, {
          type: 'choose',
          player: decision.player,
          choice: decision.options!.slice(0, Math.max(1, decision.min ?? 1)).map((o) => o.id),
        });
      else ok(game, { type: 'pass', player: decision.player });
    }
    expect(
      game.state.log.some((e) => e.type === 'moved' && e.detail?.['definition'] === 'TD' && String(e.detail?.['to']).endsWith('trigger')),
    ).toBe(true);
    expect(watcherGains()).toBe(2);
  });
});

describe('a gauge card linked again (13.9.3)', () => {
  it('[VG 13.9.3] a gauge card put as the gauge of a second unit is linked to that last one only', () => {
    const { game, id } = buildBoard(
      { vc: 'U3', fl: 'U1', hand: ['NY-GAUGE-RG', 'NY-GAUGE-VC'], deck: ['U2N', 'F', 'F'] },
      { vc: 'U3' },
      rules,
    );
    editPosition(game).player(A, { orderLimitBonus: 1 }).build(); // two orders this turn
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const linkOf = () => zone(game, A, 'gauge').map((g) => game.state.cards[g]!.status['gaugeOf']);
    expect(linkOf()).toEqual([id('a.fl')]);
    ok(game, { type: 'order', player: A, card: id('a.hand.1') });
    expect(linkOf()).toEqual([id('a.vc')]);
  });
});

describe('what every fighter sees (4.1.5)', () => {
  it('[VG 4.1.5] a face-down card in a public zone (a deleted vanguard) and a face-up card in a hidden zone (the ride deck) are seen by every fighter', () => {
    const deleted = buildBoard({ vc: 'U3', hand: ['X-DELETE'] }, { vc: 'X-ACT' });
    deleted.game.startStep('main', 'main');
    ok(deleted.game, { type: 'order', player: A, card: deleted.id('a.hand.0') });
    expect(deleted.game.state.cards[deleted.id('b.vc')]!.faceUp).toBe(false);
    expect(deleted.game.view(A).zones[`${B}/field#vc`]?.cards[0]).toMatchObject({ card: 'X-ACT' });

    const { game, id } = buildBoard({ vc: 'RD2', soul: ['RD0', 'U1'], hand: ['O-TUCK', 'F'], rideDeck: ['RD3'] }, { vc: 'U3' });
    editPosition(game)
      .player(A, { rideDeckSerials: [game.state.cards[id('a.soul.0')]!.serial] })
      .build();
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    // The ride deck is hidden: B sees the face-up RD0 put back into it, and not the face-down RD3.
    const seen = game.view(B).zones[`${A}/ride-deck`]!;
    expect(seen.count).toBe(2);
    expect(seen.cards.map((c) => c.card)).toEqual(['RD0']);
  });
});

describe('putting a rear-guard on the vanguard circle (7.4.1.1)', () => {
  it('[VG 7.4.1.1] an ability that puts a rear-guard on the vanguard circle makes it ride: the old vanguard goes to the soul', () => {
    const { game, id } = buildBoard({ vc: 'U3', fl: 'U2N', hand: ['NY-PUT-ON-VC'] }, { vc: 'U3' }, rules);
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    const vanguard = onCircle(game, A, 'vc')!;
    expect(game.state.cards[vanguard]!.card).toBe('U2N');
    expect(onCircle(game, A, 'fl')).toBeUndefined();
    expect(zone(game, A, 'soul').map((c) => game.state.cards[c]!.card)).toEqual(['U3']);
    expect(game.state.log.some((e) => e.type === 'moved' && e.detail?.['reason'] === 'ride')).toBe(true);
  });
});
