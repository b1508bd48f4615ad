import { z } from 'zod';
import {
  createCard,
  defineVerb,
  emitEvent,
  eraseCard,
  resolveCards,
  resolvePlayer,
  verbDone,
  type JsonObject,
  type VerbContribution,
} from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { zones } from './zones.js';
import { log } from './state.js';

type Verb = Omit<VerbContribution, 'title'>;

/**
 * Tokens (536, 1605). `{ do: 'create-token', token, zone, player? }`: a token of that card name (a `token` card of the
 * pool, whose information the name decides, 536-1b) is put into `player`'s `zone`, that player controlling it
 * (536-1). A zone that some player cannot see (401-3b: the hand, deck, life) gets none: the token is not created
 * (536-1a). `{ do: 'remove-token', cards }`: each token among the cards is taken out of its zone and is nowhere
 * (536-2); other cards are not touched.
 */
export const tokenVerbs: Verb[] = [
  defineVerb({
    name: 'create-token',
    rule: 'BD 536-1',
    params: (l) => ({ token: z.string().min(1), zone: l.zone, player: l.player.optional() }),
    run(ctx, instruction, frame) {
      const token = String(instruction['token']);
      const zoneName = String(instruction['zone']);
      const player = resolvePlayer(ctx, instruction['player'], frame);
      const visibleToAll = zones.find((z) => z.name === zoneName)?.visibility === 'public';
      if (bd(ctx.title.cards.get(token))?.type !== 'token' || !visibleToAll) {
        log(ctx, 'token-not-created', player, { token, zone: zoneName }); // 536-1a
        return verbDone;
      }
      const created = createCard(ctx, { card: token, owner: player, zone: `${player}/${zoneName}`, token: true });
      emitEvent(ctx, { type: 'token-created', player, detail: { card: created.id, token } });
      return verbDone;
    },
  }),
  defineVerb({
    name: 'remove-token',
    rule: 'BD 536-2',
    params: (l) => ({ cards: l.cards }),
    run(ctx, instruction, frame) {
      for (const id of resolveCards(ctx, instruction['cards'] as JsonObject, frame)) {
        if (ctx.state.cards[id]?.token === true) eraseCard(ctx, id);
      }
      return verbDone;
    },
  }),
];
