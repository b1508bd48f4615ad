/**
 * Demo cards for the rules-depth mechanisms of chapters 7–18 (src/verbs/other-rules.ts, end-turn.ts,
 * disable-ability.ts, src/sources.ts, src/battle-terms.ts): counting kinds (18.3), "this ability cannot be used
 * this turn" (11.2.1.1.1), a set order put on a circle as a unit (18.5), ending the turn (18.4), an extra turn
 * (18.2), battle opponents (10.4.1.9.2), a drive changed by an effect (10.6.1.2.2), and sources (11.5).
 * Original names and text; the rules decks (`cards/decks-rules.ts`) play them in the seeded random games.
 */
import type { VanguardCardData } from '../instructions.js';
import { onRC, self, when } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const opponents = { test: 'controlled-by', player: 'opponent' } as const;

export const rulesPool: VanguardCardData[] = [
  {
    id: 'cw-census-drake',
    name: 'Census Drake',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'ACT [RC]: [Counter Blast 1] Soul Charge 1 for each kind of grade among your units. This ability cannot be used this turn.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: onRC,
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          { do: 'count-kinds', cards: { zone: 'field', player: 'you', where: { test: 'unit' } }, by: 'grade', as: 'kinds' },
          { do: 'soul-charge', count: { var: 'kinds' } },
          { do: 'disable-ability', ability: 0, duration: 'turn' },
        ],
      },
    ],
  },
  {
    id: 'cw-ember-curfew',
    name: 'Ember Curfew',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Draw two cards. End the turn.',
    orderEffect: [{ do: 'draw', count: 2 }, { do: 'end-turn' }],
  },
  {
    id: 'cw-ember-amnesty',
    name: 'Ember Amnesty',
    type: 'order',
    grade: 1,
    clan: ember,
    text: "Until end of turn, the costs of your rear-guards' ACT abilities are nullified. Draw a card.",
    orderEffect: [{ do: 'nullify-costs', cards: { zone: 'field', player: 'you', where: onRC }, duration: 'turn' }, { do: 'draw' }],
  },
  {
    id: 'cw-vengeful-cinder',
    name: 'Vengeful Cinder',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    keywords: ['intercept'],
    text: "AUTO: When this unit is put from (RC) into the drop zone by the effect of your opponent's card, draw a card.",
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: {
          event: 'moved',
          match: {
            all: [
              { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'drop' },
              { test: 'by-effect-of', where: opponents },
            ],
          },
        },
        effect: [{ do: 'draw' }],
      },
    ],
  },
  {
    id: 'tf-standard',
    name: 'Standard of the Tides',
    type: 'order',
    subtype: 'set',
    grade: 1,
    clan: tide,
    text: 'Set order. ACT [order zone] 1/turn: [Counter Blast 1] Put this card on an empty (RC) as a unit with power 10000 and critical 1.',
    orderEffect: [],
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        zones: ['order-zone'],
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [{ do: 'set-as-unit', cards: 'self', power: 10000, critical: 1 }],
      },
    ],
  },
  {
    id: 'tf-undertow-guard',
    name: 'Undertow Guard',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: tide,
    keywords: ['intercept'],
    text: 'AUTO [RC]: When this unit is attacked, its battle opponent gets Power -2000 until end of that battle.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('attacked', self),
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'opponent', where: { test: 'battle-opponent' } },
            stat: 'power',
            add: -2000,
            duration: 'battle',
          },
        ],
      },
    ],
  },
  {
    id: 'tf-riptide',
    name: 'Riptide Snare',
    type: 'order',
    subtype: 'blitz',
    grade: 1,
    clan: tide,
    text: 'Blitz order: the attacking units get drive -1 until end of that battle.',
    orderEffect: [
      {
        do: 'modify',
        cards: { zone: 'field', player: 'opponent', where: { test: 'attacking' } },
        stat: 'drive',
        add: -1,
        duration: 'battle',
      },
    ],
  },
  {
    id: 'tf-tidal-reprise',
    name: 'Tidal Reprise',
    type: 'order',
    grade: 3,
    clan: tide,
    text: '[Counter Blast 3, Soul Blast 2] You get an extra turn after this one.',
    orderCost: [
      { do: 'counter-blast', count: 3 },
      { do: 'soul-blast', count: 2 },
    ],
    orderEffect: [{ do: 'extra-turn' }],
  },
  {
    id: 'tf-scarred-captain',
    name: 'Scarred Captain',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: "AUTO [RC] 1/turn: When a damage check is made for you for battle damage from your opponent's rear-guard, Soul Charge 1.",
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        trigger: {
          event: 'damage-check',
          match: {
            all: [
              { test: 'event-player', player: 'you' },
              { test: 'damage-from', kind: 'battle', where: { all: [onRC, opponents] } },
            ],
          },
        },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
    ],
  },
];
