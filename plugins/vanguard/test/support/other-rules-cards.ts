/** Test cards for chapter 18's other rules (loops 18.1, extra turns 18.2, kinds 18.3, set cards as units 18.5, stride ban 18.6). */
const order = (id: string, orderEffect: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'order',
  subtype: 'normal',
  grade: 0,
  orderEffect,
  ...extra,
});
const unit = (id: string, grade: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'unit',
  grade,
  power: 8000,
  shield: 5000,
  keywords: ['boost'],
  ...extra,
});
const yourUnits = { zone: 'field', player: 'you', where: { test: 'unit' } };
const onSelf = (event: string) => ({ event, match: { test: 'event-card', where: { test: 'self' } } });

export const otherRulesCards: unknown[] = [
  // 18.2: "you get an extra turn" (the kernel's extra-turn verb), for either fighter.
  order('Z-EXTRA-TURN', [{ do: 'extra-turn' }]),
  order('Z-EXTRA-TURN-OPP', [{ do: 'extra-turn', player: 'opponent' }]),
  // 18.3: draw a card for each kind of name (or grade) among your units.
  order('Z-KINDS', [
    { do: 'count-kinds', cards: yourUnits, as: 'n' },
    { do: 'draw', count: { var: 'n' } },
  ]),
  order('Z-KINDS-GRADE', [
    { do: 'count-kinds', cards: yourUnits, by: 'grade', as: 'n' },
    { do: 'draw', count: { var: 'n' } },
  ]),
  // 18.3.1.1's example: one unit with two names.
  unit('Z-TWO-NAMES', 1, { name: 'Test Blaster Blade', alsoNamed: ['Test Blaster Arrow'] }),
  // 18.5: a set order, and orders that put it on (FL) as a unit.
  order('Z-SET', [], { subtype: 'set', grade: 1 }),
  order('Z-SET-AS-UNIT', [
    { do: 'set-as-unit', cards: { zone: 'order-zone', player: 'you' }, circle: 'fl', power: 12000, critical: 1, shield: 5000 },
  ]),
  order('Z-SET-AS-BARE-UNIT', [{ do: 'set-as-unit', cards: { zone: 'order-zone', player: 'you' }, circle: 'fl' }]),
  order('Z-PUMP-ORDER-ZONE', [{ do: 'modify', cards: { zone: 'order-zone', player: 'you' }, stat: 'power', add: 5000, duration: 'turn' }]),
  // 18.1.1.1: a unit that stands when rested and rests when stood, with no choice: a loop nobody can stop.
  unit('Z-LOOPER', 1, {
    abilities: [
      { kind: 'automatic', condition: { test: 'rear-guard' }, trigger: onSelf('rested'), effect: [{ do: 'stand', cards: 'self' }] },
      { kind: 'automatic', condition: { test: 'rear-guard' }, trigger: onSelf('stood'), effect: [{ do: 'rest', cards: 'self' }] },
    ],
  }),
  order('Z-REST-MINE', [{ do: 'rest', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } } }]),
  // 18.4: "end the turn" in the middle of an order, after damage, after a rest that triggers an AUTO, in a battle.
  order('Z-END-TURN', [{ do: 'draw' }, { do: 'end-turn' }, { do: 'draw' }]),
  order('Z-DAMAGE-END', [{ do: 'deal-damage', player: 'opponent', count: 1 }, { do: 'end-turn' }]),
  order('Z-REST-END', [{ do: 'rest', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } } }, { do: 'end-turn' }]),
  unit('Z-REST-DRAW', 1, {
    abilities: [{ kind: 'automatic', condition: { test: 'rear-guard' }, trigger: onSelf('rested'), effect: [{ do: 'draw' }] }],
  }),
  unit('Z-ATTACK-END', 1, {
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: onSelf('attacks'),
        effect: [
          { do: 'modify', cards: 'self', stat: 'power', add: 5000, duration: 'battle' },
          { do: 'modify', cards: 'self', stat: 'power', add: 10000, duration: 'turn' },
          { do: 'end-turn' },
        ],
      },
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'end-of-turn', match: { test: 'turn-player', player: 'you' } },
        effect: [{ do: 'if', test: { test: 'stat', stat: 'power', op: '==', value: 18000 }, then: [{ do: 'draw' }] }],
      },
    ],
  }),
  // 18.6.2: "you may stride this turn".
  order('Z-MAY-STRIDE', [{ do: 'may-stride' }]),
];
