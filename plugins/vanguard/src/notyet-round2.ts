/**
 * Issue 16's second "not yet" round (docs/rules-coverage/vanguard.md): small rules with no other home.
 * - "attacks (a unit) and hits" (10.7.1.6.1): the condition `hit-designated`, met by the battle's hit event when
 *   the unit the attack was made against (the designated attacked unit, 10.4.1.8) matches `where`.
 * - "does not stand in your next stand phase" (`skip-next-stand`): the unit keeps the instruction and, at each
 *   stand phase, asks whether its master now is the turn fighter (7.39.1.3: the point in time is its master's, read
 *   continuously, so a unit controlled when the effect was made skips its owner's stand phase once control ended).
 * - "original" information (5.1.3, 5.1.3.1): the condition `original-stat` compares a card's value after only the
 *   modifications of the layers `original` (11.11.1.2) and `original-remove` (11.11.1.3): the printed value, or for a
 *   pseudo-card the one its definition (the effect or rule that made it) gives, then the effects that change or remove
 *   the original value, in that order whatever their timestamps; no other modification counts.
 * - Values increased or decreased (1.3.6, 1.3.6.1): an effect that changes a card's number emits `value-changed`
 *   with the direction the value actually moved (a "+" that ends lower is a decrease); the condition
 *   `value-change` reads it ("when this unit's power is increased").
 * - Several cards whose information one process refers to (11.8.6): "raise or lower to the power of (cards)" naming
 *   more than one card is carried out once per card, in the order the effect's master chooses (`referenceOrder`), so
 *   the value ends at the one referred to last.
 * - "Your (keyword) abilities are valid this turn" (14.1.2, `make-keyword-valid`): the named valid-condition keyword's
 *   condition holds for that fighter's abilities this turn; an ability with several such keywords has only that
 *   part made valid, and its other keywords' conditions are still asked.
 * - Choices several fighters make at once (1.3.4, 1.3.4.1, `each-chooses`): the turn fighter chooses first, then the
 *   other fighter, who knows the first choice; cards chosen from a hidden zone are not revealed by choosing (the
 *   effect's next instructions reveal or move them, after both have chosen).
 * - A hidden card whose own information forbids moving it (4.1.6, `revealRefused`): it is shown to every fighter.
 * - A card of an owner other than the circle's master put onto a circle where a controlled unit stands (a call or
 *   ride there, 7.39.5.1): the move is not done (the rule replacement `onto-controlled-circle`).
 */
import {
  askSelect,
  defineStatusKeys,
  expand,
  defineVerb,
  emitEvent,
  statOf,
  liveCards,
  resolveCards,
  resolvePlayer,
  statThroughLayer,
  testPredicate,
  verbDone,
  type ConditionContribution,
  type EffectFrame,
  type GameContext,
  type Instruction,
  type VerbResult,
  type Predicate,
  type ReplacementRule,
  compare,
  resolveNumber,
  type Comparison,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { currentBattle } from './state.js';
import { circleOf, circleOfKey } from './zones.js';
import { isControlled } from './verbs/control.js';

/** The valid-condition keywords (14.2) an effect can make valid. */
const validatableKeywords = ['limit-break', 'brave'] as const;

export const notYetRound2PlayerStatus = defineStatusKeys({
  /** "Your (keyword) abilities are valid" (14.1.2): keyword → the turn it lasts to. */
  keywordsMadeValid: z.partialRecord(z.enum(validatableKeywords), z.number().int()),
});

/** Whether `player`'s abilities with `keyword` are made valid this turn (14.1.2). */
export function keywordMadeValid(ctx: GameContext, player: string, keyword: (typeof validatableKeywords)[number]): boolean {
  const fighter = ctx.state.players.find((p) => p.id === player);
  return fighter !== undefined && notYetRound2PlayerStatus.get(fighter, 'keywordsMadeValid')?.[keyword] === ctx.state.turn.number;
}

/** `{ do: 'make-keyword-valid', keyword, player? }`: this turn, that fighter's (yours by default) `keyword` part is valid (14.1.2). */
export const makeKeywordValidVerb = defineVerb({
  name: 'make-keyword-valid',
  rule: 'VG 14.1.2',
  params: (l) => ({ keyword: z.enum(validatableKeywords), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    const fighter = ctx.state.players.find((p) => p.id === player);
    if (fighter === undefined) return verbDone;
    const keyword = String(instruction['keyword']) as (typeof validatableKeywords)[number];
    notYetRound2PlayerStatus.set(fighter, 'keywordsMadeValid', {
      ...(notYetRound2PlayerStatus.get(fighter, 'keywordsMadeValid') ?? {}),
      [keyword]: ctx.state.turn.number,
    });
    return verbDone;
  },
});

export const notYetRound2Status = defineStatusKeys({
  /** "Does not stand in (its master's) next stand phase" (7.39.1.3). */
  skipNextStand: z.literal(true),
});

/** `{ do: 'skip-next-stand', cards }`: each unit does not stand in its master's next stand phase (7.39.1.3). */
export const skipNextStandVerb = defineVerb({
  name: 'skip-next-stand',
  rule: 'VG 7.39.1.3',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)))
      if (circleOf(ctx, card.id) !== undefined) notYetRound2Status.set(card, 'skipNextStand', true);
    return verbDone;
  },
});

/**
 * The stand phase's stand (9.2.3) asks this of each card: true when the card skips this stand, because its master
 * now is the turn fighter whose stand phase this is (7.39.1.3); the instruction is then used up.
 */
export function skipsThisStand(ctx: GameContext, id: string, turnFighter: string): boolean {
  const card = ctx.state.cards[id];
  if (card === undefined || notYetRound2Status.get(card, 'skipNextStand') !== true || card.controller !== turnFighter) return false;
  notYetRound2Status.clear(card, 'skipNextStand');
  emitEvent(ctx, { type: 'stand-skipped', player: turnFighter, detail: { card: id } });
  return true;
}

type Condition = Omit<ConditionContribution, 'title'>;

export const notYetRound2Conditions: Condition[] = [
  {
    // 10.7.1.6.1: "attacks (unit X) and hits" happens when the designated attacked unit is X and this attack hits.
    name: 'hit-designated',
    params: (l) => ({ where: l.predicate }),
    test: (ctx, p, _s, f) => {
      if (f.event?.type !== 'hit') return false;
      const designated = currentBattle(ctx)?.designated;
      return designated !== undefined && testPredicate(ctx, p['where'] as Predicate, designated, f);
    },
  },
  {
    // 1.3.6: "when this unit's power is increased/decreased": the event of an effect that moved the value that way.
    name: 'value-change',
    params: () => ({ stat: z.string().optional(), change: z.enum(['increased', 'decreased']) }),
    test: (_ctx, p, _s, f) =>
      f.event?.type === 'value-changed' &&
      f.event.detail?.['change'] === p['change'] &&
      (p['stat'] === undefined || f.event.detail?.['stat'] === p['stat']),
  },
  {
    // 5.1.3: "this unit's original power is 15000 or more" reads the value after the layers of 11.11.1.2–11.11.1.3.
    name: 'original-stat',
    params: (l) => ({ stat: z.string(), op: z.enum(['==', '!=', '<', '<=', '>', '>=']).optional(), value: l.number }),
    test: (ctx, p, s, f) => {
      if (s === undefined) return false;
      const value = statThroughLayer(ctx, s, String(p['stat']), 'original-remove');
      return typeof value === 'number' && compare(value, (p['op'] ?? '==') as Comparison, resolveNumber(ctx, p['value'], f));
    },
  },
  {
    // 7.39.5.1: the move about to happen puts a card onto a rear-guard or vanguard circle where a controlled unit
    // stands, and the card's owner is not that circle's master.
    name: 'onto-controlled-circle',
    params: () => ({}),
    test: (ctx, _p, s, f) => {
      const card = s === undefined ? undefined : ctx.state.cards[s];
      const to = String(f.event?.detail?.['to'] ?? '');
      const circle = circleOfKey(to);
      if (card === undefined || (circle?.kind !== 'rear-guard' && circle?.kind !== 'vanguard')) return false;
      const master = to.slice(0, to.indexOf('/'));
      return card.owner !== master && (ctx.state.zones[to] ?? []).some((id) => id !== s && isControlled(ctx, id));
    },
  },
];

/** 7.39.5.1: such a call or ride is not done. */
export const ontoControlledCircleRule: ReplacementRule = {
  name: 'onto-controlled-circle',
  rule: 'VG 7.39.5.1',
  replaces: 'move',
  match: { test: 'onto-controlled-circle' },
  instead: [],
};

/**
 * Runs `change` (an effect modifying `stat` of `cards`) and emits `value-changed` for each card whose number moved:
 * up is an increase, down a decrease, whatever the instruction said (1.3.6, 1.3.6.1). Only numbers are compared.
 */
export function withValueChanges(ctx: GameContext, cards: readonly string[], stat: string, player: string, change: () => void): void {
  const before = cards.map((id) => statOf(ctx, id, stat));
  change();
  cards.forEach((id, i) => {
    const from = before[i];
    const to = ctx.state.cards[id] === undefined ? undefined : statOf(ctx, id, stat);
    if (typeof from !== 'number' || typeof to !== 'number' || from === to) return;
    emitEvent(ctx, { type: 'value-changed', player, detail: { card: id, stat, from, to, change: to > from ? 'increased' : 'decreased' } });
  });
}

/**
 * 11.8.6: a `modify` whose `reachOf` names several cards is carried out once per card, in the order the effect's
 * master chooses: the returned result (a question, then the instructions one card each), or undefined when there
 * is nothing to order.
 */
export function referenceOrder(ctx: GameContext, instruction: Instruction, frame: EffectFrame): VerbResult | undefined {
  if (instruction['reachOf'] === undefined) return undefined;
  const refs = liveCards(ctx, resolveCards(ctx, instruction['reachOf'], frame)).map((c) => c.id);
  if (refs.length <= 1) return undefined;
  const asked = askSelect(frame.answer, {
    player: frame.controller,
    prompt: 'Order the cards whose value is referred to (the last one counts last)',
    rule: 'VG 11.8.6',
    options: refs.map((id) => ({ id, label: ctx.title.cardName(ctx.state.cards[id]!.card) })),
    min: refs.length,
    max: refs.length,
    ordered: true,
    accepts: (picked) => picked.length === refs.length && picked.every((c) => refs.includes(String(c))),
  });
  if ('ask' in asked) return asked.ask;
  const cards = resolveCards(ctx, instruction['cards'] ?? 'self', frame);
  return expand(asked.picked.map((id) => ({ ...instruction, cards, reachOf: [String(id)] })));
}

/**
 * `{ do: 'each-chooses', from, count?, upTo?, as, then }` (1.3.4, 1.3.4.1): each fighter chooses from their own `from`
 * (its `player` is ignored: each chooses from their own zone), the turn fighter first, then the other; `as` then
 * holds every card chosen and `then` runs. Carried out in three steps (`step`), one question at a time.
 */
export const eachChoosesVerb = defineVerb({
  name: 'each-chooses',
  rule: 'VG 1.3.4',
  params: (l) => ({
    from: l.cards,
    count: l.number.optional(),
    upTo: z.boolean().optional(),
    as: z.string().min(1),
    then: l.program.optional(),
    step: z.enum(['other', 'join']).optional(),
  }),
  run(ctx, instruction, frame) {
    const as = String(instruction['as']);
    const second = `${as}~other`;
    const turnFighter = ctx.state.turn.player;
    const relative = (player: string): string => (player === frame.controller ? 'you' : 'opponent');
    const chooseFor = (player: string, into: string): Instruction => ({
      do: 'choose',
      player: relative(player),
      from: { ...(instruction['from'] as object), player: relative(player) },
      count: instruction['count'] ?? 1,
      ...(instruction['upTo'] === true ? { upTo: true } : {}),
      as: into,
    });
    const { step: _step, ...base } = instruction;
    switch (instruction['step']) {
      case undefined:
        return expand([chooseFor(turnFighter, as), { ...base, step: 'other' }]);
      case 'other': {
        const other = ctx.state.players.find((p) => p.id !== turnFighter)!.id;
        return expand([chooseFor(other, second), { ...base, step: 'join' }]);
      }
      default: {
        const list = (name: string): string[] => {
          const value = frame.vars[name];
          return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
        };
        frame.vars[as] = [...list(as), ...list(second)];
        delete frame.vars[second];
        return expand((instruction['then'] ?? []) as Instruction[]);
      }
    }
  },
});

/**
 * 4.1.6: a card of a zone not every fighter sees that was to be moved, refused by its own information: shown to
 * every fighter (a reveal lasting the effect, 7.10.3), and nothing else happens. Done at once for a public card.
 */
export function revealRefused(ctx: GameContext, id: string): VerbResult {
  const card = ctx.state.cards[id];
  const zone = card === undefined ? undefined : card.zone.slice(card.zone.indexOf('/') + 1).split('#')[0]!;
  if (zone === undefined || ctx.title.zones.get(zone)?.visibility === 'public') return verbDone;
  return expand([{ do: 'reveal', cards: [id] }]);
}
