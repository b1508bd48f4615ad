/**
 * Demo cards for mechanisms that only test cards used before (issue 16: every verb and condition is used by a
 * card the random-game soak plays): an attack given in the main phase (7.36.1), a draw by a card's ability as a
 * trigger (7.6.4.1), "for each" with a different card each time (12.7.3), swapping two zones (7.8.3), a card
 * revealed from the hand for as long as the effect lasts (7.10.3), and "when it hits" abilities without a hit
 * (10.7.1.8). Original names and text; the rules decks (`cards/decks-rules.ts`) play them in the seeded random
 * games (test/rules-decks-random.test.ts asserts that each happens).
 */
import type { VanguardCardData } from '../instructions.js';
import { onRC, onVC, power, self, when } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const yourRearGuards = { zone: 'field', player: 'you', where: onRC } as const;

export const soakPool: VanguardCardData[] = [
  {
    id: 'cw-onrush-drake',
    name: 'Onrush Drake',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    keywords: ['intercept'],
    text: "ACT [RC] 1/turn: [Counter Blast 1] This unit attacks your opponent's vanguard.",
    abilities: [
      {
        kind: 'activated',
        label: 'Onrush Drake: attack',
        // 7.36.1: played in the main phase, the attack process runs there and the main phase then goes on.
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [{ do: 'attack', attackers: 'self', targets: { zone: 'field', player: 'opponent', where: onVC } }],
      },
    ],
  },
  {
    id: 'cw-ember-chronicler',
    name: 'Ember Chronicler',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: "AUTO [RC] 1/turn: When you draw a card by a card's ability, this unit gets Power +5000 until end of turn.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Ember Chronicler: drawn by an ability',
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        // 7.6.4.1: a draw by a card's ability (not the draw phase's draw).
        trigger: { event: 'moved', match: { test: 'drawn-by-ability' } },
        effect: [power('self', 5000, 'turn')],
      },
    ],
  },
  {
    id: 'cw-ember-rally',
    name: 'Rally of Embers',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'For each of your rear-guards, choose one of your units not yet chosen by this effect, and it gets Power +5000 until end of turn.',
    orderEffect: [
      {
        // 12.7.3: "for each" with "not yet chosen": each repetition chooses among the units not chosen before.
        do: 'repeat',
        distinct: true,
        times: { count: yourRearGuards },
        body: [
          { do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'unit' } }, count: 1, as: 'rallied' },
          power({ var: 'rallied' }, 5000, 'turn'),
        ],
      },
    ],
  },
  {
    id: 'tf-ebb-and-flow',
    name: 'Ebb and Flow',
    type: 'order',
    grade: 1,
    clan: tide,
    text: 'Swap the cards in your hand and the cards in your soul.',
    // 7.8.3: both zones' cards move at the same time.
    orderEffect: [{ do: 'swap-zones', zone: 'hand', with: 'soul' }],
  },
  {
    id: 'tf-reef-lookout',
    name: 'Reef Lookout',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: 'ACT [RC] 1/turn: Choose a card from your hand and reveal it. This unit gets Power +2000 until end of turn.',
    abilities: [
      {
        kind: 'activated',
        label: 'Reef Lookout: reveal',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        // 7.10.3: the card is shown until the effect is over, then hidden again (the title's `revealLasts`).
        effect: [
          { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: 'shown', prompt: 'Choose a card from your hand to reveal' },
          { do: 'reveal', cards: { var: 'shown' } },
          power('self', 2000, 'turn'),
        ],
      },
    ],
  },
  {
    id: 'tf-tideborne-lancer',
    name: 'Tideborne Lancer',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: tide,
    keywords: ['intercept'],
    text: "AUTO [RC] 1/turn: When this unit attacks, during that battle, 'when it hits' abilities activate even if it does not hit. AUTO [RC]: When this unit's attack hits, draw a card.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Tideborne Lancer: hits anyway',
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        trigger: when('attacks', self),
        // 10.7.1.8: at the close of the battle, a unit that did not hit triggers its "when it hits" abilities once.
        effect: [{ do: 'hit-effects-without-hit' }],
      },
      {
        kind: 'automatic',
        label: 'Tideborne Lancer: draw',
        condition: onRC,
        trigger: when('hit', self),
        effect: [{ do: 'draw' }],
      },
    ],
  },
];
