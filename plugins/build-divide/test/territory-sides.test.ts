import { describe, expect, it } from 'vitest';
import { pickAnswer, seedRng, type Action, type Game, type PlayerId } from '@tcgkit/kernel';
import { change, mainPhase, zone, P1, P2 } from './board.js';
import { newGame } from './support.js';

/*
 * 410-2a: the face-down side of a territory in the territory zone is visible only to that zone's controller, who
 * may look at it at any time. P2 plays the tide deck: its territory is Tide Spire, whose unopened side is named
 * Quiet Shoal. P1 (the ember deck, Blaze Citadel / Smouldering Gate) must never read the side that is down.
 */
const hiddenWhileUnopened = ['tide-spire', 'Tide Spire'];
const hiddenWhileOpen = ['tide-spire', 'Quiet Shoal'];

function p2Territory(game: Game): string {
  return zone(game, P2, 'territory')[0]!;
}

function containsAny(value: unknown, secrets: readonly string[]): string | undefined {
  const text = JSON.stringify(value);
  return secrets.find((secret) => text.includes(secret));
}

describe('[BD 410-2a] a territory shows its face-down side to its controller only', () => {
  it('[BD 410-2a] an unopened territory shows the other player its unopened side only; its controller and a judge see the card', () => {
    const game = mainPhase();
    const territory = p2Territory(game);
    const theirs = game.view(P1).zones['p2/territory']!.cards.find((c) => c.id === territory)!;
    expect(theirs.name).toBe('Quiet Shoal');
    expect(theirs.card).toBe('territory-side:unopened:Quiet Shoal');
    expect(game.cardName(theirs.card!)).toBe('Quiet Shoal');
    expect(theirs.stats).toBeUndefined();
    // The open side (name, and the card's id, which names it) is nowhere in P1's view, log and legal actions.
    expect(containsAny(game.view(P1, { log: Infinity }), hiddenWhileUnopened)).toBeUndefined();
    expect(containsAny(game.legalActions(P1), hiddenWhileUnopened)).toBeUndefined();
    // Its controller sees it whole at any time, as does a judge.
    expect(game.view(P2).zones['p2/territory']!.cards.find((c) => c.id === territory)!.card).toBe('tide-spire');
    expect(game.judgeView().zones['p2/territory']!.cards.find((c) => c.id === territory)!.card).toBe('tide-spire');
    // P1's own territory is P1's to see whole, and P2 is shown its unopened side only.
    const own = zone(game, P1, 'territory')[0]!;
    expect(game.view(P1).zones['p1/territory']!.cards.find((c) => c.id === own)!.card).toBe('blaze-citadel');
    expect(game.view(P2).zones['p1/territory']!.cards.find((c) => c.id === own)!.name).toBe('Smouldering Gate');
    expect(containsAny(game.view(P2, { log: Infinity }), ['blaze-citadel', 'Blaze Citadel'])).toBeUndefined();
  });

  it('[BD 410-2a] once open, the territory shows the other player its open side only: the unopened side is the one hidden now', () => {
    const game = mainPhase();
    const territory = p2Territory(game);
    change(game, territory, { status: { open: true } });
    const theirs = game.view(P1).zones['p2/territory']!.cards.find((c) => c.id === territory)!;
    expect(theirs.name).toBe('Tide Spire');
    expect(theirs.card).toBe('territory-side:open:Tide Spire');
    expect(theirs.status['open']).toBe(true); // 404-1: that it is open is public
    expect(containsAny(game.view(P1, { log: Infinity }), hiddenWhileOpen)).toBeUndefined();
    expect(game.view(P2).zones['p2/territory']!.cards.find((c) => c.id === territory)!.card).toBe('tide-spire');
  });

  it('[BD 410-2a] probing the territory with actions gives errors that name neither hidden side nor the card, and changes nothing', () => {
    for (const open of [false, true]) {
      const game = mainPhase();
      const territory = p2Territory(game);
      if (open) change(game, territory, { status: { open: true } });
      const secrets = open ? hiddenWhileOpen : hiddenWhileUnopened;
      const probes: Action[] = [
        { type: 'play', player: P1, card: territory },
        { type: 'place-energy', player: P1, card: territory },
        { type: 'activate', player: P1, card: territory, ability: 0 },
        { type: 'choose', player: P1, choice: [territory] },
        { type: 'play', player: P2, card: territory },
        { type: 'activate', player: P2, card: territory, ability: 0 },
      ];
      for (const probe of probes) {
        const before = game.snapshot();
        const result = game.act(probe);
        expect(result.ok, JSON.stringify(probe)).toBe(false);
        expect(containsAny(result, secrets), JSON.stringify(result)).toBeUndefined();
        expect(game.snapshot()).toBe(before);
      }
    }
  });

  it('[BD 410-2a] in seeded random games, no view of the other player ever holds the side of a territory that is down', () => {
    let opened = 0;
    for (const seed of [1, 2, 3, 4]) {
      const game = newGame(seed, ['ember', 'tide']);
      const owners = new Map<string, PlayerId>();
      for (const player of [P1, P2]) owners.set(zone(game, player, 'territory')[0]!, player);
      const rng = seedRng(seed);
      for (let step = 0; game.result === null && step < 3000; step++) {
        for (const [id, owner] of owners) {
          const card = game.state.cards[id];
          if (card === undefined || !card.zone.endsWith('/territory')) continue;
          const isOpen = card.status['open'] === true;
          if (isOpen) opened++;
          const definition =
            card.card === 'tide-spire'
              ? ['tide-spire', 'Tide Spire', 'Quiet Shoal']
              : ['blaze-citadel', 'Blaze Citadel', 'Smouldering Gate'];
          const hidden = [definition[0]!, isOpen ? definition[2]! : definition[1]!];
          const other = owner === P1 ? P2 : P1;
          expect(containsAny(game.view(other), hidden), `seed ${seed}, step ${step}`).toBeUndefined();
        }
        const legal = game.legalActions();
        expect(game.act(pickAnswer(legal, rng)).ok).toBe(true);
      }
      expect(game.result).not.toBeNull();
    }
    // The games checked both sides: territories were open at some of the decisions.
    expect(opened).toBeGreaterThan(0);
  });
});
