import { describe, expect, it } from 'vitest';
import {
  cardOptions,
  cardsInZone,
  chooseCards,
  createEngine,
  isChooseAction,
  moveCard,
  noParams,
  opponentOf,
  titleModule,
  verbDone,
  type CardDefinition,
  type EffectFrame,
  type Game,
  type GameContext,
  type VerbContribution,
} from '../src/index.js';
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

/**
 * A title's own verb that chooses: one asks its question without `chooseCards` (the interpreter still
 * leaves out what cannot be chosen), the other chooses through `chooseCards` (a forced answer is taken
 * only from what may be chosen). Both retire what was chosen.
 */
describe('restrictions in title verbs that choose (one kernel place: chooseCards and the interpreter)', () => {
  const base = skirmishPlugin('none');
  const retire = (ctx: GameContext, ids: readonly string[], frame: EffectFrame): void => {
    for (const id of ids) moveCard(ctx, id, `${opponentOf(ctx, frame.controller)}/drop`, { reason: 'retire' });
  };
  const rawQuestion: Omit<VerbContribution, 'title'> = {
    name: 'retire-raw',
    params: noParams,
    run(ctx, _instruction, frame) {
      const answer = frame.answer;
      if (answer !== undefined && isChooseAction(answer)) {
        retire(ctx, answer.choice, frame);
        return verbDone;
      }
      const candidates = cardsInZone(ctx, opponentOf(ctx, frame.controller), 'field');
      const request = {
        kind: 'select' as const,
        player: frame.controller,
        prompt: 'Retire one',
        options: cardOptions(ctx, candidates, frame.controller),
        min: 1,
        max: 1,
      };
      return { type: 'decide', request };
    },
  };
  const throughKernel: Omit<VerbContribution, 'title'> = {
    name: 'retire-one',
    params: noParams,
    run(ctx, _instruction, frame) {
      const candidates = cardsInZone(ctx, opponentOf(ctx, frame.controller), 'field');
      const choice = chooseCards(ctx, frame, { candidates, max: 1, prompt: 'Retire one' });
      if ('ask' in choice) return choice.ask;
      retire(ctx, choice.chosen, frame);
      return verbDone;
    },
  };
  const spell = (id: string, verb: string): CardDefinition => ({ id, name: id, type: 'spell', text: '', effect: [{ do: verb }] });
  const engine = createEngine([
    titleModule({
      ...base,
      verbs: [...(base.verbs ?? []), rawQuestion, throughKernel],
      cards: [...(base.cards ?? []), spell('hex', 'retire-raw'), spell('curse', 'retire-one')],
      restrictions: [{ rule: 'VG 12.2', cannotChoose: (ctx, card) => ctx.state.cards[card]?.card === 'brute' }],
    }),
  ]);
  const start = (): Game => engine.create({ title: 'skirmish', seed: 2, players: [{ deck: 'red' }, { deck: 'blue' }] });

  it('[VG 7.50.2] a verb that asks on its own is never answered with a card that cannot be chosen', () => {
    const game = start();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const brute = give(game, b, 'field', 'brute', 'left');
    const soldier = give(game, b, 'field', 'soldier', 'right');
    const guard = give(game, b, 'field', 'soldier', 'center');
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'hex') }).ok).toBe(true);
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    expect(options.sort()).toEqual([soldier, guard].sort());
    expect(game.act({ type: 'choose', player: a, choice: [brute] })).toMatchObject({ ok: false, error: { code: 'BAD_CHOICE' } });
    expect(game.act({ type: 'choose', player: a, choice: [soldier] }).ok).toBe(true);
    expect(game.state.cards[brute]?.zone).toBe(`${b}/field#left`);
  });

  it('[VG 11.8.4] when every card a verb offers cannot be chosen, it goes on with none chosen and asks nothing', () => {
    const game = start();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const brutes = [give(game, b, 'field', 'brute', 'left'), give(game, b, 'field', 'brute', 'right')];
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'hex') }).ok).toBe(true);
    expect(game.decision).toMatchObject({ kind: 'play', player: a });
    expect(brutes.map((id) => game.state.cards[id]?.zone)).toEqual([`${b}/field#left`, `${b}/field#right`]);
  });

  it('[VG 7.50.2, 11.8.4] chooseCards takes a forced answer only from the cards that may be chosen', () => {
    const game = start();
    const [a, b] = [turnPlayer(game), opponent(game)];
    const brute = give(game, b, 'field', 'brute', 'left');
    const soldier = give(game, b, 'field', 'soldier', 'right');
    expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'curse') }).ok).toBe(true);
    expect(game.decision).toMatchObject({ kind: 'play', player: a }); // one choosable card: no question
    expect(game.state.cards[soldier]).toBeUndefined(); // retired (a new object in the drop zone)
    expect(game.state.cards[brute]?.zone).toBe(`${b}/field#left`);
  });
});
