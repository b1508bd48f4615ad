import type { CardId, CardObject, PlayerId } from '../state/game-state.js';
import { teamMembers } from '../state/teams.js';
import { canSee } from '../zones/zone-ops.js';
import { appendLog } from '../state/log.js';
import { EngineFault } from '../rules/rule-error.js';
import type { EffectsContext } from './effects-context.js';
import { noteFaceShown } from '../zones/definitions-in-game.js';

/*
 * Cards with two faces (VG 17.2: a Gyze card's "applied face"): a card object shows one of its faces, each a
 * card definition of the title's pool, and everything that reads the card (its name, stats, abilities) reads
 * that face. Changing the face keeps the object (VG 17.2.3.4: the same card, its effects and states kept);
 * which face a card shows after a zone change is the title's `faceAfterMove`.
 */

/**
 * Makes `id` show the face `definition` (a card of the title's pool), keeping the object; logs `face-changed`.
 * Nothing triggers on it by itself: a title that has "when turned over" abilities emits its own event.
 */
export function setCardFace(ctx: EffectsContext, id: CardId, definition: string): void {
  const card = ctx.state.cards[id];
  if (card === undefined) throw new EngineFault(`face change of unknown card ${id}`);
  if (!ctx.title.cards.has(definition)) throw new EngineFault(`face change to unknown card ${definition}`);
  if (card.card === definition) return;
  const from = card.card;
  card.card = definition;
  noteFaceShown(ctx, definition); // the index of definitions in the game (`anyPresent`) reads new objects only
  appendLog(ctx.state, { type: 'face-changed', player: card.controller, detail: { card: id, from, to: definition } });
}

/** The face a card shows once it has moved to `toZone`: the title's `faceAfterMove`, else the one it shows now. */
export function faceAfterMove(ctx: EffectsContext, card: CardObject, toZone: string): string {
  const face = ctx.title.definition.faceAfterMove?.(card, toZone);
  return face !== undefined && ctx.title.cards.has(face) ? face : card.card;
}

/**
 * The card definition `viewer` is shown of `card`: undefined when the viewer may not see the card at all
 * (`canSee`), the title's `shownFace` when only one side of it is visible to the viewer (BD 410-2a: a
 * territory's face-down side is seen by its zone's controller and, in a team game, that player's teammates,
 * as every card is, BD 2001-3), else the card's own definition. The one reading of it for `view()`, choice
 * labels and the move log, so that no title shows a hidden side by another path.
 */
export function shownDefinition(ctx: EffectsContext, card: CardObject, viewer: PlayerId): string | undefined {
  if (!canSee(ctx, card, viewer)) return undefined;
  const partly = ctx.title.definition.shownFace?.(card);
  if (partly === undefined) return card.card;
  // The seer's team sees the card whole, and so does a player it was shown to (a reveal, `knownTo`).
  const team = teamMembers(ctx.state, viewer);
  if (team.includes(partly.seenBy) || card.knownTo?.some((p) => team.includes(p)) === true) return card.card;
  if (!ctx.title.cards.has(partly.face)) throw new EngineFault(`shownFace of ${card.id} names unknown card ${partly.face}`);
  return partly.face;
}
