/**
 * Demo cards and decks of the premium format (src/premium/): G units with stride skills (14.12) and G guardian
 * (14.16), Generation Break abilities (14.14), legion leaders with Seek Mate and D-Seek Mate (14.11) and their
 * mates. Original names and text. The two premium decks are the demo clans' main decks without ride decks (so
 * their fighters G assist, 9.5) with a legion pair each, and a G deck of 12.
 */
import type { DeckList, Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData } from '../instructions.js';
import { mateNamed } from '../premium/legion.js';
import { onRC, onVC, power, self, when } from './abilities.js';
import { cinderDeck, tidecrestDeck } from './decks.js';

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';
const gb = (count: number): Predicate => ({ test: 'generation-break', count });

/** 14.11.2: "ACT [VC] Seek Mate (names) — [cost] search your deck for up to one, legion with it, shuffle; once per game." */
export function seekMateAbility(names: readonly string[], d = false): VanguardAbility {
  return {
    kind: 'activated',
    label: d ? 'D-Seek Mate' : 'Seek Mate',
    timing: ['main'],
    condition: { all: [onVC, { test: 'seek-mate-ready' }] },
    cost: [{ do: 'seek-mate-cost', d }],
    limit: { count: 1, per: 'game' },
    effect: [
      {
        do: 'search',
        where: mateNamed(names),
        count: 1,
        as: '_mate',
        prompt: `Seek Mate: search your deck for ${names.join(' or ')}`,
      },
      { do: 'legion', cards: { var: '_mate' }, d },
      { do: 'shuffle' },
    ],
  };
}

const gUnit = (id: string, name: string, clan: string, extra: Partial<VanguardCardData>): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  subtype: 'g',
  grade: 4,
  power: 15000,
  shield: null,
  clan,
  keywords: ['triple-drive'],
  ...extra,
});

const grade3 = (id: string, name: string, clan: string, extra: Partial<VanguardCardData>): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  grade: 3,
  power: 11000,
  shield: null,
  clan,
  keywords: ['twin-drive'],
  ...extra,
});

const onAttackPower = (label: string, where: Predicate, add: number): VanguardAbility => ({
  kind: 'automatic',
  label,
  condition: where,
  trigger: when('attacks', self),
  effect: [power('self', add, 'battle')],
});

export const premiumPool: VanguardCardData[] = [
  // ——— Cinder Wyrms ———
  grade3('pc-ember-leader', 'Blazing Seeker Drake', ember, {
    seekMate: { names: ['Blazing Mate Drake'], d: false },
    text: 'ACT [VC] Seek Mate "Blazing Mate Drake" (once per game): put 4 cards from your drop on top of your deck; search your deck for up to one "Blazing Mate Drake", legion with it, shuffle.',
    abilities: [seekMateAbility(['Blazing Mate Drake'])],
  }),
  grade3('pc-ember-mate', 'Blazing Mate Drake', ember, {
    text: 'AUTO [RC] Generation Break 1: When this unit attacks, it gets Power +5000 during that battle.',
    abilities: [onAttackPower('Mate Drake: GB1 +5000', { all: [onRC, gb(1)] }, 5000)],
  }),
  gUnit('pg-ember-emperor', 'Conflagration Emperor Dragon', ember, {
    stride: true,
    text: 'Stride (stride step; discard grades totalling 3). AUTO [VC] Generation Break 1: When this unit attacks, it gets Critical +1 during that battle.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Emperor: GB1 critical +1',
        condition: { all: [onVC, gb(1)] },
        trigger: when('attacks', self),
        effect: [{ do: 'modify', cards: 'self', stat: 'critical', add: 1, duration: 'battle' }],
      },
    ],
  }),
  gUnit('pg-ember-blaze', 'Skyblaze Dragon Monarch', ember, {
    power: 16000,
    stride: true,
    text: 'Stride. CONT [VC] Generation Break 2: This unit gets Power +5000.',
    abilities: [{ kind: 'continuous', condition: { all: [onVC, gb(2)] }, effect: [power('self', 5000, 'turn')] }],
  }),
  gUnit('pg-ember-wall', 'Ashwall Guardian Dragon', ember, {
    power: 15000,
    shield: 15000,
    keywords: [],
    gGuardian: { discard: 1 },
    text: 'G guardian: during your opponent’s guard step, [discard a card from your hand] call this face-down card to (GC).',
  }),
  // ——— Tidecrest Fleet ———
  grade3('pt-tide-leader', 'Tidal Seeker Admiral', tide, {
    seekMate: { names: ['Tidal Mate Captain', 'Tidal Mate Pilot'], d: true },
    text: 'ACT [VC] D-Seek Mate "Tidal Mate Captain" or "Tidal Mate Pilot" (once per game): return 4 cards (at most 2 trigger units) from your drop to your deck; search your deck for up to one of them, D-legion with it, shuffle.',
    abilities: [seekMateAbility(['Tidal Mate Captain', 'Tidal Mate Pilot'], true)],
  }),
  grade3('pt-tide-mate', 'Tidal Mate Captain', tide, {
    text: 'AUTO [RC] Generation Break 1: When this unit attacks, it gets Power +5000 during that battle.',
    abilities: [onAttackPower('Mate Captain: GB1 +5000', { all: [onRC, gb(1)] }, 5000)],
  }),
  gUnit('pg-tide-leviathan', 'Abyssal Stride Leviathan', tide, {
    stride: true,
    text: 'Stride. AUTO [VC] Generation Break 1: When this unit attacks, draw a card.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Leviathan: GB1 draw',
        condition: { all: [onVC, gb(1)] },
        trigger: when('attacks', self),
        effect: [{ do: 'draw' }],
      },
    ],
  }),
  gUnit('pg-tide-tempest', 'Tempest Crown Navigator', tide, {
    power: 16000,
    stride: true,
    text: 'Stride. CONT [VC] Generation Break 2: This unit gets Power +5000.',
    abilities: [{ kind: 'continuous', condition: { all: [onVC, gb(2)] }, effect: [power('self', 5000, 'turn')] }],
  }),
  gUnit('pg-tide-wall', 'Coralwall Guardian', tide, {
    power: 15000,
    shield: 15000,
    keywords: [],
    gGuardian: { discard: 1 },
    text: 'G guardian: during your opponent’s guard step, [discard a card from your hand] call this face-down card to (GC).',
  }),
];

/** The standard deck's main deck with some counts changed (0 removes a card). */
function withCounts(main: readonly string[], changes: Record<string, number>): string[] {
  const counts = new Map<string, number>();
  for (const id of main) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of Object.entries(changes)) counts.set(id, n);
  return [...counts].flatMap(([id, n]) => Array.from({ length: n }, () => id));
}

const four = (...ids: string[]): string[] => ids.flatMap((id) => [id, id, id, id]);

export const cinderPremiumDeck: DeckList = {
  name: 'cinder-wyrms-premium',
  main: withCounts(cinderDeck.main, {
    'cw-lord': 0,
    'cw-rite': 0,
    'cw-barrier': 0,
    // Tokens and tickets (pool-verbs) stay in the standard decks: the premium decks make room for their mates.
    'cw-wispcaller': 0,
    'cw-adept': 1,
    'cw-hatchling': 1,
    'pc-ember-leader': 3,
    'pc-ember-mate': 1,
  }),
  extra: { 'g-zone': four('pg-ember-emperor', 'pg-ember-blaze', 'pg-ember-wall') },
};

export const tidecrestPremiumDeck: DeckList = {
  name: 'tidecrest-fleet-premium',
  main: withCounts(tidecrestDeck.main, {
    'tf-gale': 0,
    'tf-command': 0,
    'tf-chainbinder': 0,
    'tf-oracle': 1,
    'tf-hatchling': 1,
    'pt-tide-leader': 3,
    'pt-tide-mate': 1,
  }),
  extra: { 'g-zone': four('pg-tide-leviathan', 'pg-tide-tempest', 'pg-tide-wall') },
};

export const premiumDecks: DeckList[] = [cinderPremiumDeck, tidecrestPremiumDeck];
