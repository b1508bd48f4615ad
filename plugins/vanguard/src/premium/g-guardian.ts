/**
 * G guardian (10.5.1.2.3, 14.16): in the guard step, while both vanguards are grade 3 or more and the defender's
 * G zone holds at most 3 face-up cards with G guardian, the defender may turn a face-down G guardian face up, pay
 * its cost and superior call it to the guardian circle. One card per action (the step's play timing loops, so
 * several may be called one after another: reading "guard calls").
 */
import {
  cardRef,
  cardRefs,
  zoneKey,
  moveCard,
  type Action,
  type GameContext,
  type MoveContribution,
  type RuleError,
  appendLog,
} from '@tcgkit/kernel';
import { performCall } from '../actions.js';
import { cardStatus } from '../cards/status.js';
import { field, list, reject } from '../moves/common.js';
import { attackedUnitExists } from '../rule-processes.js';
import { currentBattle, definitionOf, gradeOf, opponentOf } from '../state.js';
import { isPremium } from './format.js';
import { faceDownG, faceUpG } from './g-zone.js';
import { vanguardsOf } from './stride.js';

type Move = Omit<MoveContribution, 'title'>;

const hasGGuardian = (ctx: GameContext, id: string): boolean => definitionOf(ctx, id)?.gGuardian !== undefined;
const discardCount = (ctx: GameContext, id: string): number => definitionOf(ctx, id)?.gGuardian?.discard ?? 0;

/** The conditions of 10.5.1.2.3 that do not depend on the card chosen. */
function gGuardianStepError(ctx: GameContext, player: string): RuleError | null {
  if (!isPremium(ctx)) return reject('VG_PREMIUM_ONLY', 'G guardians are played only in the premium format', 'VG 10.5.1.2.3');
  if (player === ctx.state.turn.player)
    return reject('VG_NOT_DEFENDER', 'only the defending fighter guards, in the opponent’s turn', 'VG 14.16.2');
  if (!attackedUnitExists(ctx)) return reject('VG_NO_ATTACKED_UNIT', 'none of your units is being attacked', 'VG 10.5.1.2.1.1');
  const gradeThree = (p: string) => vanguardsOf(ctx, p).some((id) => (gradeOf(ctx, id) ?? 0) >= 3);
  if (!gradeThree(player) || !gradeThree(opponentOf(ctx, player)))
    return reject('VG_G_GUARDIAN_GRADE', 'both fighters need a grade 3 or greater vanguard', 'VG 10.5.1.2.3');
  if (faceUpG(ctx, player).filter((id) => hasGGuardian(ctx, id)).length > 3)
    return reject('VG_G_GUARDIAN_LIMIT', 'your G zone already has four or more face-up cards with G guardian', 'VG 10.5.1.2.3');
  return null;
}

function guardedUnit(ctx: GameContext, action: Action): string | undefined {
  const battle = currentBattle(ctx);
  const named = field(action, 'guarding');
  if (named !== undefined) return battle?.targets.includes(named) === true ? named : undefined;
  return battle?.targets.find((id) => ctx.state.cards[id] !== undefined);
}

export const gGuardianMove: Move = {
  type: 'g-guardian',
  params: { card: cardRef, discard: cardRefs({ min: 0 }), guarding: cardRef.optional() },
  rule: 'VG 10.5.1.2.3',
  enumerate(ctx, player) {
    if (gGuardianStepError(ctx, player) !== null) return [];
    const hand = ctx.state.zones[zoneKey(player, 'hand')] ?? [];
    return faceDownG(ctx, player)
      .filter((id) => hasGGuardian(ctx, id) && hand.length >= discardCount(ctx, id))
      .map((card) => ({ type: 'g-guardian', player, card, discard: hand.slice(0, discardCount(ctx, card)) }));
  },
  validate(ctx, action) {
    const step = gGuardianStepError(ctx, action.player);
    if (step !== null) return step;
    const card = field(action, 'card');
    if (card === undefined || !faceDownG(ctx, action.player).includes(card) || !hasGGuardian(ctx, card))
      return reject('VG_G_GUARDIAN_CARD', 'call a face-down card of your G zone that has G guardian', 'VG 14.16.2');
    const discard = list(action, 'discard') ?? [];
    const hand = ctx.state.zones[zoneKey(action.player, 'hand')] ?? [];
    if (discard.length !== discardCount(ctx, card) || new Set(discard).size !== discard.length || discard.some((id) => !hand.includes(id)))
      return reject(
        'VG_G_GUARDIAN_COST',
        `its cost discards exactly ${discardCount(ctx, card)} different cards from your hand`,
        'VG 14.16.1',
      );
    if (guardedUnit(ctx, action) === undefined)
      return reject('VG_BAD_GUARD_TARGET', 'guard one of your units that is being attacked', 'VG 6.2.4');
    return null;
  },
  perform(ctx, action) {
    const player = action.player;
    const card = field(action, 'card') as string;
    const guarding = guardedUnit(ctx, action) as string;
    // Turned face up (it is public from now on), the cost paid, then superior called (10.5.1.2.3).
    ctx.state.cards[card]!.faceUp = true;
    appendLog(ctx.state, { type: 'revealed', player, detail: { cards: [card], reason: 'g-guardian' } });
    for (const id of list(action, 'discard') ?? []) moveCard(ctx, id, zoneKey(player, 'drop'), { by: player, reason: 'discard' });
    const called = performCall(ctx, card, player, 'gc', 'superior');
    const guardian = ctx.state.cards[called];
    if (guardian !== undefined) cardStatus.set(guardian, 'guarding', guarding);
  },
};
