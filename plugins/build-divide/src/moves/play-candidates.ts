import { cardsInZone, type GameContext, type PlayerId, type WindowFrame } from '@tcgkit/kernel';
import { bd } from '../cards/schema.js';
import { mainActionError } from '../windows.js';

/**
 * Which of a title's definitions are Quick (307-2): a card's play timing is printed and no effect changes it,
 * so this is worked out once per title (the title's card map is fixed once the engine is built).
 */
const quickByTitle = new WeakMap<GameContext['title'], ReadonlySet<string>>();

function quickDefinitions(ctx: GameContext): ReadonlySet<string> {
  let quick = quickByTitle.get(ctx.title);
  if (quick === undefined) {
    const ids = new Set<string>();
    for (const [id, definition] of ctx.title.cards) {
      const card = bd(definition);
      if (card !== undefined && 'timing' in card && card.timing === 'quick') ids.add(id);
    }
    quickByTitle.set(ctx.title, (quick = ids));
  }
  return quick;
}

/**
 * The cards the play move looks at for `player` in `frame` (1204-2a), in the order it lists them: hand,
 * graveyard (Legacy, 1408), set (415-4) and territory (1702-2). Outside the player's main timing (1103-7) a
 * Normal card of any of those zones cannot be played (307, the card's `timingError`), so only the Quick ones
 * are read: the windows where nobody may act (about twenty per attack, issue 14) walk a few cards instead of a
 * graveyard. The zone lists are the game's own, kept as cards move, so a card drawn or put there a moment ago
 * is among them; set cards, played by their own rule in the end phase's window (706-2a), are always read.
 */
export function playCandidates(ctx: GameContext, player: PlayerId, frame: WindowFrame): string[] {
  const main = mainActionError(ctx, player, frame) === null;
  const quick = quickDefinitions(ctx);
  const out: string[] = [];
  for (const zone of ['hand', 'graveyard', 'set', 'territory'] as const) {
    for (const id of cardsInZone(ctx, player, zone)) {
      if (main || zone === 'set' || quick.has(ctx.state.cards[id]!.card)) out.push(id);
    }
  }
  return out;
}

/** The hand cards the play move looks at for their Evol cost (1409): the hand's cards of `playCandidates`. */
export function evolCandidates(ctx: GameContext, player: PlayerId, frame: WindowFrame): string[] {
  if (mainActionError(ctx, player, frame) === null) return cardsInZone(ctx, player, 'hand');
  const quick = quickDefinitions(ctx);
  return cardsInZone(ctx, player, 'hand').filter((id) => quick.has(ctx.state.cards[id]!.card));
}
