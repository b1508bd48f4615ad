import type { Instruction, Predicate } from '../state/programs.js';

/**
 * An ability as data (VG 11.1, WS 8.1, BD 1201, Buddyfight 【起動】/自動/永続). The effect is a program of
 * instructions the kernel interprets, so it can stop for a choice and resume after a snapshot.
 */
export interface AbilityDefinition {
  kind: 'activated' | 'automatic' | 'continuous';
  /** Shown to players when choosing among abilities. */
  label?: string;
  /** Zone names where the ability works; the title's `abilityZones` when absent. */
  zones?: readonly string[];
  /** Automatic abilities: the event that makes it pending, or a state that does (VG 11.9.8). */
  trigger?: EventTrigger | StateTrigger;
  /** A requirement checked when it would trigger or be played (VG 11.2). */
  condition?: Predicate;
  /** Paid all at once, all or nothing (VG 11.7.1, BD 1204-2). */
  cost?: readonly Instruction[];
  /** Automatic abilities whose cost the master may decline to pay ("by paying …", VG 11.9.5.2). */
  optionalCost?: boolean;
  effect: readonly Instruction[];
  /** Usage limit (VG 12.3, BD 1206): `count` uses per turn or per game, optionally shared under `key`. */
  limit?: { count: number; per: 'turn' | 'game'; key?: string };
  /** Activated abilities: names of the timings it may be played at (the window's `timings`). */
  timing?: readonly string[];
  /** May be used as an answer (【対抗】, quick timing). */
  answer?: boolean;
  /**
   * Names the ability carries for rules and other cards to read, never run by the kernel: ability keywords
   * (VG 14.50 砲弾, 14.63 Phantom Skill…) and icons such as VG 12.3.3's Divine Skill, which a title's
   * restrictions may test (`RestrictionContribution.cannotUse` receives the ability).
   */
  tags?: readonly string[];
  /**
   * Text this card gives to other cards or shares (the quoted ability of "gains '…'", VG 7.14.1; a Melody's
   * designated ability, VG 14.41.1.1): the card does not have it itself, and holds it only while an effect
   * or a rule gives it (the `abilities` stat, see `abilitiesHeld`).
   */
  given?: boolean;
}

/**
 * An ability as an entry of the `abilities` stat: the card definition whose text holds it and its index
 * there, `"<card>#<index>"`. A card's printed value of the stat lists its own abilities that are not `given`;
 * effects add (`grant`), remove, copy or set entries like any other information (VG 7.14.1, BD 524-1).
 */
export type AbilityRef = string;

export function abilityRef(card: string, index: number): AbilityRef {
  return `${card}#${index}`;
}

/** The card and index an `AbilityRef` names, or undefined for a string that is not one. */
export function parseAbilityRef(ref: string): { card: string; index: number } | undefined {
  const at = ref.lastIndexOf('#');
  if (at <= 0) return undefined;
  const index = Number(ref.slice(at + 1));
  return Number.isInteger(index) && index >= 0 ? { card: ref.slice(0, at), index } : undefined;
}

export interface EventTrigger {
  event: string;
  match?: Predicate;
}

export interface StateTrigger {
  state: Predicate;
}

export function isEventTrigger(trigger: EventTrigger | StateTrigger | undefined): trigger is EventTrigger {
  return trigger !== undefined && 'event' in trigger;
}
