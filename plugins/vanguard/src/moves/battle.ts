/**
 * Battle-phase choices: attack or not (10.3.1.3), then attacker, target and boost (10.4.1.3–10.4.1.12),
 * made together since no check timing separates them; their AUTOs ("attacks", "was attacked", "boosted")
 * go pending and resolve in the check timing after the boost (10.4.1.13).
 */
import { cardRef, emitEvent, type Action, type GameContext, type MoveContribution } from '@tcgkit/kernel';
import { restUnit } from '../actions.js';
import { attackerError, boosterError, legalAttackers, legalTargets, targetError } from '../battle.js';
import { currentBattle, vgData } from '../state.js';
import { circleBehind, circleOf } from '../zones.js';
import { field, reject } from './common.js';
import { attackedUnits } from '../verbs/battles.js';

type Move = Omit<MoveContribution, 'title'>;

export const declareAttackMove: Move = {
  type: 'declare-attack',
  params: {},
  rule: 'VG 10.3.1.3',
  enumerate: (ctx, player) => (player === ctx.state.turn.player && !vgData(ctx).attackDeclared ? [{ type: 'declare-attack', player }] : []),
  validate: (ctx) => (vgData(ctx).attackDeclared ? reject('VG_ALREADY_DECLARED', 'an attack is already declared', 'VG 10.3.1.3') : null),
  perform(ctx) {
    vgData(ctx).attackDeclared = true;
  },
};

const messages: Record<string, string> = {
  VG_NOT_YOUR_UNIT: 'attack with one of your units on the field',
  VG_NOT_FRONT_ROW: 'only units in the front row can attack',
  VG_ATTACKER_RESTED: 'a rested unit cannot attack',
  VG_CANNOT_ATTACK: 'that unit cannot attack (Restraint or an effect)',
  VG_LORD: 'Lord: it cannot attack while you have a unit of another clan',
  VG_NOT_OPPONENT_UNIT: "attack one of the opponent's units",
  VG_TARGET_NOT_FRONT_ROW: 'only units in the front row can be attacked',
  VG_CANNOT_BE_ATTACKED: 'that unit cannot be attacked',
  VG_BOOST_WRONG_COLUMN: 'the booster must be in the back row of the attacker’s column',
  VG_NO_BOOST: 'that unit has no Boost',
  VG_BOOSTER_RESTED: 'a rested unit cannot boost',
};

export const attackMove: Move = {
  type: 'attack',
  params: { attacker: cardRef, target: cardRef, booster: cardRef.optional() },
  rule: 'VG 10.4.1.3',
  enumerate(ctx, player) {
    const battle = currentBattle(ctx);
    if (player !== ctx.state.turn.player || battle === null || battle.attacker !== null) return [];
    const out: Action[] = [];
    for (const attacker of legalAttackers(ctx)) {
      const behind = circleBehind(circleOf(ctx, attacker)?.name ?? '');
      const booster = behind === undefined ? undefined : ctx.state.zones[`${player}/field#${behind}`]?.[0];
      for (const target of legalTargets(ctx, attacker)) {
        out.push({ type: 'attack', player, attacker, target });
        if (booster !== undefined && boosterError(ctx, attacker, booster) === null)
          out.push({ type: 'attack', player, attacker, target, booster });
      }
    }
    return out;
  },
  validate(ctx, action) {
    const battle = currentBattle(ctx);
    if (battle === null || battle.attacker !== null) return reject('VG_NOT_ATTACK_STEP', 'no attacker is being chosen now', 'VG 10.4.1.3');
    const attacker = field(action, 'attacker') ?? '';
    const target = field(action, 'target') ?? '';
    const booster = field(action, 'booster');
    for (const [code, rule] of [
      [attackerError(ctx, attacker), 'VG 10.4.1.3'],
      [targetError(ctx, target, attacker), 'VG 10.4.1.6'],
      [booster === undefined ? null : boosterError(ctx, attacker, booster), 'VG 10.4.1.12'],
    ] as const) {
      if (code !== null) return reject(code, messages[code] ?? code, rule);
    }
    return null;
  },
  perform(ctx, action) {
    const booster = field(action, 'booster');
    performAttack(ctx, action.player, field(action, 'attacker') as string, field(action, 'target') as string, booster);
  },
};

/**
 * The attack (10.4.1.5–10.4.1.12) with attacker, target and optional booster chosen: by the attack step's move,
 * or by an effect's attack (7.36.1.2, src/verbs/effect-attacks.ts), which has no booster.
 */
export function performAttack(ctx: GameContext, player: string, attacker: string, target: string, booster?: string): void {
  const battle = currentBattle(ctx)!;
  // 10.4.1.5: rest the attacker; it is attacking; "attacks" fires.
  battle.attacker = attacker;
  battle.attackerCircle = circleOf(ctx, attacker)?.name ?? null;
  restUnit(ctx, attacker, player);
  emitEvent(ctx, { type: 'attacks', player, detail: { card: attacker, target } });
  // 10.4.1.8: effects that change the number of attacked units ("battles", src/verbs/battles.ts).
  // 10.4.1.9: the attacked units are being attacked; "was attacked" fires for each.
  battle.targets = attackedUnits(ctx, attacker, target);
  battle.designated = target;
  battle.targetCircles = battle.targets.map((id) => circleOf(ctx, id)?.name ?? '');
  for (const id of battle.targets) emitEvent(ctx, { type: 'attacked', player, detail: { card: id, attacker } });
  // 10.4.1.12, 7.47: rest the booster; it boosts the attacker until the close step ends.
  if (booster !== undefined) {
    restUnit(ctx, booster, player);
    battle.booster = booster;
    emitEvent(ctx, { type: 'boosts', player, detail: { card: booster, boosted: attacker } });
    emitEvent(ctx, { type: 'boosted', player, detail: { card: attacker, booster } });
  }
}
