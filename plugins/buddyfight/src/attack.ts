import {
  cardOrPlayerRef,
  cardRefs,
  cardsIn,
  cardsInZone,
  decide,
  done,
  emitEvent,
  numericStat,
  otherPlayer,
  pushWork,
  ruleError,
  zoneKey,
  type Action,
  type DecisionKindContribution,
  type GameContext,
  type PlayerId,
  type ProcessContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { areaKey, areaOf, areas, data, definitionOf, isFieldMonster, isImpactMonster, isRested, monstersOf, zoneOf } from './state.js';
import { cardStatus } from './cards/status.js';

/**
 * Attack declarations ([Atk 2.1–2.3], [Fin 2.1–2.3]) are a decision of their own kind outside any play
 * timing, so no attack can be declared inside one ([Fin Q2]) and an illegal one is rejected unchanged.
 */
export type AttackPhase = 'attack' | 'final';

function firstTurnOfFirstPlayer(ctx: GameContext): boolean {
  return ctx.state.turn.number === 1 && ctx.state.turn.player === ctx.state.turn.firstPlayer;
}

/** Cards of `player` that can attack now ([Atk 2.2], [Fin Q1], [Imp:攻撃], [Oth:防御力を持つアイテムカード]). */
export function attackCapable(ctx: GameContext, player: PlayerId, phase: AttackPhase): string[] {
  const standing = (id: string) => !isRested(ctx.state.cards[id]!);
  if (phase === 'final') return monstersOf(ctx, player).filter((id) => standing(id) && isImpactMonster(ctx, id));
  const out = monstersOf(ctx, player).filter(standing);
  // Items with power or critical attack, but not while you have a monster in your center.
  if (cardsIn(ctx, areaKey(player, 'center')).length === 0)
    for (const id of cardsInZone(ctx, player, 'item')) {
      const definition = definitionOf(ctx, id);
      if (standing(id) && ((definition?.power ?? 0) > 0 || (definition?.critical ?? 0) > 0)) out.push(id);
    }
  return out;
}

/** Legal targets: any monster of the opponent; the opponent only while their center is empty ([Mat-⑦]). */
export function attackTargets(ctx: GameContext, player: PlayerId): string[] {
  const opponent = otherPlayer(ctx, player);
  const out = monstersOf(ctx, opponent);
  if (cardsIn(ctx, areaKey(opponent, 'center')).length === 0) out.push(opponent);
  return out;
}

/** [Atk 2.1], [Fin 2.1]: on the first player's first turn, one attack in all and no link attack. */
function firstTurnError(ctx: GameContext, phase: AttackPhase, attackers: number): RuleError | null {
  if (!firstTurnOfFirstPlayer(ctx)) return null;
  const bfData = data(ctx);
  if (bfData.attacksThisTurn >= 1) return ruleError('BF_FIRST_TURN_ONE_ATTACK', 'the first player attacks once on turn 1', 'BF Atk 2.1');
  if (phase === 'final' && bfData.attackPhaseAttacks > 0)
    return ruleError('BF_FIRST_TURN_ONE_ATTACK', 'you already attacked in the attack phase of turn 1', 'BF Fin 2.1');
  if (attackers > 1) return ruleError('BF_FIRST_TURN_NO_LINK', "no link attack on the first player's turn 1", 'BF Atk 2.1');
  return null;
}

export function attackError(ctx: GameContext, player: PlayerId, phase: AttackPhase, attackers: unknown, target: unknown): RuleError | null {
  if (
    !Array.isArray(attackers) ||
    attackers.length === 0 ||
    attackers.some((a) => typeof a !== 'string') ||
    new Set(attackers).size !== attackers.length
  )
    return ruleError('BF_BAD_ATTACKERS', 'attackers is a list of distinct card ids', 'BF Atk 2.2');
  const capable = attackCapable(ctx, player, phase);
  for (const id of attackers as string[]) {
    if (capable.includes(id)) continue;
    const card = ctx.state.cards[id];
    if (phase === 'final' && card !== undefined && card.controller === player && isFieldMonster(ctx, id) && !isRested(card))
      return ruleError('BF_CANNOT_ATTACK_IN_FINAL', 'only cards allowed to may attack in the final phase', 'BF Fin Q1');
    return ruleError('BF_CANNOT_ATTACK', 'attack with standing cards of yours that can attack', 'BF Atk 2.2');
  }
  const first = firstTurnError(ctx, phase, attackers.length);
  if (first !== null) return first;
  if (typeof target !== 'string' || !attackTargets(ctx, player).includes(target)) {
    return target === otherPlayer(ctx, player)
      ? ruleError('BF_CENTER_OCCUPIED', 'the fighter cannot be attacked while their center is occupied', 'BF Mat-⑦')
      : ruleError('BF_BAD_TARGET', 'attack a monster of your opponent, or your opponent', 'BF Atk 2.2');
  }
  return null;
}

function subsets(ids: string[], max: number): string[][] {
  const out: string[][] = [];
  const walk = (start: number, picked: string[]) => {
    if (picked.length > 0) out.push(picked);
    if (picked.length === max) return;
    for (let i = start; i < ids.length; i++) walk(i + 1, [...picked, ids[i]!]);
  };
  walk(0, []);
  return out;
}

/**
 * Every declaration `attackError` accepts, and "no attack". Each subset of the cards that can attack (distinct,
 * one to three) with each legal target passes its checks of attackers and target, which read just those two lists:
 * only the first-turn limit is left to ask, once per number of attackers (issue 14: the lists were made again
 * for every pairing).
 */
export function attackActions(ctx: GameContext, player: PlayerId, phase: AttackPhase): Action[] {
  const out: Action[] = [{ type: 'no-attack', player }];
  const capable = attackCapable(ctx, player, phase);
  if (capable.length === 0) return out;
  const targets = attackTargets(ctx, player);
  for (const attackers of subsets(capable, 3)) {
    if (firstTurnError(ctx, phase, attackers.length) !== null) continue;
    for (const target of targets) out.push({ type: 'attack', player, attackers, target });
  }
  return out;
}

/**
 * Whether `attackActions` lists a declaration: a card that can attack, a target, and the first-turn limit allowing
 * one attacker (it allows more only where it allows one).
 */
function canDeclare(ctx: GameContext, player: PlayerId, phase: AttackPhase): boolean {
  return attackCapable(ctx, player, phase).length > 0 && attackTargets(ctx, player).length > 0 && firstTurnError(ctx, phase, 1) === null;
}

const declareKind = 'bf-declare-attack';

export const declarationKinds: Omit<DecisionKindContribution, 'title'>[] = [
  {
    kind: declareKind,
    actions: { attack: { attackers: cardRefs({ min: 1, max: 5 }), target: cardOrPlayerRef }, 'no-attack': {} },
    enumerate: (ctx, decision) => attackActions(ctx, decision.player, declaringIn(ctx)),
    validate(ctx, decision, action) {
      if (action.type === 'no-attack') return null;
      if (action.type !== 'attack')
        return ruleError('BF_DECLARE_ATTACK', 'declare "attack" (attackers, target) or "no-attack"', 'BF Atk 2.1');
      return attackError(ctx, decision.player, declaringIn(ctx), action['attackers'], action['target']);
    },
  },
];

function declaringIn(ctx: GameContext): AttackPhase {
  return data(ctx)['declaring'] === 'final' ? 'final' : 'attack';
}

export const declarationProcesses: Omit<ProcessContribution, 'title'>[] = [
  {
    kind: declareKind,
    run(ctx, unit) {
      const phase = unit.data['phase'] as AttackPhase;
      const player = ctx.state.turn.player;
      const answer = unit.answer;
      delete unit.answer;
      if (answer === undefined)
        return decide({
          kind: declareKind,
          player,
          prompt: 'Declare an attack (attackers and target) or no attack',
          rule: phase === 'final' ? 'BF Fin 2.1' : 'BF Atk 2.1',
          data: { phase },
        } as never);
      if (answer.type === 'attack') declareAttack(ctx, player, phase, answer['attackers'] as string[], String(answer['target']));
      return done;
    },
  },
];

/** [Atk 2.2–2.3]: rest the attackers, fix the target; "attacking"/"in battle" begins. */
function declareAttack(ctx: GameContext, player: PlayerId, phase: AttackPhase, attackers: string[], target: string): void {
  const bfData = data(ctx);
  for (const id of attackers) {
    cardStatus.set(ctx.state.cards[id]!, 'rested', true);
    cardStatus.set(ctx.state.cards[id]!, 'attacking', true);
  }
  const targetCard = ctx.state.cards[target];
  if (targetCard !== undefined) cardStatus.set(targetCard, 'battling', true);
  bfData.battle = { attackers, target, targetWasCenter: targetCard !== undefined && areaOf(targetCard) === 'center', nullified: false };
  bfData.attacksThisTurn += 1;
  if (phase === 'attack') bfData.attackPhaseAttacks += 1;
  bfData.countersThisBattle = {};
  emitEvent(ctx, { type: 'attack', player, detail: { attackers, target, link: attackers.length > 1 } });
}

/** Offers the declaration when something can attack; otherwise the fighter does not attack ([Atk 2.1], §6.2). */
export function offerDeclaration(ctx: GameContext, phase: AttackPhase): void {
  data(ctx).battle = null;
  data(ctx)['declaring'] = phase;
  const player = ctx.state.turn.player;
  if (canDeclare(ctx, player, phase)) pushWork(ctx, declareKind, { phase });
}

/** Attackers still on the field (a link attack shrinks as they leave, [Atk Q3]). */
export function liveAttackers(ctx: GameContext): string[] {
  const battle = data(ctx).battle;
  if (battle === null) return [];
  return battle.attackers.filter((id) => {
    const card = ctx.state.cards[id];
    return card !== undefined && (zoneOf(card) === 'field' || zoneOf(card) === 'item');
  });
}

/** Sum of a stat over the live attackers ([Atk 3.1.1–3.1.2]). */
export function attackSum(ctx: GameContext, stat: 'power' | 'critical'): number {
  return liveAttackers(ctx).reduce((sum, id) => sum + numericStat(ctx, id, stat), 0);
}

export { areas, zoneKey };
