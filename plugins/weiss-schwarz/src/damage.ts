/**
 * The damage process (4.10) as a resumable work unit: one card at a time from the top of the deck to the
 * resolution zone, so refresh (an interrupt-type rule process, 9.2) can act between two cards; a climax
 * cancels every card this process revealed (4.10.1.2); otherwise, once N cards are revealed, they go to
 * the clock keeping their order (4.10.1.3, 3.13.1.3.1).
 */
import {
  appendLog,
  cardsInZone,
  defineVerb,
  emitEvent,
  moveCard,
  pushWork,
  resolveNumber,
  resolvePlayer,
  verbDone,
  zoneKey,
  type GameContext,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { isClimax } from './state.js';

export const damageKind = 'ws-damage';

/** Starts a damage process of `amount` to `player`; nothing for 0 or less (7.5.1.2.1, 1.3.2.2). */
export function dealDamage(ctx: GameContext, player: string, amount: number, source: string | null): void {
  if (amount <= 0) return;
  pushWork(ctx, damageKind, { player, amount, source, revealed: [] });
}

/** Whether `player` is in the middle of a damage process (9.2.2.1). */
export function inDamageProcess(ctx: GameContext, player: string): boolean {
  return ctx.state.work.some((unit) => unit.kind === damageKind && unit.data['player'] === player);
}

export const damageProcess: Omit<ProcessContribution, 'title'> = {
  kind: damageKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const amount = Number(unit.data['amount']);
    const source = typeof unit.data['source'] === 'string' ? unit.data['source'] : null;
    const revealed = (unit.data['revealed'] as string[]).filter((id) => ctx.state.cards[id] !== undefined);
    const clock = zoneKey(player, 'clock');
    const finish = (cancelled: boolean) => {
      appendLog(ctx.state, { type: 'damage', player, detail: { amount, cancelled, cards: revealed } });
      emitEvent(ctx, { type: 'damage-dealt', player, detail: { source, amount, cancelled } });
      return { type: 'done' } as const;
    };
    // 4.10.1.2: the last revealed card is a climax: all of this process's cards go to the waiting room.
    const last = revealed[revealed.length - 1];
    if (last !== undefined && isClimax(ctx, last)) {
      for (const id of revealed) moveCard(ctx, id, zoneKey(player, 'waiting-room'), { reason: 'damage-cancelled' });
      return finish(true);
    }
    // 4.10.1.3: N cards revealed: to the clock, the first revealed lowest.
    const top = cardsInZone(ctx, player, 'deck')[0];
    if (revealed.length >= amount || top === undefined) {
      for (const id of revealed) moveCard(ctx, id, clock, { reason: 'damage' });
      return finish(false);
    }
    // 4.10.1.1: the next card, face up, to the resolution zone.
    const shown = moveCard(ctx, top, zoneKey(player, 'resolution'), { reason: 'damage-reveal', faceUp: true });
    unit.data['revealed'] = [...revealed, shown];
    return { type: 'continue' };
  },
};

/** `{ do: 'damage', player: 'opponent', amount: 1 }`: deals damage; its source is the ability's card (4.11.1.2). */
export const damageVerb = defineVerb({
  name: 'damage',
  rule: 'WS 4.10',
  // `each`: both players (the turn player's process first).
  params: (l) => ({ player: z.union([l.player, z.literal('each')]).optional(), amount: l.number.optional() }),
  run(ctx, instruction, frame) {
    const amount = resolveNumber(ctx, instruction['amount'], frame, 1);
    const players =
      instruction['player'] === 'each'
        ? ctx.state.players.map((p) => p.id)
        : [resolvePlayer(ctx, instruction['player'] ?? 'opponent', frame)];
    // Several players at once: the turn player's process runs first (pushed last, so on top).
    const tp = ctx.state.turn.player;
    const ordered = [...players].sort((a, b) => (a === tp ? 1 : 0) - (b === tp ? 1 : 0));
    for (const player of ordered) dealDamage(ctx, player, amount, frame.source ?? null);
    return verbDone;
  },
});
