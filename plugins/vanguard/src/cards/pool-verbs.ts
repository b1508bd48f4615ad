/**
 * Demo cards for the rules-depth verbs of `src/verbs/`: a token unit and the card that calls it (15.4), a ticket
 * and a record marker (15.5, 15.8), lock (7.30, unlocked by the end phase, 9.11.3) and control (7.39).
 * Original names and text; the demo decks play them, so the random-game soak uses these verbs.
 */
import type { VanguardCardData } from '../instructions.js';
import { onRC } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';

export const verbsPool: VanguardCardData[] = [
  {
    id: 'cw-wispcaller',
    name: 'Wispcaller Drake',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (R), [Counter Blast 1] call an "Ember Wisp" token to one of your (R).',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true }, { test: 'appears' }] } },
        cost: [{ do: 'counter-blast', count: 1 }],
        optionalCost: true,
        effect: [{ do: 'call-token', token: 'cw-ember-wisp' }],
      },
    ],
  },
  {
    id: 'cw-ember-wisp',
    name: 'Ember Wisp',
    type: 'unit',
    pseudo: 'token',
    grade: 0,
    power: 5000,
    shield: null,
    clan: ember,
    keywords: ['boost'],
    text: 'Token unit (grade 0, power 5000, Boost).',
  },
  {
    id: 'cw-kindling-rite',
    name: 'Kindling Rite',
    type: 'order',
    grade: 1,
    text: 'Create an "Ember Pass" ticket in your hand. Put a Blaze marker on one of your rear-guards. This turn, your units with a Blaze marker get Power +5000.',
    orderEffect: [
      { do: 'create-pseudo', card: 'cw-ember-pass', zone: 'hand' },
      {
        do: 'choose',
        from: { zone: 'field', player: 'you', where: onRC },
        count: 1,
        as: 'blazed',
        prompt: 'Choose a rear-guard for the Blaze marker',
      },
      { do: 'put-marker', name: 'Blaze', cards: { var: 'blazed' } },
      { do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'has-marker', name: 'Blaze' } }, stat: 'power', add: 5000 },
    ],
  },
  {
    id: 'cw-ember-pass',
    name: 'Ember Pass',
    type: 'order',
    pseudo: 'ticket',
    grade: 0,
    text: 'Ticket. Draw a card.',
    orderEffect: [{ do: 'draw' }],
  },
  {
    id: 'tf-chainbinder',
    name: 'Chainbind Corsair',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: tide,
    keywords: ['intercept'],
    text: 'ACT [RC] [1/turn] [Soul Blast 1]: Lock one of your opponent’s rear-guards.',
    abilities: [
      {
        kind: 'activated',
        zones: ['field'],
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'soul-blast', count: 1 }],
        effect: [
          {
            do: 'choose',
            from: { zone: 'field', player: 'opponent', where: onRC },
            count: 1,
            as: 'chained',
            prompt: 'Choose a rear-guard to lock',
          },
          { do: 'lock', cards: { var: 'chained' } },
        ],
      },
    ],
  },
  {
    id: 'tf-puppetry',
    name: 'Undertow Puppetry',
    type: 'order',
    subtype: 'blitz',
    grade: 1,
    text: 'Blitz order. [Counter Blast 1] Control one of your opponent’s rear-guards and put it on your (G)C.',
    orderCost: [{ do: 'counter-blast', count: 1 }],
    orderEffect: [
      {
        do: 'choose',
        from: { zone: 'field', player: 'opponent', where: onRC },
        count: 1,
        as: 'puppet',
        prompt: 'Choose a rear-guard to control',
      },
      { do: 'control', cards: { var: 'puppet' }, toGuardianCircle: true },
    ],
  },
];
