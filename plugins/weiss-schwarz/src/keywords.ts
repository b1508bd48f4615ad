/**
 * Keywords of ch. 10. Encore (10.2), Bond (10.4) and Backup (10.5) give abilities; Assist (10.3) makes a
 * continuous ability work from the back row; Great Performance (10.6) is read by the attack declaration;
 * Alarm, Experience, Memory and Brainstorm are marker keywords (the word has no effect, 10.1.1, 10.7.1,
 * 10.9.1, 10.10.1): their cards use the matching conditions and verbs.
 */
import type { AbilityDefinition, Instruction, JsonObject, KeywordContribution } from '@tcgkit/kernel';

type Keyword = Omit<KeywordContribution, 'title'>;

const num = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cost of an Encore variant: ⓝ, a character card from hand, or the top card of the deck into the clock. */
function encoreCost(params: JsonObject): { cost: Instruction[]; label: string } {
  switch (params['cost']) {
    case 'discard-character':
      return {
        label: 'Encore [put a character from your hand into your waiting room]',
        cost: [
          { do: 'discard', where: { test: 'character' }, count: 1, prompt: 'Encore: choose a character to put into your waiting room' },
        ],
      };
    case 'clock':
      return { label: 'Encore [clock 1]', cost: [{ do: 'move', cards: { zone: 'deck', top: 1 }, to: 'clock', reason: 'cost' }] };
    default: {
      const amount = num(params['amount'], 3);
      return { label: `Encore [${amount}]`, cost: [{ do: 'pay-stock', count: amount }] };
    }
  }
}

export const weissSchwarzKeywords: Keyword[] = [
  {
    name: 'encore',
    rule: 'WS 10.2',
    // 10.2.2: "[cost] When this character is put from the stage into the waiting room, you may pay the
    // cost; if you do, put this card into the slot it was last in, rested."
    abilities: (params) => {
      const { cost, label } = encoreCost(params);
      const ability: AbilityDefinition = {
        kind: 'automatic',
        label,
        zones: ['stage'],
        trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'stage', 'to-zone': 'waiting-room' } },
        cost,
        optionalCost: true,
        effect: [{ do: 'encore-return' }],
      };
      return [ability];
    },
  },
  {
    name: 'bond',
    rule: 'WS 10.4',
    // 10.4.2: "[cost] When this is put onto the stage from hand, you may pay; if you do, a card named … from
    // your waiting room to your hand."
    abilities: (params) => [
      {
        kind: 'automatic',
        label: `Bond/${String(params['with'])}`,
        zones: ['stage'],
        trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'hand', 'to-zone': 'stage' } },
        cost: [{ do: 'pay-stock', count: num(params['cost'], 1) }],
        optionalCost: true,
        effect: [
          { do: 'choose-named', names: params['with'] ?? '', as: 'bonded', prompt: 'Bond: choose the named card' },
          { do: 'move', cards: { var: 'bonded' }, to: 'hand', reason: 'bond' },
        ],
      },
    ],
  },
  {
    name: 'backup',
    rule: 'WS 10.5',
    // 10.5.2: "[cost] Choose a character of yours being front attacked; +X power this turn. Only in your
    // opponent's counter step, and only if your level is Y or more." Played from hand (2.12.2.3).
    abilities: (params) => [
      {
        kind: 'activated',
        label: `Backup ${num(params['power'], 1000)}`,
        zones: ['hand'],
        timing: ['counter'],
        condition: { test: 'player-level', op: '>=', value: num(params['level'], 0) },
        cost: [
          { do: 'pay-stock', count: num(params['cost'], 1) },
          { do: 'move', cards: 'self', to: 'waiting-room', reason: 'cost' },
        ],
        effect: [
          {
            do: 'choose',
            from: { zone: 'stage', where: { test: 'defending' } },
            count: 1,
            as: 'backed',
            prompt: 'Backup: choose your defending character',
          },
          { do: 'modify', cards: { var: 'backed' }, stat: 'power', add: num(params['power'], 1000), duration: 'turn' },
        ],
      },
    ],
  },
  {
    name: 'assist',
    rule: 'WS 10.3',
    // 10.3.2: "Your characters in front of this card get +X power", active while it is in the back row.
    // `where` narrows the characters (8.9.1.3's example: "if that character's power is 3000 or less"); a
    // condition on the power itself is read once, before this +X (the kernel's value-so-far read).
    abilities: (params) => {
      const inFront = { test: 'in-front-of-source' };
      const where = isObject(params['where']) ? { all: [inFront, params['where']] } : inFront;
      return [
        {
          kind: 'continuous',
          label: `Assist +${num(params['power'], 500)}`,
          zones: ['stage'],
          condition: { test: 'in-back-row' },
          effect: [{ do: 'modify', stat: 'power', add: num(params['power'], 500), cards: { zone: 'stage', where } }],
        },
      ];
    },
  },
  {
    name: 'shift',
    rule: 'WS 10.11',
    // 10.11.2: "At the start of your main phase, if this card is in your clock and your level is N or more,
    // you may swap it with a card of the same colour from your hand."
    abilities: (params) => [
      {
        kind: 'automatic',
        label: `Shift level ${num(params['level'], 0)}`,
        zones: ['clock'],
        trigger: { event: 'start-of-main-phase', match: { test: 'turn-player', player: 'you' } },
        condition: { test: 'player-level', op: '>=', value: num(params['level'], 0) },
        effect: [{ do: 'shift-swap' }],
      },
    ],
  },
  {
    name: 'separate',
    rule: 'WS 10.16',
    // 10.16.2: "Separate/Name [cost]": at the end of the attack, if this card is the attacking character,
    // you may pay; if you do, a marker named Name under it goes onto the stage with this card under it.
    abilities: (params) => [
      {
        kind: 'automatic',
        label: `Separate/${String(params['with'])}`,
        zones: ['stage'],
        trigger: { event: 'end-of-attack' },
        condition: { test: 'attacking' },
        cost: [{ do: 'pay-stock', count: num(params['cost'], 1) }],
        optionalCost: true,
        effect: [{ do: 'separate', name: params['with'] ?? '' }],
      },
    ],
  },
  // 10.17: Link is a named CONT with no effect of its own (`{ name: link, called }`); the `has-link` test reads it.
  { name: 'link', rule: 'WS 10.17' },
  // Marker keywords (the word has no effect; the abilities so labelled use the verbs): Accelerate (10.12,
  // a cost that puts a card into your clock, ending with `used-keyword`), Resonance (10.13,
  // `reveal-from-hand`), Force (10.14, `force-swap`), Combine (10.15, `marker-under-self` and `combine`),
  // Inherit (10.18, `inherit`).
  { name: 'accelerate', rule: 'WS 10.12' },
  { name: 'resonance', rule: 'WS 10.13' },
  { name: 'force', rule: 'WS 10.14' },
  { name: 'combine', rule: 'WS 10.15' },
  { name: 'inherit', rule: 'WS 10.18' },
  // 10.8: Change is a marker keyword; the cards' AUTOs use the `change` verb.
  { name: 'change', rule: 'WS 10.8' },
  { name: 'great-performance', rule: 'WS 10.6' },
  { name: 'alarm', rule: 'WS 10.1' },
  { name: 'brainstorm', rule: 'WS 10.7' },
  { name: 'memory', rule: 'WS 10.9' },
  { name: 'experience', rule: 'WS 10.10' },
  { name: 'counter', rule: 'WS 2.8.2' },
];
