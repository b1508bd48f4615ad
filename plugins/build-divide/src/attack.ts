import {
  confirmQuestion,
  askSelect,
  cardOrPlayerRef,
  cardRef,
  cardsInZone,
  decide,
  done,
  emitEvent,
  keywordsOf,
  numericStat,
  otherPlayer,
  pushWork,
  ruleError,
  type Action,
  type DecisionKindContribution,
  type GameContext,
  type PlayerId,
  type ProcessContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { data, isRested, isUnit } from './state.js';
import { findPayment, genericCost, pay } from './costs.js';
import { facingPlayer, isTagTeam, opposingPlayers, teammateOf } from './tag-team.js';

/**
 * Attack and block declarations (802-4, 803-4) are decisions of their own kinds, so an illegal one is
 * rejected with a Build Divide error code and the state untouched.
 */
const has = (ctx: GameContext, id: string, keyword: string): boolean => keywordsOf(ctx, id).includes(keyword);

/** The units of `player`'s opponents (in a tag-team game, of both opposing players, 2302-1a). */
export function opponentUnits(ctx: GameContext, player: PlayerId): string[] {
  return opposingPlayers(ctx, player).flatMap((p) => cardsInZone(ctx, p, 'field').filter((id) => isUnit(ctx, id)));
}

/** 802-4b: the legal targets for `attacker`, after Decoy (1402-2) and Berserk (1405-1a). */
export function legalTargets(ctx: GameContext, attacker: string): string[] {
  const player = ctx.state.cards[attacker]!.controller;
  const rested = opponentUnits(ctx, player).filter((id) => isRested(ctx.state.cards[id]!));
  // ii: the opponent, or a rested unit of theirs; 2302-1a: in a tag-team game the facing player, or a rested
  // unit of either opposing player.
  const facing = facingPlayer(ctx, player);
  let targets = [facing, ...rested];
  const decoys = rested.filter((id) => has(ctx, id, 'decoy'));
  // Reading (digest §20.2, Decoy with Berserk): Decoy's requirement is applied first; Berserk then
  // prefers the player among what is left, so a rested Decoy draws a Berserk unit's attack.
  if (decoys.length > 0) targets = decoys;
  if (has(ctx, attacker, 'berserk') && targets.includes(facing)) targets = [facing];
  return targets;
}

function standingUnits(ctx: GameContext, player: PlayerId): string[] {
  return cardsInZone(ctx, player, 'field').filter((id) => isUnit(ctx, id) && !isRested(ctx.state.cards[id]!));
}

/**
 * 802-4b:iv: the attack cost an effect requires for attacking with `attacker` (the stat `attackCost`, generic
 * energy), and its payment out of `player`'s standing energy: null when there is none to pay.
 */
function attackCostPayment(ctx: GameContext, player: PlayerId, attacker: string): string[] | RuleError | null {
  const amount = numericStat(ctx, attacker, 'attackCost');
  return amount > 0 ? findPayment(ctx, player, genericCost(amount), 'BD 802-4b:iv') : null;
}

export function attackError(ctx: GameContext, player: PlayerId, attacker: unknown, target: unknown): RuleError | null {
  const unit = typeof attacker === 'string' ? ctx.state.cards[attacker] : undefined;
  if (unit === undefined || unit.controller !== player || !isUnit(ctx, unit.id)) {
    return ruleError('BD_NOT_YOUR_UNIT', 'attack with a unit you control', 'BD 802-4b:i');
  }
  if (isRested(unit)) return ruleError('BD_ATTACKER_RESTED', 'a rested unit cannot attack', 'BD 802-4b:i');
  const opponent = facingPlayer(ctx, player);
  const opponents = opposingPlayers(ctx, player);
  const targetUnit = typeof target === 'string' ? ctx.state.cards[target] : undefined;
  if (target !== opponent && (targetUnit === undefined || !opponents.includes(targetUnit.controller) || !isUnit(ctx, targetUnit.id))) {
    return ruleError(
      'BD_TARGET_NOT_OPPONENT',
      isTagTeam(ctx)
        ? 'the target must be the player facing you or a unit an opposing player controls'
        : 'the target must be your opponent or a unit they control',
      isTagTeam(ctx) ? 'BD 2302-1a' : 'BD 802-4b:ii',
    );
  }
  if (targetUnit !== undefined && !isRested(targetUnit)) {
    return ruleError('BD_TARGET_STANDING', 'a standing unit cannot be attacked', 'BD 802-4b:ii');
  }
  const decoys = opponentUnits(ctx, player).filter((id) => isRested(ctx.state.cards[id]!) && has(ctx, id, 'decoy'));
  if (decoys.length > 0 && !decoys.includes(String(target))) {
    return ruleError('BD_DECOY', 'a rested Decoy unit must be the attack target', 'BD 1402-2');
  }
  if (!legalTargets(ctx, unit.id).includes(String(target))) {
    return ruleError('BD_BERSERK_TARGET', 'a Berserk unit must attack the player when it can', 'BD 1405-1a');
  }
  const payment = attackCostPayment(ctx, player, unit.id);
  if (payment !== null && !Array.isArray(payment)) {
    return ruleError('BD_ATTACK_COST', `the attack cost cannot be paid: ${payment.message}`, 'BD 802-4b:iv');
  }
  return null;
}

/** 802-4c, 1405: "end attacks" is illegal while a Berserk unit that has not attacked can attack. */
export function endAttacksError(ctx: GameContext, player: PlayerId): RuleError | null {
  const attacked = data(ctx).attackedThisTurn;
  const obliged = standingUnits(ctx, player).filter(
    (id) => has(ctx, id, 'berserk') && !attacked.includes(ctx.state.cards[id]!.serial) && legalTargets(ctx, id).length > 0,
  );
  return obliged.length > 0 ? ruleError('BD_MUST_ATTACK', 'a Berserk unit must attack before you end attacks', 'BD 1405-2') : null;
}

export function attackActions(ctx: GameContext, player: PlayerId): Action[] {
  const out: Action[] = [];
  for (const attacker of standingUnits(ctx, player)) {
    const payment = attackCostPayment(ctx, player, attacker);
    if (payment !== null && !Array.isArray(payment)) continue; // 802-4b:iv
    for (const target of legalTargets(ctx, attacker)) out.push({ type: 'attack', player, attacker, target });
  }
  if (endAttacksError(ctx, player) === null) out.push({ type: 'end-attacks', player });
  return out;
}

/** 803-4b: a standing unit the non-turn player controls that is not the attack target. */
export function blockError(ctx: GameContext, player: PlayerId, blocker: unknown): RuleError | null {
  const unit = typeof blocker === 'string' ? ctx.state.cards[blocker] : undefined;
  // 2303-1, 2303-1a: in a tag-team game the block is declared for the team by the attacked side, with a unit
  // of either of its players (its controller declares it).
  const blockers = isTagTeam(ctx) ? [player, ...(teammateOf(ctx, player) === undefined ? [] : [teammateOf(ctx, player)!])] : [player];
  if (unit === undefined || !blockers.includes(unit.controller) || !isUnit(ctx, unit.id))
    return ruleError('BD_NOT_YOUR_UNIT', 'block with a unit you control', isTagTeam(ctx) ? 'BD 2303-1' : 'BD 803-4b:i');
  if (isRested(unit)) return ruleError('BD_BLOCKER_RESTED', 'a rested unit cannot block', 'BD 803-4b:i');
  if (data(ctx).attack.target === unit.id) return ruleError('BD_BLOCKER_IS_TARGET', 'the attack target cannot block', 'BD 803-4b:ii');
  if (has(ctx, unit.id, 'cannot-block')) return ruleError('BD_CANNOT_BLOCK', 'an effect says this unit cannot block', 'BD 803-4b:iii');
  return null;
}

export function blockActions(ctx: GameContext, player: PlayerId): Action[] {
  // Reading (803-4c:i, digest §20.2): "no block" is always legal, as no unit is ever obliged to block here.
  const out: Action[] = [{ type: 'no-block', player }];
  const team = isTagTeam(ctx) ? [player, ...(teammateOf(ctx, player) === undefined ? [] : [teammateOf(ctx, player)!])] : [player];
  for (const id of team.flatMap((p) => standingUnits(ctx, p)))
    if (blockError(ctx, player, id) === null) out.push({ type: 'block', player, blocker: id });
  return out;
}

export const declarationKinds: Omit<DecisionKindContribution, 'title'>[] = [
  {
    kind: 'declare-attack',
    actions: { attack: { attacker: cardRef, target: cardOrPlayerRef }, 'end-attacks': {} },
    enumerate: (ctx, decision) => attackActions(ctx, decision.player),
    validate(ctx, decision, action) {
      if (action.type === 'end-attacks') return endAttacksError(ctx, decision.player);
      if (action.type !== 'attack')
        return ruleError('BD_DECLARE_ATTACK', 'declare "attack" (attacker, target) or "end-attacks"', 'BD 802-4a');
      return attackError(ctx, decision.player, action['attacker'], action['target']);
    },
  },
  {
    kind: 'declare-block',
    actions: { block: { blocker: cardRef }, 'no-block': {} },
    enumerate: (ctx, decision) => blockActions(ctx, decision.player),
    validate(ctx, decision, action) {
      if (action.type === 'no-block') return null;
      if (action.type !== 'block') return ruleError('BD_DECLARE_BLOCK', 'declare "block" (blocker) or "no-block"', 'BD 803-4a');
      return blockError(ctx, decision.player, action['blocker']);
    },
  },
];

/**
 * Who declares the block (803-4): the non-turn player. Reading (2303-1, 2303-1a): in a tag-team game the
 * attacked player (the target player, or the target unit's controller) declares it for their team.
 */
export function blockingPlayer(ctx: GameContext): PlayerId {
  if (!isTagTeam(ctx)) return otherPlayer(ctx, ctx.state.turn.player);
  const target = data(ctx).attack.target;
  if (target !== null && ctx.state.players.some((p) => p.id === target)) return target;
  const unit = target === null ? undefined : ctx.state.cards[target];
  return unit?.controller ?? facingPlayer(ctx, ctx.state.turn.player);
}

export const declareAttackKind = 'bd-declare-attack';
export const declareBlockKind = 'bd-declare-block';
export const retractKind = 'bd-retract';

export const declarationProcesses: Omit<ProcessContribution, 'title'>[] = [
  {
    kind: declareAttackKind,
    run(ctx, unit) {
      const answer = unit.answer;
      delete unit.answer;
      const player = ctx.state.turn.player;
      if (answer === undefined)
        return decide({
          kind: 'declare-attack',
          player,
          prompt: 'Declare an attack (attacker and target) or end attacks',
          rule: 'BD 802-4',
        } as never);
      const attack = data(ctx).attack;
      attack.declared = true;
      attack.ended = answer.type === 'end-attacks';
      attack.attacker = attack.ended ? null : String(answer['attacker']);
      attack.target = attack.ended ? null : String(answer['target']);
      // 802-4b:iv: the attack cost is paid as the attack is declared.
      const payment = attack.attacker === null ? null : attackCostPayment(ctx, player, attack.attacker);
      if (Array.isArray(payment)) pay(ctx, player, payment, 'attack cost');
      emitEvent(ctx, { type: 'attack-declared', player, detail: { attacker: attack.attacker, target: attack.target, end: attack.ended } });
      return done;
    },
  },
  {
    kind: declareBlockKind,
    run(ctx, unit) {
      const answer = unit.answer;
      delete unit.answer;
      const player = blockingPlayer(ctx);
      if (answer === undefined)
        return decide({ kind: 'declare-block', player, prompt: 'Declare a blocker or no block', rule: 'BD 803-4' } as never);
      data(ctx).attack.blocker = answer.type === 'block' ? String(answer['blocker']) : null;
      return done;
    },
  },
  {
    kind: retractKind,
    run(ctx, unit) {
      const asked = askSelect(
        unit.answer,
        confirmQuestion(ctx.state.turn.player, 'Your opponent answered your declaration: retract it and declare again?', 'BD 802-7'),
      );
      delete unit.answer;
      if ('ask' in asked) return decide(asked.ask.request);
      data(ctx).attack['retracted'] = asked.picked[0] === 'yes';
      return done;
    },
  },
];

export function pushDeclareAttack(ctx: GameContext): void {
  pushWork(ctx, declareAttackKind, {});
}
export function pushDeclareBlock(ctx: GameContext): void {
  pushWork(ctx, declareBlockKind, {});
}
export function pushRetract(ctx: GameContext): void {
  pushWork(ctx, retractKind, {});
}
