import { defineCard, type BuddyfightCard } from './schema.js';

/**
 * An original demo pool (invented names and texts) for two worlds, Ember Dragon and Tide Knight, and
 * their flags. Every card is checked by the schema when this module loads.
 */
const monster = (
  id: string,
  name: string,
  worlds: string[],
  size: number,
  power: number,
  defense: number,
  critical: number,
  extra: Partial<Parameters<typeof defineCard>[0]> = {},
) => defineCard({ id, name, type: 'monster', worlds, size, power, defense, critical, ...extra });

const onOpponentMonster = { from: { zone: 'field', player: 'opponent' }, count: 1 };
const onYourMonster = { from: { zone: 'field' }, count: 1 };
const onAnyMonster = { from: { zone: 'field', player: 'any' }, count: 1 };

export const demoCards: BuddyfightCard[] = [
  defineCard({ id: 'ember-flag', name: 'Ember Dragon World', type: 'flag', worlds: ['ember'], allows: ['ember', 'generic'] }),
  defineCard({ id: 'tide-flag', name: 'Tide Knight World', type: 'flag', worlds: ['tide'], allows: ['tide', 'generic'] }),

  // Ember Dragon World
  monster('ember-whelp', 'Cinder Whelp', ['ember'], 1, 3000, 2000, 1, { attributes: ['drake'] }),
  monster('ember-lancer', 'Flamecrest Lancer', ['ember'], 1, 5000, 1000, 2, {
    keywords: ['penetrate'],
    cost: [{ gauge: 1 }],
    text: 'Penetrate',
  }),
  monster('ember-warden', 'Ashen Warden', ['ember'], 2, 6000, 5000, 2, {
    keywords: ['soulguard'],
    cost: [{ gauge: 1 }, { soulFromDeck: 1 }],
    text: "Call cost: pay 1 gauge and put the top card of your deck into this card's soul. Soulguard",
  }),
  monster('ember-colossus', 'Magma Colossus', ['ember'], 3, 10000, 8000, 3, {
    keywords: ['double-attack'],
    cost: [{ gauge: 2 }],
    text: 'Double attack',
  }),
  monster('ember-scout', 'Spark Runner', ['ember'], 0, 2000, 1000, 1, { keywords: ['move'], text: 'Move' }),
  monster('ember-vulcar', 'Blaze Drake Vulcar', ['ember'], 2, 7000, 4000, 2, { cost: [{ gauge: 1 }], attributes: ['drake'] }),
  defineCard({
    id: 'ember-breath',
    name: 'Scorching Breath',
    type: 'spell',
    worlds: ['ember'],
    counter: true,
    cost: [{ gauge: 1 }],
    targets: { from: { zone: 'field', player: 'opponent', where: { test: 'stat', stat: 'defense', op: '<=', value: 5000 } }, count: 1 },
    effect: [{ do: 'destroy', cards: { var: 'targets' } }],
    text: "【対抗】 Destroy 1 monster on your opponent's field with defense 5000 or less.",
  }),
  defineCard({
    id: 'ember-denial',
    name: "Dragon's Denial",
    type: 'spell',
    worlds: ['ember'],
    counter: true,
    useWhen: 'opponent-call',
    cost: [{ gauge: 1 }],
    effect: [{ do: 'nullify', what: 'call' }],
    text: '【対抗】 Use only when your opponent calls a monster. Nullify that call.',
  }),
  defineCard({
    id: 'ember-fury',
    name: 'Kindled Fury',
    type: 'spell',
    worlds: ['ember'],
    counter: true,
    targets: onYourMonster,
    effect: [{ do: 'modify', cards: { var: 'targets' }, stat: 'power', add: 3000, duration: 'turn' }],
    text: '【対抗】 1 monster on your field gets power +3000 this turn.',
  }),
  defineCard({
    id: 'ember-stoke',
    name: 'Stoke the Embers',
    type: 'spell',
    worlds: ['ember'],
    effect: [
      { do: 'charge', count: 1 },
      { do: 'draw', count: 1 },
    ],
    text: 'Put the top card of your deck into your gauge, and draw a card.',
  }),
  defineCard({
    id: 'ember-finale',
    name: 'Inferno Finale',
    type: 'impact',
    worlds: ['ember'],
    cost: [{ gauge: 3 }],
    effect: [{ do: 'damage', player: 'opponent', amount: 3 }],
    text: 'Impact. Cost: pay 3 gauge. Deal 3 damage to your opponent.',
  }),
  defineCard({
    id: 'ember-fang',
    name: 'Fang of the Pyre',
    type: 'item',
    worlds: ['ember'],
    power: 4000,
    critical: 2,
    cost: [{ gauge: 1 }],
  }),
  defineCard({
    id: 'ember-vigor',
    name: 'Dragon Vigor',
    type: 'spell',
    worlds: ['ember'],
    counter: true,
    cost: [{ gauge: 1 }],
    effect: [{ do: 'gain-life', amount: 2 }],
    text: '【対抗】 Your life +2.',
  }),

  // Tide Knight World
  monster('tide-squire', 'Shoal Squire', ['tide'], 1, 3000, 3000, 1),
  monster('tide-pikeman', 'Reef Pikeman', ['tide'], 1, 4000, 2000, 2, { keywords: ['penetrate'], cost: [{ gauge: 1 }] }),
  monster('tide-bastion', 'Coral Bastion', ['tide'], 2, 5000, 7000, 1, {
    keywords: ['counterattack'],
    cost: [{ gauge: 1 }],
    text: 'Counterattack',
  }),
  monster('tide-paladin', 'Surge Paladin', ['tide'], 2, 6000, 4000, 2, {
    keywords: ['soulguard'],
    cost: [{ gauge: 1 }, { soulFromDeck: 1 }],
  }),
  defineCard({
    id: 'tide-leviathan',
    name: 'Abyssal Leviathan',
    type: 'impact-monster',
    worlds: ['tide'],
    size: 2,
    power: 8000,
    defense: 6000,
    critical: 3,
    cost: [{ gauge: 2 }],
    text: 'Impact monster. Call in your final phase.',
  }),
  monster('tide-marin', 'Wavecrest Knight Marin', ['tide'], 1, 4000, 3000, 2, {
    keywords: [{ name: 'lifelink', damage: 1 }],
    text: 'Lifelink 1',
  }),
  monster('tide-scout', 'Current Runner', ['tide'], 0, 2000, 2000, 1, { keywords: ['move'] }),
  defineCard({
    id: 'tide-recall',
    name: 'Riptide Recall',
    type: 'spell',
    worlds: ['tide'],
    counter: true,
    cost: [{ gauge: 1 }],
    targets: onAnyMonster,
    effect: [{ do: 'return-to-hand', cards: { var: 'targets' } }],
    text: "【対抗】 Return 1 monster on the field to its owner's hand.",
  }),
  defineCard({
    id: 'tide-dispel',
    name: 'Undertow Dispel',
    type: 'spell',
    worlds: ['tide'],
    counter: true,
    useWhen: 'opponent-spell',
    effect: [{ do: 'nullify', what: 'cast' }],
    text: '【対抗】 Use only when your opponent casts a spell. Nullify it.',
  }),
  defineCard({
    id: 'tide-charts',
    name: 'Tidal Charts',
    type: 'spell',
    worlds: ['tide'],
    cost: [{ gauge: 1 }],
    effect: [{ do: 'draw', count: 2 }],
    text: 'Draw 2.',
  }),
  defineCard({
    id: 'tide-mend',
    name: 'Sea Mending',
    type: 'spell',
    worlds: ['tide'],
    counter: true,
    effect: [
      { do: 'gain-life', amount: 1 },
      { do: 'charge', count: 1 },
    ],
    text: '【対抗】 Your life +1, and put the top card of your deck into your gauge.',
  }),
  defineCard({
    id: 'tide-maelstrom',
    name: 'Maelstrom Verdict',
    type: 'impact',
    worlds: ['tide'],
    cost: [{ gauge: 2 }],
    effect: [
      { do: 'damage', player: 'opponent', amount: 2 },
      { do: 'gain-life', amount: 1 },
    ],
    text: 'Impact. Deal 2 damage to your opponent, and your life +1.',
  }),
  defineCard({
    id: 'tide-aegis',
    name: 'Tideguard Aegis',
    type: 'item',
    worlds: ['tide'],
    power: 2000,
    defense: 6000,
    critical: 1,
    cost: [{ gauge: 1 }],
  }),

  // Either flag
  defineCard({
    id: 'generic-strike',
    name: 'Swift Strike',
    type: 'spell',
    worlds: ['generic'],
    counter: true,
    targets: onOpponentMonster,
    cost: [{ gauge: 2 }],
    effect: [{ do: 'destroy', cards: { var: 'targets' } }],
    text: "【対抗】 Destroy 1 monster on your opponent's field.",
  }),
];
