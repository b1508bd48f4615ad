/**
 * Imaginary Gifts (ch.16). A ride of a card with a gift icon leaves the gift for the next check timing
 * (6.3.7), where it is processed before pending AUTOs (11.6.1.2–3). The procedure (16.3.1): a ride gift of a
 * different clan type than one already received by a ride is skipped (16.3.1.1); the kind (I/II) chosen
 * once for a clan type is reused for the rest of the game (16.3.1.3); then Force, Accel or Protect applies.
 * Gift markers are record markers whose text is a rule modification (16.2.1.3.1.1), read in
 * rule-modifications.ts.
 */
import { z } from 'zod';
import {
  askSelect,
  cardsIn,
  createCard,
  decide,
  defineVerb,
  done,
  drawCard,
  pushWork,
  zoneKey,
  type GameContext,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { playerState } from './state.js';
import { circleKey, rearGuardCirclesOf } from './zones.js';
import { playerStatus, giftMarker } from './cards/status.js';
import { stageCircleOf } from './verbs/stage.js';

export type GiftType = 'force' | 'accel' | 'protect';
export type GiftMarker = z.infer<typeof giftMarker>;

export const giftKind = 'vg-gift';
/** The Protect pseudo-card's definition id (15.3). */
export const protectCardId = 'protect';
const accelOrder = ['a1', 'a2', 'a3', 'a4'];

export function markersOf(ctx: GameContext, player: string): GiftMarker[] {
  return playerStatus.get(playerState(ctx, player), 'markers') ?? [];
}

export const giftProcess = {
  /** The fighter whose ride gift is processed next: the turn fighter first (11.6.1.2), then the other (11.6.1.3). */
  pendingFor(ctx: GameContext): string | undefined {
    // Read at every check timing: no list is made while no fighter has a gift pending, the usual case (issue 14).
    if (!ctx.state.players.some((p) => playerStatus.get(p, 'pendingGift') !== undefined)) return undefined;
    const order = [ctx.state.turn.player, ...ctx.state.players.map((p) => p.id).filter((p) => p !== ctx.state.turn.player)];
    return order.find((p) => playerStatus.get(playerState(ctx, p), 'pendingGift') !== undefined);
  },
  start(ctx: GameContext, player: string): void {
    const fighter = playerState(ctx, player);
    const gift = playerStatus.get(fighter, 'pendingGift');
    playerStatus.clear(fighter, 'pendingGift');
    if (gift === undefined) return;
    const first = playerStatus.get(fighter, 'rideGift');
    // 16.3.1.1: a ride gift of a different clan type than the one already received by a ride is skipped.
    if (first !== undefined && first !== gift) return;
    playerStatus.set(fighter, 'rideGift', gift);
    pushWork(ctx, giftKind, { player, gift });
  },
};

export const giftWorkProcess: Omit<ProcessContribution, 'title'> = {
  kind: giftKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const gift = String(unit.data['gift']) as GiftType;
    const fighter = playerState(ctx, player);
    const kinds = playerStatus.get(fighter, 'giftKinds') ?? {};
    const answer = unit.answer;
    delete unit.answer;
    if (unit.step === 'start') {
      const locked = kinds[gift];
      if (locked !== undefined) {
        unit.data['kind'] = locked;
      } else {
        const asked = askSelect(answer, {
          player,
          prompt: `Choose ${gift} I or ${gift} II (kept for the rest of the game)`,
          rule: 'VG 16.3.1.3',
          options: [
            { id: 'I', label: `${gift} I` },
            { id: 'II', label: `${gift} II` },
          ],
        });
        if ('ask' in asked) return decide(asked.ask.request);
        const chosen = asked.picked[0] === 'II' ? 'II' : 'I';
        unit.data['kind'] = chosen;
        playerStatus.set(fighter, 'giftKinds', { ...kinds, [gift]: chosen });
      }
      unit.step = 'apply';
      return { type: 'continue' };
    }
    const kind = unit.data['kind'] as 'I' | 'II';
    if (gift === 'accel') {
      // 7.41.2, 16.3.1.5.2: with a stage no circle is made; the marker goes on the stage (src/verbs/stage.ts).
      const stage = stageCircleOf(ctx, player);
      if (stage !== undefined) {
        addMarker(ctx, player, { circle: stage, gift, kind });
        if (kind === 'II') drawCard(ctx, player); // reading: Accel II still draws (docs/titles/vanguard.md)
        return done;
      }
      // 16.3.1.5: a new front-row rear-guard circle, with the marker on it; Accel II draws 1 after it is made.
      const existing = playerStatus.get(fighter, 'accelCircles') ?? [];
      const circle = accelOrder[existing.length];
      if (circle === undefined) return done;
      playerStatus.set(fighter, 'accelCircles', [...existing, circle]);
      addMarker(ctx, player, { circle, gift, kind });
      if (kind === 'II') drawCard(ctx, player);
      return done;
    }
    if (gift === 'protect' && kind === 'I') {
      // 16.3.1.6: Protect I creates a Protect pseudo-card in the hand (15.3).
      const protect = createCard(ctx, { card: protectCardId, owner: player, zone: zoneKey(player, 'hand'), token: true });
      // 15.2.1.1.1.1: a pseudo-card in a hidden zone is told apart from the hidden cards: every fighter knows it.
      protect.knownTo = ctx.state.players.map((p) => p.id);
      return done;
    }
    // Force (16.3.1.4) on a vanguard or rear-guard circle; Protect II on a rear-guard circle.
    const choices = gift === 'force' ? ['vc', ...rearGuardCirclesOf(ctx, player)] : rearGuardCirclesOf(ctx, player);
    const asked = askSelect(answer, {
      player,
      prompt: `Choose a circle for the ${gift} ${kind} marker`,
      rule: gift === 'force' ? 'VG 16.3.1.4' : 'VG 16.3.1.6',
      options: choices.map((c) => ({ id: c, label: `${c}${cardsIn(ctx, circleKey(player, c)).length > 0 ? ' (unit)' : ''}` })),
    });
    if ('ask' in asked) return decide(asked.ask.request);
    addMarker(ctx, player, { circle: asked.picked[0] as string, gift, kind });
    return done;
  },
};

/**
 * "Gain [gift]" by an effect (7.14.3.1): processed at once, without waiting for a check timing; the ride gate
 * of 16.3.1.1 concerns ride gifts only.
 */
export const gainGiftVerb = defineVerb({
  name: 'gain-gift',
  rule: 'VG 7.14.3.1',
  params: () => ({ gift: z.enum(['force', 'accel', 'protect']) }),
  run(ctx, instruction, frame) {
    const gift = String(instruction['gift']);
    if (gift === 'force' || gift === 'accel' || gift === 'protect') pushWork(ctx, giftKind, { player: frame.controller, gift });
    return { type: 'done' };
  },
});

function addMarker(ctx: GameContext, player: string, marker: GiftMarker): void {
  playerStatus.set(playerState(ctx, player), 'markers', [...markersOf(ctx, player), marker]);
}
