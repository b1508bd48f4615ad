import { z } from 'zod';
import { addPending, cardsInZone, chooseCards, defineVerb, resolveCards, resolveNumber, verbDone, type Instruction } from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { isOpen, isUnit } from './state.js';
import { openTerritory, wear } from './resolve.js';

/**
 * Verbs for the last sections of issue 16: each player's extra turn at once (1603-2b), opening a territory by
 * an effect (902-5), "then" (その後) text (1204-2e, 1204-3a:v), and dressing a card onto a unit (1417-5a).
 */
export const depthVerbs = [
  defineVerb({
    // 1603-2b: both players gain an extra turn at the same moment: the turn player's counts as gained first,
    // so (later-gained first, 1603-2a) the non-turn player's extra turn is taken first.
    name: 'each-extra-turn',
    rule: 'BD 1603-2b',
    params: () => ({}),
    run(ctx) {
      const turnPlayer = ctx.state.turn.player;
      const others = ctx.state.players.map((p) => p.id).filter((p) => p !== turnPlayer);
      for (const player of [turnPlayer, ...others]) ctx.state.turn.extraTurns.push(player);
      return verbDone;
    },
  }),
  defineVerb({
    // 902-5: "open a territory" opens one (`count` otherwise) of your unopened territories in your territory
    // zone, chosen by you; no cost is paid (the effect does it).
    name: 'open-territory',
    rule: 'BD 902-5',
    params: (l) => ({ count: l.number.optional() }),
    run(ctx, instruction, frame) {
      const closed = cardsInZone(ctx, frame.controller, 'territory').filter((id) => {
        const card = ctx.state.cards[id]!;
        return bd(ctx.title.cards.get(card.card))?.type === 'territory' && !isOpen(card);
      });
      const wanted = resolveNumber(ctx, instruction['count'], frame, 1);
      const choice = chooseCards(ctx, frame, {
        candidates: closed,
        min: wanted,
        max: wanted,
        prompt: 'Open a territory',
        rule: 'BD 902-5',
      });
      if ('ask' in choice) return choice.ask;
      for (const id of choice.chosen) openTerritory(ctx, id);
      return verbDone;
    },
  }),
  defineVerb({
    // 1204-3a:v: the text after "then" (その後) is played as an automatic ability that triggers when the text
    // before it has resolved: it waits as a pending ability and goes to the resolution zone like any other
    // (so players may answer it). While the card is played it does not exist (1204-2e): it has no targets
    // chosen then; what it picks it picks when it resolves.
    name: 'afterwards',
    rule: 'BD 1204-3a:v',
    params: (l) => ({ effect: l.program, label: z.string().optional() }),
    run(ctx, instruction, frame) {
      addPending(ctx, {
        ...(frame.source === undefined ? {} : { source: frame.source }),
        card: null,
        ability: null,
        controller: frame.controller,
        label: String(instruction['label'] ?? 'then'),
        effect: instruction['effect'] as Instruction[],
      });
      return verbDone;
    },
  }),
  defineVerb({
    // 1417-5a: "dress (着せる) X onto a unit": X is attached to the unit as an aura with the aura information
    // "clothes" (521), its 純潔/鮮血/極制服 modifier then applying (1417-4). A command dressing itself moves
    // from the resolution zone, so it is not put into the graveyard when it finishes.
    name: 'dress',
    rule: 'BD 1417-5a',
    params: (l) => ({ cards: l.cards, onto: l.cards }),
    run(ctx, instruction, frame) {
      const host = resolveCards(ctx, instruction['onto'], frame).find((id) => isUnit(ctx, id));
      if (host === undefined) return verbDone;
      for (const id of resolveCards(ctx, instruction['cards'], frame)) if (ctx.state.cards[id] !== undefined) wear(ctx, id, host);
      return verbDone;
    },
  }),
];
