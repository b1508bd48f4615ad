import { cardsInZone, ruleError, type GameContext, type PlayerId, type RuleError } from '@tcgkit/kernel';
import { colouredPart, type Colour, type Cost } from './cards/schema.js';
import { coloursOf, isRested, log } from './state.js';
import { cardStatus } from './cards/status.js';

/**
 * Paying energy (510-2): rest that many of your standing energy cards. Each coloured point needs an energy
 * card of that colour; generic points take any energy, face-down ones included (510-2a, 409-4a). A card
 * of several colours counts as each (203-1c:i) but pays one point only.
 */
export function standingEnergy(ctx: GameContext, player: PlayerId): string[] {
  return cardsInZone(ctx, player, 'energy').filter((id) => !isRested(ctx.state.cards[id]!));
}

/** Assigns coloured points to cards (a small bipartite matching, by backtracking). */
function matchColours(ctx: GameContext, needs: readonly Colour[], cards: readonly string[]): string[] | null {
  // Nothing coloured to pay: no card's colours need reading (each read is a stat read, 203-1c).
  if (needs.length === 0) return [];
  return matchWith(needs, cards, new Map(cards.map((id) => [id, coloursOf(ctx, ctx.state.cards[id]!)])));
}

function matchWith(
  needs: readonly Colour[],
  cards: readonly string[],
  colourSets: ReadonlyMap<string, readonly Colour[]>,
): string[] | null {
  // Cards with fewer colours first, so a multicoloured card stays free for a scarcer colour.
  const order = [...cards].sort((a, b) => colourSets.get(a)!.length - colourSets.get(b)!.length);
  const used: string[] = [];
  const walk = (index: number): boolean => {
    if (index === needs.length) return true;
    for (const id of order) {
      if (used.includes(id) || !colourSets.get(id)!.includes(needs[index]!)) continue;
      used.push(id);
      if (walk(index + 1)) return true;
      used.pop();
    }
    return false;
  };
  return walk(0) ? used : null;
}

/**
 * A player's standing energy (`standingEnergy`), each card's colours read the first time a cost needs them: a
 * listing that asks about several costs (the play move's) reads them once, not once per card it could play.
 */
export interface EnergyPool {
  cards: readonly string[];
  colours: Map<string, readonly Colour[]> | undefined;
}

export function energyPool(ctx: GameContext, player: PlayerId): EnergyPool {
  return { cards: standingEnergy(ctx, player), colours: undefined };
}

/**
 * Whether `pool` can pay `cost` (510-2): what `findPayment` decides before it picks the cards, for listings that
 * only ask whether a play is possible. Nothing may change the energy's colours between the questions.
 */
export function canPayEnergy(ctx: GameContext, pool: EnergyPool, cost: Cost): boolean {
  if (pool.cards.length < cost.total) return false;
  const needs = colouredPart(cost);
  if (needs.length === 0) return true;
  pool.colours ??= new Map(pool.cards.map((id) => [id, coloursOf(ctx, ctx.state.cards[id]!)]));
  return matchWith(needs, pool.cards, pool.colours) !== null;
}

/** A payment for `cost` out of `player`'s standing energy, or why there is none (510-1a: all or nothing). */
export function findPayment(ctx: GameContext, player: PlayerId, cost: Cost, rule = 'BD 510-2'): string[] | RuleError {
  const standing = standingEnergy(ctx, player);
  if (standing.length < cost.total) {
    return ruleError('BD_NOT_ENOUGH_ENERGY', `the cost is ${cost.total} energy but you have ${standing.length} standing`, rule);
  }
  const needs = colouredPart(cost);
  const coloured = matchColours(ctx, needs, standing);
  if (coloured === null) {
    return ruleError('BD_WRONG_COLOUR', `your standing energy cannot pay the coloured part (${needs.join(', ')})`, rule);
  }
  // Generic points: face-down energy first (it pays nothing else), then single colours before several,
  // then the most plentiful colours, so scarce colours stay standing for later coloured costs.
  const rest = standing.filter((id) => !coloured.includes(id));
  const plenty = new Map<Colour, number>();
  for (const id of rest) for (const colour of coloursOf(ctx, ctx.state.cards[id]!)) plenty.set(colour, (plenty.get(colour) ?? 0) + 1);
  const key = (id: string): [number, number] => {
    const own = coloursOf(ctx, ctx.state.cards[id]!);
    return [own.length, -Math.max(0, ...own.map((c) => plenty.get(c) ?? 0))];
  };
  rest.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1] - kb[1];
  });
  return [...coloured, ...rest.slice(0, cost.total - needs.length)];
}

/** Checks a payment the player named card by card. */
export function checkPayment(ctx: GameContext, player: PlayerId, cost: Cost, chosen: unknown): RuleError | null {
  if (!Array.isArray(chosen) || chosen.some((id) => typeof id !== 'string') || new Set(chosen).size !== chosen.length) {
    return ruleError('BD_BAD_PAYMENT', 'energy must be a list of distinct energy card ids', 'BD 510-2');
  }
  const standing = standingEnergy(ctx, player);
  for (const id of chosen as string[]) {
    const card = ctx.state.cards[id];
    if (card === undefined || card.zone !== `${player}/energy`)
      return ruleError('BD_NOT_YOUR_ENERGY', `${id} is not in your energy zone`, 'BD 510-2');
    if (!standing.includes(id)) return ruleError('BD_ENERGY_RESTED', `${id} is rested and cannot pay`, 'BD 510-2');
  }
  if (chosen.length !== cost.total) {
    return ruleError('BD_WRONG_AMOUNT', `the cost is ${cost.total} energy, not ${chosen.length}`, 'BD 510-1a');
  }
  if (matchColours(ctx, colouredPart(cost), chosen as string[]) === null) {
    return ruleError('BD_WRONG_COLOUR', `those energy cards cannot pay the coloured part (${colouredPart(cost).join(', ')})`, 'BD 510-2');
  }
  return null;
}

/** Rests the paying energy (510-2). */
export function pay(ctx: GameContext, player: PlayerId, energy: readonly string[], why: string): void {
  for (const id of energy) cardStatus.set(ctx.state.cards[id]!, 'rested', true);
  if (energy.length > 0) log(ctx, 'energy-paid', player, { energy: [...energy], for: why });
}

/** A generic cost of `amount` (territory opening, 902-3; Legacy and other "pay N" costs). */
export function genericCost(amount: number): Cost {
  return { total: Math.max(0, amount), colours: [], coloured: {} };
}
