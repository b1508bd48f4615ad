import {
  addPending,
  emitEvent,
  keywordsOf,
  otherPlayer,
  type GameContext,
  type GuardContribution,
  type JsonObject,
  type ProcedureContribution,
} from '@tcgkit/kernel';
import { attackError, blockingPlayer, endAttacksError, blockError, pushDeclareAttack, pushDeclareBlock, pushRetract } from './attack.js';
import { createPacket, damageUnit, deleteFinishedPackets } from './damage.js';
import { powerOf } from './rule-processes.js';
import { data, emptyAttack, isUnit } from './state.js';
import { cardStatus } from './cards/status.js';

type Procedure = Omit<ProcedureContribution, 'title'>;
type Guard = Omit<GuardContribution, 'title'>;

const emit = (ctx: GameContext, type: string, detail: JsonObject = {}): void => {
  emitEvent(ctx, { type, player: ctx.state.turn.player, detail });
};

function attackerAlive(ctx: GameContext): boolean {
  const attacker = data(ctx).attack.attacker;
  return attacker !== null && isUnit(ctx, attacker) && cardStatus.get(ctx.state.cards[attacker]!, 'attacking') === true;
}

/** 1416-2: the losing unit left the field during the battle: its Makein abilities trigger (last-known). */
function makein(ctx: GameContext, loser: string): void {
  const card = ctx.state.lastKnown[loser];
  if (card === undefined) return;
  ctx.title.abilitiesOf(card.card).forEach((ability, index) => {
    if (ability.label !== 'Makein') return;
    addPending(ctx, {
      source: loser,
      card: card.card,
      ability: index,
      controller: card.controller,
      label: `${ctx.title.cardName(card.card)}: Makein`,
    });
  });
}

/** The attack phase's procedures (802–806). */
export const attackProcedures: Procedure[] = [
  {
    name: 'attack-phase-start',
    rule: 'BD 802-1',
    run(ctx) {
      data(ctx).firstAttackStepDone = true;
      emit(ctx, 'attack-phase-start');
    },
  },
  { name: 'attack-step-start', rule: 'BD 802-2', run: (ctx) => emit(ctx, 'attack-step-start') },
  {
    name: 'declare-attack',
    rule: 'BD 802-4',
    run(ctx) {
      data(ctx).attack = emptyAttack();
      data(ctx).ntpActed = false;
      pushDeclareAttack(ctx);
    },
  },
  {
    // 802-7: only after the opponent played something in 802-5, and only for "end attacks" or an attack
    // with an attack cost (the demo pool has no attack costs).
    name: 'offer-retract',
    rule: 'BD 802-7',
    run(ctx) {
      if (data(ctx).ntpActed && data(ctx).attack.ended) pushRetract(ctx);
    },
  },
  {
    // 802-9: rest the attacker; it is attacking while it stays on the field (802-9b).
    name: 'attack',
    rule: 'BD 802-9',
    run(ctx) {
      const attack = data(ctx).attack;
      const attacker = ctx.state.cards[attack.attacker!]!;
      cardStatus.set(attacker, 'rested', true);
      cardStatus.set(attacker, 'attacking', true);
      data(ctx).attackedThisTurn.push(attacker.serial);
      emit(ctx, 'attacked', { card: attacker.id, target: attack.target });
    },
  },
  { name: 'block-step-start', rule: 'BD 803-1', run: (ctx) => emit(ctx, 'block-step-start') },
  { name: 'declare-block', rule: 'BD 803-4', run: (ctx) => pushDeclareBlock(ctx) },
  {
    name: 'block',
    rule: 'BD 803-7',
    run(ctx) {
      const attack = data(ctx).attack;
      if (attack.blocker !== null) {
        const blocker = ctx.state.cards[attack.blocker]!;
        cardStatus.set(blocker, 'rested', true);
        cardStatus.set(blocker, 'blocking', true);
        attack.target = blocker.id; // 803-7c
        emitEvent(ctx, { type: 'blocked', player: blocker.controller, detail: { card: blocker.id, attacker: attack.attacker } });
      }
      const target = attack.target;
      if (target !== null && ctx.state.cards[target] !== undefined && attackerAlive(ctx) && isUnit(ctx, target)) {
        // 803-8: the attacker and the target battle each other.
        attack.battling = [attack.attacker!, target];
        for (const id of attack.battling) cardStatus.set(ctx.state.cards[id]!, 'battling', true);
        emit(ctx, 'battle-start', { cards: [...attack.battling] });
        for (const id of attack.battling)
          emitEvent(ctx, { type: 'battles', player: ctx.state.cards[id]!.controller, detail: { card: id } });
      } else if (attackerAlive(ctx) && ctx.state.players.some((p) => p.id === target) && attack.blocker === null) {
        emit(ctx, 'unblocked', { card: attack.attacker }); // 803-9
      }
    },
  },
  {
    // 804-2: units with Blitz deal damage equal to their power to their battle partner, together.
    name: 'blitz-damage',
    rule: 'BD 804-2',
    run(ctx) {
      const attack = data(ctx).attack;
      const [a, b] = attack.battling as [string, string];
      attack.blitzAt804_2 = attack.battling.filter((id) => keywordsOf(ctx, id).includes('blitz'));
      const dealt = attack.blitzAt804_2.map((id) => [id === a ? b : a, powerOf(ctx, id), id] as const);
      for (const [partner, power, source] of dealt) damageUnit(ctx, partner, power, source);
    },
  },
  {
    // 804-4: units that had no Blitz at 804-2 deal their damage, at the same time.
    name: 'battle-damage',
    rule: 'BD 804-4',
    run(ctx) {
      const attack = data(ctx).attack;
      const [a, b] = attack.battling as [string, string];
      if (!isUnit(ctx, a) || !isUnit(ctx, b)) return;
      const dealt = attack.battling
        .filter((id) => !attack.blitzAt804_2.includes(id))
        .map((id) => [id === a ? b : a, powerOf(ctx, id), id] as const);
      for (const [partner, power, source] of dealt) damageUnit(ctx, partner, power, source);
    },
  },
  {
    // 804-6: the unit left on the field wins; both or neither: a draw (804-6b); players with them (c).
    name: 'battle-result',
    rule: 'BD 804-6',
    run(ctx) {
      const attack = data(ctx).attack;
      if (attack.battling.length !== 2) return; // no battle was established (digest §20.2)
      const [a, b] = attack.battling as [string, string];
      const stay = [a, b].filter((id) => isUnit(ctx, id));
      const owner = (id: string): string => (ctx.state.cards[id] ?? ctx.state.lastKnown[id])!.controller;
      attack.result =
        stay.length === 1
          ? { kind: 'win', winner: stay[0]!, loser: stay[0] === a ? b : a }
          : { kind: 'draw', units: [a, b], players: [owner(a), owner(b)] };
      const result = attack.result;
      if (result['kind'] === 'win') {
        result['winnerPlayer'] = owner(String(result['winner']));
        result['loserPlayer'] = owner(String(result['loser']));
        makein(ctx, String(result['loser']));
      }
    },
  },
  {
    // 804-7..804-17: the six result events, each followed by its own window (the windows always open).
    name: 'battle-event',
    rule: 'BD 804-7',
    run(ctx, params) {
      const result = data(ctx).attack.result;
      if (result === null) return;
      const event = String(params['event']);
      if (result['kind'] === 'win') {
        if (event === 'unit-won') emit(ctx, event, { card: result['winner']! });
        if (event === 'player-won') emitEvent(ctx, { type: event, player: String(result['winnerPlayer']) });
        if (event === 'unit-lost') emit(ctx, event, { card: result['loser']! });
        if (event === 'player-lost') emitEvent(ctx, { type: event, player: String(result['loserPlayer']) });
      } else {
        if (event === 'unit-drew') for (const id of result['units'] as string[]) emit(ctx, event, { card: id });
        if (event === 'player-drew') for (const p of result['players'] as string[]) emitEvent(ctx, { type: event, player: p });
      }
    },
  },
  {
    // 805-1: the hit packet: source the attacking unit, amount its Hit, read live (1002-2b).
    name: 'hit-packet',
    rule: 'BD 805-1',
    run(ctx) {
      const attack = data(ctx).attack;
      const packet = createPacket(ctx, {
        // 805-1: the attacked player (in a tag-team game, the facing player the unit attacked).
        player: ctx.state.players.some((p) => p.id === attack.target) ? attack.target! : otherPlayer(ctx, ctx.state.turn.player),
        source: 'hit',
        card: attack.attacker,
        amount: 0,
      });
      data(ctx)['hitPacket'] = packet.id;
    },
  },
  {
    name: 'clean-packets',
    rule: 'BD 1103-8b',
    run(ctx) {
      delete data(ctx)['hitPacket'];
      deleteFinishedPackets(ctx);
    },
  },
  {
    // 806-1, 806-2: end-of-attack and end-of-battle events, then the statuses end.
    name: 'attack-end',
    rule: 'BD 806',
    run(ctx) {
      const attack = data(ctx).attack;
      if (attackerAlive(ctx)) emit(ctx, 'attack-end', { card: attack.attacker });
      const battling = attack.battling.filter((id) => isUnit(ctx, id));
      if (battling.length > 0) emit(ctx, 'battle-end', { cards: battling });
      for (const id in ctx.state.cards)
        // 806-2; and "brighted" means "brighted in this battle" (1410-3a), so it ends with the battle too.
        for (const key of ['attacking', 'blocking', 'battling', 'brighted'] as const) cardStatus.clear(ctx.state.cards[id]!, key);
      data(ctx).attack = emptyAttack();
    },
  },
];

export const attackGuards: Guard[] = [
  {
    // 802-6: the declaration is checked again.
    name: 'declaration-illegal',
    rule: 'BD 802-6',
    test(ctx) {
      const attack = data(ctx).attack;
      const player = ctx.state.turn.player;
      return attack.ended ? endAttacksError(ctx, player) !== null : attackError(ctx, player, attack.attacker, attack.target) !== null;
    },
  },
  { name: 'retracted', rule: 'BD 802-7', test: (ctx) => data(ctx).attack['retracted'] === true },
  { name: 'attacks-ended', rule: 'BD 802-8', test: (ctx) => data(ctx).attack.ended },
  { name: 'no-attacker', rule: 'BD 803-3', test: (ctx) => !attackerAlive(ctx) || data(ctx).attack.cancelled },
  {
    name: 'block-illegal',
    rule: 'BD 803-6',
    test(ctx) {
      const blocker = data(ctx).attack.blocker;
      return blocker !== null && blockError(ctx, blockingPlayer(ctx), blocker) !== null;
    },
  },
  { name: 'target-is-player', rule: 'BD 803-11', test: (ctx) => ctx.state.players.some((p) => p.id === data(ctx).attack.target) },
  {
    name: 'battle-missing',
    rule: 'BD 804-1',
    test(ctx) {
      const battling = data(ctx).attack.battling;
      return battling.length !== 2 || !battling.every((id) => isUnit(ctx, id));
    },
  },
  { name: 'no-blitz', rule: 'BD 804-3', test: (ctx) => data(ctx).attack.blitzAt804_2.length === 0 },
  // 537-1b (reading, digest §20.2): after a cancel the window in progress finishes, then straight to 806.
  { name: 'attack-cancelled', rule: 'BD 537-1b', test: (ctx) => data(ctx).attack.cancelled },
];
