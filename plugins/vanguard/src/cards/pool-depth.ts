/**
 * Demo cards for the current standard format's resources and the deeper effect verbs: the energy-generating
 * ride-deck crest (energy 3.1.3, 7.48, 7.49), a crest pseudo-card (7.14.6, 15.7), gauge (7.40), looking,
 * searching, swapping, declaring and random choice (7.7–7.13, 12.4), delete (7.32), time leap (7.33), the
 * attack-target change (7.38), effect twin drive (7.46), fighter states and worlds (7.42, 7.43), "cannot be
 * used" (12.2), "unaffected" (12.5), same names (12.6) and "for each" (12.7). Original names and text; the
 * demo decks play them, so the random-game soak uses every verb.
 */
import type { Predicate } from '@tcgkit/kernel';
import type { VanguardCardData, VanguardInstruction } from '../instructions.js';
import { chooseOpponentUnit, chooseYourUnit, onRC, onVC, power, self, when } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const yours: Predicate = { test: 'event-player', player: 'you' };
const cb = (count: number): VanguardInstruction => ({ do: 'counter-blast', count });
const sb = (count: number): VanguardInstruction => ({ do: 'soul-blast', count });

const unit = (
  id: string,
  name: string,
  grade: number,
  power: number,
  clan: string,
  extra: Partial<VanguardCardData>,
): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  grade,
  power,
  shield: grade === 3 ? null : 5000,
  clan,
  keywords: grade <= 1 ? ['boost'] : ['intercept'],
  ...extra,
});

export const depthPool: VanguardCardData[] = [
  // ——— The energy generator: a ride-deck crest (2.9.3.6) both demo decks build into their ride deck ———
  {
    id: 'energy-dynamo',
    name: 'Imaginary Dynamo',
    type: 'ride-deck-crest',
    grade: null,
    energyMaximum: 10,
    text:
      'Ride-deck crest. [Ride deck] When you stand up, put this card into your crest zone. CONT: Your energy maximum is 10. ' +
      'AUTO: At the start of your ride phase, Energy Charge 3. ACT [1/turn] [Energy Blast 7]: Draw a card.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Dynamo: to the crest zone',
        zones: ['ride-deck'],
        trigger: { event: 'stand-up' },
        effect: [{ do: 'move', cards: 'self', to: 'crest', reason: 'crest' }],
      },
      {
        kind: 'automatic',
        label: 'Dynamo: Energy Charge 3',
        zones: ['crest'],
        trigger: { event: 'start-of-ride-phase', match: yours },
        effect: [{ do: 'energy-charge', count: 3 }],
      },
      {
        kind: 'activated',
        label: 'Dynamo: draw',
        zones: ['crest'],
        timing: ['main'],
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'energy-blast', count: 7 }],
        effect: [{ do: 'draw' }],
      },
    ],
  },
  // ——— Cinder Wyrms ———
  unit('cw-forgekeeper', 'Forgekeeper Wyrm', 1, 8000, ember, {
    text: 'ACT [RC] [1/turn] [Energy Blast 2]: Put the top card of your deck as this unit’s gauge. AUTO [RC]: When this unit attacks, it gets Power +2000 for each of its gauge during that battle.',
    abilities: [
      {
        kind: 'activated',
        condition: onRC,
        timing: ['main'],
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'energy-blast', count: 2 }],
        effect: [{ do: 'put-gauge', cards: { zone: 'deck', player: 'you', top: 1 }, of: 'self' }],
      },
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('attacks', self),
        effect: [
          {
            do: 'repeat',
            times: { count: { zone: 'gauge', player: 'you', where: { test: 'gauge-of-source' } } },
            body: [power('self', 2000, 'battle')],
          },
        ],
      },
    ],
  }),
  unit('cw-seer', 'Cinder Seer', 2, 10000, ember, {
    text: 'AUTO: When this unit is placed on (R), [Counter Blast 1] search your deck for up to one grade 3, reveal it, put it into your hand, and shuffle your deck. Then your opponent discards a card at random.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: { event: 'moved', match: { test: 'event', self: true, 'to-zone': 'field', reason: ['call', 'superior-call'] } },
        cost: [cb(1)],
        optionalCost: true,
        effect: [
          { do: 'search', where: { test: 'grade', op: '==', value: 3 }, count: 1, as: '_found' },
          { do: 'reveal', cards: { var: '_found' } },
          { do: 'move', cards: { var: '_found' }, to: 'hand', reason: 'search' },
          { do: 'shuffle' },
          { do: 'choose-random', from: { zone: 'hand', player: 'opponent' }, count: 1, as: '_random' },
          { do: 'move', cards: { var: '_random' }, to: 'drop', reason: 'discard' },
        ],
      },
    ],
  }),
  unit('cw-twinfang', 'Twinfang Drake', 2, 10000, ember, {
    text: 'AUTO [RC] [1/turn]: When this unit attacks, it performs twin drive during that battle.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('attacks', self),
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'twin-drive', cards: 'self' }],
      },
    ],
  }),
  {
    id: 'cw-rewind',
    name: 'Rewinding Blaze',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'Choose one of your rear-guards: it time leaps.',
    orderEffect: [
      chooseYourUnit('_leap', onRC, 'Choose one of your rear-guards to time leap'),
      { do: 'time-leap', cards: { var: '_leap' } },
    ],
  },
  // ——— Tidecrest Fleet ———
  unit('tf-chanter', 'Surge Chanter', 1, 8000, tide, {
    text: 'ACT [RC] [Rest this unit]: You become 一気呵勢 this turn, and your world becomes 黑夜. CONT [RC]: While you are 一気呵勢, this unit gets Power +5000.',
    abilities: [
      {
        kind: 'activated',
        condition: onRC,
        timing: ['main'],
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [
          { do: 'become-state', state: 'ikki-kasei' },
          { do: 'become-world', world: '黑夜' },
        ],
      },
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'fighter-state', state: 'ikki-kasei' }] },
        effect: [power('self', 5000, 'turn')],
      },
    ],
  }),
  unit('tf-eraser', 'Tidal Eraser', 2, 10000, tide, {
    text: 'AUTO [RC]: When this unit attacks a vanguard, [Soul Blast 1] delete that vanguard until the end of the turn.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('attacks', self),
        cost: [sb(1)],
        optionalCost: true,
        effect: [
          { do: 'delete', cards: { zone: 'field', player: 'opponent', where: { all: [onVC, { test: 'attacked' }] } } },
          {
            do: 'delayed',
            event: 'end-of-turn',
            effect: [{ do: 'flip', cards: { zone: 'field', player: 'any', where: { test: 'deleted' } }, faceUp: true }],
          },
        ],
      },
    ],
  }),
  unit('tf-diviner', 'Pearl Diviner', 1, 8000, tide, {
    text: 'AUTO: When this unit is placed on (R), declare a card name and look at the top card of your deck; if it has that name, draw it.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: { event: 'moved', match: { test: 'event', self: true, 'to-zone': 'field', reason: ['call', 'superior-call'] } },
        effect: [
          { do: 'declare', as: 'named' },
          { do: 'look', count: 1, as: '_top' },
          { do: 'if', subject: { var: '_top' }, test: { test: 'named', declared: 'named' }, then: [{ do: 'draw' }] },
        ],
      },
    ],
  }),
  unit('tf-aegis-wyrm', 'Aegis Leviathan', 2, 10000, tide, {
    alsoNamed: ['Harpoon Diver'],
    text: 'This card is also named "Harpoon Diver". CONT [RC]: This unit is unaffected by your opponent’s effects.',
    abilities: [{ kind: 'continuous', condition: onRC, effect: [{ do: 'modify', cards: 'self', stat: 'unaffectedBy', set: 'opponent' }] }],
  }),
  {
    id: 'tf-mirage',
    name: 'Mirage Current',
    type: 'order',
    subtype: 'blitz',
    grade: 1,
    clan: tide,
    text: 'Blitz. Choose one of your rear-guards: the attack targets it instead.',
    orderEffect: [
      chooseYourUnit('_to', onRC, 'Choose the rear-guard the attack turns to'),
      { do: 'change-attack-target', to: { var: '_to' } },
    ],
  },
  {
    id: 'tf-exchange',
    name: 'Tidal Exchange',
    type: 'order',
    grade: 1,
    clan: tide,
    text: 'Choose one of your rear-guards and a card in your hand, and swap them.',
    orderEffect: [
      chooseYourUnit('_rg', onRC, 'Choose a rear-guard to swap'),
      { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } }, count: 1, as: '_card' },
      { do: 'swap', cards: { var: '_rg' }, with: { var: '_card' } },
    ],
  },
  {
    id: 'tf-crest-order',
    name: 'Crest of the Tides',
    type: 'order',
    grade: 0,
    clan: tide,
    text: 'Gain the crest "Tide Sigil". If your rear-guards all have different names, draw a card.',
    orderEffect: [
      { do: 'gain-crest', crest: 'tide-sigil' },
      { do: 'if', test: { test: 'different-names', cards: { zone: 'field', player: 'you', where: onRC } }, then: [{ do: 'draw' }] },
    ],
  },
  {
    id: 'tide-sigil',
    name: 'Tide Sigil',
    type: 'crest',
    grade: null,
    text: 'Crest. CONT: During your turn, your vanguard gets Power +2000.',
    abilities: [
      {
        kind: 'continuous',
        zones: ['crest'],
        condition: { test: 'turn-player', player: 'you' },
        effect: [power({ zone: 'field', player: 'you', where: onVC }, 2000, 'turn')],
      },
    ],
  },
  {
    id: 'tf-silencer',
    name: 'Hush of the Deep',
    type: 'order',
    grade: 2,
    clan: tide,
    text: 'Choose one of your opponent’s rear-guards: its abilities cannot be used this turn.',
    orderEffect: [
      chooseOpponentUnit('_hush', onRC, true),
      { do: 'modify', cards: { var: '_hush' }, stat: 'cannotUseAbilities', set: true, duration: 'turn' },
    ],
  },
];
