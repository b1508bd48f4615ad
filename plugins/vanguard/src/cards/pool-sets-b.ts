/**
 * Demo cards for the set-specific rules 17.9–17.16 (src/sets/): two invented clans with original names and text.
 * Spirit Forge plays Over Soul and an order subtype (17.9), scouting and engaging (17.11), a product that operates
 * (17.12) and memories (17.15); Coro Blades plays Touken Ranbu's 真剣必殺, 誉, 二刀開眼, 修行中 and race crests
 * (17.14), Mushiking's わざ (17.13) and the CoroCoro keywords (17.16). The deck pair `spirit-forge` /
 * `coro-blades` (decks-sets-b.ts) plays them in seeded random games.
 */
import type { Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData, VanguardInstruction } from '../instructions.js';
import { withAbilityKeyword } from '../keywords/ability-keywords.js';
import { overSoul } from '../sets/shaman-king.js';
import { kadou } from '../sets/product.js';
import { homare, nitouKaigan, shinkenHissatsu } from '../sets/touken-ranbu.js';
import { chooseYourUnit, onRC, onVC, power, self, when } from './abilities.js';

const forge = 'Spirit Forge';
const blades = 'Coro Blades';

const unit = (
  id: string,
  name: string,
  grade: number,
  pw: number,
  clan: string,
  extra: Partial<VanguardCardData> = {},
): VanguardCardData => ({
  id,
  name,
  type: 'unit',
  grade,
  power: pw,
  shield: grade >= 3 ? null : grade === 0 ? 10000 : 5000,
  clan,
  keywords: grade <= 1 ? ['boost'] : grade === 2 ? ['intercept'] : ['twin-drive'],
  ...extra,
});
const setOrder = (id: string, name: string, setSubtypes: string[], extra: Partial<VanguardCardData> = {}): VanguardCardData => ({
  id,
  name,
  type: 'order',
  subtype: 'set',
  grade: 1,
  clan: forge,
  setSubtypes,
  orderEffect: [],
  ...extra,
});
const onceATurn = { count: 1, per: 'turn' } as const;
const act = (label: string, ability: Omit<VanguardAbility, 'kind' | 'timing' | 'label'>): VanguardAbility => ({
  kind: 'activated',
  timing: ['main'],
  label,
  limit: onceATurn,
  ...ability,
});
const yourField = (where: Predicate) => ({ zone: 'field', player: 'you', where }) as const;
const yourOrders = (where: Predicate) => ({ zone: 'order-zone', player: 'you', where }) as const;
const haoOrder: Predicate = { test: 'set-subtype', name: 'ハオ' };
const spiritFlame = 'Spirit Flame Wisp';
const sprout = 'Tiny Sprout Sapling';
const swordsman: Predicate = { test: 'race', race: '刀剣男士', family: true };
const draw1: VanguardInstruction = { do: 'draw', count: 1 };

export const setsBPool: VanguardCardData[] = [
  // ——— Spirit Forge (SHAMAN KING 17.9, scout/engage 17.11, product 17.12, memories 17.15) ———
  unit('sk-wisp', 'Little Forge Wisp', 0, 6000, forge, { text: 'Boost.' }),
  unit('sk-flame', spiritFlame, 1, 8000, forge, { text: 'Boost. (Over Soul puts this card into the soul.)' }),
  unit('sk-medium', 'Spirit Medium of the Forge', 1, 8000, forge, {
    text: 'ACT [RC] 1/turn Over Soul [put a "Spirit Flame Wisp" from your hand into your soul]: this unit gets Power +10000 this turn, and draw 1.',
    abilities: [
      overSoul(
        { zone: 'hand', player: 'you', where: { test: 'name', name: spiritFlame } },
        act('Over Soul: Spirit Medium', { condition: onRC, effect: [power('self', 10000, 'turn'), draw1] }),
      ),
    ],
  }),
  {
    id: 'sk-hao-order',
    name: 'Starfall Summons',
    type: 'order',
    subtype: 'normal',
    setSubtypes: ['ハオ'],
    grade: 1,
    clan: forge,
    text: 'Normal Order/ハオ. Draw 1.',
    orderEffect: [draw1],
  },
  unit('sk-hao', 'Hao, Star-Reader', 2, 10000, forge, {
    text: 'ACT [RC] 1/turn: put an order card with the subtype ハオ from your drop into your hand.',
    abilities: [
      act('ハオ: recover an order', {
        condition: onRC,
        effect: [
          {
            do: 'choose',
            from: { zone: 'drop', player: 'you', where: haoOrder },
            count: 1,
            upTo: true,
            as: '_hao',
            prompt: 'Choose a ハオ order',
          },
          { do: 'move', cards: { var: '_hao' }, to: 'hand', reason: 'effect' },
        ],
      }),
    ],
  }),
  setOrder('sk-base', 'Hidden Forge Base', ['基地'], {
    text: 'Set Order/基地. ACT (order zone) 1/turn [put this card into your drop zone]: draw 1. (Cards scouted to a base wait here.)',
    abilities: [
      act('基地: Forge Base closes', {
        zones: ['order-zone'],
        cost: [{ do: 'move', cards: 'self', to: 'drop', reason: 'cost' }],
        effect: [draw1],
      }),
    ],
  }),
  setOrder('sk-garden', 'Ember Rose Garden', ['庭園'], { text: 'Set Order/庭園. (Cards engaged to a garden wait here.)' }),
  setOrder('sk-factory', 'Clockwork Soul Factory', ['プロダクト'], {
    text: 'Set Order/プロダクト. AUTO 稼働: when this card operates, Soul Charge 1.',
    abilities: [kadou({ label: '稼働: Soul Factory', effect: [{ do: 'soul-charge', count: 1 }] })],
  }),
  unit('sk-scout', 'Base Recruiter', 2, 10000, forge, {
    text: 'ACT [RC] 1/turn: if you have a 基地 set order, scout a card from your hand to your base, and draw 1.',
    abilities: [
      act('Scout: Base Recruiter', {
        condition: { all: [onRC, { test: 'storage-host', as: 'scout' }] },
        effect: [
          { do: 'choose', from: { zone: 'hand', player: 'you' }, count: 1, as: '_scout', prompt: 'Choose a card to scout' },
          { do: 'store', cards: { var: '_scout' }, as: 'scout' },
          draw1,
        ],
      }),
    ],
  }),
  unit('sk-agent', 'Sleeper Agent of the Forge', 1, 8000, forge, {
    text: 'Boost. ACT [RC] 1/turn: if you have a 基地 set order, scout this unit to your base. AUTO (while scouted) 1/turn: when your vanguard attacks, it gets Power +2000 that turn.',
    abilities: [
      act('Scout: Sleeper Agent hides', {
        condition: { all: [onRC, { test: 'storage-host', as: 'scout' }] },
        effect: [{ do: 'store', cards: 'self', as: 'scout' }],
      }),
      withAbilityKeyword('while-stored', {
        kind: 'automatic',
        label: 'Scouted agent: vanguard +2000',
        zones: ['order-zone'],
        limit: onceATurn,
        trigger: when('attacks', { all: [onVC, { test: 'controlled-by', player: 'you' }] }),
        effect: [power({ zone: 'field', player: 'you', where: onVC }, 2000, 'turn')],
      }),
    ],
  }),
  unit('sk-bride', 'Garden Bride of Cinders', 2, 10000, forge, {
    text: 'ACT [RC] 1/turn: if you have a 庭園 set order, engage a unit card from your drop to your garden.',
    abilities: [
      act('Engage: Garden Bride', {
        condition: { all: [onRC, { test: 'storage-host', as: 'engage' }] },
        effect: [
          {
            do: 'choose',
            from: { zone: 'drop', player: 'you', where: { test: 'card-type', type: 'unit' } },
            count: 1,
            upTo: true,
            as: '_engage',
          },
          { do: 'store', cards: { var: '_engage' }, as: 'engage' },
        ],
      }),
    ],
  }),
  unit('sk-engineer', 'Factory Engineer', 1, 8000, forge, {
    text: 'ACT [RC] 1/turn: operate one of your プロダクト set orders, and this unit gets Power +2000 this turn.',
    abilities: [
      act('Operate: Factory Engineer', {
        condition: onRC,
        effect: [
          { do: 'choose', from: yourOrders({ test: 'set-subtype', name: 'プロダクト' }), count: 1, upTo: true, as: '_product' },
          { do: 'operate', cards: { var: '_product' } },
          power('self', 2000, 'turn'),
        ],
      }),
    ],
  }),
  unit('sk-memory', 'Keeper of Five Memories', 2, 10000, forge, {
    text: 'ACT [RC] 1/turn: your order zone is also your memories. CONT [RC]: with 2 or more cards in your memories, this unit gets Power +5000.',
    abilities: [
      act('Memories: Keeper', { condition: onRC, effect: [{ do: 'order-zone-as-memories' }] }),
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'memories-count', atLeast: 2 }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
      },
    ],
  }),
  unit('sk-king', 'Shaman Sovereign of the Forge', 3, 13000, forge, { text: 'Twin Drive.' }),

  // ——— Coro Blades (Touken Ranbu 17.14, Mushiking 17.13, CoroCoro 17.16) ———
  unit('cc-pup', 'Coro Pup', 0, 6000, blades, { text: 'Boost.' }),
  unit('cc-uchigatana', 'Uchigatana of the Dawn', 1, 8000, blades, {
    race: '刀剣男士-打刀',
    text: "ACT [RC] 誉: if you do not have the crest for this unit's race, gain it.",
    abilities: [
      homare(
        act('誉: Uchigatana crest', {
          condition: { all: [onRC, { not: { test: 'has-race-crest' } }] },
          effect: [{ do: 'gain-race-crest', cards: 'self' }],
        }),
      ),
    ],
  }),
  unit('cc-tachi', 'Tachi of the Dusk', 2, 10000, blades, {
    race: '刀剣男士-太刀',
    text: 'AUTO [RC] 真剣必殺: when this unit attacks, it gets Power +5000 that battle. ACT [RC] 誉: draw 1. AUTO 二刀開眼: when this unit is boosted by a 刀剣男士, it gets Power +3000 that battle.',
    abilities: [
      shinkenHissatsu({
        kind: 'automatic',
        label: '真剣必殺: Tachi',
        condition: onRC,
        trigger: when('attacks', self),
        effect: [power('self', 5000, 'battle')],
      }),
      homare(act('誉: Tachi draws', { condition: onRC, effect: [draw1] })),
      nitouKaigan('boosted', swordsman, { label: '二刀開眼: Tachi boosted', effect: [power('self', 3000, 'battle')] }),
    ],
  }),
  unit('cc-wakizashi', 'Wakizashi of the Noon', 1, 8000, blades, {
    race: '刀剣男士-脇差',
    text: 'Boost. AUTO 二刀開眼: when this unit boosts a Coro Blades unit, that unit gets Power +3000 that battle.',
    abilities: [
      nitouKaigan(
        'boosts',
        { test: 'clan', clan: blades },
        {
          label: '二刀開眼: Wakizashi boosts',
          effect: [
            {
              do: 'modify',
              cards: { zone: 'field', player: 'you', where: { test: 'boosted' } },
              stat: 'power',
              add: 3000,
              duration: 'battle',
            },
          ],
        },
      ),
    ],
  }),
  unit('cc-master', 'Sword Saint Master', 3, 13000, blades, {
    text: 'ACT [VC] 1/turn: put one of your rear-guards in training (修行中). CONT: your units in training with this unit get Power +3000.',
    abilities: [
      act('修行中: Sword Saint', {
        condition: onVC,
        effect: [
          chooseYourUnit('_train', { all: [onRC, { not: { test: 'in-training' } }] }, 'Choose a rear-guard to train'),
          { do: 'put-in-training', cards: { var: '_train' } },
        ],
      }),
      {
        kind: 'continuous',
        condition: onVC,
        effect: [{ do: 'modify', cards: yourField({ test: 'in-training', withSelf: true }), stat: 'power', add: 3000 }],
      },
    ],
  }),
  {
    id: 'cc-crest-uchigatana',
    name: '打刀の能力 極',
    type: 'crest',
    grade: null,
    text: 'Crest. CONT: during your turn, your vanguard gets Power +1000.',
    abilities: [
      {
        kind: 'continuous',
        zones: ['crest'],
        condition: { test: 'turn-player', player: 'you' },
        effect: [power({ zone: 'field', player: 'you', where: onVC }, 1000, 'turn')],
      },
    ],
  },
  unit('cc-beetle', 'Giga Horn Beetle', 2, 10000, blades, {
    race: 'ムシ',
    mushi: { moveIcon: 'rock', superMove: 'ギガホーンスロー', technique: 3 },
    text: 'わざ AUTO [RC]: when this unit attacks, it gets Power +3000 that battle. わざ AUTO [RC]: when this unit is placed on a circle, Counter Charge 1.',
    abilities: [
      withAbilityKeyword('waza', {
        kind: 'automatic',
        label: 'わざ: Horn Rush',
        condition: onRC,
        trigger: when('attacks', self),
        effect: [power('self', 3000, 'battle')],
      }),
      withAbilityKeyword('waza', {
        kind: 'automatic',
        label: 'わざ: Horn Guard',
        condition: onRC,
        trigger: { event: 'moved', match: { test: 'event', self: true, 'to-zone': 'field' } },
        effect: [{ do: 'counter-charge', count: 1 }],
      }),
    ],
  }),
  unit('cc-stag', 'Scissor Stag', 1, 8000, blades, {
    race: 'ムシ',
    mushi: { moveIcon: 'scissors', technique: 2 },
    text: 'Boost. ACT [RC] 1/turn: use the わざ of one of your わざ units with technique 2 or more.',
    abilities: [
      act('わざ: Scissor Stag calls', {
        condition: onRC,
        effect: [
          chooseYourUnit('_waza', { all: [{ test: 'waza-card' }, { test: 'technique', atLeast: 2 }] }, 'Choose a unit whose わざ to use'),
          { do: 'use-waza', cards: { var: '_waza' } },
        ],
      }),
    ],
  }),
  unit('cc-danger', 'Dangerous Coro Kid', 1, 8000, blades, {
    text: 'Boost. ACT [RC] 1/turn でんぢやらすスキル: this unit gets Power +5000 this turn.',
    abilities: [
      withAbilityKeyword(
        'dangerous-skill',
        act('でんぢやらすスキル: Coro Kid', { condition: onRC, effect: [power('self', 5000, 'turn')] }),
      ),
    ],
  }),
  unit('cc-retry', 'Retry Racer', 2, 10000, blades, {
    keywords: ['intercept', 'retry'],
    text: 'Retry. AUTO [RC] 1/turn: when this unit attacks, make it retry.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Retry: Racer',
        condition: onRC,
        limit: onceATurn,
        trigger: when('attacks', self),
        effect: [{ do: 'retry', cards: 'self' }],
      },
    ],
  }),
  unit('cc-kaigan', 'Awakened Coro Champion', 3, 13000, blades, {
    personaRide: true,
    text: 'Persona Ride. CONT [VC] 開眼: this unit gets Power +5000.',
    abilities: [
      withAbilityKeyword('kaigan', {
        kind: 'continuous',
        condition: { all: [onVC, { test: 'kaigan' }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
      }),
    ],
  }),
  unit('cc-deal', 'Dealmaker Imp', 1, 8000, blades, {
    text: 'Boost. ACT [RC] 1/turn 契約: this unit becomes 契約. CONT [RC]: while 契約, this unit gets Power +2000.',
    abilities: [
      withAbilityKeyword(
        'deal',
        act('契約: Dealmaker', { condition: onRC, effect: [{ do: 'become-named-state', cards: 'self', state: 'deal' }] }),
      ),
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'named-state', state: 'deal' }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 2000 }],
      },
    ],
  }),
  unit('cc-deka', 'Too-Big Cedar Golem', 2, 10000, blades, {
    text: 'AUTO [RC] デカ杉っ!: when this unit is placed on a circle, it becomes デカ杉っ!. CONT: while デカ杉っ!, Power +3000.',
    abilities: [
      withAbilityKeyword('deka-sugi', {
        kind: 'automatic',
        label: 'デカ杉っ!: Cedar Golem',
        condition: onRC,
        trigger: { event: 'moved', match: { test: 'event', self: true, 'to-zone': 'field' } },
        effect: [{ do: 'become-named-state', cards: 'self', state: 'deka-sugi' }],
      }),
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'named-state', state: 'deka-sugi' }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 3000 }],
      },
    ],
  }),
  unit('cc-sprout', sprout, 1, 8000, blades, {
    text: 'Boost. ACT [RC] 1/turn: make a card with 爆裂成長期 from your hand 爆裂成長期 onto this unit.',
    abilities: [
      act('爆裂成長期: Sprout grows', {
        condition: onRC,
        effect: [
          {
            do: 'choose',
            from: { zone: 'hand', player: 'you', where: { test: 'has-keyword', keyword: 'explosive-growth' } },
            count: 1,
            upTo: true,
            as: '_grow',
          },
          { do: 'grow-onto', cards: { var: '_grow' }, onto: 'self' },
        ],
      }),
    ],
  }),
  unit('cc-bloomer', 'Burst-Growth Treant', 2, 10000, blades, {
    keywords: ['intercept', 'explosive-growth'],
    growthFrom: { test: 'name', name: sprout },
    text: '爆裂成長期-"Tiny Sprout Sapling". CONT [RC]: while 爆裂成長期, Power +5000. ACT [RC] 1/turn: return this unit to your hand, leaving its growth sources on this circle.',
    abilities: [
      {
        kind: 'continuous',
        condition: { all: [onRC, { test: 'explosive-growth-state' }] },
        effect: [{ do: 'modify', cards: 'self', stat: 'power', add: 5000 }],
      },
      act('爆裂成長期: Treant returns', {
        condition: { all: [onRC, { test: 'explosive-growth-state' }] },
        effect: [{ do: 'return-leaving-growth', cards: 'self', to: 'hand' }],
      }),
    ],
  }),
  unit('cc-formula', 'Formula X Engineer', 2, 10000, blades, {
    keywords: ['intercept', 'formula-x'],
    text: 'C+P=X. AUTO [RC]: when this unit attacks, if your formula count is 1 or more, this unit gets Power +5000 that battle.',
    abilities: [
      {
        kind: 'automatic',
        label: 'C+P=X: Formula Engineer',
        condition: { all: [onRC, { test: 'formula-count', op: '>=', value: 1 }] },
        trigger: when('attacks', self),
        effect: [power('self', 5000, 'battle')],
      },
    ],
  }),
];
