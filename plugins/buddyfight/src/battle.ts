import { z } from 'zod';
import {
  noParams,
  cardsInZone,
  expand,
  keywordsOf,
  numericStat,
  otherPlayer,
  pushEffect,
  verbDone,
  type GameContext,
  type GuardContribution,
  type Instruction,
  type ProcedureContribution,
  defineVerb,
} from '@tcgkit/kernel';
import { attackSum, liveAttackers } from './attack.js';
import { data, definitionOf, isFieldMonster, log, zoneOf } from './state.js';
import { usableKeywords } from './time-stop.js';
import { damage } from './verbs.js';
import { cardStatus } from './cards/status.js';

/**
 * The battle after the [Atk 2.5] play timing: the skip of [Atk 2.6], the hit judgment ([Atk 3.1]),
 * 『貫通』 and 『反撃』 ([Atk 3.2]), the end of the battle ([Atk 3.3]) and 『N回攻撃』 ([Atk 4.1]). The final
 * phase runs the same steps ([Fin 3.1–4.2]).
 */
type Procedure = Omit<ProcedureContribution, 'title'>;
type Guard = Omit<GuardContribution, 'title'>;
function targetGone(ctx: GameContext): boolean {
  const battle = data(ctx).battle!;
  if (ctx.state.players.some((p) => p.id === battle.target)) return false;
  const card = ctx.state.cards[battle.target];
  return card === undefined || !isFieldMonster(ctx, card.id);
}

export const battleGuards: Guard[] = [
  {
    // [Atk 2.6]: attackers or target gone, or the attack nullified: on to [Atk 3.3] (no hit, [Atk Q1, Q4]).
    name: 'battle-void',
    rule: 'BF Atk 2.6',
    test: (ctx) => {
      const battle = data(ctx).battle;
      return battle === null || battle.nullified || liveAttackers(ctx).length === 0 || targetGone(ctx);
    },
  },
  { name: 'attack-declared', rule: 'BF Atk 2.1', test: (ctx) => data(ctx).battle !== null },
];

const nAttack: Record<string, number> = { 'double-attack': 2, 'triple-attack': 3 };

/** "Attacking" and "in battle" end ([Atk 3.3]); the battle is over for the legacy [RC-2] limit. */
export function endBattle(ctx: GameContext): void {
  data(ctx).countersThisBattle = {};
  for (const id in ctx.state.cards) {
    cardStatus.clear(ctx.state.cards[id]!, 'attacking');
    cardStatus.clear(ctx.state.cards[id]!, 'battling');
  }
}

export const battleProcedures: Procedure[] = [
  {
    name: 'hit-judgment',
    rule: 'BF Atk 3.1',
    run(ctx) {
      pushEffect(ctx, [{ do: 'bf-hit-judgment' }], { controller: ctx.state.turn.player, vars: {} });
    },
  },
  {
    // [Atk 3.3]: "attacking" and "in battle" end (also the landing of "end the battle", [End]).
    name: 'end-battle',
    rule: 'BF Atk 3.3',
    run(ctx) {
      endBattle(ctx);
      if (data(ctx).ending === 'battle') data(ctx).ending = null;
    },
  },
  {
    // [Atk 4.1], [KW:N回攻撃]: after its attack the card stands, N−1 times a turn in all. The first-turn
    // cap still allows one attack only (§6.2).
    name: 'n-attack',
    rule: 'BF Atk 4.1',
    run(ctx) {
      const turn = ctx.state.turn.number;
      for (const id of liveAttackers(ctx)) {
        const card = ctx.state.cards[id]!;
        const n = Math.max(0, ...usableKeywords(ctx, id).map((k) => nAttack[k] ?? 0));
        if (n < 2) continue;
        const used = cardStatus.get(card, 'nAttackTurn') === turn ? (cardStatus.get(card, 'nAttackStands') ?? 0) : 0;
        if (used >= n - 1) continue;
        cardStatus.clear(card, 'rested');
        cardStatus.set(card, 'nAttackTurn', turn);
        cardStatus.set(card, 'nAttackStands', used + 1);
        log(ctx, 'n-attack-stand', card.controller, { card: id, n });
      }
      data(ctx).battle = null;
    },
  },
];

export const battleVerbs = [
  defineVerb({
    // "Nullify that attack": the battle goes on to [Atk 3.3] without a hit ([Atk 2.6]); an attacker with
    // 『攻撃無効化されない』 ("its attacks cannot be nullified") keeps it going ([End Q1]).
    name: 'nullify-attack',
    params: noParams,
    rule: 'BF Atk 2.6',
    run(ctx) {
      const battle = data(ctx).battle;
      if (battle === null) return verbDone;
      if (liveAttackers(ctx).some((id) => keywordsOf(ctx, id).includes('unnullifiable-attack'))) {
        log(ctx, 'nullify-failed', ctx.state.turn.player, {});
        return verbDone;
      }
      battle.nullified = true;
      return verbDone;
    },
  }),
  defineVerb({
    // [Atk 3.1.1–3.1.2], [Oth:防御力を持つアイテムカード]: a monster is destroyed when the summed power is at
    // least its defense; the fighter always takes the summed critical, unless an item with defense holds
    // the power back. Then 『貫通』 and 『反撃』.
    name: 'bf-hit-judgment',
    params: noParams,
    rule: 'BF Atk 3.1',
    run(ctx) {
      const battle = data(ctx).battle;
      const attackers = liveAttackers(ctx);
      if (battle === null || attackers.length === 0) return verbDone; // [Atk Q1]
      const power = attackSum(ctx, 'power');
      const defender = otherPlayer(ctx, ctx.state.turn.player);
      if (battle.target === defender) {
        const guard = cardsInZone(ctx, defender, 'item').find((id) => definitionOf(ctx, id)?.defense !== undefined);
        if (guard !== undefined && power < numericStat(ctx, guard, 'defense')) {
          log(ctx, 'no-hit', ctx.state.turn.player, { target: defender, item: guard });
          return verbDone;
        }
        log(ctx, 'hit', ctx.state.turn.player, { target: defender });
        damage(ctx, defender, attackSum(ctx, 'critical'), null);
        return verbDone;
      }
      const target = battle.target;
      if (targetGone(ctx)) return verbDone;
      const program: Instruction[] = [];
      if (power >= numericStat(ctx, target, 'defense')) {
        log(ctx, 'hit', ctx.state.turn.player, { target });
        program.push({ do: 'destroy-one', card: target });
        // [KW:貫通]: a hit on the center monster: each attacker with Penetrate deals its own critical.
        if (battle.targetWasCenter)
          for (const id of attackers) if (usableKeywords(ctx, id).includes('penetrate')) program.push({ do: 'bf-penetrate', card: id });
      } else {
        log(ctx, 'no-hit', ctx.state.turn.player, { target });
      }
      program.push({ do: 'bf-counterattack', card: target });
      return expand(program);
    },
  }),
  defineVerb({
    name: 'bf-penetrate',
    params: () => ({ card: z.string() }),
    rule: 'BF KW:貫通',
    run(ctx, instruction) {
      const id = String(instruction['card']);
      if (ctx.state.cards[id] === undefined) return verbDone;
      damage(ctx, otherPlayer(ctx, ctx.state.cards[id]!.controller), numericStat(ctx, id, 'critical'), id);
      log(ctx, 'penetrate', ctx.state.cards[id]!.controller, { card: id });
      return verbDone;
    },
  }),
  defineVerb({
    // [Atk 3.2.2], [KW:反撃]: the attacked card, still on the field, destroys one attacking monster whose
    // defense is at most its power; its controller chooses which.
    name: 'bf-counterattack',
    params: () => ({ card: z.string() }),
    rule: 'BF KW:反撃',
    run(ctx, instruction) {
      const id = String(instruction['card']);
      const card = ctx.state.cards[id];
      if (card === undefined || zoneOf(card) !== 'field' || !usableKeywords(ctx, id).includes('counterattack')) return verbDone;
      const power = numericStat(ctx, id, 'power');
      const victims = liveAttackers(ctx).filter((a) => isFieldMonster(ctx, a) && numericStat(ctx, a, 'defense') <= power);
      if (victims.length === 0) return verbDone;
      log(ctx, 'counterattack', card.controller, { card: id });
      return expand([
        {
          do: 'choose',
          from: victims,
          count: 1,
          as: 'counterattacked',
          player: card.controller,
          prompt: 'Counterattack: destroy which attacker?',
        },
        { do: 'destroy', cards: { var: 'counterattacked' } },
      ]);
    },
  }),
];
