/** Test cards for the second round of issue 16's "not yet" sections (test/notyet-round2.test.ts). */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';

const self = { test: 'self' };
const onRC = { test: 'rear-guard' };
const onVC = { test: 'vanguard' };
const when = (event: string, where: unknown) => ({ event, match: { test: 'event-card', where } });
const unit = (id: string, grade: number, power: number, abilities: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'unit',
  grade,
  power,
  shield: grade === 3 ? null : 5000,
  keywords: grade === 3 ? ['twin-drive'] : grade === 2 ? ['intercept'] : ['boost'],
  abilities,
  ...extra,
});
const order = (id: string, orderEffect: unknown[]) => ({ id, name: `Test ${id}`, type: 'order', subtype: 'normal', grade: 0, orderEffect });

const raw = [
  // "AUTO [RC]: when this unit boosts, move it to your front-right circle" (1.3.7.4: the boost's event stays).
  unit('NY2-HOP', 1, 8000, [
    { kind: 'automatic', condition: onRC, trigger: when('boosts', self), effect: [{ do: 'move', cards: 'self', to: 'field', slot: 'fr' }] },
  ]),
  // "AUTO [VC]: when this unit is attacked, ride a grade 3 card from your hand" (the non-turn fighter's gift, 11.6.1.3).
  unit('NY2-COUNTER-RIDE', 2, 10000, [
    {
      kind: 'automatic',
      condition: onVC,
      trigger: when('attacked', self),
      effect: [{ do: 'ride-by-effect', cards: { zone: 'hand', player: 'you', where: { test: 'grade', value: 3 } } }],
    },
  ]),
  // "AUTO [RC]: when this unit is rested, you draw a card" (11.9.4.2: played by the master it had when it triggered).
  unit('NY2-RESTLESS', 1, 8000, [{ kind: 'automatic', condition: onRC, trigger: when('rested', self), effect: [{ do: 'draw' }] }]),
  // "Control one of your opponent's standing rear-guards, and rest it" (control for the effect only, 7.39.1.2).
  order('NY2-SEIZE', [
    {
      do: 'control',
      cards: { zone: 'field', player: 'opponent', where: { all: [onRC, { test: 'standing' }] } },
      then: [{ do: 'rest', cards: { zone: 'field', player: 'you', where: { test: 'controlled' } } }],
    },
  ]),
  // "AUTO [RC]: when this unit intercepts, you draw a card" (10.5.1.2.4.1).
  unit('NY2-SENTRY', 2, 10000, [
    { kind: 'automatic', trigger: { event: 'moved', match: { test: 'event', self: true, reason: 'intercept' } }, effect: [{ do: 'draw' }] },
  ]),
  // "This turn, if a unit would be put on a guardian circle by intercepting, it is not moved instead."
  order('NY2-HOLD-LINE', [
    { do: 'replace', replaces: 'move', match: { test: 'event', reason: 'intercept' }, duration: 'turn', instead: [] },
  ]),
  // "Choose up to one grade 0 card from your hand" and "… a Cinder Wyrms card …" (15.1.2.4.2: a marker's missing grade
  // is read as 0, its missing clan as none).
  order('NY2-PICK-G0', [
    { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'grade', value: 0 } }, count: 1, upTo: true, as: 'g0' },
  ]),
  order('NY2-PICK-CLAN', [
    { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'clan', clan: 'Cinder Wyrms' } }, count: 1, upTo: true, as: 'c' },
  ]),
  // "AUTO: when this rear-guard is retired, put every card that was its gauge into your hand" (4.15.3.4).
  unit('NY2-GAUGED', 1, 8000, [
    {
      kind: 'automatic',
      trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'drop' } },
      condition: onRC,
      effect: [{ do: 'move', cards: { zone: 'gauge', player: 'you', where: { test: 'gauge-of-source' } }, to: 'hand' }],
    },
  ]),
  // "Put your deck's top card as gauge of your front-left rear-guard".
  order('NY2-GAUGE-FL', [
    {
      do: 'put-gauge',
      cards: { zone: 'deck', player: 'you', top: 1 },
      of: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
    },
  ]),
  // "AUTO: when this rear-guard is put into your hand or deck, if its power was 13000 or more, draw" (11.9.6.1.1).
  unit('NY2-HOMEWARD', 1, 8000, [
    {
      kind: 'automatic',
      trigger: {
        event: 'moved',
        match: {
          all: [
            { test: 'event', self: true, 'from-zone': 'field', 'to-zone': ['hand', 'deck'] },
            { test: 'stat', stat: 'power', op: '>=', value: 13000 },
          ],
        },
      },
      condition: onRC,
      effect: [{ do: 'draw' }],
    },
  ]),
  order('NY2-PUMP-FL', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      stat: 'power',
      add: 5000,
      duration: 'turn',
    },
  ]),
  order('NY2-BOUNCE-FL', [{ do: 'move', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } }, to: 'hand' }]),
  // "CONT [soul]: this card gets power +5000. AUTO [soul]: when this card is put into the soul from the drop, if its
  // power is 13000 or more, draw" (11.9.6.1.3: read in the zone it went to).
  unit('NY2-SOULBOUND', 1, 8000, [
    { kind: 'continuous', zones: ['soul'], effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }] },
    {
      kind: 'automatic',
      zones: ['soul'],
      trigger: {
        event: 'moved',
        match: {
          all: [
            { test: 'event', self: true, 'from-zone': 'drop', 'to-zone': 'soul' },
            { test: 'stat', stat: 'power', op: '>=', value: 13000 },
          ],
        },
      },
      effect: [{ do: 'draw' }],
    },
  ]),
  order('NY2-DROP-TO-SOUL', [
    { do: 'move', cards: { zone: 'drop', player: 'you', where: { test: 'card-type', type: 'unit' } }, to: 'soul' },
  ]),
  // "This turn, your AUTOs that trigger when a unit attacks do not activate" (a rule-changing effect, 11.11.5).
  order('NY2-HUSH', [{ do: 'suppress-autos', player: 'you', event: 'attacks' }]),
  // "Your front-row rear-guards get power +5000 this turn" (an information-changing effect, 11.11.4).
  order('NY2-FRONT-PUMP', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { all: [onRC, { test: 'front-row' }] } },
      stat: 'power',
      add: 5000,
      duration: 'turn',
    },
  ]),
  // "AUTO [RC]: when this unit attacks, it gets power +10000 for the battle".
  unit('NY2-CHARGER', 2, 10000, [
    {
      kind: 'automatic',
      condition: onRC,
      trigger: when('attacks', self),
      effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 10000, duration: 'battle' }],
    },
  ]),
  // "Control one of your opponent's standing rear-guards this turn; rest it, and it does not stand in your next stand
  // phase" (7.39.1.3: "your" is read as its master's, continuously).
  order('NY2-SNARE', [
    {
      do: 'control',
      cards: { zone: 'field', player: 'opponent', where: { all: [onRC, { test: 'standing' }] } },
      duration: 'turn',
      then: [
        { do: 'rest', cards: { zone: 'field', player: 'you', where: { test: 'controlled' } } },
        { do: 'skip-next-stand', cards: { zone: 'field', player: 'you', where: { test: 'controlled' } } },
      ],
    },
  ]),
  // "Control your opponent's front-left rear-guard; put a unit from your hand onto its circle" (7.39.5.1: not done).
  order('NY2-USURP', [
    {
      do: 'control',
      cards: { zone: 'field', player: 'opponent', where: { test: 'circle', circle: 'fl' } },
      then: [
        {
          do: 'move',
          cards: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } },
          to: 'field',
          player: 'opponent',
          slot: 'fl',
        },
      ],
    },
  ]),
  // "Draw a card. Choose one of your units; it gets power +5000 this turn. While you have four or more cards in hand,
  // this second sentence is invalid" (11.4.2: the invalid part asks for no choice).
  order('NY2-HALF-VALID', [
    { do: 'draw' },
    {
      do: 'if',
      test: { not: { test: 'zone-count', player: 'you', zone: 'hand', op: '>=', value: 4 } },
      then: [
        { do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'unit' } }, count: 1, as: 'u' },
        { do: 'modify', cards: { var: 'u' }, stat: 'power', add: 5000, duration: 'turn' },
      ],
    },
  ]),
  // "Your front-left rear-guard's original power becomes 15000" (11.11.1.2), "… loses its original power" (11.11.1.3,
  // written as the original value set to 0 in the layer after: reading 497), "… gets power +2000".
  order('NY2-ORIGINAL-15K', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      stat: 'power',
      set: 15000,
      layer: 'original',
      duration: 'turn',
    },
  ]),
  order('NY2-LOSE-ORIGINAL', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      stat: 'power',
      set: 0,
      layer: 'original-remove',
      duration: 'turn',
    },
  ]),
  order('NY2-PLUS-2K', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      stat: 'power',
      add: 2000,
      duration: 'turn',
    },
  ]),
  // "CONT [RC]: if this unit's original power is 15000 or more, it gets critical +1" (5.1.3).
  unit('NY2-HERITAGE', 1, 8000, [
    {
      kind: 'continuous',
      condition: { all: [onRC, { test: 'original-stat', stat: 'power', op: '>=', value: 15000 }] },
      effect: [{ do: 'modify', cards: 'self', stat: 'critical', add: 1 }],
    },
  ]),
  // A token unit whose power the effect that makes it gives (5.1.3.1), and "call it to your front-left circle".
  // Its CONT: "if this unit's original power is 5000, it gets critical +1".
  {
    id: 'NY2-TOKEN',
    name: 'Test Token',
    type: 'unit',
    pseudo: 'token',
    grade: 0,
    power: 5000,
    shield: null,
    abilities: [
      {
        kind: 'continuous',
        condition: { test: 'original-stat', stat: 'power', value: 5000 },
        effect: [{ do: 'modify', cards: 'self', stat: 'critical', add: 1 }],
      },
    ],
  },
  order('NY2-CALL-TOKEN', [{ do: 'call-token', token: 'NY2-TOKEN', circle: 'fl' }]),
  // "CONT [VC]: this unit is unaffected by your opponent's effects" (12.5.1).
  unit('NY2-AEGIS-VC', 3, 13000, [
    { kind: 'continuous', condition: onVC, effect: [{ do: 'modify', cards: 'self', stat: 'unaffectedBy', set: 'opponent' }] },
  ]),
  // "End the continuous effects on your opponent's front-left rear-guard".
  order('NY2-DISPEL-FL', [{ do: 'end-effects', cards: { zone: 'field', player: 'opponent', where: { test: 'circle', circle: 'fl' } } }]),
  // "AUTO [RC]: when this unit's power is increased, draw" / "… decreased, soul charge 1" (1.3.6).
  unit('NY2-SWELL', 1, 8000, [
    {
      kind: 'automatic',
      condition: onRC,
      trigger: {
        event: 'value-changed',
        match: {
          all: [
            { test: 'event-card', where: self },
            { test: 'value-change', stat: 'power', change: 'increased' },
          ],
        },
      },
      effect: [{ do: 'draw' }],
    },
    {
      kind: 'automatic',
      condition: onRC,
      trigger: {
        event: 'value-changed',
        match: {
          all: [
            { test: 'event-card', where: self },
            { test: 'value-change', stat: 'power', change: 'decreased' },
          ],
        },
      },
      effect: [{ do: 'soul-charge', count: 1 }],
    },
  ]),
  // "… gets power +(−3000)" (an "increase" whose result is lower, 1.3.6.1) and "… power becomes 12000".
  order('NY2-PLUS-MINUS-3K', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      stat: 'power',
      add: -3000,
      duration: 'turn',
    },
  ]),
  order('NY2-SET-12K', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      stat: 'power',
      set: 12000,
      layer: 'set',
      duration: 'turn',
    },
  ]),
  // "Your front-left rear-guard's power is raised or lowered to that of each of your other rear-guards" (11.8.6).
  order('NY2-MATCH-OTHERS', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      stat: 'power',
      reachOf: { zone: 'field', player: 'you', where: { all: [onRC, { not: { test: 'circle', circle: 'fl' } }] } },
      duration: 'turn',
    },
  ]),
  // "Limit Break 4 / Brave - CONT [RC]: this unit gets power +5000" (an ability with two valid-condition keywords).
  unit('NY2-LB-BRAVE', 1, 8000, [
    {
      kind: 'continuous',
      condition: { all: [onRC, { test: 'limit-break', count: 4 }, { test: 'brave' }] },
      effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
    },
  ]),
  // "This turn, your Limit Break abilities are valid" (14.1.2).
  order('NY2-UNLEASH', [{ do: 'make-keyword-valid', keyword: 'limit-break' }]),
  // "AUTO [VC]: when this unit is attacked, each fighter chooses a card from their hand, and puts it into the drop"
  // (1.3.4, 1.3.4.1: the turn fighter chooses first; nothing chosen is shown before both have chosen).
  unit('NY2-TOLL', 3, 13000, [
    {
      kind: 'automatic',
      condition: onVC,
      trigger: when('attacked', self),
      effect: [
        {
          do: 'each-chooses',
          from: { zone: 'hand' },
          count: 1,
          as: 'tolled',
          then: [{ do: 'move', cards: { var: 'tolled' }, to: 'drop' }],
        },
      ],
    },
  ]),
  // A set order; "put your set orders on your front-left circle as units with power 5000"; "put your front-left
  // unit into your order zone"; and two watchers: "AUTO [RC]: when an order card is put into your order zone from the
  // field, draw" and the same "if its power is 5000 or more, Soul Charge 1" (11.9.6.1.2.1).
  { id: 'NY2-SET', name: 'Test NY2-SET', type: 'order', subtype: 'set', grade: 0, orderEffect: [] },
  order('NY2-MAKE-UNIT', [{ do: 'set-as-unit', cards: { zone: 'order-zone', player: 'you' }, circle: 'fl', power: 5000 }]),
  order('NY2-RESET-FL', [
    { do: 'move', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } }, to: 'order-zone' },
  ]),
  unit('NY2-ORDER-WATCH', 1, 8000, [
    {
      kind: 'automatic',
      condition: onRC,
      trigger: {
        event: 'moved',
        match: {
          all: [
            { test: 'event', 'from-zone': 'field', 'to-zone': 'order-zone' },
            { test: 'event-card', where: { test: 'card-type', type: 'order' } },
          ],
        },
      },
      effect: [{ do: 'draw' }],
    },
    {
      kind: 'automatic',
      condition: onRC,
      trigger: {
        event: 'moved',
        match: {
          all: [
            { test: 'event', 'from-zone': 'field', 'to-zone': 'order-zone' },
            {
              test: 'event-card',
              where: {
                all: [
                  { test: 'card-type', type: 'order' },
                  { test: 'stat', stat: 'power', op: '>=', value: 5000 },
                ],
              },
            },
          ],
        },
      },
      effect: [{ do: 'soul-charge', count: 1 }],
    },
  ]),
  // "Mate Unit — Arestiel" (its own information: cannot be called unless your vanguard includes that name) and "call
  // a card from your hand" (4.1.6).
  unit('NY2-MATE', 1, 8000, [], { keywords: [{ name: 'mate-unit', vanguard: 'Arestiel' }, 'boost'] }),
  order('NY2-CALL-FROM-HAND', [{ do: 'call', from: { zone: 'hand', player: 'you' }, count: 1, upTo: false }]),
];

export const notYet2Cards: CardDefinition[] = raw.map(parseCard);
