/**
 * X-overDress (6.8, 14.49). A card with X-overDress may, in its master's main phase play timing, be
 * X-overDressed from hand using the designated cards as dress-sources (14.49.2): its `xOverDressFrom` lists one
 * predicate per dress-source. It is a way of putting a unit on a rear-guard circle that is not a call (6.8.1,
 * 6.8.1.1), naming the card and the series of rear-guards that become its dress-sources (6.8.2). Performing it
 * (6.8.3): the chosen rear-guards, one meeting each designation (6.8.3.1), are put on the circle and become
 * dress-sources (6.8.3.2: in the `dress` zone, reading 9), the card is put on that circle standing and every
 * dress-source is linked to it (6.8.3.3); any other unit left on that circle goes to the drop zone at the next
 * rule process (6.8.3.4, 13.3); from then on the overDress rules for linked units and dress-sources apply
 * (6.8.3.5: they follow their unit, 6.7.5). The unit is X-overDressed while it has a dress-source (6.8.4),
 * which is neither appearing by overDress nor the overDress state (6.8.5: the move's reason is `x-overdress`).
 * Readings (docs/titles/vanguard.md reading 36): 14.49.2 sets no grade limit, so none is checked; the move's circle is one of the dress-sources'
 * circles (the keyword names none; the verb `x-overdress` may name any of its master's rear-guard circles).
 */
import { cardRef, cardRefs, defineVerb, linkCard, moveCard, resolveCards, testPredicate, verbDone, zoneKey } from '@tcgkit/kernel';
import type { Action, GameContext, MoveContribution, Predicate, RuleError } from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from '../cards/status.js';
import { synthesizedUnder } from './beast-synthesis.js';
import { kwBCardStatus } from '../keywords/kw-b-status.js';
import { field, inZone, list, reject } from '../moves/common.js';
import { definitionOf, hasKeyword } from '../state.js';
import { circleKey, circleOf, rearGuardCirclesOf, rearGuardsOf } from '../zones.js';

type Move = Omit<MoveContribution, 'title'>;

function designations(ctx: GameContext, card: string): Predicate[] {
  return (definitionOf(ctx, card)?.xOverDressFrom as Predicate[] | undefined) ?? [];
}

/** Whether `sources` meet the designations one to one (6.8.3.1: "the required number" meeting the conditions). */
function meetsDesignations(ctx: GameContext, player: string, card: string, sources: readonly string[]): boolean {
  const wanted = designations(ctx, card);
  if (wanted.length === 0 || sources.length !== wanted.length || new Set(sources).size !== sources.length) return false;
  const fits = (source: string, p: Predicate) => testPredicate(ctx, p, source, { controller: player, source: card, vars: {} });
  const match = (i: number, used: ReadonlySet<string>): boolean =>
    i === wanted.length || sources.some((s) => !used.has(s) && fits(s, wanted[i]!) && match(i + 1, new Set([...used, s])));
  return match(0, new Set());
}

/** Every series of rear-guards meeting the designations, each once (as sorted id lists). */
function sourceSets(ctx: GameContext, player: string, card: string): string[][] {
  const rearGuards = rearGuardsOf(ctx, player);
  const size = designations(ctx, card).length;
  const out: string[][] = [];
  const pick = (start: number, chosen: string[]) => {
    if (chosen.length === size) {
      if (meetsDesignations(ctx, player, card, chosen)) out.push([...chosen]);
      return;
    }
    for (let i = start; i < rearGuards.length; i++) pick(i + 1, [...chosen, rearGuards[i]!]);
  };
  if (size > 0) pick(0, []);
  return out;
}

function xOverDressError(
  ctx: GameContext,
  player: string,
  card: string | undefined,
  sources: string[] | undefined,
  circle: string | undefined,
): RuleError | null {
  if (!inZone(ctx, card, player, 'hand')) return reject('VG_NOT_IN_HAND', 'X-overDress a card from your hand', 'VG 14.49.2');
  if (!hasKeyword(ctx, card as string, 'x-overdress') || designations(ctx, card as string).length === 0)
    return reject('VG_NO_X_OVERDRESS', 'that card has no X-overDress', 'VG 14.49.2');
  if (
    sources === undefined ||
    !meetsDesignations(ctx, player, card as string, sources) ||
    !sources.every((s) => rearGuardsOf(ctx, player).includes(s))
  )
    return reject('VG_X_DRESS_SOURCES', 'name one of your rear-guards for each dress-source the card designates', 'VG 6.8.3.1');
  if (circle === undefined || !sources.some((s) => circleOf(ctx, s)?.name === circle))
    return reject('VG_X_DRESS_CIRCLE', 'X-overDress onto the circle of one of its dress-sources', 'VG 6.8.3.2');
  return null;
}

/** 6.8.3.2–6.8.3.3: the sources become dress-sources on `circle`, then `card` is put there, linked to them all. */
export function performXOverDress(ctx: GameContext, player: string, card: string, sources: readonly string[], circle: string): string {
  // 6.10.3.2.1.2: a beast-synthesized unit linked as a dress-source (not as a unit) links every card of its stack.
  const stacks = sources.flatMap((id) => {
    const under = synthesizedUnder(ctx, id);
    for (const lower of under) kwBCardStatus.clear(ctx.state.cards[lower]!, 'synthesizedUnder');
    return [id, ...under];
  });
  const dressed = stacks.map((id) =>
    moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'dress'), { by: player, reason: 'dress-source' }),
  );
  const placed = moveCard(ctx, card, circleKey(player, circle), { by: player, reason: 'x-overdress' });
  const unit = ctx.state.cards[placed];
  if (unit === undefined) return placed; // replaced by a replacement effect: nothing is linked
  cardStatus.clear(unit, 'rested');
  kwBCardStatus.set(unit, 'xOverDress', true);
  // A token among them (a synthesized stack's top) is erased off the field (15.4.3.2): only cards in the dress zone link.
  for (const source of dressed) if (ctx.state.cards[source]?.zone.endsWith('/dress') === true) linkCard(ctx, source, placed);
  return placed;
}

export const xOverDressMove: Move = {
  type: 'x-overdress',
  params: { card: cardRef, sources: cardRefs({ min: 1, max: 5 }), circle: z.string().max(16) },
  rule: 'VG 14.49.2',
  enumerate(ctx, player) {
    if (player !== ctx.state.turn.player) return [];
    const out: Action[] = [];
    for (const card of ctx.state.zones[zoneKey(player, 'hand')] ?? []) {
      if (!hasKeyword(ctx, card, 'x-overdress')) continue;
      for (const sources of sourceSets(ctx, player, card)) {
        const circles = [...new Set(sources.map((s) => circleOf(ctx, s)?.name).filter((c): c is string => c !== undefined))];
        for (const circle of circles) out.push({ type: 'x-overdress', player, card, sources, circle });
      }
    }
    return out;
  },
  validate(ctx, action) {
    if (action.player !== ctx.state.turn.player) return reject('VG_NOT_YOUR_TURN', 'X-overDress in your own main phase', 'VG 14.49.2');
    return xOverDressError(ctx, action.player, field(action, 'card'), list(action, 'sources'), field(action, 'circle'));
  },
  perform(ctx, action) {
    performXOverDress(ctx, action.player, field(action, 'card') as string, list(action, 'sources')!, field(action, 'circle') as string);
  },
};

/**
 * "X-overDress card A onto (circle) with (cards) as its dress-sources" by an effect (6.8.3): the sources must
 * be the master's rear-guards meeting A's designations, else nothing happens; any rear-guard circle of theirs
 * may be named, and a unit already there that is neither A nor a dress-source is dropped by 13.3 (6.8.3.4).
 */
export const xOverDressVerb = defineVerb({
  name: 'x-overdress',
  rule: 'VG 6.8.3',
  params: (l) => ({ card: l.cards, sources: l.cards, circle: z.string() }),
  run(ctx, instruction, frame) {
    const [card] = resolveCards(ctx, instruction['card'], frame);
    const sources = resolveCards(ctx, instruction['sources'], frame);
    const circle = String(instruction['circle']);
    if (card === undefined || !rearGuardCirclesOf(ctx, frame.controller).includes(circle)) return verbDone;
    if (!sources.every((s) => rearGuardsOf(ctx, frame.controller).includes(s)) || !meetsDesignations(ctx, frame.controller, card, sources))
      return verbDone;
    performXOverDress(ctx, frame.controller, card, sources, circle);
    return verbDone;
  },
});
