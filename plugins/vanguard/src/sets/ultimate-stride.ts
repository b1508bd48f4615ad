/**
 * Ultimate stride (6.6.3, 14.13; premium format). A face-down card of the G zone with an ultimate stride skill, or a
 * Gyze card there (17.2) with one, may be played in the stride step when it shares a nation (2.14) with the vanguard
 * on the front-row centre (vanguard) circle (6.6.3); a vanguard without nation information allows only a Clay
 * Elemental (6.6.3.1). A card that is not a Gyze card needs 3 or more face-up cards in the G zone (6.6.3.2); a Gyze
 * card needs a vanguard of grade 3 or more and 5 or more different 〈ゼロスドラゴン〉 in the bind zone (6.6.3.3). It is
 * played like a stride skill (6.6.2.1–6.6.2.3: revealed, its cost paid, strode onto the vanguard), with its own cost,
 * which no change to the stride cost touches (6.6.3.4); 6.6.2's grade condition is not asked (reading 150). A Gyze card's skill first removes every other card of the G
 * zone, the circles and the soul (its master's: reading 151), then turns the card over to its 破壊の竜神 ギーゼ face and strides (14.13.2.2,
 * 14.13.2.2.1). A G unit an ultimate stride put on the vanguard circle that returns to the G zone takes the whole G
 * zone out of the game with it (6.6.3.5), at the next check timing (reading 153).
 */
import { z } from 'zod';
import {
  appendLog,
  canPayCost,
  cardRef,
  cardsIn,
  cardsInZone,
  defineVerb,
  moveCard,
  pushEffect,
  verbDone,
  withCost,
  zoneKey,
  type Action,
  type EventObserver,
  type GameContext,
  type Instruction,
  type MoveContribution,
  type RuleError,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { field, reject } from '../moves/common.js';
import { isPremium } from '../premium/format.js';
import { faceUpG } from '../premium/g-zone.js';
import { performStride, vanguardsOf } from '../premium/stride.js';
import { definitionOf, gradeOf, playerState } from '../state.js';
import { clayElemental, groupsOf } from '../verbs/nations.js';
import { vanguardOf } from '../zones.js';
import { isGyzeCard, turnOver } from './gyze.js';
import { setCardStatus, setPlayerStatus } from './status.js';

type Move = Omit<MoveContribution, 'title'>;

/** The race of the dragons a Gyze card's ultimate stride counts in the bind zone (6.6.3.3). */
export const zerothDragon = 'ゼロスドラゴン';

/** 6.6.3, 6.6.3.1: the G zone card shares a nation with the vanguard; a vanguard without one allows a Clay Elemental only. */
export function sharesNation(ctx: GameContext, vanguard: string, card: string): boolean {
  const ours = groupsOf(ctx, vanguard);
  const its = groupsOf(ctx, card);
  if (definitionOf(ctx, vanguard)?.nation === undefined && !ours.all)
    return definitionOf(ctx, card)?.race === clayElemental || definitionOf(ctx, card)?.clan === clayElemental; // 6.6.3.1
  if (ours.all || its.all) return true;
  return [...its.nations].some((n) => ours.nations.has(n));
}

/** 6.6.3.3: the number of different names among the 〈ゼロスドラゴン〉 in the fighter's bind zone. */
export function zerothDragonKinds(ctx: GameContext, player: string): number {
  const names = cardsInZone(ctx, player, 'bind')
    .map((id) => definitionOf(ctx, id))
    .filter((d) => d?.race === zerothDragon)
    .map((d) => d!.name);
  return new Set(names).size;
}

function ultimateStrideError(ctx: GameContext, player: string, card: string | undefined): RuleError | null {
  const rule = 'VG 6.6.3';
  if (!isPremium(ctx)) return reject('VG_PREMIUM_ONLY', 'ultimate stride is played only in the premium format', rule);
  if (player !== ctx.state.turn.player) return reject('VG_NOT_YOUR_TURN', 'only the turn fighter strides', 'VG 9.8.2');
  const object = card === undefined ? undefined : ctx.state.cards[card];
  const definition = card === undefined ? undefined : definitionOf(ctx, card);
  const gyze = card !== undefined && isGyzeCard(ctx, card);
  if (object?.zone !== zoneKey(player, 'g-zone') || definition?.ultimateStride === undefined || (!gyze && object.faceUp))
    return reject('VG_ULTIMATE_STRIDE_CARD', 'play the ultimate stride skill of a face-down card or a Gyze card of your G zone', rule);
  const vanguard = vanguardOf(ctx, player);
  if (vanguard === undefined) return reject('VG_NO_VANGUARD', 'you have no vanguard to stride onto', 'VG 6.6.2.3');
  if (!sharesNation(ctx, vanguard, card as string))
    return reject('VG_ULTIMATE_STRIDE_NATION', 'it shares no nation with your vanguard (without one, only a Clay Elemental)', 'VG 6.6.3.1');
  if (!gyze && faceUpG(ctx, player).length < 3)
    return reject('VG_ULTIMATE_STRIDE_G_ZONE', 'you need 3 or more face-up cards in your G zone', 'VG 6.6.3.2');
  if (gyze && !vanguardsOf(ctx, player).some((id) => (gradeOf(ctx, id) ?? 0) >= 3))
    return reject('VG_ULTIMATE_STRIDE_GRADE', 'a Gyze card needs one of your vanguards to be grade 3 or more', 'VG 6.6.3.3');
  if (gyze && zerothDragonKinds(ctx, player) < 5)
    return reject('VG_ULTIMATE_STRIDE_BIND', `a Gyze card needs 5 different 〈${zerothDragon}〉 in your bind zone`, 'VG 6.6.3.3');
  const frame = { controller: player, source: card as string, vars: {} };
  if (!canPayCost(ctx, definition.ultimateStride.cost as Instruction[] | undefined, frame))
    return reject('VG_CANNOT_PAY_COST', 'its cost cannot be paid in full', 'VG 6.6.2.2');
  return null;
}

/** The stride step's ultimate stride (6.6.3): reveal, pay the skill's own cost (6.6.3.4), then the `ultimate-stride` verb. */
export const ultimateStrideMove: Move = {
  type: 'ultimate-stride',
  params: { card: cardRef },
  rule: 'VG 6.6.3',
  enumerate(ctx, player) {
    if (!isPremium(ctx) || player !== ctx.state.turn.player) return [];
    return cardsInZone(ctx, player, 'g-zone')
      .filter((card) => ultimateStrideError(ctx, player, card) === null)
      .map((card) => ({ type: 'ultimate-stride', player, card }));
  },
  validate: (ctx, action: Action) => ultimateStrideError(ctx, action.player, field(action, 'card')),
  perform(ctx, action) {
    const card = field(action, 'card') as string;
    ctx.state.cards[card]!.faceUp = true; // 6.6.2.1
    appendLog(ctx.state, { type: 'revealed', player: action.player, detail: { cards: [card], reason: 'ultimate-stride' } });
    const cost = definitionOf(ctx, card)?.ultimateStride?.cost as Instruction[] | undefined;
    pushEffect(ctx, withCost(cost, [{ do: 'ultimate-stride', card }]), { controller: action.player, source: card, vars: {} });
  },
};

/**
 * `{ do: 'ultimate-stride', card }`, after the cost: a Gyze card removes every other card of its master's G zone,
 * circles and soul, turns over and strides (14.13.2.2.1); any other card strides (6.6.2.3). The G unit is marked
 * for 6.6.3.5.
 */
export const ultimateStrideVerb = defineVerb({
  name: 'ultimate-stride',
  rule: 'VG 14.13.2',
  params: () => ({ card: z.string() }),
  run(ctx, instruction, frame) {
    const card = String(instruction['card']);
    const object = ctx.state.cards[card];
    if (object === undefined || !object.zone.endsWith('/g-zone')) return verbDone;
    const player = object.owner;
    if (isGyzeCard(ctx, card)) {
      const others = [
        ...cardsInZone(ctx, player, 'g-zone'),
        ...cardsInZone(ctx, player, 'field'),
        ...cardsInZone(ctx, player, 'soul'),
      ].filter((id) => id !== card);
      for (const id of others)
        if (ctx.state.cards[id] !== undefined)
          moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'removed'), {
            by: frame.controller,
            reason: 'remove',
            irreplaceable: true,
          });
      turnOver(ctx, card, frame.controller);
    }
    if (vanguardOf(ctx, player) === undefined && !isGyzeCard(ctx, card)) return verbDone;
    const strode = performStride(ctx, card, player);
    setCardStatus.set(ctx.state.cards[strode]!, 'ultimateStrode', true);
    return verbDone;
  },
});

/** 6.6.3.5: an ultimately strode G unit went back to the G zone; its master's G zone is removed at the next check timing. */
export const ultimateReturnObserver: EventObserver = {
  event: 'moved',
  rule: 'VG 6.6.3.5',
  observe(effects, event) {
    // The engine hands observers its whole game context; this floor's type names only part of it.
    const ctx = effects as GameContext;
    const previous = ctx.state.lastKnown[String(event.detail?.['previous'])];
    if (previous === undefined || setCardStatus.get(previous, 'ultimateStrode') !== true) return;
    if (!String(event.detail?.['to']).endsWith('/g-zone')) return;
    const owner = ctx.state.players.find((p) => p.id === previous.owner);
    if (owner !== undefined) setPlayerStatus.set(owner, 'gZoneRemoval', true);
  },
};

export const ultimateReturnProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'ultimate-stride-return',
  rule: 'VG 6.6.3.5',
  order: 38,
  timing: 'check',
  applies: (ctx) => ctx.state.players.some((p) => setPlayerStatus.get(p, 'gZoneRemoval') === true),
  perform(ctx) {
    for (const p of ctx.state.players) {
      if (setPlayerStatus.get(p, 'gZoneRemoval') !== true) continue;
      setPlayerStatus.clear(playerState(ctx, p.id), 'gZoneRemoval');
      for (const id of [...cardsIn(ctx, zoneKey(p.id, 'g-zone'))]) moveCard(ctx, id, zoneKey(p.id, 'removed'), { reason: 'remove' });
    }
  },
};
