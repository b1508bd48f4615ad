/**
 * Test-only cards for keywords 14.41–14.63, the dress mechanics and the skill icons: "probes" whose CONT gives
 * +1000 power while a condition holds, so a test reads a rule's state from a unit's power.
 */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';
import type { VanguardAbility, VanguardCardData } from '../../src/instructions.js';
import { powerful } from '../../src/keywords/powerful.js';
import { glitterFramed } from '../../src/keywords/glitter.js';
import { divineSkill, uniqueSkill } from '../../src/keywords/skill-icons.js';
import { evilDragonRelease } from '../../src/keywords/evil-dragon-release.js';
import { mindPollution } from '../../src/keywords/mind-pollution.js';

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
const self = { test: 'self' } as const;
const activate = (label: string, ability: Omit<VanguardAbility, 'kind' | 'timing' | 'zones'>): VanguardAbility => ({
  kind: 'activated',
  timing: ['main'],
  zones: ['field'],
  label,
  ...ability,
});

const data: VanguardCardData[] = [
  probe('KB-WHITE', { test: 'white-wings' }),
  probe('KB-BLACK', { test: 'black-wings' }),
  probe('KB-FRIEND', { test: 'friend' }, { keywords: ['boost', 'friend'] }),
  probe('KB-FRIENDLESS', { test: 'friend' }),
  probe('KB-OVERCHARGE', { test: 'overcharged' }),
  probe('KB-OVERDRESSED', { test: 'overdressed' }),
  probe('KB-XOVERDRESSED', { test: 'x-overdressed' }),
  probe('KB-SWEET', { test: 'named-state', state: 'sweetlink' }),
  {
    ...probe('KB-POWERFUL', undefined),
    abilities: [powerful({ kind: 'continuous', effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }] })],
  },
  {
    ...probe('KB-GLITTER', undefined),
    abilities: glitterFramed('アレスティエル', [
      { kind: 'continuous', effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }] },
    ]),
  },
  { ...probe('KB-NOGLITTER-ARESTIEL', undefined), name: 'Plain アレスティエル', grade: 3, abilities: [] },
  // Gives +1000 to each of your units with an ability of the keyword (14.45.1.1: "has Powerful"; 14.62, 14.63).
  ...(['powerful', 'magic-armor-union', 'phantom-skill'] as const).map((keyword) => ({
    ...probe(`KB-ASK-${keyword}`, undefined),
    abilities: [
      {
        kind: 'continuous' as const,
        effect: [
          {
            do: 'modify' as const,
            cards: { zone: 'field', player: 'you', where: { test: 'has-ability-keyword', keyword } },
            stat: 'power',
            add: 1000,
          },
        ],
      },
    ],
  })),
  // The named states of 5.2.2: one by the designated card only, one (天下五剣, 5.2.2.1) by card name in every zone.
  {
    ...probe('KB-EVIL', { test: 'named-state', state: '邪竜解放' }),
    abilities: [
      {
        kind: 'continuous',
        condition: { test: 'named-state', state: '邪竜解放' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
      evilDragonRelease(activate('邪竜解放', { effect: [{ do: 'become-named-state', cards: 'self', state: '邪竜解放' }] })),
    ],
  },
  {
    ...probe('KB-POLLUTER', undefined),
    abilities: [
      mindPollution(
        activate('精神汚染', {
          effect: [
            { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: '_p' },
            { do: 'become-named-state', cards: { var: '_p' }, state: '精神汚染' },
          ],
        }),
      ),
    ],
  },
  probe('KB-POLLUTED', { test: 'named-state', state: '精神汚染' }),
  {
    ...probe('KB-SWORD', { test: 'named-state', state: '天下五剣' }),
    name: 'Test Blade',
    abilities: [
      {
        kind: 'continuous',
        zones: ['field', 'hand'],
        condition: { test: 'named-state', state: '天下五剣' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
      activate('天下五剣', { condition: self, effect: [{ do: 'become-named-state', cards: 'self', state: '天下五剣' }] }),
    ],
  },
  // A second Divine Skill and a second Unique Skill, on other cards.
  { ...probe('KB-DIVINE', undefined), abilities: [divineSkill(activate('Divine: draw', { effect: [{ do: 'draw', count: 1 }] }))] },
  { ...probe('KB-UNIQUE', undefined), abilities: [uniqueSkill(activate('Unique: draw', { effect: [{ do: 'draw', count: 1 }] }))] },
  // A second Ace Unit, with another name (14.57.2.1).
  { ...probe('KB-ACE', undefined), keywords: ['boost', 'ace-unit'], abilities: [] },
  // Dressed probes: +1000 while X-overDressed, +10000 while overDressed (6.8.4, 6.8.5, 6.7.3).
  ...(['KB-XPROBE', 'KB-OPROBE'] as const).map((id): VanguardCardData => ({
    id,
    name: `Probe ${id}`,
    type: 'unit',
    grade: 1,
    power: 5000,
    shield: 5000,
    keywords: [id === 'KB-XPROBE' ? 'x-overdress' : 'overdress'],
    ...(id === 'KB-XPROBE' ? { xOverDressFrom: [{ test: 'rear-guard' }, { test: 'rear-guard' }] } : { dressOnto: { test: 'rear-guard' } }),
    abilities: [
      { kind: 'continuous', condition: { test: 'x-overdressed' }, effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }] },
      { kind: 'continuous', condition: { test: 'overdressed' }, effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 10000 }] },
    ],
  })),
  {
    id: 'KB-RETIRE-FL',
    name: 'Test retire front-left',
    type: 'order',
    grade: 0,
    orderEffect: [{ do: 'retire', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } } }],
  },
  // Beast synthesis by instruction (6.10.2): a token to the back-left circle with the front-left rear-guard(s).
  {
    id: 'KB-SYNTH-ORDER',
    name: 'Test beast synthesis',
    type: 'order',
    grade: 0,
    orderEffect: [
      { do: 'call-token', token: 'tt-synth-token', circle: 'bl', as: '_token' },
      { do: 'beast-synthesize', cards: { var: '_token' }, with: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } } },
    ],
  },
  {
    id: 'KB-SYNTH-NONE',
    name: 'Test beast synthesis without a token',
    type: 'order',
    grade: 0,
    orderEffect: [{ do: 'beast-synthesize', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } } }],
  },
  {
    id: 'KB-PULL-UNDER',
    name: 'Test take the cards under',
    type: 'order',
    grade: 0,
    orderEffect: [{ do: 'move', cards: { zone: 'synthesis', player: 'you' }, to: 'hand' }],
  },
  {
    id: 'KB-RETIRE-BL',
    name: 'Test retire back-left',
    type: 'order',
    grade: 0,
    orderEffect: [{ do: 'retire', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'bl' } } }],
  },
  {
    ...probe('KB-SYNTH-PROBE', undefined),
    abilities: [
      {
        kind: 'continuous',
        effect: [{ do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'beast-synthesized' } }, stat: 'power', add: 1000 }],
      },
    ],
  },
  // Effects that X-overDress (6.8.3) and wear (6.9.2) by instruction.
  {
    id: 'KB-XDRESS-ORDER',
    name: 'Test X-overDress order',
    type: 'order',
    grade: 0,
    orderEffect: [
      {
        do: 'x-overdress',
        card: { zone: 'hand', player: 'you', where: { test: 'name', name: 'Crossdress Paragon' } },
        sources: { zone: 'field', player: 'you', where: { all: [{ test: 'rear-guard' }, { test: 'grade', op: '<=', value: 1 }] } },
        circle: 'fr',
      },
    ],
  },
  {
    id: 'KB-WEAR-FROM-HAND',
    name: 'Test wear from hand',
    type: 'order',
    grade: 0,
    orderEffect: [
      { do: 'wear', cards: { zone: 'hand', player: 'you' }, onto: { zone: 'field', player: 'you', where: { test: 'vanguard' } } },
    ],
  },
];

export const kwBTestCards: CardDefinition[] = data.map(parseCard);
