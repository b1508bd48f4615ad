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
  // Chapter 7's deck verbs at their edges: look at 0 (7.7.2.1), search two zones (7.11.4), shuffle (7.5.1.1, 7.12.3),
  // swap with nothing (7.8.2).
  order('Z-LOOK-0', [{ do: 'look', count: 0, as: 'seen' }]),
  order('Z-LOOK-1', [{ do: 'look', count: 1, as: 'seen' }]),
  order('Z-SEARCH-DECK-OR-DROP', [
    { do: 'search', zone: ['deck', 'drop'], where: { test: 'grade', op: '==', value: 2 }, count: 1, as: 'found' },
    { do: 'move', cards: { var: 'found' }, to: 'hand' },
    { do: 'shuffle', except: { var: '_searched' } },
  ]),
  order('Z-SHUFFLE', [{ do: 'shuffle' }]),
  order('Z-SWAP-HAND-DROP', [
    { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: 'mine' },
    { do: 'swap', cards: { var: 'mine' }, with: { zone: 'drop', player: 'you' } },
  ]),
  // 9.5.2: "at the start of your G assist step" (played without a ride deck).
  unit('Z-G-ASSIST-START', 1, {
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'start-of-g-assist-step', match: { test: 'turn-player', player: 'you' } },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
    ],
  }),
  // 7.16: "when a trigger unit comes out in your check", drive or damage (an AUTO of the vanguard).
  unit('Z-TRIGGER-OUT', 3, {
    power: 13000,
    shield: null,
    keywords: ['twin-drive'],
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        trigger: { event: 'drive-check', match: { test: 'event-card', where: { test: 'trigger-unit' } } },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        trigger: { event: 'damage-check', match: { test: 'event-card', where: { test: 'trigger-unit' } } },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
    ],
  }),
  // 11.4.4.2: an ability valid in either of two zones ([(RC)/(GC)] style; here the hand or the drop zone).
  unit('Z-TWO-ZONES', 1, {
    abilities: [
      {
        kind: 'automatic',
        zones: ['hand', 'drop'],
        trigger: { event: 'start-of-main-phase', match: { test: 'turn-player', player: 'you' } },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
    ],
  }),
  // 11.5: sources. A unit whose ACT retires an opponent's rear-guard; units that watch what retired them, or what
  // damage was checked.
  unit('Z-RETIRER', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        effect: [
          { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: 't' },
          { do: 'retire', cards: { var: 't' } },
        ],
      },
    ],
  }),
  order('Z-RETIRE-ORDER', [
    { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'rear-guard' } }, count: 1, as: 't' },
    { do: 'retire', cards: { var: 't' } },
  ]),
  unit('Z-WATCHER', 1, {
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: {
          event: 'moved',
          match: {
            all: [
              { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'drop' },
              { test: 'by-effect-of', where: { test: 'name', name: 'Test Z-RETIRER' } },
            ],
          },
        },
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  unit('Z-ANY-EFFECT-WATCHER', 1, {
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: {
          event: 'moved',
          match: { all: [{ test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'drop' }, { test: 'by-effect-of' }] },
        },
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  unit('Z-DAMAGE-WATCHER', 3, {
    power: 13000,
    shield: null,
    keywords: ['twin-drive'],
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        trigger: {
          event: 'damage-check',
          match: {
            all: [
              { test: 'event-player', player: 'you' },
              { test: 'damage-from', kind: 'battle' },
            ],
          },
        },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        trigger: {
          event: 'damage-check',
          match: {
            all: [
              { test: 'event-player', player: 'you' },
              { test: 'damage-from', kind: 'skill', where: { test: 'name', name: 'Test Z-PINGER' } },
            ],
          },
        },
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  // Skill damage from a unit's ability, and a delayed trigger it creates that deals damage at the end of the turn.
  unit('Z-PINGER', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        limit: { count: 1, per: 'turn' },
        effect: [
          { do: 'deal-damage', player: 'opponent', count: 1 },
          { do: 'delayed', event: 'end-of-turn', effect: [{ do: 'deal-damage', player: 'opponent', count: 1 }] },
        ],
      },
    ],
  }),
  // 11.2.1: "if (requirement), …. This ability cannot be used this turn / game." on an ACT (with and without a cost)
  // and an AUTO.
  unit('Z-ACT-ONCE', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        cost: [{ do: 'counter-blast', count: 1 }],
        effect: [
          { do: 'if', test: { test: 'zone-count', zone: 'hand', op: '>=', value: 5 }, then: [{ do: 'draw' }] },
          { do: 'disable-ability', ability: 0, duration: 'turn' },
        ],
      },
    ],
  }),
  unit('Z-ACT-ONCE-FREE', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        effect: [
          { do: 'if', test: { test: 'zone-count', zone: 'hand', op: '>=', value: 5 }, then: [{ do: 'draw' }] },
          { do: 'disable-ability', ability: 0, duration: 'game' },
        ],
      },
    ],
  }),
  unit('Z-AUTO-ONCE', 1, {
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'vanguard' } } },
        effect: [
          { do: 'if', test: { test: 'zone-count', zone: 'hand', op: '>=', value: 5 }, then: [{ do: 'draw' }] },
          { do: 'modify', cards: 'self', stat: 'power', add: 5000, duration: 'turn' },
          { do: 'disable-ability', ability: 0, duration: 'turn' },
        ],
      },
    ],
  }),
  // 7.25.3: Soul Blast as part of an effect, not a cost; 7.4.2: a named marker put on a circle.
  order('Z-SB2-EFFECT', [{ do: 'soul-blast', count: 2 }, { do: 'draw' }]),
  order('Z-MARK-CIRCLE', [{ do: 'put-marker', name: 'Beacon', circle: 'fl' }]),
  // The battle (ch.10): battle opponents (10.4.1.9.2), what the battle attacked (10.1.4), a unit that can no longer
  // attack (10.4.1.5.2), a drive lowered to 0 (10.6.1.2.2), an attacker retired before damage (10.7.1.4.2).
  unit('Z-FOE-SHRINK', 3, {
    power: 13000,
    shield: null,
    keywords: ['twin-drive'],
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        trigger: onSelf('attacks'),
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'opponent', where: { test: 'battle-opponent' } },
            stat: 'power',
            add: -3000,
            duration: 'battle',
          },
        ],
      },
    ],
  }),
  unit('Z-FOE-WATCH', 2, {
    power: 10000,
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: onSelf('attacked'),
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'opponent', where: { test: 'battle-opponent' } },
            stat: 'power',
            add: 1000,
            duration: 'battle',
          },
        ],
      },
    ],
  }),
  unit('Z-BATTLE-WATCH', 1, {
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'end-of-battle', match: { test: 'attacked-a-vanguard' } },
        effect: [{ do: 'draw' }],
      },
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        trigger: { event: 'end-of-battle', match: { test: 'attacked-a-rear-guard' } },
        effect: [{ do: 'soul-charge', count: 1 }],
      },
    ],
  }),
  unit('Z-LAST-ATTACK', 3, {
    power: 13000,
    shield: null,
    keywords: ['twin-drive'],
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        trigger: onSelf('attacks'),
        effect: [{ do: 'modify', cards: 'self', stat: 'cannotAttack', set: true, duration: 'turn' }],
      },
    ],
  }),
  order('Z-DRIVE-MINUS-2', [
    { do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } }, stat: 'drive', add: -2, duration: 'turn' },
  ]),
  order('Z-DRIVE-MINUS-1', [
    { do: 'modify', cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } }, stat: 'drive', add: -1, duration: 'turn' },
  ]),
  order(
    'Z-BLITZ-RETIRE-ATTACKER',
    [
      { do: 'choose', from: { zone: 'field', player: 'opponent', where: { test: 'attacking' } }, count: 1, as: 'a' },
      { do: 'retire', cards: { var: 'a' } },
    ],
    { subtype: 'blitz' },
  ),
  // 7.36: attacks by effect. A vanguard whose attack makes the front-row rear-guards attack after its battle; a
  // rear-guard that stands when it attacks; one that attacks again and pumps "that attack".
  unit('Z-RALLY', 3, {
    power: 13000,
    shield: null,
    keywords: ['twin-drive'],
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'vanguard' },
        limit: { count: 1, per: 'turn' },
        trigger: onSelf('attacks'),
        effect: [
          {
            do: 'attack',
            attackers: { zone: 'field', player: 'you', where: { all: [{ test: 'rear-guard' }, { test: 'front-row' }] } },
            targets: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } },
          },
        ],
      },
    ],
  }),
  unit('Z-SELF-STANDER', 2, {
    power: 10000,
    abilities: [
      { kind: 'automatic', condition: { test: 'rear-guard' }, trigger: onSelf('attacks'), effect: [{ do: 'stand', cards: 'self' }] },
    ],
  }),
  unit('Z-THAT-ATTACK', 2, {
    power: 10000,
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        limit: { count: 1, per: 'turn' },
        trigger: onSelf('attacks'),
        effect: [
          { do: 'stand', cards: 'self' },
          { do: 'attack', attackers: 'self', targets: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } } },
          { do: 'modify', cards: 'self', stat: 'power', add: 5000, duration: 'battle' },
        ],
      },
    ],
  }),
  // 7.39.3: a unit whose CONT reads its column (your other units in the same column get +2000).
  unit('Z-COLUMN-LEADER', 1, {
    abilities: [
      {
        kind: 'continuous',
        condition: { test: 'rear-guard' },
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { all: [{ test: 'same-column-as-source' }, { test: 'not-self' }] } },
            stat: 'power',
            add: 2000,
          },
        ],
      },
    ],
  }),
  // 7.21, 11.7: a costly ACT, an order nullifying your rear-guards' costs this turn, and an ACT costing your whole hand.
  unit('Z-COSTLY', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        cost: [{ do: 'counter-blast', count: 2 }],
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  order('Z-NULLIFY', [{ do: 'nullify-costs', cards: { zone: 'field', player: 'you', where: { test: 'rear-guard' } }, duration: 'turn' }]),
  unit('Z-DISCARD-ALL', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'discard', count: { count: { zone: 'hand', player: 'you' } } }],
        effect: [{ do: 'soul-charge', count: 1 }],
      },
    ],
  }),
  // 4.12: binders (face down and face up) and returning one's own bundle; 4.11.3: pumping the damage zone's cards.
  ...(['Z-BINDER-DOWN', 'Z-BINDER-UP'] as const).map((id) =>
    unit(id, 1, {
      abilities: [
        {
          kind: 'activated',
          timing: ['main'],
          condition: { test: 'rear-guard' },
          limit: { count: 1, per: 'turn' },
          effect: [
            { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: 'b' },
            { do: 'bind', cards: { var: 'b' }, faceDown: id === 'Z-BINDER-DOWN' },
          ],
        },
        {
          kind: 'activated',
          timing: ['main'],
          condition: { test: 'rear-guard' },
          effect: [{ do: 'move', cards: { zone: 'bind', player: 'you', where: { test: 'bound-by' } }, to: 'hand' }],
        },
      ],
    }),
  ),
  order('Z-PUMP-DAMAGE', [{ do: 'modify', cards: { zone: 'damage', player: 'you' }, stat: 'power', add: 5000, duration: 'turn' }]),
  // 6.4.2: "if your vanguard is in legion" (+1000) and "if it legioned this turn" (+2000).
  unit('Z-LEGION-WATCH', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { all: [{ test: 'vanguard' }, { test: 'in-legion' }] } },
            stat: 'power',
            add: 1000,
            duration: 'turn',
          },
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { all: [{ test: 'vanguard' }, { test: 'legioned-this-turn' }] } },
            stat: 'power',
            add: 2000,
            duration: 'turn',
          },
        ],
      },
    ],
  }),
  // 1.3.1: "this unit can attack from the back row" (text over the rules); 1.3.3: an attack instruction for a unit
  // an effect forbids to attack.
  unit('Z-BACK-ATTACKER', 1, {
    abilities: [
      {
        kind: 'continuous',
        condition: { test: 'rear-guard' },
        effect: [{ do: 'modify', cards: 'self', stat: 'attackFromBackRow', set: true }],
      },
    ],
  }),
  unit('Z-FORBIDDEN-REATTACK', 2, {
    power: 10000,
    abilities: [
      {
        kind: 'automatic',
        condition: { test: 'rear-guard' },
        limit: { count: 1, per: 'turn' },
        trigger: onSelf('attacks'),
        effect: [
          { do: 'stand', cards: 'self' },
          { do: 'modify', cards: 'self', stat: 'cannotAttack', set: true, duration: 'turn' },
          { do: 'attack', attackers: 'self', targets: { zone: 'field', player: 'opponent', where: { test: 'vanguard' } } },
        ],
      },
    ],
  }),
  // 5.1.2: giving twin drive twice to a unit that already has it.
  order('Z-TWIN-TWICE', [
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } },
      stat: 'keywords',
      grant: 'twin-drive',
      duration: 'turn',
    },
    {
      do: 'modify',
      cards: { zone: 'field', player: 'you', where: { test: 'vanguard' } },
      stat: 'keywords',
      grant: 'twin-drive',
      duration: 'turn',
    },
  ]),
  // 18.1: optional loops. "ACT [RC]: [Rest this unit] Stand this unit and it gets Power +1000" (a loop its master can
  // repeat as often as they like), and the same without the power (each repetition leaves the game as it was).
  unit('Z-LOOP-PUMP', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [
          { do: 'stand', cards: 'self' },
          { do: 'modify', cards: 'self', stat: 'power', add: 1000, duration: 'turn' },
        ],
      },
    ],
    loops: [0],
  }),
  unit('Z-LOOP-IDLE', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [{ do: 'stand', cards: 'self' }],
      },
    ],
    loops: [0],
  }),
  // 18.1.1.3: a loop both fighters can stop: its master chooses to activate it, the opponent chooses the power (declining leaves the game as it was).
  unit('Z-LOOP-SHARED', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [
          { do: 'stand', cards: 'self' },
          {
            do: 'may',
            player: 'opponent',
            prompt: 'Give it Power +1000?',
            then: [{ do: 'modify', cards: 'self', stat: 'power', add: 1000, duration: 'turn' }],
          },
        ],
      },
    ],
    loops: [0],
  }),
  // The same loop, not recognised by its card data (18.1.1.5).
  unit('Z-LOOP-UNNAMED', 1, {
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: { test: 'rear-guard' },
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [{ do: 'stand', cards: 'self' }],
      },
    ],
  }),
];
