import { keywordList } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { bdData, card, change, count, mainPhase, ok, P1, P2, passUntil, power, put, toDeclaration, windowName, zone } from './board.js';

type G = ReturnType<typeof mainPhase>;
const names = (game: G, player: string, z: string) => zone(game, player, z).map((id) => card(game, id)!.card);

describe('move to the end phase (531)', () => {
  it('[BD 531-1, 531-1a, 531-1b, 531-1d, 531-1e] the resolution zone is emptied into the remove zone and the end phase begins', () => {
    const game = mainPhase();
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'plain-blue', 'energy');
    const fire = put(game, P1, 'flash-fire', 'hand');
    const skip = put(game, P1, 'time-skip', 'hand');
    const life = count(game, P2, 'life');
    ok(game, { type: 'play', player: P1, card: fire });
    ok(game, { type: 'play', player: P1, card: skip });
    passUntil(game, (g) => g.state.turn.number === 2 || g.decision?.kind !== 'play');
    expect(names(game, P1, 'remove').sort()).toEqual(['flash-fire', 'time-skip']);
    expect(count(game, P2, 'life')).toBe(life);
    const log = game.state.log.map((e) => e.type);
    expect(log).toContain('turn-end');
    expect(log).not.toContain('attack-phase-start');
    expect(bdData(game)['movingToEnd']).toBeUndefined();
  });

  it('[BD 531-1, 531-1c, 531-1d] from inside a nested damage window every window closes and no damage is left', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'plain-red', 'energy');
    put(game, P2, 'plain-blue', 'energy');
    const skip = put(game, P2, 'time-skip', 'hand');
    const a = put(game, P1, 'twin-hitter', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => windowName(g) === 'damage' && g.decision?.player === P2);
    const life = count(game, P2, 'life');
    ok(game, { type: 'play', player: P2, card: skip });
    passUntil(game, (g) => g.state.turn.number === 2);
    expect(count(game, P2, 'life')).toBe(life);
    expect(game.state.windows.map((w) => w.name)).not.toContain('damage');
    expect(card(game, a)!.status['attacking']).toBeUndefined();
  });

  it('[BD 531-1d] every open window ends at once: after the move nobody is offered or passes in them, innermost first', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'plain-red', 'energy');
    put(game, P2, 'plain-blue', 'energy');
    const skip = put(game, P2, 'time-skip', 'hand');
    const a = put(game, P1, 'twin-hitter', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker: a, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => windowName(g) === 'damage' && g.decision?.player === P2);
    const open = game.state.windows.map((w) => w.name);
    expect(open).toContain('damage');
    ok(game, { type: 'play', player: P2, card: skip });
    passUntil(game, (g) => g.state.stack.length === 0);
    const log = game.state.log;
    const from = log.findIndex((e) => e.type === 'window-ending');
    expect(from).toBeGreaterThan(-1);
    const after = log.slice(from);
    expect(after.filter((e) => e.type === 'window-ending').map((e) => e.detail?.['window'])).toEqual(open);
    // Closed innermost first, with no pass (asked or automatic) in any of them.
    const closed = after.filter((e) => e.type === 'window-closed').map((e) => e.detail?.['window']);
    expect(closed.slice(0, open.length)).toEqual([...open].reverse());
    const lastClose = after.findIndex((e) => e.type === 'window-closed' && e.detail?.['window'] === open[0]);
    expect(after.slice(0, lastClose).some((e) => e.type === 'passed')).toBe(false);
  });

  it('[BD 531-2] in the end phase it does nothing', () => {
    const game = mainPhase();
    put(game, P1, 'plain-blue', 'energy');
    const skip = put(game, P1, 'time-skip', 'hand');
    toDeclaration(game);
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => windowName(g) === 'end');
    ok(game, { type: 'play', player: P1, card: skip });
    expect(names(game, P1, 'graveyard')).toContain('time-skip');
  });
});

describe('other rules (1205-5, 1603)', () => {
  it('[BD 1603, 1603-1, 1603-2] an extra turn comes right after the current one', () => {
    const game = mainPhase();
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'encore', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0);
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => g.state.turn.number === 2);
    expect(game.state.turn).toMatchObject({ number: 2, player: P1 });
  });

  it('[BD 1205-5, 1205-5a, 1211-2] a delayed trigger made by an effect triggers once, at its event', () => {
    const game = mainPhase();
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'late-letter', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0);
    const hand = count(game, P1, 'hand');
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'end-attacks', player: P1 });
    passUntil(game, (g) => g.state.turn.number === 2);
    expect(count(game, P1, 'hand')).toBe(hand + 1);
    expect(game.state.delayed).toHaveLength(0);
  });
});

describe('more defined terms (500) and effect order (1208)', () => {
  it('[BD 529-1, 529-1a] closing a territory turns its unopened side up', () => {
    const game = mainPhase();
    const t = zone(game, P2, 'territory')[0]!;
    change(game, t, { status: { open: true } });
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'seal', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(card(game, t)!.status['open']).toBeUndefined();
  });

  it('[BD 526-1] doubling adds the value the card had when the effect was first applied', () => {
    const game = mainPhase();
    const u = put(game, P1, 'plain-red', 'field');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'double-up', 'hand'), targets: [u] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(power(game, u)).toBe(6000);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'power-up', 'hand'), targets: [u] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(power(game, u)).toBe(9000); // the doubling stays +3000
  });

  it('[BD 534-1, 1603-2a] extra turns forever: an extra turn at the end of every turn', () => {
    const game = mainPhase();
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'eternity', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0);
    for (const turn of [2, 3]) {
      passUntil(game, (g) => g.decision?.kind !== 'play');
      ok(game, { type: 'end-attacks', player: P1 });
      passUntil(game, (g) => g.state.turn.number === turn);
      expect(game.state.turn.player).toBe(P1);
    }
  });

  it('[BD 1208-1, 1208-1b, 1208-1c] granting an ability applies before removing it, whatever the timestamps', () => {
    const game = mainPhase();
    const r = put(game, P2, 'plain-red', 'field');
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'plain-red', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'disarm', 'hand'), targets: [r] });
    passUntil(game, (g) => g.state.stack.length === 0);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'give-blitz', 'hand'), targets: [r] });
    passUntil(game, (g) => g.state.stack.length === 0);
    expect(keywordList(game, r)).not.toContain('blitz');
    expect(keywordList(game, put(game, P2, 'cinder-hound', 'field'))).toContain('blitz');
  });
});

describe('copies (520) and held titles (1422)', () => {
  it('[BD 520-1a, 520-2, 520-3] a copy of a command in the resolution zone resolves first with the same choices', () => {
    const game = mainPhase();
    put(game, P1, 'plain-red', 'energy');
    put(game, P1, 'plain-blue', 'energy');
    const life = count(game, P2, 'life');
    const [spark, echo] = [put(game, P1, 'spark', 'hand'), put(game, P1, 'echo', 'hand')];
    ok(game, { type: 'play', player: P1, card: spark });
    ok(game, { type: 'play', player: P1, card: echo });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(count(game, P2, 'life')).toBe(life - 2);
    const resolvedLabels = game.state.log.filter((e) => e.type === 'item-resolves').map((e) => e.detail?.['label']);
    expect(resolvedLabels).toEqual(['Echo', 'copy of Spark', 'Spark']);
    expect(game.state.log.filter((e) => e.type === 'played').map((e) => e.detail?.['definition'])).toEqual(['spark', 'echo']);
  });

  it('[BD 1422-2, 1422-1, 312-3a] a held-title ability works only while a territory with that title is open', () => {
    const game = mainPhase();
    const squire = put(game, P1, 'blaze-squire', 'field');
    expect(power(game, squire)).toBe(1000);
    change(game, zone(game, P1, 'territory')[0]!, { status: { open: true } });
    expect(power(game, squire)).toBe(4000); // +2000, and the open Blaze Citadel's +1000
  });
});

describe('commands as units (1604) and Equivalent Exchange (525)', () => {
  it('[BD 1604-2, 1604-2a, 1604-3, 1604-1, 304-2a] a command put onto the field as a unit is a unit with the power and hit the effect gives', () => {
    const game = mainPhase();
    put(game, P1, 'spark', 'graveyard');
    put(game, P1, 'white-energy', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'animate', 'hand') });
    passUntil(game, (g) => g.state.stack.length === 0);
    const unit = zone(game, P1, 'field')
      .map((id) => card(game, id)!)
      .find((c) => c.card === 'spark')!;
    expect(unit.status['unit']).toBe(true);
    expect(power(game, unit.id)).toBe(3000);
    expect(zone(game, P1, 'field')).toContain(unit.id); // not sent away by 1303-4: it is a unit now
  });

  it('[BD 525-1, 525-2, 525-3, 525-4] Equivalent Exchange removes a cheap enough command from the graveyard and copies it', () => {
    const game = mainPhase();
    const spark = put(game, P1, 'spark', 'graveyard');
    put(game, P1, 'flash-fire', 'graveyard'); // cost 2: allowed
    put(game, P1, 'evol-drake', 'graveyard'); // not a command
    put(game, P1, 'plain-blue', 'energy');
    const life = count(game, P2, 'life');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'alchemist', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 525-1' });
    expect((game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort()).toEqual(
      [spark, zone(game, P1, 'graveyard').find((id) => card(game, id)!.card === 'flash-fire')!].sort(),
    );
    ok(game, { type: 'choose', player: P1, choice: [spark] });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(zone(game, P1, 'remove').map((id) => card(game, id)!.card)).toEqual(['spark']);
    expect(count(game, P2, 'life')).toBe(life - 1);
    expect(game.state.players.find((p) => p.id === P1)!.status['counter:alchemy']).toBe(0);
  });
});
