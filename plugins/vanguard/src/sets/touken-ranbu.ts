/**
 * Touken Ranbu cards (刀剣乱舞, 17.14):
 * - 真剣必殺 (17.14.1): an enabling-condition keyword (14.2): your damage zone holds three or more cards
 *   (17.14.1.2); the test `shinken-hissatsu`, and the ability's tag so that "has a 真剣必殺 ability" can be asked.
 * - 誉 (17.14.2): across every 誉 ability, a fighter pays a 誉 cost at most once a turn. The cost ends with the
 *   verb `homare`, which records the payment; its `canPay` refuses once one was paid this turn, so no other 誉
 *   cost of theirs can be paid (an ACT cannot be played, an AUTO's cost is not offered; reading 203).
 * - 二刀開眼 (17.14.3): AUTOs triggered by "this unit boosted (a unit)" or "this unit was boosted by (a unit)".
 * - 修行中 (17.14.4): `put-in-training` makes a card 修行中 and links it to the card whose ability did it (reading 209).
 * - 17.14.5: a card's "crest for its race" is found by its race (the table below); `gain-race-crest` gains it
 *   and the test `has-race-crest` asks whether its master has it (reading 210).
 */
import {
  cardsInZone,
  defineVerb,
  expand,
  liveCards,
  noParams,
  resolveCards,
  testPredicate,
  verbDone,
  type GameContext,
  type Predicate,
} from '@tcgkit/kernel';
import { z } from 'zod';
import type { VanguardAbility, VanguardInstruction } from '../instructions.js';
import { withAbilityKeyword } from '../keywords/ability-keywords.js';
import { damageCount, definitionOf, playerState } from '../state.js';
import type { SetParts } from './set-parts.js';
import { setBCardStatus, setBPlayerStatus } from './set-b-status.js';

/** 17.14.5: the crest's card name for each race. */
export const raceCrests: Readonly<Record<string, string>> = {
  '刀剣男士-打刀': '打刀の能力 極',
  '刀剣男士-短刀': '短刀の能力 極',
  '刀剣男士-脇差': '脇差の能力 極',
  '刀剣男士-太刀': '太刀の能力 極',
  '刀剣男士-大太刀': '大太刀の能力 極',
  '刀剣男士-槍': '槍の能力 極',
  '刀剣男士-薙刀': '薙刀の能力 極',
};

/** Card `id`'s races (2.3.1): several are written separated by '/' (2.3.4). */
export function racesOf(ctx: GameContext, id: string): string[] {
  const race = definitionOf(ctx, id)?.race;
  return race === undefined ? [] : race.split('/').filter((r) => r !== '');
}

/** The card name of the crest for card `id`'s race (17.14.5): the first of its races the table names. */
export function raceCrestName(ctx: GameContext, id: string): string | undefined {
  return racesOf(ctx, id)
    .map((race) => raceCrests[race])
    .find((name) => name !== undefined);
}

/** An ability with 真剣必殺 (17.14.1.1): tagged, and enabled only while its master has three damage or more. */
export const shinkenHissatsu = (ability: VanguardAbility): VanguardAbility =>
  withAbilityKeyword('shinken-hissatsu', ability, { test: 'shinken-hissatsu' });

// A verb without parameters is typed as an instruction with nothing but `do`; the cast says just that.
const homarePayment = { do: 'homare' } as unknown as VanguardInstruction;

/** An ability with 誉 (17.14.2): tagged, its cost ending with the once-a-turn `homare` payment. */
export const homare = (ability: VanguardAbility): VanguardAbility => ({
  ...withAbilityKeyword('homare', ability),
  cost: [...(ability.cost ?? []), homarePayment],
});

/**
 * 二刀開眼 (17.14.3): an AUTO triggered when this unit boosts a unit matching `partner` (`boosts`, the booster's
 * event) or is boosted by one (`boosted`, the boosted unit's event, whose `by` is the booster).
 */
export function nitouKaigan(
  when: 'boosts' | 'boosted',
  partner: Predicate,
  ability: Omit<VanguardAbility, 'kind' | 'trigger'>,
): VanguardAbility {
  return withAbilityKeyword('nitou-kaigan', {
    ...ability,
    kind: 'automatic',
    trigger: {
      event: when,
      match: {
        all: [
          { test: 'event-card', where: { test: 'self' } },
          { test: 'boost-partner', where: partner },
        ],
      },
    },
  });
}

/** `homare` (17.14.2): a cost part recording that its master paid a 誉 cost this turn; unpayable after one was. */
export const homareVerb = defineVerb({
  name: 'homare',
  rule: 'VG 17.14.2',
  params: () => ({}),
  run(ctx, _instruction, frame) {
    setBPlayerStatus.set(playerState(ctx, frame.controller), 'homarePaidTurn', ctx.state.turn.number);
    return verbDone;
  },
  canPay: (ctx, _instruction, frame) =>
    setBPlayerStatus.get(playerState(ctx, frame.controller), 'homarePaidTurn') !== ctx.state.turn.number,
});

/** `put-in-training` (17.14.4): the cards become 修行中, linked to the card whose ability did it (the source). */
export const putInTrainingVerb = defineVerb({
  name: 'put-in-training',
  rule: 'VG 17.14.4',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    if (frame.source === undefined) return verbDone;
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)))
      setBCardStatus.set(card, 'trainingWith', frame.source);
    return verbDone;
  },
});

/** `gain-race-crest` (17.14.5): its master gains the crest for the card's race (the crest definition of that name). */
export const gainRaceCrestVerb = defineVerb({
  name: 'gain-race-crest',
  rule: 'VG 17.14.5',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const card = resolveCards(ctx, instruction['cards'], frame)[0];
    const name = card === undefined ? undefined : raceCrestName(ctx, card);
    if (name === undefined) return verbDone;
    const crest = [...ctx.title.cards.values()].find((c) => c.name === name && c['type'] === 'crest');
    return crest === undefined ? verbDone : expand([{ do: 'gain-crest', crest: crest.id }]);
  },
});

export const toukenRanbu: SetParts = {
  conditions: [
    {
      // A card's race (2.3.1, 2.3.2): one of its races (2.3.4) is `race`, or, with `family`, of that family (刀剣男士 →
      // 刀剣男士-打刀…, 17.14.5).
      name: 'race',
      params: () => ({ race: z.string().min(1), family: z.boolean().optional() }),
      test: (ctx, p, s) => {
        const wanted = String(p['race']);
        return (
          s !== undefined && racesOf(ctx, s).some((race) => race === wanted || (p['family'] === true && race.startsWith(`${wanted}-`)))
        );
      },
    },
    {
      name: 'shinken-hissatsu',
      params: noParams,
      test: (ctx, _p, s, frame) =>
        damageCount(ctx, (s === undefined ? undefined : ctx.state.cards[s]?.controller) ?? frame.controller) >= 3,
    },
    {
      // 17.14.4: 修行中, optionally only when linked to the card testing (`with-self`).
      name: 'in-training',
      params: () => ({ withSelf: z.boolean().optional() }),
      test: (ctx, p, s, frame) => {
        const linked = s === undefined ? undefined : setBCardStatus.get(ctx.state.cards[s], 'trainingWith');
        return linked !== undefined && (p['withSelf'] !== true || linked === frame.source);
      },
    },
    {
      // 17.14.5: the master of the card has, in their crest zone, the crest for its race.
      name: 'has-race-crest',
      params: noParams,
      test: (ctx, _p, s) => {
        const card = s === undefined ? undefined : ctx.state.cards[s];
        const name = card === undefined ? undefined : raceCrestName(ctx, card.id);
        return name !== undefined && cardsInZone(ctx, card!.controller, 'crest').some((c) => definitionOf(ctx, c)?.name === name);
      },
    },
    {
      // 17.14.3: the other unit of the boost that fired the event (`boosts`: the boosted unit; `boosted`: the booster).
      name: 'boost-partner',
      params: (l) => ({ where: l.predicate }),
      test: (ctx, p, s, frame) => {
        const detail = frame.event?.detail ?? {};
        const partner = frame.event?.type === 'boosts' ? detail['boosted'] : detail['booster'];
        return typeof partner === 'string' && partner !== s && testPredicate(ctx, p['where'] as Predicate, partner, frame);
      },
    },
  ],
};
