import { gyakutenAbility } from '../limits.js';
import type { BuddyfightCardData, BuddyfightProgram } from '../instructions.js';
import { defineCard, type BuddyfightCard } from './schema.js';

/**
 * The generic fixture cards of the shared scenarios (`CN`, `CB`, `CD`, …), modelled on the behaviours the
 * Q&A presupposes (digest §15.1), and vanilla monsters of the sizes the scenarios use. Not in any deck.
 */
const spell = (id: string, counter: boolean, effect: BuddyfightProgram, extra: Partial<BuddyfightCardData> = {}) =>
  defineCard({ id, name: id.toUpperCase(), type: 'spell', worlds: ['test'], counter, effect, ...extra });
const field = (player: string) => ({ from: { zone: 'field', player }, count: 1 });

export const fixtureCards: BuddyfightCard[] = [
  spell('cn', true, [{ do: 'nullify', what: 'call' }], {
    cost: [{ gauge: 1 }],
    text: '【対抗】 Nullify the call of a monster.',
    useWhen: 'opponent-call',
  }),
  spell('cb', true, [{ do: 'return-to-hand', cards: { var: 'targets' } }], { cost: [{ gauge: 1 }], targets: field('any') }),
  spell('cs', true, [{ do: 'return-to-hand', cards: { var: 'targets' } }], { targets: field('you') }),
  spell('cd', true, [{ do: 'destroy', cards: { var: 'targets' } }], { cost: [{ gauge: 1 }], targets: field('any') }),
  spell('cp', true, [{ do: 'modify', cards: { var: 'targets' }, stat: 'power', add: 3000, duration: 'turn' }], { targets: field('you') }),
  spell('cl', true, [{ do: 'gain-life', amount: 1 }]),
  spell('cc', true, [{ do: 'call-from-hand', area: 'center' }]),
  spell('cns', true, [{ do: 'nullify', what: 'cast' }], { useWhen: 'opponent-spell' }),
  spell('cw', true, [{ do: 'draw', count: 2 }], { useWhen: 'own-monster-destroyed' }),
  spell('sb', false, [{ do: 'damage', player: 'opponent', amount: 1 }]),
  spell('sd', false, [{ do: 'destroy', cards: { var: 'targets' } }], { cost: [{ gauge: 1 }], targets: field('opponent') }),
  spell('sp', false, [{ do: 'gain-life', amount: 2 }], { cost: [{ gauge: 1 }, { life: 1 }] }),
  spell('set-banner', false, [], {
    keywords: ['set'],
    abilities: [{ kind: 'continuous', zones: ['magic'], effect: [{ do: 'modify', stat: 'power', add: 1000, cards: { zone: 'field' } }] }],
  }),
  spell('et', false, [{ do: 'next-turn-yours' }]),
  // Moves off the field by the kernel's generic `move` (『ソウルガード』 replaces any leaving, [KW:ソウルガード]).
  spell('sx-gauge', true, [{ do: 'move', cards: { var: 'targets' }, to: 'gauge' }], { targets: field('any') }),
  spell('sx-drop', true, [{ do: 'move', cards: { var: 'targets' }, to: 'drop' }], { targets: field('any') }),
  // BF-064: a 〈ロストW〉 monster (no size) and "destroy 1 monster of size 2 or less".
  defineCard({ id: 'lw', name: 'Lost Wanderer', type: 'monster', worlds: ['test'], lost: true, power: 3000, defense: 3000, critical: 1 }),
  spell('sd-small', false, [{ do: 'destroy', cards: { var: 'targets' } }], {
    targets: { from: { zone: 'field', player: 'opponent', where: { test: 'size-at-most', value: 2 } }, count: 1 },
  }),
  // [Oth:時を止める]: stop the time of a card, or of your opponent (this turn).
  spell('sx-stop', true, [{ do: 'stop-time', cards: { var: 'targets' } }], { targets: field('any') }),
  spell('sx-stop-fighter', true, [{ do: 'stop-time', player: 'opponent' }]),
  // [1pt Q1]: 「この能力は1ターンに1回だけ使える」 binds this card's ability only.
  defineCard({
    id: 'v-once',
    name: 'Once Drawer',
    type: 'monster',
    worlds: ['test'],
    size: 1,
    power: 1000,
    defense: 1000,
    critical: 1,
    abilities: [
      {
        kind: 'activated',
        label: 'Once Drawer: draw 1 (this ability once per turn)',
        timing: ['main'],
        condition: { all: [{ test: 'own-main-timing' }, { test: 'bf-once-per-turn', ability: 'draw' }] },
        effect: [
          { do: 'bf-once-per-turn', ability: 'draw' },
          { do: 'draw', count: 1 },
        ],
      },
    ],
  }),
  // [1pt Q2]: a named "when called" ability ("Flare Gift", once per turn) whose own condition may fail.
  defineCard({
    id: 'v-flare',
    name: 'Flare Caller',
    type: 'monster',
    worlds: ['test'],
    size: 1,
    power: 1000,
    defense: 1000,
    critical: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Flare Gift',
        trigger: { event: 'called', match: { test: 'event', self: true } },
        condition: { test: 'bf-once-per-turn', name: 'Flare Gift' },
        effect: [
          { do: 'bf-once-per-turn', name: 'Flare Gift' },
          { do: 'if', test: { test: 'zone-count', zone: 'drop', op: '>=', value: 1 }, then: [{ do: 'gain-life', amount: 1 }] },
        ],
      },
    ],
  }),
  // [1pt Q3]: a spell whose name may be used once per turn.
  spell('s-once', false, [{ do: 'draw', count: 1 }], { oncePerTurn: true }),
  // [GT]: 『逆天』 and 『逆天殺』 abilities ([] = your life is 5 or less).
  defineCard({
    id: 'v-gyakuten',
    name: 'Reversal Dragon',
    type: 'monster',
    worlds: ['test'],
    size: 1,
    power: 1000,
    defense: 1000,
    critical: 1,
    abilities: [
      gyakutenAbility('逆天', { test: 'life-at-most', value: 5 }, [{ do: 'gain-life', amount: 3 }]),
      gyakutenAbility('逆天殺', { test: 'life-at-most', value: 5 }, [{ do: 'damage', player: 'opponent', amount: 2 }]),
    ],
  }),
  defineCard({
    id: 'imp',
    name: 'IMP',
    type: 'impact',
    worlds: ['test'],
    cost: [{ gauge: 2 }],
    effect: [{ do: 'damage', player: 'opponent', amount: 3 }],
  }),
  defineCard({ id: 'im', name: 'IM', type: 'impact-monster', worlds: ['test'], size: 1, power: 5000, defense: 1000, critical: 2 }),
  defineCard({ id: 'item-wall', name: 'Item Wall', type: 'item', worlds: ['test'], defense: 3000 }),
  defineCard({ id: 'v-buddy', name: 'Buddy Dragon', type: 'monster', worlds: ['test'], size: 2, power: 5000, defense: 2000, critical: 2 }),
  defineCard({
    id: 'v-drawer',
    name: 'Drawer',
    type: 'monster',
    worlds: ['test'],
    size: 1,
    power: 1000,
    defense: 1000,
    critical: 1,
    abilities: [
      {
        kind: 'activated',
        label: 'Drawer: draw 1',
        timing: ['main'],
        condition: { test: 'own-main-timing' },
        cost: [{ do: 'pay-gauge', count: 1 }],
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  }),
  ...[
    ['v0', 0, 1000, 1000, 1],
    ['v1', 1, 1000, 1000, 1],
    ['v1-strong', 1, 5000, 1000, 2],
    ['v1-wall', 1, 1000, 9000, 1],
    ['v1-5000', 1, 1000, 5000, 1],
    ['v2', 2, 3000, 3000, 1],
    ['v3', 3, 5000, 5000, 2],
    ['v3-big', 3, 8000, 8000, 3],
  ].map(([id, size, power, defense, critical]) =>
    defineCard({
      id: String(id),
      name: String(id).toUpperCase(),
      type: 'monster',
      worlds: ['test'],
      size: Number(size),
      power: Number(power),
      defense: Number(defense),
      critical: Number(critical),
    }),
  ),
];
