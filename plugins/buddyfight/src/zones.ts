import type { TitlePlugin } from '@tcgkit/kernel';
import { areas } from './state.js';

/**
 * The play mat ([Mat-①…⑨], digest §3). Every zone is per fighter except the resolution area, where a
 * card waits between its declaration and its execution (a called monster is not on the field then,
 * [Call Q2]).
 *
 * - Monster areas are slots of `field`; their capacity is not enforced on placement: a second card is
 *   placed and RP-2 drops the older one ([Intro], [Mat-②⑤⑥⑦]), so the slots have no kernel capacity.
 * - The gauge is face down and nobody may look at it, its owner included ([Mat-④]): `hidden`.
 * - Soul cards sit under their host, in the soul slot of the host's area (or of the item) ([Oth:ソウル]).
 * - Life is not a zone: a number in the fighter's status ([Intro], digest §3).
 */
export const zones: TitlePlugin['zones'] = [
  { name: 'deck', scope: 'player', visibility: 'hidden', ordered: true, rule: 'BF Mat-①' },
  { name: 'hand', scope: 'player', visibility: 'owner', ordered: false, rule: 'BF Mat' },
  { name: 'flag', scope: 'player', visibility: 'public', ordered: false, rule: 'BF Mat-②' },
  { name: 'item', scope: 'player', visibility: 'public', ordered: false, rule: 'BF Mat-②' },
  { name: 'buddy', scope: 'player', visibility: 'public', ordered: false, rule: 'BF Mat-③' },
  { name: 'gauge', scope: 'player', visibility: 'hidden', ordered: false, rule: 'BF Mat-④' },
  {
    name: 'field',
    scope: 'player',
    visibility: 'public',
    ordered: false,
    slots: areas.map((name) => ({ name })),
    rule: 'BF Mat-⑤⑥⑦',
  },
  {
    name: 'soul',
    scope: 'player',
    visibility: 'public',
    ordered: true,
    slots: [...areas, 'item'].map((name) => ({ name })),
    rule: 'BF Oth:ソウル',
  },
  { name: 'magic', scope: 'player', visibility: 'public', ordered: false, rule: 'BF Mat-⑧' },
  { name: 'drop', scope: 'player', visibility: 'public', ordered: false, rule: 'BF Mat-⑨' },
  { name: 'resolution', scope: 'shared', visibility: 'public', ordered: true, rule: 'BF Cast' },
];

/** Fight set-up values: the source leaves them to the rulebook (§16); these are the rulebook's. */
export const defaults = { life: 10, gauge: 2, hand: 6, deckSize: 50, copies: 4 } as const;
