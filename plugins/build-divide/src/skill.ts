import { emitEvent, expand, noParams, type VerbContribution } from '@tcgkit/kernel';
import { cardData } from './state.js';

/**
 * 【スキル】 (533). A card's skill paragraph is a named procedure, not an ability (533-1, 533-1a): it is card
 * data (`skill`), never in the ability list, so nothing that changes abilities reaches it. "Activate the
 * skill" runs the skill procedure of the card whose ability made the effect (533-2), and "a skill was
 * activated" is the `skill-activated` event, emitted when the procedure runs during a resolution (533-3).
 */
export const activateSkillVerb: Omit<VerbContribution, 'title'> = {
  name: 'activate-skill',
  rule: 'BD 533-2',
  params: noParams,
  run(ctx, _instruction, frame) {
    const source = frame.source;
    const definition = source === undefined ? undefined : cardData(ctx, source);
    const skill = definition?.skill;
    if (source === undefined || skill === undefined) return expand([]);
    emitEvent(ctx, { type: 'skill-activated', player: frame.controller, detail: { card: source } });
    return expand(skill);
  },
};
