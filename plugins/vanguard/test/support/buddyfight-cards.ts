/** Test cards for the Buddyfight-related rules (17.17, 13.14): src/sets/buddyfight/. */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';

const bf = (id: string, grade: number, power: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Buddy ${id}`,
  type: 'unit',
  grade,
  power,
  shield: grade >= 3 ? null : 5000,
  nation: 'Buddyfight',
  bfWorld: 'dragon-world',
  keywords: [],
  ...extra,
});
const order = (id: string, orderEffect: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'order',
  grade: 0,
  orderEffect,
  ...extra,
});
const mine = (where: unknown, as: string) => ({ do: 'choose', from: { zone: 'field', player: 'you', where }, count: 1, as });
const rearGuard = { test: 'rear-guard' };
const onRC = { test: 'rear-guard' };

const raw: unknown[] = [
  bf('BF-U', 1, 8000),
  bf('BF-MAGIC', 1, 8000, { bfWorld: 'magic-world' }),
  bf('BF-FLAG', 0, 5000, { keywords: ['flag'] }),
  bf('BF-G0', 0, 6000),
  bf('BF-SG', 2, 10000, { keywords: ['soul-guard'] }),
  // Call costs (17.17.8).
  bf('BF-CC-SOUL', 1, 9000, { callCost: { buddySoul: { from: { zone: 'drop', player: 'you' }, count: 1 } } }),
  bf('BF-CC-TOP', 2, 12000, { callCost: { onTopOf: { test: 'buddyfight-card' } }, keywords: ['soul-guard'] }),
  bf('BF-CC-RET', 1, 9000, { callCost: { retire: { where: rearGuard, count: 1 } } }),
  bf('BF-CC-GAUGE', 1, 9000, { callCost: { gauge: 1 } }),
  // Link attack (17.17.11) and ∞ (17.17.12), on attack.
  bf('BF-LINKER', 2, 10000, {
    abilities: [
      {
        kind: 'automatic',
        label: 'Linker: link attack',
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
        condition: onRC,
        effect: [mine({ all: [rearGuard, { not: { test: 'self' } }] }, '_link'), { do: 'become-link-attack', cards: { var: '_link' } }],
      },
    ],
  }),
  bf('BF-INF', 2, 10000, {
    abilities: [
      {
        kind: 'automatic',
        label: 'Infinite: power ∞',
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [{ do: 'make-infinite', cards: 'self', stat: 'power', duration: 'battle' }],
      },
    ],
  }),
  bf('BF-KW', 1, 8000, {
    abilities: [{ kind: 'automatic', label: 'Buddy call', tags: ['buddy-call'], trigger: { event: 'end-of-turn' }, effect: [] }],
  }),
  order('BF-GUARD-ORDER', [], {
    nation: 'Buddyfight',
    guardAsTrigger: true,
    shield: 10000,
    text: 'May be called to (GC) as a trigger unit.',
  }),
  { id: 'BF-CREST', name: 'Buddy Gauge Crest', type: 'crest', grade: null, gaugeCrest: true, text: 'Gauge crest.' },
  order('BFX-BUDDY', [{ do: 'become-buddyfighter' }]),
  order('BFX-CREST', [{ do: 'gain-crest', crest: 'BF-CREST' }]),
  order('BFX-GAUGE2', [{ do: 'gain-buddy-gauge', cards: { zone: 'deck', player: 'you', top: 2 } }]),
  order('BFX-PAYG', [{ do: 'draw' }], { orderCost: [{ do: 'pay-gauge', count: 1 }] }),
  order('BFX-SUPCALL', [{ do: 'call', from: { zone: 'hand', player: 'you', where: { test: 'buddyfight-card' } }, count: 1, upTo: false }]),
  order('BFX-FREECALL', [
    { do: 'call', from: { zone: 'hand', player: 'you', where: { test: 'buddyfight-card' } }, count: 1, upTo: false, withoutCallCost: true },
  ]),
  order('BFX-DECKCALL', [
    { do: 'call', from: { zone: 'deck', player: 'you', where: { test: 'buddyfight-card' } }, count: 1, upTo: false, circles: ['fl'] },
    { do: 'draw' },
  ]),
  order('BFX-RETIRE', [mine(rearGuard, '_r'), { do: 'retire', cards: { var: '_r' } }]),
  order('BFX-BIND', [mine(rearGuard, '_r'), { do: 'bind', cards: { var: '_r' } }]),
  order('BFX-COST-RETIRE', [{ do: 'draw' }], {
    orderCost: [{ do: 'retire', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } } }],
  }),
  order('BFX-IF-BS', [
    {
      do: 'if',
      test: { test: 'has-buddy-soul' },
      subject: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } },
      then: [{ do: 'draw' }],
    },
  ]),
  order('BFX-PBS', [
    mine(rearGuard, '_host'),
    { do: 'put-buddy-soul', cards: { zone: 'deck', player: 'you', top: 1 }, under: { var: '_host' } },
  ]),
  order('BFX-PBS-UNIT', [
    mine({ test: 'circle', circle: 'fl' }, '_unit'),
    mine({ test: 'circle', circle: 'fr' }, '_host'),
    { do: 'put-buddy-soul', cards: { var: '_unit' }, under: { var: '_host' } },
  ]),
  order('BFX-LOCK', [mine(rearGuard, '_l'), { do: 'lock', cards: { var: '_l' } }]),
  order('BFX-UNLOCK', [mine({ test: 'locked' }, '_l'), { do: 'unlock', cards: { var: '_l' } }]),
  order('BFX-DW-POWER', [
    mine({ all: [{ test: 'buddyfight-card' }, { test: 'bf-world', world: 'dragon-world' }] }, '_dw'),
    { do: 'modify', cards: { var: '_dw' }, stat: 'power', add: 5000, duration: 'turn' },
  ]),
  order('BFX-IF-BUDDY', [
    { do: 'if', test: { test: 'buddyfighter' }, then: [{ do: 'draw' }] },
    {
      do: 'if',
      test: { test: 'buddy-monster' },
      subject: { zone: 'hand', player: 'you', where: { test: 'buddyfight-card' } },
      then: [{ do: 'draw' }],
    },
  ]),
  order('BFX-IF-GAUGE', [{ do: 'if', test: { test: 'buddy-gauge', atLeast: 2 }, then: [{ do: 'draw' }] }]),
  order('BFX-IF-KW', [
    {
      do: 'if',
      test: { test: 'has-ability-keyword', keyword: 'buddy-call' },
      subject: { zone: 'hand', player: 'you' },
      then: [{ do: 'draw' }],
    },
  ]),
  order('BFX-INF-ADD', [
    mine({ test: 'circle', circle: 'fl' }, '_i'),
    { do: 'make-infinite', cards: { var: '_i' }, stat: 'power' },
    { do: 'modify', cards: { var: '_i' }, stat: 'power', add: 5000, duration: 'turn' },
  ]),
  order('BFX-EQUAL', [
    mine({ test: 'circle', circle: 'fr' }, '_e'),
    mine({ test: 'circle', circle: 'fl' }, '_src'),
    { do: 'set-equal', cards: { var: '_e' }, stat: 'power', to: { var: '_src' } },
  ]),
  order('BFX-SET10K', [
    mine({ test: 'circle', circle: 'fl' }, '_s'),
    { do: 'modify', cards: { var: '_s' }, stat: 'power', set: 10000, duration: 'turn' },
  ]),
];

export const buddyfightTestCards: CardDefinition[] = raw.map(parseCard);
