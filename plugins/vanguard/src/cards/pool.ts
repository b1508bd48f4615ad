/**
 * The demo card pool: two invented nations with original names and text, covering the keywords of ch.14
 * the engine implements, every trigger icon and the three Imaginary Gifts. Validated by the schema on load.
 */
import type { VanguardCardData } from '../instructions.js';
import { cardSchema, parseCard, type TriggerIcon, type VanguardCard } from './schema.js';
import { depthPool } from './pool-depth.js';
import { kwBPool } from './pool-kw-b.js';
import { verbsPool } from './pool-verbs.js';
import { rulesPool } from './pool-rules.js';
import { effectsPool } from './pool-effects.js';
import { kwAPool } from './pool-kw-a.js';
import { premiumPool } from './pool-premium.js';
import { premiumDepthPool } from './pool-premium-depth.js';
import { setsBPool } from './pool-sets-b.js';
import { setAPool } from './pool-set-a.js';
import { cardRulesPool } from './pool-card-rules.js';
import { chooseOpponentUnit, chooseYourUnit, onRC, onVC, perfectGuard, power, self, when, yourVanguard } from './abilities.js';
import { buddyfightPool } from '../sets/buddyfight/pool.js';
import { soakPool } from './pool-soak.js';
import { soak2Pool } from './pool-soak-2.js';
import { soak3Pool } from './pool-soak-3.js';
import { notYet2Pool } from './pool-notyet2.js';

const unit = (
  id: string,
  name: string,
  grade: number,
  power: number,
  shield: number | null,
  extra: Partial<VanguardCardData> = {},
): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  grade,
  power,
  shield,
  ...extra,
});
const trigger = (id: string, name: string, icon: TriggerIcon, clan: string, extra: Partial<VanguardCardData> = {}) =>
  unit(id, name, 0, 5000, icon === 'over' ? null : 15000, {
    subtype: 'trigger',
    trigger: { icon, power: 10000 },
    clan,
    keywords: ['boost'],
    ...extra,
  });

const ember = 'Cinder Wyrms';
const tide = 'Tidecrest Fleet';

const raw: VanguardCardData[] = [
  // ——— Cinder Wyrms (Force gift) ———
  unit('cw-hatchling', 'Cinder Hatchling', 0, 6000, 10000, { clan: ember, keywords: ['boost', 'forerunner'], text: 'Forerunner.' }),
  unit('cw-squire', 'Ember Squire', 1, 8000, 5000, { clan: ember, keywords: ['boost'] }),
  unit('cw-duelist', 'Flame Duelist', 2, 10000, 5000, { clan: ember, keywords: ['intercept'] }),
  unit('cw-sovereign', 'Inferno Sovereign Dragon', 3, 13000, null, {
    clan: ember,
    keywords: ['twin-drive'],
    personaRide: true,
    gift: 'force',
    text: 'Persona Ride. Imaginary Gift: Force. AUTO [VC] [Counter Blast 1]: When this unit attacks, your front-row rear-guards get Power +5000 during that turn.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Sovereign: front row +5000',
        condition: onVC,
        trigger: when('attacks', self),
        cost: [{ do: 'counter-blast', count: 1 }],
        optionalCost: true,
        effect: [power({ zone: 'field', player: 'you', where: { all: [onRC, { test: 'front-row' }] } }, 5000, 'turn')],
      },
    ],
  }),
  unit('cw-lord', 'Cinder Lord Kaiross', 3, 13000, null, {
    clan: ember,
    keywords: ['twin-drive', 'lord'],
    text: 'Lord. CONT [VC] Limit Break 4: This unit gets Power +10000.',
    abilities: [
      { kind: 'continuous', condition: { all: [onVC, { test: 'limit-break', count: 4 }] }, effect: [power('self', 10000, 'turn')] },
    ],
  }),
  unit('cw-scout', 'Ashen Scout', 1, 8000, 5000, {
    clan: ember,
    keywords: ['boost'],
    text: 'AUTO [RC]: When this unit boosts, the boosted unit gets Power +2000 during that battle.',
    abilities: [
      {
        kind: 'automatic',
        condition: onRC,
        trigger: when('boosts', self),
        effect: [
          {
            do: 'modify',
            cards: { zone: 'field', player: 'you', where: { test: 'attacking' } },
            stat: 'power',
            add: 2000,
            duration: 'battle',
          },
        ],
      },
    ],
  }),
  unit('cw-adept', 'Kindle Adept', 1, 8000, 5000, {
    clan: ember,
    keywords: ['boost'],
    text: 'ACT [RC] 1/turn [Counter Blast 1]: Your vanguard gets Power +5000 during that turn.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: onRC,
        cost: [{ do: 'counter-blast', count: 1 }],
        limit: { count: 1, per: 'turn' },
        effect: [power({ zone: 'field', player: 'you', where: onVC }, 5000, 'turn')],
      },
    ],
  }),
  unit('cw-ward', 'Ward Drake', 1, 7000, 10000, { clan: ember, keywords: ['boost', 'resist'], text: 'Resist.' }),
  unit('cw-lancer', 'Blaze Lancer', 2, 10000, 5000, {
    clan: ember,
    keywords: ['intercept'],
    text: 'AUTO [RC] Brave: When this unit attacks, this unit gets Power +5000 during that battle.',
    abilities: [
      {
        kind: 'automatic',
        condition: { all: [onRC, { test: 'brave' }] },
        trigger: when('attacks', self),
        effect: [power('self', 5000, 'battle')],
      },
    ],
  }),
  unit('cw-warden', 'Ember Warden', 2, 10000, 5000, {
    clan: ember,
    keywords: ['intercept'],
    text: 'AUTO [RC] Unite: When this unit attacks, this unit gets Power +10000 during that battle.',
    abilities: [
      {
        kind: 'automatic',
        condition: { all: [onRC, { test: 'unite' }] },
        trigger: when('attacks', self),
        effect: [power('self', 10000, 'battle')],
      },
    ],
  }),
  unit('cw-brute', 'Chainbound Brute', 2, 15000, 5000, {
    clan: ember,
    keywords: ['intercept', 'restraint'],
    text: 'Restraint. ACT [RC] 1/turn [Soul Blast 1]: This unit loses Restraint during that turn.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: onRC,
        cost: [{ do: 'soul-blast', count: 1 }],
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'modify', cards: 'self', stat: 'keywords', remove: 'restraint', duration: 'turn' }],
      },
    ],
  }),
  unit('cw-raiment', 'Raiment Dragon, Ashcloak', 2, 13000, null, {
    clan: ember,
    keywords: ['overdress'],
    dressOnto: { test: 'name', name: 'Ashen Scout' },
    text: 'overDress: onto "Ashen Scout".',
  }),
  unit('cw-bulwark', 'Scale Bulwark', 1, 6000, 0, {
    clan: ember,
    keywords: ['sentinel'],
    abilities: [perfectGuard],
    text: 'Sentinel. AUTO: When placed on (G)C, [discard 1] one of your attacked units cannot be hit during that battle.',
  }),
  trigger('cw-flare', 'Flare Imp', 'critical', ember),
  trigger('cw-sprite', 'Cinder Sprite', 'critical', ember),
  trigger('cw-sage', 'Ember Sage', 'draw', ember),
  trigger('cw-mender', 'Hearth Mender', 'heal', ember),
  trigger('cw-phoenix', 'Phoenix of Last Light', 'over', ember, {
    text: 'Over trigger. If this is drive-checked: Counter Charge 1.',
    overEffect: [{ do: 'counter-charge', count: 1 }],
  }),
  {
    id: 'cw-rite',
    name: 'Ignition Rite',
    type: 'order',
    grade: 1,
    text: '[Counter Blast 1] Draw 2 cards.',
    orderCost: [{ do: 'counter-blast', count: 1 }],
    orderEffect: [{ do: 'draw', count: 2 }],
  },
  {
    id: 'cw-barrier',
    name: 'Searing Barrier',
    type: 'order',
    subtype: 'blitz',
    grade: 0,
    text: 'Blitz. Choose one of your attacked units; it gets Power +10000 during that battle.',
    orderEffect: [chooseYourUnit('_b', { test: 'attacked' }), power({ var: '_b' }, 10000, 'battle')],
  },

  // ——— Tidecrest Fleet (Protect gift, Accel gift) ———
  unit('tf-hatchling', 'Tide Hatchling', 0, 6000, 10000, { clan: tide, keywords: ['boost', 'forerunner'], text: 'Forerunner.' }),
  unit('tf-cadet', 'Reef Cadet', 1, 8000, 5000, { clan: tide, keywords: ['boost'] }),
  unit('tf-corsair', 'Wave Corsair', 2, 10000, 5000, { clan: tide, keywords: ['intercept'] }),
  unit('tf-regent', 'Maelstrom Regent', 3, 13000, null, {
    clan: tide,
    keywords: ['twin-drive'],
    personaRide: true,
    gift: 'protect',
    text: "Persona Ride. Imaginary Gift: Protect. AUTO [VC] [Soul Blast 1]: When this unit attacks, choose up to one of your opponent's rear-guards, and retire it.",
    abilities: [
      {
        kind: 'automatic',
        label: 'Regent: retire a rear-guard',
        condition: onVC,
        trigger: when('attacks', self),
        cost: [{ do: 'soul-blast', count: 1 }],
        optionalCost: true,
        effect: [chooseOpponentUnit('_r', onRC, true), { do: 'retire', cards: { var: '_r' } }],
      },
    ],
  }),
  unit('tf-gale', 'Gale Sovereign Navigator', 3, 13000, null, {
    clan: tide,
    keywords: ['twin-drive'],
    gift: 'accel',
    text: 'Imaginary Gift: Accel. CONT [VC] Limit Break 4: This unit gets Power +5000.',
    abilities: [
      { kind: 'continuous', condition: { all: [onVC, { test: 'limit-break', count: 4 }] }, effect: [power('self', 5000, 'turn')] },
    ],
  }),
  unit('tf-herald', 'Coral Herald', 1, 8000, 5000, {
    clan: tide,
    keywords: ['boost'],
    text: 'AUTO [RC]: When this unit boosts, Soul Charge 1.',
    abilities: [{ kind: 'automatic', condition: onRC, trigger: when('boosts', self), effect: [{ do: 'soul-charge', count: 1 }] }],
  }),
  unit('tf-oracle', 'Brine Oracle', 1, 8000, 5000, {
    clan: tide,
    keywords: ['boost'],
    text: 'ACT [RC] 1/turn [Retire this unit]: Counter Charge 1, and draw 1 card.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        condition: onRC,
        cost: [{ do: 'retire', cards: 'self' }],
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'counter-charge', count: 1 }, { do: 'draw' }],
      },
    ],
  }),
  unit('tf-keeper', 'Shell Keeper', 1, 7000, 10000, {
    clan: tide,
    keywords: ['boost', 'resist'],
    text: 'Resist. AUTO: When this unit is placed on a rear-guard circle, during that turn, if this unit would be retired, put it into your soul instead.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Shell Keeper: shelter',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, onRC] } },
        effect: [
          {
            do: 'replace',
            replaces: 'retire',
            match: { test: 'self' },
            duration: 'turn',
            uses: 1,
            instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'soul', reason: 'sheltered' }],
          },
        ],
      },
    ],
  }),
  unit('tf-diver', 'Harpoon Diver', 2, 10000, 5000, {
    clan: tide,
    keywords: ['intercept'],
    text: "AUTO [RC]: When this unit's attack hits, draw 1 card.",
    abilities: [{ kind: 'automatic', condition: onRC, trigger: when('hit', self), effect: [{ do: 'draw' }] }],
  }),
  unit('tf-surge', 'Surge Warden', 2, 10000, 5000, {
    clan: tide,
    keywords: ['intercept'],
    text: 'CONT [RC] Limit Break 4: This unit gets Power +5000.',
    abilities: [
      { kind: 'continuous', condition: { all: [onRC, { test: 'limit-break', count: 4 }] }, effect: [power('self', 5000, 'turn')] },
    ],
  }),
  unit('tf-striker', 'Depth Striker', 2, 10000, 5000, {
    clan: tide,
    keywords: ['intercept'],
    text: 'AUTO [RC] Unite: When this unit attacks, this unit gets Power +5000 during that battle.',
    abilities: [
      {
        kind: 'automatic',
        condition: { all: [onRC, { test: 'unite' }] },
        trigger: when('attacks', self),
        effect: [power('self', 5000, 'battle')],
      },
    ],
  }),
  unit('tf-cheer', 'Shoal Cheerleader', 1, 8000, 5000, {
    clan: tide,
    keywords: ['boost'],
    text: 'AUTO [RC] 1/turn: When your vanguard attacks, this unit gets Power +2000 during that turn.',
    abilities: [
      {
        kind: 'automatic',
        limit: { count: 1, per: 'turn' },
        condition: onRC,
        trigger: when('attacks', yourVanguard),
        effect: [power('self', 2000, 'turn')],
      },
    ],
  }),
  unit('tf-aegis', 'Nacre Aegis', 1, 6000, 0, {
    clan: tide,
    keywords: ['sentinel'],
    abilities: [perfectGuard],
    text: 'Sentinel. AUTO: When placed on (G)C, [discard 1] one of your attacked units cannot be hit during that battle.',
  }),
  trigger('tf-gull', 'Crit Gull', 'critical', tide),
  trigger('tf-otter', 'Rally Otter', 'stand', tide),
  trigger('tf-scribe', 'Kelp Scribe', 'draw', tide),
  trigger('tf-medic', 'Tide Medic', 'heal', tide),
  trigger('tf-herald-front', 'Bow Wave Herald', 'front', tide),
  {
    id: 'tf-command',
    name: 'Undertow Command',
    type: 'order',
    grade: 2,
    text: '[Soul Blast 1] Draw 2 cards.',
    orderCost: [{ do: 'soul-blast', count: 1 }],
    orderEffect: [{ do: 'draw', count: 2 }],
  },
  {
    id: 'tf-wall',
    name: 'Tidal Wall',
    type: 'order',
    subtype: 'blitz',
    grade: 1,
    text: 'Blitz. Choose one of your attacked units; it gets Power +10000 during that battle.',
    orderEffect: [chooseYourUnit('_w', { test: 'attacked' }), power({ var: '_w' }, 10000, 'battle')],
  },

  // ——— Pseudo-card (15.3) ———
  {
    id: 'protect',
    name: 'Protect',
    type: 'pseudo',
    grade: null,
    power: 0,
    shield: 0,
    keywords: ['sentinel'],
    abilities: [{ ...perfectGuard, label: 'Protect' }],
    text: 'CONT: Sentinel. AUTO: When this appears on (G)C, [discard 1] one of your attacked units cannot be hit during that battle.',
  },
];

export const vanguardCards: VanguardCard[] = [
  ...raw,
  ...depthPool,
  ...kwAPool,
  ...kwBPool,
  ...verbsPool,
  ...premiumPool,
  ...premiumDepthPool,
  ...setsBPool,
  ...rulesPool,
  ...effectsPool,
  ...buddyfightPool,
  ...setAPool,
  ...cardRulesPool,
  ...soakPool,
  ...soak2Pool,
  ...soak3Pool,
  ...notYet2Pool,
].map(parseCard);
export { cardSchema };
