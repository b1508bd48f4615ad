import { defineVerb, expand, type Instruction, type VerbContribution } from '@tcgkit/kernel';

/**
 * `{ do: 'each-discard' }` ("each player discards a card from their hand", 104-4, 104-4a): both players choose from a
 * hidden zone at the same time, so the turn player chooses first without showing the card, then the non-turn
 * player; only then are the chosen cards dropped (discarded, 527-4), together.
 */
export const eachDiscardVerb: Omit<VerbContribution, 'title'> = defineVerb({
  name: 'each-discard',
  rule: 'BD 104-4a',
  params: () => ({}),
  run(ctx, _instruction, frame) {
    const turnPlayer = ctx.state.turn.player === frame.controller ? 'you' : 'opponent';
    const other = turnPlayer === 'you' ? 'opponent' : 'you';
    const choose = (player: string, as: string): Instruction => ({
      do: 'choose',
      player,
      from: { zone: 'hand', player },
      count: 1,
      as,
      prompt: 'Choose a card of your hand to discard',
      rule: 'BD 104-4a',
    });
    return expand([
      choose(turnPlayer, 'turnPlayerDiscard'),
      choose(other, 'otherDiscard'),
      { do: 'drop', cards: { var: 'turnPlayerDiscard' } },
      { do: 'drop', cards: { var: 'otherDiscard' } },
    ]);
  },
});
