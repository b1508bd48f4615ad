import { describe, expect, it } from 'vitest';
import { card, count, mainPhase, ok, P1, P2, passUntil, put, windowName, zone } from './board.js';

type G = ReturnType<typeof mainPhase>;
const names = (game: G, player: string, z: string) => zone(game, player, z).map((id) => card(game, id)!.card);
const options = (game: G) => (game.decision as { options: { id: string }[] }).options.map((o) => o.id).sort();

/** Plays Grave Echo for P1 (two black energy); `copied` is the only command in P1's graveyard, so it is the one chosen. */
function echo(game: G, copied: string): void {
  expect(names(game, P1, 'graveyard').filter((id) => id === card(game, copied)!.card)).toHaveLength(1);
  put(game, P1, 'grave-warden', 'energy');
  put(game, P1, 'grave-warden', 'energy');
  ok(game, { type: 'play', player: P1, card: put(game, P1, 'grave-echo', 'hand') });
  passUntil(game, (g) => g.decision?.kind !== 'play' || g.state.stack.length === 0);
}

describe('copying a command outside the resolution zone (520-1b, 1409-4a)', () => {
  it('[BD 520-1b] the copy of a graveyard command chooses its own target among the legal ones and resolves', () => {
    const game = mainPhase();
    const snipe = put(game, P1, 'cad-snipe', 'graveyard');
    const [first, second] = [put(game, P2, 'plain-red', 'field'), put(game, P2, 'plain-blue', 'field')];
    put(game, P1, 'plain-red', 'field'); // P1's own unit is not a legal target ("opposing unit")
    echo(game, snipe);
    // 1204-2g for the copy: its controller chooses, among the opposing units only.
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 520-1b' });
    expect(options(game)).toEqual([first, second].sort());
    ok(game, { type: 'choose', player: P1, choice: [second] });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(zone(game, P2, 'field')).toEqual([first]); // the chosen one took 9000, the other did not
    expect(names(game, P1, 'graveyard')).toContain('cad-snipe'); // the original stays where it was
    const resolved = game.state.log.filter((e) => e.type === 'item-resolves').map((e) => e.detail?.['label']);
    expect(resolved).toContain('copy of Sniping Spell');
    // 520-3: copying is not playing.
    expect(game.state.log.filter((e) => e.type === 'played').map((e) => e.detail?.['definition'])).toEqual(['grave-echo']);
  });

  it("[BD 520-1b] with two commands in the graveyard, the player picks which to copy, then the copy's target", () => {
    const game = mainPhase();
    put(game, P1, 'spark', 'graveyard');
    const snipe = put(game, P1, 'cad-snipe', 'graveyard');
    const target = put(game, P2, 'plain-red', 'field');
    put(game, P2, 'plain-blue', 'field');
    put(game, P1, 'grave-warden', 'energy');
    put(game, P1, 'grave-warden', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'grave-echo', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', player: P1 });
    expect(options(game)).toHaveLength(2);
    ok(game, { type: 'choose', player: P1, choice: [snipe] });
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 520-1b' });
    ok(game, { type: 'choose', player: P1, choice: [target] });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(zone(game, P2, 'field')).not.toContain(target);
    expect(zone(game, P2, 'field')).toHaveLength(1);
  });

  it('[BD 520-1b, 1204-2g:iii] a copy that cannot choose enough legal targets is not made', () => {
    const game = mainPhase();
    const snipe = put(game, P1, 'cad-snipe', 'graveyard');
    const life = count(game, P2, 'life');
    echo(game, snipe);
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    const labels = game.state.log.filter((e) => e.type === 'item-resolves').map((e) => String(e.detail?.['label']));
    expect(labels.some((label) => label.startsWith('copy of'))).toBe(false);
    expect(count(game, P2, 'life')).toBe(life);
  });

  it('[BD 520-1b] a copy of an untargeted graveyard command resolves with no target choice', () => {
    const game = mainPhase();
    const spark = put(game, P1, 'spark', 'graveyard');
    const life = count(game, P2, 'life');
    echo(game, spark);
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(count(game, P2, 'life')).toBe(life - 1);
    expect(names(game, P1, 'graveyard')).toContain('spark');
  });

  it('[BD 1409-4a, 1409-5b] a copy of an Evol command from outside the resolution zone is never played for its Evol cost', () => {
    const game = mainPhase();
    const form = put(game, P1, 'twin-form', 'graveyard');
    const [life, hand] = [count(game, P2, 'life'), count(game, P1, 'hand')];
    echo(game, form);
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(game.state.log.some((e) => e.type === 'item-resolves' && e.detail?.['label'] === 'copy of Twin Form')).toBe(true);
    expect(count(game, P2, 'life')).toBe(life); // no "・flare" line
    expect(count(game, P1, 'hand')).toBe(hand); // no "・study" line (Grave Echo was put into the hand, and played, after `hand` was counted)
  });

  it("[BD 520-1b, 525-1] Equivalent Exchange's copy asks its controller for the copy's targets", () => {
    const game = mainPhase();
    const snipe = put(game, P1, 'cad-snipe', 'graveyard');
    const [first, second] = [put(game, P2, 'plain-red', 'field'), put(game, P2, 'plain-blue', 'field')];
    put(game, P1, 'plain-blue', 'energy');
    put(game, P1, 'plain-blue', 'energy');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'alchemist', 'hand') });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 525-1' });
    ok(game, { type: 'choose', player: P1, choice: [snipe] });
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 520-1b' });
    expect(options(game)).toEqual([first, second].sort());
    ok(game, { type: 'choose', player: P1, choice: [first] });
    passUntil(game, (g) => g.state.stack.length === 0 && windowName(g) === 'main');
    expect(zone(game, P2, 'field')).toEqual([second]);
    expect(names(game, P1, 'remove')).toEqual(['cad-snipe']);
  });
});
