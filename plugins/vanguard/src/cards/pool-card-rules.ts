/**
 * Demo cards for the card-information and effect mechanisms of src/card-rules-depth.ts and src/deck-building.ts:
 * a clan icon (2.2.6) and a nation icon (2.14.3.1), fighter icons (2.18), a collector number with a deck-building
 * ability (2.16, 8.1.3, 8.1.9), gauge linked to a fighter (7.40.7, 13.9.2), plant gauge (7.40.5), activation
 * wording (7.15.1.2–7.15.1.4), an alternative call cost (11.7.1.1), an ACT played from the hand (11.8.2.2.1), an
 * order's "[cost] することで" (11.8.2.4.3), options under "the same effect cannot be activated" (11.9.5.1.1),
 * counting trigger icon kinds (11.10.2.1.1), trigger effects given to another unit and nullified (11.10.4.1,
 * 11.10.4.2), a card with two trigger icons (11.10.6) and cards called to one circle at once (13.3.5.1).
 * Original names and text; the deck pair `cinder-depth` / `tidecrest-depth` (`cards/decks-card-rules.ts`) plays
 * them in the seeded random games.
 */
import type { VanguardCardData } from '../instructions.js';
import { onRC, onVC, self, when, yourVanguard } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const yourUnits = { zone: 'field', player: 'you', where: { test: 'unit' } } as const;

export const cardRulesPool: VanguardCardData[] = [
  {
    id: 'cw-gauge-regent',
    name: 'Gaugeforge Regent',
    type: 'unit',
    grade: 3,
    power: 13000,
    clan: ember,
    fighterIcons: ['aichi'],
    fighterGauge: 'vanguard',
    keywords: ['twin-drive'],
    text: 'Twin Drive. CONT [VC]: You can have gauge. AUTO [VC]: When this unit attacks, put the top card of your deck as your gauge. ACT [VC] 1/turn [Discard 2 of your gauge]: This unit gets Power +10000 until end of turn. ACT [VC] 1/turn: Move one of your gauge to one of your rear-guards.',
    abilities: [
      {
        kind: 'automatic',
        condition: onVC,
        trigger: when('attacks', self),
        effect: [{ do: 'put-fighter-gauge', cards: { zone: 'deck', player: 'you', top: 1 } }],
      },
      {
        kind: 'activated',
        timing: ['main'],
        condition: onVC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'discard-gauge', count: 2 }],
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 10000, duration: 'turn' }],
      },
      {
        kind: 'activated',
        timing: ['main'],
        condition: onVC,
        limit: { count: 1, per: 'turn' },
        effect: [
          { do: 'choose', from: { zone: 'gauge', player: 'you', where: { test: 'fighter-gauge' } }, count: 1, as: '_g' },
          { do: 'choose', from: { zone: 'field', player: 'you', where: onRC }, count: 1, as: '_to' },
          { do: 'move-gauge', cards: { var: '_g' }, to: { var: '_to' } },
        ],
      },
    ],
  },
  {
    id: 'cw-plant-tender',
    name: 'Sprout Tender Drake',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'ACT [RC] 1/turn [Counter Blast 1]: Call an Ember Wisp token to (RC). ACT [RC] 1/turn: Put one of your token units as this unit’s plant gauge, and this unit gets Power +2000 for each of its gauge until end of turn. AUTO: When this unit is placed on (RC), you may activate its first ACT.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [{ do: 'call-token', token: 'cw-ember-wisp' }],
      },
      {
        kind: 'activated',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        effect: [
          {
            do: 'choose',
            from: { zone: 'field', player: 'you', where: { test: 'pseudo-kind', kind: 'token-unit' } },
            count: 1,
            as: '_plant',
          },
          { do: 'put-plant-gauge', cards: { var: '_plant' }, of: 'self' },
          {
            do: 'repeat',
            times: { count: { zone: 'gauge', player: 'you', where: { test: 'gauge-of-source' } } },
            body: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000, duration: 'turn' }],
          },
        ],
      },
      {
        kind: 'automatic',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onRC] } },
        effect: [
          { do: 'may', prompt: 'Activate its first ACT (paying its cost)?', then: [{ do: 'activate-ability', cards: 'self', ability: 0 }] },
        ],
      },
    ],
  },
  {
    id: 'cw-icon-census',
    name: 'Census of Embers',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Soul Charge 1 for each kind of trigger icon among the cards in your drop zone (no icon is no kind).',
    orderEffect: [
      { do: 'count-kinds', cards: { zone: 'drop', player: 'you' }, by: 'trigger-icon', as: 'icons' },
      { do: 'soul-charge', count: { var: 'icons' } },
    ],
  },
  {
    id: 'cw-twin-icon',
    name: 'Twinflame Imp',
    type: 'unit',
    subtype: 'trigger',
    grade: 0,
    power: 5000,
    shield: 15000,
    clan: ember,
    trigger: { icon: 'critical', power: 10000 },
    moreTriggers: [{ icon: 'draw', power: 0 }],
    text: 'Critical trigger and draw trigger (+10000 / +0): both trigger abilities are played, in the order you choose.',
  },
  {
    id: 'cw-alt-caller',
    name: 'Pyre-Bargain Dragon',
    type: 'unit',
    grade: 3,
    power: 13000,
    clan: ember,
    keywords: ['twin-drive'],
    alternativeCall: { cost: [{ do: 'counter-blast', count: 1 }] },
    text: 'Twin Drive. This card may also be called by Counter Blast 1 (to (RC) from your hand in your main phase, whatever its grade).',
  },
  {
    id: 'cw-hidden-flame',
    name: 'Sleeve Ember',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'ACT [hand] 1/turn [Soul Blast 1]: Your vanguard gets Power +5000 until end of turn (reveal this card as you play it).',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        zones: ['hand'],
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'soul-blast', count: 1 }],
        effect: [
          { do: 'modify', cards: { zone: 'field', player: 'you', where: yourVanguard }, stat: 'power', add: 5000, duration: 'turn' },
        ],
      },
    ],
  },
  {
    id: 'cw-collector',
    name: 'Hoard of Sparks',
    type: 'unit',
    grade: 1,
    power: 7000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    collectorNumber: 'DEMO-014',
    deckBuilding: { copies: null },
    text: 'Deck building: you may put any number of cards numbered DEMO-014 in your deck.',
  },
  {
    id: 'cw-icon-drake',
    name: 'Crest-Bearing Drake',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    nation: 'ドラゴンエンパイア',
    clanIcon: ember,
    keywords: ['boost'],
    text: 'Nation ドラゴンエンパイア with the clan icon of Cinder Wyrms.',
  },
  {
    id: 'cw-nation-icon-drake',
    name: 'Old Banner Drake',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    nationIcon: 'dragon-empire',
    keywords: ['intercept'],
    text: 'Its nation is shown by the ドラゴンエンパイア icon alone.',
  },
  {
    id: 'cw-rally',
    name: 'Cinder Rally',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Choose one of your units of 《Cinder Wyrms》: it gets Power +5000 until end of turn. Then Soul Charge 1 for each of your units of 《ドラゴンエンパイア》.',
    orderEffect: [
      {
        do: 'choose',
        from: { zone: 'field', player: 'you', where: { all: [{ test: 'unit' }, { test: 'clan', clan: ember }] } },
        count: 1,
        as: '_r',
      },
      { do: 'modify', cards: { var: '_r' }, stat: 'power', add: 5000, duration: 'turn' },
      {
        do: 'soul-charge',
        count: {
          count: { zone: 'field', player: 'you', where: { all: [{ test: 'unit' }, { test: 'nation', nation: 'ドラゴンエンパイア' }] } },
        },
      },
    ],
  },
  {
    id: 'cw-vow-knight',
    name: 'Vowkeeper Wyvern',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    fighterIcons: ['aichi'],
    keywords: ['intercept'],
    text: 'CONT [RC]: If your vanguard has アイチアイコン, this unit gets Power +3000.',
    abilities: [
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'your-vanguard', where: { test: 'fighter-icon', icon: 'aichi' } }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 3000, duration: 'turn' }],
      },
    ],
  },
  {
    id: 'cw-choice-wyvern',
    name: 'Crossroads Wyvern',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    keywords: ['intercept'],
    text: 'AUTO [RC]: When another of your units is placed on (RC), choose one (the same effect cannot be activated this turn): • by [Soul Blast 1], draw a card; • this unit gets Power +2000 until end of turn.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: {
          event: 'moved',
          match: {
            all: [
              { test: 'event', 'to-zone': 'field' },
              { test: 'event-card', where: { all: [onRC, { not: self }] } },
            ],
          },
        },
        effect: [
          {
            do: 'choose-effect',
            notSame: true,
            options: [
              {
                label: 'Soul Blast 1: draw',
                effect: [{ do: 'may', prompt: 'Soul Blast 1 to draw?', cost: [{ do: 'soul-blast', count: 1 }], then: [{ do: 'draw' }] }],
              },
              { label: 'Power +2000', effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000, duration: 'turn' }] },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'cw-echo-drake',
    name: 'Echoing Flame Drake',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    autoActivates: 2,
    keywords: ['intercept'],
    text: 'CONT [RC]: This unit’s AUTO abilities activate twice. AUTO [RC]: When this unit attacks, it gets Power +2000 until end of that battle.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('attacks', self),
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000, duration: 'battle' }],
      },
    ],
  },
  {
    id: 'cw-persona-rite',
    name: 'Rite of the Second Face',
    type: 'order',
    grade: 1,
    clan: ember,
    text: '[Counter Blast 2] Activate persona ride.',
    orderCost: [{ do: 'counter-blast', count: 2 }],
    orderEffect: [{ do: 'persona-ride' }],
  },
  {
    id: 'cw-optional-blaze',
    name: 'Kindled Choice',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Choose one of your units: it gets Power +5000 until end of turn. By [Counter Blast 1], draw a card.',
    orderEffect: [
      { do: 'choose', from: yourUnits, count: 1, as: '_k' },
      { do: 'modify', cards: { var: '_k' }, stat: 'power', add: 5000, duration: 'turn' },
      { do: 'may', prompt: 'Counter Blast 1 to draw a card?', cost: [{ do: 'counter-blast', count: 1 }], then: [{ do: 'draw' }] },
    ],
  },
  {
    id: 'cw-convergence',
    name: 'Convergence of Flames',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Call two unit cards of grade 1 or less from your hand to one of your rear-guard circles at the same moment.',
    orderEffect: [
      {
        do: 'choose',
        from: {
          zone: 'hand',
          player: 'you',
          where: {
            all: [
              { test: 'card-type', type: 'unit' },
              { test: 'grade', op: '<=', value: 1 },
            ],
          },
        },
        count: 2,
        as: '_together',
      },
      { do: 'call-at-once', cards: { var: '_together' } },
    ],
  },
  {
    // 13.3.2.1: two units put on the vanguard circle at one moment are both placed last there; the fighter keeps
    // one of the circle's units and the others go to the soul (src/verbs/put-vc-at-once.ts, reading 473).
    id: 'cw-twin-ascent',
    name: 'Twin Ascent',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Put two unit cards from your hand on your (VC) at the same moment. (Choose one unit on your (VC); put the others into your soul.)',
    orderEffect: [
      { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } }, count: 2, as: '_pair' },
      { do: 'put-vc-at-once', cards: { var: '_pair' } },
    ],
  },
  {
    id: 'cw-smother',
    name: 'Smothering Ash',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Until end of turn, the AUTO abilities of your opponent’s cards that activate when a card moves do not activate. Draw a card.',
    orderEffect: [{ do: 'suppress-autos', event: 'moved' }, { do: 'draw' }],
  },
  {
    id: 'tf-becalm',
    name: 'Becalming Tide',
    type: 'order',
    grade: 1,
    clan: tide,
    text: 'Until end of turn, your opponent’s trigger effects are nullified. Draw a card.',
    orderEffect: [{ do: 'nullify-trigger-effects' }, { do: 'draw' }],
  },
  {
    id: 'tf-relay',
    name: 'Relay Skiff',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: 'AUTO [RC] 1/turn: At the end of a battle in your turn, the trigger effects given to your vanguard are given to this unit instead. Then, if this unit has a trigger effect, Soul Charge 1.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        trigger: { event: 'end-of-battle', match: { test: 'turn-player', player: 'you' } },
        effect: [
          { do: 'give-trigger-effects', from: { zone: 'field', player: 'you', where: yourVanguard }, to: 'self' },
          { do: 'if', test: { test: 'has-trigger-effect' }, then: [{ do: 'soul-charge', count: 1 }] },
        ],
      },
    ],
  },
  {
    // 18.1.1.2, 18.1.1.5: resting and standing itself is a loop only its master can stop, and the card data
    // recognises it (`loops`, reading 470): the fighter may play it as a shortcut with a number of repetitions.
    id: 'tf-loop-dancer',
    name: 'Tide Loop Dancer',
    type: 'unit',
    grade: 1,
    power: 7000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: 'ACT [RC] [Rest this unit]: Stand this unit, and it gets Power +1000 until end of turn. (A loop: you may choose how many times to repeat it.)',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: onRC,
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [
          { do: 'stand', cards: 'self' },
          { do: 'modify', cards: 'self', stat: 'power', add: 1000, duration: 'turn' },
        ],
      },
    ],
    loops: [0],
  },
];
