import { z } from 'zod';
import {
  cardsInZone,
  moveCard,
  resolveNumber,
  resolvePlayer,
  shuffleZone,
  verbDone,
  defineVerb,
  type ConditionContribution,
  type GameContext,
} from '@tcgkit/kernel';
import { checkRedZone } from './damage.js';
import { data } from './state.js';
import { isTagTeam, lifeCards, teammateOf } from './tag-team.js';

/**
 * Two tag-team rules that also read plainly in the two-player game: "the player receiving damage"
 * (2401-2) and returning life cards to decks with a shuffle (2002-3b, 2002-3b:i).
 */

/** The packet whose damage window is the innermost one open, if any (1104: one window per packet). */
function packetBeingDealt(ctx: GameContext): { player: string; source: string } | undefined {
  for (let i = ctx.state.windows.length - 1; i >= 0; i--) {
    const frame = ctx.state.windows[i]!;
    if (frame.name !== 'damage') continue;
    return data(ctx).packets.find((p) => p.id === frame.data['packet']);
  }
  return undefined;
}

export const receivingDamageCondition: Omit<ConditionContribution, 'title'> = {
  // "(player) is receiving damage (from source)": a damage window is dealing a packet to them. 2401-2: in a
  // tag-team game a player's teammate counts as receiving the same damage.
  name: 'receiving-damage',
  params: (l) => ({ player: l.player.optional(), source: z.enum(['buster', 'effect', 'hit']).optional() }),
  test(ctx, params, _subject, frame) {
    const packet = packetBeingDealt(ctx);
    if (packet === undefined) return false;
    if (params['source'] !== undefined && packet.source !== params['source']) return false;
    const player = resolvePlayer(ctx, params['player'], frame);
    return packet.player === player || (isTagTeam(ctx) && teammateOf(ctx, player) === packet.player);
  },
};

export const returnLifeVerb = defineVerb({
  // Return the top N cards of your life zone to the deck and shuffle: each card goes to its owner's deck
  // (2002-3b), and each player whose deck received one shuffles theirs (2002-3b:i).
  name: 'return-life',
  rule: 'BD 2002-3b',
  params: (l) => ({ count: l.number.optional() }),
  run(ctx, instruction, frame) {
    const n = resolveNumber(ctx, instruction['count'], frame, 1);
    const received = new Set<string>();
    for (const id of lifeCards(ctx, frame.controller).slice(0, n)) {
      const owner = ctx.state.cards[id]!.owner;
      moveCard(ctx, id, `${owner}/deck`, { reason: 'return-life', by: frame.controller });
      received.add(owner);
    }
    for (const p of ctx.state.players)
      if (received.has(p.id) && cardsInZone(ctx, p.id, 'deck').length > 0) shuffleZone(ctx, `${p.id}/deck`);
    checkRedZone(ctx);
    return verbDone;
  },
});
