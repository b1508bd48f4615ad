/**
 * Equipment orders (装備オーダー, 17.8) and Dress Boost (14.44). An order of subtype 装備 has an equipment ability
 * "(名称)装備 - (card name)" (17.8.2, 17.8.2.1: the card data's `equip`). Played and resolved, it is put on the vanguard
 * circle of a vanguard of that name and linked to it instead of going to the drop (17.8.3), or to the drop when no
 * vanguard has the name (17.8.3.1); the `equip` verb puts one on the vanguard likewise, doing nothing when the vanguard
 * lacks the name (17.8.4, 17.8.4.1). Either way the order was equipped on the unit (17.8.5, event `equipped`), which is
 * equipped with it while they are linked (17.8.6: tests `equipped`, `equipment-on`). It is kept in the fighter's
 * `equipment` zone, read as lying on the vanguard circle (reading 158), so the illegal-order rule process (13.11) never
 * sees it (17.8.8.1). When its vanguard rides or strides a unit with the name, the link goes to the new unit
 * (17.8.7); rule processes keep only the newest of equipment orders of the same name (17.8.8.2) and relink or drop one
 * whose unit left the circle, stopped being a vanguard or lost the name (17.8.8.3).
 *
 * Two kinds build on these orders through `equipsOn` (what an equipment order equips on): a unit with 神器錬成 -
 * 「(card name)」 (Völund, 17.10.3) may be played from hand as an equipment order of that name (moves/order.ts), and
 * lies on the circle as one (17.10.3.2, 17.10.4, 17.10.5); a Buddyfight equipment (装備 — (装備条件), 17.17.10)
 * names a condition instead of a card name, is played only by a buddyfighter (17.17.10.3), follows its vanguard's
 * rides (17.17.10.6), and a unit keeps only the newest of them (13.14.3, 17.17.10.5).
 */
import { z } from 'zod';
import {
  cardsInZone,
  defineVerb,
  emitEvent,
  liveCards,
  moveCard,
  resolveCards,
  ruleError,
  testPredicate,
  verbDone,
  zoneKey,
  type ConditionContribution,
  type EventObserver,
  type GameContext,
  type KeywordContribution,
  type Predicate,
  type RuleError,
  type RuleProcessContribution,
  type ZoneContribution,
} from '@tcgkit/kernel';
import { namesOf } from '../effect-terms.js';
import { vanguardsOf } from '../premium/stride.js';
import { definitionOf } from '../state.js';
import { isBuddyfighter } from './buddyfight/buddyfighter.js';
import { setCardStatus } from './status.js';
import { anyCardIn } from '../card-presence.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The equipment orders on a fighter's vanguard circle (17.8.3), kept apart from the vanguard. */
export const equipmentZone: Omit<ZoneContribution, 'title'> = {
  name: 'equipment',
  scope: 'player',
  visibility: 'public',
  ordered: false,
  rule: 'VG 17.8.3',
};

/** An equipment order (17.8.1), or a 神器錬成 unit lying on the circle as one (17.10.3.2, 17.10.4, 17.10.5). */
export const isEquipmentOrder = (ctx: GameContext, id: string): boolean =>
  definitionOf(ctx, id)?.orderSubtype === 'equipment' ||
  (isVolundUnit(ctx, id) && (ctx.state.cards[id]?.zone.endsWith('/equipment') ?? false));

/** The unit an equipment order is equipped on (17.8.6). */
export const equippedTo = (ctx: GameContext, id: string): string | undefined => setCardStatus.get(ctx.state.cards[id], 'equippedTo');

/** The equipment orders equipped on `unit` (17.8.6). */
export function equipmentOf(ctx: GameContext, unit: string): string[] {
  const card = ctx.state.cards[unit];
  if (card === undefined) return [];
  return cardsInZone(ctx, card.controller, 'equipment').filter((id) => equippedTo(ctx, id) === unit);
}

/**
 * What an equipment order equips on — the one place its checks ask: a card name (the 装備 ability, 17.8.2.1; or a
 * unit's 神器錬成 - 「(card name)」 when played as an equipment order, 17.10.3.1.2) or a Buddyfight equip condition
 * (装備 — (装備条件), 17.17.10.1, 17.17.10.4).
 */
export type EquipsOn = { kind: 'name'; name: string } | { kind: 'condition'; where: Predicate };

export function equipsOn(ctx: GameContext, order: string): EquipsOn | undefined {
  const definition = definitionOf(ctx, order);
  if (definition?.equipWhen !== undefined) return { kind: 'condition', where: definition.equipWhen as Predicate };
  const name = definition?.equip ?? definition?.volund;
  return name === undefined ? undefined : { kind: 'name', name };
}

/** Whether `order` may be equipped on `unit` (17.8.3, 17.8.4.1, 17.10.3.1.2, 17.17.10.4). */
const fits = (ctx: GameContext, order: string, unit: string): boolean => {
  const on = equipsOn(ctx, order);
  if (on === undefined) return false;
  switch (on.kind) {
    case 'name':
      return namesOf(ctx, unit).includes(on.name);
    case 'condition': {
      const controller = ctx.state.cards[order]?.controller ?? '';
      return testPredicate(ctx, on.where, unit, { controller, source: order, vars: {} });
    }
  }
};

/**
 * Whether the link of `order` to `unit` holds while equipped (17.8.8.3: the unit keeps the named card name). A
 * Buddyfight equipment names no card name, so only the unit's leaving the circle or stopping being a vanguard
 * unlinks it; its condition is checked when it is equipped (17.17.10.4) (reading 261).
 */
const keepsLink = (ctx: GameContext, order: string, unit: string): boolean =>
  equipsOn(ctx, order)?.kind === 'condition' || fits(ctx, order, unit);

/** A vanguard of `player` the equipment order fits (17.8.3, 17.8.8.3.1). */
const fittingVanguard = (ctx: GameContext, player: string, order: string): string | undefined =>
  vanguardsOf(ctx, player).find((unit) => fits(ctx, order, unit));

/**
 * Why `player` may not play `card` as an equipment order now, if they may not: a Buddyfight equipment only by a
 * buddyfighter (17.17.10.3); a 神器錬成 unit only by designating a vanguard of theirs with the name that can be
 * equipped with it (17.10.3.1.2).
 */
export function equipmentPlayError(ctx: GameContext, player: string, card: string): RuleError | null {
  if (equipsOn(ctx, card)?.kind === 'condition' && !isBuddyfighter(ctx, player))
    return ruleError('VG_NOT_BUDDYFIGHTER', 'only a buddyfighter may play a card with 装備 (equip)', 'VG 17.17.10.3');
  if (isVolundUnit(ctx, card) && fittingVanguard(ctx, player, card) === undefined)
    return ruleError('VG_NO_VOLUND_VANGUARD', `神器錬成 needs your vanguard named "${definitionOf(ctx, card)?.volund}"`, 'VG 17.10.3.1.2');
  return null;
}

/**
 * The keyword 神器錬成 (17.10.1). Printed alone it has no effect (17.10.2); 神器錬成 - 「(card name)」 is the card data's
 * `volund` (17.10.3), which the order move reads.
 */
export const volundKeyword: Omit<KeywordContribution, 'title'> = { name: 'volund', rule: 'VG 17.10.2' };

/** A unit with 神器錬成 - 「(card name)」 (17.10.3), which may be played as an equipment order. */
export const isVolundUnit = (ctx: GameContext, id: string): boolean =>
  definitionOf(ctx, id)?.type === 'unit' && definitionOf(ctx, id)?.volund !== undefined;

/** Puts `order` on the vanguard circle linked to `unit` (17.8.3, 17.8.4); returns its id there. */
function equipOn(ctx: GameContext, order: string, unit: string, by: string): string {
  const player = ctx.state.cards[unit]!.controller;
  const placed = moveCard(ctx, order, zoneKey(player, 'equipment'), { by, reason: 'equip', faceUp: true });
  const object = ctx.state.cards[placed];
  if (object !== undefined) {
    setCardStatus.set(object, 'equippedTo', unit);
    emitEvent(ctx, { type: 'equipped', player: by, detail: { card: placed, unit } }); // 17.8.5
  }
  return placed;
}

/** 17.8.3, 17.8.3.1: a resolved equipment order goes onto the fitting vanguard's circle, or to the drop. */
export function finishEquipmentOrder(ctx: GameContext, card: string): void {
  const object = ctx.state.cards[card]!;
  const unit = fittingVanguard(ctx, object.controller, card);
  if (unit !== undefined) equipOn(ctx, card, unit, object.controller);
  else moveCard(ctx, card, zoneKey(object.owner, 'drop'), { by: object.controller, reason: 'order-resolved' });
}

/** `{ do: 'equip', cards, to? }` (装備させる, 17.8.4): each equipment order among `cards` is equipped on the vanguard. */
export const equipVerb = defineVerb({
  name: 'equip',
  rule: 'VG 17.8.4',
  params: (l) => ({ cards: l.cards, to: l.cards.optional() }),
  run(ctx, instruction, frame) {
    const targets =
      instruction['to'] === undefined
        ? vanguardsOf(ctx, frame.controller)
        : liveCards(ctx, resolveCards(ctx, instruction['to'], frame)).map((c) => c.id);
    const vanguard = targets.find((id) => vanguardsOf(ctx, ctx.state.cards[id]?.controller ?? '').includes(id));
    if (vanguard === undefined) return verbDone;
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)))
      if (isEquipmentOrder(ctx, card.id) && fits(ctx, card.id, vanguard)) equipOn(ctx, card.id, vanguard, frame.controller); // 17.8.4.1
    return verbDone;
  },
});

/**
 * 17.8.7: a vanguard with equipment rides or strides a unit with the named card name: the new unit is linked to it at
 * once. Read on the moves a ride or a stride makes (the new unit arriving, the old one leaving for the soul or the
 * hearts); an equipment order whose unit is no vanguard any more goes to the vanguard with the name.
 */
const rideMoves = new Set(['ride', 'ridden', 'stride', 'hearts']);
export const equipmentRideObserver: EventObserver = {
  event: 'moved',
  rule: 'VG 17.8.7',
  observe(effects, event) {
    // The engine hands observers its whole game context; this floor's type names only part of it.
    const ctx = effects as GameContext;
    if (!rideMoves.has(String(event.detail?.['reason']))) return;
    const player = event.player ?? '';
    for (const id of ctx.state.players.some((p) => p.id === player) ? cardsInZone(ctx, player, 'equipment') : []) {
      const old = equippedTo(ctx, id);
      if (old !== undefined && vanguardsOf(ctx, player).includes(old)) continue;
      // 17.17.10.6: a Buddyfight equipment goes to the vanguard that rode, whatever it is (a stride is no ride).
      const buddyRide =
        equipsOn(ctx, id)?.kind === 'condition' && event.detail?.['reason'] !== 'stride' && event.detail?.['reason'] !== 'hearts';
      const unit = buddyRide ? vanguardsOf(ctx, player)[0] : fittingVanguard(ctx, player, id);
      if (unit !== undefined) setCardStatus.set(ctx.state.cards[id]!, 'equippedTo', unit);
    }
  },
};

/** 17.8.8.2: of equipment orders of the same name on one circle, all but the one put there last. */
function duplicates(ctx: GameContext, player: string): string[] {
  const all = cardsInZone(ctx, player, 'equipment');
  return all.filter((id) =>
    all.some(
      (other) =>
        other !== id &&
        definitionOf(ctx, other)?.name === definitionOf(ctx, id)?.name &&
        (ctx.state.cards[other]!.enteredAt ?? 0) > (ctx.state.cards[id]!.enteredAt ?? 0),
    ),
  );
}

/** 17.8.8.3: equipment whose unit left the vanguard circle, is no vanguard or lacks the name. */
const unlinked = (ctx: GameContext, player: string): string[] =>
  cardsInZone(ctx, player, 'equipment').filter((id) => {
    const unit = equippedTo(ctx, id);
    return unit === undefined || !vanguardsOf(ctx, player).includes(unit) || !keepsLink(ctx, id, unit);
  });

/** 13.14.3, 17.17.10.5: of Buddyfight equipment equipped on one unit, all but the one equipped last. */
function surplusBuddyfightEquipment(ctx: GameContext, player: string): string[] {
  const all = cardsInZone(ctx, player, 'equipment').filter((id) => equipsOn(ctx, id)?.kind === 'condition');
  return all.filter((id) =>
    all.some(
      (other) =>
        other !== id &&
        equippedTo(ctx, other) === equippedTo(ctx, id) &&
        (ctx.state.cards[other]!.enteredAt ?? 0) > (ctx.state.cards[id]!.enteredAt ?? 0),
    ),
  );
}

export const equipmentProcesses: Omit<RuleProcessContribution, 'title'>[] = [
  {
    id: 'buddyfight-equipment-surplus',
    rule: 'VG 13.14.3',
    order: 94,
    timing: 'check',
    applies: (ctx) => anyCardIn(ctx, 'equipment') && ctx.state.players.some((p) => surplusBuddyfightEquipment(ctx, p.id).length > 0),
    perform(ctx) {
      for (const { id: p } of ctx.state.players)
        for (const id of surplusBuddyfightEquipment(ctx, p))
          moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
    },
  },
  {
    id: 'equipment-same-name',
    rule: 'VG 17.8.8.2',
    order: 94,
    timing: 'check',
    applies: (ctx) => anyCardIn(ctx, 'equipment') && ctx.state.players.some((p) => duplicates(ctx, p.id).length > 0),
    perform(ctx) {
      for (const { id: p } of ctx.state.players)
        for (const id of duplicates(ctx, p)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
    },
  },
  {
    id: 'equipment-unlinked',
    rule: 'VG 17.8.8.3',
    order: 94,
    timing: 'check',
    applies: (ctx) => anyCardIn(ctx, 'equipment') && ctx.state.players.some((p) => unlinked(ctx, p.id).length > 0),
    perform(ctx) {
      for (const { id: p } of ctx.state.players)
        for (const id of unlinked(ctx, p)) {
          const unit = fittingVanguard(ctx, p, id);
          if (unit !== undefined)
            setCardStatus.set(ctx.state.cards[id]!, 'equippedTo', unit); // 17.8.8.3.1
          else moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' }); // 17.8.8.3.2
        }
    },
  },
];

export const equipmentConditions: Condition[] = [
  /** `{ test: 'equipped', count? }`: the subject unit is equipped with `count` (default 1) or more equipment orders (17.8.6). */
  {
    name: 'equipped',
    params: () => ({ count: z.number().int().min(1).optional() }),
    test: (ctx, p, s) => s !== undefined && equipmentOf(ctx, s).length >= Number(p['count'] ?? 1),
  },
  /** `{ test: 'equipment-on' }`: the subject is an equipment order equipped on a unit (17.8.6). */
  { name: 'equipment-on', params: () => ({}), test: (ctx, _p, s) => s !== undefined && equippedTo(ctx, s) !== undefined },
];
