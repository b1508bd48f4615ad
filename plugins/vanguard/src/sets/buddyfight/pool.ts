/**
 * Demo cards for the Buddyfight-related rules (17.17): two invented Buddyfight clans, Skyforge Drakes (Dragon
 * World) and Moonblade Ronin (Katana World), with original names and text. Each clan's ride deck holds a Flag
 * gauge crest (17.17.3, 17.17.5) that makes its fighter a buddyfighter at stand up (17.17.4), an extra unit to
 * choose as buddy monster, and the grades 0–3; its main deck plays call costs (17.17.8) of every kind, buddy
 * soul (17.17.7), Soul Guard (17.17.9), the link-attack state (17.17.11), ∞ (17.17.12) and 17.17.14's keywords.
 * The deck pair is in decks.ts (`createVanguardPlugin({ decks: buddyfightDecks })`).
 */
import type { Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData } from '../../instructions.js';
import { onRC, onVC, self, when } from '../../cards/abilities.js';

type World = NonNullable<VanguardCardData['bfWorld']>;

interface Clan {
  prefix: string;
  clan: string;
  world: World;
  /** Names: flag, grade 0, ride-deck grade 1, buddy, and the main-deck units. */
  names: Record<
    | 'flag'
    | 'counter'
    | 'starter'
    | 'page'
    | 'buddy'
    | 'squire'
    | 'lancer'
    | 'charger'
    | 'gaugemaker'
    | 'gaugecaller'
    | 'overlord'
    | 'sacrificer'
    | 'ruler',
    string
  >;
}

const buddyfightCard: Predicate = { test: 'buddyfight-card' };
const appearsOnRC: NonNullable<VanguardAbility['trigger']> = {
  event: 'moved',
  match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'appears' }] },
};

function clanCards({ prefix, clan, world, names }: Clan): VanguardCardData[] {
  const unit = (key: keyof Clan['names'], grade: number, power: number, extra: Partial<VanguardCardData> = {}): VanguardCardData => ({
    id: `${prefix}-${key}`,
    name: names[key],
    type: 'unit',
    grade,
    power,
    shield: grade === 3 ? null : grade === 2 ? 5000 : 10000,
    clan,
    nation: 'Buddyfight',
    bfWorld: world,
    keywords: grade <= 1 ? ['boost'] : ['intercept'],
    ...extra,
  });
  return [
    {
      id: `${prefix}-flag`,
      name: names.flag,
      type: 'ride-deck-crest',
      grade: null,
      nation: 'Buddyfight',
      bfWorld: world,
      keywords: ['flag'],
      gaugeCrest: true,
      text: 'Flag. Gauge crest. [Ride deck] When you stand up, put this card into your crest zone, become a buddyfighter, and gauge +2.',
      abilities: [
        {
          kind: 'automatic',
          label: 'Flag: buddyfighter',
          zones: ['ride-deck'],
          trigger: { event: 'stand-up' },
          effect: [
            { do: 'move', cards: 'self', to: 'crest', reason: 'crest' },
            { do: 'become-buddyfighter' },
            { do: 'gain-buddy-gauge', cards: { zone: 'deck', player: 'you', top: 2 } },
          ],
        },
      ],
    },
    // 17.17.10: a Buddyfight equipment, equipped on a Buddyfight vanguard (its 装備 condition).
    {
      id: `${prefix}-arms`,
      name: `${clan} Arms`,
      type: 'order',
      grade: 1,
      nation: 'Buddyfight',
      bfWorld: world,
      orderSubtype: 'equipment',
      equipWhen: buddyfightCard,
      text: 'Equip — Buddyfight unit. CONT (equipped): your vanguard gets Power +2000.',
      orderEffect: [],
      abilities: [
        {
          kind: 'continuous',
          label: 'Arms: your vanguard gets Power +2000',
          zones: ['equipment'],
          effect: [{ do: 'modify', cards: { zone: 'field', player: 'you', where: onVC }, stat: 'power', add: 2000 }],
        },
      ],
    },
    {
      id: `${prefix}-counter`,
      name: names.counter,
      type: 'order',
      grade: 0,
      shield: 10000,
      nation: 'Buddyfight',
      bfWorld: world,
      guardAsTrigger: true,
      text: 'ORDER: Draw a card. This card may be called to (GC) as a trigger unit during your guard step.',
      orderEffect: [{ do: 'draw' }],
    },
    unit('starter', 0, 6000, { text: 'Boost.' }),
    unit('page', 1, 8000),
    unit('buddy', 1, 8000, {
      text: 'My Buddy! — AUTO [RC]: When this unit attacks, if it is your buddy monster, it gets +5000 during that battle.',
      abilities: [
        {
          kind: 'automatic',
          label: 'My Buddy!: +5000',
          tags: ['my-buddy'],
          trigger: when('attacks', self),
          condition: { all: [onRC, { test: 'buddy-monster' }] },
          effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000, duration: 'battle' }],
        },
      ],
    }),
    unit('squire', 1, 8000, {
      callCost: { buddySoul: { from: { zone: 'hand', player: 'you' }, count: 1 } },
      text: 'Call cost: put a card from your hand into its buddy soul. Buddy Call — ACT [RC] 1/turn [discard one of its buddy soul]: Draw a card.',
      abilities: [
        {
          kind: 'activated',
          label: 'Buddy Call: draw',
          tags: ['buddy-call'],
          timing: ['main'],
          zones: ['field'],
          condition: onRC,
          limit: { count: 1, per: 'turn' },
          cost: [{ do: 'discard-buddy-soul', count: 1 }],
          effect: [{ do: 'draw' }],
        },
      ],
    }),
    unit('lancer', 2, 10000, {
      keywords: ['intercept', 'soul-guard'],
      callCost: { buddySoul: { from: { zone: 'drop', player: 'you' }, count: 1 } },
      text: 'Soul Guard. Call cost: put a card from your drop zone into its buddy soul.',
    }),
    unit('charger', 2, 10000, {
      text: 'AUTO [RC]: When this unit attacks, choose one of your other rear-guards; it enters the link-attack state.',
      abilities: [
        {
          kind: 'automatic',
          label: 'Link attack',
          trigger: when('attacks', self),
          condition: onRC,
          effect: [
            {
              do: 'choose',
              from: { zone: 'field', player: 'you', where: { all: [{ test: 'rear-guard' }, { not: self }] } },
              count: 1,
              as: '_linked',
              prompt: 'Choose a rear-guard to enter the link-attack state',
            },
            { do: 'become-link-attack', cards: { var: '_linked' } },
          ],
        },
      ],
    }),
    unit('gaugemaker', 1, 7000, {
      text: 'AUTO: When this unit is placed on (RC), gauge +1.',
      abilities: [
        {
          kind: 'automatic',
          label: 'Gaugemaker: gauge +1',
          trigger: appearsOnRC,
          condition: onRC,
          effect: [{ do: 'gain-buddy-gauge', cards: { zone: 'deck', player: 'you', top: 1 } }],
        },
      ],
    }),
    unit('gaugecaller', 2, 12000, { callCost: { gauge: 1 }, text: 'Call cost: pay gauge 1.' }),
    unit('overlord', 3, 13000, {
      keywords: ['soul-guard'],
      callCost: { onTopOf: { all: [buddyfightCard, { test: 'rear-guard' }] } },
      text: 'Soul Guard. Call cost: put it on top of one of your Buddyfight rear-guards.',
    }),
    unit('sacrificer', 1, 11000, {
      callCost: { retire: { where: { test: 'rear-guard' }, count: 1 } },
      text: 'Call cost: retire one of your rear-guards.',
    }),
    unit('ruler', 3, 13000, {
      keywords: ['twin-drive'],
      text: 'Twin Drive. Jackknife Braveheart — AUTO [VC] 1/turn: When this unit attacks, by paying gauge 2, its power becomes ∞ during that battle.',
      abilities: [
        {
          kind: 'automatic',
          label: 'Braveheart: power ∞',
          tags: ['jackknife-braveheart'],
          trigger: when('attacks', self),
          condition: onVC,
          limit: { count: 1, per: 'turn' },
          cost: [{ do: 'pay-gauge', count: 2 }],
          optionalCost: true,
          effect: [{ do: 'make-infinite', cards: 'self', stat: 'power', duration: 'battle' }],
        },
      ],
    }),
  ];
}

export const buddyfightPool: VanguardCardData[] = [
  ...clanCards({
    prefix: 'sd',
    clan: 'Skyforge Drakes',
    world: 'dragon-world',
    names: {
      flag: 'Skyforge Banner',
      counter: 'Skyforge Scale Shield',
      starter: 'Skyforge Whelp',
      page: 'Skyforge Runner',
      buddy: 'Skyforge Partner Drake',
      squire: 'Skyforge Squire',
      lancer: 'Skyforge Lancer',
      charger: 'Skyforge Charger',
      gaugemaker: 'Skyforge Smith',
      gaugecaller: 'Skyforge Furnace Drake',
      overlord: 'Skyforge Overlord',
      sacrificer: 'Skyforge Zealot',
      ruler: 'Skyforge Emperor',
    },
  }),
  ...clanCards({
    prefix: 'mr',
    clan: 'Moonblade Ronin',
    world: 'katana-world',
    names: {
      flag: 'Moonblade Banner',
      counter: 'Moonblade Parry',
      starter: 'Moonblade Novice',
      page: 'Moonblade Courier',
      buddy: 'Moonblade Partner Fox',
      squire: 'Moonblade Squire',
      lancer: 'Moonblade Spear',
      charger: 'Moonblade Vanguard-Rider',
      gaugemaker: 'Moonblade Whetstone',
      gaugecaller: 'Moonblade Tide Sword',
      overlord: 'Moonblade Shogun',
      sacrificer: 'Moonblade Oathbreaker',
      ruler: 'Moonblade Emperor',
    },
  }),
];
