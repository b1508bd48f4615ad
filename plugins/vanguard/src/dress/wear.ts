/**
 * Wear (着装, 6.9). "Wear unit A on unit B" (6.9.2; the document's "行いません" is read as "行います", digest
 * §21 note 3): if A is not a rear-guard or B not a vanguard, nothing happens (6.9.2.1); otherwise A moves,
 * standing, to B's circle and gains the special type 着装 (6.9.2.2), linked to B (6.9.2.3).
 * Reading (readings 37–38, like dress-sources, reading 9): a worn unit stays the same object (a move between circles, 4.1.8)
 * but is kept in its master's `worn` zone, standing for its place on the vanguard circle, so that it is not
 * the vanguard, a rear-guard or a guardian (6.9.3.1), cannot attack or be attacked (6.9.3.2) and its abilities
 * are void (6.9.3.3: cards there have no working abilities, as ability zones are the circles). The vanguard it
 * is linked to gets its power added (6.9.3.5, 11.11.1.8: `wearPowerModifications`).
 * Leaving wear: the illegal-wear rule process (6.9.4, 13.12.1) when the linked unit no longer exists, is on
 * another circle or is not a vanguard; and the end phase (6.9.5, 9.11.6), which moves it rested. Either way it
 * loses 着装, is unlinked and its master moves it to one of their rear-guard circles (`unwear`); a unit already
 * there is then dropped by 13.3.
 * The vanguard holds every ability its worn units hold (6.9.3.4), a rule modification of its `abilities` in the
 * rule layer (6.9.3.4.1, 11.11.1.4: `wearAbilityModifications`, its holders named by `wearAbilityHolders`).
 * Not modelled: 13.12.2 (locked cards: lock, 7.30, is deferred).
 */
import {
  askSelect,
  abilitiesHeld,
  abilityRef,
  cardsInZone,
  defineVerb,
  liveCards,
  moveCard,
  numericStat,
  pushEffect,
  resolveCards,
  verbDone,
  zoneKey,
  type CardObject,
  type GameContext,
  type ProcedureContribution,
  type RuleModification,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from '../cards/status.js';
import { kwBCardStatus } from '../keywords/kw-b-status.js';
import { circleKey, circleOf, circleOfKey, rearGuardCirclesOf } from '../zones.js';
import { anyCardIn } from '../card-presence.js';
import { noModifications } from '../no-modifications.js';

/** The `worn` zone: a worn unit's place on its vanguard's circle (see above). */
export const wornZone = {
  name: 'worn',
  scope: 'player' as const,
  visibility: 'public' as const,
  ordered: false,
  rule: 'VG 6.9.2.2',
};

export const wearVerb = defineVerb({
  name: 'wear',
  rule: 'VG 6.9.2',
  params: (l) => ({ cards: l.cards, onto: l.cards }),
  run(ctx, instruction, frame) {
    const [onto] = resolveCards(ctx, instruction['onto'], frame);
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      // 6.9.2.1: A must be a rear-guard and B a vanguard, else nothing happens.
      if (onto === undefined || circleOf(ctx, card.id)?.kind !== 'rear-guard' || circleOf(ctx, onto)?.kind !== 'vanguard') continue;
      const worn = moveCard(ctx, card.id, zoneKey(card.controller, 'worn'), { by: frame.controller, reason: 'wear', keepIdentity: true });
      const unit = ctx.state.cards[worn];
      if (unit === undefined || !unit.zone.endsWith('/worn')) continue;
      cardStatus.clear(unit, 'rested');
      kwBCardStatus.set(unit, 'wornBy', onto);
    }
    return verbDone;
  },
});

/** The worn units linked to vanguard `id`. */
export function wornBy(ctx: GameContext, id: string): string[] {
  const vanguard = ctx.state.cards[id];
  if (vanguard === undefined) return [];
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'worn').filter((w) => kwBCardStatus.get(ctx.state.cards[w], 'wornBy') === id),
  );
}

/** 6.9.3.5 (11.11.1.8): a vanguard's power rises by each linked worn unit's power. */
export function wearPowerModifications(ctx: GameContext, card: CardObject, stat: string): RuleModification[] {
  if (stat !== 'power' || circleOfKey(card.zone)?.kind !== 'vanguard') return noModifications;
  return wornBy(ctx, card.id).map((w) => ({ layer: 'battle', modification: { add: numericStat(ctx, w, 'power') } }));
}

/** The vanguards that hold their worn units' abilities now (6.9.3.4): those with a worn unit linked. */
export function wearAbilityHolders(ctx: GameContext): string[] {
  // Asked whenever the kernel looks for cards whose abilities are changed (every event, many stat reads): nothing
  // is listed while no unit is worn, the usual case (issue 14).
  if (!anyCardIn(ctx, 'worn')) return [];
  const out: string[] = [];
  for (const p of ctx.state.players) {
    for (const w of cardsInZone(ctx, p.id, 'worn')) {
      const link = kwBCardStatus.get(ctx.state.cards[w], 'wornBy');
      if (typeof link === 'string' && !out.includes(link)) out.push(link);
    }
  }
  return out;
}

/** 6.9.3.4, 6.9.3.4.1: a vanguard gains every ability of each linked worn unit, in the rule layer (11.11.1.4). */
export function wearAbilityModifications(ctx: GameContext, card: CardObject, stat: string): RuleModification[] {
  if (stat !== 'abilities' || circleOfKey(card.zone)?.kind !== 'vanguard') return noModifications;
  return wornBy(ctx, card.id).flatMap((w) =>
    abilitiesHeld(ctx, ctx.state.cards[w]!).map((held) => ({ layer: 'rule', modification: { grant: abilityRef(held.card, held.index) } })),
  );
}

/** 13.12.1: a worn unit whose linked unit is gone, on another circle, or not a vanguard. */
function illegallyWorn(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'worn').filter((id) => {
      const link = kwBCardStatus.get(ctx.state.cards[id], 'wornBy');
      const linked = link === undefined ? undefined : ctx.state.cards[link];
      return linked === undefined || circleOf(ctx, linked.id)?.kind !== 'vanguard' || linked.controller !== ctx.state.cards[id]!.controller;
    }),
  );
}

const unwearProgram = (card: string, rested: boolean) => [{ do: 'unwear', card, rested }];

export const illegalWearProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'illegal-wear',
  rule: 'VG 13.12.1',
  order: 24,
  timing: 'check',
  applies: (ctx) => anyCardIn(ctx, 'worn') && illegallyWorn(ctx).length > 0,
  perform(ctx) {
    for (const id of illegallyWorn(ctx)) {
      const card = ctx.state.cards[id]!;
      // Losing 着装 and the link at once, so the process does not apply again while the move waits for a circle.
      kwBCardStatus.clear(card, 'wornBy');
      pushEffect(ctx, unwearProgram(id, false), { controller: card.controller, vars: {} });
    }
  },
};

/** 6.9.5, 9.11.6: in the end phase every worn unit loses 着装 and moves, rested, to a rear-guard circle. */
export const endWearProcedure: Omit<ProcedureContribution, 'title'> = {
  name: 'end-wear',
  rule: 'VG 9.11.6',
  run(ctx) {
    for (const p of ctx.state.players) {
      for (const id of cardsInZone(ctx, p.id, 'worn')) {
        const card = ctx.state.cards[id]!;
        kwBCardStatus.clear(card, 'wornBy');
        pushEffect(ctx, unwearProgram(id, true), { controller: card.controller, vars: {} });
      }
    }
  },
};

/** Moves a card that lost 着装 from the `worn` zone to a rear-guard circle its master chooses (13.12.1, 9.11.6). */
export const unwearVerb = defineVerb({
  name: 'unwear',
  rule: 'VG 13.12.1',
  params: () => ({ card: z.string(), rested: z.boolean() }),
  run(ctx, instruction, frame) {
    const card = ctx.state.cards[String(instruction['card'])];
    if (card === undefined || !card.zone.endsWith('/worn')) return verbDone;
    kwBCardStatus.clear(card, 'wornBy');
    const options = rearGuardCirclesOf(ctx, card.controller);
    const asked = askSelect(frame.answer, {
      player: card.controller,
      prompt: 'Choose a rear-guard circle for the unit that lost 着装',
      rule: 'VG 13.12.1',
      options: options.map((c) => ({ id: c, label: c })),
    });
    if ('ask' in asked) return asked.ask;
    const circle = String(asked.picked[0]);
    if (!options.includes(circle)) return verbDone;
    const moved = moveCard(ctx, card.id, circleKey(card.controller, circle), { by: card.controller, reason: 'unwear', keepIdentity: true });
    const unit = ctx.state.cards[moved];
    if (unit !== undefined) {
      if (instruction['rested'] === true) cardStatus.set(unit, 'rested', true);
      else cardStatus.clear(unit, 'rested');
    }
    return verbDone;
  },
});
