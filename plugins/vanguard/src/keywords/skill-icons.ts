/**
 * Divine Skill (12.3.3) and Unique Skill (12.3.4): restriction icons printed before the ability's kind
 * (12.3.3.1, 12.3.4.1). Once such an ability has resolved, "during this game, the master of this effect cannot
 * use abilities with the (Divine/Unique) Skill icon" (12.3.3.2, 12.3.4.2). The icon is the ability's tag; the
 * last instruction of its effect, `spend-skill-icon`, records it for the master; the restriction then stops
 * every ability with that icon of theirs (an ACT cannot be played, an AUTO does not trigger, and a pending one
 * is removed unplayed when it would be played, reading 35). Reading 45: "if the game state changed after it
 * resolved" is not modelled, as for the other restriction icons (reading 18): a resolved ability always spends it.
 */
import { defineVerb, verbDone, type RestrictionContribution } from '@tcgkit/kernel';
import { z } from 'zod';
import type { VanguardAbility } from '../instructions.js';
import { playerState } from '../state.js';
import { withAbilityKeyword } from './ability-keywords.js';
import { kwBPlayerStatus } from './kw-b-status.js';

const icons = ['divine-skill', 'unique-skill'] as const;
type SkillIcon = (typeof icons)[number];

export const spendSkillIconVerb = defineVerb({
  name: 'spend-skill-icon',
  rule: 'VG 12.3.3.2',
  params: () => ({ icon: z.enum(icons) }),
  run(ctx, instruction, frame) {
    const player = playerState(ctx, frame.controller);
    const spent = kwBPlayerStatus.get(player, 'spentSkillIcons') ?? [];
    const icon = instruction['icon'] as SkillIcon;
    if (!spent.includes(icon)) kwBPlayerStatus.set(player, 'spentSkillIcons', [...spent, icon]);
    return verbDone;
  },
});

/** The ability with the icon: tagged, and spending the icon for its master once its effect has resolved. */
export function withSkillIcon(icon: SkillIcon, ability: VanguardAbility): VanguardAbility {
  return { ...withAbilityKeyword(icon, ability), effect: [...ability.effect, { do: 'spend-skill-icon', icon }] };
}

export const divineSkill = (ability: VanguardAbility) => withSkillIcon('divine-skill', ability);
export const uniqueSkill = (ability: VanguardAbility) => withSkillIcon('unique-skill', ability);

export const skillIconRestriction: Omit<RestrictionContribution, 'title'> = {
  rule: 'VG 12.3.3.2',
  cannotUse: (ctx, card, _index, ability) => {
    const tags = ability.tags;
    if (tags === undefined) return false;
    const spent = kwBPlayerStatus.get(
      ctx.state.players.find((p) => p.id === card.controller),
      'spentSkillIcons',
    );
    return spent !== undefined && spent.some((icon) => tags.includes(icon));
  },
};
