/**
 * Demo cards for the set-specific rules of chapter 17 (17.2–17.8), ultimate stride (6.6.3, 14.13) and Dress Boost
 * (14.44), with original names and text. `stellar-chorus` (nation ドラゴンエンパイア) plays star-domain circles, music
 * orders, songs, equipment with Dress Boost, strides, an ultimate stride and a Gyze card; `gacha-warden` (nation
 * モンスターストライク) plays 収容, Monster Strike (striker, Monster BOX, Pickup Gacha, Event, Strike Shot). Both are
 * premium-format decks (`create({ options: { format: 'premium' } })`), added with `createVanguardPlugin({ decks:
 * setADecks })`.
 */
import type { DeckList } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData } from '../instructions.js';
import { dressBoost } from '../keywords/dress-boost.js';
import { chooseOpponentUnit, onRC, onVC, power, self, when } from './abilities.js';
import { copies } from './deck-copies.js';

const empire = 'ドラゴンエンパイア';
const strike = 'モンスターストライク';
const yourVanguardCards = { zone: 'field', player: 'you', where: onVC } as const;

/** "When this is placed on a circle other than by moving between circles" (7.17). */
const appears = { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'appears' }] } };

const unit = (id: string, name: string, grade: number, nation: string, extra: Partial<VanguardCardData> = {}): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  grade,
  power: [6000, 8000, 10000, 13000][grade] ?? 13000,
  shield: grade >= 3 ? null : grade === 0 ? 10000 : 5000,
  nation,
  keywords: grade === 2 ? ['intercept'] : grade < 2 ? ['boost'] : ['twin-drive'],
  ...extra,
});

const setOrder = (id: string, name: string, nation: string, extra: Partial<VanguardCardData>): VanguardCardData => ({
  id,
  name,
  type: 'order',
  subtype: 'set',
  grade: 1,
  nation,
  orderEffect: [],
  ...extra,
});

const vanguardPower = (add: number, label: string, zones: string[]): VanguardAbility => ({
  kind: 'continuous',
  label,
  zones,
  effect: [{ do: 'modify', cards: yourVanguardCards, stat: 'power', add }],
});

export const astralName = 'Astral Sovereign Lumina';
const zerothDragons = ['Zeroth Ember', 'Zeroth Tide', 'Zeroth Gale', 'Zeroth Stone', 'Zeroth Void'];

const stellarCards: VanguardCardData[] = [
  unit('sa-seedling', 'Starseed Whelp', 0, empire, { keywords: ['boost', 'forerunner'], text: 'Forerunner.' }),
  unit('sa-chorister', 'Chorister of the Spheres', 1, empire),
  unit('sa-herald', 'Herald of the Spheres', 2, empire),
  unit('sa-astral', astralName, 3, empire, {
    text: 'AUTO [VC]: When this unit is placed on (VC), your back-left circle becomes a star-domain circle.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Star domain: your back-left circle',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onVC] } },
        effect: [{ do: 'make-star-domain', circle: 'bl' }],
      },
    ],
  }),
  // 17.3.1.1–17.3.1.2: 〈星神〉 units, the only ones a star-domain circle takes, at any grade.
  unit('sa-star-god', 'Stargod of the Last Orbit', 3, empire, { race: '星神', text: 'Twin drive. (A 〈星神〉.)' }),
  unit('sa-star-child', 'Stargod Fledgling', 1, empire, { race: '星神', text: 'Boost. (A 〈星神〉.)' }),
  // 17.4: a music order; on the back-centre circle it gives the vanguard +2000.
  {
    id: 'sa-anthem',
    name: 'Anthem of the Spheres',
    type: 'order',
    grade: 1,
    nation: empire,
    orderSubtype: 'music',
    text: 'Music order. Soul Charge 1. CONT (on a circle): your vanguard gets Power +2000.',
    orderEffect: [{ do: 'soul-charge', count: 1 }],
    abilities: [vanguardPower(2000, 'Anthem: your vanguard gets Power +2000', ['music'])],
  },
  // 17.7: a song and a singer.
  setOrder('sa-ballad', 'Ballad of Falling Stars', empire, {
    orderSubtype: 'song',
    text: 'Set order, song. AUTO (order zone): When this is sung, your vanguard gets Power +5000 until end of turn.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Ballad: sung',
        zones: ['order-zone'],
        trigger: when('sung', self),
        effect: [power(yourVanguardCards, 5000, 'turn')],
      },
    ],
  }),
  unit('sa-songstress', 'Songstress of the Spheres', 1, empire, {
    text: 'AUTO [RC]: When this unit appears on (R), you may sing one of your face-up songs.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Songstress: sing',
        trigger: appears,
        effect: [
          {
            do: 'choose',
            from: { zone: 'order-zone', player: 'you', where: { all: [{ test: 'song' }, { test: 'face-up' }] } },
            count: 1,
            upTo: true,
            as: '_song',
            prompt: 'Choose a face-up song to sing',
          },
          { do: 'sing', cards: { var: '_song' } },
        ],
      },
    ],
  }),
  // 17.8: an equipment order for the ride-deck grade 3, and a Dress Boost unit (14.44).
  {
    id: 'sa-starblade',
    name: 'Starblade Regalia',
    type: 'order',
    grade: 1,
    nation: empire,
    orderSubtype: 'equipment',
    equip: astralName,
    text: `Equipment order. Starblade Equipment - ${astralName}. CONT (equipped): your vanguard gets Power +3000.`,
    orderEffect: [],
    abilities: [vanguardPower(3000, 'Starblade: your vanguard gets Power +3000', ['equipment'])],
  },
  // 17.10: a 神器錬成 (Völund) unit, callable as a unit or playable as an equipment order for the ride-deck grade 3.
  unit('sa-forge-spirit', 'Starforge Spirit', 1, empire, {
    volund: astralName,
    keywords: ['boost', 'volund'],
    text: `Völund - 「${astralName}」. CONT (equipped): your vanguard gets Power +2000.`,
    abilities: [vanguardPower(2000, 'Starforge: your vanguard gets Power +2000', ['equipment'])],
  }),
  unit('sa-squire', 'Regalia Squire', 1, empire, {
    text: 'Dress Boost — AUTO [RC]: When this unit boosts, if your vanguard is equipped, the boosted unit gets Power +5000 during that battle.',
    abilities: [
      dressBoost({
        kind: 'automatic',
        label: 'Dress Boost: equipped vanguard',
        condition: onRC,
        trigger: when('boosts', self),
        effect: [
          {
            do: 'if',
            subject: yourVanguardCards,
            test: { test: 'equipped' },
            then: [power({ zone: 'field', player: 'you', where: { test: 'boosted' } }, 5000, 'battle')],
          },
        ],
      }),
    ],
  }),
  // 6.6.3.3: five different 〈ゼロスドラゴン〉 that bind themselves when they appear.
  ...zerothDragons.map((name, i) =>
    unit(`sa-zeroth-${i + 1}`, name, i % 3, empire, {
      race: 'ゼロスドラゴン',
      text: 'AUTO [RC]: When this unit appears on (R), bind it and draw a card.',
      abilities: [
        {
          kind: 'automatic',
          label: `${name}: bind`,
          trigger: appears,
          condition: onRC,
          effect: [{ do: 'bind', cards: 'self' }, { do: 'draw' }],
        },
      ],
    }),
  ),
  // The G deck: two stride G units, an ultimate stride G unit (14.13.2.1) and a Gyze card (17.2, 14.13.2.2).
  ...['sa-g-nova', 'sa-g-halo'].map((id, i): VanguardCardData => ({
    id,
    name: i === 0 ? 'Nova Strider of the Spheres' : 'Halo Strider of the Spheres',
    type: 'unit',
    subtype: 'g',
    grade: 4,
    power: 15000,
    shield: null,
    nation: empire,
    keywords: ['triple-drive'],
    stride: true,
    text: 'Stride. Triple drive.',
  })),
  {
    id: 'sa-ultimate',
    name: 'Ultimate Astral Dragon',
    type: 'unit',
    subtype: 'g',
    grade: 4,
    power: 20000,
    shield: null,
    nation: empire,
    keywords: ['triple-drive'],
    ultimateStride: { cost: [{ do: 'counter-blast', count: 1 }] },
    text: 'Ultimate Stride (stride step) - [Counter Blast 1] stride this face-down card onto your vanguard. Triple drive.',
  },
  {
    id: 'sa-neon-gyze',
    name: 'Neon Messenger of the Zeroth',
    type: 'unit',
    grade: 3,
    power: 13000,
    shield: null,
    nation: empire,
    keywords: ['twin-drive'],
    gyze: { face: 'neon', other: 'sa-gyze' },
    ultimateStride: {},
    text: 'Gyze card (ネオンギーゼ face). Ultimate Stride "Zeroth Gyze" (stride step): remove every other card of your G zone, circles and soul, turn this card over and stride it onto your vanguard.',
  },
  {
    id: 'sa-gyze',
    name: 'Destroyer Deity Zeroth Gyze',
    type: 'unit',
    subtype: 'g',
    grade: 4,
    power: 30000,
    shield: null,
    nation: empire,
    keywords: ['triple-drive'],
    gyze: { face: 'gyze', other: 'sa-neon-gyze' },
    text: 'Gyze card (破壊の竜神 ギーゼ face). Triple drive.',
  },
];

const gachaCards: VanguardCardData[] = [
  unit('sb-egg', 'Gacha Egg', 0, strike, { keywords: ['boost', 'forerunner'], text: 'Forerunner.' }),
  unit('sb-cadet', 'Striker Cadet', 1, strike, {
    text: 'AUTO [VC]: When this unit is placed on (VC), you become a striker.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Become a striker',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onVC] } },
        effect: [{ do: 'become-striker' }],
      },
    ],
  }),
  unit('sb-warden', 'Crystal Warden', 2, strike),
  unit('sb-jailer', 'Jailer King of the Crystal Keep', 3, strike, {
    text: 'AUTO [VC]: When this unit attacks, if you have a prison, by paying [Counter Blast 1], imprison one of your opponent’s rear-guards. ACT [VC] [1/turn] Strike Shot — [Soul Blast 1]: retire one of your opponent’s rear-guards.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Jailer: imprison',
        condition: { all: [onVC, { test: 'has-prison' }] },
        trigger: when('attacks', self),
        cost: [{ do: 'counter-blast', count: 1 }],
        optionalCost: true,
        effect: [chooseOpponentUnit('_prisoner', onRC), { do: 'imprison', cards: { var: '_prisoner' } }],
      },
      {
        kind: 'activated',
        label: 'Strike Shot: retire',
        tags: ['strike-shot'],
        timing: ['main'],
        condition: onVC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'soul-blast', count: 1 }],
        effect: [chooseOpponentUnit('_shot', onRC), { do: 'retire', cards: { var: '_shot' } }],
      },
    ],
  }),
  {
    id: 'sb-gacha-dragon',
    name: 'ガチャリドラ',
    type: 'order',
    subtype: 'set',
    grade: null,
    nation: strike,
    text: 'Set order (from the ride deck, 17.6.1.1). ACT (order zone) [1/turn]: put the top card of your deck into your Monster BOX.',
    orderEffect: [],
    abilities: [
      {
        kind: 'activated',
        label: 'Gacha: Monster BOX',
        zones: ['order-zone'],
        timing: ['main'],
        condition: { test: 'striker' },
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'move', cards: { zone: 'deck', player: 'you', top: 1 }, to: 'monster-box', faceUp: true }],
      },
    ],
  },
  setOrder('sb-prison', 'Crystal Keep', strike, { orderSubtype: 'prison', text: 'Set order, prison.' }),
  ...(
    [
      ['sb-pickup-flame', 'Pickup Gacha: Flame Festival', 'pickup-gacha'],
      ['sb-pickup-water', 'Pickup Gacha: Water Festival', 'pickup-gacha'],
      ['sb-event-moon', 'Event: Moonlit Raid', 'event'],
      ['sb-event-sun', 'Event: Sunlit Raid', 'event'],
    ] as const
  ).map(([id, name, keyword]) =>
    setOrder(id, name, strike, {
      keywords: [keyword],
      text: `Set order. ${keyword === 'event' ? 'Event' : 'Pickup Gacha'}. CONT (order zone): your vanguard gets Power +1000.`,
      abilities: [vanguardPower(1000, `${name}: your vanguard gets Power +1000`, ['order-zone'])],
    }),
  ),
  unit('sb-ricochet', 'Ricochet Striker', 2, strike, {
    text: 'ACT [RC] [1/turn] Strike Shot — [Counter Blast 1]: retire one of your opponent’s rear-guards.',
    abilities: [
      {
        kind: 'activated',
        label: 'Strike Shot: ricochet',
        tags: ['strike-shot'],
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [chooseOpponentUnit('_shot', onRC), { do: 'retire', cards: { var: '_shot' } }],
      },
    ],
  }),
  unit('sb-scout', 'Gacha Scout', 1, strike),
  unit('sb-bouncer', 'Keep Bouncer', 1, strike),
];

export const setAPool: VanguardCardData[] = [...stellarCards, ...gachaCards];

export const stellarDeck: DeckList = {
  name: 'stellar-chorus',
  main: copies({
    'cw-flare': 4,
    'cw-sprite': 4,
    'cw-sage': 3,
    'cw-mender': 4,
    'cw-phoenix': 1,
    'cw-bulwark': 4,
    'sa-star-god': 2,
    'sa-star-child': 3,
    'sa-anthem': 2,
    // The soak's card reading star domains, music, songs, equipment, prisons and Gyze faces (cards/pool-soak-3.ts).
    'sa-conductor': 2,
    'sa-ballad': 2,
    'sa-songstress': 3,
    'sa-starblade': 2,
    'sa-squire': 2,
    'sa-forge-spirit': 2,
    'sa-zeroth-1': 2,
    'sa-zeroth-2': 2,
    'sa-zeroth-3': 2,
    'sa-zeroth-4': 2,
    'sa-zeroth-5': 2,
  }),
  extra: {
    'ride-deck': ['sa-seedling', 'sa-chorister', 'sa-herald', 'sa-astral', 'energy-dynamo'],
    'g-zone': copies({ 'sa-g-nova': 4, 'sa-g-halo': 4, 'sa-ultimate': 2, 'sa-neon-gyze': 1 }),
  },
};

export const gachaDeck: DeckList = {
  name: 'gacha-warden',
  main: copies({
    'tf-gull': 4,
    'tf-otter': 4,
    'tf-scribe': 2,
    'tf-herald-front': 2,
    'tf-medic': 4,
    'tf-aegis': 4,
    'sb-prison': 4,
    'sb-pickup-flame': 2,
    'sb-pickup-water': 2,
    'sb-event-moon': 2,
    'sb-event-sun': 2,
    'sb-ricochet': 4,
    'sb-scout': 4,
    'sb-bouncer': 4,
    'sb-warden': 3,
    'sb-jailer': 3,
  }),
  extra: { 'ride-deck': ['sb-egg', 'sb-cadet', 'sb-warden', 'sb-jailer', 'sb-gacha-dragon', 'energy-dynamo'] },
};

/** The chapter-17 deck pair: `createVanguardPlugin({ decks: setADecks })`, played in the premium format. */
export const setADecks: DeckList[] = [stellarDeck, gachaDeck];
