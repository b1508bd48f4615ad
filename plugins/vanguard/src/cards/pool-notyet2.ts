/**
 * Demo cards for the mechanisms of issue 16's second "not yet" round (src/notyet-round2.ts): "when this unit
 * attacks a vanguard and hits" (10.7.1.6.1), "does not stand in its master's next stand phase" (7.39.1.3), "when
 * this unit's power is increased" and "original power" (1.3.6, 5.1.3), "your Limit Break abilities are valid" (14.1.2), "each fighter chooses" (1.3.4). Original names and text; the rules decks (`cards/decks-rules.ts`)
 * play them in the seeded random games (test/rules-decks-random.test.ts asserts that each happens).
 */
import type { VanguardCardData } from '../instructions.js';
import { onRC, onVC, self } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const toys = 'Toybox Troupe';

export const notYet2Pool: VanguardCardData[] = [
  {
    id: 'cw-crownseeker',
    name: 'Crownseeker Drake',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    keywords: ['intercept'],
    text: 'AUTO [RC]: When this unit attacks a vanguard and hits, draw 1 card.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Crownseeker Drake: hit a vanguard',
        condition: onRC,
        // 10.7.1.6.1: the designated attacked unit is a vanguard and the attack hit.
        trigger: {
          event: 'hit',
          match: {
            all: [
              { test: 'event-card', where: self },
              { test: 'hit-designated', where: onVC },
            ],
          },
        },
        effect: [{ do: 'draw' }],
      },
    ],
  },
  {
    id: 'tf-tide-anchor',
    name: 'Tide Anchor',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: "ACT [RC] 1/turn: [Counter Blast 1] Rest one of your opponent's rear-guards. It does not stand in its master's next stand phase.",
    abilities: [
      {
        kind: 'activated',
        label: 'Tide Anchor: moor',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          {
            do: 'choose',
            from: { zone: 'field', player: 'opponent', where: { all: [onRC, { test: 'standing' }] } },
            count: 1,
            as: 'moored',
          },
          { do: 'rest', cards: { var: 'moored' } },
          // 7.39.1.3: the stand phase of whoever is its master then.
          { do: 'skip-next-stand', cards: { var: 'moored' } },
        ],
      },
    ],
  },
  {
    id: 'tt-growth-chart',
    name: 'Growth Chart Bear',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: toys,
    keywords: ['boost'],
    text: "AUTO [RC] 1/turn: When this unit's power is increased, if its original power is 8000 or less, Soul Charge 1.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Growth Chart Bear: grown',
        condition: { all: [onRC, { test: 'original-stat', stat: 'power', op: '<=', value: 8000 }] },
        limit: { count: 1, per: 'turn' },
        // 1.3.6: an increase is a change to a higher value, whatever the instruction said.
        trigger: {
          event: 'value-changed',
          match: {
            all: [
              { test: 'event-card', where: self },
              { test: 'value-change', stat: 'power', change: 'increased' },
            ],
          },
        },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
    ],
  },
  {
    id: 'cw-unbound-fury',
    name: 'Unbound Fury',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Draw a card. This turn, your Limit Break abilities are valid.',
    orderEffect: [{ do: 'draw' }, { do: 'make-keyword-valid', keyword: 'limit-break' }],
  },
  {
    id: 'tt-fair-trade',
    name: 'Fair Trade Teddy',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: toys,
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (R), each fighter chooses a card from their hand, and puts it into their drop. Then draw a card.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Fair Trade Teddy: trade',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onRC] } },
        effect: [
          // 1.3.4, 1.3.4.1: the turn fighter chooses first, then the other; both put theirs into the drop after.
          {
            do: 'each-chooses',
            from: { zone: 'hand' },
            count: 1,
            as: 'traded',
            then: [{ do: 'move', cards: { var: 'traded' }, to: 'drop' }],
          },
          { do: 'draw' },
        ],
      },
    ],
  },
];
