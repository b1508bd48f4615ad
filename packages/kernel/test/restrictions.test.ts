import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type Game } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, opponent, turnPlayer } from './support/board.js';

/**
 * A title's `RestrictionContribution`s are enforced by the kernel wherever it chooses, activates, triggers
 * or plays a pending ability. The fixture title says: Brutes cannot be chosen, and abilities of cards whose
 * definition is in `silenced` cannot be used.
 */
describe('restrictions on choosing and using (a kernel hook titles contribute to)', () => {
  const silenced = new Set<string>();
  const base = skirmishPlugin('none');
  const engine = createEngine([
    titleModule({
      ...base,
      restrictions: [
        {
          rule: 'VG 12.2',
          cannotChoose: (ctx, card) => ctx.state.cards[card]?.card === 'brute',
          cannotUse: (_ctx, card) => silenced.has(card.card),
        },
      ],
      // Scouts may be declined, so there is a choice (and time) between triggering and playing.
      pendingAbilityRules: [{ rule: 'VG 12.3.5', mayDecline: (_ctx, pending) => pending.card === 'scout' }],
    }),
  ]);
  const start = (): Game => {
    silenced.clear();
    return engine.create({ title: 'skirmish', seed: 2, players: [{ deck: 'red' }, { deck: 'blue' }] });
  };
  const hand = (game: Game, player: string) => game.state.zones[`${player}/hand`]!.length;

  it('[VG 7.50.2] a card that cannot be chosen is never offered by the kernel’s choose, nor accepted', () => {
    const game = start();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const brute = give(game, b, 'field', 'brute', 'left');
    const soldiers = [give(game, b, 'field', 'soldier', 'right'), give(game, b, 'field', 'soldier', 'center')];
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') }).ok).toBe(true);
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options.sort()).toEqual([...soldiers].sort());
    expect(game.act({ type: 'choose', player: a, choice: [brute] })).toMatchObject({ ok: false, error: { code: 'BAD_CHOICE' } });
  });

  it('[VG 12.2.1.1] an activated ability that cannot be used cannot be played', () => {
    const game = start();
    const a = turnPlayer(game);
    const striker = give(game, a, 'field', 'striker', 'left');
    const activate = { type: 'activate', player: a, card: striker, ability: 0 };
    expect(game.legalActions()).toContainEqual(activate);
    silenced.add('striker');
    expect(game.legalActions()).not.toContainEqual(activate);
    expect(game.act(activate)).toMatchObject({ ok: false, error: { code: 'RESTRICTED', rule: 'VG 12.2' } });
    silenced.clear();
    expect(game.act(activate).ok).toBe(true);
  });

  it('[VG 12.2.1.2.1] an automatic ability that cannot be used does not trigger', () => {
    const game = start();
    const a = turnPlayer(game);
    silenced.add('scout');
    const scout = give(game, a, 'hand', 'scout');
    const before = hand(game, a);
    expect(game.act({ type: 'call', player: a, card: scout, slot: 'left' }).ok).toBe(true);
    expect(game.state.pending).toEqual([]);
    expect(game.decision?.kind).toBe('play');
    expect(hand(game, a)).toBe(before - 1);
  });

  it('[VG 12.2.1.2.2, 11.9.4] a pending ability that becomes unusable stays pending, and is removed unplayed when picked', () => {
    const game = start();
    const a = turnPlayer(game);
    const scout = give(game, a, 'hand', 'scout');
    const before = hand(game, a);
    expect(game.act({ type: 'call', player: a, card: scout, slot: 'left' }).ok).toBe(true);
    expect(game.state.pending).toHaveLength(1);
    silenced.add('scout');
    expect(game.state.pending).toHaveLength(1); // not cancelled (12.2.1.2.2)
    const play = (game.decision as { options: { id: string }[] }).options.find((o) => !o.id.startsWith('decline:'))!.id;
    expect(game.act({ type: 'choose', player: a, choice: [play] }).ok).toBe(true);
    expect(game.state.pending).toEqual([]);
    expect(game.state.log.filter((e) => e.type === 'ability-removed').map((e) => e.detail?.['rule'])).toEqual(['VG 12.2']);
    expect(hand(game, a)).toBe(before - 1); // nothing was drawn
  });
});
