/**
 * Demo cards for keywords 14.41–14.63, the dress mechanics (X-overDress 6.8, wear 6.9) and the Divine/Unique
 * Skill icons (12.3.3–12.3.4): two invented clans, Gilded Wings and Toybox Troupe, with original names and text.
 * The second demo deck pair (`gilded-wings`, `toybox-troupe`, in decks.ts) plays them, so the random-game soak
 * uses every keyword implemented here. Names containing 「アレスティエル」 are what White/Black Wings (14.43.3)
 * and the Glitter frame read.
 */
import type { Predicate } from '@tcgkit/kernel';
import type { VanguardAbility, VanguardCardData, VanguardInstruction } from '../instructions.js';
import { cannonball } from '../keywords/cannonball.js';
import { glitterFramed } from '../keywords/glitter.js';
import { overcharge } from '../keywords/overcharge.js';
import { magicArmorUnion } from '../keywords/magic-armor-union.js';
import { phantomSkill } from '../keywords/phantom-skill.js';
import { powerful } from '../keywords/powerful.js';
import { revolDress } from '../keywords/revol-dress.js';
import { rewrite } from '../keywords/rewrite.js';
import { divineSkill, uniqueSkill } from '../keywords/skill-icons.js';
import { evilDragonRelease } from '../keywords/evil-dragon-release.js';
import { mindPollution } from '../keywords/mind-pollution.js';
import { sweetLink } from '../keywords/sweetlink.js';
import { unisonDress } from '../keywords/unison-dress.js';
import { chooseOpponentUnit, chooseYourUnit, onRC, onVC, power, self, when } from './abilities.js';

const wings = 'Gilded Wings';
const toys = 'Toybox Troupe';
export const arestielName = 'Dawnwing Knight アレスティエル';
const candyName = 'Candy Link Sprite';

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
  shield: grade === 3 ? null : grade === 2 ? 5000 : 10000,
  clan,
  keywords: grade <= 1 ? ['boost'] : ['intercept'],
  ...extra,
});

const rearGuard: Predicate = { test: 'rear-guard' };
const cb = (count: number): VanguardInstruction => ({ do: 'counter-blast', count });
const sb = (count: number): VanguardInstruction => ({ do: 'soul-blast', count });
const onAttack = (ability: Omit<VanguardAbility, 'kind' | 'trigger'>): VanguardAbility => ({
  kind: 'automatic',
  trigger: when('attacks', self),
  ...ability,
});

export const kwBPool: VanguardCardData[] = [
  // ——— Gilded Wings ———
  unit('gw-hatchling', 'Gilded Hatchling', 0, 6000, wings, { text: 'Boost.' }),
  unit('gw-page', 'Gilded Page', 1, 8000, wings),
  unit('gw-knight', 'Gilded Lancer', 2, 10000, wings),
  unit('gw-arestiel', arestielName, 3, 13000, wings, {
    keywords: ['twin-drive', 'glitter'],
    text:
      'Twin Drive. Glitter. Divine Skill ACT [VC]: Choose one of your rear-guards, it gets +5000 this turn. ' +
      'AUTO [VC]: When this unit attacks, choose one of your rear-guards, it gets +2000 this turn. ' +
      'White Wings — AUTO [VC]: When this unit attacks, it gets +5000 during that battle. Black Wings — AUTO [VC]: When this unit attacks, draw a card.',
    abilities: [
      divineSkill({
        kind: 'activated',
        timing: ['main'],
        label: 'Divine Skill: +5000 to a rear-guard',
        zones: ['field'],
        condition: onVC,
        effect: [chooseYourUnit('_blessed', rearGuard, 'Choose one of your rear-guards'), power({ var: '_blessed' }, 5000, 'turn')],
      }),
      onAttack({
        label: 'Arestiel: +2000 to a rear-guard',
        condition: onVC,
        effect: [chooseYourUnit('_lifted', rearGuard, 'Choose one of your rear-guards'), power({ var: '_lifted' }, 2000, 'turn')],
      }),
      onAttack({
        label: 'White Wings: +5000',
        condition: { all: [onVC, { test: 'white-wings' }] },
        effect: [power('self', 5000, 'battle')],
      }),
      onAttack({ label: 'Black Wings: draw', condition: { all: [onVC, { test: 'black-wings' }] }, effect: [{ do: 'draw', count: 1 }] }),
    ],
  }),
  unit('gw-binder', 'Feather Archivist', 1, 8000, wings, {
    text: 'AUTO: When this unit is placed on (RC), you may bind a card from your drop zone.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Feather Archivist: bind from drop',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'appears' }] } },
        condition: onRC,
        effect: [
          {
            do: 'choose',
            from: { zone: 'drop', player: 'you' },
            count: 1,
            upTo: true,
            as: '_bound',
            prompt: 'Bind a card from your drop zone?',
          },
          { do: 'bind', cards: { var: '_bound' } },
        ],
      },
    ],
  }),
  unit('gw-zealot', 'Emptied Zealot', 2, 10000, wings, {
    text: 'ACT [RC] 1/turn [Soul Blast every card of your soul]: Draw a card. Powerful — AUTO [RC]: When this unit attacks, if your soul is empty, it gets +10000 during that battle.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        label: 'Emptied Zealot: draw',
        zones: ['field'],
        condition: { all: [onRC, { test: 'zone-count', zone: 'soul', player: 'you', op: '>=', value: 1 }] },
        cost: [{ do: 'soul-blast', count: { count: { zone: 'soul', player: 'you' } } }],
        effect: [{ do: 'draw', count: 1 }],
        limit: { count: 1, per: 'turn' },
      },
      powerful(onAttack({ label: 'Powerful: +10000', condition: onRC, effect: [power('self', 10000, 'battle')] })),
    ],
  }),
  unit('gw-cannoneer', 'Gilded Cannoneer', 2, 10000, wings, {
    text: '砲弾 — AUTO [RC]: When this unit attacks a vanguard, it gets +5000 during that battle.',
    abilities: [cannonball(onAttack({ label: '砲弾: +5000', condition: onRC, effect: [power('self', 5000, 'battle')] }))],
  }),
  unit('gw-squire', 'Wing Squire', 1, 7000, wings, {
    keywords: ['boost', 'friend'],
    text: 'Boost. Friend. AUTO [RC]: When this unit boosts, if it is a friend, the boosted unit gets +3000 during that battle.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Wing Squire: friends +3000',
        trigger: when('boosts', self),
        condition: { all: [onRC, { test: 'friend' }] },
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
    ],
  }),
  unit('gw-glimmer', 'Glimmer Herald', 1, 8000, wings, {
    text: 'Glitter(アレスティエル) [ AUTO [RC]: When this unit boosts, it gets +3000 during that battle. ]',
    abilities: glitterFramed('アレスティエル', [
      {
        kind: 'automatic',
        label: 'Glitter: +3000',
        trigger: when('boosts', self),
        condition: onRC,
        effect: [power('self', 3000, 'battle')],
      },
    ]),
  }),
  unit('gw-consort', "Arestiel's Consort", 2, 11000, wings, {
    keywords: [{ name: 'mate-unit', vanguard: 'アレスティエル' }, 'intercept'],
    text: 'Mate Unit — アレスティエル. Intercept.',
  }),
  unit('gw-paragon', 'Crossdress Paragon', 3, 23000, wings, {
    keywords: ['x-overdress'],
    xOverDressFrom: [
      { all: [rearGuard, { test: 'grade', op: '<=', value: 1 }] },
      { all: [rearGuard, { test: 'grade', op: '<=', value: 1 }] },
    ],
    text: 'X-overDress — two of your rear-guards of grade 1 or less.',
  }),
  unit('gw-mantle', 'Aegis Mantle', 1, 8000, wings, {
    text: 'ACT [RC] 1/turn: Wear this unit on your vanguard. AUTO [VC]: When this unit attacks, it gets Power +5000 until end of battle.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        label: 'Aegis Mantle: wear',
        zones: ['field'],
        condition: onRC,
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'wear', cards: 'self', onto: { zone: 'field', player: 'you', where: onVC } }],
      },
      // Works only from the vanguard circle: the vanguard this unit is worn by holds it (6.9.3.4).
      onAttack({ label: 'Aegis Mantle: worn +5000', condition: onVC, effect: [power('self', 5000, 'battle')] }),
    ],
  }),
  {
    id: 'gw-regalia',
    name: 'Regalia of the Dawn',
    type: 'order',
    grade: 1,
    keywords: ['regalis-piece'],
    orderEffect: [{ do: 'draw', count: 2 }],
    text: 'Regalis Piece. Draw two cards.',
  },

  // ——— Toybox Troupe ———
  unit('tt-hatchling', 'Toybox Hatchling', 0, 6000, toys, {
    keywords: ['boost', { name: 'dress-up', as: candyName }],
    text: `Boost. Dress Up — ${candyName}.`,
  }),
  unit('tt-cadet', 'Toybox Cadet', 1, 8000, toys),
  unit('tt-juggler', 'Toybox Juggler', 2, 10000, toys, {
    text: 'AUTO [VC]: At the start of your main phase, choose one of your rear-guards, it gets +1000 this turn.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Juggler: +1000 to a rear-guard',
        trigger: { event: 'start-of-main-phase', match: { test: 'turn-player', player: 'you' } },
        condition: onVC,
        effect: [chooseYourUnit('_juggled', rearGuard, 'Choose one of your rear-guards'), power({ var: '_juggled' }, 1000, 'turn')],
      },
    ],
  }),
  unit('tt-ringmaster', 'Toybox Ringmaster', 3, 13000, toys, {
    keywords: ['twin-drive', 'happy-toys', 'ace-unit'],
    text:
      'Twin Drive. Happy Toys. Ace Unit. Unique Skill ACT [VC] Unison Dress: Choose one of your rear-guards, it becomes Unison Dress and gets +5000 this turn. ' +
      'AUTO [VC]: At the start of your main phase, choose one of your rear-guards, it gets +1000 this turn. ' +
      'AUTO [VC]: When this unit attacks, choose one of your rear-guards, it gets +2000 this turn. ' +
      'AUTO [VC] 邪竜解放: When this unit attacks, it becomes 邪竜解放. AUTO [VC] 精神汚染: When this unit attacks, choose up to one of your opponent’s rear-guards, it becomes 精神汚染.',
    abilities: [
      uniqueSkill(
        unisonDress({
          kind: 'activated',
          timing: ['main'],
          label: 'Unique Skill: Unison Dress',
          zones: ['field'],
          condition: onVC,
          effect: [
            chooseYourUnit('_dressed', rearGuard, 'Choose one of your rear-guards'),
            { do: 'become-named-state', cards: { var: '_dressed' }, state: 'unison-dress' },
            power({ var: '_dressed' }, 5000, 'turn'),
          ],
        }),
      ),
      {
        kind: 'automatic',
        label: 'Ringmaster: +1000 to a rear-guard',
        trigger: { event: 'start-of-main-phase', match: { test: 'turn-player', player: 'you' } },
        condition: onVC,
        effect: [chooseYourUnit('_warmed', rearGuard, 'Choose one of your rear-guards'), power({ var: '_warmed' }, 1000, 'turn')],
      },
      onAttack({
        label: 'Ringmaster: +2000 to a rear-guard',
        condition: onVC,
        effect: [chooseYourUnit('_cheered', rearGuard, 'Choose one of your rear-guards'), power({ var: '_cheered' }, 2000, 'turn')],
      }),
      evilDragonRelease(
        onAttack({ label: '邪竜解放', condition: onVC, effect: [{ do: 'become-named-state', cards: 'self', state: '邪竜解放' }] }),
      ),
      mindPollution(
        onAttack({
          label: '精神汚染',
          condition: onVC,
          effect: [
            chooseOpponentUnit('_polluted', rearGuard, true),
            { do: 'become-named-state', cards: { var: '_polluted' }, state: '精神汚染' },
          ],
        }),
      ),
    ],
  }),
  unit('tt-candy', candyName, 1, 8000, toys, {
    text: 'SweetLink — AUTO: When this unit is placed on (RC), if another card with the same name is in your soul, it becomes SweetLink and gets +5000 this turn.',
    abilities: [
      sweetLink({
        kind: 'automatic',
        label: 'SweetLink',
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'appears' }] } },
        condition: onRC,
        effect: [{ do: 'become-named-state', cards: 'self', state: 'sweetlink' }, power('self', 5000, 'turn')],
      }),
    ],
  }),
  unit('tt-marionette', 'Charged Marionette', 1, 8000, toys, {
    text: 'Overcharge — AUTO [RC]: When this unit attacks or boosts, if your vanguard’s ability chose it this turn, it gets +5000 during that battle.',
    abilities: [
      overcharge(onAttack({ label: 'Overcharge: +5000', condition: onRC, effect: [power('self', 5000, 'battle')] })),
      overcharge({
        kind: 'automatic',
        label: 'Overcharge: +5000 boost',
        trigger: when('boosts', self),
        condition: onRC,
        effect: [power('self', 5000, 'battle')],
      }),
    ],
  }),
  unit('tt-armor', 'Arcane Armor Golem', 2, 10000, toys, {
    text: 'AUTO [RC] 魔装合体: When this unit attacks, it gets +2000 during that battle. Phantom Skill — ACT [RC] 1/turn [Soul Blast 1]: Draw a card.',
    abilities: [
      magicArmorUnion(onAttack({ label: '魔装合体: +2000', condition: onRC, effect: [power('self', 2000, 'battle')] })),
      phantomSkill({
        kind: 'activated',
        timing: ['main'],
        label: 'Phantom Skill: draw',
        zones: ['field'],
        condition: onRC,
        cost: [sb(1)],
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'draw', count: 1 }],
      }),
    ],
  }),
  unit('tt-jester', 'Revol Jester', 3, 13000, toys, {
    text: 'Revol Dress — AUTO [hand] 1/turn: At the end of your vanguard’s battle, [Counter Blast 1] ride this card standing.',
    abilities: [
      revolDress({
        kind: 'automatic',
        label: 'Revol Dress: ride standing',
        zones: ['hand'],
        trigger: { event: 'end-of-battle', match: { test: 'turn-player', player: 'you' } },
        condition: { test: 'vanguard-grade', op: '>=', value: 3 },
        cost: [cb(1)],
        optionalCost: true,
        limit: { count: 1, per: 'turn' },
        effect: [{ do: 'ride-by-effect', cards: 'self' }],
      }),
    ],
  }),
  unit('tt-scribe', 'Rewrite Scribe', 1, 8000, toys, {
    text: 'Rewrite — ACT [RC] 1/turn [Counter Blast 1]: Ride a grade 3 unit card from your hand.',
    abilities: [
      rewrite({
        kind: 'activated',
        timing: ['main'],
        label: 'Rewrite: ride from hand',
        zones: ['field'],
        condition: onRC,
        cost: [cb(1)],
        limit: { count: 1, per: 'turn' },
        effect: [
          {
            do: 'choose',
            from: {
              zone: 'hand',
              player: 'you',
              where: {
                all: [
                  { test: 'card-type', type: 'unit' },
                  { test: 'grade', value: 3 },
                ],
              },
            },
            count: 1,
            as: '_rewrite',
            prompt: 'Choose a grade 3 unit card to ride',
          },
          { do: 'ride-by-effect', cards: { var: '_rewrite' } },
        ],
      }),
    ],
  }),
  // A token unit (15.4) of the race 〈魔獣合成体〉 (6.10.2.1): never in a deck, called by Toy Beastmaker.
  {
    id: 'tt-synth-token',
    name: 'Beast Synthesis Body Toyburst',
    type: 'unit',
    pseudo: 'token',
    grade: 1,
    power: 5000,
    shield: null,
    race: '魔獣合成体',
    keywords: ['boost'],
    text: 'Token unit. AUTO [RC]: When this unit beast-synthesizes, [Stand] this unit and it gets +5000 this turn.',
    abilities: [
      {
        kind: 'automatic',
        label: 'Toyburst: stand',
        trigger: when('beast-synthesized', self),
        condition: onRC,
        effect: [{ do: 'stand', cards: 'self' }, power('self', 5000, 'turn')],
      },
    ],
  },
  unit('tt-beastmaker', 'Toy Beastmaker', 2, 10000, toys, {
    text:
      'ACT [RC front row] 1/turn [Counter Blast 1]: Call a Toyburst token to (RC) back centre, and beast-synthesize it with this unit. ' +
      'AUTO [under a beast synthesis]: When this unit is beast-synthesized, draw a card.',
    abilities: [
      {
        kind: 'activated',
        timing: ['main'],
        label: 'Toy Beastmaker: beast synthesis',
        zones: ['field'],
        condition: { all: [onRC, { test: 'front-row' }] },
        cost: [cb(1)],
        limit: { count: 1, per: 'turn' },
        effect: [
          { do: 'call-token', token: 'tt-synth-token', circle: 'bc', as: '_token' },
          { do: 'beast-synthesize', cards: { var: '_token' }, with: 'self' },
        ],
      },
      {
        kind: 'automatic',
        label: 'Toy Beastmaker: synthesized, draw',
        zones: ['synthesis'],
        trigger: { event: 'beast-synthesized' },
        condition: { test: 'was-beast-synthesized' },
        effect: [{ do: 'draw', count: 1 }],
      },
    ],
  }),
  unit('tt-clown', 'Happy Clown', 2, 10000, toys, {
    keywords: ['intercept', 'happy-toys'],
    text: 'Happy Toys. AUTO [RC]: When this unit attacks, if your vanguard has Happy Toys, it gets +3000 during that battle.',
    abilities: [
      onAttack({
        label: 'Happy Clown: +3000',
        condition: { all: [onRC, { test: 'vanguard-has-keyword', keyword: 'happy-toys' }] },
        effect: [power('self', 3000, 'battle')],
      }),
    ],
  }),
];
