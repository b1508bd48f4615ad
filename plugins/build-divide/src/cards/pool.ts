import type { CardDefinition } from '@tcgkit/kernel';
import { icon } from '../keywords.js';
import { defineCard, type Colour } from './schema.js';
import { scenarioCards } from './scenario-cards.js';
import { allianceCards } from './alliance-cards.js';
import { depthCards } from './depth-cards.js';
import { relicCards, relicScenarioCards } from './relic-cards.js';
import { chronoCards } from './chrono-cards.js';
import { copyCards } from './copy-cards.js';
import { unitFaces } from './double-faced.js';
import { territorySides } from './territory-sides.js';
import { gauntletCards } from './gauntlet-cards.js';
import { musterCards } from './muster-cards.js';
import { showcaseCards } from './showcase-cards.js';

/**
 * An original demo pool: invented names and text, written for this engine. Costs with only a total
 * printed split into 1 coloured + the rest generic (306-2d).
 */
const cost = (total: number, ...colours: Colour[]) => ({ total, colours });
const opposingUnit = { zone: 'field', player: 'opponent', where: { test: 'unit' } };
const anyUnit = { zone: 'field', player: 'any', where: { test: 'unit' } };
const targets = { var: 'targets' };

export const demoCards: CardDefinition[] = [
  // Red
  defineCard({
    id: 'ember-scout',
    name: 'Ember Scout',
    type: 'unit',
    cost: cost(1, 'red'),
    attributes: ['Beast'],
    trigger: 'buster',
    power: 2000,
    hit: 1,
    abilities: [icon('red-zone', { power: 3000 })],
    text: '[red zone] +3000 power.',
  }),
  defineCard({
    id: 'cinder-hound',
    name: 'Cinder Hound',
    type: 'unit',
    cost: cost(2, 'red'),
    attributes: ['Beast'],
    trigger: 'buster',
    power: 3000,
    hit: 1,
    keywords: ['blitz'],
    text: 'Blitz.',
  }),
  defineCard({
    id: 'ashen-berserker',
    name: 'Ashen Berserker',
    type: 'unit',
    cost: cost(3, 'red'),
    attributes: ['Warrior'],
    power: 5000,
    hit: 1,
    keywords: ['berserk'],
    text: 'Berserk.',
  }),
  defineCard({
    id: 'flame-herald',
    name: 'Flame Herald',
    type: 'unit',
    subtypes: ['ace'],
    titles: ['Blaze'],
    cost: cost(4, 'red'),
    attributes: ['Warrior'],
    power: 6000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'Awakening: hit +1',
        condition: { test: 'territory-open' },
        effect: [{ do: 'modify', cards: 'self', stat: 'hit', add: 1 }],
      },
    ],
    text: 'Ace. [Awakening] This unit gets hit +1.',
  }),
  defineCard({
    id: 'pyre-bolt',
    name: 'Pyre Bolt',
    type: 'command',
    cost: cost(2, 'red'),
    timing: 'quick',
    trigger: 'buster',
    targets: { from: opposingUnit, count: 1 },
    effect: [{ do: 'damage-unit', cards: targets, amount: 3000 }],
    text: 'Quick. Deal 3000 damage to target opposing unit.',
  }),
  defineCard({
    id: 'scorch',
    name: 'Scorch',
    type: 'command',
    cost: cost(2, 'red'),
    effect: [{ do: 'damage-player', player: 'opponent', amount: 1 }],
    text: 'Deal 1 damage to your opponent.',
  }),
  defineCard({
    id: 'kindling-rite',
    name: 'Kindling Rite',
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    trigger: 'shot',
    effect: [{ do: 'draw', count: 1 }],
    text: 'Quick. Draw 1.',
  }),
  // Black
  defineCard({
    id: 'grave-warden',
    name: 'Grave Warden',
    type: 'unit',
    cost: cost(2, 'black'),
    attributes: ['Undead'],
    power: 3000,
    hit: 1,
    keywords: ['judgment'],
    abilities: [
      {
        // 1404-2a: condemnation counters have no rule of their own; cards refer to them.
        kind: 'continuous',
        label: 'Grave Warden: +2000 with 3 condemnation counters',
        condition: { test: 'counters', counter: 'condemnation', min: 3 },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
      },
    ],
    text: 'Judgment: unit. While you have 3 or more condemnation counters, this unit gets +2000 power.',
  }),
  defineCard({
    id: 'crypt-knight',
    name: 'Crypt Knight',
    type: 'unit',
    cost: cost(3, 'black'),
    attributes: ['Undead', 'Knight'],
    power: 4000,
    hit: 1,
    keywords: [{ name: 'unity', attribute: 'Undead' }],
    text: 'Unity (Undead).',
  }),
  defineCard({
    id: 'night-whisper',
    name: 'Night Whisper',
    type: 'command',
    cost: cost(3, 'black'),
    timing: 'quick',
    trigger: 'shot',
    legacy: { cost: cost(2) },
    keywords: ['legacy'],
    effect: [{ do: 'draw', count: 1 }],
    text: 'Quick. Draw 1. Legacy (pay 2).',
  }),
  defineCard({
    id: 'void-snare',
    name: 'Void Snare',
    type: 'command',
    cost: cost(2, 'black'),
    timing: 'quick',
    targets: { from: { zone: 'field', player: 'any', where: { all: [{ test: 'unit' }, { test: 'rested' }] } }, count: 1 },
    effect: [{ do: 'destroy', cards: targets }],
    text: 'Quick. Destroy target rested unit.',
  }),
  defineCard({
    id: 'blaze-citadel',
    name: 'Smouldering Gate',
    type: 'territory',
    open: { name: 'Blaze Citadel', cost: cost(5, 'red'), titles: ['Blaze'] },
    abilities: [
      {
        kind: 'continuous',
        label: 'your units +1000',
        condition: { test: 'self-open' },
        effect: [{ do: 'modify', stat: 'power', add: 1000, cards: { zone: 'field', where: { test: 'unit' } } }],
      },
    ],
    text: 'Open side: your units get +1000 power.',
  }),
  // Blue
  defineCard({
    id: 'tide-sprite',
    name: 'Tide Sprite',
    type: 'unit',
    cost: cost(1, 'blue'),
    attributes: ['Sea'],
    trigger: 'buster',
    power: 2000,
    hit: 1,
    abilities: [icon('enter', { scout: 1 })],
    text: '[enter] Scout 1.',
  }),
  defineCard({
    id: 'wave-caller',
    name: 'Wave Caller',
    type: 'unit',
    subtypes: ['ace'],
    titles: ['Tide'],
    cost: cost(4, 'blue'),
    attributes: ['Mage'],
    power: 5000,
    hit: 2,
    keywords: [{ name: 'magia', effect: [{ do: 'draw', count: 1 }] }],
    text: 'Ace. Magia: draw 1.',
  }),
  defineCard({
    id: 'mist-step',
    name: 'Mist Step',
    type: 'command',
    cost: cost(2, 'blue'),
    timing: 'quick',
    targets: { from: anyUnit, count: 1 },
    effect: [{ do: 'move', cards: targets, to: 'hand', reason: 'bounce' }],
    text: "Quick. Return target unit to its owner's hand.",
  }),
  defineCard({
    id: 'current-read',
    name: 'Current Read',
    type: 'command',
    cost: cost(1, 'blue'),
    timing: 'quick',
    trigger: 'shot',
    effect: [{ do: 'scout', count: 2 }],
    text: 'Quick. Scout 2.',
  }),
  defineCard({
    id: 'undertow',
    name: 'Undertow',
    type: 'command',
    cost: cost(2, 'blue'),
    timing: 'quick',
    effect: [{ do: 'counter' }],
    text: 'Quick. Counter the card or ability this answers.',
  }),
  defineCard({
    id: 'tide-spire',
    name: 'Quiet Shoal',
    type: 'territory',
    open: { name: 'Tide Spire', cost: cost(5, 'blue'), titles: ['Tide'] },
    abilities: [
      {
        kind: 'activated',
        label: 'Tide Spire: draw',
        timing: ['quick'],
        condition: { test: 'self-open' },
        cost: [{ do: 'pay-energy', cost: cost(1, 'blue') }],
        effect: [{ do: 'draw', count: 1 }],
        limit: { count: 1, per: 'turn' },
      },
    ],
    text: 'Open side: [Quick / pay 1 blue] Draw 1. Once per turn.',
  }),
  // White
  defineCard({
    id: 'reef-guard',
    name: 'Reef Guard',
    type: 'unit',
    cost: cost(2, 'white'),
    attributes: ['Sea'],
    trigger: 'buster',
    power: 3000,
    hit: 1,
    keywords: ['decoy'],
    text: 'Decoy.',
  }),
  defineCard({
    id: 'dawn-lancer',
    name: 'Dawn Lancer',
    type: 'unit',
    cost: cost(3, 'white'),
    attributes: ['Knight'],
    trigger: 'buster',
    power: 4000,
    hit: 1,
    abilities: [icon('battles', { power: 3000 })],
    text: '[battles] +3000 power this turn.',
  }),
  defineCard({
    id: 'aegis-maiden',
    name: 'Aegis Maiden',
    type: 'unit',
    cost: cost(2, 'white'),
    attributes: ['Knight'],
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'activated',
        label: 'Aegis Maiden: draw',
        timing: ['quick'],
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [{ do: 'draw', count: 1 }],
        limit: { count: 1, per: 'turn' },
      },
    ],
    text: '[Quick / rest this] Draw 1. Once per turn.',
  }),
  defineCard({
    id: 'sanctuary-light',
    name: 'Sanctuary Light',
    type: 'command',
    cost: cost(2, 'white'),
    timing: 'quick',
    trigger: 'shot',
    effect: [{ do: 'modify', cards: { zone: 'field', where: { test: 'unit' } }, stat: 'power', add: 2000, duration: 'turn' }],
    text: 'Quick. Your units get +2000 power this turn.',
  }),
  defineCard({
    id: 'class-rite',
    name: 'Class Rite',
    type: 'command',
    cost: cost(1, 'white'),
    targets: { from: { zone: 'field', where: { test: 'unit' } }, count: 1 },
    effect: [{ do: 'attach-class-card', cards: targets }],
    text: 'Attach a Class card token to target unit of yours.',
  }),
  // Cards of the "mystic" deck (blue/black): Log, Dreamless, CAD, Kaii.
  defineCard({
    id: 'log-scribe',
    name: 'Log Scribe',
    type: 'unit',
    cost: cost(2, 'blue'),
    attributes: ['Mage'],
    power: 2000,
    hit: 1,
    keywords: ['log'],
    text: 'Log.',
  }),
  defineCard({
    id: 'dream-walker',
    name: 'Dream Walker',
    type: 'unit',
    cost: cost(3, 'blue'),
    attributes: ['Mage'],
    power: 4000,
    hit: 1,
    keywords: [{ name: 'dreamless', condition: { test: 'card-type', type: 'command' }, effect: [{ do: 'draw', count: 1 }] }],
    text: 'Dreamless [a command]: draw 1.',
  }),
  defineCard({
    id: 'cad-mage',
    name: 'Circuit Mage',
    type: 'unit',
    cost: cost(3, 'blue'),
    attributes: ['Mage'],
    power: 3000,
    hit: 1,
    keywords: [{ name: 'cad', condition: { test: 'total-cost', max: 2 } }],
    text: 'CAD [total cost 2 or less].',
  }),
  defineCard({
    id: 'arc-bolt',
    name: 'Arc Bolt',
    type: 'command',
    subtypes: ['magic'],
    cost: cost(2, 'blue'),
    trigger: 'buster',
    effect: [{ do: 'damage-player', player: 'opponent', amount: 1 }],
    text: 'Command/Magic. Deal 1 damage to your opponent.',
  }),
  defineCard({
    id: 'kaii-stalker',
    name: 'Grave Stalker',
    type: 'unit',
    cost: cost(2, 'black'),
    attributes: ['Undead'],
    trigger: 'buster',
    power: 2000,
    hit: 1,
    keywords: ['kaii'],
    abilities: [
      {
        kind: 'continuous',
        label: 'Kaii (Undead): +2000',
        condition: { test: 'kaii', attribute: 'Undead' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
      },
    ],
    text: 'Kaii (Undead): this unit gets +2000 power.',
  }),
  // Tokens (appendix)
  defineCard({ id: 'class-card', name: 'Class Card', type: 'token', auraInfo: 1000, text: 'Aura +1000.' }),
];

const printedCards: CardDefinition[] = [
  ...demoCards,
  ...depthCards,
  ...allianceCards,
  ...relicCards,
  ...relicScenarioCards,
  ...chronoCards,
  ...scenarioCards,
  ...copyCards,
  ...gauntletCards,
  ...musterCards,
  ...showcaseCards,
];

/**
 * The printed cards, the unit sides of the double-faced territories among them (1702) and the territory sides
 * shown to a player who may not see a territory's other side (410-2a).
 */
export const pool: CardDefinition[] = [...printedCards, ...unitFaces(printedCards), ...territorySides(printedCards)];
