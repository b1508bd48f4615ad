import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

const cost = (total: number, ...colours: Colour[]) => ({ total, colours });

/**
 * Original cards for the tag-team rules (appendix A): texts that say "the opponent", "allies" and
 * abilities that trigger for several players at once. They play the same in the two-player game.
 */
export const tagTeamCards: CardDefinition[] = [
  defineCard({
    id: 'tag-dampener',
    name: 'Fog Warden',
    type: 'unit',
    cost: cost(2, 'blue'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: "opponent's units -1000",
        effect: [{ do: 'modify', stat: 'power', add: -1000, cards: { zone: 'field', player: 'opponent', where: { test: 'unit' } } }],
      },
    ],
    text: "Your opponent's units get -1000 power. (Tag-team: every opposing player's, 2601-3.)",
  }),
  defineCard({
    id: 'tag-sentinel',
    name: 'Empty-Hand Sentinel',
    type: 'unit',
    cost: cost(2, 'white'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'opponent has no hand: +1000',
        condition: { test: 'zone-count', player: 'opponent', zone: 'hand', op: '==', value: 0 },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
    ],
    text: 'While your opponent has no cards in hand, this unit gets +1000 power. (Tag-team: either opponent, 2601-3a.)',
  }),
  defineCard({
    id: 'tag-herald-a',
    name: 'Dawn Herald',
    type: 'unit',
    cost: cost(1, 'white'),
    power: 1000,
    hit: 1,
    abilities: [
      { kind: 'automatic', label: 'Dawn Herald: draw', trigger: { event: 'main-phase-start' }, effect: [{ do: 'draw', count: 1 }] },
    ],
    text: "At the start of each player's main phase, draw a card.",
  }),
  defineCard({
    id: 'tag-herald-b',
    name: 'Dusk Herald',
    type: 'unit',
    cost: cost(1, 'black'),
    power: 1000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Dusk Herald: +1000',
        trigger: { event: 'main-phase-start' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000, duration: 'turn' }],
      },
    ],
    text: "At the start of each player's main phase, this unit gets +1000 power this turn.",
  }),
  defineCard({
    id: 'tag-volley',
    name: 'Twin Volley',
    type: 'command',
    cost: cost(2, 'red'),
    targets: { from: { zone: 'field', player: 'opponent', where: { test: 'unit' } }, count: 2 },
    effect: [{ do: 'damage-unit', cards: { var: 'targets' }, amount: 3000 }],
    text: "Deal 3000 damage to two target opposing units. (Tag-team: they may be different opponents' units, 2601-2a.)",
  }),
  defineCard({
    id: 'tag-lookout',
    name: 'Yellow-Zone Lookout',
    type: 'unit',
    cost: cost(1, 'white'),
    power: 1000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'yellow zone: +1000',
        condition: { test: 'yellow-zone' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
    ],
    text: 'While you are in the yellow zone, this unit gets +1000 power.',
  }),
  defineCard({
    id: 'tag-rally',
    name: 'Allied Rally',
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    effect: [
      { do: 'modify', cards: { zone: 'field', player: 'allies', where: { test: 'unit' } }, stat: 'power', add: 1000, duration: 'turn' },
    ],
    text: "Quick. Allied units (yours, and in a tag-team game your teammate's, 1901-2) get +1000 power this turn.",
  }),
  defineCard({
    id: 'veil-charm',
    name: 'Veil Charm',
    type: 'command',
    cost: cost(1, 'blue'),
    effect: [{ do: 'turn-face-down', cards: { zone: ['territory', 'energy'] } }],
    text: 'Turn your territories and energy face down. (A territory, printed on both sides, stays face up: 403-3b:i.)',
  }),
  defineCard({
    id: 'victory-scroll',
    name: 'Victory Scroll',
    type: 'command',
    cost: cost(1, 'blue'),
    effect: [{ do: 'win' }, { do: 'draw', count: 1 }],
    text: 'You win the game. Draw a card.',
  }),
  defineCard({
    id: 'switch-beast',
    name: 'Restless Beast',
    type: 'unit',
    cost: cost(2, 'red'),
    attributes: ['Beast'],
    power: 3000,
    hit: 1,
    abilities: [
      {
        kind: 'activated',
        label: 'Restless Beast: switch',
        timing: ['normal'],
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [{ do: 'switch' }],
      },
    ],
    text: '[Normal / rest this unit]: Switch. (It switches itself: 528-1a.)',
  }),
  defineCard({
    id: 'fire-rain',
    name: 'Fire Rain',
    type: 'command',
    cost: cost(1, 'red'),
    effect: [{ do: 'damage-player', each: true, amount: 1 }],
    text: 'Deal 1 damage to each player.',
  }),
  defineCard({
    id: 'knight-squire',
    name: 'Squire of the Order',
    type: 'unit',
    cost: cost(1, 'white'),
    identifiers: ['Knight Order'],
    power: 1000,
    hit: 1,
  }),
  defineCard({
    id: 'knight-captain',
    name: 'Captain of the Order',
    type: 'unit',
    cost: cost(2, 'white'),
    identifiers: ['Knight Order'],
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'two 《Knight Order》: +1000',
        condition: { test: 'you-have', where: { test: 'identifier', name: 'Knight Order' }, min: 2 },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
    ],
    text: 'While you have two or more 《Knight Order》, this unit gets +1000 power.',
  }),
  defineCard({
    id: 'knight-archivist',
    name: 'Archivist of the Order',
    type: 'unit',
    cost: cost(2, 'white'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: '《Knight Order》 in hand: +1000',
        condition: { test: 'you-have', zone: 'hand', where: { test: 'identifier', name: 'Knight Order' } },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
    ],
    text: 'While you have a 《Knight Order》 in your hand, this unit gets +1000 power.',
  }),
  defineCard({
    id: 'fox-blade',
    name: 'Fox Blade',
    type: 'unit',
    cost: cost(1, 'red'),
    furigana: [
      { word: 'Fox', reading: 'Kitsune' },
      { word: 'Blade', reading: 'Tsurugi' },
    ],
    power: 1000,
    hit: 1,
  }),
  defineCard({
    id: 'fox-hunter',
    name: 'Fox Hunter',
    type: 'unit',
    cost: cost(2, 'red'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: '「Kitsune」 in graveyard: +1000',
        condition: { test: 'you-have', zone: 'graveyard', where: { test: 'name-part', part: 'Kitsune' } },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
    ],
    text: 'While a card with 「Kitsune」 in its name is in your graveyard, this unit gets +1000 power.',
  }),
  defineCard({ id: 'generic-idol', name: 'Plain Idol', type: 'unit', cost: { total: 2, colours: [] }, power: 2000, hit: 1 }),
  defineCard({
    id: 'kaii-rite',
    name: 'Rite of the Restless',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [{ do: 'if', test: { test: 'kaii', attribute: 'Undead' }, then: [{ do: 'draw', count: 2 }] }],
    text: '【怪異】(Undead) Draw 2 cards. (Only if an Undead card went to your graveyard this turn: 1411-3.)',
  }),
  defineCard({
    id: 'purge-hex',
    name: 'Purge Hex',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [
      {
        do: 'choose',
        player: 'opponent',
        from: { zone: 'hand', player: 'opponent' },
        count: 2,
        as: 'dropped',
        prompt: 'Choose 2 cards to drop',
      },
      { do: 'drop', cards: { var: 'dropped' } },
    ],
    text: 'Your opponent drops 2 cards from their hand.',
  }),
];
