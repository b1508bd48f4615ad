/**
 * Demo cards for the continuous-effect mechanisms of 7.14.1 and 11.11 (gaining abilities, Melody 14.41, a worn
 * unit's abilities 6.9.3.4, "raise or lower to", "doubles", nullifying effects): Gilded Wings and Toybox Troupe
 * cards with original names and text. The `effects` deck pair (`decks-effects.ts`) plays them, so the seeded
 * random games use each mechanism.
 */
import type { VanguardAbility, VanguardCardData } from '../instructions.js';
import { chooseYourUnit, onRC, onVC, power, self, when } from './abilities.js';

const wings = 'Gilded Wings';
const toys = 'Toybox Troupe';

/** "Your units with Melody": the units whose own text has a Melody ability (reading 300). */
const withMelody = { zone: 'field', player: 'you', where: { test: 'has-ability-keyword', keyword: 'melody' } } as const;

/** 14.41.1.1: "Melody — (designated ability #n) is shared by all your units with Melody" (14.41.2). */
const melody = (designated: number): VanguardAbility => ({
  kind: 'continuous',
  label: 'Melody',
  tags: ['melody'],
  effect: [{ do: 'modify', stat: 'abilities', grantAbility: designated, cards: withMelody }],
});

export const effectsPool: VanguardCardData[] = [
  {
    id: 'gw-chorister',
    name: 'Chorister of the Dawn',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: wings,
    keywords: ['boost'],
    text: 'Melody — "AUTO [RC]: When this unit boosts, the boosted unit gets Power +3000 until end of battle."',
    abilities: [
      melody(1),
      {
        kind: 'automatic',
        given: true,
        label: 'Melody — Chorus: boost +3000',
        trigger: when('boosts', self),
        condition: onRC,
        effect: [power({ zone: 'field', player: 'you', where: { test: 'boosted' } }, 3000, 'battle')],
      },
    ],
  },
  {
    id: 'gw-cantor',
    name: 'Cantor of the Dawn',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: wings,
    keywords: ['intercept'],
    text: 'Melody — "AUTO: When this unit attacks, it gets Power +2000 until end of battle."',
    abilities: [
      melody(1),
      {
        kind: 'automatic',
        given: true,
        label: 'Melody — Refrain: attack +2000',
        trigger: when('attacks', self),
        effect: [power('self', 2000, 'battle')],
      },
    ],
  },
  {
    id: 'gw-benediction',
    name: 'Benediction of Wings',
    type: 'order',
    grade: 1,
    text: 'Choose one of your rear-guards. Until end of turn, it gains "AUTO: When this unit attacks, it gets Power +5000 until end of battle."',
    abilities: [
      {
        kind: 'automatic',
        given: true,
        label: 'Benediction: attack +5000',
        trigger: when('attacks', self),
        effect: [power('self', 5000, 'battle')],
      },
    ],
    orderEffect: [
      chooseYourUnit('_blessed', onRC, 'Choose one of your rear-guards to gain the ability'),
      { do: 'modify', cards: { var: '_blessed' }, stat: 'abilities', grantAbility: 0, duration: 'turn' },
    ],
  },
  {
    id: 'gw-warden',
    name: 'Warden of the Hushed Choir',
    type: 'unit',
    grade: 2,
    power: 10000,
    shield: 5000,
    clan: wings,
    keywords: ['intercept'],
    text: 'AUTO [RC] 1/turn: When this unit is attacked, [Counter Blast 1] nullify the continuous effects on the attacking unit.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Warden: nullify',
        trigger: when('attacked', self),
        condition: onRC,
        cost: [{ do: 'counter-blast', count: 1 }],
        optionalCost: true,
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'end-effects', cards: { zone: 'field', player: 'opponent', where: { test: 'attacking' } } }],
      },
    ],
  },
  {
    id: 'tt-mimic',
    name: 'Mimic Box',
    type: 'order',
    grade: 1,
    text: "Choose one of your rear-guards. Until end of turn, your vanguard gains all of that unit's abilities.",
    orderEffect: [
      chooseYourUnit('_model', onRC, 'Choose one of your rear-guards: your vanguard gains its abilities'),
      {
        do: 'modify',
        cards: { zone: 'field', player: 'you', where: onVC },
        stat: 'abilities',
        grantAbilitiesOf: { var: '_model' },
        duration: 'turn',
      },
    ],
  },
  {
    id: 'tt-echo',
    name: 'Echo Drummer',
    type: 'unit',
    grade: 1,
    power: 7000,
    shield: 5000,
    clan: toys,
    keywords: ['boost'],
    text: "AUTO [RC]: When this unit boosts, [Soul Blast 1] the boosted unit's power doubles until end of turn.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Echo Drummer: double',
        trigger: when('boosts', self),
        condition: onRC,
        cost: [{ do: 'soul-blast', count: 1 }],
        optionalCost: true,
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { test: 'boosted' } },
            stat: 'power',
            double: true,
            duration: 'turn',
          },
        ],
      },
    ],
  },
  {
    id: 'tt-leveller',
    name: 'Leveller Automaton',
    type: 'unit',
    grade: 2,
    power: 9000,
    shield: 5000,
    clan: toys,
    keywords: ['intercept'],
    text: "AUTO [RC]: When this unit attacks a vanguard, [Counter Blast 1] raise or lower this unit's power to that vanguard's power until end of turn.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Leveller: reach',
        trigger: when('attacks', self),
        condition: onRC,
        cost: [{ do: 'counter-blast', count: 1 }],
        optionalCost: true,
        effect: [
          {
            do: 'modify',
            cards: 'self',
            stat: 'power',
            reachOf: { zone: 'field', player: 'opponent', where: { all: [onVC, { test: 'attacked' }] } },
            duration: 'turn',
          },
        ],
      },
    ],
  },
  {
    id: 'tt-stuntman',
    name: 'Stunt Double Doll',
    type: 'unit',
    grade: 1,
    power: 8000,
    shield: 5000,
    clan: toys,
    keywords: ['boost'],
    text: 'AUTO: When this unit is placed on (R), until end of turn, if this unit would be retired, you may Counter Blast 1 instead. If you do, put it into your soul.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Stunt Double: stand-in',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onRC] } },
        effect: [
          {
            do: 'replace',
            replaces: 'retire',
            match: { test: 'self' },
            duration: 'turn',
            uses: 1,
            // 11.3.1.3.2: an optional replacement; it cannot apply when the Counter Blast cannot be paid (11.12.3).
            optional: [{ do: 'counter-blast', count: 1 }],
            instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'soul', reason: 'stand-in' }],
          },
        ],
      },
    ],
  },
];
