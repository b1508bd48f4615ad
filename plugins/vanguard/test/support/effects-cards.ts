/** Test cards for continuous-effect ordering and replacement choices (11.11.3, 11.11.7, 11.11.8, 11.12.2), in this title's card format. */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';

const order = (id: string, orderEffect: unknown[]) => ({ id, name: `Test ${id}`, type: 'order', subtype: 'normal', grade: 0, orderEffect });
const unit = (id: string, power: number, abilities: unknown[]) => ({
  id,
  name: `Test ${id}`,
  type: 'unit',
  grade: 1,
  power,
  shield: 5000,
  keywords: ['boost'],
  abilities,
});
const chooseMine = (as: string) => ({ do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'unit' } }, count: 1, as });
const yourVanguard = { zone: 'field', player: 'you', where: { test: 'vanguard' } };

const raw = [
  // "Choose one of your units: its power becomes N this turn" (set layer, 11.11.1.9).
  order('X-BECOME-9000', [chooseMine('_u'), { do: 'modify', cards: { var: '_u' }, stat: 'power', set: 9000, duration: 'turn' }]),
  order('X-BECOME-12000', [chooseMine('_u'), { do: 'modify', cards: { var: '_u' }, stat: 'power', set: 12000, duration: 'turn' }]),
  // "CONT: your vanguard's power is always N".
  unit('X-ALWAYS-20000', 7000, [{ kind: 'continuous', effect: [{ do: 'modify', cards: yourVanguard, stat: 'power', set: 20000 }] }]),
  unit('X-ALWAYS-25000', 7000, [{ kind: 'continuous', effect: [{ do: 'modify', cards: yourVanguard, stat: 'power', set: 25000 }] }]),
  // One effect on several cards: "your units get +5000 this turn".
  order('X-PUMP-ALL', [
    { do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'unit' } }, stat: 'power', add: 5000, duration: 'turn' },
  ]),
  // "CONT [VC]: your rear-guards get +5000" and "AUTO [RC]: when another unit with power 13000 or more is
  // placed on your rear-guard circle, draw 1".
  unit('X-RALLY', 8000, [
    {
      kind: 'continuous',
      effect: [{ do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } }, stat: 'power', add: 5000 }],
    },
  ]),
  unit('X-SCOUT-13000', 8000, [
    {
      kind: 'automatic',
      condition: { test: 'rear-guard' },
      trigger: {
        event: 'moved',
        match: {
          test: 'event-card',
          where: { all: [{ test: 'not-self' }, { test: 'rear-guard' }, { test: 'stat', stat: 'power', op: '>=', value: 13000 }] },
        },
      },
      effect: [{ do: 'draw' }],
    },
  ]),
  order('X-RETIRE-THEIRS', [{ do: 'retire', cards: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } } }]),
];

export const effectsCards: CardDefinition[] = raw.map(parseCard);
