import type { EffectsContext } from './effects-context.js';
import type { EffectFrame } from './instruction.js';
import { testPredicate } from './conditions.js';
import { abilitiesLost, useRestriction } from './restrictions.js';
import type { CardId, CardObject } from '../state/game-state.js';
import { appendLog, type GameEvent, type LogEntry } from '../state/log.js';
import { zoneNameOf } from '../zones/zone-key.js';
import { anyPresent } from '../zones/definitions-in-game.js';
import { cardsInZones, inObjectOrder, withChangedCards } from '../zones/cards-in-zones.js';
import { isEventTrigger, type AbilityDefinition } from '../abilities/ability.js';
import { abilitiesHeld, abilityChangedCards, printedHeld, type HeldAbility } from './continuous.js';
import { addPending, isPending } from '../abilities/pending.js';
import { usageAllows } from '../abilities/usage.js';
import type { DelayedTrigger } from '../state/records.js';

export type { DelayedTrigger } from '../state/records.js';

/** Creates a delayed trigger (VG 11.9.7, BD 1205): it watches for `event` until it fires (if `once`) or its duration ends. */
export function addDelayedTrigger(ctx: EffectsContext, trigger: Omit<DelayedTrigger, 'id'>): DelayedTrigger {
  const record = { ...trigger, id: ctx.state.counters.nextId++ } as DelayedTrigger;
  ctx.state.delayed.push(record);
  return record;
}

/** Ends one delayed trigger before it fires or its duration is over. */
export function removeDelayedTrigger(ctx: EffectsContext, id: number): void {
  ctx.state.delayed = ctx.state.delayed.filter((t) => t.id !== id);
}

/** Ends every delayed trigger that lasts until `point`. */
export function expireDelayedTriggers(ctx: EffectsContext, point: string): void {
  if (ctx.state.delayed.some((t) => t.duration === point)) ctx.state.delayed = ctx.state.delayed.filter((t) => t.duration !== point);
}

/**
 * Records an event and makes every automatic ability it triggers pending (VG 11.9.2–11.9.3: once per
 * time the condition is met). Leaving-zone triggers read the card as it was (last-known information,
 * VG 11.9.6.1.2), so the old object is checked against the zone it left.
 */
export function emitEvent(ctx: EffectsContext, event: GameEvent): LogEntry {
  const entry = appendLog(ctx.state, event);
  const observers = ctx.title.definition.eventObservers;
  if (observers !== undefined) for (const observer of observers) if (observer.event === entry.type) observer.observe(ctx, entry);
  const watchers = ctx.title.triggerIndex.get(event.type);
  // Cards whose abilities are changed now (VG 7.14.1, BD 524-1) are read by what they hold, the rest by the index.
  const changed = abilityChangedCards(ctx);
  if (watchers !== undefined || changed !== undefined) {
    const cards = ctx.state.cards;
    if (changed === undefined) {
      // The usual case, no card's abilities changed: only cards where such an ability works (issue 14).
      for (const id of watchingCards(ctx, event.type, watchers!)) {
        const card = cards[id] as CardObject;
        collectTriggers(ctx, card, entry, printedHeld(ctx, card.card));
      }
    } else {
      // Those cards and the changed ones, in the order a walk over every card gives (issue 14).
      for (const id of withChangedCards(ctx, watchers === undefined ? [] : watchingCards(ctx, event.type, watchers), changed)) {
        const card = cards[id] as CardObject;
        if (changed.has(id)) collectTriggers(ctx, card, entry, abilitiesHeld(ctx, card, changed));
        else if (watchers?.has(card.card) === true) collectTriggers(ctx, card, entry, printedHeld(ctx, card.card));
      }
    }
    if (event.type === 'moved') {
      const previous = ctx.state.lastKnown[String(entry.detail?.['previous'])];
      if (previous !== undefined && previous.id !== entry.detail?.['card']) {
        if (changed?.has(previous.id) === true) collectTriggers(ctx, previous, entry, abilitiesHeld(ctx, previous, changed));
        else if (watchers?.has(previous.card) === true) collectTriggers(ctx, previous, entry, printedHeld(ctx, previous.card));
      }
    }
  }
  if (ctx.state.delayed.length > 0) collectDelayed(ctx, entry);
  return entry;
}

/**
 * Moves made at the same time (BD 1205-4b): `run` moves cards one after another, as the engine always does;
 * afterwards each card that arrived in a zone during `run` (and is still there) is also checked against the
 * events of the `events` types (the title's zone-move events) emitted during `run` before it arrived, as if it
 * had been there: a zone-move trigger of a card entering the zone where it works at the same time as the move
 * that meets it is met. Events after its arrival were checked with it there already. Returns `run`'s result.
 */
export function atTheSameTime<T>(ctx: EffectsContext, events: readonly string[], run: () => T): T {
  const before = ctx.state.log[ctx.state.log.length - 1]?.seq ?? -1;
  const result = run();
  const log = ctx.state.log;
  let first = log.length;
  while (first > 0 && (log[first - 1] as LogEntry).seq > before) first--;
  const batch = log.slice(first);
  const changed = abilityChangedCards(ctx);
  batch.forEach((arrival, index) => {
    if (arrival.type !== 'moved' || index === 0) return;
    const card = ctx.state.cards[String(arrival.detail?.['card'])];
    if (card === undefined || card.zone !== arrival.detail?.['to']) return;
    const held = changed?.has(card.id) === true ? abilitiesHeld(ctx, card, changed) : printedHeld(ctx, card.card);
    if (held.length === 0) return;
    for (const earlier of batch.slice(0, index)) if (events.includes(earlier.type)) collectTriggers(ctx, card, earlier, held);
  });
  return result;
}

function collectTriggers(ctx: EffectsContext, card: CardObject, entry: LogEntry, held: readonly HeldAbility[]): void {
  const zone = zoneNameOf(card.zone);
  // Whether the card has lost its abilities (VG 7.14.2) is asked once an ability of it could trigger here at all:
  // most cards a moved event reads have no ability for it in their zone, and the title's restrictions are many
  // (issue 14, round 7). A card that lost them triggers nothing, as before.
  let lost: boolean | undefined;
  let frameEvent: NonNullable<EffectFrame['event']> | undefined;
  for (const { ability, card: text, index } of held) {
    if (ability.kind !== 'automatic' || !isEventTrigger(ability.trigger) || ability.trigger.event !== entry.type) continue;
    if (!(ability.zones ?? ctx.title.definition.abilityZones).includes(zone)) continue;
    if ((lost ??= abilitiesLost(ctx, card) !== undefined)) return;
    const frame: EffectFrame = { controller: card.controller, source: card.id, vars: {}, event: (frameEvent ??= eventOf(entry)) };
    if (ability.trigger.match !== undefined && !testPredicate(ctx, ability.trigger.match, card.id, frame)) continue;
    if (ability.condition !== undefined && !testPredicate(ctx, ability.condition, card.id, frame)) continue;
    // Usage is counted per physical card and ability text (a gained ability apart from the card's own).
    if (!usageAllows(ctx, { serial: card.serial, card: text }, index, ability)) continue;
    if (useRestriction(ctx, card, index, ability) !== undefined) continue; // VG 12.2.1.2.1: it does not trigger
    addPending(ctx, {
      source: card.id,
      card: text,
      ability: index,
      controller: card.controller,
      label: ability.label ?? `${ctx.title.cardName(card.card)}: ${entry.type}`,
      event: eventOf(entry),
    });
  }
}

function collectDelayed(ctx: EffectsContext, entry: LogEntry): void {
  const fired: number[] = [];
  for (const trigger of ctx.state.delayed) {
    if (trigger.event !== entry.type) continue;
    const frame: EffectFrame = { controller: trigger.controller, vars: {}, event: eventOf(entry) };
    if (trigger.source !== undefined) frame.source = trigger.source;
    if (trigger.match !== undefined && !testPredicate(ctx, trigger.match, trigger.source, frame)) continue;
    const pending: Parameters<typeof addPending>[1] = {
      card: null,
      ability: null,
      controller: trigger.controller,
      label: `delayed: ${entry.type}`,
      event: eventOf(entry),
      effect: trigger.effect,
    };
    if (trigger.source !== undefined) pending.source = trigger.source;
    addPending(ctx, pending);
    if (trigger.once) fired.push(trigger.id);
  }
  if (fired.length > 0) ctx.state.delayed = ctx.state.delayed.filter((t) => !fired.includes(t.id));
}

/**
 * State triggers (VG 11.9.8, BD 1205-6): pending once while the state holds and the ability is not already
 * pending or on the stack.
 * Checked at each check timing.
 */
export function collectStateTriggers(ctx: EffectsContext): void {
  forEachStateTrigger(ctx, (card, held) => {
    addPending(ctx, {
      source: card.id,
      card: held.card,
      ability: held.index,
      controller: card.controller,
      label: held.ability.label ?? `${ctx.title.cardName(card.card)}: state`,
    });
    return false;
  });
}

/** Whether a check timing now would make any state trigger pending (`collectStateTriggers`, changing nothing). */
export function stateTriggerWaiting(ctx: EffectsContext): boolean {
  return forEachStateTrigger(ctx, () => true);
}

/**
 * Calls `found` for each state-triggered ability whose state holds now and that may become pending, in
 * card and ability order; stops early when `found` returns `true` (and returns whether it did).
 */
function forEachStateTrigger(ctx: EffectsContext, found: (card: CardObject, held: HeldAbility) => boolean): boolean {
  const changed = abilityChangedCards(ctx);
  if (ctx.title.stateTriggerCards.size === 0 && changed === undefined) return false;
  // The usual case, no card's abilities changed: only cards where a state trigger works (issue 14).
  // While some are, those cards and the changed ones, in the order a walk over every card gives.
  for (const id of changed === undefined ? stateWatchingCards(ctx) : withChangedCards(ctx, stateWatchingCards(ctx), changed)) {
    const card = ctx.state.cards[id] as CardObject;
    const changes = changed?.has(id) === true;
    if (!changes && !ctx.title.stateTriggerCards.has(card.card)) continue;
    const zone = zoneNameOf(card.zone);
    if (abilitiesLost(ctx, card) !== undefined) continue;
    for (const held of changes ? abilitiesHeld(ctx, card, changed) : printedHeld(ctx, card.card)) {
      const { ability, index } = held;
      if (ability.kind !== 'automatic' || ability.trigger === undefined || isEventTrigger(ability.trigger)) continue;
      if (!(ability.zones ?? ctx.title.definition.abilityZones).includes(zone)) continue;
      // Not while an instance is pending or waiting on the stack (BD 1205-6a: again only once it has resolved).
      if (isPending(ctx, card.id, index, held.card) || ctx.state.stack.some((item) => item.source === card.id && item.ability === index))
        continue;
      const frame: EffectFrame = { controller: card.controller, source: card.id, vars: {} };
      if (!testPredicate(ctx, ability.trigger.state, card.id, frame)) continue;
      if (!usageAllows(ctx, { serial: card.serial, card: held.card }, index, ability)) continue;
      if (useRestriction(ctx, card, index, ability) !== undefined) continue;
      if (found(card, held)) return true;
    }
  }
  return false;
}

/**
 * The cards whose definition has an automatic ability triggered by `event`, among those in a zone where
 * such an ability works (issue 14: every event used to walk every card of the game, deck included), in the
 * order a walk over every card gives, so abilities become pending in the same order as before.
 */
function watchingCards(ctx: EffectsContext, event: string, watchers: ReadonlySet<string>): CardId[] {
  let byEvent = eventZonesByTitle.get(ctx.title);
  if (byEvent === undefined) eventZonesByTitle.set(ctx.title, (byEvent = new Map()));
  let zones = byEvent.get(event);
  if (zones === undefined) {
    zones = zonesWhere(ctx, watchers, (a) => a.kind === 'automatic' && isEventTrigger(a.trigger) && a.trigger.event === event);
    byEvent.set(event, zones);
  }
  return candidates(ctx, zones, watchers);
}

/** The cards with a state-triggered ability, among those in a zone where one works (as `watchingCards`). */
function stateWatchingCards(ctx: EffectsContext): CardId[] {
  let zones = stateZonesByTitle.get(ctx.title);
  if (zones === undefined) {
    zones = zonesWhere(
      ctx,
      ctx.title.stateTriggerCards,
      (a) => a.kind === 'automatic' && a.trigger !== undefined && !isEventTrigger(a.trigger),
    );
    stateZonesByTitle.set(ctx.title, zones);
  }
  return candidates(ctx, zones, ctx.title.stateTriggerCards);
}

const eventZonesByTitle = new WeakMap<object, Map<string, readonly string[]>>();
const stateZonesByTitle = new WeakMap<object, readonly string[]>();

/** Every zone where some ability of these definitions that `matches` works. */
function zonesWhere(ctx: EffectsContext, definitions: ReadonlySet<string>, matches: (a: AbilityDefinition) => boolean): readonly string[] {
  const zones = new Set<string>();
  for (const definition of definitions)
    for (const ability of ctx.title.abilitiesOf(definition))
      if (matches(ability)) for (const zone of ability.zones ?? ctx.title.definition.abilityZones) zones.add(zone);
  return [...zones];
}

/**
 * The cards of `definitions` in `zones`, in object order. `definitions` is a title index; its cards are looked for
 * only while some card of this game shows one of them (`anyPresent`, issue 14: most events have no watcher in the
 * two decks of a game).
 */
function candidates(ctx: EffectsContext, zones: readonly string[], definitions: ReadonlySet<string>): CardId[] {
  return anyPresent(ctx, definitions) ? inObjectOrder(cardsInZones(ctx, zones, definitions)) : [];
}

function eventOf(entry: LogEntry): NonNullable<EffectFrame['event']> {
  const event: NonNullable<EffectFrame['event']> = { seq: entry.seq, type: entry.type };
  if (entry.player !== undefined) event.player = entry.player;
  if (entry.detail !== undefined) event.detail = entry.detail;
  return event;
}
