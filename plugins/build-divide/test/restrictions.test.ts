import { createEngine, titleModule } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin } from '../src/index.js';
import { P1, P2, card, change, mainPhase, ok, passUntil, put, rejects, toDeclaration, zone } from './board.js';

/**
 * Restrictions a title contributes (`RestrictionContribution`, the kernel's one hook) hold in Build
 * Divide's own choices: the targets of a played card, the cards its verbs choose, and its activate move.
 * Here a restriction says cards with a definition in `veiled` cannot be chosen, and abilities of cards with
 * a definition in `silenced` cannot be used.
 */
const veiled = new Set<string>();
const silenced = new Set<string>();
const engine = createEngine([
  titleModule({
    ...buildDividePlugin,
    restrictions: [
      {
        rule: 'BD 1204-2a:ii',
        cannotChoose: (ctx, id) => veiled.has(ctx.state.cards[id]?.card ?? ''),
        cannotUse: (_ctx, object) => silenced.has(object.card),
      },
    ],
  }),
]);
const start = (seed = 1) => {
  veiled.clear();
  silenced.clear();
  return mainPhase(seed, engine);
};

describe('restrictions on choosing and using in Build Divide', () => {
  it('[BD 1204-2g] a unit that cannot be chosen is not a legal target of a played card', () => {
    const game = start();
    veiled.add('beast-5');
    for (let i = 0; i < 2; i++) put(game, P1, 'plain-red', 'energy');
    const shot = put(game, P1, 'split-shot', 'hand');
    const x = put(game, P2, 'beast-5', 'field');
    const y = put(game, P2, 'plain-red', 'field');
    const plays = game.legalActions().filter((a) => a.type === 'play' && a['card'] === shot);
    expect(plays.map((a) => (a.type === 'play' ? a['targets'] : null))).toEqual([[y]]);
    rejects(game, { type: 'play', player: P1, card: shot, targets: [x] }, 'BD_BAD_TARGET');
    rejects(game, { type: 'play', player: P1, card: shot, targets: [x, y] }, 'BD_BAD_TARGET');
    ok(game, { type: 'play', player: P1, card: shot, targets: [y] });
  });

  it('[BD 1204-2g:iii] with no unit that may be chosen, a card that needs a target cannot be played', () => {
    const game = start();
    veiled.add('beast-5');
    put(game, P1, 'plain-red', 'energy');
    const edict = put(game, P1, 'twin-edict', 'hand');
    const x = put(game, P2, 'beast-5', 'field');
    expect(game.legalActions().filter((a) => a.type === 'play' && a['card'] === edict)).toEqual([]);
    rejects(game, { type: 'play', player: P1, card: edict, targets: [x] }, 'BD_BAD_TARGET');
    rejects(game, { type: 'play', player: P1, card: edict, targets: [] }, 'BD_NO_LEGAL_TARGET');
  });

  it('[BD 1424-2] CAD does not offer a magic card that cannot be chosen', () => {
    const cad = (veil: boolean) => {
      const game = start();
      if (veil) veiled.add('arc-bolt');
      const mage = put(game, P1, 'cad-mage', 'field');
      const bolt = put(game, P1, 'arc-bolt', 'hand');
      for (const id of zone(game, P1, 'energy')) change(game, id, { status: { rested: true } });
      toDeclaration(game);
      ok(game, { type: 'attack', player: P1, attacker: mage, target: P2 });
      passUntil(game, (g) => g.decision?.kind !== 'play');
      return { game, bolt };
    };
    const free = cad(false);
    expect(free.game.decision).toMatchObject({ kind: 'select', rule: 'BD 1424-2', options: [{ id: free.bolt }] });
    const held = cad(true);
    expect(held.game.decision).not.toMatchObject({ rule: 'BD 1424-2' });
    expect(card(held.game, held.bolt)?.zone).toBe(`${P1}/hand`);
  });

  it('[BD 1204-2a:ii] an activated ability that cannot be used cannot be activated', () => {
    const game = start();
    const maiden = put(game, P1, 'aegis-maiden', 'field');
    const activate = { type: 'activate', player: P1, card: maiden, ability: 0 };
    expect(game.legalActions()).toContainEqual(activate);
    silenced.add('aegis-maiden');
    expect(game.legalActions()).not.toContainEqual(activate);
    rejects(game, activate, 'RESTRICTED');
    silenced.clear();
    ok(game, activate);
  });
});
