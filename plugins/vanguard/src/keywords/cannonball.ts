/**
 * 砲弾 (14.50): a family of AUTOs conditioned on attacking a vanguard. `cannonball(ability)` tags the ability
 * and adds the condition `attacking-vanguard`: this unit is the attacking unit of the battle and the attacked
 * units include a vanguard (10.2.2), checked when it triggers and again when it resolves (11.2).
 */
import type { ConditionContribution, EffectFrame, GameContext } from '@tcgkit/kernel';
import type { VanguardAbility } from '../instructions.js';
import { currentBattle } from '../state.js';
import { circleOf } from '../zones.js';
import { withAbilityKeyword } from './ability-keywords.js';

type Condition = Omit<ConditionContribution, 'title'>;

/**
 * `id` is attacking and its target is a vanguard: the battle's attacked units once they are set (10.4.1.9), or,
 * when "attacks" fires before that (10.4.1.5), the target the attack named (the event's `target`; reading 48).
 */
export function attackingVanguard(ctx: GameContext, id: string, frame: EffectFrame): boolean {
  const battle = currentBattle(ctx);
  if (battle === null || battle.attacker !== id) return false;
  const named = frame.event?.type === 'attacks' ? frame.event.detail?.['target'] : undefined;
  const targets = battle.targets.length > 0 ? battle.targets : typeof named === 'string' ? [named] : [];
  return targets.some((t) => circleOf(ctx, t)?.kind === 'vanguard');
}

export const attackingVanguardCondition: Condition = {
  name: 'attacking-vanguard',
  params: () => ({}),
  test: (ctx, _p, s, f) => s !== undefined && attackingVanguard(ctx, s, f),
};

export const cannonball = (ability: VanguardAbility): VanguardAbility =>
  withAbilityKeyword('cannonball', ability, { test: 'attacking-vanguard' });
