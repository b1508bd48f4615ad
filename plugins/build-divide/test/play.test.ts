import { describe, expect, it } from 'vitest';
import { P1, P2, card, clear, count, finishTurn, mainPhase, ok, pass, passUntil, put, rejects, windowName, zone } from './board.js';
import { numberStat } from '@tcgkit/testing';

const standing = (game: ReturnType<typeof mainPhase>, player: string) =>
  zone(game, player, 'energy').filter((id) => card(game, id)!.status['rested'] !== true);

describe('energy, costs and play timing (1103-7, 510, 1204-2)', () => {
  it('[BD 1103-7, 1103-11] BD-013: main actions need an empty resolution zone; Quick cards stack on top', () => {
    const game = mainPhase();
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-blue', 'energy');
    const [q, q2] = [0, 1, 2].map(() => put(game, P1, 'quick-insight', 'hand')) as [string, string];
    const unit = put(game, P1, 'normal-unit', 'hand');
    ok(game, { type: 'play', player: P1, card: q });
    expect(game.decision).toMatchObject({ kind: 'play', player: P1 });
    rejects(game, { type: 'place-energy', player: P1, card: unit }, 'BD_RESOLUTION_ZONE_NOT_EMPTY');
    rejects(game, { type: 'play', player: P1, card: unit }, 'BD_RESOLUTION_ZONE_NOT_EMPTY');
    ok(game, { type: 'play', player: P1, card: q2 });
    expect(game.state.stack).toHaveLength(2);
    expect(zone(game, 'shared', 'resolution')).toHaveLength(2);
  });

  it('[BD 307-1, 1103-7] BD-014: a Normal card cannot be played outside the main phase; a Quick card can', () => {
    const game = mainPhase();
    put(game, P2, 'plain-blue', 'energy');
    const n = put(game, P2, 'normal-unit', 'hand');
    const q = put(game, P2, 'quick-insight', 'hand');
    finishTurn(game);
    expect(game.state.turn.player).toBe(P2);
    passUntil(game, (g) => windowName(g) === 'draw-end');
    expect(game.decision).toMatchObject({ player: P2, window: 'draw-end' });
    rejects(game, { type: 'play', player: P2, card: n }, 'BD_NOT_MAIN_TIMING');
    ok(game, { type: 'play', player: P2, card: q });
    expect(zone(game, P2, 'graveyard').map((id) => card(game, id)!.card)).toContain('quick-insight');
  });

  it('[BD 306-2d, 510-2, 510-2a, 1204-2h, 1204-2i, 403-2c, 1204-2c, 1204-2j, 1204-3c, 515-1, 515-1a, 512-1, 1204-2b] BD-016: a total-only cost is 1 coloured and the rest generic', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const energy = [put(game, P1, 'plain-red', 'energy'), put(game, P1, 'plain-blue', 'energy'), put(game, P1, 'plain-blue', 'energy')];
    const a = put(game, P1, 'heavy-red', 'hand');
    ok(game, { type: 'play', player: P1, card: a, energy });
    expect(energy.every((id) => card(game, id)!.status['rested'] === true)).toBe(true);
    expect(
      game.state.log.some(
        (e) => e.type === 'moved' && e.detail?.['to'] === 'shared/resolution' && e.detail?.['definition'] === 'heavy-red',
      ),
    ).toBe(true);
    const onField = zone(game, P1, 'field').map((id) => card(game, id)!);
    expect(onField.map((c) => c.card)).toEqual(['heavy-red']);
    expect(onField[0]!.status).toEqual({}); // standing, no damage
  });

  it('[BD 510-1a, 1204-2i, 1204-2a] BD-017: a missing colour rejects the play with nothing changed', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const energy = [0, 1, 2].map(() => put(game, P1, 'plain-blue', 'energy'));
    const a = put(game, P1, 'heavy-red', 'hand');
    rejects(game, { type: 'play', player: P1, card: a }, 'BD_WRONG_COLOUR');
    rejects(game, { type: 'play', player: P1, card: a, energy }, 'BD_WRONG_COLOUR');
    expect(game.legalActions().some((x) => x.type === 'play' && x['card'] === a)).toBe(false);
    expect(game.state.log.some((e) => e.type === 'played')).toBe(false);
  });

  it('[BD 203-1c, 510-2] BD-019: a two-colour energy card pays either colour, but only one point', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const dual = put(game, P1, 'dual-energy', 'energy');
    const white = put(game, P1, 'white-energy', 'energy');
    const q = put(game, P1, 'tidal-insight', 'hand');
    const prism = put(game, P1, 'prism-insight', 'hand');
    rejects(game, { type: 'play', player: P1, card: prism }, 'BD_WRONG_COLOUR');
    ok(game, { type: 'play', player: P1, card: q, energy: [dual, white] });
    expect(card(game, dual)!.status['rested']).toBe(true);
  });

  it("[BD 702-1, 510-2] BD-020: energy rested on the opponent's turn stays rested until its owner's stand phase", () => {
    const game = mainPhase();
    put(game, P2, 'plain-blue', 'energy');
    const q = put(game, P2, 'tidal-insight', 'hand');
    pass(game);
    expect(game.decision).toMatchObject({ player: P2, window: 'main' });
    ok(game, { type: 'play', player: P2, card: q });
    expect(standing(game, P2)).toHaveLength(1);
    finishTurn(game);
    expect(game.state.turn.player).toBe(P2);
    expect(standing(game, P2)).toHaveLength(3);
  });

  it('[BD 304-2b, 1204-2a] BD-022: a card with no card type cannot be played', () => {
    const game = mainPhase();
    const idol = put(game, P1, 'hollow-idol', 'hand');
    rejects(game, { type: 'play', player: P1, card: idol }, 'BD_NO_CARD_TYPE');
  });

  it('[BD 1103-7a, 1103-7a:i] one energy placement per turn, face up and standing, only as a main action', () => {
    const game = mainPhase();
    const [a, b] = [put(game, P1, 'plain-red', 'hand'), put(game, P1, 'plain-red', 'hand')];
    ok(game, { type: 'place-energy', player: P1, card: a! });
    const placed = zone(game, P1, 'energy')
      .map((id) => card(game, id)!)
      .find((c) => c.card === 'plain-red')!;
    expect(placed.faceUp && placed.status['rested'] !== true).toBe(true);
    expect(game.state.stack).toHaveLength(0);
    rejects(game, { type: 'place-energy', player: P1, card: b! }, 'BD_ENERGY_LIMIT');
    expect(count(game, P1, 'energy')).toBe(3);
  });

  it('[BD 1103-7] the non-turn player never takes main actions', () => {
    const game = mainPhase();
    put(game, P2, 'plain-blue', 'energy');
    put(game, P2, 'quick-insight', 'hand');
    const n = put(game, P2, 'normal-unit', 'hand');
    pass(game);
    expect(game.decision?.player).toBe(P2);
    rejects(game, { type: 'place-energy', player: P2, card: n }, 'BD_NOT_MAIN_TIMING');
    rejects(game, { type: 'play', player: P2, card: n }, 'BD_NOT_MAIN_TIMING');
  });

  it('[BD 510-2] paying with a rested or foreign energy card is rejected', () => {
    const game = mainPhase();
    const q = put(game, P1, 'white-energy', 'hand');
    const rested = put(game, P1, 'white-energy', 'energy', { rested: true });
    rejects(game, { type: 'play', player: P1, card: q, energy: [rested] }, 'BD_ENERGY_RESTED');
    rejects(game, { type: 'play', player: P1, card: q, energy: [zone(game, P2, 'energy')[0]!] }, 'BD_NOT_YOUR_ENERGY');
    rejects(game, { type: 'play', player: P1, card: q, energy: zone(game, P1, 'energy').slice(0, 2) }, 'BD_WRONG_AMOUNT');
  });
});

describe('territory opening (900)', () => {
  function aceBoard(ace: string) {
    const game = mainPhase();
    clear(game, P1, 'energy');
    put(game, P1, 'plain-red', 'energy');
    for (let i = 0; i < 5; i++) put(game, P1, 'white-energy', 'energy');
    const w = put(game, P1, 'flame-herald', 'field');
    const territory = zone(game, P1, 'territory')[0]!;
    const id = put(game, P1, ace, 'hand');
    return { game, w, territory, id };
  }

  it('[BD 902-1, 902-1a, 902-2, 902-2a, 902-3, 312-3, 511-1, 901-1] BD-023: an Ace played from hand opens the territory for the cost difference', () => {
    const { game, w, territory, id } = aceBoard('blaze-ace');
    expect(numberStat(game, w, 'hit')).toBe(1);
    const before = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: id });
    expect(game.decision).toMatchObject({ kind: 'select', player: P1, rule: 'BD 902-3' });
    // Placed on the field, and nothing in between: no window, no rule processing.
    expect(zone(game, P1, 'field').map((c) => card(game, c)!.card)).toContain('blaze-ace');
    const since = game.state.log.slice(before).map((e) => e.type);
    expect(since.slice(since.indexOf('item-resolves'))).not.toContain('window-opened');
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(card(game, territory)!.status['open']).toBe(true);
    expect(standing(game, P1)).toHaveLength(1); // 6 − 3 − (5 − 3)
    expect(numberStat(game, w, 'hit')).toBe(2);
  });

  it('[BD 902-3b] opening is optional', () => {
    const { game, territory, id } = aceBoard('blaze-ace');
    ok(game, { type: 'play', player: P1, card: id });
    ok(game, { type: 'choose', player: P1, choice: ['no'] });
    expect(card(game, territory)!.status['open']).toBeUndefined();
    expect(standing(game, P1)).toHaveLength(3);
  });

  it('[BD 902-1, 515-2, 503, 503-1] BD-025: an Ace put onto the field by an effect cannot open', () => {
    const { game, territory } = aceBoard('blaze-ace');
    clear(game, P1, 'hand');
    put(game, P1, 'blaze-ace', 'graveyard');
    const recall = put(game, P1, 'recall', 'hand');
    const black = put(game, P1, 'crypt-knight', 'energy');
    ok(game, { type: 'play', player: P1, card: recall, targets: [zone(game, P1, 'graveyard')[0]!], energy: [black] });
    expect(zone(game, P1, 'field').map((c) => card(game, c)!.card)).toContain('blaze-ace');
    expect(game.decision?.kind).not.toBe('select');
    expect(card(game, territory)!.status['open']).toBeUndefined();
  });

  it('[BD 902-2] BD-026: an Ace whose title does not match cannot open', () => {
    const { game, territory, id } = aceBoard('beta-ace');
    ok(game, { type: 'play', player: P1, card: id });
    expect(game.decision?.kind).toBe('play');
    expect(card(game, territory)!.status['open']).toBeUndefined();
  });
});

describe('territory opening: cost 0 and waiting for the next Ace (902-3a, 902-4)', () => {
  it('[BD 902-3a, 902-3b] an Ace costing at least the territory opens it for 0, and may still decline', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    const energy = [put(game, P1, 'plain-red', 'energy'), ...[0, 1, 2, 3].map(() => put(game, P1, 'white-energy', 'energy'))];
    const territory = zone(game, P1, 'territory')[0]!;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'grand-ace', 'hand'), energy });
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 902-3', prompt: expect.stringContaining('for 0 energy') });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(card(game, territory)!.status['open']).toBe(true);
  });

  it('[BD 902-4] after declining, only the next Ace that enters offers the opening again', () => {
    const game = mainPhase();
    clear(game, P1, 'energy');
    for (let i = 0; i < 3; i++) put(game, P1, 'plain-red', 'energy');
    for (let i = 0; i < 8; i++) put(game, P1, 'white-energy', 'energy');
    const territory = zone(game, P1, 'territory')[0]!;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'blaze-ace', 'hand') });
    ok(game, { type: 'choose', player: P1, choice: ['no'] });
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'plain-red', 'hand') });
    expect(game.decision?.kind).toBe('play');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'blaze-ace', 'hand') });
    expect(game.decision).toMatchObject({ kind: 'select', rule: 'BD 902-3' });
    ok(game, { type: 'choose', player: P1, choice: ['yes'] });
    expect(card(game, territory)!.status['open']).toBe(true);
  });
});
