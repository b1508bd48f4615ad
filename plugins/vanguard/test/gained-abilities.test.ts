import { describe, expect, it } from 'vitest';
import type { Game } from '@tcgkit/kernel';
import { A, buildBoard, ok } from './support/board.js';
import { attack, playPending } from './support/kw-a.js';

/*
 * Gaining abilities (7.14.1), Melody (14.41) and a worn unit's abilities (6.9.3.4), with the demo cards of
 * src/cards/pool-effects.ts: Benediction of Wings (an order: a rear-guard gains "AUTO: when this attacks, +5000"),
 * Chorister / Cantor of the Dawn (Melody: "when this boosts, the boosted unit +3000" / "when this attacks, +2000"),
 * Mimic Box (your vanguard gains all of a rear-guard's abilities) and Aegis Mantle ("AUTO [VC]: when this
 * attacks, +5000", held by the vanguard it is worn by).
 */

const played = (game: Game, prefix: string): number =>
  game.history().filter((e) => e.type === 'ability-played' && String(e.detail?.['label'] ?? '').startsWith(prefix)).length;

function battleWith(game: Game, attacker: string, target: string, booster?: string): void {
  game.startStep('battle', 'start');
  attack(game, attacker, target, booster);
  playPending(game);
}

describe('gaining abilities (7.14.1)', () => {
  it('[VG 7.14.1, 11.11.1.5] a rear-guard that gains a quoted AUTO by an order has it this turn, as if printed: it triggers when it attacks', () => {
    const board = buildBoard({ vc: 'U3', fl: 'U2', fr: 'U2N', hand: ['gw-benediction'] }, { vc: 'U3' }, { playTimings: 'rules' });
    const { game, id } = board;
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    ok(game, { type: 'choose', player: A, choice: [id('a.fl')] });
    // The order itself never had the ability: it is text it gives (and it is in the drop zone now).
    battleWith(game, id('a.fl'), id('b.vc'));
    expect(played(game, 'Benediction')).toBe(1);
    expect(game.stat(id('a.fl'), 'power')).toBe(15000);
  });

  it('[VG 7.14.1] a unit that did not gain the ability does not have it', () => {
    const board = buildBoard({ vc: 'U3', fl: 'U2', fr: 'U2N', hand: ['gw-benediction'] }, { vc: 'U3' }, { playTimings: 'rules' });
    const { game, id } = board;
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    ok(game, { type: 'choose', player: A, choice: [id('a.fl')] });
    battleWith(game, id('a.fr'), id('b.vc'));
    expect(played(game, 'Benediction')).toBe(0);
    expect(game.stat(id('a.fr'), 'power')).toBe(10000);
  });

  it('[VG 7.14.1, 11.11.4] "your vanguard gains all of that unit’s abilities": every ability it holds then, gained ones included', () => {
    const board = buildBoard({ vc: 'U3', fl: 'gw-cantor', hand: ['tt-mimic'] }, { vc: 'U3' }, { playTimings: 'rules' });
    const { game, id } = board;
    game.startStep('main', 'main');
    ok(game, { type: 'order', player: A, card: id('a.hand.0') });
    // The cantor holds its Melody ability and, through it, its designated "when this attacks, +2000" (14.41.2):
    // the vanguard gains both, so it gets +2000 when it attacks.
    battleWith(game, id('a.vc'), id('b.vc'));
    expect(played(game, 'Melody — Refrain')).toBe(1);
    expect(game.stat(id('a.vc'), 'power')).toBe(15000);
  });
});

describe('Melody (14.41)', () => {
  it('[VG 14.41, 14.41.1, 14.41.2] each unit with Melody gains the designated abilities of every Melody of its master’s units, its own included', () => {
    const board = buildBoard({ vc: 'U3', fl: 'gw-chorister', fr: 'gw-cantor', bl: 'U1' }, { vc: 'U3' }, { playTimings: 'rules' });
    const { game, id } = board;
    // The chorister holds the cantor's "when this attacks, +2000"…
    battleWith(game, id('a.fl'), id('b.vc'));
    expect(played(game, 'Melody — Refrain')).toBe(1);
    expect(game.stat(id('a.fl'), 'power')).toBe(10000);
  });

  it('[VG 14.41.2] a unit without Melody does not share the designated abilities, and another player’s Melody units are not counted', () => {
    const board = buildBoard({ vc: 'U3', fl: 'U2', bl: 'gw-chorister' }, { vc: 'U3', fl: 'gw-cantor' }, { playTimings: 'rules' });
    const { game, id } = board;
    battleWith(game, id('a.fl'), id('b.vc'), id('a.bl'));
    // The chorister (Melody) boosts: its own designated ability (+3000 to the boosted unit) triggers; the
    // opponent's cantor's designated ability is not shared with A's units.
    expect(played(game, 'Melody — Chorus')).toBe(1);
    expect(played(game, 'Melody — Refrain')).toBe(0);
    expect(game.stat(id('a.fl'), 'power')).toBe(10000 + 8000 + 3000);
  });
});

describe('a worn unit’s abilities (6.9.3.4)', () => {
  it('[VG 6.9.3.4, 6.9.3.4.1] the vanguard holds every ability of the unit worn on it: the worn Aegis Mantle’s "AUTO [VC]: when this attacks, +5000" triggers for the vanguard', () => {
    const board = buildBoard({ vc: 'gw-knight', fl: 'gw-mantle' }, { vc: 'gw-knight' }, { playTimings: 'rules' });
    const { game, id } = board;
    game.startStep('main', 'main');
    ok(game, { type: 'activate', player: A, card: id('a.fl'), ability: 0 });
    const before = Number(game.stat(id('a.vc'), 'power'));
    battleWith(game, id('a.vc'), id('b.vc'));
    expect(played(game, 'Aegis Mantle: worn')).toBe(1);
    expect(game.stat(id('a.vc'), 'power')).toBe(before + 5000);
  });

  it('[VG 6.9.3.4] without a worn unit the vanguard has no such ability', () => {
    const board = buildBoard({ vc: 'gw-knight', fl: 'gw-mantle' }, { vc: 'gw-knight' }, { playTimings: 'rules' });
    const { game, id } = board;
    const before = Number(game.stat(id('a.vc'), 'power'));
    battleWith(game, id('a.vc'), id('b.vc'));
    expect(played(game, 'Aegis Mantle: worn')).toBe(0);
    expect(game.stat(id('a.vc'), 'power')).toBe(before);
  });
});
