/**
 * Test-only cards for the set-specific rules 17.9–17.16: "probes" whose CONT gives +1000 power while a condition
 * holds (a test reads a rule's state from a unit's power), and ACT cards that carry out one verb.
 */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';
import type { VanguardAbility, VanguardCardData, VanguardInstruction } from '../../src/instructions.js';
import { withAbilityKeyword } from '../../src/keywords/ability-keywords.js';
import { homare, nitouKaigan } from '../../src/sets/touken-ranbu.js';

const probe = (id: string, condition: VanguardAbility['condition'], extra: Partial<VanguardCardData> = {}): VanguardCardData => ({
  id,
  name: `Probe ${id}`,
  type: 'unit',
  grade: 1,
  power: 5000,
  shield: 5000,
  keywords: ['boost'],
  abilities: [
    {
      kind: 'continuous',
      ...(condition === undefined ? {} : { condition }),
      effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
    },
  ],
  ...extra,
});
/** A unit whose ACT [main] carries out `effect` (no cost, no limit). */
const actor = (id: string, effect: VanguardInstruction[], extra: Partial<VanguardCardData> = {}): VanguardCardData => ({
  id,
  name: `Actor ${id}`,
  type: 'unit',
  grade: 1,
  power: 5000,
  shield: 5000,
  keywords: ['boost'],
  abilities: [{ kind: 'activated', timing: ['main'], zones: ['field'], label: id, effect }],
  ...extra,
});
const chooseYourRearGuard: VanguardInstruction = {
  do: 'choose',
  from: { zone: 'field', player: 'you', where: { test: 'rear-guard' } },
  count: 1,
  as: '_target',
};

const data: VanguardCardData[] = [
  // 17.9.2: fetches every order with the subtype ハオ from the drop into the hand.
  actor('SB-FETCH-HAO', [
    { do: 'move', cards: { zone: 'drop', player: 'you', where: { test: 'set-subtype', name: 'ハオ' } }, to: 'hand', reason: 'effect' },
  ]),
  // 17.11: scouts the hand's first card; engages the drop's first unit card.
  actor('SB-SCOUT-HAND', [
    { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: '_s' },
    { do: 'store', cards: { var: '_s' }, as: 'scout' },
  ]),
  actor('SB-ENGAGE-HAND', [
    { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: '_s' },
    { do: 'store', cards: { var: '_s' }, as: 'engage' },
  ]),
  actor('SB-DROP-BASES', [
    {
      do: 'move',
      cards: { zone: 'order-zone', player: 'you', where: { test: 'set-subtype', name: '基地' } },
      to: 'drop',
      reason: 'effect',
    },
  ]),
  // A unit card with an order-zone ACT not written for the stored state (17.11.3.1).
  {
    id: 'SB-ORDERZONE-ACT',
    name: 'Probe order-zone ACT',
    type: 'unit',
    grade: 1,
    power: 5000,
    shield: 5000,
    abilities: [
      { kind: 'activated', timing: ['main'], zones: ['order-zone'], label: 'order-zone draw', effect: [{ do: 'draw', count: 1 }] },
    ],
  },
  // A unit card with two order-zone ACTs, only the second written for the stored state (17.11.3.1).
  {
    id: 'SB-STORED-MIXED',
    name: 'Probe stored mixed',
    type: 'unit',
    grade: 1,
    power: 5000,
    shield: 5000,
    abilities: [
      { kind: 'activated', timing: ['main'], zones: ['order-zone'], label: 'plain', effect: [{ do: 'draw', count: 1 }] },
      withAbilityKeyword('while-stored', {
        kind: 'activated',
        timing: ['main'],
        zones: ['order-zone'],
        label: 'stored',
        effect: [{ do: 'draw', count: 1 }],
      }),
    ],
  },
  probe('SB-FIELD-COUNT', { test: 'zone-count', zone: 'field', op: '>=', value: 3 }),
  // 17.12: operates your product set orders.
  actor('SB-OPERATE', [
    { do: 'operate', cards: { zone: 'order-zone', player: 'you', where: { test: 'set-subtype', name: 'プロダクト' } } },
  ]),
  // 17.13.1: the extra information read by tests.
  probe(
    'SB-MUSHI-ROCK',
    { test: 'move-icon', icon: 'rock' },
    { race: 'ムシ', mushi: { moveIcon: 'rock', superMove: 'Big Throw', technique: 3 } },
  ),
  probe('SB-MUSHI-TECH', { test: 'technique', atLeast: 3 }, { race: 'ムシ', mushi: { moveIcon: 'paper', technique: 2 } }),
  probe('SB-MUSHI-SUPER', { test: 'super-move', name: 'Big Throw' }, { race: 'ムシ', mushi: { superMove: 'Big Throw' } }),
  {
    ...probe('SB-ASK-WAZA', undefined),
    abilities: [
      {
        kind: 'continuous',
        effect: [{ do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'waza-card' } }, stat: 'power', add: 1000 }],
      },
    ],
  },
  actor('SB-USE-WAZA', [chooseYourRearGuard, { do: 'use-waza', cards: { var: '_target' } }]),
  // 17.14.1: 真剣必殺 probe (enabled by three damage).
  probe('SB-SHINKEN', { test: 'shinken-hissatsu' }),
  // 17.14.2: two 誉 ACTs on different cards.
  {
    ...actor('SB-HOMARE-A', []),
    abilities: [homare({ kind: 'activated', timing: ['main'], zones: ['field'], label: '誉 A', effect: [{ do: 'draw', count: 1 }] })],
  },
  {
    ...actor('SB-HOMARE-B', []),
    abilities: [homare({ kind: 'activated', timing: ['main'], zones: ['field'], label: '誉 B', effect: [{ do: 'draw', count: 1 }] })],
  },
  // 17.14.3: 二刀開眼 both ways, partner named "Probe SB-PARTNER".
  {
    ...probe('SB-NITOU-BOOSTED', undefined),
    grade: 2,
    abilities: [
      nitouKaigan(
        'boosted',
        { test: 'name', name: 'Probe SB-PARTNER' },
        { label: '二刀開眼 boosted', effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 3000, duration: 'battle' }] },
      ),
    ],
  },
  {
    ...probe('SB-NITOU-BOOSTS', undefined),
    abilities: [
      nitouKaigan('boosts', { test: 'name', name: 'Probe SB-PARTNER' }, { label: '二刀開眼 boosts', effect: [{ do: 'draw', count: 1 }] }),
    ],
  },
  { ...probe('SB-PARTNER', undefined), grade: 2, abilities: [] },
  // 17.14.4: puts a chosen rear-guard in training; CONT +1000 to units in training with it.
  {
    ...actor('SB-TRAINER', [chooseYourRearGuard, { do: 'put-in-training', cards: { var: '_target' } }]),
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        zones: ['field'],
        label: 'train',
        effect: [chooseYourRearGuard, { do: 'put-in-training', cards: { var: '_target' } }],
      },
      {
        kind: 'continuous',
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { test: 'in-training', withSelf: true } },
            stat: 'power',
            add: 1000,
          },
        ],
      },
    ],
  },
  probe('SB-IN-TRAINING', { test: 'in-training' }),
  // 17.14.5: a 打刀 unit that gains its race's crest, and a probe of whether its master has it.
  actor('SB-UCHIGATANA', [{ do: 'gain-race-crest', cards: 'self' }], { race: '刀剣男士-打刀' }),
  probe('SB-RACE-CREST', { test: 'has-race-crest' }, { race: '刀剣男士-打刀' }),
  probe('SB-TACHI-CREST', { test: 'has-race-crest' }, { race: '刀剣男士-太刀' }),
  // 2.3: races, read by the test `race`; two races written with '/' (2.3.4).
  probe('SB-RACE-MUSHI', { test: 'race', race: 'ムシ' }, { race: '刀剣男士-槍/ムシ' }),
  probe('SB-RACE-FAMILY', { test: 'race', race: '刀剣男士', family: true }, { race: 'ムシ/刀剣男士-槍' }),
  probe('SB-RACE-NONE', { test: 'race', race: 'ムシ' }),
  // 17.15: memories.
  actor('SB-MEMORIES', [{ do: 'order-zone-as-memories' }]),
  probe('SB-MEMORY-PROBE', { test: 'memories-count', atLeast: 1 }),
  // 17.16.1, 17.16.4, 17.16.5: ability keywords read by other cards.
  {
    ...probe('SB-ASK-KEYWORDS', undefined),
    abilities: (
      [
        'dangerous-skill',
        'deal',
        'deka-sugi',
        'kaigan',
        'homare',
        'shinken-hissatsu',
        'nitou-kaigan',
        'waza',
        'over-soul',
        'kadou',
      ] as const
    ).map((keyword) => ({
      kind: 'continuous' as const,
      effect: [
        {
          do: 'modify' as const,
          cards: { zone: 'field', player: 'you', where: { test: 'has-ability-keyword', keyword } },
          stat: 'power',
          add: 1,
        },
      ],
    })),
  },
  probe('SB-DEAL-PROBE', { test: 'named-state', state: 'deal' }),
  // 17.16.2: retries a chosen rear-guard / your vanguard.
  actor('SB-RETRIER', [chooseYourRearGuard, { do: 'retry', cards: { var: '_target' } }]),
  actor('SB-RETRY-VC', [{ do: 'retry', cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } } }]),
  { ...probe('SB-RETRY-UNIT', undefined), keywords: ['boost', 'retry'], abilities: [] },
  {
    id: 'SB-RETRY-VANGUARD',
    name: 'Probe retry vanguard',
    type: 'unit',
    grade: 3,
    power: 13000,
    shield: null,
    critical: 2,
    keywords: ['twin-drive', 'retry'],
  },
  // 17.16.3: 開眼 probe; a persona-ride pair.
  probe('SB-KAIGAN', { test: 'kaigan' }),
  { ...probe('SB-KAIGAN-PR', { test: 'kaigan' }), grade: 3, personaRide: true, shield: null, keywords: ['twin-drive'] },
  // 17.16.6: 爆裂成長期 onto "Probe SB-SEED".
  { ...probe('SB-SEED', undefined), abilities: [] },
  {
    ...probe('SB-GROWER', { test: 'explosive-growth-state' }),
    keywords: ['boost', 'explosive-growth'],
    growthFrom: { test: 'name', name: 'Probe SB-SEED' },
  },
  probe('SB-GROWTH-SOURCE', { test: 'growth-source' }),
  actor('SB-GROW-ONTO', [
    {
      do: 'choose',
      from: { zone: 'hand', player: 'you', where: { test: 'has-keyword', keyword: 'explosive-growth' } },
      count: 1,
      as: '_g',
    },
    chooseYourRearGuard,
    { do: 'grow-onto', cards: { var: '_g' }, onto: { var: '_target' } },
  ]),
  actor('SB-RETURN-GROWN', [
    { do: 'return-leaving-growth', cards: { zone: 'field', player: 'you', where: { test: 'explosive-growth-state' } }, to: 'hand' },
  ]),
  // 2.9.3.7: moves every card whose main type is 成長元, from the growth zone and from the field, to the hand.
  actor('SB-FETCH-GROWTH-SOURCES', [
    { do: 'move', cards: { zone: 'growth', player: 'you', where: { test: 'growth-source' } }, to: 'hand', reason: 'effect' },
    { do: 'move', cards: { zone: 'field', player: 'you', where: { test: 'growth-source' } }, to: 'hand', reason: 'effect' },
  ]),
  actor('SB-RETIRE-GROWN', [{ do: 'retire', cards: { zone: 'field', player: 'you', where: { test: 'explosive-growth-state' } } }]),
  actor('SB-PUMP', [chooseYourRearGuard, { do: 'modify', cards: { var: '_target' }, stat: 'power', add: 2000, duration: 'game' }]),
  // 17.16.7: C+P=X and a probe of the formula count.
  { ...probe('SB-FORMULA', undefined), keywords: ['boost', 'formula-x'], abilities: [] },
  probe('SB-FORMULA-2', { test: 'formula-count', op: '>=', value: 2 }),
  // 17.9.1: an Over Soul ACT without the keyword helper, to show the helper's tag matters.
  withAbilityKeywordCard(),
];

function withAbilityKeywordCard(): VanguardCardData {
  return {
    ...actor('SB-DANGER', []),
    abilities: [
      withAbilityKeyword('dangerous-skill', {
        kind: 'activated',
        timing: ['main'],
        zones: ['field'],
        label: 'danger',
        effect: [{ do: 'draw', count: 1 }],
      }),
    ],
  };
}

export const setsBTestCards: CardDefinition[] = data.map(parseCard);
