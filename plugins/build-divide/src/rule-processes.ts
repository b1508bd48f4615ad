import { undroppable } from './more-verbs.js';
import {
  cardsInZone,
  cardsInZones,
  emitEvent,
  expireDurations,
  moveCard,
  replaceEvent,
  numericStat,
  statMayFallBelowBase,
  type GameContext,
  type PlayerId,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { typeOf, zoneOf } from './state.js';
import { cardStatus } from './cards/status.js';

/**
 * A unit's power: printed, then continuous effects in the order of 1208 (numeric auras add theirs as a
 * continuous effect timestamped when the card became an aura, 521-2, 521-2b).
 */
export function powerOf(ctx: GameContext, id: string): number {
  return numericStat(ctx, id, 'power');
}

/**
 * Destroys units (517-1): each goes to its owner's graveyard, unless a replacement effect for `destroy`
 * applies (1209): then its `instead` program runs and the destruction never happens (1209-1a). The kernel's
 * one replacement mechanism (`replaceEvent`) does it, including the controller's choice when several apply
 * (1209-2, 1209-2a) and the once-per-event rule (1209-2c).
 */
export function destroyCards(ctx: GameContext, ids: readonly string[], by: PlayerId): void {
  for (const id of ids) {
    const card = ctx.state.cards[id];
    if (card === undefined) continue;
    if (undroppable(ctx, id)) continue; // 527-5a: destroying it is not done
    if (replaceEvent(ctx, { type: 'destroy', card: id, player: by })) continue;
    if (ctx.title.keywordNamesOf(card.card).includes('assault-territory')) {
      // 1406-2: instead its damage becomes 0, effects not from continuous abilities end (a new object
      // carries none), and it goes unopened to its owner's territory zone.
      moveCard(ctx, id, `${card.owner}/territory`, { reason: 'assault-territory', by });
      continue;
    }
    const moved = moveCard(ctx, id, `${card.owner}/graveyard`, { reason: 'destroyed', by });
    emitEvent(ctx, { type: 'destroyed', player: card.controller, detail: { card: moved, previous: id, definition: card.card } });
  }
}

/** Every player's field cards, player by player (read by each process at every rule processing). */
function fieldCards(ctx: GameContext): string[] {
  return cardsInZones(ctx, fieldZone);
}
const fieldZone = ['field'];

/**
 * Whether anything now could bring a unit's power below what it is before modifications (the kernel's
 * `statMayFallBelowBase`). Build Divide has no rule modifications of power (`ruleModifications`).
 */
function somethingLowersPower(ctx: GameContext): boolean {
  return statMayFallBelowBase(ctx, 'power');
}

/** A unit's power before any modification: what it was given as a unit (`stat:power`), else its printed power. */
function basePower(ctx: GameContext, id: string): number {
  const card = ctx.state.cards[id]!;
  const value = cardStatus.get(card, 'stat:power') ?? ctx.title.cards.get(card.card)?.['power'];
  return typeof value === 'number' ? value : 0;
}

/**
 * Units 1303-2 or 1303-3 destroys. Power is only computed where it can matter (a hot path: read at every
 * rule processing, issue 14). While nothing lowers power (`somethingLowersPower`), every modification adds a
 * non-negative amount, so a unit's power is at least its power before modifications: a unit whose base power is
 * above 0 and above its damage is then neither at 0 or less (1303-3) nor damaged to its power (1303-2), and its
 * power is not read. Otherwise (base power 0 or less, damage at or above it, or something lowering power now) the
 * power is computed.
 */
function lethal(ctx: GameContext): string[] {
  let lowering: boolean | undefined;
  const out: string[] = [];
  for (const id of fieldCards(ctx)) {
    // 401-7: a unit is a Unit card on the field (every card here is on the field).
    if (typeOf(ctx, id) !== 'unit') continue;
    const damage = cardStatus.get(ctx.state.cards[id]!, 'damage') ?? 0;
    const base = basePower(ctx, id);
    if (base > 0 && damage < base && !(lowering ??= somethingLowersPower(ctx))) continue;
    if (undroppable(ctx, id)) continue; // 527-5b
    const power = powerOf(ctx, id);
    if (power <= 0 || (damage > 0 && damage >= power)) out.push(id);
  }
  return out;
}

/** 1303-4: the card types that stay on the field. */
const permanentTypes: ReadonlySet<string | undefined> = new Set(['unit', 'aura', 'territory']);

type Process = Omit<RuleProcessContribution, 'title'>;

/** The forced processes of 1303, all carried out together at rule processing (1302-2, 1303-1). */
export const ruleProcesses: Process[] = [
  {
    // 1303-2: power > 0 and damage ≥ power; 1303-3: power ≤ 0. Read together before any moves.
    id: 'lethal-damage',
    rule: 'BD 1303-2',
    order: 1,
    timing: 'check',
    applies: (ctx) => lethal(ctx).length > 0,
    perform(ctx) {
      destroyCards(ctx, lethal(ctx), ctx.state.turn.player);
    },
  },
  {
    // 1303-4: a field card that is not an Aura, Unit or Territory goes to the graveyard.
    id: 'not-a-permanent',
    rule: 'BD 1303-4',
    order: 2,
    timing: 'check',
    applies: (ctx) => fieldCards(ctx).some((id) => !permanentTypes.has(typeOf(ctx, id))),
    perform(ctx) {
      for (const id of fieldCards(ctx).filter((c) => !permanentTypes.has(typeOf(ctx, c)))) {
        moveCard(ctx, id, `${ctx.state.cards[id]!.owner}/graveyard`, { reason: 'rule' });
      }
    },
  },
  {
    // 1303-5: a territory on the field that is not a unit returns to its owner's territory zone.
    id: 'territory-not-unit',
    rule: 'BD 1303-5',
    order: 3,
    timing: 'check',
    applies: (ctx) => strayTerritories(ctx).length > 0,
    perform(ctx) {
      for (const id of strayTerritories(ctx)) moveCard(ctx, id, `${ctx.state.cards[id]!.owner}/territory`, { reason: 'rule' });
    },
  },
  {
    // 1303-6 (521-4a cites 1303-4; digest §20.2): an aura with no host goes to the graveyard. A token
    // aura lands in the public graveyard and stays (1605-2a).
    id: 'orphaned-aura',
    rule: 'BD 1303-6',
    order: 4,
    timing: 'check',
    applies: (ctx) => orphanedAuras(ctx).length > 0,
    perform(ctx) {
      for (const id of orphanedAuras(ctx)) {
        expireDurations(ctx, `aura:${id}`);
        moveCard(ctx, id, `${ctx.state.cards[id]!.owner}/graveyard`, { reason: 'rule' });
      }
    },
  },
];

/**
 * 1303-5 applies to a territory on the field that is not a unit "while its Assault Territory ability is
 * not triggered". Reading (1201-4a, digest §20.2): the ability counts as triggered from the moment the
 * territory is on the field as a non-unit until that instance resolves or leaves the resolution zone;
 * the state trigger is collected before the forced processes are read (kernel check timing).
 */
function strayTerritories(ctx: GameContext): string[] {
  return fieldCards(ctx).filter((id) => {
    const card = ctx.state.cards[id]!;
    if (bd(ctx.title.cards.get(card.card))?.type !== 'territory' || cardStatus.get(card, 'unit') === true) return false;
    const triggered = ctx.state.pending.some((p) => p.source === id) || ctx.state.stack.some((i) => i.source === id);
    return !triggered;
  });
}

function orphanedAuras(ctx: GameContext): string[] {
  const out: string[] = [];
  for (const player of ctx.state.players) {
    for (const id of cardsInZone(ctx, player.id, 'aura')) {
      const host = cardStatus.get(ctx.state.cards[id]!, 'host');
      const card = typeof host === 'string' ? ctx.state.cards[host] : undefined;
      if (card === undefined || !hostZones.has(zoneOf(card))) out.push(id);
    }
  }
  return out;
}

/** 1303-6: where an aura's host keeps it attached. */
const hostZones: ReadonlySet<string> = new Set(['field', 'territory']);
