/**
 * Values the rules change without an effect, applied by the kernel's `statOf` in the layers of 11.11.1:
 * gift markers (layer 4, 16.2.1.3.1.1; Force II changes the original critical, layer 2), persona ride's
 * front-row bonus (layer 7), and boost and guardian shield (layer 8, 11.11.1.8).
 */
import { numericStat, type CardObject, type GameContext, type RuleModification } from '@tcgkit/kernel';
import { markersOf } from './gifts.js';
import { counter, currentBattle, playerState } from './state.js';
import { circleOfKey } from './zones.js';
import { lockedStatModifications } from './verbs/lock.js';
import { cardStatus, playerStatus } from './cards/status.js';
import { noModifications } from './no-modifications.js';

export const vanguardLayers = ['base', 'original', 'original-remove', 'rule', 'abilities', 'non-numeric', 'add', 'battle', 'set'];

const onCircle = (ctx: GameContext, id: string | null, circle: string | null | undefined): boolean =>
  id !== null && circle !== null && circle !== undefined && ctx.state.cards[id]?.zone.endsWith(`#${circle}`) === true;

/**
 * How persona ride's "+10000 to your units in the front row this turn" is read (7.15.1.4.2, digest §21.11):
 * `positional`, any of your units while in the front row this turn; `locked`, only the units in the front row
 * when it happened (11.11.4), while they stay there.
 */
export type PersonaRideBonus = 'positional' | 'locked';

/**
 * Two lists of rule modifications, the first's first: either list itself when the other is empty (the usual
 * case: every stat read of every card asks each part, and most answer nothing; issue 14), else a new one.
 * The kernel only reads the lists `ruleModifications` returns.
 */
export function joinedModifications(first: RuleModification[], second: RuleModification[]): RuleModification[] {
  if (second.length === 0) return first;
  if (first.length === 0) return second;
  return first.concat(second);
}

export function ruleModificationsFor(persona: PersonaRideBonus) {
  return (ctx: GameContext, card: CardObject, stat: string): RuleModification[] => vanguardRuleModifications(ctx, card, stat, persona);
}

export function vanguardRuleModifications(
  ctx: GameContext,
  card: CardObject,
  stat: string,
  persona: PersonaRideBonus = 'positional',
): RuleModification[] {
  const circle = circleOfKey(card.zone);
  if (circle === undefined) return noModifications;
  const locked = lockedStatModifications(ctx, card, stat); // 7.30.1.2 (src/verbs/lock.ts)
  if (locked !== undefined) return locked;
  const out: RuleModification[] = [];
  const yourTurn = ctx.state.turn.player === card.controller;
  // 7.39.8: a gift marker's modification is for its circle's master's own units, not a unit another controls.
  const circleMaster = card.zone.slice(0, card.zone.indexOf('/'));
  for (const marker of circleMaster === card.controller ? markersOf(ctx, circleMaster) : []) {
    if (marker.circle !== circle.name) continue;
    if (marker.gift === 'force' && marker.kind === 'II' && stat === 'critical') out.push({ layer: 'original', modification: { set: 2 } });
    if (stat !== 'power') continue;
    if (marker.gift === 'force' && marker.kind === 'I' && yourTurn) out.push({ layer: 'rule', modification: { add: 10000 } });
    if (marker.gift === 'accel' && yourTurn) out.push({ layer: 'rule', modification: { add: marker.kind === 'I' ? 10000 : 5000 } });
    if (marker.gift === 'protect' && marker.kind === 'II') out.push({ layer: 'rule', modification: { add: 5000 } });
  }
  if (stat !== 'power') return out;
  // Delete (7.32.2): a deleted unit's power is reduced by the power printed on the card.
  if (cardStatus.get(card, 'deleted') === true) {
    const printed = ctx.title.cards.get(card.card)?.['power'];
    if (typeof printed === 'number') out.push({ layer: 'rule', modification: { add: -printed } });
  }
  // Persona ride (7.15.1.4.2): this turn, units in the front row (see `PersonaRideBonus` for the two readings).
  if (circle.row === 'front' && counter(ctx, card.controller, 'personaRideTurn') === ctx.state.turn.number && ctx.state.turn.number > 0) {
    const locked = playerStatus.get(playerState(ctx, card.controller), 'personaRideUnits');
    if (persona === 'positional' || (Array.isArray(locked) && locked.includes(card.id)))
      out.push({ layer: 'add', modification: { add: 10000 } });
  }
  const battle = currentBattle(ctx);
  if (battle === null) return out;
  // Boost (7.47): while booster and attacker both stay on their circles, until the close step ends.
  if (battle.attacker === card.id && battle.booster !== null && onCircle(ctx, card.id, battle.attackerCircle)) {
    const booster = ctx.state.cards[battle.booster];
    if (booster !== undefined && booster.zone.includes('/field#') && circleOfKey(booster.zone)?.row === 'back') {
      out.push({ layer: 'battle', modification: { add: numericStat(ctx, booster.id, 'power') } });
    }
  }
  // Guardian shield (6.2.4.1): each guardian assigned to this attacked unit adds its shield while on the GC.
  const index = battle.targets.indexOf(card.id);
  if (index >= 0 && onCircle(ctx, card.id, battle.targetCircles[index])) {
    for (const id of ctx.state.zones[`${card.controller}/field#gc`] ?? []) {
      const guardian = ctx.state.cards[id];
      if (cardStatus.get(guardian, 'guarding') === card.id)
        out.push({ layer: 'battle', modification: { add: numericStat(ctx, id, 'shield') } });
    }
  }
  return out;
}
