/** Test cards for pseudo-cards beyond Protect (15.4–15.6), record markers (15.8) and other ch.1–15 rules depth. */
const order = (id: string, orderEffect: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  type: 'order',
  subtype: 'normal',
  grade: 0,
  orderEffect,
  ...extra,
});
const mine = (where: unknown, as: string) => ({ do: 'choose', from: { zone: 'field', player: 'you', where }, count: 1, as });
const tokenUnit = {
  all: [
    { test: 'name', name: 'Wisp' },
    { test: 'pseudo-kind', kind: 'token-unit' },
  ],
};

export const verbsCards: unknown[] = [
  // ——— Pseudo-cards (15.4–15.6) ———
  {
    id: 'Y-WISP',
    name: 'Wisp',
    type: 'unit',
    pseudo: 'token',
    grade: 0,
    power: 5000,
    shield: null,
    keywords: ['boost'],
    text: 'Token unit.',
  },
  { id: 'Y-WISP-CARD', name: 'Wisp', type: 'unit', grade: 0, power: 5000, shield: 5000, text: 'A real card named like the token.' },
  { id: 'Y-BANNER', name: 'Banner', type: 'order', subtype: 'set', pseudo: 'token', grade: 0, orderEffect: [], text: 'Token set order.' },
  {
    id: 'Y-PASS',
    name: 'Pass',
    type: 'order',
    pseudo: 'ticket',
    grade: 0,
    orderEffect: [{ do: 'draw' }],
    text: 'Ticket. Draw a card.',
  },
  { id: 'Y-MARE', name: "Mare's Gift", type: 'pseudo', pseudo: 'mare', grade: null, text: "Mare's gift." },
  order('Y-CALL-WISP', [{ do: 'call-token', token: 'Y-WISP', circles: ['fl'] }]),
  order('Y-CALL-WISP-ANY', [{ do: 'call-token', token: 'Y-WISP' }]),
  order('Y-WISP-TO-SOUL', [mine(tokenUnit, '_t'), { do: 'move', cards: { var: '_t' }, to: 'soul' }, { do: 'draw' }]),
  order('Y-BIND-WISP', [mine(tokenUnit, '_t'), { do: 'bind', cards: { var: '_t' } }]),
  order('Y-REMOVE-WISP', [mine(tokenUnit, '_t'), { do: 'move', cards: { var: '_t' }, to: 'removed' }]),
  order('Y-REMOVE-RG', [mine({ test: 'rear-guard' }, '_t'), { do: 'move', cards: { var: '_t' }, to: 'removed' }]),
  order('Y-MAKE-PASS', [{ do: 'create-pseudo', card: 'Y-PASS', zone: 'hand' }]),
  order('Y-PASS-TO-DROP', [{ do: 'create-pseudo', card: 'Y-PASS', zone: 'drop' }]),
  order('Y-MAKE-BANNER', [{ do: 'create-pseudo', card: 'Y-BANNER', zone: 'order-zone' }]),
  order('Y-BANNER-AWAY', [{ do: 'move', cards: { zone: 'order-zone', player: 'you' }, to: 'hand' }]),
  order('Y-MAKE-MARE', [{ do: 'create-pseudo', card: 'Y-MARE', zone: 'hand' }]),
  order('Y-PSEUDO-TO-RC', [
    {
      do: 'move',
      cards: {
        zone: 'hand',
        player: 'you',
        where: {
          any: [
            { test: 'pseudo-kind', kind: 'mare' },
            { test: 'pseudo-kind', kind: 'protect' },
          ],
        },
      },
      to: 'field',
      slot: 'fl',
    },
  ]),
  order('Y-BIND-HAND', [{ do: 'bind', cards: { zone: 'hand', player: 'you' } }]),
  order('Y-CHOOSE-MARKER', [
    { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'marker-card' } }, count: 1, upTo: true, as: '_m' },
  ]),
  // ——— Record markers (15.8) ———
  {
    id: 'Y-FROSTED',
    name: 'Test Frosted',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    keywords: ['boost'],
    abilities: [
      {
        kind: 'continuous',
        condition: { test: 'has-marker', name: 'Frost' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
      },
    ],
  },
  order('Y-FROST-UNIT', [mine({ test: 'rear-guard' }, '_u'), { do: 'put-marker', name: 'Frost', cards: { var: '_u' } }]),
  order('Y-FROST-OPP-UNIT', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: '_u' },
    { do: 'put-marker', name: 'Frost', cards: { var: '_u' } },
  ]),
  order('Y-FROST-FL', [{ do: 'put-marker', name: 'Frost', circle: 'fl' }]),
  order('Y-FROST-A1', [{ do: 'put-marker', name: 'Frost', circle: 'a1' }]),
  order('Y-FROST-HAND', [{ do: 'put-marker', name: 'Frost', cards: { zone: 'hand', player: 'you' } }]),
  order('Y-FROST-FL-TO-FR', [{ do: 'move-marker', name: 'Frost', circle: 'fl', to: 'fr' }]),
  order('Y-FROST-FL-TO-DROP', [{ do: 'move-marker', name: 'Frost', circle: 'fl', to: 'drop' }]),
  order('Y-UNFROST-FL', [{ do: 'remove-marker', name: 'Frost', circle: 'fl' }]),
  order('Y-UNFROST-UNIT', [mine({ test: 'rear-guard' }, '_u'), { do: 'remove-marker', name: 'Frost', cards: { var: '_u' } }]),
  order('Y-RETIRE-FL', [{ do: 'retire', cards: { zone: 'field', player: 'you', where: { test: 'circle', circle: 'fl' } } }]),
  // ——— Chapters 1–12: costs, choices, named states, moves ———
  order('Y-NO-ATTACK', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: '_u' },
    { do: 'modify', cards: { var: '_u' }, stat: 'cannotBeAttacked', set: true },
  ]),
  order('Y-CB0', [{ do: 'draw' }], { orderCost: [{ do: 'counter-blast', count: 0 }] }),
  order('Y-RETIRE2', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 2, as: '_r' },
    { do: 'retire', cards: { var: '_r' } },
  ]),
  {
    id: 'Y-ONCE',
    name: 'Test Y-ONCE',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    abilities: [{ kind: 'activated', zones: ['field'], timing: ['main'], limit: { count: 1, per: 'game' }, effect: [{ do: 'draw' }] }],
  },
  order('Y-FREEZE', [mine({ test: 'rear-guard' }, '_u'), { do: 'enter-state', cards: { var: '_u' }, state: 'Frozen' }]),
  {
    id: 'Y-FROZEN-READER',
    name: 'Test Y-FROZEN-READER',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    abilities: [
      {
        kind: 'continuous',
        condition: { test: 'in-state', state: 'Frozen' },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
      },
    ],
  },
  order('Y-MOVE-TRACK', [
    { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } }, count: 1, as: '_c' },
    { do: 'move', cards: { var: '_c' }, to: 'field', slot: 'fl', as: '_m' },
    { do: 'modify', cards: { var: '_m' }, stat: 'power', add: 5000 },
  ]),
  {
    id: 'Y-MOVE-WATCHER',
    name: 'Test Y-MOVE-WATCHER',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    keywords: ['intercept'],
    abilities: [
      {
        kind: 'automatic',
        trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'field' } },
        effect: [{ do: 'draw' }],
      },
    ],
  },
  order('Y-ORDER-TO-RC', [
    { do: 'move', cards: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'order' } }, to: 'field', slot: 'fl' },
  ]),
  order('Y-PUMP-OPP-VC', [
    { do: 'modify', cards: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } }, stat: 'power', add: 5000 },
  ]),
  order('Y-CB-G3', [{ do: 'draw' }], { orderCost: [{ do: 'counter-blast', count: 1, where: { test: 'grade', op: '==', value: 3 } }] }),
  order('Y-SB-G1', [{ do: 'draw' }], { orderCost: [{ do: 'soul-blast', count: 1, where: { test: 'grade', op: '==', value: 1 } }] }),
  // ——— Lock and unlock (7.30, 7.31) ———
  order('Y-LOCK-OPP', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: '_u' },
    { do: 'lock', cards: { var: '_u' } },
  ]),
  order('Y-LOCK-MINE', [mine({ test: 'rear-guard' }, '_u'), { do: 'lock', cards: { var: '_u' } }]),
  order('Y-UNLOCK-MINE', [{ do: 'unlock', cards: { zone: 'field', player: 'you', where: { test: 'locked' } } }]),
  order('Y-FLIP-LOCKED', [{ do: 'flip', cards: { zone: 'field', player: 'any', where: { test: 'locked' } }, faceUp: true }]),
  order('Y-PUT-LOCKED-2', [{ do: 'put-locked', cards: { zone: 'deck', player: 'you', top: 2 } }]),
  order('Y-CHOOSE-STANDING', [
    { do: 'choose', from: { zone: 'field', player: 'any', where: { test: 'standing' } }, count: 1, upTo: true, as: '_s' },
  ]),
  {
    id: 'Y-UNLOCK-WATCHER',
    name: 'Test Y-UNLOCK-WATCHER',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    keywords: ['boost'],
    abilities: [
      {
        kind: 'automatic',
        trigger: { event: 'unlocked', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [{ do: 'draw' }],
      },
    ],
  },
  // ——— Battles (7.37, 10.4.1.8) ———
  {
    id: 'Y-SWEEPER',
    name: 'Test Y-SWEEPER',
    type: 'unit',
    grade: 3,
    power: 13000,
    shield: null,
    keywords: ['twin-drive'],
    abilities: [{ kind: 'continuous', effect: [{ do: 'modify', cards: 'self', stat: 'battles', set: 'front-row' }] }],
  },
  // ——— Control (7.39) ———
  order('Y-CONTROL-COUNT', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: '_c' },
    {
      do: 'control',
      cards: { var: '_c' },
      then: [
        { do: 'repeat', times: { count: { zone: 'field', player: 'you', where: { test: 'unit' } } }, body: [{ do: 'draw' }] },
        {
          do: 'repeat',
          times: { count: { zone: 'field', player: 'opponent', where: { test: 'unit' } } },
          body: [{ do: 'soul-charge', count: 1 }],
        },
      ],
    },
  ]),
  order('Y-CONTROL-TURN', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: '_c' },
    { do: 'control', cards: { var: '_c' }, duration: 'turn' },
  ]),
  order('Y-CONTROL-AGAIN', [{ do: 'control', cards: { zone: 'field', player: 'any', where: { test: 'controlled' } }, duration: 'turn' }]),
  order('Y-PUMP-MINE', [
    { do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } }, stat: 'power', add: 5000 },
  ]),
  order('Y-CONTROLLED-TO-MY-FL', [
    { do: 'move', cards: { zone: 'field', player: 'any', where: { test: 'controlled' } }, to: 'field', slot: 'fl', player: 'you' },
  ]),
  order('Y-CONTROLLED-TO-THEIR-BR', [
    { do: 'move', cards: { zone: 'field', player: 'any', where: { test: 'controlled' } }, to: 'field', slot: 'br', player: 'opponent' },
  ]),
  order('Y-CONTROLLED-RETIRE', [{ do: 'retire', cards: { zone: 'field', player: 'any', where: { test: 'controlled' } } }]),
  order('Y-LOCK-CONTROLLED', [{ do: 'lock', cards: { zone: 'field', player: 'any', where: { test: 'controlled' } } }]),
  order(
    'Y-CONTROL-GUARD',
    [
      { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: '_c' },
      { do: 'control', cards: { var: '_c' }, toGuardianCircle: true },
    ],
    { subtype: 'blitz' },
  ),
  // ——— Stage (7.41) ———
  order('Y-STAGE-FL', [{ do: 'make-stage', circle: 'fl' }]),
  order('Y-GAIN-ACCEL', [{ do: 'gain-gift', gift: 'accel' }]),
  // 7.10.2: "reveal a grade 3 from your hand" as the cost of an order: draw 1.
  order('Y-REVEAL-COST', [{ do: 'draw' }], {
    orderCost: [
      { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'grade', value: 3 } }, count: 1, as: '_shown' },
      { do: 'reveal', cards: { var: '_shown' } },
    ],
  }),
  // 10.7.1.8: "AUTO [RC]: When this unit attacks, during that battle its 'when it hits' effects also activate
  // without a hit. AUTO [RC]: When this unit's attack hits, draw 1."
  ...(['Y-HIT-ANYWAY', 'Y-HIT-ONLY'] as const).map((id) => ({
    id,
    name: `Test ${id}`,
    type: 'unit',
    grade: 1,
    power: 5000,
    shield: 5000,
    abilities: [
      ...(id === 'Y-HIT-ANYWAY'
        ? [
            {
              kind: 'automatic',
              condition: { test: 'rear-guard' },
              trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
              effect: [{ do: 'hit-effects-without-hit' }],
            },
          ]
        : []),
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'hit', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [{ do: 'draw' }],
      },
    ],
  })),
  // 14.2.3.3: "ACT [RC] Brave: draw 2, then this unit gets Power +5000": Brave is checked when played only.
  {
    id: 'Y-BRAVE-ACT',
    name: 'Test Y-BRAVE-ACT',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { all: [{ test: 'rear-guard' }, { test: 'brave' }] },
        effect: [
          { do: 'draw', count: 2 },
          { do: 'modify', cards: 'self', stat: 'power', add: 5000, duration: 'turn' },
        ],
      },
    ],
  },
  // 16.3.2: one effect, two gifts: processed in the order of its text (Accel first, then Force).
  order('Y-GAIN-ACCEL-FORCE', [
    { do: 'gain-gift', gift: 'accel' },
    { do: 'gain-gift', gift: 'force' },
  ]),
  // ——— Numbers (7.28, 7.14.4–5), up to N from the deck (7.6.3), masters (3.2.2.1) ———
  order('Y-NEXT-CB-UP', [{ do: 'change-next-icon', icon: 'counter-blast', by: 1 }]),
  order('Y-CB1-DRAW', [{ do: 'draw' }], { orderCost: [{ do: 'counter-blast', count: 1 }] }),
  order('Y-UPTO2', [{ do: 'deck-up-to', count: 2, to: 'soul' }]),
  order('Y-UPTO0', [{ do: 'deck-up-to', count: 0, to: 'soul' }]),
  order('Y-GAIN-VC-POWER', [
    mine({ test: 'rear-guard' }, '_u'),
    { do: 'gain-info', cards: { var: '_u' }, from: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } }, stat: 'power' },
  ]),
  order('Y-GAIN-KEYWORDS', [
    mine({ test: 'rear-guard' }, '_u'),
    { do: 'gain-info', cards: { var: '_u' }, from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, stat: 'keywords' },
  ]),
  {
    id: 'Y-AURA',
    name: 'Test Y-AURA',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    abilities: [
      {
        kind: 'continuous',
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { all: [{ test: 'unit' }, { test: 'not-self' }] } },
            stat: 'power',
            add: 2000,
          },
        ],
      },
    ],
  },
  {
    id: 'Y-DELAYER',
    name: 'Test Y-DELAYER',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    abilities: [
      {
        kind: 'activated',
        zones: ['field'],
        timing: ['main'],
        effect: [{ do: 'delayed', event: 'end-of-turn', effect: [{ do: 'draw' }], once: true }],
      },
    ],
  },
  order('Y-DISCARD-COST', [{ do: 'draw' }], { orderCost: [{ do: 'discard', count: 1 }] }),
  // 15.3.8: "discard an Imaginary Gift: Protect from your hand" means the Protect pseudo-card in the hand.
  order('Y-DISCARD-PROTECT', [
    { do: 'discard', count: 1, from: { zone: 'hand', player: 'you', where: { test: 'pseudo-kind', kind: 'protect' } } },
    { do: 'draw', count: 2 },
  ]),
  // 15.3.2.1: every card of your hand gets grade +1 (the Protect pseudo-card's grade stays "Protect").
  order('Y-HAND-GRADE-UP', [{ do: 'modify', cards: { zone: 'hand', player: 'you' }, stat: 'grade', add: 1 }]),
  // ——— Attacks by effect (7.36) ———
  ...[
    ['Y-REATTACKER', true],
    ['Y-NOSTAND-ATTACKER', false],
  ].map(([id, stands]) => ({
    id,
    name: `Test ${String(id)}`,
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        limit: { count: 1, per: 'turn' },
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
        effect: [
          ...(stands === true ? [{ do: 'stand', cards: 'self' }] : []),
          { do: 'attack', attackers: 'self', targets: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } } },
        ],
      },
    ],
  })),
  // ——— 魔合成 (7.44) ———
  order('Y-FUSER', [
    {
      do: 'fuse-order',
      from: { zone: 'drop', player: 'you', where: { test: 'card-type', type: 'order' } },
      then: [{ do: 'soul-charge', count: 1 }],
    },
  ]),
  order('Y-FRONT-ROW-PUMP', [
    { do: 'modify', cards: { zone: 'field', player: 'any', where: { test: 'front-row' } }, stat: 'power', add: 1000 },
  ]),
  // ——— Nations and clans (2.2, 2.14, Appendix C) ———
  { id: 'Y-STOICHEIA', name: 'Test Y-STOICHEIA', type: 'unit', grade: 1, power: 8000, shield: 5000, nation: 'ストイケイア' },
  { id: 'Y-KETER', name: 'Test Y-KETER', type: 'unit', grade: 1, power: 8000, shield: 5000, nation: 'ケテルサンクチュアリ' },
  {
    id: 'Y-KETER-PALADIN',
    name: 'Test Y-KETER-PALADIN',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    nation: 'ケテルサンクチュアリ',
    clan: 'ジェネシス',
  },
  { id: 'Y-CLAY', name: 'Test Y-CLAY', type: 'unit', grade: 1, power: 8000, shield: 5000, clan: 'クレイエレメンタル' },
  order('Y-PICK-AQUA', [
    {
      do: 'choose',
      from: { zone: 'field', player: 'you', where: { test: 'clan', clan: 'アクアフォース' } },
      count: 1,
      upTo: true,
      as: '_p',
    },
  ]),
  order('Y-PICK-US', [
    {
      do: 'choose',
      from: { zone: 'field', player: 'you', where: { test: 'nation', nation: 'ユナイテッドサンクチュアリ' } },
      count: 1,
      upTo: true,
      as: '_p',
    },
  ]),
  order('Y-PICK-HAND-KAGERO', [
    { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'clan', clan: 'かげろう' } }, count: 1, upTo: true, as: '_p' },
  ]),
  order('Y-ALSO-AQUA', [
    mine({ test: 'rear-guard' }, '_u'),
    { do: 'modify', cards: { var: '_u' }, stat: 'belongsTo', grant: 'アクアフォース' },
  ]),
  order('Y-GAUGE-PLAIN', [
    mine({ test: 'rear-guard' }, '_g'),
    { do: 'put-gauge', cards: { zone: 'deck', player: 'you', top: 1 }, of: { var: '_g' } },
  ]),
  order('Y-CONTROL-VC', [{ do: 'control', cards: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } }, duration: 'turn' }]),
];
