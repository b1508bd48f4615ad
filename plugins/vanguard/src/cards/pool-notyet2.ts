/**
 * Demo cards for the mechanisms of issue 16's second "not yet" round (src/notyet-round2.ts): "when this unit
 * attacks a vanguard and hits" (10.7.1.6.1), "does not stand in its master's next stand phase" (7.39.1.3). Original names and text; the rules decks (`cards/decks-rules.ts`)
 * play them in the seeded random games (test/rules-decks-random.test.ts asserts that each happens).
 */
import type { VanguardCardData } from '../instructions.js';
import { onRC, onVC, self, when } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';

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
];
