import { anyPresent, cardsIn, zoneKey, type GameContext, type PlayerId, type WindowFrame } from '@tcgkit/kernel';
import { bd } from '../cards/schema.js';
import { mainActionError } from '../windows.js';

/**
 * Which of a title's definitions the play move looks for in each zone (1204-2a), in the main timing (`any`) and
 * outside it (`quick`, 307-2: a Normal card is only played in its player's main timing, 1103-7). A card's play
 * timing, its Legacy cost (1408), its set play (415-4) and its unit side (1702-2) are printed and no effect changes
 * them, so this is worked out once per title (the title's card map is fixed once the engine is built). A card whose
 * definition is not listed for its zone is one `planFor` or `timingError` rejects whatever the game state. `any`
 * undefined: every card of the zone (the hand in the main timing).
 */
interface Looked {
  any: ReadonlySet<string> | undefined;
  quick: ReadonlySet<string>;
}

type PlayZone = 'hand' | 'graveyard' | 'set' | 'territory';
const playZones: readonly PlayZone[] = ['hand', 'graveyard', 'set', 'territory'];

const lookedByTitle = new WeakMap<GameContext['title'], Record<PlayZone | 'evol', Looked>>();

function looked(ctx: GameContext): Record<PlayZone | 'evol', Looked> {
  let known = lookedByTitle.get(ctx.title);
  if (known === undefined) {
    const quick = new Set<string>();
    const legacy = new Set<string>();
    const setPlay = new Set<string>();
    const unitSide = new Set<string>();
    const evol = new Set<string>();
    for (const [id, definition] of ctx.title.cards) {
      const card = bd(definition);
      if (card === undefined) continue;
      if ('timing' in card && card.timing === 'quick') quick.add(id);
      if ('legacy' in card && card.legacy !== undefined && card.type !== 'territory') legacy.add(id);
      if ('setPlay' in card && card.setPlay !== undefined) setPlay.add(id);
      if (card.type === 'territory' && card.unit !== undefined) unitSide.add(id);
      if ('evol' in card && card.evol !== undefined) evol.add(id);
    }
    const quickOf = (set: ReadonlySet<string>): Set<string> => new Set([...set].filter((id) => quick.has(id)));
    known = {
      hand: { any: undefined, quick },
      graveyard: { any: legacy, quick: quickOf(legacy) },
      // 706-2a: a set card is played by its own rule, whatever its play timing.
      set: { any: setPlay, quick: setPlay },
      territory: { any: unitSide, quick: quickOf(unitSide) },
      // 1409: the hand's cards with an Evol cost, played for it.
      evol: { any: evol, quick: quickOf(evol) },
    };
    lookedByTitle.set(ctx.title, known);
  }
  return known;
}

/**
 * The cards the play move looks at for `player` in `frame` (1204-2a), in the order it lists them: hand,
 * graveyard (Legacy, 1408), set (415-4) and territory (1702-2), each zone's only where their definition can be
 * played from it now (`looked`). Outside the player's main timing (1103-7) only the Quick ones are read: the
 * windows where nobody may act (about twenty per attack, issue 14) walk a few cards instead of a graveyard. A zone
 * is not walked at all while no card of the game shows one of the definitions looked for there (the kernel's
 * `anyPresent`, kept up to date as cards are made). The zone lists are the game's own, kept as cards move, so a card
 * drawn or put there a moment ago is among them.
 */
export function playCandidates(ctx: GameContext, player: PlayerId, frame: WindowFrame): string[] {
  const main = mainActionError(ctx, player, frame) === null;
  const known = looked(ctx);
  const out: string[] = [];
  for (const zone of playZones) {
    const wanted = main ? known[zone].any : known[zone].quick;
    if (wanted !== undefined && !anyPresent(ctx, wanted)) continue;
    for (const id of cardsIn(ctx, zoneKey(player, zone))) {
      if (wanted === undefined || wanted.has(ctx.state.cards[id]!.card)) out.push(id);
    }
  }
  return out;
}

/**
 * The hand cards the play move looks at for their Evol cost (1409): those with one, and outside the main timing
 * the Quick ones; none while the game shows no such definition (`anyPresent`).
 */
export function evolCandidates(ctx: GameContext, player: PlayerId, frame: WindowFrame): string[] {
  const known = looked(ctx).evol;
  const wanted = mainActionError(ctx, player, frame) === null ? known.any! : known.quick;
  if (!anyPresent(ctx, wanted)) return [];
  return cardsIn(ctx, zoneKey(player, 'hand')).filter((id) => wanted.has(ctx.state.cards[id]!.card));
}
