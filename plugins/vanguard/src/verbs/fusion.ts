/**
 * 魔合成 (7.44): order A is played together with order B. A goes to the order area as it is played
 * (7.44.1.1, the normal play of 11.8.2.1.1); B is designated (7.44.1.2); B's cost is added right after A's,
 * and B's text right after A's other text (7.44.1.3); then A's play goes on (7.44.1.4). B itself stays where it
 * is: only its cost and text are used.
 *
 * Written as A's order text `[{ do: 'fuse-order', from, then: [A's text] }]`: A's own cost has been paid when it
 * runs, so B's cost is paid next, before any text (reading, docs/titles/vanguard.md: A's and B's costs are paid
 * one after the other, together before the text, rather than as one payment); only an order whose cost can be
 * paid may be designated, and designating none plays A alone. B's CONT and AUTO abilities are gained by A
 * (7.44.2), as abilities are (7.14.1), and work wherever each works (a set order's CONT in the order zone).
 * Reading 413: the gain has no end of its own; it stays with A as A finishes being played (a set order keeps it
 * in the order zone, `carryFusedAbilities`), and ends when A later leaves that zone (4.1.8).
 */
import {
  abilitiesHeld,
  abilityRef,
  addContinuousEffect,
  askSelect,
  canPayCost,
  defineTitleData,
  defineVerb,
  expand,
  resolveCards,
  withCost,
  type GameContext,
  type Instruction,
} from '@tcgkit/kernel';
import { definitionOf } from '../state.js';

/** The abilities each order being played gained by 魔合成 (7.44.2), by its card id in the order area. */
const fusedGains = defineTitleData<{ byOrder: Record<string, string[]> }>('vanguard-fused-abilities', () => ({ byOrder: {} }));

/**
 * 7.44.2 (reading 413): the set order that finished being played, now `to`, keeps what it gained as `from`; an
 * order that went to the drop (`to` null) keeps nothing.
 */
export function carryFusedAbilities(ctx: GameContext, from: string, to: string | null): void {
  const data = fusedGains.of(ctx);
  const refs = data.byOrder[from];
  if (refs === undefined) return;
  delete data.byOrder[from];
  if (to === null) return;
  const controller = ctx.state.cards[to]?.controller;
  if (controller === undefined) return;
  for (const grant of refs) {
    addContinuousEffect(ctx, {
      layer: 'abilities',
      controller,
      cards: [to],
      stat: 'abilities',
      modification: { grant },
      duration: 'game',
      source: to,
    });
  }
}

/** `{ do: 'fuse-order', from, then }`: designate up to one order among `from` and play its cost and text with this one's. */
export const fuseOrderVerb = defineVerb({
  name: 'fuse-order',
  rule: 'VG 7.44.1',
  params: (l) => ({ from: l.cards, then: l.program.optional() }),
  run(ctx, instruction, frame) {
    const then = (instruction['then'] ?? []) as Instruction[];
    const candidates = resolveCards(ctx, instruction['from'], frame).filter((id) => {
      const definition = definitionOf(ctx, id);
      return (
        id !== frame.source &&
        definition?.type === 'order' &&
        canPayCost(ctx, definition.orderCost as Instruction[] | undefined, { controller: frame.controller, vars: {} })
      );
    });
    if (candidates.length === 0) return expand(then);
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: 'Choose an order to fuse with (魔合成), or none',
      rule: 'VG 7.44.1.2',
      options: candidates.map((id) => ({ id, label: definitionOf(ctx, id)?.name ?? id })),
      min: 0,
    });
    if ('ask' in asked) return asked.ask;
    const chosen = candidates.find((id) => id === asked.picked[0]);
    if (chosen === undefined) return expand(then);
    const b = definitionOf(ctx, chosen)!;
    // 7.44.2: A gains B's CONT and AUTO abilities.
    const refs =
      frame.source === undefined || ctx.state.cards[chosen] === undefined
        ? []
        : abilitiesHeld(ctx, ctx.state.cards[chosen]!)
            .filter((held) => held.ability.kind === 'continuous' || held.ability.kind === 'automatic')
            .map((held) => abilityRef(held.card, held.index));
    if (refs.length > 0) fusedGains.of(ctx).byOrder[frame.source!] = refs;
    const gains: Instruction[] = refs.map((grant) => ({
      do: 'modify',
      cards: [frame.source!],
      stat: 'abilities',
      grant,
      duration: 'game',
    }));
    // 7.44.1.3: B's cost after A's, B's text after A's text; A has B's abilities from then on.
    return expand(withCost(b.orderCost as Instruction[] | undefined, [...gains, ...then, ...((b.orderEffect ?? []) as Instruction[])]));
  },
});
