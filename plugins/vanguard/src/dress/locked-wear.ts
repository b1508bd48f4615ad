/**
 * 13.12.2: a locked card linked to a unit by wear is retired (put into its owner's drop zone by the rules). A worn
 * unit is kept in its owner's `worn` zone (reading 37), where a lock (7.30) can reach it (`src/verbs/lock.ts`).
 */
import { cardsInZone, moveCard, zoneKey, type GameContext, type RuleProcessContribution } from '@tcgkit/kernel';
import { kwBCardStatus } from '../keywords/kw-b-status.js';
import { isLocked } from '../verbs/lock.js';
import { anyCardIn } from '../card-presence.js';

const lockedWorn = (ctx: GameContext): string[] =>
  ctx.state.players.flatMap((p) => cardsInZone(ctx, p.id, 'worn').filter((id) => isLocked(ctx, id)));

export const lockedWearProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'locked-wear',
  rule: 'VG 13.12.2',
  order: 23,
  timing: 'check',
  // No list while no unit is worn, nearly all game (issue 14: read at every check timing).
  applies: (ctx) => anyCardIn(ctx, 'worn') && lockedWorn(ctx).length > 0,
  perform(ctx) {
    for (const id of lockedWorn(ctx)) {
      const card = ctx.state.cards[id]!;
      kwBCardStatus.clear(card, 'wornBy');
      moveCard(ctx, id, zoneKey(card.owner, 'drop'), { reason: 'retire' });
    }
  },
};
