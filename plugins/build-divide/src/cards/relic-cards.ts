import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

const cost = (total: number, ...colours: Colour[]) => ({ total, colours });
const yourUnits = { zone: 'field', where: { test: 'unit' } };
const opposingUnit = { zone: 'field', player: 'opponent', where: { test: 'unit' } };
const targets = { var: 'targets' };

/**
 * Original cards of the `relic` demo deck (blue/black) and of the `frontier` deck's ORT reference, for the
 * sections issue 16 left open: a deck-construction ability (601-2) and a unit that cannot block (803-4b:iii), "at the start of the game" abilities
 * (602-1f, 602-1k), X000 (522), "prevent all the next damage" to a unit (519-1a), discarding auras
 * (523-2), icon abilities as such (1501-1a), naming a double-faced card by its unit side (1702-1d), and a loop two Tidal Twins make (1602). Invented names and text.
 */
export const relicCards: CardDefinition[] = [
  defineCard({
    id: 'relic-thrall',
    name: 'Relic Thrall',
    type: 'unit',
    cost: cost(1, 'black'),
    trigger: 'buster',
    power: 2000,
    hit: 1,
    deckRule: { maxCopies: 8 },
    keywords: ['cannot-block'],
    text: 'Your deck may hold up to 8 cards named Relic Thrall. This unit cannot block.',
  }),
  defineCard({
    id: 'seed-relic',
    name: 'Seed Relic',
    type: 'unit',
    cost: cost(2, 'blue'),
    power: 3000,
    hit: 1,
    gameStart: [{ do: 'move', cards: 'self', to: 'energy' }],
    text: 'At the start of the game, put this card from your deck into your energy zone.',
  }),
  defineCard({
    id: 'tally-bolt',
    name: 'Tally Bolt',
    type: 'command',
    cost: cost(2, 'black'),
    trigger: 'shot',
    targets: { from: opposingUnit, count: 1 },
    effect: [{ do: 'damage-unit', cards: targets, amount: { count: yourUnits, times: 1000 } }],
    text: 'Deal X000 damage to target opposing unit. X is the number of your units.',
  }),
  defineCard({
    id: 'ward-sigil',
    name: 'Ward Sigil',
    type: 'command',
    cost: cost(1, 'blue'),
    timing: 'quick',
    targets: { from: yourUnits, count: 1 },
    effect: [{ do: 'prevent-next-damage', cards: targets }],
    text: 'Quick. This turn, prevent all the next damage to target unit of yours.',
  }),
  defineCard({
    id: 'aura-strip',
    name: 'Aura Strip',
    type: 'command',
    cost: cost(1, 'black'),
    targets: { from: { zone: 'field', player: 'any', where: { test: 'unit' } }, count: 1 },
    effect: [
      { do: 'discard-auras', cards: targets },
      { do: 'draw', count: 1 },
    ],
    text: 'Discard all auras from target unit. Draw a card.',
  }),
  defineCard({
    id: 'icon-reader',
    name: 'Icon Reader',
    type: 'command',
    cost: cost(1, 'blue'),
    timing: 'quick',
    trigger: 'shot',
    effect: [
      { do: 'draw', count: 1 },
      { do: 'if', test: { test: 'you-have', where: { test: 'icon-abilities' } }, then: [{ do: 'draw', count: 1 }] },
    ],
    text: 'Quick. Draw a card. If you have a unit with an icon ability, draw another card.',
  }),
  defineCard({
    id: 'relic-gate',
    name: 'Relic Gate',
    type: 'territory',
    open: { name: 'Gate of Relics', cost: cost(5, 'blue'), titles: ['Tide'] },
    gameStart: [{ do: 'draw', count: 1 }],
    abilities: [
      {
        kind: 'continuous',
        label: 'Gate of Relics: your units +1000',
        condition: { test: 'self-open' },
        effect: [{ do: 'modify', stat: 'power', add: 1000, cards: yourUnits }],
      },
    ],
    text: 'At the start of the game, draw a card. Open side: your units get +1000 power.',
  }),
  defineCard({
    // 1602: two of these stand each other forever, an optional loop only their controller can stop (1602-1b);
    // a round of it (A, then B) leaves the game as it was, so it is carried out once (1602-1c).
    id: 'tidal-twin',
    name: 'Tidal Twin',
    type: 'unit',
    cost: cost(2, 'blue'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'activated',
        label: 'Tidal Twin: stand the others',
        timing: ['quick'],
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [{ do: 'stand', cards: { zone: 'field', where: { all: [{ test: 'unit' }, { test: 'not-self' }] } } }],
      },
    ],
    text: '[Quick / rest this unit] Stand your other units.',
  }),
  defineCard({
    id: 'vault-diver',
    name: 'Vault Diver',
    type: 'unit',
    cost: cost(2, 'blue'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Vault Diver: raise the Colossus',
        trigger: { event: 'entered', match: { test: 'event', self: true } },
        effect: [
          {
            do: 'choose',
            from: { zone: 'graveyard', where: { test: 'named', name: 'Vault Colossus' } },
            count: 1,
            upTo: true,
            as: 'colossus',
            prompt: 'Put a "Vault Colossus" from your graveyard onto the field?',
          },
          { do: 'put-onto-field', cards: { var: 'colossus' }, side: 'unit' },
        ],
      },
    ],
    text: 'When this unit enters, you may put a "Vault Colossus" from your graveyard onto the field.',
  }),
];

/** Scenario cards for the rule tests of the same sections (not in a demo deck). */
export const relicScenarioCards: CardDefinition[] = [
  defineCard({
    // 1702-1a: the two sides are told apart by name.
    id: 'colossus-roll-call',
    name: 'Colossus Roll Call',
    type: 'command',
    cost: cost(1, 'blue'),
    effect: [
      { do: 'if', test: { test: 'you-have', where: { test: 'named', name: 'Vault Colossus' } }, then: [{ do: 'draw', count: 1 }] },
      { do: 'if', test: { test: 'you-have', where: { test: 'named', name: 'Sunken Vault' } }, then: [{ do: 'draw', count: 2 }] },
    ],
    text: 'If you have a unit named "Vault Colossus", draw a card. If you have a card named "Sunken Vault" on the field, draw 2 cards.',
  }),
];
