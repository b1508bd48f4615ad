/**
 * The link-attack state (連携攻撃状態, 17.17.11). While a unit is in it, the unit attacking in the battle gets
 * that unit's power (17.17.11.1): a rule modification in layer 11.11.1.8 ('battle'), read anew whenever the
 * attacker's power is, so a change of the linked unit's power during the battle changes it too (17.17.11.1.1).
 * The state ends when the current battle ends (17.17.11.2): it is recorded with that battle, and outside a
 * battle nothing enters it (reading 257, as 11.3.1.2.1 for "during that battle"). A unit never adds its own
 * power to itself (reading 257).
 */
import {
  cardsInZones,
  defineVerb,
  liveCards,
  numericStat,
  resolveCards,
  verbDone,
  type CardObject,
  type ConditionContribution,
  type GameContext,
  type RuleModification,
} from '@tcgkit/kernel';
import { currentBattle } from '../../state.js';
import { circleOf } from '../../zones.js';
import { buddyCardStatus } from './status.js';
import { noModifications } from '../../no-modifications.js';

function battleKey(ctx: GameContext): string | undefined {
  const battle = currentBattle(ctx);
  return battle === null ? undefined : `${ctx.state.turn.number}:${battle.number}`;
}

export function inLinkAttack(ctx: GameContext, id: string): boolean {
  const key = battleKey(ctx);
  return key !== undefined && circleOf(ctx, id) !== undefined && buddyCardStatus.get(ctx.state.cards[id], 'linkAttack') === key;
}

/** "(units) enter the link-attack state" (17.17.11), for the current battle. */
export const becomeLinkAttackVerb = defineVerb({
  name: 'become-link-attack',
  rule: 'VG 17.17.11',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const key = battleKey(ctx);
    if (key === undefined) return verbDone;
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)))
      if (circleOf(ctx, card.id) !== undefined) buddyCardStatus.set(card, 'linkAttack', key);
    return verbDone;
  },
});

const fieldZone = ['field'];

/** 17.17.11.1, 11.11.1.8: the attacking unit's power plus every other link-attacking unit's power. */
export function linkAttackModifications(ctx: GameContext, card: CardObject, stat: string): RuleModification[] {
  if (stat !== 'power') return noModifications;
  const battle = currentBattle(ctx);
  if (battle === null || battle.attacker !== card.id) return noModifications;
  const key = battleKey(ctx);
  const out: RuleModification[] = [];
  // Link-attacking units are on circles, in the field zones: only those are read (issue 14); additions commute.
  for (const id of cardsInZones(ctx, fieldZone)) {
    const other = ctx.state.cards[id]!;
    if (other.id === card.id || buddyCardStatus.get(other, 'linkAttack') !== key || circleOf(ctx, other.id) === undefined) continue;
    out.push({ layer: 'battle', modification: { add: numericStat(ctx, other.id, 'power') } });
  }
  return out;
}

export const linkAttackConditions: Omit<ConditionContribution, 'title'>[] = [
  { name: 'link-attacking', params: () => ({}), test: (ctx, _p, s) => s !== undefined && inLinkAttack(ctx, s) },
];
