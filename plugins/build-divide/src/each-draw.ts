import { defineVerb, resolveNumber, settleResult, verbDone, type VerbContribution } from '@tcgkit/kernel';
import { drawOne } from './verbs.js';

/**
 * `{ do: 'each-draw', count }` ("each player draws N", 507): every player draws, the turn player first, card by
 * card. A player who has to draw with an empty deck and an empty life zone loses (507-1b), but the game is
 * settled only once every draw of the instruction is done: when all players lose by it they lose at the same
 * time and the game is a draw (103-1a); when one does, the other wins (103-1).
 */
export const eachDrawVerb: Omit<VerbContribution, 'title'> = defineVerb({
  name: 'each-draw',
  rule: 'BD 103-1a',
  params: (l) => ({ count: l.number.optional() }),
  run(ctx, instruction, frame) {
    const count = resolveNumber(ctx, instruction['count'], frame, 1);
    const turnPlayer = ctx.state.turn.player;
    const players = [...ctx.state.players].sort((a, b) => Number(b.id === turnPlayer) - Number(a.id === turnPlayer));
    for (let i = 0; i < count; i++) for (const player of players) if (player.losing === undefined) drawOne(ctx, player.id, false);
    settleResult(ctx);
    return verbDone;
  },
});
