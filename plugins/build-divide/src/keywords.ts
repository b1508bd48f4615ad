import { programOf, type EventTrigger, type JsonObject, type KeywordContribution, type Predicate } from '@tcgkit/kernel';
import type { BuildDivideAbility, BuildDivideInstruction } from './instructions.js';

/**
 * Keywords (1400). Decoy, Blitz and Berserk are read by the attack rules (attack.ts, battle.ts); the
 * others give the card automatic abilities. Keywords not listed here are in rules-coverage.json.
 */
type Keyword = Omit<KeywordContribution, 'title'>;

const self = (event: string): EventTrigger => ({ event, match: { test: 'event', self: true } });

export const keywords: Keyword[] = [
  { name: 'decoy', rule: 'BD 1402' },
  { name: 'blitz', rule: 'BD 1403' },
  { name: 'berserk', rule: 'BD 1405' },
  // 527-5: "cannot be dropped by any means" (read by destruction, dropping and 1303-2/1303-3).
  { name: 'undroppable', rule: 'BD 527-5' },
  // 514-1a: 「打ち消されない」: countering this card is not carried out (read by the verb `counter`).
  { name: 'uncounterable', rule: 'BD 514-1a' },
  // 803-4b:iii: "this unit cannot block" (an effect that makes its blocks illegal).
  { name: 'cannot-block', rule: 'BD 803-4b:iii' },
  {
    // 1404-2, 1404-3a: when the opponent makes a unit enter, you gain a condemnation counter.
    name: 'judgment',
    rule: 'BD 1404',
    abilities: () => [
      {
        kind: 'automatic',
        label: 'Judgment',
        trigger: { event: 'entered', match: { test: 'event-player', player: 'opponent' } },
        effect: [{ do: 'gain-counter', counter: 'condemnation' }],
      },
    ],
  },
  {
    // 1412-2: when this unit enters, if a unit with the attribute entered this turn (itself included,
    // 1412-2a; any player's, 1412-2b), draw 1.
    name: 'unity',
    rule: 'BD 1412',
    abilities: (params: JsonObject) => [
      {
        kind: 'automatic',
        label: `Unity (${String(params['attribute'])})`,
        trigger: self('entered'),
        condition: { test: 'entered-this-turn', attribute: params['attribute'] ?? '' },
        effect: [{ do: 'unity-draw' }], // 1412-3: the draw "with Unity" is remembered
      },
    ],
  },
  {
    // 1421-2: when this unit attacks, you may turn 2 face-up energy face down; if you do, the effect.
    name: 'magia',
    rule: 'BD 1421',
    abilities: (params: JsonObject) => [
      {
        kind: 'automatic',
        label: 'Magia',
        trigger: self('attacked'),
        effect: [
          {
            do: 'if',
            test: { test: 'face-up-energy', min: 2 },
            then: [
              {
                do: 'may',
                prompt: 'Magia: turn 2 face-up energy face down?',
                then: [
                  {
                    do: 'choose',
                    from: { zone: 'energy', where: { test: 'face-up' } },
                    count: 2,
                    as: 'magia',
                    prompt: 'Choose 2 face-up energy',
                  },
                  { do: 'turn-face-down', cards: { var: 'magia' } },
                  ...programOf(params['effect']),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // 1419-2: at the end of the attack, if this unit is attacking, you may remove it.
    name: 'graduation',
    rule: 'BD 1419',
    abilities: () => [
      {
        kind: 'automatic',
        label: 'Graduation',
        trigger: self('attack-end'),
        effect: [{ do: 'may', prompt: 'Graduate (remove this unit)?', then: [{ do: 'remove', cards: 'self' }] }],
      },
    ],
  },
  {
    // 1406-1a: on the field and not a unit, it becomes a Unit with its open side's power and hit. The
    // rest of Assault Territory is in resolve.ts (opening) and rule-processes.ts (1303-5, 1406-2).
    name: 'assault-territory',
    rule: 'BD 1406',
    abilities: () => [
      {
        kind: 'automatic',
        label: 'Assault Territory',
        zones: ['field'],
        trigger: { state: { all: [{ test: 'in-zone', zone: 'field' }, { not: { test: 'status', key: 'unit' } }] } },
        effect: [{ do: 'become-assault-unit' }],
      },
    ],
  },
  {
    // 1410-2: when this unit battles on your turn, you may discard a hand card with one of the
    // attributes; if you do, it gets the power modifier this turn.
    name: 'bright',
    rule: 'BD 1410',
    abilities: (params: JsonObject) => [
      {
        kind: 'automatic',
        label: 'Bright',
        trigger: self('battles'),
        condition: { test: 'your-turn' },
        effect: [
          {
            do: 'if',
            test: { test: 'hand-has-attribute', attributes: params['attributes'] ?? [] },
            then: [
              {
                do: 'may',
                prompt: 'Bright: discard a card to power this unit up?',
                then: [
                  {
                    do: 'choose',
                    from: { zone: 'hand', where: { test: 'has-attribute', attributes: params['attributes'] ?? [] } },
                    count: 1,
                    as: 'bright',
                  },
                  { do: 'move', cards: { var: 'bright' }, to: 'graveyard', reason: 'discard' },
                  { do: 'modify', cards: 'self', stat: 'power', add: params['power'] ?? 0, duration: 'turn' },
                  { do: 'set-status', cards: 'self', key: 'brighted', value: true },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  // 1411-2: 【怪異】 is a condition (`kaii` in conditions.ts) on the ability it heads.
  { name: 'kaii', rule: 'BD 1411' },
  // 1414, 1423: conditions (`boundary`, `partner`) on the abilities they head.
  { name: 'boundary', rule: 'BD 1414' },
  { name: 'partner', rule: 'BD 1423' },
  {
    // 1415-2: on entering, you may attach the top card of your deck face down to your territory as an
    // aura with the information "log"; nobody sees it (1415-2a).
    name: 'log',
    rule: 'BD 1415',
    abilities: () => [
      {
        kind: 'automatic',
        label: 'Log',
        trigger: self('entered'),
        effect: [{ do: 'may', prompt: 'Log: attach the top card of your deck to your territory?', then: [{ do: 'attach-log' }] }],
      },
    ],
  },
  {
    // 1420-2: when this unit attacks, you may reveal the top card of your deck; if you do, drop it, and if
    // it meets the condition, the effect.
    name: 'dreamless',
    rule: 'BD 1420',
    abilities: (params: JsonObject) => [
      {
        kind: 'automatic',
        label: 'Dreamless',
        trigger: self('attacked'),
        effect: [
          {
            do: 'may',
            prompt: 'Dreamless: reveal the top card of your deck?',
            then: [
              { do: 'reveal', cards: { zone: 'deck', top: 1 } },
              { do: 'move', cards: { zone: 'deck', top: 1 }, to: 'graveyard', reason: 'drop', as: 'dream' },
              {
                do: 'if',
                subject: { var: 'dream' },
                test: (params['condition'] ?? { test: 'never' }) as Predicate,
                then: programOf(params['effect']),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // 1424-2: when this unit attacks, you may play a hand card with subtype magic meeting the condition
    // without paying its cost.
    name: 'cad',
    rule: 'BD 1424',
    abilities: (params: JsonObject) => [
      { kind: 'automatic', label: 'CAD', trigger: self('attacked'), effect: [{ do: 'cad', condition: params['condition'] ?? null }] },
    ],
  },
  {
    // 1418-2: when this unit enters, you may set 1 card from your hand face down (535).
    name: 'love-is-war',
    rule: 'BD 1418',
    abilities: () => [
      {
        kind: 'automatic',
        label: 'Love-is-War',
        trigger: self('entered'),
        effect: [
          {
            do: 'if',
            test: { test: 'zone-count', zone: 'hand', op: '>=', value: 1 },
            then: [
              {
                do: 'may',
                prompt: 'Set a card from your hand face down?',
                then: [
                  { do: 'choose', from: { zone: 'hand' }, count: 1, as: 'set', always: true },
                  { do: 'set-face-down', cards: { var: 'set' } },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // 1416-2: "when this unit leaves the field during battle and you lose this battle". The card has left,
    // so the battle result (battle.ts) makes the ability pending from its last-known information
    // (1416-3, 804-6d); `bd-makein` is never emitted as an event.
    name: 'makein',
    rule: 'BD 1416',
    abilities: (params: JsonObject) => [
      {
        kind: 'automatic',
        label: 'Makein',
        zones: ['graveyard', 'field', 'hand', 'remove', 'deck', 'territory'],
        trigger: { event: 'bd-makein' },
        effect: programOf(params['effect']),
      },
    ],
  },
  {
    // 1413-2: at the start of your end phase, while your territory is open, you may reveal a hand Unit
    // sharing an attribute with this unit; if you do, this returns to hand and the revealed card enters.
    // Reading: N in 【コスプレ (N)】 is read as the revealed card's maximum total cost.
    name: 'cosplay',
    rule: 'BD 1413',
    abilities: (params: JsonObject) => [
      {
        kind: 'automatic',
        label: 'Cosplay',
        trigger: { event: 'end-phase-start' },
        condition: { all: [{ test: 'your-turn' }, { test: 'territory-open' }] },
        effect: [{ do: 'cosplay', max: params['max'] ?? 99 }],
      },
    ],
  },
  // 1417: 【神衣-(kw)】 on a unit (`tag` names the keyword a command must have) and that keyword on the
  // command: a finished command may become the unit's clothes (resolve.ts).
  { name: 'kamui', rule: 'BD 1417' },
  { name: 'kamui-tag', rule: 'BD 1417-2' },
  // 1409: the Evol cost is an alternative cost of the card (`evol` in the card data, moves/play.ts).
  { name: 'evol', rule: 'BD 1409' },
  // 1407: the card also has the name; read by deck construction (cards/validate.ts).
  { name: 'name-rule', rule: 'BD 1407' },
  // 1408: played from the graveyard (moves/play.ts), removed when it leaves the resolution zone (resolve.ts).
  { name: 'legacy', rule: 'BD 1408' },
];

/**
 * Ability icons (1501): a condition icon and an effect icon make one ability. Automatic conditions
 * make the effect last "this turn" (1501-4).
 */
export type IconCondition = 'red-zone' | 'territory-open' | 'enter' | 'dropped' | 'battles' | 'your-turn' | 'opponent-turn' | 'always';
export type IconEffect =
  { power: number } | { hit: number } | { keyword: 'decoy' | 'blitz' | 'berserk' } | { draw: number } | { scout: number } | { life: 1 };

const continuousTest: Partial<Record<IconCondition, Predicate>> = {
  'red-zone': { test: 'red-zone' },
  'territory-open': { test: 'territory-open' },
  'your-turn': { test: 'your-turn' },
  'opponent-turn': { test: 'opponent-turn' },
};

const automaticTrigger: Partial<Record<IconCondition, EventTrigger>> = {
  enter: self('entered'),
  dropped: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'graveyard' } },
  battles: self('battles'),
};

function iconProgram(effect: IconEffect, duration: string | undefined): BuildDivideInstruction[] {
  const lasting = duration === undefined ? {} : { duration };
  if ('power' in effect) return [{ do: 'modify', cards: 'self', stat: 'power', add: effect.power, ...lasting }];
  if ('hit' in effect) return [{ do: 'modify', cards: 'self', stat: 'hit', add: effect.hit, ...lasting }];
  if ('keyword' in effect) return [{ do: 'modify', cards: 'self', stat: 'keywords', grant: effect.keyword, layer: 'grant', ...lasting }];
  if ('draw' in effect) return [{ do: 'draw', count: effect.draw }];
  if ('scout' in effect) return [{ do: 'scout', count: effect.scout }];
  return [{ do: 'gain-life' }];
}

export function icon(condition: IconCondition, effect: IconEffect): BuildDivideAbility {
  const trigger = automaticTrigger[condition];
  // Tagged `icon`: "icon abilities" are these, not text that happens to say the same (1501-1a, 1501-1a:i).
  if (trigger !== undefined)
    return { kind: 'automatic', label: `icon: ${condition}`, trigger, effect: iconProgram(effect, 'turn'), tags: ['icon'] };
  const test = continuousTest[condition];
  return {
    kind: 'continuous',
    label: `icon: ${condition}`,
    tags: ['icon'],
    ...(test === undefined ? {} : { condition: test }),
    effect: iconProgram(effect, undefined),
  };
}
