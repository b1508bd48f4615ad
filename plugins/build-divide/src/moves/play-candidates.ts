import { cardsInZone, type GameContext, type PlayerId, type WindowFrame } from '@tcgkit/kernel';
import { bd } from '../cards/schema.js';
import { mainActionError } from '../windows.js';

/**
 * Which of a title's definitions can be played at all from each zone, and which are Quick (307-2): a card's play
 * timing, its Legacy cost (1408), its set play (415-4) and its unit side (1702-2) are printed and no effect changes
 * them, so this is worked out once per title (the title's card map is fixed once the engine is built). A card whose
 * definition is not listed for its zone is one `planFor` rejects whatever the game state (issue 14: a graveyard of
 * twenty cards was read at every main-timing offer, and its Quick cards at every other offer).
 */
interface Playable {
  quick: ReadonlySet<string>;
  graveyard: ReadonlySet<string>;
  set: ReadonlySet<string>;
  territory: ReadonlySet<string>;
}

const playableByTitle = new WeakMap<GameContext['title'], Playable>();

function playable(ctx: GameContext): Playable {
  let known = playableByTitle.get(ctx.title);
  if (known === undefined) {
    known = { quick: new Set(), graveyard: new Set(), set: new Set(), territory: new Set() };
    for (const [id, definition] of ctx.title.cards) {
      const card = bd(definition);
      if (card === undefined) continue;
      if ('timing' in card && card.timing === 'quick') (known.quick as Set<string>).add(id);
      if ('legacy' in card && card.legacy !== undefined && card.type !== 'territory') (known.graveyard as Set<string>).add(id);
      if ('setPlay' in card && card.setPlay !== undefined) (known.set as Set<string>).add(id);
      if (card.type === 'territory' && card.unit !== undefined) (known.territory as Set<string>).add(id);
    }
    playableByTitle.set(ctx.title, known);
  }
  return known;
}

/**
 * The cards the play move looks at for `player` in `frame` (1204-2a), in the order it lists them: hand,
 * graveyard (Legacy, 1408), set (415-4) and territory (1702-2), each zone's only where their definition can be
 * played from it at all (`playable`). Outside the player's main timing (1103-7) a
 * Normal card of any of those zones cannot be played (307, the card's `timingError`), so only the Quick ones
 * are read: the windows where nobody may act (about twenty per attack, issue 14) walk a few cards instead of a
 * graveyard. The zone lists are the game's own, kept as cards move, so a card drawn or put there a moment ago
 * is among them; set cards, played by their own rule in the end phase's window (706-2a), are always read.
 */
export function playCandidates(ctx: GameContext, player: PlayerId, frame: WindowFrame): string[] {
  const main = mainActionError(ctx, player, frame) === null;
  const known = playable(ctx);
  const out: string[] = [];
  for (const zone of ['hand', 'graveyard', 'set', 'territory'] as const) {
    const printed = zone === 'hand' ? undefined : known[zone];
    for (const id of cardsInZone(ctx, player, zone)) {
      const definition = ctx.state.cards[id]!.card;
      if (printed !== undefined && !printed.has(definition)) continue;
      if (main || zone === 'set' || known.quick.has(definition)) out.push(id);
    }
  }
  return out;
}

/** The hand cards the play move looks at for their Evol cost (1409): the hand's cards of `playCandidates`. */
export function evolCandidates(ctx: GameContext, player: PlayerId, frame: WindowFrame): string[] {
  if (mainActionError(ctx, player, frame) === null) return cardsInZone(ctx, player, 'hand');
  const quick = playable(ctx).quick;
  return cardsInZone(ctx, player, 'hand').filter((id) => quick.has(ctx.state.cards[id]!.card));
}
