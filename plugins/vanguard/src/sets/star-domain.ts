/**
 * Star-domain circles (星域属性, 4.9.6, 17.3). An effect may give a circle the star-domain attribute as well as its
 * others (17.3.1; `make-star-domain`, for the rest of the game: reading 154). On such a circle:
 * - only a 〈星神〉 unit may be normal called there, and it may be whatever the vanguard's grade (17.3.1.1, 17.3.1.2:
 *   `starDomainCall`, read by the call move);
 * - its unit may attack even from the back row (17.3.1.3) and drive-checks when it attacks (17.3.1.4); the checked
 *   card that the rules would put into the hand goes to the soul instead, a rule applied before any replacement
 *   effect (17.3.1.4.1: `driveDestination`, read by the battle);
 * - in the end phase its unit goes to the bottom of its owner's deck (17.3.1.5, 9.11.5);
 * - a unit that is not a 〈星神〉 is retired, and a locked card is put into the drop, by rule processes (17.3.1.6,
 *   17.3.1.7, 17.3.2).
 */
import { z } from 'zod';
import {
  cardsIn,
  defineVerb,
  moveCard,
  resolvePlayer,
  verbDone,
  zoneKey,
  type ConditionContribution,
  type GameContext,
  type ProcedureContribution,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import type { Battle } from '../state.js';
import { definitionOf, playerState } from '../state.js';
import { isLocked } from '../verbs/lock.js';
import { circleKey, circleNamed, circleOf } from '../zones.js';
import { setPlayerStatus } from './status.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The race a unit on a star-domain circle must have (17.3.1.1). */
export const starGod = '星神';

export function starDomainCircles(ctx: GameContext, player: string): readonly string[] {
  return setPlayerStatus.get(playerState(ctx, player), 'starDomain') ?? [];
}

export const isStarDomain = (ctx: GameContext, player: string, circle: string): boolean => starDomainCircles(ctx, player).includes(circle);

/** Whether the card is on a circle of its zone's fighter that has the star-domain attribute. */
export function onStarDomain(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  const circle = circleOf(ctx, id);
  return card !== undefined && circle !== undefined && isStarDomain(ctx, card.zone.split('/')[0]!, circle.name);
}

const isStarGod = (ctx: GameContext, id: string): boolean => definitionOf(ctx, id)?.race === starGod;

/**
 * 17.3.1.1–17.3.1.2, for the normal call of `card` to `circle`: `forbidden` (not a 〈星神〉 onto a star-domain
 * circle), `any-grade` (a 〈星神〉 onto one: no grade limit), or `normal`.
 */
export function starDomainCall(ctx: GameContext, player: string, card: string, circle: string): 'forbidden' | 'any-grade' | 'normal' {
  if (!isStarDomain(ctx, player, circle)) return 'normal';
  return isStarGod(ctx, card) ? 'any-grade' : 'forbidden';
}

/** The turn fighter's units on star-domain circles, which may attack from any row (17.3.1.3). */
export const starDomainUnits = (ctx: GameContext, player: string): string[] =>
  starDomainCircles(ctx, player).flatMap((c) => cardsIn(ctx, circleKey(player, c)));

/** 17.3.1.4: the battle's attacker drive-checks because it attacks from a star-domain circle. */
export function drivesFromStarDomain(ctx: GameContext, battle: Battle | null): boolean {
  if (battle === null || battle.attacker === null || battle.attackerCircle === null) return false;
  const card = ctx.state.cards[battle.attacker];
  return card !== undefined && isStarDomain(ctx, card.controller, battle.attackerCircle);
}

/** 17.3.1.4.1: where the rules put a drive-checked card: the soul after a drive check from a star-domain circle. */
export const driveDestination = (ctx: GameContext, battle: Battle | null): 'hand' | 'soul' =>
  drivesFromStarDomain(ctx, battle) ? 'soul' : 'hand';

/** `{ do: 'make-star-domain', circle, player? }`: that circle of the fighter also has the star-domain attribute (17.3.1). */
export const makeStarDomainVerb = defineVerb({
  name: 'make-star-domain',
  rule: 'VG 17.3.1',
  params: (l) => ({ circle: z.string(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const circle = String(instruction['circle']);
    const kind = circleNamed(circle)?.kind;
    if (kind !== 'rear-guard' && kind !== 'vanguard') return verbDone;
    const current = starDomainCircles(ctx, player);
    if (!current.includes(circle)) setPlayerStatus.set(playerState(ctx, player), 'starDomain', [...current, circle]);
    return verbDone;
  },
});

/** 9.11.5, 17.3.1.5: the end phase puts each unit on a star-domain circle at the bottom of its owner's deck. */
export const endStarDomainProcedure: Omit<ProcedureContribution, 'title'> = {
  name: 'end-star-domain',
  rule: 'VG 9.11.5',
  run(ctx) {
    for (const { id: player } of ctx.state.players)
      for (const id of starDomainUnits(ctx, player))
        if (!isLocked(ctx, id))
          moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'deck'), { position: 'bottom', reason: 'star-domain' });
  },
};

/** 17.3.2.1 (a unit that is not a 〈星神〉) and 17.3.2.2 (a locked card) on a star-domain circle. */
function illegalOnStarDomain(ctx: GameContext): { retire: string[]; drop: string[] } {
  const retire: string[] = [];
  const drop: string[] = [];
  for (const { id: player } of ctx.state.players)
    for (const id of starDomainUnits(ctx, player)) {
      if (isLocked(ctx, id)) drop.push(id);
      else if (definitionOf(ctx, id)?.type === 'unit' && !isStarGod(ctx, id)) retire.push(id);
    }
  return { retire, drop };
}

export const starDomainProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'star-domain',
  rule: 'VG 17.3.2',
  order: 32,
  timing: 'check',
  applies: (ctx) => {
    // No lists while no fighter has a star-domain circle, the usual case (issue 14).
    if (!ctx.state.players.some((p) => (setPlayerStatus.get(p, 'starDomain')?.length ?? 0) > 0)) return false;
    const { retire, drop } = illegalOnStarDomain(ctx);
    return retire.length + drop.length > 0;
  },
  perform(ctx) {
    const { retire, drop } = illegalOnStarDomain(ctx);
    for (const id of retire) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'retire' });
    for (const id of drop) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};

export const starDomainConditions: Condition[] = [
  /** `{ test: 'on-star-domain' }`: the subject is on a star-domain circle (17.3.1). */
  { name: 'on-star-domain', params: () => ({}), test: (ctx, _p, s) => s !== undefined && onStarDomain(ctx, s) },
];
