/**
 * The attack phase (ch. 7): declaration with its attack types and soul changes (7.2), the damage step
 * (7.5), the battle step (7.6) and the encore step (7.7). The trigger step is in triggers.ts.
 */
import {
  addContinuousEffect,
  cardRef,
  appendLog,
  cardOptions,
  decide,
  done,
  emitEvent,
  moveCard,
  opponentOf,
  pushWork,
  ruleError,
  takeChoice,
  zoneKey,
  type Action,
  type GameContext,
  type GuardContribution,
  type MoveContribution,
  type ProcedureContribution,
  type ProcessContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { dealDamage } from './damage.js';
import { cardLevelOf, isReversed, isStanding, powerOf, setPlacement, soulOf, wsData, type Attack, type AttackType } from './state.js';
import { characterIn, charactersOf, facingSlot, frontSlots, slotOf } from './zones.js';

type Procedure = Omit<ProcedureContribution, 'title'>;

/** The attack in progress while its attacker is still in the slot it attacked from (7.2.1.5). */
export function currentAttack(ctx: GameContext): Attack | null {
  return wsData(ctx).attack;
}

export function attackerOf(ctx: GameContext): string | null {
  const attack = currentAttack(ctx);
  if (attack === null) return null;
  return ctx.state.cards[attack.attacker]?.zone === attack.attackerZone ? attack.attacker : null;
}

export function defenderOf(ctx: GameContext): string | null {
  const attack = currentAttack(ctx);
  if (attack?.defender === null || attack === null) return null;
  return ctx.state.cards[attack.defender]?.zone === attack.defenderZone ? attack.defender : null;
}

/** 7.2.1.3.1: a standing character in a front slot; only one attack on the first player's first turn. */
function attackers(ctx: GameContext, player: string): string[] {
  if (player !== ctx.state.turn.player) return [];
  if (ctx.state.turn.number === 1 && wsData(ctx).attacks >= 1) return [];
  return charactersOf(ctx, player, frontSlots).filter((id) => isStanding(ctx, id));
}

function attackTypesFor(ctx: GameContext, attacker: string): AttackType[] {
  const opponent = opponentOf(ctx, ctx.state.cards[attacker]!.controller);
  const facing = characterIn(ctx, opponent, facingSlot(slotOf(ctx, attacker)!)!);
  // 7.2.1.4.1–2: nobody facing (in any state): direct; otherwise the turn player chooses front or side.
  return facing === undefined ? ['direct'] : ['front', 'side'];
}

function attackError(ctx: GameContext, action: Action): RuleError | null {
  const card = action['card'];
  if (typeof card !== 'string' || !attackers(ctx, action.player).includes(card)) {
    if (ctx.state.turn.number === 1 && wsData(ctx).attacks >= 1) {
      return ruleError('WS_FIRST_TURN_ONE_ATTACK', 'the first player attacks only once on the first turn', 'WS 7.2.1.3.1.2');
    }
    return ruleError('WS_NOT_AN_ATTACKER', 'attack with a standing character in one of your front slots', 'WS 7.2.1.3.1.1');
  }
  const type = action['attackType'];
  if (typeof type !== 'string' || !attackTypesFor(ctx, card).includes(type as AttackType)) {
    return ruleError('WS_ATTACK_TYPE', `that attack must be ${attackTypesFor(ctx, card).join(' or ')}`, 'WS 7.2.1.4');
  }
  return null;
}

/** 7.2.1.3–7.2.1.5: choose the attacker and attack type; soul changes; statuses; rest the attacker. */
export const attackMove: Omit<MoveContribution, 'title'> = {
  type: 'attack',
  params: { card: cardRef, attackType: z.string().max(16) },
  rule: 'WS 7.2.1.3',
  enumerate(ctx, player) {
    return attackers(ctx, player).flatMap((card) =>
      attackTypesFor(ctx, card).map((attackType) => ({ type: 'attack', player, card, attackType })),
    );
  },
  validate: (ctx, action) => attackError(ctx, action),
  perform(ctx, action) {
    const attacker = String(action['card']);
    let type = action['attackType'] as AttackType;
    const player = action.player;
    const opponent = opponentOf(ctx, player);
    let defender = characterIn(ctx, opponent, facingSlot(slotOf(ctx, attacker)!)!) ?? null;
    // 10.6: the opponent's Great Performance in front centre, not reversed, makes it a front attack on it
    // (applied after the turn player's replacements, 8.10.2.4; this pool has none of the turn player's).
    const star = characterIn(ctx, opponent, 'fc');
    if (
      star !== undefined &&
      !isReversed(ctx, star) &&
      ctx.title.keywordNamesOf(ctx.state.cards[star]!.card).includes('great-performance')
    ) {
      type = 'front';
      defender = star;
    }
    const soul = (add: number) =>
      addContinuousEffect(ctx, {
        layer: 'power',
        controller: player,
        cards: [attacker],
        stat: 'soul',
        modification: { add },
        duration: 'turn',
      });
    if (type === 'direct') soul(1);
    if (type === 'side' && defender !== null && cardLevelOf(ctx, defender) > 0) soul(-cardLevelOf(ctx, defender));
    const data = wsData(ctx);
    data.attacks += 1;
    data.attack = {
      attacker,
      attackerZone: ctx.state.cards[attacker]!.zone,
      type,
      defender: type === 'front' ? defender : null,
      defenderZone: type === 'front' && defender !== null ? ctx.state.cards[defender]!.zone : null,
    };
    appendLog(ctx.state, { type: 'attack-declared', player, detail: { attacker, attackType: type, defender } });
    setPlacement(ctx, attacker, 'rest');
    emitEvent(ctx, { type: 'attacked', player, detail: { card: attacker, attackType: type, defender } });
  },
};

export const attackProcedures: Procedure[] = [
  {
    name: 'begin-declaration',
    rule: 'WS 7.2.1.1',
    run(ctx) {
      const data = wsData(ctx);
      data.attack = null;
      if (data.attackPhaseBegun) return;
      data.attackPhaseBegun = true;
      emitEvent(ctx, { type: 'start-of-attack-phase', player: ctx.state.turn.player });
    },
  },
  {
    // 7.5.1.2: the attacker, if it is still attacking, deals damage equal to its soul (none at 0 or less).
    name: 'step-damage',
    rule: 'WS 7.5.1.2',
    run(ctx) {
      const attacker = attackerOf(ctx);
      if (attacker === null) return;
      dealDamage(ctx, opponentOf(ctx, ctx.state.turn.player), soulOf(ctx, attacker), attacker);
    },
  },
  {
    // 7.6.1.2–7.6.1.3: compare power; the lower is reversed, both on a tie; nothing if either has gone.
    name: 'battle',
    rule: 'WS 7.6.1.2',
    run(ctx) {
      const attacker = attackerOf(ctx);
      const defender = defenderOf(ctx);
      if (attacker === null || defender === null) return;
      const a = powerOf(ctx, attacker);
      const d = powerOf(ctx, defender);
      appendLog(ctx.state, { type: 'battle', detail: { attacker, defender, attackerPower: a, defenderPower: d } });
      if (a <= d) setPlacement(ctx, attacker, 'reverse');
      if (d <= a) setPlacement(ctx, defender, 'reverse');
    },
  },
  {
    name: 'finish-attack',
    rule: 'WS 7.1.2',
    run(ctx) {
      wsData(ctx).attack = null;
    },
  },
  {
    // 7.7.1.2–7.7.1.3: the turn player's reversed characters one at a time, then the other player's one.
    name: 'encore-one',
    rule: 'WS 7.7.1.2',
    run(ctx) {
      const tp = ctx.state.turn.player;
      const player = reversedOf(ctx, tp).length > 0 ? tp : opponentOf(ctx, tp);
      if (reversedOf(ctx, player).length > 0) pushWork(ctx, encoreStepKind, { player });
    },
  },
];

function reversedOf(ctx: GameContext, player: string): string[] {
  return charactersOf(ctx, player).filter((id) => isReversed(ctx, id));
}

const encoreStepKind = 'ws-encore-step';

export const encoreStepProcess: Omit<ProcessContribution, 'title'> = {
  kind: encoreStepKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const reversed = reversedOf(ctx, player);
    if (reversed.length === 0) return done;
    let chosen = reversed[0]!;
    if (reversed.length > 1) {
      const choice = takeChoice(unit);
      if (choice === null || !reversed.includes(choice[0]!)) {
        return decide({
          kind: 'select',
          player,
          prompt: 'Encore step: choose a reversed character to put into your waiting room',
          rule: 'WS 7.7.1.2',
          options: cardOptions(ctx, reversed, player),
          min: 1,
          max: 1,
        });
      }
      chosen = choice[0]!;
    }
    moveCard(ctx, chosen, zoneKey(ctx.state.cards[chosen]!.owner, 'waiting-room'), { by: player, reason: 'encore-step' });
    return done;
  },
};

export const attackGuards: Omit<GuardContribution, 'title'>[] = [
  { name: 'attacks-ended', rule: 'WS 7.2.1.3.2', test: (ctx) => currentAttack(ctx) === null },
  { name: 'front-attack', rule: 'WS 7.5.1.3', test: (ctx) => currentAttack(ctx)?.type === 'front' },
  { name: 'not-front-attack', rule: 'WS 7.3.1.3', test: (ctx) => currentAttack(ctx)?.type !== 'front' },
  {
    name: 'reversed-remain',
    rule: 'WS 7.7.1.4',
    test: (ctx) => ctx.state.players.some((p) => reversedOf(ctx, p.id).length > 0),
  },
];
