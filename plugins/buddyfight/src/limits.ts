import { z } from 'zod';
import {
  defineVerb,
  currentWindow,
  verbDone,
  type AbilityDefinition,
  type CardObject,
  type ConditionContribution,
  type GameContext,
  type PlayerId,
  type Predicate,
  type RestrictionContribution,
  type StackItem,
} from '@tcgkit/kernel';
import type { BuddyfightAbility, BuddyfightProgram } from './instructions.js';
import { data, log } from './state.js';

/**
 * Use limits written on cards: "once per turn" ([1pt], digest §9.11) and the 逆天 family's "once per fight"
 * ([GT], §9.12). Both are kept in the title's data, keyed by what the source says the limit binds.
 */

/** Keys of limits applied this turn (key → the turn number it was applied in). */
function appliedThisTurn(ctx: GameContext): Record<string, number> {
  const bfData = data(ctx);
  return (bfData.oncePerTurn ??= {}) as Record<string, number>;
}

/**
 * The key a limit binds ([1pt]): "this ability once per turn" binds that card's ability only (another copy
 * may still use it, [1pt Q1]): the card's serial and the ability's `ability` name. "Card name / ability name
 * once per turn" binds the fighter who used it, whatever copy ([1pt Q2]): the fighter and the `name`.
 */
function limitKey(ctx: GameContext, params: Record<string, unknown>, card: string | undefined, player: PlayerId): string {
  if (typeof params['name'] === 'string') return `name:${player}:${params['name']}`;
  const serial = card === undefined ? undefined : (ctx.state.cards[card] ?? ctx.state.lastKnown[card])?.serial;
  return `card:${String(serial)}:${String(params['ability'] ?? '')}`;
}

export function oncePerTurnUnused(ctx: GameContext, key: string): boolean {
  return appliedThisTurn(ctx)[key] !== ctx.state.turn.number;
}

export function applyOncePerTurn(ctx: GameContext, key: string, player: PlayerId): void {
  appliedThisTurn(ctx)[key] = ctx.state.turn.number;
  log(ctx, 'once-per-turn', player, { key });
}

/** The key of a spell's "「name」 once per turn" ([1pt], [1pt Q3]). */
export function spellLimitKey(player: PlayerId, name: string): string {
  return `name:${player}:${name}`;
}

const limitParams = () => ({ name: z.string().min(1).optional(), ability: z.string().min(1).optional() });

/**
 * Whether the limit is still unused this turn: the condition of the limited ability (checked when it
 * would trigger or be used; an applied limit stops both, [1pt]).
 */
const oncePerTurnCondition: Omit<ConditionContribution, 'title'> = {
  name: 'bf-once-per-turn',
  params: limitParams,
  test: (ctx, params, subject, frame) => oncePerTurnUnused(ctx, limitKey(ctx, params, frame.source ?? subject, frame.controller)),
};

/**
 * The limit is applied when the ability resolves ([1pt]: 「その能力の解決時に適用されます」): it is written as
 * the first instruction of the effect, so a nullified use applies nothing ([1pt Q3]) and an effect whose
 * own condition then fails has applied it all the same ([1pt Q2]).
 */
const oncePerTurnVerb = defineVerb({
  name: 'bf-once-per-turn',
  params: limitParams,
  rule: 'BF 1pt',
  run(ctx, instruction, frame) {
    applyOncePerTurn(ctx, limitKey(ctx, instruction, frame.source, frame.controller), frame.controller);
    return verbDone;
  },
});

/** The 逆天 family ([GT]): each type once per fight per fighter, independently of the others ([GT Q1]). */
export const gyakutenKinds = ['逆天', '逆天殺', '大逆天', '逆天殺ReBOOT'] as const;
const gyakutenParams = () => ({ kind: z.enum(gyakutenKinds) });

function gyakutenUsed(ctx: GameContext): Record<PlayerId, string[]> {
  return (data(ctx).gyakuten ??= {}) as Record<PlayerId, string[]>;
}

const gyakutenCondition: Omit<ConditionContribution, 'title'> = {
  name: 'bf-gyakuten-unused',
  params: gyakutenParams,
  test: (ctx, params, _subject, frame) => !(gyakutenUsed(ctx)[frame.controller] ?? []).includes(String(params['kind'])),
};

/**
 * The declaration of a 逆天 ability (its cost part, so it is written when declared: 「宣言したファイターは、
 * そのファイト中…宣言できません」). It marks the stack item, so no 【対抗】 can answer it and nothing can
 * nullify it ([GT]).
 */
const gyakutenVerb = defineVerb({
  name: 'bf-gyakuten',
  params: gyakutenParams,
  rule: 'BF GT',
  run(ctx, instruction, frame) {
    const kind = String(instruction['kind']);
    (gyakutenUsed(ctx)[frame.controller] ??= []).push(kind);
    frame.vars['gyakuten'] = kind;
    log(ctx, 'gyakuten', frame.controller, { kind });
    return verbDone;
  },
  canPay: (ctx, instruction, frame) => !(gyakutenUsed(ctx)[frame.controller] ?? []).includes(String(instruction['kind'])),
});

/** Whether the use the current answer window answers is a 逆天 declaration ([GT]: no 【対抗】 against it). */
export function answeringGyakuten(ctx: GameContext, item: StackItem | undefined): boolean {
  return item !== undefined && typeof item.vars['gyakuten'] === 'string';
}

/** [GT]: 「…の宣言に対して、【対抗】を持つカードや能力の宣言はできません」: no 【起動】 answers it either. */
const noAnswerToGyakuten: Omit<RestrictionContribution, 'title'> = {
  rule: 'BF GT',
  cannotUse(ctx: GameContext, _card: CardObject, _index: number, ability: AbilityDefinition) {
    if (ability.kind !== 'activated') return false;
    const frame = currentWindow(ctx);
    return frame?.role === 'answer' && answeringGyakuten(ctx, ctx.state.stack[ctx.state.stack.length - 1]);
  },
};

/** A 逆天 ability as card data: 【対抗】-timed (usable in any play timing, [GT Q2], E9), its [] condition, once per fight. */
export function gyakutenAbility(kind: (typeof gyakutenKinds)[number], condition: Predicate, effect: BuddyfightProgram): BuddyfightAbility {
  return {
    kind: 'activated',
    label: `『${kind}』`,
    timing: ['main', 'final', 'counter'],
    answer: true,
    condition: { all: [{ test: 'bf-gyakuten-unused', kind }, condition] },
    cost: [{ do: 'bf-gyakuten', kind }],
    effect,
  };
}

export const limitConditions = [oncePerTurnCondition, gyakutenCondition];
export const limitVerbs = [oncePerTurnVerb, gyakutenVerb];
export const limitRestrictions = [noAnswerToGyakuten];
