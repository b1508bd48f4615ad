/**
 * The battle phase (ch.10) as procedures and guards the flow names: start step (10.3), battle begin
 * (10.4.1.1), drive checks (10.6), damage step (10.7) and close step (10.8).
 */
import {
  attackRestriction,
  cardsIn,
  emitEvent,
  expireDurations,
  moveCard,
  numericStat,
  pushEffect,
  statOf,
  zoneKey,
  type GameContext,
  type GuardContribution,
  type ProcedureContribution,
  type RestrictionContribution,
} from '@tcgkit/kernel';
import { dealDamage } from './actions.js';
import { driveOf } from './keywords.js';
import { driveDestination, drivesFromStarDomain, onStarDomain, starDomainUnits } from './sets/star-domain.js';
import { cardStatus } from './cards/status.js';
import { hasEffectTwinDrive } from './effect-verbs.js';
import { currentBattle, definitionOf, hasKeyword, isRested, opponentOf, powerOf, vgData, type Battle } from './state.js';
import { playTriggerAbility } from './triggers.js';
import { circleBehind, circleOf, frontRowOf, guardiansOf } from './zones.js';
import { isLocked } from './verbs/lock.js';
import { emitHitWithoutHit } from './verbs/hit-effects-without-hit.js';

type Procedure = Omit<ProcedureContribution, 'title'>;
type Guard = Omit<GuardContribution, 'title'>;

/**
 * Whether `id` may be chosen as the attacker (10.4.1.3): a standing unit of the turn fighter in the front
 * row, not forbidden by Restraint (14.6) or Lord (14.9: while a unit you master shares no clan with it).
 */
export function attackerError(ctx: GameContext, id: string): string | null {
  const card = ctx.state.cards[id];
  const circle = circleOf(ctx, id);
  if (card === undefined || circle === undefined || card.controller !== ctx.state.turn.player || isLocked(ctx, id))
    return 'VG_NOT_YOUR_UNIT';
  // 1.3.1: text beats the rules: a unit whose text lets it attack from the back row may (the stat `attackFromBackRow`).
  // 17.3.1.3: a unit on a star-domain circle may attack from the back row.
  if (circle.kind === 'guardian' || (circle.row !== 'front' && !attacksFromBackRow(ctx, id) && !onStarDomain(ctx, id)))
    return 'VG_NOT_FRONT_ROW';
  if (isRested(ctx, id)) return 'VG_ATTACKER_RESTED';
  if (hasKeyword(ctx, id, 'restraint') || statOf(ctx, id, 'cannotAttack') === true) return 'VG_CANNOT_ATTACK';
  if (hasKeyword(ctx, id, 'lord')) {
    const clan = definitionOf(ctx, id)?.clan;
    const mixed = [...frontRowOf(ctx, card.controller), ...backRow(ctx, card.controller)].some(
      (other) => definitionOf(ctx, other)?.clan !== clan,
    );
    if (mixed) return 'VG_LORD';
  }
  return null;
}

function backRow(ctx: GameContext, player: string): string[] {
  return ['bl', 'bc', 'br'].flatMap((c) => cardsIn(ctx, zoneKey(player, 'field', c)));
}

export function legalAttackers(ctx: GameContext): string[] {
  const player = ctx.state.turn.player;
  const front = frontRowOf(ctx, player);
  const backRowAttackers = backRow(ctx, player).filter((id) => attacksFromBackRow(ctx, id));
  const fromStarDomain = starDomainUnits(ctx, player).filter((id) => !front.includes(id) && !backRowAttackers.includes(id)); // 17.3.1.3
  return [...front, ...backRowAttackers, ...fromStarDomain].filter((id) => attackerError(ctx, id) === null);
}

/** A back-row rear-guard that its text (an effect) lets attack (1.3.1 over 10.4.1.3's front row). */
function attacksFromBackRow(ctx: GameContext, id: string): boolean {
  return circleOf(ctx, id)?.row === 'back' && statOf(ctx, id, 'attackFromBackRow') === true;
}

/**
 * Targets (10.4.1.6): the defender's front-row units (vanguard or front rear-guards) that no rule or effect
 * forbids to be attacked by `attacker`: the title's and the cards' "cannot be attacked" are restrictions
 * (`cannotBeAttackedRestriction`), read through the kernel's `attackRestriction`. Resist (14.15.1) is not one:
 * it keeps a unit from being chosen by card effects, and choosing an attack target is no card effect.
 */
export function targetError(ctx: GameContext, id: string, attacker: string): string | null {
  const card = ctx.state.cards[id];
  const circle = circleOf(ctx, id);
  if (card === undefined || circle === undefined || card.controller === ctx.state.turn.player || isLocked(ctx, id))
    return 'VG_NOT_OPPONENT_UNIT';
  if (circle.kind === 'guardian' || circle.row !== 'front') return 'VG_TARGET_NOT_FRONT_ROW';
  const by = ctx.state.cards[attacker];
  if (by !== undefined && attackRestriction(ctx, card, by) !== undefined) return 'VG_CANNOT_BE_ATTACKED';
  return null;
}

export function legalTargets(ctx: GameContext, attacker: string): string[] {
  return frontRowOf(ctx, opponentOf(ctx, ctx.state.turn.player)).filter((id) => targetError(ctx, id, attacker) === null);
}

/**
 * Whether some legal attacker has a legal target (10.3.2, 10.4.1.3.1; 10.2.3: a unit no one may attack cannot battle).
 * The flow asks at the start step and before every attack: the opponent's front row is read once, and the first
 * attacker found with a target answers, rather than every attacker and every target being listed for each attacker
 * (issue 14, round 7). The same candidates as `legalAttackers` and `legalTargets`, so the same answer.
 */
function anyLegalAttack(ctx: GameContext): boolean {
  const player = ctx.state.turn.player;
  const targets = frontRowOf(ctx, opponentOf(ctx, player));
  if (targets.length === 0) return false;
  const attacks = (attacker: string): boolean =>
    attackerError(ctx, attacker) === null && targets.some((id) => targetError(ctx, id, attacker) === null);
  const front = frontRowOf(ctx, player);
  if (front.some(attacks)) return true;
  const backRowAttackers = backRow(ctx, player).filter((id) => attacksFromBackRow(ctx, id));
  if (backRowAttackers.some(attacks)) return true;
  // 17.3.1.3: units on star-domain circles not counted above.
  return starDomainUnits(ctx, player).some((id) => !front.includes(id) && !backRowAttackers.includes(id) && attacks(id));
}

/** "This unit cannot be attacked" given by an effect (the `cannotBeAttacked` stat, set with `modify`), 10.4.1.6. */
export const cannotBeAttackedRestriction: Omit<RestrictionContribution, 'title'> = {
  rule: 'VG 10.4.1.6',
  cannotBeAttacked: (ctx, target) => statOf(ctx, target.id, 'cannotBeAttacked') === true,
};

/** Boost (10.4.1.12, 7.47, 14.5): a standing rear-guard with Boost in the back row of the attacker's column. */
export function boosterError(ctx: GameContext, attacker: string, booster: string): string | null {
  const from = circleOf(ctx, attacker);
  const behind = from === undefined ? undefined : circleBehind(from.name);
  const card = ctx.state.cards[booster];
  if (card === undefined || behind === undefined || card.zone !== zoneKey(ctx.state.turn.player, 'field', behind))
    return 'VG_BOOST_WRONG_COLUMN';
  if (!hasKeyword(ctx, booster, 'boost') || isLocked(ctx, booster)) return 'VG_NO_BOOST';
  if (isRested(ctx, booster)) return 'VG_BOOSTER_RESTED';
  return null;
}

const stillOn = (ctx: GameContext, id: string | null, circle: string | null | undefined): boolean =>
  id !== null && circle !== null && circle !== undefined && ctx.state.cards[id]?.zone.endsWith(`#${circle}`) === true;

/** The unit that drive-checks (10.6.1.2.1): the attacking vanguard, still on its circle. */
export function driveUnit(ctx: GameContext, battle: Battle | null): string | null {
  if (battle === null || battle.attacker === null) return null;
  // 7.46.1.1: a unit an effect made "perform twin drive" drive-checks even as a rear-guard.
  // 17.3.1.4: a unit attacking from a star-domain circle drive-checks too.
  if (battle.attackerCircle !== 'vc' && !drivesFromStarDomain(ctx, battle)) {
    if (!hasEffectTwinDrive(ctx, battle.attacker)) return null;
    // 11.10.2.5: a rear-guard a stand trigger stood cannot drive-check in the later battles of that turn.
    const card = ctx.state.cards[battle.attacker];
    if (card !== undefined && cardStatus.get(card, 'noDriveAfterTurn') === ctx.state.turn.number) return null;
  }
  return stillOn(ctx, battle.attacker, battle.attackerCircle) ? battle.attacker : null;
}

const anythingToDo = (ctx: GameContext): boolean =>
  ctx.state.pending.length > 0 || ctx.title.ruleProcesses.check.some((p) => p.applies(ctx));

export const battleProcedures: Procedure[] = [
  {
    name: 'start-step',
    rule: 'VG 10.3.1.1',
    run(ctx) {
      const data = vgData(ctx);
      data.attackDeclared = false;
      const events = data.battlePhaseBegun === true ? ['start-of-start-step'] : ['start-of-battle-phase', 'start-of-start-step'];
      data.battlePhaseBegun = true;
      for (const type of events) emitEvent(ctx, { type, player: ctx.state.turn.player });
    },
  },
  {
    name: 'begin-battle',
    rule: 'VG 10.4.1.1',
    run(ctx) {
      const data = vgData(ctx);
      data.battles += 1;
      data.closeEmitted = false;
      data.battle = {
        number: data.battles,
        attacker: null,
        attackerCircle: null,
        targets: [],
        targetCircles: [],
        booster: null,
        hits: [],
        compared: false,
        driveChecks: 0,
        driveCard: null,
      };
    },
  },
  {
    name: 'drive-check',
    rule: 'VG 10.6.1.2',
    run(ctx) {
      const battle = currentBattle(ctx);
      const unit = driveUnit(ctx, battle);
      if (battle === null || unit === null) return;
      battle.driveChecks += 1;
      const player = ctx.state.cards[unit]!.controller;
      const top = cardsIn(ctx, zoneKey(player, 'deck'))[0];
      if (top === undefined) return; // 1.3.2: nothing to check; the loss is the next check timing's business.
      const checked = moveCard(ctx, top, zoneKey(player, 'trigger'), { by: player, reason: 'drive-check', faceUp: true });
      cardStatus.set(ctx.state.cards[checked]!, 'check', 'drive');
      battle.driveCard = checked;
      emitEvent(ctx, { type: 'drive-check', player, detail: { card: checked, rearGuard: battle.attackerCircle !== 'vc' } });
      playTriggerAbility(ctx, checked, player);
    },
  },
  {
    name: 'drive-to-hand',
    rule: 'VG 10.6.1.2.6',
    run(ctx) {
      const battle = currentBattle(ctx);
      const card = battle?.driveCard === null || battle === null ? undefined : ctx.state.cards[battle.driveCard];
      if (battle !== null) battle.driveCard = null;
      if (card !== undefined && card.zone.endsWith('/trigger'))
        // 17.3.1.4.1: from a star-domain circle, to the soul (a rule, before replacement effects).
        moveCard(ctx, card.id, zoneKey(card.owner, driveDestination(ctx, battle)), { by: card.owner, reason: 'drive' });
    },
  },
  {
    name: 'compare',
    rule: 'VG 10.7.1.2',
    run(ctx) {
      const battle = currentBattle(ctx);
      if (battle === null) return;
      battle.compared = true;
      // 10.7.1.2.1: no comparison if the attacker or the attacked unit left, moved or changed master.
      if (!stillOn(ctx, battle.attacker, battle.attackerCircle)) return;
      const attacker = battle.attacker as string;
      const power = powerOf(ctx, attacker);
      battle.hits = battle.targets.filter(
        (id, i) =>
          stillOn(ctx, id, battle.targetCircles[i]) &&
          ctx.state.cards[id]?.controller !== ctx.state.cards[attacker]?.controller &&
          statOf(ctx, id, 'cannotBeHit') !== true &&
          powerOf(ctx, id) <= power,
      );
    },
  },
  {
    name: 'battle-damage',
    rule: 'VG 10.7.1.4',
    run(ctx) {
      const battle = currentBattle(ctx);
      if (battle === null || !stillOn(ctx, battle.attacker, battle.attackerCircle)) return;
      for (const id of battle.hits) {
        if (circleOf(ctx, id)?.kind !== 'vanguard') continue;
        // 11.5.2.1: battle damage; its source is the attacking unit.
        dealDamage(ctx, ctx.state.cards[id]!.controller, numericStat(ctx, battle.attacker as string, 'critical'), {
          kind: 'battle',
          source: battle.attacker as string,
        });
      }
    },
  },
  {
    name: 'hit-events',
    rule: 'VG 10.7.1.6',
    run(ctx) {
      const battle = currentBattle(ctx);
      if (battle === null || battle.attacker === null) return;
      const player = ctx.state.turn.player;
      if (battle.hits.length > 0) {
        emitEvent(ctx, {
          type: 'hit',
          player,
          detail: { card: battle.attacker, targets: battle.hits, vanguard: battle.hits.some((h) => circleOf(ctx, h)?.kind === 'vanguard') },
        });
      } else {
        emitEvent(ctx, { type: 'not-hit', player, detail: { card: battle.attacker } });
        // 10.7.1.8: then the hit AUTOs of a battle whose hit effects activate without a hit.
        emitHitWithoutHit(ctx, player);
      }
    },
  },
  {
    name: 'retire-guardians',
    rule: 'VG 10.7.1.10',
    run(ctx) {
      const battle = currentBattle(ctx);
      // Guardians first, then hit rear-guards; as retire instructions, so replacement effects see them (11.12).
      const guardians = ctx.state.players.flatMap((p) => guardiansOf(ctx, p.id));
      const hit = (battle?.hits ?? []).filter((id) => circleOf(ctx, id)?.kind === 'rear-guard');
      const program = [guardians, hit].filter((ids) => ids.length > 0).map((cards) => ({ do: 'retire', cards }));
      if (program.length > 0) pushEffect(ctx, program, { controller: ctx.state.turn.player, vars: {} });
    },
  },
  {
    name: 'close-triggers',
    rule: 'VG 10.8.1.1',
    run(ctx) {
      const data = vgData(ctx);
      if (data.closeEmitted) return;
      data.closeEmitted = true;
      for (const type of ['start-of-close-step', 'end-of-battle']) emitEvent(ctx, { type, player: ctx.state.turn.player });
    },
  },
  {
    name: 'end-battle',
    rule: 'VG 10.8.1.2',
    run(ctx) {
      const data = vgData(ctx);
      if (data.battle === null) return;
      // The battle ends: "during that battle" effects end, attacking/boosting/attacked states end.
      data.battle = null;
      expireDurations(ctx, 'battle');
    },
  },
  {
    name: 'end-triggers',
    rule: 'VG 9.11.8',
    run(ctx) {
      const data = vgData(ctx);
      if (data.endEmitted) return;
      data.endEmitted = true;
      for (const type of ['start-of-end-phase', 'end-of-turn']) emitEvent(ctx, { type, player: ctx.state.turn.player });
    },
  },
];

export const battleGuards: Guard[] = [
  {
    name: 'no-attack-possible',
    rule: 'VG 10.3.2',
    // The first fighter cannot attack on the first turn; with no legal attacker "no attack" is chosen.
    test: (ctx) => (ctx.state.turn.number === 1 && ctx.state.turn.player === ctx.state.turn.firstPlayer) || !anyLegalAttack(ctx),
  },
  { name: 'no-attack-declared', rule: 'VG 10.3.1.5', test: (ctx) => !vgData(ctx).attackDeclared },
  {
    name: 'no-attacker-available',
    rule: 'VG 10.4.1.3.1',
    test: (ctx) => !anyLegalAttack(ctx),
  },
  { name: 'no-drive-unit', rule: 'VG 10.5.1.2.1', test: (ctx) => driveUnit(ctx, currentBattle(ctx)) === null },
  { name: 'drive-done', rule: 'VG 10.6.1.2.2', test: (ctx) => !moreDriveChecks(ctx) },
  { name: 'more-drive-checks', rule: 'VG 10.6.1.3', test: (ctx) => moreDriveChecks(ctx) },
  { name: 'close-must-repeat', rule: 'VG 10.8.1.3', test: anythingToDo },
  { name: 'end-must-repeat', rule: 'VG 9.11.10', test: anythingToDo },
];

function moreDriveChecks(ctx: GameContext): boolean {
  const battle = currentBattle(ctx);
  const unit = driveUnit(ctx, battle);
  // 7.46.1.2: twin drive by an effect checks as if its drive were 2, whatever its own.
  const drive = hasEffectTwinDrive(ctx, unit ?? '') ? 2 : unit === null ? 0 : driveOf(ctx, unit);
  return battle !== null && unit !== null && battle.driveChecks < drive;
}
