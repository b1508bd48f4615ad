/**
 * Regalis Piece (14.51): a CONT that limits deck building and resolution.
 * - Deck building: at most one card with Regalis Piece across the main deck and the ride deck, whatever their
 *   names (14.51.2.1, 8.1.8).
 * - Resolution (14.51.2.2): when a card with Regalis Piece is resolved, if its master has already resolved
 *   Regalis Piece cards or abilities this game as many times as their limit, its text is not resolved and the
 *   card is simply put in the drop zone. The limit is 1 unless an effect says otherwise (14.51.2.2.1, the
 *   fighter status `regalisLimit`).
 * Orders with the keyword resolve through the verb `regalis-piece`, which wraps their text; AUTOs of such cards
 * are wrapped the same way by a pending-ability rule (`regalisPendingRule`). Reading 43: its ACTs (none in the pool)
 * are not wrapped.
 */
import {
  defineVerb,
  expand,
  moveCard,
  verbDone,
  zoneKey,
  type GameContext,
  type Instruction,
  type PendingAbilityContribution,
  type RuleError,
  ruleError,
} from '@tcgkit/kernel';
import { z } from 'zod';
import type { VanguardCard } from '../cards/schema.js';
import { definitionOf, playerState } from '../state.js';
import { keywordNamed } from './keyword-params.js';
import { kwBPlayerStatus } from './kw-b-status.js';

export function regalisPieceDeckErrors(mainAndRide: readonly (VanguardCard | undefined)[]): RuleError[] {
  const pieces = mainAndRide.filter((c) => c !== undefined && keywordNamed(c, 'regalis-piece') !== undefined);
  return pieces.length > 1
    ? [ruleError('VG_REGALIS_PIECE_COUNT', `${pieces.length} cards with Regalis Piece; at most 1 across main and ride deck`, 'VG 8.1.8')]
    : [];
}

export function hasRegalisPiece(ctx: GameContext, id: string): boolean {
  const definition = definitionOf(ctx, id);
  return definition !== undefined && keywordNamed(definition, 'regalis-piece') !== undefined;
}

/** Wraps the text of a Regalis Piece card so it resolves under 14.51.2.2; other cards' text is unchanged. */
export function regalisGuarded(ctx: GameContext, card: string, program: readonly Instruction[]): Instruction[] {
  return hasRegalisPiece(ctx, card) ? [{ do: 'regalis-piece', card, then: [...program] }] : [...program];
}

export const regalisPieceVerb = defineVerb({
  name: 'regalis-piece',
  rule: 'VG 14.51.2.2',
  params: (l) => ({ card: z.string(), then: l.program }),
  run(ctx, instruction, frame) {
    const player = playerState(ctx, frame.controller);
    const resolved = kwBPlayerStatus.get(player, 'regalisResolved') ?? 0;
    const limit = kwBPlayerStatus.get(player, 'regalisLimit') ?? 1;
    if (resolved >= limit) {
      // 14.51.2.2: its text is not resolved; the card is simply put in the drop zone.
      const card = ctx.state.cards[String(instruction['card'])];
      if (card !== undefined && !card.zone.startsWith(`${card.owner}/field`))
        moveCard(ctx, card.id, zoneKey(card.owner, 'drop'), { by: frame.controller, reason: 'regalis-piece' });
      return verbDone;
    }
    kwBPlayerStatus.set(player, 'regalisResolved', resolved + 1);
    return expand(instruction['then'] as Instruction[]);
  },
});

/** AUTOs of a card with Regalis Piece resolve under 14.51.2.2 too. */
export const regalisPendingRule: Omit<PendingAbilityContribution, 'title'> = {
  rule: 'VG 14.51.2.2',
  effect: (ctx, pending, _ability, effect) =>
    pending.source !== undefined && pending.card !== null && hasRegalisPiece(ctx, pending.source)
      ? regalisGuarded(ctx, pending.source, effect)
      : [...effect],
};
