import type { CardDefinition } from '@tcgkit/kernel';
import { defineCard, type Colour } from './schema.js';

/**
 * Demo cards for the sections issue 16 left "not yet" (the `gauntlet` deck, played by the seeded random games).
 * Invented names and text.
 */
const cost = (total: number, ...colours: Colour[]) => ({ total, colours });

export const gauntletCards: CardDefinition[] = [
  defineCard({
    // 103-1a: both players draw at the same time; if both must lose by it (507-1b), the game is a draw.
    id: 'twin-harvest',
    name: 'Twin Harvest',
    type: 'command',
    cost: cost(2, 'blue'),
    effect: [{ do: 'each-draw', count: 2 }],
    text: 'Each player draws 2 cards.',
  }),
  defineCard({
    // 1209-2d: a replacement of damage "dealt" (与える), applied before those of damage received and reductions.
    id: 'double-edge',
    name: 'Double Edge',
    type: 'command',
    cost: cost(1, 'red'),
    effect: [
      {
        do: 'replace',
        replaces: 'unit-damage-dealt',
        instead: [{ do: 'continue-damage', stage: 'unit-damage-dealt', times: 2 }],
        duration: 'turn',
      },
    ],
    text: 'This turn, if damage would be dealt to a unit, twice that damage is dealt instead.',
  }),
  defineCard({
    // 1209-2d: a replacement of damage "received" (受ける) that is not a reduction: after "dealt", before reductions.
    id: 'blood-pact',
    name: 'Blood Pact',
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    effect: [
      {
        do: 'replace',
        replaces: 'unit-damage-received',
        instead: [
          { do: 'draw', count: 1 },
          { do: 'continue-damage', stage: 'unit-damage-received', add: 1000 },
        ],
        duration: 'turn',
        uses: 1,
      },
    ],
    text: 'Quick. This turn, the next time a unit would receive damage, you draw 1 card and it receives 1000 more damage instead.',
  }),
  defineCard({
    // 1209-3: an optional replacement ("you may … instead; if you do, …") applies only when its choice can be made.
    id: 'toll-ward',
    name: 'Toll Ward',
    type: 'command',
    cost: cost(1, 'blue'),
    timing: 'quick',
    effect: [
      {
        do: 'replace',
        replaces: 'unit-damage',
        match: { test: 'controlled-by' },
        optional: [{ do: 'pay-energy', cost: cost(1) }],
        instead: [],
        duration: 'turn',
      },
    ],
    text: 'Quick. This turn, if a unit of yours would receive damage, you may pay 1 energy instead. If you do, it receives none.',
  }),
  defineCard({
    // 518-2: changing the number of a scout is a replacement effect: "scout N" becomes "scout N+1".
    id: 'far-sight',
    name: 'Far Sight',
    type: 'command',
    cost: cost(1, 'blue'),
    effect: [
      { do: 'replace', replaces: 'scout', match: { test: 'event-player' }, instead: [{ do: 'scout', add: 1 }], duration: 'turn', uses: 1 },
      { do: 'scout', count: 1 },
    ],
    text: 'This turn, the next time you would scout, scout 1 more instead. Scout 1.',
  }),
  defineCard({
    // 514-1a: a unit that cannot be countered.
    id: 'iron-vow-knight',
    name: 'Iron Vow Knight',
    type: 'unit',
    cost: cost(3, 'red'),
    power: 5000,
    hit: 1,
    keywords: ['uncounterable'],
    text: 'This card cannot be countered.',
  }),
  defineCard({
    // 536-1, 536-2: creating a token in a zone everyone sees, and removing tokens (they are then nowhere).
    id: 'scrap-forge',
    name: 'Scrap Forge',
    type: 'command',
    cost: cost(1, 'red'),
    effect: [
      { do: 'remove-token', cards: { zone: 'graveyard', player: 'any', where: { test: 'name', name: 'Class Card' } } },
      { do: 'create-token', token: 'class-card', zone: 'graveyard' },
      { do: 'draw', count: 1 },
    ],
    text: 'Remove every Class Card token from the graveyards. Create a Class Card token in your graveyard. Draw 1 card.',
  }),
  defineCard({
    // 536-1a (a scenario card): the hand is not visible to the opponent, so no token is created there.
    id: 'hand-forge',
    name: 'Hand Forge',
    type: 'command',
    cost: cost(1, 'red'),
    effect: [{ do: 'create-token', token: 'class-card', zone: 'hand' }],
    text: 'Create a Class Card token in your hand.',
  }),
  defineCard({
    // 527-5a:i: its activation's cost drops it, which a card that cannot be dropped cannot pay.
    id: 'bone-offering',
    name: 'Bone Offering',
    type: 'unit',
    cost: cost(2, 'red'),
    power: 3000,
    hit: 1,
    abilities: [
      {
        kind: 'activated',
        label: 'Bone Offering: drop this unit, draw 2',
        cost: [{ do: 'drop', cards: 'self' }],
        effect: [{ do: 'draw', count: 2 }],
      },
    ],
    text: '[Drop this unit] Draw 2 cards.',
  }),
  defineCard({
    // 527-5: "cannot be dropped by any means" given to a unit for the turn.
    id: 'saints-aegis',
    name: "Saint's Aegis",
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    targets: { from: { zone: 'field', where: { test: 'unit' } }, count: 1 },
    effect: [{ do: 'modify', cards: { var: 'targets' }, stat: 'keywords', grant: 'undroppable', layer: 'grant', duration: 'turn' }],
    text: 'Quick. This turn, target unit of yours cannot be dropped by any means.',
  }),
  defineCard({
    // 527-2a: "dropped in battle": it left the field for the graveyard while in the battle.
    id: 'vengeful-squire',
    name: 'Vengeful Squire',
    type: 'unit',
    cost: cost(1, 'red'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Vengeful Squire: dropped in battle, draw 1',
        trigger: {
          event: 'moved',
          match: { all: [{ test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'graveyard' }, { test: 'in-battle' }] },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'When this unit is dropped in battle, draw 1 card.',
  }),
  defineCard({
    // 1204-2h:iii, 1204-2i: an additional cost, paid with the energy.
    id: 'blood-price',
    name: 'Blood Price',
    type: 'command',
    cost: cost(1, 'red'),
    additionalCost: [{ do: 'drop', cards: { zone: 'deck', top: 2 } }],
    effect: [{ do: 'draw', count: 2 }],
    text: 'As an additional cost to play this card, drop the top 2 cards of your deck. Draw 2 cards.',
  }),
  defineCard({
    // 1204-2h:iv: an effect increasing the cost of the opponent's commands.
    id: 'toll-collector',
    name: 'Toll Collector',
    type: 'unit',
    cost: cost(2, 'red'),
    power: 3000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: "Toll Collector: your opponent's commands cost 1 more",
        effect: [
          {
            do: 'modify',
            stat: 'costIncrease',
            add: 1,
            cards: { zone: 'hand', player: 'opponent', where: { test: 'card-type', type: 'command' } },
          },
        ],
      },
    ],
    text: "Commands in your opponent's hand cost 1 more to play.",
  }),
  defineCard({
    // 1204-2h:iv: an effect reducing the cost of your commands (applied after every increase).
    id: 'thrift-sage',
    name: 'Thrift Sage',
    type: 'unit',
    cost: cost(2, 'red'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'Thrift Sage: your commands cost 2 less',
        effect: [{ do: 'modify', stat: 'costReduction', add: 2, cards: { zone: 'hand', where: { test: 'card-type', type: 'command' } } }],
      },
    ],
    text: 'Commands in your hand cost 2 less to play (not below 0).',
  }),
  defineCard({
    // 1204-2i:ii: a replacement of dropping (the move to the graveyard) by removing; a cost so replaced still counts as paid.
    id: 'ash-seal',
    name: 'Ash Seal',
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    effect: [
      {
        do: 'replace',
        replaces: 'dropped',
        match: { test: 'controlled-by' },
        instead: [{ do: 'remove', cards: { var: 'replaced' } }],
        duration: 'turn',
      },
    ],
    text: 'Quick. This turn, if a card of yours would be dropped, remove it instead.',
  }),
  defineCard({
    // 1204-2g:iv: the number of targets is decided by the game state when played, and stays fixed.
    id: 'tide-volley',
    name: 'Tide Volley',
    type: 'command',
    cost: cost(2, 'red'),
    targets: {
      from: { zone: 'field', player: 'opponent', where: { test: 'unit' } },
      count: { count: { zone: 'field', where: { test: 'unit' } } },
      upTo: true,
    },
    effect: [{ do: 'damage-unit', cards: { var: 'targets' }, amount: 2000 }],
    text: 'Deal 2000 damage to each of up to X target opposing units. X is the number of your units.',
  }),
  defineCard({
    // 1201-4a:i: one automatic ability with two trigger conditions ("when … and when …").
    id: 'twin-omen',
    name: 'Twin Omen',
    type: 'unit',
    cost: cost(2, 'red'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Twin Omen: enters or goes to the graveyard from the field, draw 1',
        trigger: {
          event: 'moved',
          match: {
            any: [
              { test: 'event', self: true, 'to-zone': 'field' },
              { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'graveyard' },
            ],
          },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'When this unit enters the field and when it goes from the field to the graveyard, draw 1 card.',
  }),
  defineCard({
    // 802-4b:iv: an attack cost required by an effect.
    id: 'iron-portcullis',
    name: 'Iron Portcullis',
    type: 'unit',
    cost: cost(2, 'red'),
    power: 4000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'Iron Portcullis: opposing units pay 1 energy to attack',
        effect: [{ do: 'modify', stat: 'attackCost', add: 1, cards: { zone: 'field', player: 'opponent', where: { test: 'unit' } } }],
      },
    ],
    text: 'To attack, a unit of your opponent must pay 1 energy (an attack cost).',
  }),
  defineCard({
    // 1208-1d: a continuous effect that changes information other than numbers (an attribute).
    id: 'grave-shroud',
    name: 'Grave Shroud',
    type: 'command',
    cost: cost(1, 'red'),
    timing: 'quick',
    targets: { from: { zone: 'field', where: { test: 'unit' } }, count: 1 },
    effect: [{ do: 'modify', cards: { var: 'targets' }, stat: 'attributes', grant: 'Undead', layer: 'non-numeric', duration: 'turn' }],
    text: 'Quick. This turn, target unit of yours has the attribute Undead as well.',
  }),
  defineCard({
    // 1208-1d, 1208-1f: a numeric effect on the units with an attribute: applied after the effects changing attributes.
    id: 'dirge-banner',
    name: 'Dirge Banner',
    type: 'unit',
    cost: cost(2, 'red'),
    power: 2000,
    hit: 1,
    abilities: [
      {
        kind: 'continuous',
        label: 'Dirge Banner: your Undead units +1000',
        effect: [
          {
            do: 'modify',
            stat: 'power',
            add: 1000,
            cards: { zone: 'field', where: { all: [{ test: 'unit' }, { test: 'attribute', attribute: 'Undead' }] } },
          },
        ],
      },
    ],
    text: 'Your Undead units get +1000 power.',
  }),
  defineCard({
    // 319-3a: a territory in the D-deck is read by its open side's colour and total cost.
    id: 'reserve-scholar',
    name: 'Reserve Scholar',
    type: 'command',
    cost: cost(1, 'blue'),
    effect: [
      { do: 'draw', count: 1 },
      {
        do: 'if',
        test: {
          test: 'you-have',
          zone: 'd-deck',
          where: {
            all: [
              { test: 'colour', colour: 'red' },
              { test: 'total-cost', min: 5 },
            ],
          },
        },
        then: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'Draw 1 card. If your D-deck has a red card with total cost 5 or more, draw 1 more.',
  }),
  defineCard({
    // 1406-3, 1406-4: "make a territory a unit as Assault Territory" with no number: one territory.
    id: 'siege-call',
    name: 'Siege Call',
    type: 'command',
    cost: cost(1, 'red'),
    effect: [{ do: 'assault-unit' }],
    text: 'Make a territory of yours with Assault Territory a unit as Assault Territory.',
  }),
  defineCard({
    // 521-1a:i: the territory moves from the territory zone to the field, and is still the one the Class card goes on.
    id: 'rampart-oath',
    name: 'Rampart Oath',
    type: 'command',
    cost: cost(2, 'red'),
    effect: [
      { do: 'assault-unit', as: 'rampart' },
      { do: 'attach-class-card', cards: { var: 'rampart' } },
    ],
    text: 'Make a territory of yours with Assault Territory a unit as Assault Territory, then attach a Class card to it.',
  }),
  defineCard({
    // 521-1a (a scenario card): the unit is gone when the Class card would be attached, so nothing is attached.
    id: 'recall-rite',
    name: 'Recall Rite',
    type: 'command',
    cost: cost(1, 'red'),
    targets: { from: { zone: 'field', where: { test: 'unit' } }, count: 1 },
    effect: [
      { do: 'move', cards: { var: 'targets' }, to: 'hand', reason: 'bounce' },
      { do: 'attach-class-card', cards: { var: 'targets' } },
    ],
    text: 'Return target unit of yours to your hand. Attach a Class card to it.',
  }),
  defineCard({
    // 1412-3: refers to "you drew a card with Unity".
    id: 'bond-reward',
    name: 'Bond Reward',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [{ do: 'if', test: { test: 'drew-by-unity' }, then: [{ do: 'draw', count: 2 }] }],
    text: 'If you drew a card with Unity this turn, draw 2 cards.',
  }),
  defineCard({
    // 1412-3a: a replacement turning a draw into something else.
    id: 'draw-veil',
    name: 'Draw Veil',
    type: 'command',
    cost: cost(1, 'black'),
    timing: 'quick',
    effect: [
      {
        do: 'replace',
        replaces: 'draw',
        match: { test: 'controlled-by' },
        instead: [{ do: 'drop', cards: { var: 'replaced' } }],
        duration: 'turn',
        uses: 1,
      },
    ],
    text: 'Quick. This turn, the next time you would draw a card, drop it from the top of your deck instead.',
  }),
  defineCard({
    // 1411-2a: a Kaii-enabled "put into the graveyard" trigger that its own move cannot satisfy.
    id: 'wraith-herald',
    name: 'Wraith Herald',
    type: 'unit',
    cost: cost(2, 'black'),
    attributes: ['Undead'],
    power: 2000,
    hit: 1,
    keywords: ['kaii'],
    abilities: [
      {
        kind: 'automatic',
        label: 'Kaii (Undead): put into the graveyard from the field, draw 1',
        trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'graveyard' } },
        condition: { test: 'kaii', attribute: 'Undead' },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'Kaii (Undead): when this unit is put into your graveyard from the field, draw 1 card.',
  }),
  defineCard({
    // 1413-4: "entered the field by Cosplay": by the effect of a Cosplay ability as it resolved.
    id: 'stage-idol',
    name: 'Stage Idol',
    type: 'unit',
    cost: cost(2, 'white'),
    attributes: ['Idol'],
    power: 3000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Stage Idol: entered by Cosplay, draw 1',
        trigger: { event: 'moved', match: { test: 'event', self: true, 'to-zone': 'field', reason: 'cosplay' } },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'When this unit enters the field by Cosplay, draw 1 card.',
  }),
  defineCard({
    // 1501-5: an ability printed as an icon is part of the card's text, so "loses all its abilities" takes it too.
    id: 'hush-hex',
    name: 'Hush Hex',
    type: 'command',
    cost: cost(1, 'white'),
    timing: 'quick',
    targets: { from: { zone: 'field', player: 'any', where: { test: 'unit' } }, count: 1 },
    effect: [{ do: 'modify', cards: { var: 'targets' }, stat: 'abilities', set: [], layer: 'remove', duration: 'turn' }],
    text: 'Quick. This turn, target unit loses all its abilities (its icon abilities too).',
  }),
  defineCard({
    id: 'rebuff',
    name: 'Rebuff',
    type: 'command',
    cost: cost(2, 'blue'),
    timing: 'quick',
    effect: [{ do: 'counter', to: 'hand' }],
    text: "Quick. Counter the card or ability this answers; a card goes back to its owner's hand.",
  }),
  defineCard({
    // 1205-4a:i, 1205-4a:iii: a zone-move trigger that asks about the moved card (is it a unit card?).
    id: 'echo-warden',
    name: 'Echo Warden',
    type: 'unit',
    cost: cost(2, 'blue'),
    power: 3000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'Echo Warden: a unit card countered, draw 1',
        trigger: {
          event: 'moved',
          match: {
            all: [
              { test: 'event', 'from-zone': 'resolution', reason: 'countered' },
              { test: 'moved-card', where: { test: 'card-type', type: 'unit' } },
            ],
          },
        },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'When a unit card is countered and leaves the resolution zone, draw 1 card.',
  }),
  defineCard({
    // 524-2: reads the colour and total cost of your units (which a copy of another unit's values changes).
    id: 'azure-census',
    name: 'Azure Census',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [
      {
        do: 'draw',
        count: {
          count: { zone: 'field', where: { all: [{ test: 'unit' }, { test: 'colour', colour: 'blue' }, { test: 'total-cost', max: 1 }] } },
        },
      },
    ],
    text: 'Draw 1 card for each blue unit of yours with total cost 1 or less.',
  }),
  defineCard({
    // 506-1: "up to N" in a hidden, ordered zone: the number is decided first.
    id: 'grave-dig',
    name: 'Grave Dig',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [
      { do: 'drop-up-to', count: 3 },
      { do: 'draw', count: 1 },
    ],
    text: 'Drop up to 3 cards from the top of your deck. Draw 1 card.',
  }),
  defineCard({
    // 602-1k:ii: what a game-start ability triggers is played in the first turn's stand-phase window.
    id: 'beacon-gate',
    name: 'Unlit Beacon',
    type: 'territory',
    open: { name: 'Beacon Gate', cost: cost(5, 'white'), titles: ['Idol'] },
    gameStart: [{ do: 'emit', event: 'beacon-lit' }],
    abilities: [
      {
        kind: 'automatic',
        label: 'Beacon: lit at the start of the game, draw 1',
        trigger: { event: 'beacon-lit', match: { test: 'event-player' } },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'At the start of the game, light your beacon. When your beacon is lit, draw 1 card.',
  }),
  defineCard({
    // 401-5a: "it" after the move is the card in its new zone (the move's `as`), which is then put onto the field.
    id: 'phase-knight',
    name: 'Phase Knight',
    type: 'unit',
    cost: cost(2, 'white'),
    power: 3000,
    hit: 1,
    abilities: [
      {
        kind: 'activated',
        label: 'Phase Knight: return it to the hand, then put it onto the field',
        limit: { count: 1, per: 'turn' },
        cost: [{ do: 'rest', cards: 'self' }],
        effect: [
          { do: 'move', cards: 'self', to: 'hand', reason: 'bounce', as: 'it' },
          { do: 'put-onto-field', cards: { var: 'it' } },
        ],
      },
    ],
    text: '[Once per turn, rest this unit] Return this unit to your hand, then put it onto the field.',
  }),
  defineCard({
    // 104-4a: both players choose a hidden card at the same time: the turn player first, then the other; then both go.
    id: 'mutual-purge',
    name: 'Mutual Purge',
    type: 'command',
    cost: cost(1, 'black'),
    effect: [{ do: 'each-discard' }, { do: 'draw', count: 1 }],
    text: 'Each player discards a card from their hand. Draw 1 card.',
  }),
  defineCard({
    // 1417-3a:i: an effect on an aura card's abilities also takes its clothes frame, which is part of its text.
    id: 'unravel',
    name: 'Unravel',
    type: 'command',
    cost: cost(1, 'white'),
    timing: 'quick',
    targets: { from: { zone: 'aura', player: 'any' }, count: 1 },
    effect: [{ do: 'modify', cards: { var: 'targets' }, stat: 'abilities', set: [], layer: 'remove', duration: 'turn' }],
    text: 'Quick. This turn, target aura loses all its abilities (a clothes frame too: it is part of the text).',
  }),
  defineCard({
    // 521-5c: a command that stacks itself onto a unit; its text after that is the aura's.
    id: 'war-banner',
    name: 'War Banner',
    type: 'command',
    cost: cost(1, 'white'),
    targets: { from: { zone: 'field', where: { test: 'unit' } }, count: 1 },
    effect: [{ do: 'stack-self', onto: { var: 'targets' } }],
    abilities: [
      {
        kind: 'continuous',
        label: 'War Banner: the unit it is attached to gets +1 hit',
        zones: ['aura'],
        condition: { test: 'attached-aura' },
        effect: [{ do: 'modify', stat: 'hit', add: 1, cards: { zone: 'field', player: 'any', where: { test: 'wears-source' } } }],
      },
    ],
    text: 'Stack this card onto target unit of yours. (As an aura:) The unit this is attached to gets +1 hit.',
  }),
];
