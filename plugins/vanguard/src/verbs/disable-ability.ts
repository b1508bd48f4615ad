/**
 * "This ability cannot be used this turn / this game" (「そのターン中、この能力は使えなくなる。」, 11.2.1.1.1,
 * 11.2.1.2.1): `{ do: 'disable-ability', ability, duration: 'turn' | 'game' }`, where `ability` is the index of the
 * ability (of the effect's source) whose text carries the clause. It is written after the ability's requirement
 * (`if`), so it is resolved whether or not the requirement was met (11.2.1.1.1, 11.2.1.1.2). The restriction holds
 * for that physical card (its serial) and that ability, like a usage limit (12.3.2). A pending AUTO whose text has
 * the clause may be removed without being played (11.2.1.2.1.1; the plugin's pending-ability rule).
 */
import {
  cardOrLastKnown,
  defineStatusKeys,
  defineVerb,
  emitEvent,
  verbDone,
  type AbilityDefinition,
  type CardObject,
  type GameContext,
  type RestrictionContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { playerState } from '../state.js';

type Restriction = Omit<RestrictionContribution, 'title'>;

const disabled = z.object({ serial: z.number().int(), card: z.string(), index: z.number().int(), until: z.number().int().nullable() });

export const disabledAbilityStatus = defineStatusKeys({
  /** Abilities of this fighter's cards that cannot be used until the end of a turn (null: the rest of the game). */
  disabledAbilities: z.array(disabled),
});

export const disableAbilityVerb = defineVerb({
  name: 'disable-ability',
  rule: 'VG 11.2.1.1.1',
  params: () => ({ ability: z.number().int().min(0), duration: z.enum(['turn', 'game']) }),
  run(ctx, instruction, frame) {
    const card = frame.source === undefined ? undefined : cardOrLastKnown(ctx, frame.source);
    if (card === undefined) return verbDone;
    const fighter = playerState(ctx, frame.controller);
    const entry = {
      serial: card.serial,
      card: card.card,
      index: Number(instruction['ability']),
      until: instruction['duration'] === 'game' ? null : ctx.state.turn.number,
    };
    disabledAbilityStatus.set(fighter, 'disabledAbilities', [...(disabledAbilityStatus.get(fighter, 'disabledAbilities') ?? []), entry]);
    emitEvent(ctx, { type: 'ability-disabled', player: frame.controller, detail: { card: card.id, ability: entry.index } });
    return verbDone;
  },
});

function isDisabled(ctx: GameContext, card: CardObject, index: number): boolean {
  return ctx.state.players.some((p) =>
    (disabledAbilityStatus.get(p, 'disabledAbilities') ?? []).some(
      (d) =>
        d.serial === card.serial && d.card === card.card && d.index === index && (d.until === null || d.until >= ctx.state.turn.number),
    ),
  );
}

/** 11.2.1.1.1: a disabled ability cannot be played (an ACT is not offered; an AUTO does not become pending). */
export const disabledAbilityRestriction: Restriction = {
  rule: 'VG 11.2.1.1.1',
  cannotUse: (ctx, card, index) => isDisabled(ctx, card, index),
};

/** Whether an ability's text carries the "cannot be used" clause (11.2.1.2.1.1). */
export function hasDisableClause(ability: AbilityDefinition): boolean {
  return JSON.stringify(ability.effect ?? []).includes('"disable-ability"');
}
