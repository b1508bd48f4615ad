/**
 * Beast synthesis (魔獣合成, 6.10). "Beast-synthesize (a series of units)" stacks them as one unit (6.10.1,
 * 6.10.2): a token unit of the race 〈魔獣合成体〉 among them stays on its circle as the top card and every other
 * unit of the series is put under it, in the order given (6.10.2.1); without such a token (6.10.2.1.1), or with
 * one unit or none (6.10.2.2), nothing is done, and then "you beast-synthesized" did not happen (6.10.5.1).
 * Reading (readings 37, 39; as for dress-sources, reading 9): the cards under the top stay the same objects but are kept in their
 * owner's `synthesis` zone, linked to the top by its card id (`synthesizedUnder`), so the stack is one unit on
 * one circle: its information is the top card's (6.10.3.1), and the lower cards' abilities do not work there
 * (6.10.3.1.1), except "was beast-synthesized" AUTOs (6.10.7), which card data writes with `zones: ['synthesis']`.
 * The stack moves as one (6.10.3.2: the replacement rule `beastSynthesisMove`): between circles it stays
 * together; to any other zone the lower cards go to that zone of their owner as separate cards (6.10.3.2.1),
 * and the token top is erased there (15.4.3.2). With no lower card left it is a plain unit again (6.10.3.3).
 * The event `beast-synthesized` (detail: `card` the top, `cards` the ones put under it) is what "you
 * beast-synthesized" (6.10.5), "this unit beast-synthesized" (6.10.6, the top) and "this unit was
 * beast-synthesized" (6.10.7, a lower card: the test `was-beast-synthesized`) trigger on; "is beast-synthesized"
 * (6.10.6.1) is the test `beast-synthesized`.
 * A locked stack (6.10.4) is handled by the lock itself (`src/verbs/lock.ts`), a stack made a dress-source
 * (6.10.3.2.1.2) by X-overDress (`src/dress/x-overdress.ts`).
 */
import {
  cardsInZone,
  defineVerb,
  emitEvent,
  liveCards,
  moveCard,
  resolveCards,
  verbDone,
  zoneKey,
  type ConditionContribution,
  type GameContext,
  type ReplacementRule,
} from '@tcgkit/kernel';
import { cardStatus } from '../cards/status.js';
import { kwBCardStatus } from '../keywords/kw-b-status.js';
import { definitionOf } from '../state.js';
import { circleOf, circleOfKey } from '../zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

export const synthesisRace = '魔獣合成体';

export const synthesisZone = {
  name: 'synthesis',
  scope: 'player' as const,
  visibility: 'public' as const,
  ordered: true,
  rule: 'VG 6.10.2.1',
};

/** The cards under beast-synthesized unit `top`, in stack order. */
export function synthesizedUnder(ctx: GameContext, top: string): string[] {
  return ctx.state.players.flatMap((p) =>
    cardsInZone(ctx, p.id, 'synthesis').filter((id) => kwBCardStatus.get(ctx.state.cards[id], 'synthesizedUnder') === top),
  );
}

const isSynthesisToken = (ctx: GameContext, id: string) =>
  ctx.state.cards[id]?.token === true && definitionOf(ctx, id)?.race === synthesisRace && circleOf(ctx, id) !== undefined;

export const beastSynthesizeVerb = defineVerb({
  name: 'beast-synthesize',
  rule: 'VG 6.10.2',
  params: (l) => ({ cards: l.cards, with: l.cards.optional() }),
  run(ctx, instruction, frame) {
    const named = [
      ...resolveCards(ctx, instruction['cards'], frame),
      ...(instruction['with'] === undefined ? [] : resolveCards(ctx, instruction['with'], frame)),
    ];
    const units = liveCards(ctx, [...new Set(named)]).filter((c) => circleOf(ctx, c.id) !== undefined);
    if (units.length <= 1) return verbDone; // 6.10.2.2
    const top = units.find((c) => isSynthesisToken(ctx, c.id));
    if (top === undefined) return verbDone; // 6.10.2.1.1
    const under: string[] = [];
    for (const unit of units) {
      if (unit.id === top.id) continue;
      // A stack joining a stack: its lower cards go under the new top too.
      const carried = synthesizedUnder(ctx, unit.id);
      const moved = moveCard(ctx, unit.id, zoneKey(unit.owner, 'synthesis'), {
        by: frame.controller,
        reason: 'beast-synthesis',
        keepIdentity: true,
        position: 'bottom',
      });
      const card = ctx.state.cards[moved];
      if (card === undefined || !card.zone.endsWith('/synthesis')) continue;
      cardStatus.clear(card, 'rested');
      for (const id of [moved, ...carried]) kwBCardStatus.set(ctx.state.cards[id]!, 'synthesizedUnder', top.id);
      under.push(moved, ...carried);
    }
    if (under.length > 0) emitEvent(ctx, { type: 'beast-synthesized', player: frame.controller, detail: { card: top.id, cards: under } });
    return verbDone;
  },
});

/**
 * 6.10.3.2, 6.10.3.2.1: the top's move as the rules replace it: it moves, and if it left the circles its lower
 * cards go to the same zone of their owners, no longer synthesized.
 */
export const synthesisMoveVerb = defineVerb({
  name: 'beast-synthesis-move',
  rule: 'VG 6.10.3.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const detail = frame.event?.detail ?? {};
    const to = String(detail['to'] ?? '');
    const [top] = resolveCards(ctx, instruction['cards'], frame);
    if (top === undefined || ctx.state.cards[top] === undefined || to === '') return verbDone;
    const under = synthesizedUnder(ctx, top);
    const reason = String(detail['reason'] ?? 'move');
    const moved = moveCard(ctx, top, to, { by: frame.controller, reason });
    if (circleOfKey(to) !== undefined && moved === top) return verbDone; // between circles: still one stack (4.1.8)
    const zone = to.slice(to.indexOf('/') + 1).split('#')[0]!;
    for (const id of under) {
      const card = ctx.state.cards[id];
      if (card === undefined) continue;
      kwBCardStatus.clear(card, 'synthesizedUnder');
      moveCard(ctx, id, zoneKey(card.owner, zone), { by: frame.controller, reason: 'beast-synthesis-split' });
    }
    return verbDone;
  },
});

export const beastSynthesisMove: ReplacementRule = {
  name: 'beast-synthesis-move',
  rule: 'VG 6.10.3.2',
  replaces: 'move',
  match: { test: 'beast-synthesized' },
  instead: [{ do: 'beast-synthesis-move', cards: { var: 'replaced' } }],
};

export const synthesisConditions: Condition[] = [
  /** 6.10.6.1: this unit is the top of a beast-synthesized unit. */
  { name: 'beast-synthesized', params: () => ({}), test: (ctx, _p, s) => s !== undefined && synthesizedUnder(ctx, s).length > 0 },
  /** 6.10.7: the event put this card under the top it names. */
  {
    name: 'was-beast-synthesized',
    params: () => ({}),
    test: (_ctx, _p, s, f) => {
      const cards = f.event?.type === 'beast-synthesized' ? f.event.detail?.['cards'] : undefined;
      return s !== undefined && Array.isArray(cards) && cards.includes(s);
    },
  },
];
