/** The rule-scenario test pool (the cards the public scenarios VG-001 … VG-059 use), in this title's card format. */
import type { CardDefinition } from '@tcgkit/kernel';
import { parseCard } from '../../src/index.js';
import { depthCards } from './depth-cards.js';
import { verbsCards } from './verbs-cards.js';
import { otherRulesCards } from './other-rules-cards.js';

const u = (
  id: string,
  grade: number,
  power: number,
  shield: number | null,
  keywords: string[] = [],
  extra: Record<string, unknown> = {},
) => ({
  id,
  name: `Test ${id}`,
  type: 'unit',
  grade,
  power,
  shield,
  keywords,
  ...extra,
});
const t = (id: string, icon: string, extra: Record<string, unknown> = {}) =>
  u(id, 0, 5000, icon === 'over' ? null : 15000, ['boost'], { subtype: 'trigger', trigger: { icon, power: 10000 }, ...extra });
const o = (id: string, grade: number, orderEffect: unknown[], subtype = 'normal') => ({
  id,
  name: `Test ${id}`,
  type: 'order',
  subtype,
  grade,
  orderEffect,
});

const self = { test: 'self' };
const onVC = { test: 'vanguard' };
const onRC = { test: 'rear-guard' };
const you = { test: 'controlled-by', player: 'you' };
const when = (event: string, where: unknown) => ({ event, match: { test: 'event-card', where } });
const power = (cards: unknown, add: number, duration: string) => ({ do: 'modify', cards, stat: 'power', add, duration });
const chooseMine = (as: string, where: unknown) => ({ do: 'choose', from: { zone: 'field', player: 'you', where }, count: 1, as });

const raw = [
  u('F', 1, 7000, 5000),
  u('RD0', 0, 6000, 5000),
  u('RD1', 1, 8000, 5000, ['boost']),
  u('RD2', 2, 10000, 5000, ['intercept']),
  u('RD3', 3, 13000, null, ['twin-drive']),
  u('V0', 0, 6000, 5000),
  u('U1', 1, 8000, 5000, ['boost']),
  u('U1N', 1, 8000, 10000),
  u('U2', 2, 10000, 5000, ['intercept']),
  u('U2N', 2, 10000, 5000),
  u('U3', 3, 13000, null, ['twin-drive']),
  u('U3P', 3, 13000, null, ['twin-drive'], { personaRide: true, name: 'Test Persona Dragon' }),
  u('U3P2', 3, 13000, null, ['twin-drive'], { personaRide: true, name: 'Test Persona Dragon' }),
  u('U3X', 3, 13000, null, ['twin-drive', 'triple-drive']),
  u('U3A', 3, 13000, null, ['twin-drive'], { gift: 'accel' }),
  u('U3F', 3, 13000, null, ['twin-drive'], { gift: 'force' }),
  u('U3R', 3, 13000, null, ['twin-drive'], { gift: 'protect' }),
  t('TC', 'critical'),
  t('TD', 'draw'),
  t('TF', 'front'),
  t('TH', 'heal'),
  t('TH2', 'heal'),
  t('TS', 'stand'),
  t('TO', 'over'),
  t('TO2', 'over', { name: 'Test Over With Text', overEffect: [{ do: 'soul-charge', count: 1 }] }),
  u('Extra', 1, 7000, 5000),
  u('GU', 4, 15000, null, [], { subtype: 'g' }),
  // Premium (src/premium/): the second name of a D-Seek Mate "Captain or Pilot" (14.11.2.3), and a G unit with a stride skill but no text.
  u('P-PILOT', 3, 11000, null, ['twin-drive'], { name: 'Tidal Mate Pilot' }),
  u('P-STRIDE', 4, 15000, null, ['triple-drive'], { subtype: 'g', stride: true, name: 'Test Stride Unit' }),
  u('P-BOUNCE', 1, 8000, 5000, ['boost'], {
    text: 'ACT [RC]: Return your vanguard to your hand.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        effect: [{ do: 'move', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'vc' } }, to: 'hand' }],
      },
    ],
  }),
  ...[1, 2, 3, 4, 5].map((n) => u(`S${n}`, 1, 6000, 0, ['sentinel'])),
  u('A-ATK', 2, 10000, 5000, ['intercept'], {
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('attacks', self),
        effect: [{ do: 'if', test: { test: 'boosted' }, then: [power('self', 5000, 'battle')] }],
      },
    ],
  }),
  u('A-VRET', 3, 13000, null, ['twin-drive'], {
    abilities: [
      {
        kind: 'automatic',
        condition: onVC,
        trigger: when('attacks', self),
        effect: [chooseMine('_r', onRC), { do: 'retire', cards: { var: '_r' } }],
      },
    ],
  }),
  u('A-SUPP', 1, 8000, 5000, ['boost'], {
    abilities: [{ kind: 'automatic', condition: onRC, trigger: when('attacks', { all: [onVC, you] }), effect: [{ do: 'draw' }] }],
  }),
  u('A-DEF', 3, 13000, null, ['twin-drive'], {
    abilities: [{ kind: 'automatic', condition: onVC, trigger: when('attacked', self), effect: [power('self', 5000, 'battle')] }],
  }),
  u('A-WATCH', 1, 8000, 5000, ['boost'], {
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('moved', { all: [{ test: 'guardian' }, you] }),
        effect: [power('self', 1000, 'turn')],
      },
    ],
  }),
  u('A-HIT', 2, 10000, 5000, ['intercept'], {
    abilities: [{ kind: 'automatic', condition: onRC, trigger: when('hit', self), effect: [{ do: 'draw' }] }],
  }),
  u('A-BRAVE', 2, 10000, 5000, ['intercept'], {
    abilities: [
      {
        kind: 'automatic',
        condition: { all: [onRC, { test: 'brave' }] },
        trigger: when('attacks', self),
        effect: [power('self', 5000, 'battle')],
      },
    ],
  }),
  u('A-RSUPP', 1, 8000, 5000, ['boost'], {
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('attacks', { all: [onRC, you, { test: 'not-self' }] }),
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  u('A-LB', 3, 13000, null, ['twin-drive'], {
    abilities: [
      { kind: 'continuous', condition: { all: [onVC, { test: 'limit-break', count: 4 }] }, effect: [power('self', 10000, 'turn')] },
    ],
  }),
  u('A-EOT', 1, 8000, 5000, ['boost'], {
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: { event: 'end-of-turn', match: { test: 'turn-player', player: 'you' } },
        effect: [{ do: 'if', test: { test: 'stat', stat: 'power', op: '>=', value: 18000 }, then: [{ do: 'draw' }] }],
      },
    ],
  }),
  u('A-RST', 2, 15000, 5000, ['intercept', 'restraint']),
  u('X-TURN', 1, 8000, 5000, ['boost'], {
    abilities: [
      { kind: 'activated', timing: ['main'], condition: onRC, cost: [{ do: 'retire', cards: 'self' }], effect: [{ do: 'extra-turn' }] },
    ],
  }),
  o('O-DRAW', 0, [{ do: 'draw' }]),
  o('O-DRAW2', 2, [{ do: 'draw' }]),
  o('O-BOTH', 0, [{ do: 'draw' }, { do: 'draw', player: 'opponent' }]),
  o('O-FRONT', 0, [power({ zone: 'field', player: 'you', where: { all: [onRC, { test: 'front-row' }] } }, 5000, 'turn')]),
  o('O-BATTLE', 0, [chooseMine('_b', { test: 'unit' }), power({ var: '_b' }, 5000, 'battle')]),
  o('O-PING', 0, [{ do: 'deal-damage', player: 'opponent', count: 1 }]),
  // The kernel's plain `choose` (no Resist filter written by the card's author): Resist is the kernel's business (14.15).
  o('O-SNIPE', 0, [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: onRC }, count: 1, as: '_s' },
    { do: 'retire', cards: { var: '_s' } },
  ]),
  // For tests of a superior call by an effect (6.2.5): one of your rear-guards is called to the front right circle.
  o('O-RECALL', 0, [{ do: 'call', from: { zone: 'field', player: 'you', where: onRC }, count: 1, upTo: false, circles: ['fr'] }]),
  o('O-OFFER', 0, [
    { do: 'choose', player: 'opponent', from: { zone: 'field', player: 'opponent', where: onRC }, count: 1, as: '_s', always: true },
    { do: 'retire', cards: { var: '_s' } },
  ]),
  o('O-PING2', 0, [
    { do: 'deal-damage', player: 'you', count: 1 },
    { do: 'deal-damage', player: 'opponent', count: 1 },
  ]),
  o('O-VOID', 0, [{ do: 'retire', cards: { zone: 'field', player: 'you', where: onVC } }]),
  o('B-5K', 0, [chooseMine('_b', { test: 'attacked' }), power({ var: '_b' }, 5000, 'battle')], 'blitz'),
  o('B-SAC', 0, [chooseMine('_s', onRC), { do: 'retire', cards: { var: '_s' } }], 'blitz'),
  o('B-EXTRA', 0, [{ do: 'extra-turn' }], 'blitz'),
  // Not in the scenario catalogue: an effect that makes the opponent lose at once (1.2.5).
  o('O-CB', 0, [{ do: 'counter-blast', count: 2 }, { do: 'draw' }]),
  o('O-BIND', 0, [{ do: 'bind', cards: { zone: 'drop', player: 'you' } }]),
  o('O-GIFT', 0, [{ do: 'gain-gift', gift: 'force' }, { do: 'draw' }]),
  o('O-SET', 0, [{ do: 'draw' }], 'set'),
  o('O-LATER', 0, [{ do: 'delayed', event: 'end-of-turn', duration: 'game', effect: [{ do: 'draw' }] }]),
  u('A-EMPTY', 1, 8000, 5000, ['boost'], {
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: { state: { test: 'zone-count', zone: 'hand', op: '==', value: 0 } },
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  u('A-TIRED', 1, 8000, 5000, ['boost'], {
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: { event: 'start-of-attack-step', match: { test: 'turn-player', player: 'you' } },
        effect: [{ do: 'rest', cards: { zone: 'field', player: 'you', where: { test: 'unit' } } }],
      },
    ],
  }),
  u('A-LEGACY', 2, 10000, 5000, ['intercept'], {
    abilities: [
      {
        kind: 'automatic',
        trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'drop' } },
        condition: onRC,
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  o('O-TUCK', 0, [{ do: 'move', cards: { zone: 'soul', player: 'you' }, to: 'deck', position: 'bottom' }]),
  o('O-LOSE', 0, [{ do: 'lose', player: 'opponent', reason: 'effect' }]),
  // Plain effect verbs of ch.7, one each.
  o('O-STAND', 0, [{ do: 'stand', cards: { zone: 'field', player: 'you', where: { test: 'unit' } } }]),
  o('O-REST', 0, [{ do: 'rest', cards: { zone: 'field', player: 'opponent', where: onRC } }]),
  o('O-FACEDOWN', 0, [{ do: 'flip', cards: { zone: 'damage', player: 'you' }, faceUp: false }]),
  o('O-SHUFFLE', 0, [{ do: 'shuffle' }]),
  o('O-MILL2', 0, [{ do: 'move', cards: { zone: 'deck', player: 'you', top: 2 }, to: 'drop' }]),
  o('O-DRAWTWO', 0, [{ do: 'draw', count: 2 }]),
  u('U2R', 2, 10000, 5000, ['intercept', 'resist']),
  // "CONT: This unit cannot be attacked" (an effect on itself; VG 10.4.1.6 reads it as a restriction).
  u('U2-UNATTACKABLE', 2, 10000, 5000, [], {
    abilities: [{ kind: 'continuous', effect: [{ do: 'modify', cards: 'self', stat: 'cannotBeAttacked', set: true }] }],
  }),
  o('O-SHOW', 0, [{ do: 'reveal', cards: { zone: 'hand', player: 'you' } }]),
  ...(['turn', 'game'] as const).map((per) =>
    u(`X-${per.toUpperCase()}-DRAW`, 1, 8000, 5000, ['boost'], {
      abilities: [{ kind: 'activated', timing: ['main'], condition: onRC, limit: { count: 1, per }, effect: [{ do: 'draw' }] }],
    }),
  ),
];

export const scenarioCards: CardDefinition[] = [...raw, ...depthCards, ...verbsCards, ...otherRulesCards].map(parseCard);
