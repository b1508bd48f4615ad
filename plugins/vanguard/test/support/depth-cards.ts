/** Test cards for the rules-depth mechanics (energy, crests, gauge, ch.7 verbs, ch.12 terms), in this title's card format. */
const order = (id: string, orderEffect: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'order',
  subtype: 'normal',
  grade: 0,
  orderEffect,
  ...extra,
});
const unit = (id: string, grade: number, power: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'unit',
  grade,
  power,
  shield: 5000,
  keywords: ['boost'],
  ...extra,
});
const chooseOpponent = (as: string) => ({
  do: 'choose',
  from: { zone: 'field', player: 'opponent', where: { test: 'unit' } },
  count: 1,
  as,
});
const chooseMine = (as: string, where: unknown = { test: 'rear-guard' }) => ({
  do: 'choose',
  from: { zone: 'field', player: 'you', where },
  count: 1,
  as,
});

export const depthCards: unknown[] = [
  // ——— Energy (7.48, 7.49) and crests (4.19, 15.7) ———
  order('X-EC3', [{ do: 'energy-charge', count: 3 }]),
  order('X-EC-OPP', [{ do: 'energy-charge', count: 2, player: 'opponent' }]),
  order('X-EB2', [{ do: 'draw' }], { orderCost: [{ do: 'energy-blast', count: 2 }] }),
  order('X-EB-EFFECT', [{ do: 'energy-blast', count: 4 }, { do: 'draw' }]),
  {
    id: 'X-CAP5',
    name: 'Test cap crest',
    type: 'ride-deck-crest',
    grade: null,
    energyMaximum: 5,
    abilities: [],
  },
  {
    id: 'X-CREST',
    name: 'Test Crest',
    type: 'crest',
    grade: null,
    abilities: [
      {
        kind: 'continuous',
        zones: ['crest'],
        effect: [{ do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } }, stat: 'power', add: 5000 }],
      },
    ],
  },
  order('X-GAIN-CREST', [{ do: 'gain-crest', crest: 'X-CREST' }]),
  order('X-CREST-AWAY', [{ do: 'move', cards: { zone: 'crest', player: 'you' }, to: 'drop' }]),
  // ——— Gauge (4.15, 7.40, 13.9) ———
  unit('X-FORGE', 1, 8000, {
    abilities: [
      {
        kind: 'activated',
        zones: ['field'],
        timing: ['main'],
        condition: { test: 'rear-guard' },
        effect: [{ do: 'put-gauge', cards: { zone: 'deck', player: 'you', top: 2 }, of: 'self', name: 'Forge' }],
      },
      {
        // 12.7: for each gauge of this unit, Power +2000 (the count is fixed before the first +2000).
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [
          {
            do: 'repeat',
            times: { count: { zone: 'gauge', player: 'you', where: { test: 'gauge-of-source' } } },
            body: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000, duration: 'battle' }],
          },
        ],
      },
      {
        kind: 'activated',
        zones: ['field'],
        timing: ['main'],
        condition: { test: 'rear-guard' },
        cost: [{ do: 'discard-gauge', count: 1, of: 'self' }],
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  order('X-RETIRE-MINE', [chooseMine('_mine'), { do: 'retire', cards: { var: '_mine' } }]),
  order('X-GAUGE-TO-VC', [
    { do: 'move-gauge', cards: { zone: 'gauge', player: 'you' }, to: { zone: 'field', player: 'you', where: { test: 'vanguard' } } },
  ]),
  // ——— Chapter 7 ———
  order('X-LOOK', [
    { do: 'look', count: 3, as: 'seen' },
    { do: 'choose', from: { var: 'seen' }, count: 1, upTo: true, as: 'pick' },
    { do: 'move', cards: { var: 'pick' }, to: 'hand' },
    { do: 'shuffle' },
  ]),
  order('X-LOOK-UPTO', [
    { do: 'look', count: 3, upTo: true, as: 'seen' },
    { do: 'move', cards: { var: 'seen' }, to: 'soul' },
  ]),
  order('X-SEARCH', [
    { do: 'search', where: { test: 'grade', op: '==', value: 3 }, count: 1, as: 'found' },
    { do: 'shuffle', except: { var: 'found' } },
  ]),
  order('X-SEARCH-DROP', [
    { do: 'search', zone: 'drop', where: { test: 'grade', op: '==', value: 2 }, count: 1, as: 'found' },
    { do: 'move', cards: { var: 'found' }, to: 'hand' },
  ]),
  order('X-SWAP', [
    chooseMine('_rg'),
    { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: '_hand' },
    { do: 'swap', cards: { var: '_rg' }, with: { var: '_hand' } },
  ]),
  order('X-DECLARE', [
    { do: 'declare', as: 'named' },
    { do: 'reveal', cards: { zone: 'deck', player: 'you', top: 1 } },
    { do: 'if', subject: { zone: 'deck', player: 'you', top: 1 }, test: { test: 'named', declared: 'named' }, then: [{ do: 'draw' }] },
  ]),
  order('X-RANDOM', [
    { do: 'choose-random', from: { zone: 'hand', player: 'opponent' }, count: 1, as: '_r' },
    { do: 'move', cards: { var: '_r' }, to: 'drop', reason: 'discard' },
  ]),
  order('X-DELETE', [{ do: 'delete', cards: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } } }]),
  order('X-UNDELETE', [{ do: 'flip', cards: { zone: 'field', player: 'any', where: { test: 'deleted' } }, faceUp: true }]),
  order('X-TIMELEAP', [chooseMine('_leap'), { do: 'time-leap', cards: { var: '_leap' } }]),
  order('X-BAKUSEI', [{ do: 'become-state', state: 'ikki-bakusei' }]),
  order('X-KASEI-GAME', [{ do: 'become-state', state: 'ikki-kasei', duration: 'game' }]),
  order('X-NIGHT', [{ do: 'become-world', world: '黑夜' }]),
  unit('X-KASEI-READER', 1, 8000, {
    abilities: [
      {
        kind: 'continuous',
        condition: { test: 'fighter-state', state: 'ikki-kasei' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
      },
      {
        kind: 'continuous',
        condition: { test: 'world', world: '黑夜' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }],
      },
    ],
  }),
  order(
    'X-REDIRECT',
    [
      { do: 'choose', from: { zone: 'field', player: 'you', where: { test: 'rear-guard' } }, count: 1, as: '_to' },
      { do: 'change-attack-target', to: { var: '_to' } },
    ],
    { subtype: 'blitz' },
  ),
  unit('X-TWIN', 2, 10000, {
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [{ do: 'twin-drive', cards: 'self' }],
      },
    ],
  }),
  // ——— Chapter 12 ———
  order('X-SILENCE', [
    chooseOpponent('_s'),
    { do: 'modify', cards: { var: '_s' }, stat: 'cannotUseAbilities', set: true, duration: 'turn' },
  ]),
  order('X-SILENCE-MINE', [
    chooseMine('_s'),
    { do: 'modify', cards: { var: '_s' }, stat: 'cannotUseAbilities', set: true, duration: 'turn' },
  ]),
  order('X-STRIP', [chooseOpponent('_s'), { do: 'modify', cards: { var: '_s' }, stat: 'losesAbilities', set: true, duration: 'turn' }]),
  order('X-RETIRE-OPP', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, upTo: true, as: '_t' },
    { do: 'retire', cards: { var: '_t' } },
  ]),
  order('X-RETIRE-ALL-OPP', [{ do: 'retire', cards: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } } }]),
  unit('X-ACT', 1, 8000, {
    abilities: [
      { kind: 'activated', zones: ['field'], timing: ['main'], condition: { test: 'rear-guard' }, effect: [{ do: 'draw' }] },
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 3000, duration: 'battle' }],
      },
      { kind: 'continuous', condition: { test: 'rear-guard' }, effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000 }] },
    ],
  }),
  unit('X-AEGIS', 2, 10000, {
    abilities: [{ kind: 'continuous', effect: [{ do: 'modify', cards: 'self', stat: 'unaffectedBy', set: 'opponent' }] }],
  }),
  unit('X-TWIN-NAME', 1, 8000, { alsoNamed: ['Test U1'] }),
  order('X-SAME-NAME', [
    {
      do: 'if',
      subject: { zone: 'field', player: 'you', where: { test: 'vanguard' } },
      test: { test: 'same-name-as', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } } },
      then: [{ do: 'draw' }],
    },
  ]),
  order('X-DIFFERENT', [
    {
      do: 'if',
      test: { test: 'different-names', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } } },
      then: [{ do: 'draw' }],
    },
  ]),
];
