/**
 * 収容 (imprisoning, 17.5). To imprison a card, the fighter carrying out the instruction needs a prison set order
 * (subtype 監獄) of theirs in their order zone; the card is then put into that order zone in the imprisoned state,
 * whoever owns it (17.5.1.1, an exception to 4.1.13); without a prison nothing happens. Imprisoning a unit does not
 * imprison its dress-sources (17.5.1.2): they follow their unit as 6.7.5 says, not to a zone of the other fighter,
 * but to their owner's drop zone (reading 156). An imprisoned card keeps its information but is no card on the
 * field, and its abilities do not work unless they are made to work while imprisoned (17.5.2.1: no card of the pool
 * has such an ability, so the kernel's `losesAbilities` restriction takes them all, even a set order's order-zone
 * ones); its master is its owner (17.5.2.2). It goes to its owner's drop by a rule process once
 * its order zone holds no prison that is not itself imprisoned (17.5.3).
 */
import {
  cardsInZone,
  defineVerb,
  liveCards,
  moveCard,
  resolveCards,
  resolvePlayer,
  verbDone,
  zoneKey,
  type ConditionContribution,
  type GameContext,
  type RestrictionContribution,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { dressSourcesOf } from '../dress/dress-sources.js';
import { definitionOf } from '../state.js';
import { setCardStatus } from './status.js';
import { anyCardIn } from '../card-presence.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const isImprisoned = (ctx: GameContext, id: string): boolean => setCardStatus.get(ctx.state.cards[id], 'imprisoned') === true;

/** The prisons of a fighter's order zone that are not imprisoned themselves (17.5.1.1, 17.5.3). */
export const prisonsOf = (ctx: GameContext, player: string): string[] =>
  cardsInZone(ctx, player, 'order-zone').filter((id) => definitionOf(ctx, id)?.orderSubtype === 'prison' && !isImprisoned(ctx, id));

/** Imprisons `id` for `player` (17.5.1.1); returns its id in the order zone, or undefined when nothing happened. */
export function imprison(ctx: GameContext, id: string, player: string): string | undefined {
  const card = ctx.state.cards[id];
  if (card === undefined || prisonsOf(ctx, player).length === 0 || isImprisoned(ctx, id)) return undefined;
  const serials = new Set(dressSourcesOf(ctx, id).map((source) => ctx.state.cards[source]!.serial));
  const moved = moveCard(ctx, id, zoneKey(player, 'order-zone'), { by: player, reason: 'imprison' });
  setCardStatus.set(ctx.state.cards[moved]!, 'imprisoned', true);
  // 17.5.1.2: the dress-sources followed their unit (6.7.5) but are not imprisoned: to their owner's drop (reading 156).
  for (const { id: p } of ctx.state.players)
    for (const other of cardsInZone(ctx, p, 'order-zone'))
      if (serials.has(ctx.state.cards[other]!.serial) && !isImprisoned(ctx, other))
        moveCard(ctx, other, zoneKey(ctx.state.cards[other]!.owner, 'drop'), { by: player, reason: 'imprison-dress' });
  return moved;
}

/** `{ do: 'imprison', cards }` (収容する, 17.5.1): each card is imprisoned in the order zone of the effect's master. */
export const imprisonVerb = defineVerb({
  name: 'imprison',
  rule: 'VG 17.5.1',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) imprison(ctx, card.id, frame.controller);
    return verbDone;
  },
});

/** 17.5.3: imprisoned cards of an order zone without a prison go to their owner's drop. */
function freed(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) =>
    prisonsOf(ctx, p.id).length > 0 ? [] : cardsInZone(ctx, p.id, 'order-zone').filter((id) => isImprisoned(ctx, id)),
  );
}

export const imprisonedProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'imprisoned-without-prison',
  rule: 'VG 17.5.3',
  order: 92,
  timing: 'check',
  applies: (ctx) => anyCardIn(ctx, 'order-zone') && freed(ctx).length > 0,
  perform(ctx) {
    for (const id of freed(ctx)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};

export const imprisonConditions: Condition[] = [
  /** `{ test: 'has-prison', player? }`: the fighter has a prison in their order zone that is not imprisoned (17.5.1.1). */
  {
    name: 'has-prison',
    params: (l) => ({ player: l.player.optional() }),
    test: (ctx, p, _s, f) => prisonsOf(ctx, resolvePlayer(ctx, p['player'] ?? 'you', f)).length > 0,
  },
  /** `{ test: 'imprisoned' }`: the subject is an imprisoned card (17.5.2). */
  { name: 'imprisoned', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isImprisoned(ctx, s) },
];

/** 17.5.2.1: an imprisoned card's abilities do not work (none of the pool is made to work while imprisoned). */
export const imprisonedRestriction: Omit<RestrictionContribution, 'title'> = {
  rule: 'VG 17.5.2.1',
  losesAbilities: (_ctx, card) => setCardStatus.get(card, 'imprisoned') === true,
};
