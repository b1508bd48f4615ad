/** Test cards for the set-specific rules of ch.17 and ultimate stride: orders that carry out one instruction each. */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';

const order = (id: string, orderEffect: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'order',
  subtype: 'normal',
  grade: 0,
  orderEffect,
  ...extra,
});
const yourVanguard = { zone: 'field', player: 'you', where: { test: 'vanguard' } };
const chooseTheirRearGuard = {
  do: 'choose',
  from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } },
  count: 1,
  as: '_x',
};

const raw = [
  order('Z-TURN-OVER', [{ do: 'turn-over', cards: yourVanguard }]),
  order('Z-TURN-OVER-RG', [{ do: 'turn-over', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } } }]),
  order('Z-POWER', [{ do: 'modify', cards: yourVanguard, stat: 'power', add: 1000, duration: 'turn' }]),
  order('Z-STAR-BL', [{ do: 'make-star-domain', circle: 'bl' }]),
  order('Z-STAR-BC', [{ do: 'make-star-domain', circle: 'bc' }]),
  order('Z-IMPRISON', [chooseTheirRearGuard, { do: 'imprison', cards: { var: '_x' } }]),
  order('Z-IMPRISON-ORDER', [
    { do: 'choose', from: { zone: 'order-zone', player: 'opponent' }, count: 1, as: '_x' },
    { do: 'imprison', cards: { var: '_x' } },
  ]),
  order('Z-STRIKER', [{ do: 'become-striker' }]),
  order('Z-SING', [{ do: 'sing', cards: { zone: 'order-zone', player: 'you', where: { test: 'song' } } }]),
  order('Z-EQUIP', [{ do: 'equip', cards: { zone: 'drop', player: 'you', where: { test: 'name', name: 'Starblade Regalia' } } }]),
  order('Z-DROP-PRISON', [
    { do: 'move', cards: { zone: 'order-zone', player: 'you', where: { test: 'name', name: 'Crystal Keep' } }, to: 'drop' },
  ]),
  order('Z-SONG-TESTS', [
    { do: 'bind', cards: { zone: 'order-zone', player: 'you', where: { test: 'song-card' } } },
    { do: 'bind', cards: { zone: 'hand', player: 'you', where: { test: 'song' } } },
    { do: 'bind', cards: { zone: 'hand', player: 'you', where: { test: 'song-card' } } },
  ]),
  order('Z-STRIKE-SHOT-UNITS', [
    { do: 'bind', cards: { zone: 'field', player: 'you', where: { test: 'has-ability-keyword', keyword: 'strike-shot' } } },
  ]),
  order('Z-REMOVE-VG', [{ do: 'move', cards: yourVanguard, to: 'removed' }]),
  order('Z-REMOVE-G', [{ do: 'move', cards: { zone: 'g-zone', player: 'you', where: { test: 'face-up' } }, to: 'removed' }]),
  order('Z-MOVE-TO-BC', [
    { do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'bl' } }, count: 1, as: '_u' },
    { do: 'move', cards: { var: '_u' }, to: 'field', slot: 'bc' },
  ]),
  // A 〈星神〉 and a Zeroth dragon of each name for ultimate stride's conditions (6.6.3.3).
  { id: 'Z-GOD-3', name: 'Test Z-GOD-3', type: 'unit', grade: 3, power: 13000, shield: null, race: '星神', nation: 'ドラゴンエンパイア' },
  // A vanguard without nation information, and a Clay Elemental G unit with an ultimate stride (6.6.3.1).
  { id: 'Z-NO-NATION', name: 'Test Z-NO-NATION', type: 'unit', grade: 3, power: 13000, shield: null, keywords: ['twin-drive'] },
  {
    id: 'Z-CLAY-ULTIMATE',
    name: 'Test Z-CLAY-ULTIMATE',
    type: 'unit',
    subtype: 'g',
    grade: 4,
    power: 15000,
    shield: null,
    race: 'クレイエレメンタル',
    ultimateStride: {},
  },
  // 17.6.3: a unit of the Monster BOX and a hand card of the same grade.
  { id: 'Z-BOX-2', name: 'Test Z-BOX-2', type: 'unit', grade: 2, power: 10000, shield: 5000 },
  // 17.10.3.2, 17.10.5: puts your equipment that is an order (card type) into your hand.
  order('Z-EQUIPMENT-ORDERS-TO-HAND', [
    { do: 'move', cards: { zone: 'equipment', player: 'you', where: { test: 'card-type', type: 'order' } }, to: 'hand' },
  ]),
  // 17.10.2: the keyword 神器錬成 printed alone, with no card name.
  { id: 'Z-VOLUND-KW', name: 'Test Z-VOLUND-KW', type: 'unit', grade: 1, power: 8000, shield: 5000, keywords: ['boost', 'volund'] },
];

export const setATestCards: CardDefinition[] = raw.map((c) => parseCard(c));
