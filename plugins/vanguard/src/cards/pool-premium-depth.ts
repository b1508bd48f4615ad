/**
 * Demo cards and a deck pair for the premium format's depth (issue 16): rides by effect of several cards at once
 * (6.3.3, 6.3.6) and what "the vanguard that appeared" reads (6.3.3.4.2), a "when ridden" AUTO that reads its card
 * only where the ride put it (6.3.5.1), legion by an effect naming no leader and legion while in legion (6.4.1.1,
 * 6.4.3.1.1), a D-legion pair with Persona Ride (6.4.1.3.1), Blaze on a legion (14.23.1.1), a heart's stride AUTO
 * (11.9.6.1.5), a G unit that calls a G unit to a rear-guard circle and moves a heart (7.30.4, 6.5.4.2), "cannot
 * stand" on a legion (6.4.4.1), damage to each vanguard (7.35.2.1), control of a vanguard (7.39.1.4) and a lock
 * (7.30). Original names and text. The deck pair `bondflare-wyrms` / `chainwave-fleet` (premium format) plays them.
 */
import type { DeckList, Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData, VanguardInstruction } from '../instructions.js';
import { seekMateAbility, cinderPremiumDeck, tidecrestPremiumDeck } from './pool-premium.js';
import { onRC, onVC, power, self, when } from './abilities.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const cb = (count: number): VanguardInstruction => ({ do: 'counter-blast', count });
const yours: Predicate = { test: 'event-player', player: 'you' };
const yourVanguardCircle = { zone: 'field', player: 'you', where: { test: 'circle', circle: 'vc' } } as const;

const unit = (
  id: string,
  name: string,
  grade: number,
  power: number,
  clan: string,
  extra: Partial<VanguardCardData>,
): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  grade,
  power,
  shield: grade === 3 ? null : 5000,
  clan,
  keywords: grade === 3 ? ['twin-drive'] : grade <= 1 ? ['boost'] : ['intercept'],
  ...extra,
});

const onceATurn = { count: 1, per: 'turn' } as const;

/** "ACT [VC] 1/turn [CB1]: search your deck for up to one (name), (D-)legion with it, shuffle" (no Seek Mate limits). */
const legionSearch = (name: string, d: boolean): VanguardAbility => ({
  kind: 'activated',
  label: 'Legion call',
  timing: ['main'],
  condition: onVC,
  cost: [cb(1)],
  limit: onceATurn,
  effect: [
    { do: 'search', where: { test: 'named', name }, count: 1, as: '_mate', prompt: `Search your deck for ${name}` },
    // 6.4.1.1: nothing happens while this unit is in legion already.
    { do: 'legion', cards: { var: '_mate' }, d },
    { do: 'shuffle' },
  ],
});

export const premiumDepthPool: VanguardCardData[] = [
  // ——— Bondflare Wyrms (Cinder Wyrms) ———
  unit('pd-bond-leader', 'Bondflare Leader', 3, 11000, ember, {
    keywords: ['twin-drive', 'blaze'],
    personaRide: true,
    seekMate: { names: ['Bondflare Mate'], d: true },
    text: 'Persona Ride. Blaze. ACT [VC] D-Seek Mate "Bondflare Mate". ACT [VC] 1/turn [Counter Blast 1]: Search your deck for up to one "Bondflare Mate", D-legion with it, shuffle. AUTO: When a G unit strides onto this unit, Counter Charge 1.',
    abilities: [
      seekMateAbility(['Bondflare Mate'], true),
      legionSearch('Bondflare Mate', true),
      {
        kind: 'automatic',
        label: 'Bondflare Leader: counter charge when strode onto',
        trigger: { event: 'strode', match: { test: 'strode-onto-self' } },
        effect: [{ do: 'counter-charge', count: 1 }],
      },
    ],
  }),
  unit('pd-bond-mate', 'Bondflare Mate', 2, 10000, ember, {
    personaRide: true,
    text: 'Persona Ride. AUTO [VC]: When this unit attacks, if it is in legion, it gets Power +3000 during that battle.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Bondflare Mate: +3000 in legion',
        condition: { all: [onVC, { test: 'in-legion' }] },
        trigger: when('attacks', self),
        effect: [power('self', 3000, 'battle')],
      },
    ],
  }),
  unit('pd-legion-herald', 'Legion Herald', 1, 8000, ember, {
    text: 'ACT [RC] 1/turn [Counter Blast 1]: Choose a grade 2 or greater unit card from your hand, and legion your vanguard with it (who leads follows their Seek Mates).',
    abilities: [
      {
        kind: 'activated',
        label: 'Legion Herald: legion from hand',
        timing: ['main'],
        condition: onRC,
        cost: [cb(1)],
        limit: onceATurn,
        effect: [
          {
            do: 'choose',
            from: {
              zone: 'hand',
              player: 'you',
              where: {
                all: [
                  { test: 'card-type', type: 'unit' },
                  { test: 'grade', op: '>=', value: 2 },
                ],
              },
            },
            count: 1,
            as: '_legion',
            prompt: 'Choose a unit card from your hand to legion your vanguard with',
          },
          { do: 'legion', cards: { var: '_legion' }, with: yourVanguardCircle, unnamedLeader: true },
        ],
      },
    ],
  }),
  unit('pd-relay-drake', 'Relay Rider Drake', 1, 8000, ember, {
    text: 'ACT [RC] 1/turn [Counter Blast 1]: Ride up to two grade 3 unit cards from your hand, one at a time in the order you choose, then put a card from your soul into your drop. AUTO [RC]: When a unit rides onto your (VC), if the vanguard that appeared was grade 3, this unit gets Power +5000 until end of turn.',
    abilities: [
      {
        kind: 'activated',
        label: 'Relay Rider: ride from hand',
        timing: ['main'],
        condition: onRC,
        cost: [cb(1)],
        limit: onceATurn,
        effect: [
          {
            do: 'choose',
            from: {
              zone: 'hand',
              player: 'you',
              where: {
                all: [
                  { test: 'card-type', type: 'unit' },
                  { test: 'grade', op: '>=', value: 3 },
                ],
              },
            },
            count: 2,
            upTo: true,
            as: '_relay',
            prompt: 'Choose up to two grade 3 units from your hand to ride',
          },
          { do: 'ride-by-effect', cards: { var: '_relay' } },
          {
            do: 'choose',
            from: { zone: 'soul', player: 'you' },
            count: 1,
            as: '_spent',
            prompt: 'Choose a card of your soul to put into your drop',
          },
          { do: 'move', cards: { var: '_spent' }, to: 'drop', reason: 'soul-blast' },
        ],
      },
      {
        kind: 'automatic',
        label: 'Relay Rider: +5000 on a grade 3 ride',
        condition: onRC,
        trigger: { event: 'rode', match: yours },
        effect: [{ do: 'if', test: { test: 'appeared-grade', value: 3 }, then: [power('self', 5000, 'turn')] }],
      },
    ],
  }),
  unit('pd-echo-wyvern', 'Echoing Wyvern', 3, 11000, ember, {
    text: 'AUTO: When this unit is ridden (put into the soul by a ride), call this card from your soul to (RC).',
    abilities: [
      {
        kind: 'automatic',
        label: 'Echoing Wyvern: call from the soul when ridden',
        zones: ['soul'],
        trigger: { event: 'moved', match: { test: 'event', self: true, reason: 'ridden' } },
        // 6.3.5.1: "this card" is the one the ride put into the soul; moved on from there, it is not called.
        effect: [{ do: 'call', cards: 'self' }],
      },
    ],
  }),
  {
    id: 'pg-d-gatecaller',
    name: 'Gatecall Emperor Dragon',
    type: 'unit',
    subtype: 'g',
    grade: 4,
    power: 15000,
    shield: null,
    clan: ember,
    keywords: ['triple-drive'],
    stride: true,
    text: 'Stride. AUTO [VC]: When this unit strides, [Counter Blast 1] call a G unit from your G zone to (RC). ACT [VC] 1/turn: Put one of your heart cards into your soul, and draw a card.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Gatecall: call a G unit',
        condition: onVC,
        trigger: when('strode', self),
        cost: [cb(1)],
        optionalCost: true,
        effect: [{ do: 'call', from: { zone: 'g-zone', player: 'you', where: { test: 'g-unit' } }, count: 1 }],
      },
      {
        kind: 'activated',
        label: 'Gatecall: a heart to the soul',
        timing: ['main'],
        condition: onVC,
        limit: onceATurn,
        effect: [
          {
            do: 'choose',
            from: { zone: 'field', player: 'you', where: { test: 'heart' } },
            count: 1,
            as: '_heart',
            prompt: 'Choose one of your hearts',
          },
          // 6.5.4.2: if it was the designated heart, another heart is designated at once.
          { do: 'move', cards: { var: '_heart' }, to: 'soul', reason: 'heart-to-soul' },
          { do: 'draw' },
        ],
      },
    ],
  },
  // ——— Chainwave Fleet (Tidecrest Fleet) ———
  unit('pd-frost-warden', 'Frostchain Warden', 2, 10000, tide, {
    text: "ACT [RC] 1/turn [Counter Blast 1]: Choose one of your opponent's vanguards; it cannot stand until the end of the next stand phase.",
    abilities: [
      {
        kind: 'activated',
        label: 'Frostchain: cannot stand',
        timing: ['main'],
        condition: onRC,
        cost: [cb(1)],
        limit: onceATurn,
        effect: [
          {
            do: 'choose',
            from: { zone: 'field', player: 'opponent', where: onVC },
            count: 1,
            as: '_frozen',
            prompt: "Choose one of your opponent's vanguards",
          },
          { do: 'modify', cards: { var: '_frozen' }, stat: 'cannotStand', set: true, duration: 'stand-phase' },
        ],
      },
    ],
  }),
  unit('pd-chain-keeper', 'Chainlock Keeper', 1, 8000, tide, {
    text: "ACT [RC] 1/turn [Counter Blast 1]: Lock one of your opponent's rear-guards.",
    abilities: [
      {
        kind: 'activated',
        label: 'Chainlock: lock a rear-guard',
        timing: ['main'],
        condition: onRC,
        cost: [cb(1)],
        limit: onceATurn,
        effect: [
          {
            do: 'choose',
            from: { zone: 'field', player: 'opponent', where: onRC },
            count: 1,
            as: '_chained',
            prompt: 'Choose a rear-guard to lock',
          },
          { do: 'lock', cards: { var: '_chained' } },
        ],
      },
    ],
  }),
  unit('pd-wear-breaker', 'Wearbreaker Chain', 2, 10000, tide, {
    text: "ACT [RC] 1/turn [Counter Blast 1]: Lock one of your opponent's worn units (着装); a locked worn card is retired (13.12.2).",
    abilities: [
      {
        kind: 'activated',
        label: 'Wearbreaker: lock a worn unit',
        timing: ['main'],
        condition: onRC,
        cost: [cb(1)],
        limit: onceATurn,
        effect: [
          {
            do: 'choose',
            from: { zone: 'worn', player: 'opponent' },
            count: 1,
            as: '_worn',
            prompt: "Choose one of your opponent's worn units",
          },
          { do: 'lock', cards: { var: '_worn' } },
        ],
      },
    ],
  }),
  unit('pd-tide-reckoner', 'Tidal Reckoner', 3, 11000, tide, {
    text: "AUTO [VC]: When this unit's attack hits a vanguard, [Counter Blast 1] deal 1 damage to your opponent's vanguard.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Reckoner: 1 damage to the vanguard',
        condition: onVC,
        trigger: when('hit', self),
        cost: [cb(1)],
        optionalCost: true,
        // 7.35.2.1: no number of vanguards is named, so each of them takes 1 (a legion pair: 2).
        effect: [{ do: 'deal-damage', player: 'opponent', count: 1, toVanguard: true }],
      },
    ],
  }),
  unit('pd-tide-mesmer', 'Tidal Mesmer', 2, 10000, tide, {
    text: "ACT [RC] 1/turn [Counter Blast 1]: Control one of your opponent's vanguards during this effect, and rest it.",
    abilities: [
      {
        kind: 'activated',
        label: 'Mesmer: control and rest a vanguard',
        timing: ['main'],
        condition: onRC,
        cost: [cb(1)],
        limit: onceATurn,
        effect: [
          {
            do: 'choose',
            from: { zone: 'field', player: 'opponent', where: onVC },
            count: 1,
            as: '_held',
            prompt: "Choose one of your opponent's vanguards",
          },
          // 7.39.1.4: a legion pair is controlled together.
          { do: 'control', cards: { var: '_held' }, then: [{ do: 'rest', cards: { var: '_held' } }] },
        ],
      },
    ],
  }),
  {
    // 13.3.4.1: two legion mates put beside the leader at one moment are both placed last; the fighter keeps one
    // of the mates there and the others go to the soul (src/verbs/put-vc-at-once.ts, reading 473).
    id: 'pd-twin-bond',
    name: 'Twin Bond Rite',
    type: 'order',
    grade: 1,
    clan: ember,
    text: 'If your vanguard leads a legion, put two unit cards from your hand beside it as its legion mates at the same moment. (Choose one of the legion mates there; put the others into your soul.)',
    orderEffect: [
      { do: 'choose', from: { zone: 'hand', player: 'you', where: { test: 'card-type', type: 'unit' } }, count: 2, as: '_mates' },
      { do: 'put-vc-at-once', cards: { var: '_mates' }, as: 'legion-mate' },
    ],
  },
];

/** A main deck with some counts changed (0 removes a card). */
function withCounts(main: readonly string[], changes: Record<string, number>): string[] {
  const counts = new Map<string, number>();
  for (const id of main) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of Object.entries(changes)) counts.set(id, n);
  return [...counts].flatMap(([id, n]) => Array.from({ length: n }, () => id));
}

export const bondflareDeck: DeckList = {
  name: 'bondflare-wyrms',
  main: withCounts(cinderPremiumDeck.main, {
    'pc-ember-leader': 0,
    'pc-ember-mate': 0,
    'cw-sovereign': 0,
    'cw-forgekeeper': 0,
    'cw-kindling-rite': 0,
    'cw-rewind': 0,
    'cw-brute': 0,
    // The Ward and the Sovereign out for two Twin Bond Rites (13.3.4.1).
    'cw-ward': 0,
    'pd-twin-bond': 2,
    'pd-bond-leader': 3,
    'pd-bond-mate': 2,
    'pd-legion-herald': 2,
    'pd-relay-drake': 2,
    'pd-echo-wyvern': 2,
    // The soak's card for stride allowed under a ban and "legioned this turn" (cards/pool-soak-3.ts).
    'cw-seer': 0,
    'pd-oath-herald': 2,
  }),
  extra: {
    'g-zone': [
      'pg-d-gatecaller',
      'pg-d-gatecaller',
      'pg-d-gatecaller',
      'pg-d-gatecaller',
      ...(cinderPremiumDeck.extra?.['g-zone'] ?? []).slice(4),
    ],
  },
};

export const chainwaveDeck: DeckList = {
  name: 'chainwave-fleet',
  main: withCounts(tidecrestPremiumDeck.main, {
    'pt-tide-leader': 2,
    'tf-keeper': 0,
    'tf-diviner': 0,
    'tf-exchange': 0,
    'tf-cheer': 0,
    'tf-surge': 0,
    'tf-silencer': 0,
    'pd-frost-warden': 1,
    'pd-wear-breaker': 1,
    'pd-chain-keeper': 2,
    'pd-tide-reckoner': 2,
    'pd-tide-mesmer': 2,
  }),
  extra: { 'g-zone': tidecrestPremiumDeck.extra?.['g-zone'] ?? [] },
};

export const premiumDepthDecks: DeckList[] = [bondflareDeck, chainwaveDeck];
