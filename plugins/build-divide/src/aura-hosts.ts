import { cardsInZone, type GameContext } from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { log, zoneOf } from './state.js';

/** A territory card (on the field or in the territory zone). */
export function isTerritory(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && bd(ctx.title.cards.get(card.card))?.type === 'territory';
}

/**
 * The units or territories an "attach as an aura" instruction names, as they are when it is carried out (521-1a):
 * one that no longer exists is dropped, and for it the attaching ends (logged `attach-failed`). One that has only
 * moved between the field and the territory zone is the same card for this instruction (521-1a:i, an exception to
 * 401-5): its new object there, found by its serial, is the host (reading 57).
 */
export function auraHosts(ctx: GameContext, named: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of named) {
    if (ctx.state.cards[id] !== undefined) {
      out.push(id);
      continue;
    }
    const last = ctx.state.lastKnown[id];
    const moved =
      last === undefined || !['field', 'territory'].includes(zoneOf(last))
        ? undefined
        : ['field', 'territory']
            .flatMap((zone) => cardsInZone(ctx, last.owner, zone))
            .find((other) => ctx.state.cards[other]!.serial === last.serial);
    if (moved !== undefined) out.push(moved);
    else log(ctx, 'attach-failed', last?.controller, { host: id }); // 521-1a
  }
  return out;
}
