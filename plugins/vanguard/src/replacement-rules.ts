/**
 * Replacements the rules themselves make, always in force (the kernel's `replacementRules`, checked on every
 * move like the replacement effects of cards).
 */
import type { ReplacementRule } from '@tcgkit/kernel';
import { placeOnVanguardCircleIsRide } from './place-on-vanguard-circle.js';

/**
 * 4.18.4: a card that began the game in the ride deck and would be put into the deck is put into the ride
 * deck area face up instead (the set-up records which physical cards began there: `rideDeckSerials`).
 */
const rideDeckReturn: ReplacementRule = {
  name: 'ride-deck-return',
  rule: 'VG 4.18.4',
  replaces: 'move',
  match: { all: [{ test: 'event', 'to-zone': 'deck' }, { test: 'began-in-ride-deck' }] },
  instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'ride-deck', faceUp: true, reason: 'ride-deck-return' }],
};

export const vanguardReplacementRules: readonly ReplacementRule[] = [rideDeckReturn, placeOnVanguardCircleIsRide];
