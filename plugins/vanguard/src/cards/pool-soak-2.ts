/**
 * Demo cards for the verbs and conditions that only test cards wrote before (issue 16: every verb and condition
 * is used by a card the random-game soak plays): circle markers moved and erased (15.8.4), named states (5.2.2),
 * lock put onto a circle and undone by an effect (7.30.5, 7.31), a stage (7.41.1), the order limit raised
 * (9.9.2.3), a gift gained by an effect (7.14.3.1), the next Counter Blast changed (7.28.2), information gained
 * (7.14.4), "up to N" from the deck (7.6.3), 魔合成 (7.44.1), named and plant gauge (7.40), and the conditions
 * cards read: rows, rest, energy, worlds, names, markers, binds, control, battle terms and card information.
 * Original names and text; the soak decks (`cards/decks-soak-2.ts`) play them in seeded random games
 * (test/soak-2-random-games.test.ts asserts that each verb runs and each condition is read).
 */
import type { CardsRef, Predicate } from '@tcgkit/kernel';
import type { VanguardCardData, VanguardInstruction } from '../instructions.js';
import { onRC, onVC, power, self, when } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const placedOnRC = { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onRC] } };
const yours = (where: Predicate): CardsRef => ({ zone: 'field', player: 'you', where });
/** "This unit gets Power +`each` for each card of `zone` matching `where`" (12.7: a "for each" count). */
const forEach = (zone: string, where: Predicate, each: number): VanguardInstruction => ({
  do: 'repeat',
  times: { count: { zone, player: 'you', where } },
  body: [power('self', each, 'turn')],
});

export const soak2Pool: VanguardCardData[] = [
  // ——— Cinder Wyrms ———
  {
    id: 'cw-sigil-bearer',
    name: 'Sigilbearer Drake',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (RC), put a Sigil marker on your front left circle. ACT [RC] 1/turn: Move the Sigil marker on your front left circle to your front right circle. ACT [RC] 1/turn [Soul Blast 1]: Remove the Sigil marker from your front right circle, and draw a card.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Sigilbearer Drake: put a Sigil marker',
        trigger: placedOnRC,
        effect: [{ do: 'put-marker', name: 'Sigil', circle: 'fl' }],
      },
      {
        kind: 'activated',
        label: 'Sigilbearer Drake: move the Sigil marker',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        // 15.8.4.2: a circle marker moved to another circle of its fighter.
        effect: [{ do: 'move-marker', name: 'Sigil', circle: 'fl', to: 'fr' }],
      },
      {
        kind: 'activated',
        label: 'Sigilbearer Drake: remove the Sigil marker',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'soul-blast', count: 1 }],
        // 15.8.4.1: the marker is taken off and no longer in the game.
        effect: [{ do: 'remove-marker', name: 'Sigil', circle: 'fr' }, { do: 'draw' }],
      },
    ],
  },
  {
    id: 'cw-smolder-vow',
    name: 'Smoldering Vow Drake',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    keywords: ['intercept'],
    text: 'AUTO [RC] 1/turn: When this unit attacks, it becomes "Smoldering". CONT [RC]: While this unit is "Smoldering", it gets Power +5000.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Smoldering Vow Drake: smolder',
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        trigger: when('attacks', self),
        // 5.2.2.2: a named state, kept from now on.
        effect: [{ do: 'enter-state', cards: 'self', state: 'Smoldering' }],
      },
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'in-state', state: 'Smoldering' }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
      },
    ],
  },
  {
    id: 'cw-stagecaller',
    name: 'Stagecaller Salamander',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (RC) in the back row, your back center circle becomes a stage, and during this turn you may play one more order.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Stagecaller Salamander: a stage',
        trigger: placedOnRC,
        condition: { all: [onRC, { test: 'back-row' }] },
        // 7.41.1: a circle made a stage; 9.9.2.3: the order limit raised this turn.
        effect: [
          { do: 'make-stage', circle: 'bc' },
          { do: 'order-limit', count: 1 },
        ],
      },
    ],
  },
  {
    id: 'cw-sealkeeper',
    name: 'Sealkeeper Wyvern',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: ember,
    keywords: ['intercept'],
    text: 'ACT [RC] 1/turn [Counter Blast 1]: Put the top card of your deck onto one of your rear-guard circles as a locked card. ACT [RC] 1/turn: Choose one of your locked cards, and unlock it.',
    abilities: [
      {
        kind: 'activated',
        label: 'Sealkeeper Wyvern: seal',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        // 7.30.5: a face-down locked card that is not a unit.
        effect: [{ do: 'put-locked', cards: { zone: 'deck', player: 'you', top: 1 } }],
      },
      {
        kind: 'activated',
        label: 'Sealkeeper Wyvern: unseal',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        effect: [
          { do: 'choose', from: yours({ test: 'locked' }), count: 1, as: '_sealed', prompt: 'Choose one of your locked cards' },
          // 7.31: unlocked, face up.
          { do: 'unlock', cards: { var: '_sealed' } },
        ],
      },
    ],
  },
  {
    id: 'cw-gift-rite',
    name: 'Rite of Kindled Gifts',
    type: 'order',
    grade: 1,
    clan: ember,
    text: '[Counter Blast 1] You gain Force. The next Counter Blast you perform is Counter Blast 1 less.',
    orderCost: [{ do: 'counter-blast', count: 1 }],
    orderEffect: [
      // 7.14.3.1: the gift is gained at once.
      { do: 'gain-gift', gift: 'force' },
      // 7.28.2: the number of the next Counter Blast actually performed.
      { do: 'change-next-icon', icon: 'counter-blast', by: -1 },
    ],
  },
  {
    id: 'cw-ashfall',
    name: 'Ashfall Chronicler',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (RC), put up to two cards from the top of your deck into your soul, one at a time. Then, this unit gets Power +1000 until end of turn for each ticket in your hand, and for each unit card in your soul.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Ashfall Chronicler: soul',
        trigger: placedOnRC,
        effect: [
          // 7.6.3: the fighter may stop before each card.
          { do: 'deck-up-to', count: 2, to: 'soul' },
          forEach('hand', { test: 'special-type', type: 'ticket' }, 1000),
          forEach('soul', { test: 'main-type', type: 'unit' }, 1000),
        ],
      },
    ],
  },
  {
    id: 'cw-fusion-rite',
    name: 'Fusion of Cinders',
    type: 'order',
    grade: 1,
    clan: ember,
    text: '魔合成: You may designate an order in your drop zone, and play its cost and text with this card. Draw a card.',
    orderEffect: [
      {
        do: 'fuse-order',
        from: { zone: 'drop', player: 'you', where: { test: 'card-type', type: 'order' } },
        then: [{ do: 'draw' }],
      },
    ],
  },
  {
    id: 'cw-seed-keeper',
    name: 'Seedkeeper Drake',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: ember,
    keywords: ['boost'],
    text: 'ACT [RC] 1/turn [Counter Blast 1]: Call an Ember Wisp token to (RC), and put it as this unit\'s plant gauge. Put the top card of your deck as this unit\'s gauge named "Ember Seed". Then, this unit gets Power +2000 until end of turn for each of your gauge named "Ember Seed", and for each of your plant gauge.',
    abilities: [
      {
        kind: 'activated',
        label: 'Seedkeeper Drake: plant a seed',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          { do: 'call-token', token: 'cw-ember-wisp', as: '_sprout' },
          { do: 'put-plant-gauge', cards: { var: '_sprout' }, of: 'self' },
          // 7.40: a named gauge card, linked to this unit.
          { do: 'put-gauge', cards: { zone: 'deck', player: 'you', top: 1 }, of: 'self', name: 'Ember Seed' },
          forEach('gauge', { test: 'gauge-named', name: 'Ember Seed' }, 2000),
          // 7.40.5: a token put as plant gauge.
          forEach('gauge', { test: 'plant-gauge' }, 2000),
        ],
      },
    ],
  },

  // ——— Tidecrest Fleet ———
  {
    id: 'tf-mirror-ray',
    name: 'Mirror Ray Navigator',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: tide,
    keywords: ['intercept'],
    text: "ACT [RC] 1/turn [Counter Blast 1]: This unit gains the power of your opponent's vanguard until end of turn. CONT [RC]: If you have 3 or more energy, this unit gets Power +2000. CONT [RC]: If your world is 黑夜, this unit gets Power +2000.",
    abilities: [
      {
        kind: 'activated',
        label: 'Mirror Ray Navigator: mirror',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        // 7.14.4: a number gained is added to the card's own.
        effect: [
          {
            do: 'gain-info',
            cards: 'self',
            from: { zone: 'field', player: 'opponent', where: onVC },
            stat: 'power',
            duration: 'turn',
          },
        ],
      },
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'energy', atLeast: 3 }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
      },
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'world', world: '黑夜' }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
      },
    ],
  },
  {
    id: 'tf-harbor-watch',
    name: 'Harbor Watch',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: 'AUTO [RC] 1/turn: When your vanguard attacks, if an attacked unit exists, your rested rear-guards get Power +2000 until end of turn, and your back-row rear-guards and your rear-guards with the same name as another of your rear-guards get Power +1000 until end of turn.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Harbor Watch: rally',
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        trigger: when('attacks', { all: [onVC, { test: 'controlled-by', player: 'you' }] }),
        effect: [
          {
            do: 'if',
            test: { test: 'attacked-unit-exists' },
            then: [
              power(yours({ all: [onRC, { test: 'rested' }] }), 2000, 'turn'),
              power(yours({ all: [onRC, { test: 'back-row' }] }), 1000, 'turn'),
              // 12.6.1: a name in common with another of the cards.
              power(yours({ all: [onRC, { test: 'same-name-as', cards: { zone: 'field', player: 'you', where: onRC } }] }), 1000, 'turn'),
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'tf-reef-sentry',
    name: 'Reef Sentry',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: "AUTO [RC] 1/turn: When your unit's attack hits, if it attacked a rear-guard, draw a card.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Reef Sentry: draw',
        condition: { all: [onRC, { test: 'attacked-a-rear-guard' }] },
        limit: { count: 1, per: 'turn' },
        trigger: when('hit', { test: 'controlled-by', player: 'you' }),
        effect: [{ do: 'draw' }],
      },
    ],
  },
  {
    id: 'tf-bind-sage',
    name: 'Binding Tide Sage',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: 'ACT [RC] 1/turn [Counter Blast 1]: Bind the top two cards of your deck. Then, choose up to one card bound by this unit, and put it into your hand.',
    abilities: [
      {
        kind: 'activated',
        label: 'Binding Tide Sage: bind',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          { do: 'bind', cards: { zone: 'deck', player: 'you', top: 2 } },
          // 4.12.5: the bundle of the card that bound them.
          { do: 'choose', from: { zone: 'bind', player: 'you', where: { test: 'bound-by' } }, count: 1, upTo: true, as: '_freed' },
          { do: 'move', cards: { var: '_freed' }, to: 'hand' },
        ],
      },
    ],
  },
  {
    id: 'tf-deep-census',
    name: 'Census of the Deep',
    type: 'order',
    grade: 1,
    clan: tide,
    text: 'Choose up to one card with Sentinel from your drop zone, and put it into your hand. Soul Charge 1 for each marker in your hand. Your rear-guards of the subtype normal unit get Power +2000 until end of turn.',
    orderEffect: [
      {
        do: 'choose',
        from: { zone: 'drop', player: 'you', where: { test: 'sentinel' } },
        count: 1,
        upTo: true,
        as: '_sentinel',
      },
      { do: 'move', cards: { var: '_sentinel' }, to: 'hand' },
      // 15.1.2.2: a marker (Protect) in the hand; tokens and tickets are not markers.
      { do: 'soul-charge', count: { count: { zone: 'hand', player: 'you', where: { test: 'marker-card' } } } },
      power(yours({ all: [onRC, { test: 'subtype', subtype: 'normal' }] }), 2000, 'turn'),
    ],
  },
  {
    id: 'tf-leash-keeper',
    name: 'Leash Keeper of the Shoals',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: tide,
    keywords: ['boost'],
    text: "ACT [RC] 1/turn [Counter Blast 1]: Choose one of your opponent's rear-guards, and control it during this effect. Rest each unit that is controlled.",
    abilities: [
      {
        kind: 'activated',
        label: 'Leash Keeper: control',
        timing: ['main'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          { do: 'choose', from: { zone: 'field', player: 'opponent', where: onRC }, count: 1, as: '_leashed' },
          // 7.39: controlled during this effect (then `end-control`); 7.39.1: the controlled unit is tested as such.
          {
            do: 'control',
            cards: { var: '_leashed' },
            then: [{ do: 'rest', cards: { zone: 'field', player: 'any', where: { test: 'controlled' } } }],
          },
        ],
      },
    ],
  },
];
