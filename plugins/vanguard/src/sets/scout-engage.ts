/**
 * Scout / Engage (スカウト/エンゲージ, 17.11): "storage" moves a card into the order zone under a set order of a
 * given subtype: scouting to a base (基地, 17.11.1.2), engaging to a garden (庭園, 17.11.1.3). The verb `store`
 * does it when the executing fighter has such a set order in their order zone (17.11.2.1); the card keeps all its
 * information (17.11.3.1) with the status `storedAs`. The order zone is not the field, so a stored card is never
 * "a card on the field"; its abilities do not work (a kernel restriction) except those written for the stored
 * state (tagged `while-stored`, zones naming the order zone; reading 201). With no set order of that subtype left
 * in the order zone, rule process 17.11.4 puts it into its owner's drop zone.
 */
import {
  cardsInZone,
  defineVerb,
  liveCards,
  moveCard,
  resolveCards,
  verbDone,
  zoneKey,
  type CardObject,
  type GameContext,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { definitionOf } from '../state.js';
import type { SetParts } from './set-parts.js';
import { setBCardStatus } from './set-b-status.js';
import { anyCardIn } from '../card-presence.js';

type Storage = 'scout' | 'engage';

/** 17.11.1.2–3: the set order subtype each storage needs. */
export const storageHosts: Readonly<Record<Storage, string>> = { scout: '基地', engage: '庭園' };

/** Whether `player`'s order zone holds a set order with the subtype `storage` needs (17.11.2.1, 17.11.4). */
export function hasStorageHost(ctx: GameContext, player: string, storage: Storage): boolean {
  return cardsInZone(ctx, player, 'order-zone').some((id) => {
    const definition = definitionOf(ctx, id);
    const card = ctx.state.cards[id];
    return (
      card !== undefined &&
      setBCardStatus.get(card, 'storedAs') === undefined &&
      definition?.type === 'order' &&
      definition.subtype === 'set' &&
      definition.setSubtypes?.includes(storageHosts[storage]) === true
    );
  });
}

/** `store` (17.11.2.1): scout / engage the cards into the executing fighter's order zone, if a host is there. */
export const storeVerb = defineVerb({
  name: 'store',
  rule: 'VG 17.11.2.1',
  params: (l) => ({ cards: l.cards, as: z.enum(['scout', 'engage']) }),
  run(ctx, instruction, frame) {
    const storage = instruction['as'] as Storage;
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      if (!hasStorageHost(ctx, frame.controller, storage)) break;
      const stored = moveCard(ctx, card.id, zoneKey(frame.controller, 'order-zone'), { by: frame.controller, reason: storage });
      const object = ctx.state.cards[stored];
      if (object !== undefined && object.zone === zoneKey(frame.controller, 'order-zone')) setBCardStatus.set(object, 'storedAs', storage);
    }
    return verbDone;
  },
});

const storedAs = (card: CardObject | undefined) => (card === undefined ? undefined : setBCardStatus.get(card, 'storedAs'));
const storedNow = (card: CardObject) => storedAs(card) !== undefined && card.zone.endsWith('/order-zone');

/** Stored cards whose order zone no longer holds a set order of their storage's subtype (17.11.4). */
function orphanedStoredCards(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'order-zone').filter((id) => {
      const storage = storedAs(ctx.state.cards[id]);
      return storage !== undefined && !hasStorageHost(ctx, p.id, storage);
    }),
  );
}

export const scoutEngage: SetParts = {
  conditions: [
    {
      // 17.11.2.1: the master (of the subject, else of the ability) has a set order that storage needs.
      name: 'storage-host',
      params: () => ({ as: z.enum(['scout', 'engage']) }),
      test: (ctx, p, s, frame) =>
        hasStorageHost(ctx, (s === undefined ? undefined : ctx.state.cards[s]?.controller) ?? frame.controller, p['as'] as Storage),
    },
    {
      name: 'stored',
      params: () => ({ as: z.enum(['scout', 'engage']).optional() }),
      test: (ctx, p, s) => {
        const card = s === undefined ? undefined : ctx.state.cards[s];
        return card !== undefined && storedNow(card) && (p['as'] === undefined || storedAs(card) === p['as']);
      },
    },
  ],
  ruleProcesses: [
    {
      id: 'storage-without-host',
      rule: 'VG 17.11.4',
      order: 66,
      timing: 'check',
      applies: (ctx) => anyCardIn(ctx, 'order-zone') && orphanedStoredCards(ctx).length > 0,
      perform(ctx) {
        for (const id of orphanedStoredCards(ctx)) {
          const card = ctx.state.cards[id]!;
          moveCard(ctx, id, zoneKey(card.owner, 'drop'), { by: card.owner, reason: 'storage-rule' });
        }
      },
    },
  ],
  restrictions: [
    {
      // 17.11.3.1: a stored card's abilities are not in effect, unless written for the stored state.
      rule: 'VG 17.11.3.1',
      losesAbilities: (ctx, card) =>
        storedNow(card) && !ctx.title.abilitiesOf(card.card).some((a) => a.tags?.includes('while-stored') === true),
      cannotUse: (_ctx, card, _index, ability) => storedNow(card) && ability.tags?.includes('while-stored') !== true,
    },
  ],
};
