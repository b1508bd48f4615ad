import type { CardDefinition } from '@tcgkit/kernel';
import { icon } from '../keywords.js';
import { defineCard, type Colour } from './schema.js';

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
  defineCard({ id: 'ember-scout', name: 'Ember Scout', type: 'unit', cost: cost(1, 'red'), attributes: ['Beast'], trigger: 'buster', power: 2000, hit: 1, abilities: [icon('red-zone', { power: 3000 })], text: '[red zone] +3000 power.' }),
  defineCard({ id: 'cinder-hound', name: 'Cinder Hound', type: 'unit', cost: cost(2, 'red'), attributes: ['Beast'], trigger: 'buster', power: 3000, hit: 1, keywords: ['blitz'], text: 'Blitz.' }),
  defineCard({ id: 'ashen-berserker', name: 'Ashen Berserker', type: 'unit', cost: cost(3, 'red'), attributes: ['Warrior'], power: 5000, hit: 1, keywords: ['berserk'], text: 'Berserk.' }),
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
    abilities: [{ kind: 'continuous', label: 'Awakening: hit +1', condition: { test: 'territory-open' }, effect: [{ do: 'modify', cards: 'self', stat: 'hit', add: 1 }] }],
    text: 'Ace. [Awakening] This unit gets hit +1.',
  }),
  defineCard({ id: 'pyre-bolt', name: 'Pyre Bolt', type: 'command', cost: cost(2, 'red'), timing: 'quick', trigger: 'buster', targets: { from: opposingUnit, count: 1 }, effect: [{ do: 'damage-unit', cards: targets, amount: 3000 }], text: 'Quick. Deal 3000 damage to target opposing unit.' }),
  defineCard({ id: 'scorch', name: 'Scorch', type: 'command', cost: cost(2, 'red'), effect: [{ do: 'damage-player', player: 'opponent', amount: 1 }], text: 'Deal 1 damage to your opponent.' }),
  defineCard({ id: 'kindling-rite', name: 'Kindling Rite', type: 'command', cost: cost(1, 'red'), timing: 'quick', trigger: 'shot', effect: [{ do: 'draw', count: 1 }], text: 'Quick. Draw 1.' }),
  // Black
  defineCard({ id: 'grave-warden', name: 'Grave Warden', type: 'unit', cost: cost(2, 'black'), attributes: ['Undead'], power: 3000, hit: 1, keywords: ['judgment'], text: 'Judgment: unit.' }),
  defineCard({ id: 'crypt-knight', name: 'Crypt Knight', type: 'unit', cost: cost(3, 'black'), attributes: ['Undead', 'Knight'], power: 4000, hit: 1, keywords: [{ name: 'unity', attribute: 'Undead' }], text: 'Unity (Undead).' }),
  defineCard({ id: 'night-whisper', name: 'Night Whisper', type: 'command', cost: cost(3, 'black'), timing: 'quick', trigger: 'shot', legacy: { cost: cost(2) }, keywords: ['legacy'], effect: [{ do: 'draw', count: 1 }], text: 'Quick. Draw 1. Legacy (pay 2).' }),
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
    abilities: [{ kind: 'continuous', label: 'your units +1000', condition: { test: 'self-open' }, effect: [{ do: 'modify', stat: 'power', add: 1000, cards: { zone: 'field', where: { test: 'unit' } } }] }],
    text: 'Open side: your units get +1000 power.',
  }),
  // Blue
  defineCard({ id: 'tide-sprite', name: 'Tide Sprite', type: 'unit', cost: cost(1, 'blue'), attributes: ['Sea'], trigger: 'buster', power: 2000, hit: 1, abilities: [icon('enter', { scout: 1 })], text: '[enter] Scout 1.' }),
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
  defineCard({ id: 'mist-step', name: 'Mist Step', type: 'command', cost: cost(2, 'blue'), timing: 'quick', targets: { from: anyUnit, count: 1 }, effect: [{ do: 'move', cards: targets, to: 'hand', reason: 'bounce' }], text: "Quick. Return target unit to its owner's hand." }),
  defineCard({ id: 'current-read', name: 'Current Read', type: 'command', cost: cost(1, 'blue'), timing: 'quick', trigger: 'shot', effect: [{ do: 'scout', count: 2 }], text: 'Quick. Scout 2.' }),
  defineCard({ id: 'undertow', name: 'Undertow', type: 'command', cost: cost(2, 'blue'), timing: 'quick', effect: [{ do: 'counter' }], text: 'Quick. Counter the card or ability this answers.' }),
  defineCard({
    id: 'tide-spire',
    name: 'Quiet Shoal',
    type: 'territory',
    open: { name: 'Tide Spire', cost: cost(5, 'blue'), titles: ['Tide'] },
    abilities: [
      { kind: 'activated', label: 'Tide Spire: draw', timing: ['quick'], condition: { test: 'self-open' }, cost: [{ do: 'pay-energy', cost: cost(1, 'blue') }], effect: [{ do: 'draw', count: 1 }], limit: { count: 1, per: 'turn' } },
    ],
    text: 'Open side: [Quick / pay 1 blue] Draw 1. Once per turn.',
  }),
  // White
  defineCard({ id: 'reef-guard', name: 'Reef Guard', type: 'unit', cost: cost(2, 'white'), attributes: ['Sea'], trigger: 'buster', power: 3000, hit: 1, keywords: ['decoy'], text: 'Decoy.' }),
  defineCard({ id: 'dawn-lancer', name: 'Dawn Lancer', type: 'unit', cost: cost(3, 'white'), attributes: ['Knight'], trigger: 'buster', power: 4000, hit: 1, abilities: [icon('battles', { power: 3000 })], text: '[battles] +3000 power this turn.' }),
  defineCard({
    id: 'aegis-maiden',
    name: 'Aegis Maiden',
    type: 'unit',
    cost: cost(2, 'white'),
    attributes: ['Knight'],
    power: 2000,
    hit: 1,
    abilities: [{ kind: 'activated', label: 'Aegis Maiden: draw', timing: ['quick'], cost: [{ do: 'rest', cards: 'self' }], effect: [{ do: 'draw', count: 1 }], limit: { count: 1, per: 'turn' } }],
    text: '[Quick / rest this] Draw 1. Once per turn.',
  }),
  defineCard({ id: 'sanctuary-light', name: 'Sanctuary Light', type: 'command', cost: cost(2, 'white'), timing: 'quick', trigger: 'shot', effect: [{ do: 'modify', cards: { zone: 'field', where: { test: 'unit' } }, stat: 'power', add: 2000, duration: 'turn' }], text: 'Quick. Your units get +2000 power this turn.' }),
  defineCard({ id: 'class-rite', name: 'Class Rite', type: 'command', cost: cost(1, 'white'), targets: { from: { zone: 'field', where: { test: 'unit' } }, count: 1 }, effect: [{ do: 'attach-class-card', cards: targets }], text: 'Attach a Class card token to target unit of yours.' }),
  // Tokens (appendix)
  defineCard({ id: 'class-card', name: 'Class Card', type: 'token', auraInfo: 1000, text: 'Aura +1000.' }),
];

/** Cards the rule scenarios set up boards with (also original). */
export const scenarioCards: CardDefinition[] = [
  defineCard({ id: 'plain-red', name: 'Red Recruit', type: 'unit', cost: cost(2, 'red'), power: 3000, hit: 1 }),
  defineCard({ id: 'plain-blue', name: 'Blue Recruit', type: 'unit', cost: cost(1, 'blue'), power: 2000, hit: 1 }),
  defineCard({ id: 'heavy-red', name: 'Red Veteran', type: 'unit', cost: cost(3, 'red'), power: 4000, hit: 1 }),
  defineCard({ id: 'big-red', name: 'Red Champion', type: 'unit', cost: cost(3, 'red'), power: 5000, hit: 1 }),
  defineCard({ id: 'twin-hitter', name: 'Twin Hitter', type: 'unit', cost: cost(3, 'red'), power: 5000, hit: 2 }),
  defineCard({ id: 'blank-life', name: 'Blank Page', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1 }),
  defineCard({ id: 'buster-life', name: 'Buster Page', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1, trigger: 'buster' }),
  defineCard({ id: 'shot-life', name: 'Shot Page', type: 'command', cost: cost(1, 'white'), timing: 'quick', trigger: 'shot', effect: [{ do: 'draw', count: 1 }] }),
  defineCard({ id: 'hollow-idol', name: 'Hollow Idol', type: 'none' }),
  defineCard({ id: 'quick-insight', name: 'Quick Insight', type: 'command', cost: cost(1, 'blue'), timing: 'quick', effect: [{ do: 'draw', count: 1 }] }),
  defineCard({ id: 'tidal-insight', name: 'Tidal Insight', type: 'command', cost: cost(2, 'blue'), timing: 'quick', effect: [{ do: 'draw', count: 1 }] }),
  defineCard({ id: 'prism-insight', name: 'Prism Insight', type: 'command', cost: { total: 2, colours: ['black', 'blue'] }, timing: 'quick', effect: [{ do: 'draw', count: 1 }] }),
  defineCard({ id: 'dual-energy', name: 'Dusk Tide', type: 'unit', cost: { total: 2, colours: ['black', 'blue'] }, power: 2000, hit: 1 }),
  defineCard({ id: 'white-energy', name: 'Pale Recruit', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1 }),
  defineCard({ id: 'normal-unit', name: 'Slow Recruit', type: 'unit', cost: cost(1, 'blue'), power: 2000, hit: 1 }),
  defineCard({ id: 'flash-fire', name: 'Flash Fire', type: 'command', cost: cost(2, 'red'), effect: [{ do: 'damage-player', player: 'opponent', amount: 2 }] }),
  defineCard({ id: 'spark', name: 'Spark', type: 'command', cost: cost(1, 'red'), timing: 'quick', effect: [{ do: 'damage-player', player: 'opponent', amount: 1 }] }),
  defineCard({ id: 'valor-surge', name: 'Valor Surge', type: 'command', cost: cost(1, 'red'), timing: 'quick', targets: { from: anyUnit, count: 1 }, effect: [{ do: 'modify', cards: targets, stat: 'hit', add: 1, duration: 'turn' }] }),
  defineCard({ id: 'give-blitz', name: 'Sudden Fury', type: 'command', cost: cost(1, 'red'), timing: 'quick', targets: { from: anyUnit, count: 1 }, effect: [{ do: 'modify', cards: targets, stat: 'keywords', grant: 'blitz', layer: 'grant', duration: 'turn' }] }),
  defineCard({ id: 'power-up', name: 'Iron Will', type: 'command', cost: cost(1, 'white'), timing: 'quick', targets: { from: anyUnit, count: 1 }, effect: [{ do: 'modify', cards: targets, stat: 'power', add: 3000, duration: 'turn' }] }),
  defineCard({
    id: 'twin-edict',
    name: 'Twin Edict',
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    targets: { from: anyUnit, count: 1 },
    effect: [{ do: 'damage-unit', cards: targets, amount: 3000 }, { do: 'modify', cards: targets, stat: 'power', add: 2000, duration: 'turn' }],
  }),
  defineCard({ id: 'split-shot', name: 'Split Shot', type: 'command', cost: cost(1, 'red'), timing: 'quick', targets: { from: anyUnit, count: 2, upTo: true }, effect: [{ do: 'damage-unit', cards: targets, amount: 3000 }] }),
  defineCard({ id: 'recall', name: 'Recall', type: 'command', cost: cost(1, 'black'), targets: { from: { zone: 'graveyard', where: { test: 'card-type', type: 'unit' } }, count: 1 }, effect: [{ do: 'put-onto-field', cards: targets }] }),
  defineCard({ id: 'halt', name: 'Halt', type: 'command', cost: cost(1, 'blue'), timing: 'quick', effect: [{ do: 'cancel-attack' }] }),
  defineCard({ id: 'blaze-ace', name: 'Blaze Adept', type: 'unit', subtypes: ['ace'], titles: ['Blaze'], cost: cost(3, 'red'), power: 5000, hit: 1 }),
  defineCard({ id: 'beta-ace', name: 'Beta Adept', type: 'unit', subtypes: ['ace'], titles: ['Beta'], cost: cost(3, 'red'), power: 5000, hit: 1 }),
  defineCard({ id: 'dawn-bell', name: 'Dawn Bell', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1, abilities: [{ kind: 'automatic', trigger: { event: 'turn-start', match: { test: 'event-player', player: 'you' } }, effect: [{ do: 'draw', count: 1 }] }] }),
  defineCard({ id: 'watcher', name: 'Watcher', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1, abilities: [{ kind: 'automatic', trigger: { event: 'entered' }, effect: [{ do: 'draw', count: 1 }] }] }),
  defineCard({
    id: 'hoarder',
    name: 'Hoarder',
    type: 'unit',
    cost: cost(1, 'black'),
    power: 1000,
    hit: 1,
    abilities: [{ kind: 'automatic', trigger: { event: 'moved', match: { all: [{ test: 'event', 'from-zone': 'hand', 'to-zone': 'graveyard' }, { test: 'event-card', where: { test: 'controlled-by', player: 'you' } }] } }, effect: [{ do: 'gain-counter', counter: 'Z' }] }],
  }),
  defineCard({ id: 'closer', name: 'Closer', type: 'unit', cost: cost(1, 'black'), power: 1000, hit: 1, abilities: [{ kind: 'automatic', trigger: { event: 'turn-end' }, effect: [{ do: 'gain-counter', counter: 'X' }] }] }),
  defineCard({ id: 'late-watch', name: 'Late Watch', type: 'unit', cost: cost(1, 'blue'), timing: 'quick', power: 1000, hit: 1, abilities: [{ kind: 'automatic', trigger: { event: 'turn-end' }, effect: [{ do: 'draw', count: 1 }] }] }),
  defineCard({
    id: 'last-stand',
    name: 'Last Stand',
    type: 'unit',
    cost: cost(2, 'white'),
    power: 3000,
    hit: 1,
    abilities: [{ kind: 'automatic', trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'graveyard' } }, effect: [{ do: 'draw', count: 1 }] }],
  }),
  defineCard({ id: 'red-alarm', name: 'Red Alarm', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1, abilities: [{ kind: 'automatic', trigger: { event: 'became-red-zone', match: { test: 'event-player', player: 'you' } }, effect: [{ do: 'draw', count: 1 }] }] }),
  defineCard({ id: 'empty-hand', name: 'Empty Hand', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1, abilities: [{ kind: 'automatic', trigger: { state: { test: 'zone-count', zone: 'hand', op: '==', value: 0 } }, effect: [{ do: 'draw', count: 1 }] }] }),
  defineCard({ id: 'once-watcher', name: 'Once Watcher', type: 'unit', cost: cost(1, 'white'), power: 1000, hit: 1, abilities: [{ kind: 'automatic', trigger: { event: 'entered' }, effect: [{ do: 'draw', count: 1 }], limit: { count: 1, per: 'turn' } }] }),
  defineCard({ id: 'beast-swap', name: 'Beast Call', type: 'command', cost: cost(1, 'red'), timing: 'quick', targets: { from: { zone: 'field', where: { test: 'unit' } }, count: 1 }, effect: [{ do: 'switch', cards: targets }] }),
  defineCard({ id: 'beast-4', name: 'Great Beast', type: 'unit', cost: cost(4, 'red'), attributes: ['Beast'], power: 6000, hit: 1 }),
  defineCard({ id: 'beast-5', name: 'Huge Beast', type: 'unit', cost: cost(5, 'red'), attributes: ['Beast'], power: 7000, hit: 2 }),
  defineCard({ id: 'graduate', name: 'Senior', type: 'unit', cost: cost(2, 'white'), power: 2000, hit: 1, keywords: ['graduation'] }),
  defineCard({ id: 'ember-alias', name: 'Cinder Pup', type: 'unit', cost: cost(1, 'red'), power: 2000, hit: 1, nameRule: ['Ember Scout'], keywords: ['name-rule'] }),
  defineCard({
    id: 'storm-bastion',
    name: 'Sleeping Rampart',
    type: 'territory',
    keywords: ['assault-territory'],
    open: { name: 'Storm Bastion', cost: cost(5, 'red'), titles: ['Alpha'], power: 6000, hit: 2 },
    text: 'Assault Territory. Open side: 6000 power, hit 2.',
  }),
  defineCard({ id: 'alpha-ace', name: 'Alpha Adept', type: 'unit', subtypes: ['ace'], titles: ['Alpha'], cost: cost(3, 'red'), power: 5000, hit: 1 }),
  defineCard({ id: 'seer', name: 'Seer', type: 'command', cost: cost(1, 'blue'), timing: 'quick', effect: [{ do: 'scout', count: 3 }] }),
  defineCard({
    id: 'ward',
    name: 'Ward',
    type: 'command',
    cost: cost(1, 'white'),
    timing: 'quick',
    targets: { from: anyUnit, count: 1 },
    effect: [{ do: 'protect', cards: targets }],
    text: 'Quick. This turn, the next time target unit would be destroyed, rest it instead.',
  }),
];

export const pool: CardDefinition[] = [...demoCards, ...scenarioCards];
