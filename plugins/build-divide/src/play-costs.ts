import { canPayCost, numericStat, type GameContext, type Instruction, type PlayerId } from '@tcgkit/kernel';
import { bd, colours, type Colour, type Cost } from './cards/schema.js';

/*
 * Determining the cost of a play (1204-2h). A card's printed (or alternative, 1204-2h:ii) cost is changed by
 * effects on the card being played: the stats `costIncrease` and `costReduction` (continuous effects, e.g. a unit's
 * "commands your opponent plays cost 1 more"). 1204-2h:iv: every increase is applied first, then every reduction;
 * a reduction takes generic points first, then coloured ones (a reading, 55), and never goes below 0. A card may
 * also require an additional cost (`additionalCost`, 1204-2h:iii), paid with the energy (1204-2i).
 */

/** The cost of playing `card` (`base` its printed or alternative cost) with every cost-changing effect applied. */
export function modifiedCost(ctx: GameContext, card: string, base: Cost, reduction = costReductionOf(ctx, card)): Cost {
  const increase = Math.max(0, numericStat(ctx, card, 'costIncrease'));
  if (increase === 0 && reduction === 0) return base;
  const coloured = colouredCounts(base);
  const colouredTotal = Object.values(coloured).reduce((a, b) => a + b, 0);
  // 1204-2h:iv: increase first (generic points), then reduce.
  let generic = base.total - colouredTotal + increase;
  let left = reduction;
  const cut = Math.min(generic, left);
  generic -= cut;
  left -= cut;
  for (const colour of colours) {
    const cutColour = Math.min(coloured[colour] ?? 0, left);
    if (cutColour > 0) coloured[colour] = (coloured[colour] ?? 0) - cutColour;
    left -= cutColour;
  }
  const total = generic + Object.values(coloured).reduce((a, b) => a + b, 0);
  return { total, colours: base.colours, coloured };
}

/** The total of `card`'s cost reductions (the stat `costReduction`, 0 or more). */
export function costReductionOf(ctx: GameContext, card: string): number {
  return Math.max(0, numericStat(ctx, card, 'costReduction'));
}

/**
 * The least total `modifiedCost` can give for `base` with this reduction, whatever the increase: increases only
 * add points (1204-2h:iv), and a reduction takes at most its own number of points off, never below 0.
 */
export function leastModifiedTotal(base: Cost, reduction: number): number {
  return Math.max(0, base.total - reduction);
}

function colouredCounts(cost: Cost): Partial<Record<Colour, number>> {
  if (cost.coloured !== undefined) return { ...cost.coloured };
  return Object.fromEntries(cost.colours.map((c) => [c, 1])) as Partial<Record<Colour, number>>;
}

/** 1204-2h:iii: the additional cost the card requires, as a program of cost instructions (none: empty). */
export function additionalCostOf(ctx: GameContext, card: string): Instruction[] {
  const object = ctx.state.cards[card];
  const definition = object === undefined ? undefined : bd(ctx.title.cards.get(object.card));
  const cost = definition !== undefined && 'additionalCost' in definition ? definition.additionalCost : undefined;
  return (cost ?? []) as unknown as Instruction[];
}

/** 1204-2i:iii: whether the additional cost can be paid in full now. */
export function canPayAdditionalCost(ctx: GameContext, player: PlayerId, card: string): boolean {
  const cost = additionalCostOf(ctx, card);
  return cost.length === 0 || canPayCost(ctx, cost, { controller: player, source: card, vars: {} });
}
