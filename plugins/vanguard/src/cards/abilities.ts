/**
 * Building blocks for card abilities, so each card reads like its text. Every ability is plain data in the
 * kernel's instruction language (see docs/titles/vanguard.md for the format).
 */
import type { AbilityDefinition, CardsRef, Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardInstruction } from '../instructions.js';

export const self: Predicate = { test: 'self' };
export const onVC: Predicate = { test: 'vanguard' };
export const onRC: Predicate = { test: 'rear-guard' };
const you: Predicate = { test: 'controlled-by', player: 'you' };

/** Triggers on events whose card matches `where` ("when this unit attacks" → event `attacks`, where self). */
export const when = (event: string, where: Predicate): NonNullable<AbilityDefinition['trigger']> => ({
  event,
  match: { test: 'event-card', where },
});
export const yourVanguard: Predicate = { all: [onVC, you] };

export const power = (cards: CardsRef, add: number, duration: 'battle' | 'turn'): VanguardInstruction => ({
  do: 'modify',
  cards,
  stat: 'power',
  add,
  duration,
});

export const chooseYourUnit = (
  as: string,
  where: Predicate = { test: 'unit' },
  prompt = 'Choose one of your units',
): VanguardInstruction => ({
  do: 'choose',
  from: { zone: 'field', player: 'you', where },
  count: 1,
  as,
  prompt,
});

/** Choose opponent units (the kernel leaves out those with Resist, 14.15: see `resistRestriction`). */
export const chooseOpponentUnit = (as: string, where: Predicate, upTo = false): VanguardInstruction => ({
  do: 'choose',
  from: { zone: 'field', player: 'opponent', where },
  count: 1,
  upTo,
  as,
  prompt: "Choose one of your opponent's units",
});

/** "AUTO: when this unit is placed on (G)C, [discard 1] one of your units cannot be hit during that battle" (a perfect guard). */
export const perfectGuard: VanguardAbility = {
  kind: 'automatic',
  label: 'Perfect guard',
  trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'guardian' }] } },
  cost: [{ do: 'discard', count: 1 }],
  // "By paying [discard 1] …": the master may decline to pay (11.9.5.2).
  optionalCost: true,
  effect: [
    chooseYourUnit('_safe', { test: 'attacked' }, 'Choose one of your attacked units: it cannot be hit during that battle'),
    { do: 'modify', cards: { var: '_safe' }, stat: 'cannotBeHit', set: true, duration: 'battle' },
  ],
};
