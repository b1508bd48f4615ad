/**
 * Pseudo-cards beyond Protect and the crest (ch.15): token units and token set orders (15.4), tickets (15.5)
 * and Mare's gift (15.6). A pseudo-card is a kernel token object (`token: true`, no physical card) whose
 * definition says which kind it is (`pseudo` in the card data). Each kind has its valid zones (15.2.4.1);
 * every other zone is an erase zone (15.2.4.2):
 *
 * - a pseudo-card moved into an erase zone is moved, then erased at once, before the effect goes on
 *   (15.2.4.2.1): a rule replacement of the move (`pseudoEraseRule`), whose `erase-pseudo` makes the move
 *   itself and then erases the card;
 * - one created in an erase zone is not created (15.2.4.2.2);
 * - one removed from the game is erased where it is (15.2.3.2, 7.19.2);
 * - Protect and Mare's gift sent to a rear-guard or vanguard circle go to the drop instead, and are erased
 *   there (15.3.6, 15.6.1); bound from the hand, they are erased (15.3.7, 15.6.2), as a ticket is (15.5.3).
 *
 * Reading (docs/titles/vanguard.md, "pseudo-cards bound from the hand"): 15.3.7/15.5.3/15.6.2 say the card is
 * put on a circle and erased from there; nothing can see it on the circle in between, so it is moved to the
 * bind zone and erased there, the same outcome.
 */
import {
  askSelect,
  cardsIn,
  createCard,
  defineVerb,
  emitEvent,
  eraseCard,
  moveCard,
  pushEffect,
  resolveCards,
  resolvePlayer,
  verbDone,
  zoneKey,
  zoneNameOf,
  type ConditionContribution,
  type GameContext,
  type ReplacementRule,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { kwBPlayerStatus } from '../keywords/kw-b-status.js';
import { counter, definitionOf, playerState, setCounter } from '../state.js';
import { circleKey, circleOfKey, rearGuardCirclesOf } from '../zones.js';
import { isPlantGaugeIn } from '../fighter-gauge.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The kinds of pseudo-card (15.2): those of this file, and Protect (15.3) and the crest (15.7). */
export type PseudoKind = 'protect' | 'crest' | 'token-unit' | 'token-order' | 'ticket' | 'mare';

/** The pseudo-card kind of `id`, or undefined for a real card. */
export function pseudoKindOf(ctx: GameContext, id: string): PseudoKind | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  if (card?.token !== true) return undefined;
  const definition = definitionOf(ctx, id);
  switch (definition?.pseudo) {
    case 'token':
      // 15.4.1: a token is a token unit (main type unit, 15.4.3.1.1) or a token set order (15.4.4.1.1).
      return definition.type === 'order' ? 'token-order' : 'token-unit';
    case 'ticket':
      return 'ticket';
    case 'mare':
      return 'mare';
    default:
      return definition?.type === 'crest' ? 'crest' : 'protect';
  }
}

/** Whether `zone` (a zone key) is a valid zone of a pseudo-card of `kind` (15.2.4.1). */
export function validZoneFor(kind: PseudoKind, zone: string): boolean {
  const name = zoneNameOf(zone);
  const circle = circleOfKey(zone);
  switch (kind) {
    case 'protect':
      return name === 'hand' || circle?.kind === 'guardian'; // 15.3.4
    case 'crest':
      return name === 'crest'; // 15.7.2
    case 'token-unit':
      return circle !== undefined; // 15.4.3.2: the field (the soul is not the field, 15.4.3.2.1)
    case 'token-order':
      return name === 'order-zone'; // 15.4.4.2
    case 'ticket':
      return name === 'hand' || name === 'order-area'; // 15.5.2
    case 'mare':
      // Reading: 15.6 names no valid zone; Mare's gift is made in the hand and, like Protect, never reaches a
      // circle (15.6.1), so the hand is its one valid zone.
      return name === 'hand';
  }
}

/**
 * For the pseudo-card rule process (13.8): whether a pseudo-card of a kind of this file may be where it is;
 * undefined for Protect and crests, which keep their own test.
 */
export function pseudoValidity(ctx: GameContext, id: string): boolean | undefined {
  const kind = pseudoKindOf(ctx, id);
  const card = ctx.state.cards[id];
  if (kind === undefined || kind === 'protect' || kind === 'crest' || card === undefined) return undefined;
  return isPlantGaugeIn(card, card.zone) || validZoneFor(kind, card.zone); // 7.40.5: plant gauge
}

/** Whether a move of pseudo-card `id` to `to` ends in its erasure (the rule replacement's test). */
function erasedByMove(ctx: GameContext, id: string, from: string, to: string): boolean {
  const kind = pseudoKindOf(ctx, id);
  if (kind === undefined) return false;
  if (zoneNameOf(to) === 'removed') return true; // 15.2.3.2
  const circle = circleOfKey(to);
  if (kind === 'protect') {
    // The rest of Protect's erasures stay with rule process 13.8 (reading 15); these two are immediate.
    return circle?.kind === 'rear-guard' || circle?.kind === 'vanguard' || (zoneNameOf(to) === 'bind' && zoneNameOf(from) === 'hand');
  }
  if (kind === 'crest') return false;
  if (isPlantGaugeIn(ctx.state.cards[id], to)) return false; // 7.40.5: plant gauge
  return !validZoneFor(kind, to);
}

/** `{ test: 'moves-to-erase-zone' }`: the move event about to happen takes a pseudo-card where it is erased. */
export const pseudoConditions: Condition[] = [
  {
    name: 'moves-to-erase-zone',
    params: () => ({}),
    test: (ctx, _p, s, f) => {
      const detail = f.event?.detail;
      return s !== undefined && detail !== undefined && erasedByMove(ctx, s, String(detail['from']), String(detail['to']));
    },
  },
  {
    // `{ test: 'pseudo-kind', kind }`: "[name] token" (15.4.6), "[name] ticket" (15.5.4) with the `named` test.
    name: 'pseudo-kind',
    params: () => ({ kind: z.enum(['protect', 'crest', 'token-unit', 'token-order', 'ticket', 'mare']) }),
    test: (ctx, p, s) => s !== undefined && pseudoKindOf(ctx, s) === p['kind'],
  },
  {
    // 15.1.2.2: a bare "marker" in text means every pseudo-card marker that is neither a token nor a ticket
    // (record markers are not cards; see record-markers.ts).
    name: 'marker-card',
    params: () => ({}),
    test: (ctx, _p, s) => {
      const kind = s === undefined ? undefined : pseudoKindOf(ctx, s);
      return kind !== undefined && kind !== 'token-unit' && kind !== 'token-order' && kind !== 'ticket';
    },
  },
];

/** 15.2.4.2.1 (and 15.2.3.2, 15.3.6, 15.3.7, 15.5.3, 15.6.1, 15.6.2): always in force, checked on every move. */
export const pseudoEraseRule: ReplacementRule = {
  name: 'pseudo-card-erase-zone',
  rule: 'VG 15.2.4.2.1',
  replaces: 'move',
  match: { test: 'moves-to-erase-zone' },
  instead: [{ do: 'erase-pseudo', cards: { var: 'replaced' } }],
};

/**
 * The replaced move, done and followed by the erasure (15.2.4.2.1). The move runs inside the replacement's
 * own program, so the rule does not replace it again.
 */
export const erasePseudoVerb = defineVerb({
  name: 'erase-pseudo',
  rule: 'VG 15.2.4.2.1',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const to = String(frame.event?.detail?.['to'] ?? '');
    const reason = String(frame.event?.detail?.['reason'] ?? 'move');
    for (const id of resolveCards(ctx, instruction['cards'], frame)) {
      const card = ctx.state.cards[id];
      const kind = pseudoKindOf(ctx, id);
      if (card === undefined || kind === undefined) continue;
      // 15.2.3.2: removed from the game, it is erased in the zone it is in.
      if (zoneNameOf(to) === 'removed' || to === '') {
        eraseCard(ctx, id);
        continue;
      }
      const circle = circleOfKey(to);
      // 15.3.6, 15.6.1: to a rear-guard or vanguard circle → the drop zone instead, then erased.
      // 4.4.3: a ticket or a token set order (main type order) sent to any circle goes to the drop instead.
      const sentToCircle =
        ((kind === 'protect' || kind === 'mare') && (circle?.kind === 'rear-guard' || circle?.kind === 'vanguard')) ||
        ((kind === 'ticket' || kind === 'token-order') && circle !== undefined);
      const destination = sentToCircle ? zoneKey(card.owner, 'drop') : to;
      const from = card.zone;
      const moved = moveCard(ctx, id, destination, { by: frame.controller, reason });
      // Another replacement took the move over (11.12.2: the fighter applies the others in turn, e.g. a beast
      // synthesis stack splitting, 6.10.3.2.1): its program moves the card later; the card, then outside its
      // valid zones, is erased by rule process 13.8.
      if (ctx.state.cards[moved]?.zone === from) continue;
      eraseCard(ctx, moved);
    }
    return verbDone;
  },
});

/**
 * `{ do: 'create-pseudo', card, zone, player? }`: creates a pseudo-card (a ticket or Mare's gift in the hand,
 * a token set order in the order zone) in a zone of the fighter (15.2.2). Its owner and master are that
 * fighter (15.2.2.1); it counts as put into that zone (15.2.2.2, a `moved` event with reason `create`). In an
 * erase zone of its kind it is not created (15.2.4.2.2). In a hidden zone every fighter knows what it is
 * (15.2.1.1.1.1).
 */
export const createPseudoVerb = defineVerb({
  name: 'create-pseudo',
  rule: 'VG 15.2.2',
  params: (l) => ({ card: z.string().min(1), zone: l.zone, player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const card = String(instruction['card']);
    const definition = ctx.title.cards.get(card) as { pseudo?: string; type?: string } | undefined;
    if (definition?.pseudo === undefined) return verbDone;
    const kind: PseudoKind =
      definition.pseudo === 'token' ? (definition.type === 'order' ? 'token-order' : 'token-unit') : (definition.pseudo as PseudoKind);
    const zone = zoneKey(player, String(instruction['zone']));
    if (!validZoneFor(kind, zone)) return verbDone; // 15.2.4.2.2
    const made = createCard(ctx, { card, owner: player, zone, token: true, faceUp: true });
    if (ctx.title.zones.get(zoneNameOf(zone))?.visibility !== 'public') made.knownTo = ctx.state.players.map((p) => p.id);
    emitEvent(ctx, {
      type: 'moved',
      player,
      detail: { card: made.id, previous: made.id, definition: card, from: 'created', to: zone, reason: 'create' },
    });
    return verbDone;
  },
});

/**
 * `{ do: 'call-token', token, circle? | circles?, as? }`: "call a [name] token to [circle]" (15.4.6.1): at the moment the unit
 * would be put on the circle (6.2.3.3) a token unit of that name is created there, standing; it appeared
 * (15.2.2.2, 7.17: a `moved` event from outside the circles, reason `superior-call`), and a unit already on that
 * rear-guard circle is retired (6.2.3.4). Its name, and so all its information, comes from `token`
 * (15.4.2, 15.4.3.1.2). The fighter chooses the circle among `circles` (their rear-guard circles by default); a
 * named `circle` that is not one of their rear-guard circles calls nothing. `as` names a variable that holds the
 * token afterwards (beast synthesis, 6.10.2.1, calls a token and stacks units under it).
 */
export const callTokenVerb = defineVerb({
  name: 'call-token',
  rule: 'VG 15.4.6.1',
  params: () => ({
    token: z.string().min(1),
    circle: z.string().optional(),
    circles: z.array(z.string()).optional(),
    as: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const player = frame.controller;
    const token = String(instruction['token']);
    const definition = ctx.title.cards.get(token) as { pseudo?: string; type?: string } | undefined;
    if (definition?.pseudo !== 'token' || definition.type !== 'unit') return verbDone;
    const named = typeof instruction['circle'] === 'string' ? instruction['circle'] : undefined;
    const options =
      named !== undefined
        ? rearGuardCirclesOf(ctx, player).filter((c) => c === named)
        : Array.isArray(instruction['circles'])
          ? (instruction['circles'] as string[])
          : rearGuardCirclesOf(ctx, player);
    if (options.length === 0) return verbDone;
    let circle = options[0]!;
    if (options.length > 1) {
      const asked = askSelect(frame.answer, {
        player,
        prompt: `Choose a circle to call the ${token} token to`,
        rule: 'VG 15.4.6.1',
        options: options.map((c) => ({ id: c, label: `${c}${cardsIn(ctx, circleKey(player, c)).length > 0 ? ' (occupied)' : ''}` })),
        accepts: (picked) => options.includes(String(picked[0])),
      });
      if ('ask' in asked) return asked.ask;
      circle = String(asked.picked[0]);
    }
    const key = circleKey(player, circle);
    const previous = circleOfKey(key)?.kind === 'rear-guard' ? [...cardsIn(ctx, key)] : [];
    // The old unit is retired right after the placement (6.2.3.4), as any call does (see performCall).
    const made = createCard(ctx, { card: token, owner: player, zone: key, token: true, faceUp: true });
    // Token units now exist: the 13.8 scan for pseudo-cards outside their zones runs from here on.
    kwBPlayerStatus.set(playerState(ctx, player), 'hasTokenUnits', true);
    if (typeof instruction['as'] === 'string') frame.vars[instruction['as']] = [made.id];
    setCounter(ctx, player, 'calledThisTurn', counter(ctx, player, 'calledThisTurn') + 1);
    emitEvent(ctx, {
      type: 'moved',
      player,
      detail: { card: made.id, previous: made.id, definition: token, from: 'created', to: key, reason: 'superior-call' },
    });
    if (previous.length > 0) pushEffect(ctx, [{ do: 'retire', cards: previous }], { controller: player, vars: {} });
    return verbDone;
  },
});
