/**
 * Title-independent verbs over hidden zones and choices the rules of several titles define the same way:
 * looking at the top of a deck (VG 7.7), searching a zone (VG 7.11) with the shuffle that follows it
 * (VG 7.12.2), swapping two cards' zones (VG 7.8), declaring a card name (VG 7.13) and choosing at
 * random (VG 12.4). Titles cite their own sections in their tests; the verbs carry no title's rule text.
 */
import { z } from 'zod';
import { askSelect, confirmQuestion } from '../decisions/ask-select.js';
import { isChooseAction } from '../decisions/decision.js';
import type { EffectsContext, Verb } from './effects-context.js';
import type { CardId, PlayerId } from '../state/game-state.js';
import { nextInt } from '../state/rng.js';
import { emitEvent } from './triggers.js';
import { cardsIn, zoneKeysOf } from '../zones/zone-ops.js';
import { moveCard } from './move-card.js';
import { cardOptions } from './choose-cards.js';
import { expand, verbDone } from './instruction.js';
import { programOf } from './core-verbs.js';
import { choosableBy } from './restrictions.js';
import { defineCoreVerb } from './typed-verbs.js';
import { liveCards, resolveCards, resolveNumber, resolvePlayer } from './values.js';

function deckKey(ctx: EffectsContext, player: PlayerId, zone: string | undefined): string {
  return zoneKeysOf(ctx, player, zone ?? ctx.title.definition.roles.deck)[0] as string;
}

/** Lets `player` know a card's face (without revealing it to anyone else). */
function letKnow(ctx: EffectsContext, id: CardId, player: PlayerId): void {
  const card = ctx.state.cards[id];
  if (card !== undefined && card.knownTo?.includes(player) !== true) card.knownTo = [...(card.knownTo ?? []), player];
}

/**
 * Look at the top `count` cards of a deck (`look`): the looking player learns them; nothing moves
 * (VG 7.7.1). With `upTo`, one card at a time, the player may stop before each next card (VG 7.7.2).
 * The cards looked at are stored in `as`; one `looked` event is emitted per instruction, however many
 * cards were seen, so an ability triggered by looking is pending once per effect (VG 7.7.4). `then` runs
 * next, with the cards in `as`; with `forget`, the look ends there (WS 8.6.6: a look ends when its effect
 * has resolved): the cards learnt by it that are still in the deck are unknown to the player again.
 */
const look = defineCoreVerb({
  name: 'look',
  params: (l) => ({
    count: l.number.optional(),
    player: l.player.optional(),
    deckOf: l.player.optional(),
    zone: l.zone.optional(),
    upTo: z.boolean().optional(),
    as: z.string().optional(),
    then: l.program.optional(),
    forget: z.boolean().optional(),
  }),
  run(ctx, instruction, frame) {
    const viewer = resolvePlayer(ctx, instruction['player'], frame);
    const owner = instruction['deckOf'] === undefined ? viewer : resolvePlayer(ctx, instruction['deckOf'], frame);
    const key = deckKey(ctx, owner, instruction['zone'] as string | undefined);
    const n = resolveNumber(ctx, instruction['count'], frame, 1);
    const as = String(instruction['as'] ?? 'looked');
    const top = cardsIn(ctx, key).slice(0, Math.max(0, n));
    // What this look may teach: the top cards the player does not know yet (forgotten again with `forget`).
    const unknown = top.filter((id) => ctx.state.cards[id]?.knownTo?.includes(viewer) !== true);
    const after = [
      ...programOf(instruction['then']),
      ...(instruction['forget'] === true && unknown.length > 0 ? [{ do: 'look-end', key, viewer, cards: unknown }] : []),
    ];
    if (n <= 0) {
      frame.vars[as] = [];
      return expand(after); // 7.7.2.1: nothing to look at
    }
    if (instruction['upTo'] !== true) {
      for (const id of top) letKnow(ctx, id, viewer);
      frame.vars[as] = [...top];
      // The log is public: it names how many cards were looked at (and how many were asked), never which
      // (VG 4.5: the deck is hidden). Fewer than asked: the look ends after the last card (WS 3.2.3.3).
      if (top.length > 0) emitEvent(ctx, { type: 'looked', player: viewer, detail: { count: top.length, asked: n, zone: key } });
      return expand(after);
    }
    return expand([{ do: 'look-next', key, viewer, count: n, as }, ...after]);
  },
});

/** One step of "look at up to N" (VG 7.7.2.3–5): stop, or learn the next card. */
const lookNext = defineCoreVerb({
  name: 'look-next',
  params: () => ({ key: z.string(), viewer: z.string(), count: z.number().int(), as: z.string() }),
  run(ctx, instruction, frame) {
    const as = String(instruction['as']);
    const viewer = String(instruction['viewer']);
    const seen = Array.isArray(frame.vars[as]) ? (frame.vars[as] as string[]) : [];
    const next = cardsIn(ctx, String(instruction['key']))[seen.length];
    if (seen.length >= Number(instruction['count']) || next === undefined) return verbDone;
    const asked = askSelect(frame.answer, confirmQuestion(viewer, `Look at card ${seen.length + 1} from the top?`));
    if ('ask' in asked) return asked.ask;
    if (asked.picked[0] !== 'yes') return verbDone;
    letKnow(ctx, next, viewer);
    frame.vars[as] = [...seen, next];
    if (seen.length === 0) emitEvent(ctx, { type: 'looked', player: viewer, detail: { zone: String(instruction['key']) } });
    return expand([{ ...instruction }]);
  },
});

/** The end of a look with `forget`: the cards it taught, where they still are in the zone, are unknown again. */
const lookEnd = defineCoreVerb({
  name: 'look-end',
  params: () => ({ key: z.string(), viewer: z.string(), cards: z.array(z.string()) }),
  run(ctx, instruction) {
    const viewer = String(instruction['viewer']);
    for (const id of instruction['cards'] as string[]) {
      const card = ctx.state.cards[id];
      if (card === undefined || card.zone !== instruction['key']) continue;
      const rest = (card.knownTo ?? []).filter((p) => p !== viewer);
      if (rest.length === 0) delete card.knownTo;
      else card.knownTo = rest;
    }
    return verbDone;
  },
});

/**
 * Search (`search`): the searching player looks at every card of the zones (VG 7.11.1, 7.11.4) and finds up
 * to `count` cards matching `where`. In a hidden zone they may find none even if some match (VG 7.11.2); in
 * a public zone they must find as many as match, up to `count` (VG 7.11.3). The found cards are stored in
 * `as` (and, for the shuffle that usually follows, in `_searched`: see `shuffle`'s `except`).
 */
const search = defineCoreVerb({
  name: 'search',
  params: (l) => ({
    zone: z.union([l.zone, z.array(l.zone)]).optional(),
    player: l.player.optional(),
    where: l.predicate.optional(),
    count: l.number.optional(),
    as: z.string().optional(),
    prompt: z.string().optional(),
    rule: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const searcher = resolvePlayer(ctx, instruction['player'], frame);
    const zones =
      instruction['zone'] === undefined ? [ctx.title.definition.roles.deck] : ([] as string[]).concat(instruction['zone'] as string);
    const as = String(instruction['as'] ?? 'found');
    const answer = frame.answer;
    if (answer !== undefined && isChooseAction(answer)) {
      frame.vars[as] = answer.choice;
      frame.vars['_searched'] = answer.choice;
      return verbDone;
    }
    const candidates = choosableBy(
      ctx,
      resolveCards(
        ctx,
        { zone: zones, player: searcher, ...(instruction['where'] === undefined ? {} : { where: instruction['where'] }) },
        frame,
      ),
      searcher,
      frame,
    );
    const max = Math.min(candidates.length, resolveNumber(ctx, instruction['count'], frame, 1));
    const hidden = zones.some((zone) => ctx.title.zones.get(zone)?.visibility !== 'public');
    // The searcher looks at every card of the zones (VG 7.11.1); a shuffle afterwards makes them unknown again.
    for (const id of resolveCards(ctx, { zone: zones, player: searcher }, frame)) letKnow(ctx, id, searcher);
    const min = hidden ? 0 : max;
    if (max === 0 || (min === max && min === candidates.length)) {
      frame.vars[as] = candidates.slice(0, max);
      frame.vars['_searched'] = candidates.slice(0, max);
      return verbDone;
    }
    const request = {
      kind: 'select' as const,
      player: searcher,
      prompt: String(instruction['prompt'] ?? `Search: choose ${min === max ? max : `up to ${max}`} card(s)`),
      options: cardOptions(ctx, candidates, searcher).map((option) => ({ ...option, label: labelFor(ctx, option.card as string) })),
      min,
      max,
    };
    return { type: 'decide', request: typeof instruction['rule'] === 'string' ? { ...request, rule: instruction['rule'] } : request };
  },
});

/** The searcher sees every card they search through, so options are labelled with the card's name. */
function labelFor(ctx: EffectsContext, id: CardId): string {
  const card = ctx.state.cards[id];
  return card === undefined ? id : `${ctx.title.cardName(card.card)} (${id})`;
}

/**
 * Swap (`swap`): `cards` and `with` go to each other's zone (slot included) at the same time (VG 7.8.1); if
 * either is gone, nothing happens (VG 7.8.2).
 */
const swap = defineCoreVerb({
  name: 'swap',
  params: (l) => ({ cards: l.cards, with: l.cards, reason: z.string().optional() }),
  run(ctx, instruction, frame) {
    const [a] = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame));
    const [b] = liveCards(ctx, resolveCards(ctx, instruction['with'], frame));
    if (a === undefined || b === undefined || a.id === b.id || a.zone === b.zone) return verbDone;
    const [aZone, bZone] = [a.zone, b.zone];
    const reason = String(instruction['reason'] ?? 'swap');
    const aIndex = (ctx.state.zones[aZone] ?? []).indexOf(a.id);
    const bIndex = (ctx.state.zones[bZone] ?? []).indexOf(b.id);
    const newA = moveCard(ctx, a.id, bZone, { by: frame.controller, reason });
    const newB = moveCard(ctx, b.id, aZone, { by: frame.controller, reason });
    // Each takes the other's place in an ordered zone (a swapped deck card keeps its position).
    placeAt(ctx, bZone, newA, bIndex);
    placeAt(ctx, aZone, newB, aIndex);
    return verbDone;
  },
});

function placeAt(ctx: EffectsContext, key: string, id: CardId, index: number): void {
  const list = ctx.state.zones[key];
  if (list === undefined || index < 0) return;
  const at = list.indexOf(id);
  if (at < 0) return;
  list.splice(at, 1);
  list.splice(Math.min(index, list.length), 0, id);
}

/**
 * Declare a card name (`declare`): the player names one card that exists (VG 7.13.2: one of the title's
 * card names, named unambiguously); the name is stored in `as`.
 */
const declare = defineCoreVerb({
  name: 'declare',
  params: (l) => ({ player: l.player.optional(), as: z.string().optional(), prompt: z.string().optional() }),
  run(ctx, instruction, frame) {
    const as = String(instruction['as'] ?? 'declared');
    const player = resolvePlayer(ctx, instruction['player'], frame);
    const names = [...new Set([...ctx.title.cards.keys()].map((id) => ctx.title.cardName(id)))].sort();
    const asked = askSelect(frame.answer, {
      player,
      prompt: String(instruction['prompt'] ?? 'Declare a card name'),
      options: names.map((name) => ({ id: name, label: name })),
      min: 1,
      max: 1,
    });
    if ('ask' in asked) return asked.ask;
    frame.vars[as] = String(asked.picked[0]);
    emitEvent(ctx, { type: 'declared', player, detail: { name: String(asked.picked[0]) } });
    return verbDone;
  },
});

/**
 * Choose at random (`choose-random`): `count` of `from`, each equally likely (VG 12.4.1–2), drawn from the
 * game's seeded generator, so a replay chooses the same. Stored in `as`.
 */
const chooseRandom = defineCoreVerb({
  name: 'choose-random',
  params: (l) => ({ from: l.cards, count: l.number.optional(), as: z.string().optional() }),
  run(ctx, instruction, frame) {
    const pool = [...resolveCards(ctx, instruction['from'], frame)];
    const n = Math.min(pool.length, resolveNumber(ctx, instruction['count'], frame, 1));
    const chosen: CardId[] = [];
    for (let i = 0; i < n; i++) chosen.push(pool.splice(nextInt(ctx.state.rng, pool.length), 1)[0] as CardId);
    frame.vars[String(instruction['as'] ?? 'chosen')] = chosen;
    return verbDone;
  },
});

/** The verbs card data may write (`look-next` and `look-end` are `look`'s own steps, not written by hand). */
export const typedDeckVerbs = [look, search, swap, declare, chooseRandom];

export const deckVerbs: readonly Verb<EffectsContext>[] = [...typedDeckVerbs, lookNext, lookEnd].map((verb) => ({ ...verb, title: '*' }));
