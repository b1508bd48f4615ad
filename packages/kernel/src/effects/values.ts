import type { EffectsContext } from './effects-context.js';
import { EngineFault } from '../rules/rule-error.js';
import type { CardId, CardObject, PlayerId } from '../state/game-state.js';
import type { Json } from '../state/json.js';
import { opponentsOf, teamMembers } from '../state/teams.js';
import { cardOrLastKnown, cardsInZone } from '../zones/zone-ops.js';
import { testPredicate } from './conditions.js';
import type { EffectFrame } from './instruction.js';
import type { Selector } from '../state/programs.js';

export type { Selector } from '../state/programs.js';

/** The opponent; in a team game the first player of another team seated after `player` (see `opponentsOf`). */
export function opponentOf(ctx: EffectsContext, player: PlayerId): PlayerId {
  const other = opponentsOf(ctx.state, player)[0];
  if (other === undefined) throw new EngineFault('no opponent');
  return other;
}

export function resolvePlayer(ctx: EffectsContext, ref: Json | undefined, frame: EffectFrame): PlayerId {
  if (ref === undefined || ref === null || ref === 'you' || ref === 'controller') return frame.controller;
  if (typeof ref === 'object' && !Array.isArray(ref) && typeof ref['var'] === 'string') {
    return String(frame.vars[ref['var']]);
  }
  switch (ref) {
    case 'opponent': {
      // In a team game "the opponent" of an item may have been chosen when it was played (the variable
      // `opponent`, BD 2601-1); otherwise the first opposing player.
      const chosen = frame.vars['opponent'];
      if (typeof chosen === 'string' && opponentsOf(ctx.state, frame.controller).includes(chosen)) return chosen;
      return opponentOf(ctx, frame.controller);
    }
    case 'turn-player':
      return ctx.state.turn.player;
    case 'non-turn-player':
      return opponentOf(ctx, ctx.state.turn.player);
    case 'owner': {
      const source = frame.source === undefined ? undefined : cardOrLastKnown(ctx, frame.source);
      return source?.owner ?? frame.controller;
    }
    case 'event-player':
      return frame.event?.player ?? frame.controller;
  }
  if (typeof ref === 'string' && ctx.state.players.some((p) => p.id === ref)) return ref;
  throw new EngineFault(`cannot resolve player reference ${JSON.stringify(ref)}`);
}

/** Players a selector's `player` names; `any` is every player, `allies` the controller and their teammates (BD 1901-2). */
function selectorPlayers(ctx: EffectsContext, ref: Json | undefined, frame: EffectFrame): PlayerId[] {
  if (ref === 'any') return ctx.state.players.map((p) => p.id);
  if (ref === 'allies') return teamMembers(ctx.state, frame.controller);
  // "The opponent's cards" with no player chosen are those of any opposing player (BD 2601-2, 2601-3).
  if (ref === 'opponent' && typeof frame.vars['opponent'] !== 'string') return opponentsOf(ctx.state, frame.controller);
  return [resolvePlayer(ctx, ref ?? 'you', frame)];
}

export function isSelector(value: Json | Selector | undefined): value is Selector {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'zone' in value;
}

/** The cards in every player's `zone` that `player` controls (`TitleDefinition.controlZones`), in player order. */
function controlledIn(ctx: EffectsContext, player: PlayerId, zone: string): CardId[] {
  const out: CardId[] = [];
  for (const { id: holder } of ctx.state.players) {
    for (const id of cardsInZone(ctx, holder, zone)) if (ctx.state.cards[id]?.controller === player) out.push(id);
  }
  return out;
}

export function select(ctx: EffectsContext, selector: Selector, frame: EffectFrame): CardId[] {
  const zones = Array.isArray(selector.zone) ? selector.zone : [selector.zone];
  const out: CardId[] = [];
  for (const player of selectorPlayers(ctx, selector.player, frame)) {
    for (const zone of zones) {
      const ids =
        ctx.title.definition.controlZones?.includes(zone) === true ? controlledIn(ctx, player, zone) : cardsInZone(ctx, player, zone);
      const limited = selector.top === undefined ? ids : ids.slice(0, selector.top);
      for (const id of limited) {
        if (selector.where === undefined || testPredicate(ctx, selector.where, id, frame)) out.push(id);
      }
    }
  }
  return out;
}

export function resolveCards(ctx: EffectsContext, ref: Json | Selector | undefined, frame: EffectFrame): CardId[] {
  if (ref === undefined || ref === null) return [];
  if (ref === 'self') return frame.source === undefined ? [] : [frame.source];
  if (ref === 'event-card') {
    const card = frame.event?.detail?.['card'];
    return typeof card === 'string' ? [card] : [];
  }
  if (typeof ref === 'string') return [ref];
  if (Array.isArray(ref)) return ref.filter((x): x is string => typeof x === 'string');
  if (typeof ref === 'object') {
    if (typeof ref['var'] === 'string') {
      const value = frame.vars[ref['var']];
      if (typeof value === 'string') return [value];
      return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
    }
    if (isSelector(ref)) return select(ctx, ref, frame);
  }
  throw new EngineFault(`cannot resolve card reference ${JSON.stringify(ref)}`);
}

export function resolveNumber(ctx: EffectsContext, ref: Json | undefined, frame: EffectFrame, fallback = 0): number {
  if (ref === undefined || ref === null) return fallback;
  if (typeof ref === 'number') return ref;
  if (typeof ref === 'object' && !Array.isArray(ref)) {
    if (typeof ref['var'] === 'string') {
      const value = frame.vars[ref['var']];
      if (typeof value === 'number') return value;
      return Array.isArray(value) ? value.length : fallback;
    }
    if ('count' in ref) {
      const times = typeof ref['times'] === 'number' ? ref['times'] : 1;
      return resolveCards(ctx, ref['count'], frame).length * times;
    }
  }
  throw new EngineFault(`cannot resolve number ${JSON.stringify(ref)}`);
}

/** Live objects only: ids that left their zone are dropped (a chosen card that moved is no longer there). */
export function liveCards(ctx: EffectsContext, ids: readonly CardId[]): CardObject[] {
  const out: CardObject[] = [];
  for (const id of ids) {
    const card = ctx.state.cards[id];
    if (card !== undefined) out.push(card);
  }
  return out;
}
