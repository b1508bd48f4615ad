/** Test cards for the card-information and effect rules of src/card-rules-depth.ts (prefix CR-). */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';

const onRC = { test: 'rear-guard' };
const order = (id: string, orderEffect: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'order',
  grade: 0,
  orderEffect,
  ...extra,
});
/** An order that offers every card of `zone` meeting `where` (up to 9): the options show what matches. */
const probe = (id: string, zone: string, where: unknown) =>
  order(id, [{ do: 'choose', from: { zone, player: 'you', where }, count: 9, upTo: true, as: '_probe' }]);

const raw = [
  probe('CR-PROBE-DRESS', 'dress', {
    all: [
      { test: 'main-type', type: 'dress-source' },
      { test: 'subtype', subtype: 'normal' },
    ],
  }),
  probe('CR-PROBE-DRESS-UNIT', 'dress', { test: 'main-type', type: 'unit' }),
  probe('CR-PROBE-WORN', 'worn', {
    all: [
      { test: 'special-type', type: '着装' },
      { test: 'main-type', type: 'unit' },
      { test: 'subtype', subtype: 'normal' },
    ],
  }),
  probe('CR-PROBE-TICKET', 'hand', {
    all: [
      { test: 'special-type', type: 'ticket' },
      { test: 'main-type', type: 'order' },
    ],
  }),
  probe('CR-PICK-KAGERO', 'field', { test: 'clan', clan: 'かげろう' }),
  probe('CR-PROBE-HAND-ORDER', 'hand', { test: 'main-type', type: 'order' }),
  order('CR-GAUGE-OPP', [
    { do: 'put-gauge', cards: { zone: 'deck', player: 'you', top: 1 }, of: { zone: 'field', player: 'opponent', where: onRC } },
  ]),
  order('CR-GAUGE-MINE', [
    { do: 'put-gauge', cards: { zone: 'deck', player: 'you', top: 1 }, of: { zone: 'field', player: 'you', where: onRC } },
  ]),
  order('CR-MOVE-GAUGE-OPP', [
    { do: 'move-gauge', cards: { zone: 'gauge', player: 'you' }, to: { zone: 'field', player: 'opponent', where: onRC } },
  ]),
  order('CR-FIGHTER-GAUGE', [{ do: 'put-fighter-gauge', cards: { zone: 'deck', player: 'you', top: 1 } }]),
  order('CR-RETIRE-OPP', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: onRC }, count: 1, as: '_r' },
    { do: 'retire', cards: { var: '_r' } },
  ]),
  order('CR-BECALM-BLITZ', [{ do: 'nullify-trigger-effects' }], { subtype: 'blitz' }),
  {
    id: 'CR-DB-SIX',
    name: 'Test Six Copies',
    type: 'unit',
    grade: 1,
    power: 8000,
    collectorNumber: 'CR-006',
    deckBuilding: { copies: 6 },
  },
  { id: 'CR-REPRINT', name: 'Hoard of Sparks', type: 'unit', grade: 1, power: 7000, collectorNumber: 'DEMO-014R' },
];

export const cardRulesTestCards: CardDefinition[] = raw.map(parseCard);
