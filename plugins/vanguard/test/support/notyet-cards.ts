/** Test cards for the sections issue 16 left "not yet" (chapters 1–18), in this title's card format. */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';

const unit = (id: string, power: number, abilities: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'unit',
  grade: 1,
  power,
  shield: 5000,
  keywords: ['boost'],
  abilities,
  ...extra,
});
const myRearGuards = { zone: 'field', player: 'you', where: { test: 'rear-guard' } };

const raw = [
  // "CONT: your rear-guards get +5000".
  unit('NY-RALLY', 8000, [{ kind: 'continuous', effect: [{ do: 'modify', cards: myRearGuards, stat: 'power', add: 5000 }] }]),
  // "CONT [RC]: if this unit's power is 13000 or more, it gets +3000" (its condition reads the power being computed).
  unit('NY-SURGE', 8000, [
    {
      kind: 'continuous',
      condition: { all: [{ test: 'rear-guard' }, { test: 'stat', stat: 'power', op: '>=', value: 13000 }] },
      effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 3000 }],
    },
  ]),
  // "CONT [RC]: if this unit's power is 10000 or less, it gets +2000".
  unit('NY-UNDERDOG', 8000, [
    {
      kind: 'continuous',
      condition: { all: [{ test: 'rear-guard' }, { test: 'stat', stat: 'power', op: '<=', value: 10000 }] },
      effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
    },
  ]),
  // "ACT [RC] 1/turn: this unit attacks your opponent's vanguard" (7.36.1 from the main phase).
  unit('NY-CHARGER', 10000, [
    {
      kind: 'activated',
      timing: ['main'],
      condition: { test: 'rear-guard' },
      limit: { count: 1, per: 'turn' },
      effect: [{ do: 'attack', attackers: 'self', targets: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } } }],
    },
  ]),
  // 魔合成 with set orders (7.44.2): a set order fusing with one in the drop, and a set order whose CONT gives
  // your vanguard +5000 from the order zone.
  {
    id: 'NY-FUSE-SET',
    name: 'Test NY-FUSE-SET',
    type: 'order',
    subtype: 'set',
    grade: 0,
    orderEffect: [{ do: 'fuse-order', from: { zone: 'drop', player: 'you', where: { test: 'card-type', type: 'order' } } }],
  },
  {
    id: 'NY-AURA-SET',
    name: 'Test NY-AURA-SET',
    type: 'order',
    subtype: 'set',
    grade: 0,
    orderEffect: [],
    abilities: [
      {
        kind: 'continuous',
        zones: ['order-zone'],
        effect: [{ do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } }, stat: 'power', add: 5000 }],
      },
    ],
  },
  // "For each of your rear-guards, choose one of your units, and it gets +5000 this turn" (12.7, 12.7.3).
  {
    id: 'NY-FOR-EACH',
    name: 'Test NY-FOR-EACH',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [
      {
        do: 'repeat',
        distinct: true,
        times: { count: myRearGuards },
        body: [
          { do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'unit' } }, count: 1, as: 'u' },
          { do: 'modify', cards: { var: 'u' }, stat: 'power', add: 5000, duration: 'turn' },
        ],
      },
    ],
  },
  // "AUTO [RC]: when this unit attacks, power +10000" written with no unit named (11.8.5.3).
  unit('NY-IMPLICIT', 8000, [
    {
      kind: 'automatic',
      condition: { test: 'rear-guard' },
      trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
      effect: [{ do: 'modify', stat: 'power', add: 10000, duration: 'battle' }],
    },
  ]),
  // "Your front-row rear-guards attack your opponent's vanguard" (7.36.3, several units).
  {
    id: 'NY-CHARGE-ALL',
    name: 'Test NY-CHARGE-ALL',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [
      {
        do: 'attack',
        attackers: { zone: 'field', player: 'you', where: { all: [{ test: 'rear-guard' }, { test: 'front-row' }] } },
        targets: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } },
      },
    ],
  },
  // "Reveal a card from your hand. Choose one of your units, and it gets +1000" (7.10.3: shown while the effect lasts).
  {
    id: 'NY-SHOW',
    name: 'Test NY-SHOW',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [
      { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: 'shown' },
      { do: 'reveal', cards: { var: 'shown' } },
      { do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'unit' } }, count: 1, as: 'u' },
      { do: 'modify', cards: { var: 'u' }, stat: 'power', add: 1000, duration: 'turn' },
    ],
  },
  // "AUTO [RC]: when you draw a card by a card's ability, this unit gets +1000 this turn" (7.6.4.1).
  unit('NY-DRAW-WATCHER', 8000, [
    {
      kind: 'automatic',
      condition: { test: 'rear-guard' },
      trigger: { event: 'moved', match: { test: 'drawn-by-ability' } },
      effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000, duration: 'turn' }],
    },
  ]),
  { id: 'NY-DRAW-ORDER', name: 'Test NY-DRAW-ORDER', type: 'order', subtype: 'normal', grade: 0, orderEffect: [{ do: 'draw' }] },
  // Gauge links (13.9.3): "put your deck's top card as gauge of your front-left rear-guard", then "put every card of
  // your gauge zone as gauge of your vanguard".
  {
    id: 'NY-GAUGE-RG',
    name: 'Test NY-GAUGE-RG',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [
      {
        do: 'put-gauge',
        cards: { zone: 'deck', player: 'you', top: 1 },
        of: { zone: 'field', player: 'you', where: { test: 'rear-guard' } },
      },
    ],
  },
  {
    id: 'NY-GAUGE-VC',
    name: 'Test NY-GAUGE-VC',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [
      { do: 'put-gauge', cards: { zone: 'gauge', player: 'you' }, of: { zone: 'field', player: 'you', where: { test: 'vanguard' } } },
    ],
  },
  // "Swap your hand and your soul" (7.8.3).
  {
    id: 'NY-SWAP-ZONES',
    name: 'Test NY-SWAP-ZONES',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [{ do: 'swap-zones', zone: 'hand', with: 'soul' }],
  },
  // "AUTO [VC]: when this unit attacks, your opponent's vanguard's abilities cannot be used this turn" (12.2.1.2.2).
  unit(
    'NY-SILENCER',
    13000,
    [
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } },
            stat: 'cannotUseAbilities',
            set: true,
            duration: 'turn',
          },
        ],
      },
    ],
    { grade: 3, keywords: ['twin-drive'], shield: null },
  ),
  // "Put your front-left rear-guard on your (VC)" (7.4.1.1: a ride).
  {
    id: 'NY-PUT-ON-VC',
    name: 'Test NY-PUT-ON-VC',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [
      { do: 'move', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } }, to: 'field', slot: 'vc' },
    ],
  },
  // "AUTO [RC]: when this unit attacks, call a card from your hand to this unit's circle" (the front-left one; 10.4.1.11).
  unit('NY-RELIEVER', 9000, [
    {
      kind: 'automatic',
      condition: { test: 'rear-guard' },
      trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
      effect: [{ do: 'call', from: { zone: 'hand', player: 'you' }, count: 1, upTo: false, circles: ['fl'] }],
    },
  ]),
  // "Call up to three cards from your hand to your front-row rear-guard circles" (6.2.3.2.1.1: two circles).
  {
    id: 'NY-CALL-THREE',
    name: 'Test NY-CALL-THREE',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [{ do: 'call', from: { zone: 'hand', player: 'you' }, count: 3, circles: ['fl', 'fr'] }],
  },
  // "Put your front-left rear-guard on the bottom of your deck" (6.7.5.2 with a dressed unit).
  {
    id: 'NY-TUCK-FL',
    name: 'Test NY-TUCK-FL',
    type: 'order',
    subtype: 'normal',
    grade: 0,
    orderEffect: [
      { do: 'move', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } }, to: 'deck', position: 'bottom' },
    ],
  },
];

export const notYetCards: CardDefinition[] = raw.map(parseCard);
