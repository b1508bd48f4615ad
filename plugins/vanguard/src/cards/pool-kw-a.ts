/**
 * Demo cards for chapter 14's keywords 14.17–14.40 (helper vg-kw-a): one or more cards per keyword, original names
 * and text, in the two clans of the demo pool. The keyword decks (`decks-kw-a.ts`) play them, so the seeded
 * random games exercise every keyword; the rule tests use them too. Each ability's label starts with its
 * keyword's name, which the random-game check reads. A keyword written on an ability ("Shintaku: …", "Rescue (1)",
 * "Domination — …") is that ability's tag (the kernel's `tags`); keyword abilities (Revelation, Blaze…) are card keywords.
 */
import type { Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData } from '../instructions.js';
import { onRC, onVC, power, self, when } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const you: Predicate = { test: 'controlled-by', player: 'you' };

const unit = (
  id: string,
  name: string,
  grade: number,
  clan: string,
  text: string,
  extra: Partial<VanguardCardData> = {},
): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  grade,
  power: [6000, 8000, 10000, 13000][grade] ?? 13000,
  shield: grade === 3 ? null : grade === 0 ? 10000 : 5000,
  clan,
  keywords: grade <= 1 ? ['boost'] : grade === 2 ? ['intercept'] : ['twin-drive'],
  text,
  ...extra,
});
/** "AUTO [RC] <keyword>: When this unit attacks, it gets Power +N during that battle": the keyword tags the ability, its test is the condition. */
const attackBonus = (label: string, keyword: string, keywordTest: Predicate, bonus = 5000): VanguardAbility => ({
  kind: 'automatic',
  label: `${label}: Power +${bonus}`,
  tags: [keyword],
  condition: { all: [onRC, keywordTest] },
  trigger: when('attacks', self),
  effect: [power('self', bonus, 'battle')],
});
/** "CONT [RC]: while this unit is in `state`, it gets Power +N." */
const stateBonus = (label: string, state: string, bonus: number): VanguardAbility => ({
  kind: 'continuous',
  label: `${label}: Power +${bonus}`,
  condition: { all: [onRC, { test: 'unit-state', state } as Predicate] },
  effect: [{ do: 'modify', cards: 'self', stat: 'power', add: bonus }],
});

export const kwAPool: VanguardCardData[] = [
  // ——— 14.18 Shintaku ———
  unit(
    'ka-oracle',
    'Cinder Oracle',
    1,
    ember,
    'AUTO [RC] Shintaku: At the start of your ride phase, this unit gets Power +3000 this turn.',
    {
      keywords: ['boost'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Shintaku: Power +3000',
          tags: ['shintaku'],
          condition: { all: [onRC, { test: 'shintaku' }] },
          trigger: { event: 'start-of-ride-phase', match: { test: 'event-player', player: 'you' } },
          effect: [power('self', 3000, 'turn')],
        },
      ],
    },
  ),
  // ——— 14.19 Rescue ———
  unit(
    'ka-rescuer',
    'Tideborne Rescuer',
    2,
    tide,
    'AUTO [RC] Rescue (1): When this unit is placed on (R), if you have one or more damage, choose one card in your damage zone, heal it, and deal 1 damage to your vanguard; this unit gets Power +5000 this turn.',
    {
      keywords: ['intercept'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Rescue (1): heal 1, 1 damage to your vanguard',
          tags: ['rescue'],
          condition: { all: [onRC, { test: 'limit-break', count: 1 }] },
          trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'appears' }] } },
          effect: [{ do: 'rescue', count: 1 }, power('self', 5000, 'turn')],
        },
      ],
    },
  ),
  // ——— 14.20 Ritual (ability keyword, 14.20.2, and an order's CONT, 14.20.3) ———
  unit(
    'ka-ritualist',
    'Ashen Ritualist',
    1,
    ember,
    'AUTO [RC] [1/turn] Ritual (2): When another card of yours is put into your drop zone from the field, draw a card.',
    {
      keywords: ['boost'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Ritual (2): draw',
          tags: ['ritual'],
          condition: { all: [onRC, { test: 'ritual', count: 2 }] },
          limit: { count: 1, per: 'turn' },
          trigger: {
            event: 'moved',
            match: {
              all: [
                { test: 'event', 'from-zone': 'field', 'to-zone': 'drop' },
                { test: 'event-card', where: { all: [{ test: 'not-self' }, you] } },
              ],
            },
          },
          effect: [{ do: 'draw' }],
        },
      ],
    },
  ),
  {
    id: 'ka-rite-circle',
    name: 'Circle of Ashes',
    type: 'order',
    subtype: 'set',
    grade: 1,
    clan: ember,
    text: 'Set order. Ritual (2): your vanguard gets Power +5000.',
    orderEffect: [],
    abilities: [
      {
        kind: 'continuous',
        label: 'Ritual (2): your vanguard gets Power +5000',
        tags: ['ritual'],
        zones: ['order-zone'],
        condition: { test: 'ritual', count: 2 },
        effect: [{ do: 'modify', cards: { zone: 'field', player: 'you', where: onVC }, stat: 'power', add: 5000 }],
      },
    ],
  },
  // ——— 14.22 Revelation ———
  unit('ka-seer', 'Skyflame Seer', 2, ember, 'Revelation - (VC).', {
    keywords: ['intercept', { name: 'revelation', circle: 'vanguard' }],
  }),
  unit('ka-acolyte', 'Skyflame Acolyte', 1, ember, 'Revelation - (RC).', {
    keywords: ['boost', { name: 'revelation', circle: 'rear-guard' }],
  }),
  // ——— 14.23 Blaze ———
  unit('ka-blazer', 'Blazewing Wyvern', 2, ember, 'Blaze. CONT [RC]: While your vanguard is blaze, it gets Power +5000.', {
    keywords: ['intercept', 'blaze'],
    abilities: [
      {
        kind: 'continuous',
        label: 'Blaze: a blaze vanguard gets Power +5000',
        condition: onRC,
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { all: [onVC, { test: 'unit-state', state: 'blaze' }] } },
            stat: 'power',
            add: 5000,
          },
        ],
      },
    ],
  }),
  // ——— 14.24 Zan'ei ———
  unit('ka-phantom', 'Mistveil Phantom', 1, tide, "Zan'ei.", { keywords: ['boost', 'zanei'] }),
  // Puts a card from its master's bind zone into the hand: what Zan'ei (of the opponent) and Raigeki read.
  unit(
    'ka-exile',
    'Exile Keeper',
    2,
    tide,
    'ACT [RC] [1/turn]: Bind the top two cards of your deck, then choose a card in your bind zone and put it into your hand.',
    {
      abilities: [
        {
          kind: 'activated',
          label: 'Exile Keeper: bind two, take one',
          condition: onRC,
          timing: ['main'],
          limit: { count: 1, per: 'turn' },
          effect: [
            { do: 'bind', cards: { zone: 'deck', player: 'you', top: 2 } },
            { do: 'choose', from: { zone: 'bind', player: 'you' }, count: 1, as: '_recalled', prompt: 'Choose a card in your bind zone' },
            { do: 'move', cards: { var: '_recalled' }, to: 'hand', reason: 'recall' },
          ],
        },
      ],
    },
  ),
  // ——— 14.25 Domination (an ability word) and a card that refers to it and to Rescue (14.19.1.2) ———
  unit(
    'ka-dominator',
    'Chain Dominator',
    2,
    ember,
    "Domination — ACT [RC] [1/turn] [Counter Blast 1]: Choose one of your opponent's rear-guards and rest it.",
    {
      keywords: ['intercept'],
      abilities: [
        {
          kind: 'activated',
          label: "Domination: rest an opponent's rear-guard",
          tags: ['domination'],
          condition: onRC,
          timing: ['main'],
          limit: { count: 1, per: 'turn' },
          cost: [{ do: 'counter-blast', count: 1 }],
          effect: [
            { do: 'choose', from: { zone: 'field', player: 'opponent', where: onRC }, count: 1, as: '_dominated' },
            { do: 'rest', cards: { var: '_dominated' } },
          ],
        },
      ],
    },
  ),
  unit('ka-herald', 'Herald of Chains', 1, ember, 'CONT [RC]: Your other rear-guards with Domination or Rescue get Power +2000.', {
    abilities: [
      {
        kind: 'continuous',
        label: 'Herald of Chains: Domination and Rescue units +2000',
        condition: onRC,
        effect: [
          {
            do: 'modify',
            cards: {
              zone: 'field',
              player: 'you',
              where: {
                all: [
                  onRC,
                  { test: 'not-self' },
                  {
                    any: [
                      { test: 'has-ability-keyword', keyword: 'domination' },
                      { test: 'has-ability-keyword', keyword: 'rescue' },
                    ],
                  },
                ],
              },
            },
            stat: 'power',
            add: 2000,
          },
        ],
      },
    ],
  }),
  // ——— 14.26 Bōshoku ———
  unit('ka-glutton', 'Maw of Cinders', 2, ember, 'Bōshoku. CONT [RC]: While this unit is bōshoku, it gets Power +10000.', {
    keywords: ['intercept', 'boshoku'],
    abilities: [stateBonus('Bōshoku', 'boshoku', 10000)],
  }),
  // ——— 14.27 Kagenui ———
  unit(
    'ka-stitcher',
    'Shadowstitch Ninja',
    2,
    ember,
    'Kagenui — AUTO [RC] [1/turn]: When this unit’s attack on a vanguard does not hit, if you have four or fewer cards in hand, draw a card.',
    {
      keywords: ['intercept'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Kagenui: draw',
          tags: ['kagenui'],
          condition: onRC,
          limit: { count: 1, per: 'turn' },
          trigger: { event: 'not-hit', match: { all: [{ test: 'event-card', where: self }, { test: 'attacked-a-vanguard' }] } },
          effect: [{ do: 'if', test: { test: 'zone-count', zone: 'hand', op: '<=', value: 4 }, then: [{ do: 'draw' }] }],
        },
      ],
    },
  ),
  // ——— 14.28 Raigeki ———
  unit(
    'ka-thunder',
    'Thunderclap Wyrm',
    2,
    ember,
    'AUTO [RC] Raigeki (1): When this unit attacks, it gets Power +5000 during that battle.',
    {
      keywords: ['intercept'],
      abilities: [attackBonus('Raigeki (1)', 'raigeki', { test: 'raigeki', count: 1 })],
    },
  ),
  unit(
    'ka-stormcaller',
    'Stormcaller Gull',
    2,
    tide,
    'AUTO [RC] Raigeki (1): When this unit attacks, it gets Power +5000 during that battle.',
    {
      keywords: ['intercept'],
      abilities: [attackBonus('Raigeki (1)', 'raigeki', { test: 'raigeki', count: 1 })],
    },
  ),
  // ——— 14.29 Rush ———
  unit(
    'ka-brawler',
    'Breaker Brawler',
    2,
    tide,
    'AUTO [RC] Rush: When this unit stands by your card’s effect, it gets Power +5000 this turn. AUTO [RC] [1/turn]: At the end of the battle this unit attacked, stand this unit.',
    {
      keywords: ['intercept'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Rush: Power +5000',
          tags: ['rush'],
          condition: onRC,
          trigger: { event: 'stood', match: { test: 'stood-by-your-effect' } },
          effect: [power('self', 5000, 'turn')],
        },
        {
          kind: 'automatic',
          label: 'Breaker Brawler: stand',
          condition: { all: [onRC, { test: 'attacking' }] },
          limit: { count: 1, per: 'turn' },
          trigger: { event: 'end-of-battle', match: { test: 'event-player', player: 'you' } },
          effect: [{ do: 'stand', cards: 'self' }],
        },
      ],
    },
  ),
  // ——— 14.31 Charge!! and a card that calls it by an effect ———
  unit('ka-charger', 'Ember Charger', 1, ember, 'Charge!!', { power: 9000, keywords: ['boost', 'charge'] }),
  unit(
    'ka-summoner',
    'War Drum Summoner',
    2,
    ember,
    'AUTO [RC] [1/turn]: When this unit is placed on (R) by a normal call, [Counter Blast 1] search your deck for up to one card with Charge!!, call it to (R), and shuffle your deck.',
    {
      abilities: [
        {
          kind: 'automatic',
          label: 'War Drum: call a Charge!! unit',
          condition: onRC,
          limit: { count: 1, per: 'turn' },
          trigger: { event: 'moved', match: { test: 'event', self: true, 'to-zone': 'field', reason: 'call' } },
          cost: [{ do: 'counter-blast', count: 1 }],
          optionalCost: true,
          effect: [
            { do: 'search', where: { test: 'has-keyword', keyword: 'charge' }, count: 1, as: '_charger' },
            { do: 'call', cards: { var: '_charger' } },
            { do: 'shuffle' },
          ],
        },
      ],
    },
  ),
  // ——— 14.32 Darkness, and a soul charge for it to read ———
  unit(
    'ka-umbral',
    'Umbral Wyrm',
    2,
    ember,
    'AUTO [RC] Darkness: When this unit attacks, it gets Power +5000 during that battle. AUTO: When this unit is placed on (R) by a normal call, Soul Charge 1.',
    {
      keywords: ['intercept'],
      abilities: [
        attackBonus('Darkness', 'darkness', { test: 'darkness' }),
        {
          kind: 'automatic',
          label: 'Umbral Wyrm: Soul Charge 1',
          condition: onRC,
          trigger: { event: 'moved', match: { test: 'event', self: true, 'to-zone': 'field', reason: 'call' } },
          effect: [{ do: 'soul-charge', count: 1 }],
        },
      ],
    },
  ),
  // ——— 14.33 Magia ———
  unit(
    'ka-illusionist',
    'Cinder Illusionist',
    2,
    ember,
    'Magia — ACT [RC] [1/turn] [Counter Blast 1]: Call a unit from your soul; at the end of the turn, put it into your soul.',
    {
      keywords: ['intercept'],
      abilities: [
        {
          kind: 'activated',
          label: 'Magia: call a unit from your soul',
          tags: ['magia'],
          condition: onRC,
          timing: ['main'],
          limit: { count: 1, per: 'turn' },
          cost: [{ do: 'counter-blast', count: 1 }],
          effect: [{ do: 'magia', count: 1 }],
        },
      ],
    },
  ),
  // ——— 14.34 Time Leap ———
  unit('ka-chrono', 'Chrono Diver', 1, tide, 'Time Leap — ACT [RC] [1/turn] [Soul Blast 1]: This unit time leaps.', {
    keywords: ['boost'],
    abilities: [
      {
        kind: 'activated',
        label: 'Time Leap: this unit time leaps',
        tags: ['time-leap'],
        condition: onRC,
        timing: ['main'],
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'soul-blast', count: 1 }],
        effect: [{ do: 'time-leap', cards: 'self' }],
      },
    ],
  }),
  // ——— 14.35 Hollow ———
  unit('ka-wraith', 'Drowned Wraith', 2, tide, 'Hollow. CONT [RC]: While this unit is hollow, it gets Power +10000.', {
    keywords: ['intercept', 'hollow'],
    abilities: [stateBonus('Hollow', 'hollow', 10000)],
  }),
  // ——— 14.36 Harmony ———
  unit(
    'ka-singer',
    'Chorus Siren',
    1,
    tide,
    '♪♪. AUTO [RC]: When this unit enters harmony, it gets Power +5000 this turn. CONT [RC]: While this unit is in harmony, it gets Power +2000.',
    {
      keywords: ['boost', 'harmony'],
      abilities: [
        {
          kind: 'automatic',
          label: '♪♪: Power +5000',
          condition: onRC,
          trigger: when('harmony', self),
          effect: [power('self', 5000, 'turn')],
        },
        {
          kind: 'continuous',
          label: '♪♪: Power +2000 in harmony',
          condition: { all: [onRC, { test: 'harmony' }] },
          effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
        },
      ],
    },
  ),
  // ——— 14.37 Wave ———
  unit(
    'ka-firstwave',
    'Opening Breaker',
    2,
    tide,
    'AUTO [RC] Wave (1st only): When this unit attacks, it gets Power +5000 during that battle.',
    {
      keywords: ['intercept'],
      abilities: [attackBonus('Wave (1st)', 'wave', { test: 'wave', from: 1, to: 1 })],
    },
  ),
  unit(
    'ka-undertow',
    'Undertow Breaker',
    2,
    tide,
    'AUTO [RC] Wave (2nd and later, only once): When this unit attacks, it gets Power +5000 during that battle.',
    {
      keywords: ['intercept'],
      abilities: [{ ...attackBonus('Wave (2nd+)', 'wave', { test: 'wave', from: 2 }), limit: { count: 1, per: 'turn' } }],
    },
  ),
  // ——— 14.38 Anyaku ———
  unit('ka-lurker', 'Reef Lurker', 2, tide, 'AUTO [RC] Anyaku: At the start of your battle phase, this unit gets Power +5000 this turn.', {
    keywords: ['intercept'],
    abilities: [
      {
        kind: 'automatic',
        label: 'Anyaku: Power +5000',
        tags: ['anyaku'],
        condition: { all: [onRC, { test: 'anyaku' }] },
        trigger: { event: 'start-of-battle-phase', match: { test: 'event-player', player: 'you' } },
        effect: [power('self', 5000, 'turn')],
      },
    ],
  }),
  // ——— 14.39 Success ———
  unit('ka-captain', 'Triumph Captain', 2, tide, 'Success (18000). CONT [RC]: While this unit is success, it gets Power +5000.', {
    keywords: ['intercept', { name: 'success', power: 18000 }],
    abilities: [stateBonus('Success', 'success', 5000)],
  }),
  // ——— 14.40 Bloom ———
  unit(
    'ka-bud',
    'Coral Bud',
    1,
    tide,
    'Bloom — AUTO [RC]: When another grade 1 unit of yours appears on (R), this unit gets Power +2000 this turn.',
    {
      keywords: ['boost'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Bloom: Power +2000',
          tags: ['bloom'],
          condition: onRC,
          trigger: {
            event: 'moved',
            match: {
              all: [
                { test: 'event', 'to-zone': 'field' },
                { test: 'appears' },
                { test: 'event-card', where: { all: [{ test: 'not-self' }, you, onRC, { test: 'grade', value: 1 }] } },
              ],
            },
          },
          effect: [power('self', 2000, 'turn')],
        },
      ],
    },
  ),
  // ——— 14.30 Burst ———
  unit(
    'ka-burster',
    'Overcharge Orca',
    2,
    tide,
    'Burst — AUTO [RC]: When this unit attacks, if its power is 18000 or more, it gets Critical +1 during that battle.',
    {
      keywords: ['intercept'],
      abilities: [
        {
          kind: 'automatic',
          label: 'Burst: Critical +1',
          tags: ['burst'],
          condition: onRC,
          trigger: when('attacks', self),
          effect: [
            {
              do: 'if',
              test: { test: 'stat', stat: 'power', op: '>=', value: 18000 },
              then: [{ do: 'modify', cards: 'self', stat: 'critical', add: 1, duration: 'battle' }],
            },
          ],
        },
      ],
    },
  ),
];
