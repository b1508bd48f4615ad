/**
 * Demo cards for the set and format conditions and verbs only test cards wrote before (issue 16), one or two per
 * deck pair that plays the set: Buddyfight's buddy soul, gauge, worlds, link attacks and ∞ (17.17); the
 * chapter-17 star domains, music, songs, equipment, prisons and Gyze cards (17.2–17.8); scout and engage,
 * memories, Mushiking moves and growth (17.9–17.16); X-overDress by an effect (6.8.3); legion this turn (6.4.2.3)
 * and stride allowed under a fighters' rule that bans it (18.6.2). Original names and text; each is in the deck
 * pair of its set (a small swap in that pair's list), so the seeded random games of that pair play it.
 */
import type { CardsRef, Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData, VanguardInstruction } from '../instructions.js';
import { onRC, onVC, power, when } from './abilities.js';

const placedOnRC: NonNullable<VanguardAbility['trigger']> = {
  event: 'moved',
  match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onRC] },
};
const yourVanguard: CardsRef = { zone: 'field', player: 'you', where: onVC };
/** "This unit gets Power +`each` until end of turn for each card of `player`'s `zone` matching `where`" (12.7). */
const forEach = (zone: string, where: Predicate, each = 1000, player = 'you'): VanguardInstruction => ({
  do: 'repeat',
  times: { count: { zone, player, where } },
  body: [power('self', each, 'turn')],
});

/** One Buddyfight clan's Soulbinder (17.17.4–17.17.12): buddy soul put by an effect, ∞ copied by `set-equal`. */
function soulbinder(prefix: string, clan: string, world: 'dragon-world' | 'katana-world', name: string): VanguardCardData {
  return {
    id: `${prefix}-soulbinder`,
    name,
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 10000,
    clan,
    nation: 'Buddyfight',
    bfWorld: world,
    keywords: ['boost'],
    text: `AUTO: When this unit is placed on (RC), if you are a buddyfighter with 1 or more gauge, put the top card of your deck into this unit's buddy soul. Then, this unit gets Power +1000 until end of turn for each of your rear-guards with a buddy soul, for each card in your buddy souls, and for each <${world}> card in your drop zone. AUTO [RC] 1/turn: When your vanguard's attack hits, this unit's power becomes equal to your vanguard's until end of turn, and if your vanguard's power is ∞, draw a card, and this unit gets Power +1000 for each of your units in the link-attack state.`,
    abilities: [
      {
        kind: 'automatic',
        label: `${name}: buddy soul`,
        trigger: placedOnRC,
        effect: [
          {
            do: 'if',
            // 17.17.4, 17.17.5.2: a buddyfighter with gauge.
            test: { all: [{ test: 'buddyfighter' }, { test: 'buddy-gauge', atLeast: 1 }] },
            then: [{ do: 'put-buddy-soul', cards: { zone: 'deck', player: 'you', top: 1 }, under: 'self' }],
          },
          forEach('field', { all: [onRC, { test: 'has-buddy-soul' }] }),
          forEach('buddy-soul', { test: 'in-buddy-soul' }),
          forEach('drop', { test: 'bf-world', world }),
        ],
      },
      {
        kind: 'automatic',
        label: `${name}: equal to the vanguard`,
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        trigger: when('hit', onVC),
        effect: [
          // 17.17.12.1.1 (17.17.12.3 when the vanguard's power is a number).
          { do: 'set-equal', cards: 'self', stat: 'power', to: yourVanguard, duration: 'turn' },
          { do: 'if', subject: yourVanguard, test: { test: 'infinite', stat: 'power' }, then: [{ do: 'draw' }] },
          forEach('field', { test: 'link-attacking' }),
        ],
      },
    ],
  };
}

export const soak3Pool: VanguardCardData[] = [
  soulbinder('sd', 'Skyforge Drakes', 'dragon-world', 'Skyforge Soulbinder'),
  soulbinder('mr', 'Moonblade Ronin', 'katana-world', 'Moonblade Soulbinder'),
  {
    id: 'sa-conductor',
    name: 'Conductor of the Spheres',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    nation: 'ドラゴンエンパイア',
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (RC), it gets Power +1000 until end of turn for each of your units on a star-domain circle, each of your music orders on a circle, each song card in your drop zone, each equipment equipped on your vanguard, each of your cards imprisoned by your opponent, and each ネオンギーゼ card in your G zone. ACT [RC] 1/turn [Counter Blast 1]: Equip up to one equipment order from your drop zone on your vanguard, and turn over each Gyze card in your G zone.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Conductor of the Spheres: count',
        trigger: placedOnRC,
        effect: [
          forEach('field', { test: 'on-star-domain' }),
          forEach('music', { test: 'music-on-circle' }),
          forEach('drop', { test: 'song-card' }),
          forEach('equipment', { test: 'equipment-on' }),
          forEach('order-zone', { test: 'imprisoned' }, 1000, 'opponent'),
          forEach('g-zone', { test: 'gyze-face', face: 'neon' }),
        ],
      },
      {
        kind: 'activated',
        label: 'Conductor of the Spheres: equip',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          {
            do: 'choose',
            from: { zone: 'drop', player: 'you', where: { test: 'card-type', type: 'order' } },
            count: 1,
            upTo: true,
            as: '_gear',
          },
          // 17.8.4: only an equipment order among them is equipped.
          { do: 'equip', cards: { var: '_gear' } },
          // 17.2.6: each Gyze card changes its applied face.
          {
            do: 'turn-over',
            cards: {
              zone: 'g-zone',
              player: 'you',
              where: {
                any: [
                  { test: 'gyze-face', face: 'neon' },
                  { test: 'gyze-face', face: 'gyze' },
                ],
              },
            },
          },
        ],
      },
    ],
  },
  {
    id: 'sk-chronicler',
    name: 'Spirit Chronicler',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: 'Spirit Forge',
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (RC), it gets Power +1000 until end of turn for each card stored in your order zone, and for each card in your memories.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Spirit Chronicler: count',
        trigger: placedOnRC,
        // 17.10 (scout and engage) and 17.15.1.1 (memories).
        effect: [forEach('order-zone', { test: 'stored' }), forEach('order-zone', { test: 'in-memories' })],
      },
    ],
  },
  {
    id: 'cc-field-scholar',
    name: 'Coro Field Scholar',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: 'Coro Blades',
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (RC), it gets Power +1000 until end of turn for each of your units with the rock move icon, each of your units with a 超必殺わざ, and each growth source of yours.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Coro Field Scholar: count',
        trigger: placedOnRC,
        effect: [
          forEach('field', { test: 'move-icon', icon: 'rock' }),
          forEach('field', { test: 'super-move' }),
          forEach('growth', { test: 'growth-source' }),
        ],
      },
    ],
  },
  {
    id: 'gw-dress-caller',
    name: 'Dresscaller Seraph',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: 'Gilded Wings',
    keywords: ['boost'],
    text: 'ACT [RC] 1/turn [Counter Blast 1]: X-overDress up to one "Crossdress Paragon" from your hand onto your front left circle with two of your rear-guards of grade 1 or less as its dress-sources. Then, this unit gets Power +1000 until end of turn for each of your overDressed and X-overDressed units.',
    abilities: [
      {
        kind: 'activated',
        label: 'Dresscaller Seraph: X-overDress',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          {
            do: 'choose',
            from: { zone: 'hand', player: 'you', where: { test: 'name', name: 'Crossdress Paragon' } },
            count: 1,
            upTo: true,
            as: '_dress',
          },
          {
            do: 'choose',
            from: { zone: 'field', player: 'you', where: { all: [onRC, { test: 'grade', op: '<=', value: 1 }] } },
            count: 2,
            upTo: true,
            as: '_sources',
          },
          // 6.8.3: X-overDress by an effect.
          { do: 'x-overdress', card: { var: '_dress' }, sources: { var: '_sources' }, circle: 'fl' },
          forEach('field', { test: 'overdressed' }),
          forEach('field', { test: 'x-overdressed' }),
        ],
      },
    ],
  },
  {
    id: 'tt-synth-keeper',
    name: 'Synthesis Ringkeeper',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: 'Toybox Troupe',
    keywords: ['boost'],
    text: 'AUTO [RC] 1/turn: When your vanguard attacks, this unit gets Power +2000 until end of turn for each of your beast-synthesized units, and Power +1000 for each trigger unit in your drop zone.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Synthesis Ringkeeper: count',
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        trigger: when('attacks', { all: [onVC, { test: 'controlled-by', player: 'you' }] }),
        effect: [
          // 6.10: a unit beast-synthesized with others; 2.9.4: a unit of the trigger subtype.
          forEach('field', { test: 'beast-synthesized' }, 2000),
          forEach('drop', { test: 'trigger-unit' }),
        ],
      },
    ],
  },
  {
    id: 'pd-oath-herald',
    name: 'Oathbound Legion Herald',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: 'Cinder Wyrms',
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (RC), for the rest of the game you may stride even under a rule that forbids it. Then, this unit gets Power +2000 until end of turn for each of your units that legioned this turn.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Oathbound Legion Herald: oath',
        trigger: placedOnRC,
        effect: [
          // 18.6.2: an effect allowing stride beats a fighters' rule that bans it.
          { do: 'may-stride', duration: 'game' },
          // 6.4.2.3: "if it legioned this turn".
          forEach('field', { test: 'legioned-this-turn' }, 2000),
        ],
      },
    ],
  },
];
