import type { TitlePlugin } from '@tcgkit/kernel';

/**
 * The zones of section 400. Every zone is per player except the resolution zone (401-1, 413-2).
 *
 * Reading (406-2): the field is one shared zone in the rules; we keep it as one partition per controller
 * (`p1/field`, `p2/field`), which is the same table as long as control never changes, and lets selectors
 * say "your units" / "the opponent's units" directly. The face-down card area is part of the field
 * (415-1a) but its cards are not units and their abilities are inactive, so it is a zone of its own that
 * field-wide references and 1303-4 do not read (digest §20.2). Auras are put into their host's zone
 * (521-1b); we keep them in the `aura` partition of that field, so their own abilities, which are
 * inactive (521-3), never run.
 *
 * Card states: `rested` (403-2, stand/rest), `faceUp` (403-3), `open` on territories (404-1), `damage`
 * on units (406-6).
 */
export const zones: TitlePlugin['zones'] = [
  { name: 'hand', scope: 'player', visibility: 'owner', ordered: false, rule: 'BD 405' },
  { name: 'field', scope: 'player', visibility: 'public', ordered: false, rule: 'BD 406' },
  { name: 'aura', scope: 'player', visibility: 'public', ordered: false, rule: 'BD 521-1b' },
  { name: 'life', scope: 'player', visibility: 'hidden', ordered: true, rule: 'BD 407' },
  { name: 'graveyard', scope: 'player', visibility: 'public', ordered: false, rule: 'BD 408' },
  { name: 'energy', scope: 'player', visibility: 'public', ordered: false, rule: 'BD 409' },
  { name: 'territory', scope: 'player', visibility: 'public', ordered: false, rule: 'BD 410' },
  { name: 'deck', scope: 'player', visibility: 'hidden', ordered: true, rule: 'BD 411' },
  { name: 'remove', scope: 'player', visibility: 'public', ordered: false, rule: 'BD 412' },
  { name: 'resolution', scope: 'shared', visibility: 'public', ordered: true, rule: 'BD 413' },
  { name: 'd-deck', scope: 'player', visibility: 'owner', ordered: false, rule: 'BD 414' },
  // 415-2: only the owner sees the face-down cards here.
  { name: 'set', scope: 'player', visibility: 'owner', ordered: false, faceDown: true, ownerSeesFaceDown: true, rule: 'BD 415' },
];

/** 405-4a, 407-4a, 1103-7a:i: starting values of the per-player numbers. */
export const defaults = { handLimit: 5, redZone: 5, energyPlacements: 1, openingHand: 5, life: 10, energy: 2 } as const;
