/**
 * Vanguard's effect verbs (ch.7): costs with `canPay` (counter blast 7.24, soul blast 7.25, counter charge
 * 7.26, soul charge 7.27, discard 7.9, retire 7.18) and effects (stand/rest 7.2, deal damage 7.35, heal 7.20,
 * superior call 6.2, gifts ch.16). Costs are paid all at once and all or nothing (11.7.1, 11.8.2.2): the
 * kernel asks `canPay` of every part before anything is paid.
 */
import { bindStatus } from './face-down-info.js';
import { z } from 'zod';
import {
  askSelect,
  cardOptions,
  cardsIn,
  cardsInZone,
  defineVerb,
  expand,
  modifyCards,
  modifyParams,
  moveCard,
  resolveCards,
  resolveNumber,
  resolvePlayer,
  testPredicate,
  verbDone,
  zoneKey,
  type EffectFrame,
  type GameContext,
  type Instruction,
  type Predicate,
  type VerbContribution,
} from '@tcgkit/kernel';
import { cardStatus, playerStatus } from './cards/status.js';
import { dealDamage, performCall, restUnit, retire, standUnit } from './actions.js';
import { currentBattle, gradeOf, playerState } from './state.js';
import { circleKey, circleOf, rearGuardCircles } from './zones.js';
import { unaffectedBy } from './effect-terms.js';
import { mateUnitCallError } from './keywords/mate-unit.js';
import { circleLocked, isLocked, unlockCard } from './verbs/lock.js';
import { nextIconChange, useIconChange, type IconAction } from './verbs/numbers.js';
import { referenceOrder, revealRefused, withValueChanges } from './notyet-round2.js';

type Verb = Omit<VerbContribution, 'title'>;

/** Costs and effects that take only a number: `{ do: 'counter-blast', count: 1 }`. */
const countOnly: Verb['params'] = (l) => ({ count: l.number.optional() });
/** Counter Blast and Soul Blast may name a condition on the cards used (7.24.2.1, 7.25.2.1: "CB ①-(condition)"). */
const countWhere: Verb['params'] = (l) => ({ count: l.number.optional(), where: l.predicate.optional() });

/** The icon action's number, with the fighter's pending change to their next one (7.28.2, src/verbs/numbers.ts). */
const iconCount = (ctx: GameContext, instruction: Instruction, frame: EffectFrame, icon: IconAction): number =>
  count(ctx, instruction, frame) + nextIconChange(ctx, frame.controller, icon);

const meeting = (ctx: GameContext, ids: string[], instruction: Instruction, frame: EffectFrame): string[] =>
  instruction['where'] === undefined ? ids : ids.filter((id) => testPredicate(ctx, instruction['where'] as Predicate, id, frame));

const count = (ctx: GameContext, instruction: Instruction, frame: EffectFrame): number =>
  resolveNumber(ctx, instruction['count'], frame, 1);

function faceUpDamage(ctx: GameContext, player: string): string[] {
  return cardsInZone(ctx, player, 'damage').filter((id) => ctx.state.cards[id]?.faceUp === true);
}

function faceDownDamage(ctx: GameContext, player: string): string[] {
  return cardsInZone(ctx, player, 'damage').filter((id) => ctx.state.cards[id]?.faceUp === false);
}

/** Counter Blast (7.24): turn N face-up damage cards face down. As an effect with too few it is not done (7.24.3). */
const counterBlast = defineVerb({
  name: 'counter-blast',
  rule: 'VG 7.24',
  params: countWhere,
  run(ctx, instruction, frame) {
    const n = iconCount(ctx, instruction, frame, 'counter-blast');
    const usable = meeting(ctx, faceUpDamage(ctx, frame.controller), instruction, frame);
    if (usable.length < n) return verbDone; // 7.24.3: not done, so a pending change waits (7.28.2)
    useIconChange(ctx, frame.controller, 'counter-blast');
    if (n <= 0) return verbDone;
    return expand([
      {
        do: 'choose',
        from: usable,
        count: n,
        as: '_cb',
        prompt: `Counter Blast ${n}: choose face-up damage`,
        rule: 'VG 7.24',
      },
      { do: 'flip', cards: { var: '_cb' }, faceUp: false },
    ]);
  },
  canPay: (ctx, instruction, frame) =>
    meeting(ctx, faceUpDamage(ctx, frame.controller), instruction, frame).length >= iconCount(ctx, instruction, frame, 'counter-blast'),
});

/** Soul Blast (7.25): N cards from the soul to the drop zone (7.25.3 read as "cards in the soul", digest §21.8). */
const soulBlast = defineVerb({
  name: 'soul-blast',
  rule: 'VG 7.25',
  params: countWhere,
  run(ctx, instruction, frame) {
    const n = iconCount(ctx, instruction, frame, 'soul-blast');
    const soul = meeting(ctx, cardsInZone(ctx, frame.controller, 'soul'), instruction, frame);
    if (soul.length < n) return verbDone; // not done, so a pending change waits (7.28.2)
    useIconChange(ctx, frame.controller, 'soul-blast');
    if (n <= 0) return verbDone;
    return expand([
      { do: 'choose', from: soul, count: n, as: '_sb', prompt: `Soul Blast ${n}: choose cards in your soul`, rule: 'VG 7.25' },
      { do: 'move', cards: { var: '_sb' }, to: 'drop', reason: 'soul-blast' },
    ]);
  },
  canPay: (ctx, instruction, frame) =>
    meeting(ctx, cardsInZone(ctx, frame.controller, 'soul'), instruction, frame).length >= iconCount(ctx, instruction, frame, 'soul-blast'),
});

/** Counter Charge (7.26): turn up to N face-down damage cards face up (as many as possible, 1.3.2.4). */
const counterCharge = defineVerb({
  name: 'counter-charge',
  rule: 'VG 7.26',
  params: countOnly,
  run(ctx, instruction, frame) {
    const down = faceDownDamage(ctx, frame.controller);
    const n = Math.min(count(ctx, instruction, frame), down.length);
    if (n <= 0) return verbDone;
    return expand([
      { do: 'choose', from: down, count: n, as: '_cc', prompt: `Counter Charge ${n}: choose face-down damage`, rule: 'VG 7.26' },
      { do: 'flip', cards: { var: '_cc' }, faceUp: true },
    ]);
  },
});

/** Soul Charge (7.27): the top N cards of the deck into the soul, one at a time. */
const soulCharge = defineVerb({
  name: 'soul-charge',
  rule: 'VG 7.27',
  params: countOnly,
  run(ctx, instruction, frame) {
    for (let i = 0; i < count(ctx, instruction, frame); i++) {
      const top = cardsIn(ctx, zoneKey(frame.controller, 'deck'))[0];
      if (top === undefined) break;
      moveCard(ctx, top, zoneKey(frame.controller, 'soul'), { by: frame.controller, reason: 'soul-charge' });
    }
    return verbDone;
  },
});

/** Discard (7.9): N cards from hand to the drop zone; `from` narrows the choice. */
const discard = defineVerb({
  name: 'discard',
  rule: 'VG 7.9',
  params: (l) => ({ count: l.number.optional(), from: l.cards.optional() }),
  run(ctx, instruction, frame) {
    const hand = handChoices(ctx, instruction, frame);
    const n = Math.min(count(ctx, instruction, frame), hand.length);
    if (n <= 0) return verbDone;
    return expand([
      { do: 'choose', from: hand, count: n, as: '_discard', prompt: `Discard ${n}`, rule: 'VG 7.9' },
      { do: 'move', cards: { var: '_discard' }, to: 'drop', reason: 'discard' },
    ]);
  },
  canPay: (ctx, instruction, frame) => handChoices(ctx, instruction, frame).length >= count(ctx, instruction, frame),
});

function handChoices(ctx: GameContext, instruction: Instruction, frame: EffectFrame): string[] {
  return instruction['from'] === undefined ? cardsInZone(ctx, frame.controller, 'hand') : resolveCards(ctx, instruction['from'], frame);
}

/**
 * Retire (7.18): the named cards (a cost "retire this unit", an effect's chosen units, the rule's retires in
 * the damage step) go to their owner's drop, unless a replacement effect for `retire` applies (11.12: the
 * kernel checks it on the move, whose reason is `retire`).
 */
const retireVerb = defineVerb({
  name: 'retire',
  rule: 'VG 7.18',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    // 12.5.1: a card unaffected by this effect's master is not retired by it.
    const ids = resolveCards(ctx, instruction['cards'], frame).filter(
      (id) => ctx.state.cards[id] !== undefined && !unaffectedBy(ctx, id, frame.controller),
    );
    for (const id of ids) retire(ctx, id, frame.controller);
    return verbDone;
  },
  canPay: (ctx, instruction, frame) => {
    const ids = resolveCards(ctx, instruction['cards'], frame);
    return ids.length > 0 && ids.every((id) => ctx.state.cards[id]?.zone.includes('/field#') === true);
  },
});

const flip = defineVerb({
  name: 'flip',
  params: (l) => ({ cards: l.cards, faceUp: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    for (const id of resolveCards(ctx, instruction['cards'], frame)) {
      const card = ctx.state.cards[id];
      if (card === undefined) continue;
      // 7.30.2, 7.31.3: a locked card turned face up is unlocked (src/verbs/lock.ts).
      if (instruction['faceUp'] === true && isLocked(ctx, id)) {
        unlockCard(ctx, id, frame.controller);
        continue;
      }
      card.faceUp = instruction['faceUp'] === true;
      // 7.32.4: a deleted unit turned face up is deleted no more.
      if (card.faceUp && cardStatus.get(card, 'deleted') === true) {
        cardStatus.clear(card, 'deleted');
        delete card.knownTo;
      }
    }
    return verbDone;
  },
});

const stand = defineVerb({
  name: 'stand',
  rule: 'VG 7.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const id of resolveCards(ctx, instruction['cards'], frame)) standUnit(ctx, id, frame.controller, true);
    return verbDone;
  },
});

const rest = defineVerb({
  name: 'rest',
  rule: 'VG 7.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const id of resolveCards(ctx, instruction['cards'], frame)) restUnit(ctx, id, frame.controller);
    return verbDone;
  },
  // "Rest this unit" as a cost needs a standing unit to rest.
  canPay: (ctx, instruction, frame) =>
    resolveCards(ctx, instruction['cards'], frame).every((id) => {
      const card = ctx.state.cards[id];
      return card === undefined || cardStatus.get(card, 'rested') !== true;
    }),
});

const dealDamageVerb = defineVerb({
  name: 'deal-damage',
  rule: 'VG 7.35',
  params: (l) => ({ player: l.player.optional(), count: l.number.optional(), toVanguard: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'opponent', frame);
    // 7.35.2.1: "N damage to (the) vanguard" with no number of vanguards: each of them (a legion pair) takes N.
    const each =
      instruction['toVanguard'] === true ? Math.max(1, ['vc', 'legion'].flatMap((c) => cardsIn(ctx, circleKey(player, c))).length) : 1;
    // 11.5.2.2, 11.5.2.2.1: skill damage; its source is the effect's source, a card.
    dealDamage(ctx, player, count(ctx, instruction, frame) * each, {
      kind: 'skill',
      source: frame.source ?? null,
    });
    return verbDone;
  },
});

/** Heal (7.20): N of your damage cards to the drop zone. */
const heal = defineVerb({
  name: 'heal',
  rule: 'VG 7.20',
  params: countOnly,
  run(ctx, instruction, frame) {
    const damage = cardsInZone(ctx, frame.controller, 'damage');
    const n = Math.min(count(ctx, instruction, frame), damage.length);
    if (n <= 0) return verbDone;
    return expand([
      { do: 'choose', from: damage, count: n, as: '_heal', prompt: `Heal ${n}: choose damage`, rule: 'VG 7.20' },
      { do: 'move', cards: { var: '_heal' }, to: 'drop', reason: 'heal' },
    ]);
  },
});

/**
 * Superior call (6.2.2.2): choose up to `count` cards from `from`, then a circle for each among `circles`
 * (rear-guard circles by default), different circles for cards called together (6.2.3.2).
 */
const call = defineVerb({
  name: 'call',
  rule: 'VG 6.2.3',
  params: (l) => ({
    cards: l.cards.optional(),
    from: l.cards.optional(),
    count: l.number.optional(),
    upTo: z.boolean().optional(),
    circles: z.array(z.string()).nullable().optional(),
    /** "Call without paying its call cost" (17.17.8.6). */
    withoutCallCost: z.boolean().optional(),
  }),
  run(ctx, instruction, frame) {
    const chosen = instruction['cards'] !== undefined ? resolveCards(ctx, instruction['cards'], frame) : null;
    const free = instruction['withoutCallCost'] === true ? { withoutCallCost: true } : {};
    if (chosen !== null) return expand(chosen.map((card) => ({ do: 'call-one', card, circles: instruction['circles'] ?? null, ...free })));
    return expand([
      {
        do: 'choose',
        from: instruction['from'] ?? null,
        count: instruction['count'] ?? 1,
        upTo: instruction['upTo'] ?? true,
        as: '_call',
        prompt: 'Choose cards to call',
        rule: 'VG 6.2.3.1',
      },
      { do: 'call', cards: { var: '_call' }, circles: instruction['circles'] ?? null, ...free },
    ]);
  },
});

const callOne = defineVerb({
  name: 'call-one',
  rule: 'VG 6.2.3.2',
  params: () => ({ card: z.string(), circles: z.array(z.string()).nullable().optional(), withoutCallCost: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const id = String(instruction['card']);
    if (ctx.state.cards[id] === undefined) return verbDone;
    // 4.1.6: a hidden card whose own information forbids the call (Mate Unit, 14.54.2) is shown instead.
    if (mateUnitCallError(ctx, id, frame.controller) !== null) return revealRefused(ctx, id);
    const allowed = Array.isArray(instruction['circles']) ? (instruction['circles'] as string[]) : rearGuardCircles;
    const called = new Set(Array.isArray(frame.vars['_calledTo']) ? (frame.vars['_calledTo'] as string[]) : []);
    const options = allowed.filter((c) => !called.has(c) && !circleLocked(ctx, frame.controller, c)); // 4.9.2.7
    // 6.2.3.2.1.1: with no circle left for it, the card is not called and stays where it is (reading 415).
    if (options.length === 0) return verbDone;
    let circle = options[0] as string;
    if (options.length > 1) {
      const asked = askSelect(frame.answer, {
        player: frame.controller,
        prompt: `Choose a circle to call ${cardOptions(ctx, [id], frame.controller)[0]?.label ?? id} to`,
        rule: 'VG 6.2.3.2',
        options: options.map((c) => ({
          id: c,
          label: `${c} (${cardsIn(ctx, circleKey(frame.controller, c)).length > 0 ? 'occupied' : 'empty'})`,
        })),
      });
      if ('ask' in asked) return asked.ask;
      circle = asked.picked[0] as string;
    }
    performCall(ctx, id, frame.controller, circle, 'superior', frame.controller, instruction['withoutCallCost'] === true ? 'skip' : 'pay');
    frame.vars['_calledTo'] = [...called, circle];
    return verbDone;
  },
});

/**
 * The kernel's `modify` (`modifyCards`), except that an effect lasting "during that battle" is not created
 * outside a battle (11.3.1.2.1: a continuous effect whose duration contradicts the situation is not created)
 * and cards unaffected by the effect's master are left out (12.5.1), as are non-numeric grades from grade changes (15.3.2.1).
 * With no `cards` named, the unit whose ability made the effect is meant (11.8.5.3: "power +10000" alone; reading 420).
 */
const modify = defineVerb({
  name: 'modify',
  rule: 'VG 11.3.1.2.1',
  params: (l) => ({ ...modifyParams(l), cards: l.cards.optional() }),
  run(ctx, instruction, frame) {
    if (instruction['cards'] === undefined) instruction = { ...instruction, cards: 'self' };
    // 11.8.6: several cards referred to are taken one at a time, in the order the master chooses.
    const ordered = referenceOrder(ctx, instruction, frame);
    if (ordered !== undefined) return ordered;
    const duration = String(instruction['duration'] ?? 'turn');
    if (duration === 'battle' && currentBattle(ctx) === null) return verbDone;
    // 12.5.1: no information of a card unaffected by this effect's master is modified.
    // 15.3.2.1: a non-numeric grade (the Protect pseudo-card's grade "Protect", 15.3.2) is never raised or
    // lowered as a number: such a card is left out of an effect adding to grades.
    const raisesGrade = instruction['stat'] === 'grade' && instruction['add'] !== undefined;
    const cards = resolveCards(ctx, instruction['cards'], frame).filter(
      (id) => ctx.state.cards[id] !== undefined && !unaffectedBy(ctx, id, frame.controller) && !(raisesGrade && gradeOf(ctx, id) === null),
    );
    // 1.3.6: the values each card's number moved are events (src/notyet-round2.ts).
    withValueChanges(ctx, cards, String(instruction['stat']), frame.controller, () => modifyCards(ctx, instruction, frame, cards));
    return verbDone;
  },
});

/** Raises the order limit of a fighter this turn (9.9.2.3: "orders played this turn < order limit"). */
const orderLimit = defineVerb({
  name: 'order-limit',
  params: (l) => ({ player: l.player.optional(), count: l.number.optional() }),
  run(ctx, instruction, frame) {
    const player = playerState(ctx, resolvePlayer(ctx, instruction['player'], frame));
    playerStatus.set(player, 'orderLimitBonus', (playerStatus.get(player, 'orderLimitBonus') ?? 0) + count(ctx, instruction, frame));
    return verbDone;
  },
});

/** The stand trigger's stand (11.10.2.5): only a rear-guard stands, and it cannot drive-check later this turn. */
const standTrigger = defineVerb({
  name: 'stand-trigger',
  rule: 'VG 11.10.2.5',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const id of resolveCards(ctx, instruction['cards'], frame)) {
      if (circleOf(ctx, id)?.kind !== 'rear-guard') continue;
      standUnit(ctx, id, frame.controller, true);
      cardStatus.set(ctx.state.cards[id]!, 'noDriveAfterTurn', ctx.state.turn.number);
    }
    return verbDone;
  },
});

/** Bind (7.29): the named cards go to their owner's bind zone (stored in `as` there). */
const bind = defineVerb({
  name: 'bind',
  rule: 'VG 7.29',
  params: (l) => ({ cards: l.cards, as: z.string().optional(), faceDown: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const bound: string[] = [];
    const faceDown = instruction['faceDown'] === true;
    for (const id of resolveCards(ctx, instruction['cards'], frame)) {
      const card = ctx.state.cards[id];
      if (card === undefined) continue;
      const placed = moveCard(ctx, id, zoneKey(card.owner, 'bind'), {
        by: frame.controller,
        reason: 'bind',
        ...(faceDown ? { faceUp: false } : {}),
      });
      const object = ctx.state.cards[placed];
      if (object !== undefined && object.zone.endsWith('/bind')) {
        // 4.12.5: one bundle per binding card; 4.12.3: a face-down bound card is seen by its owner only.
        if (frame.source !== undefined) bindStatus.set(object, 'boundBy', frame.source);
        if (faceDown) object.knownTo = [object.owner];
      }
      bound.push(placed);
    }
    if (typeof instruction['as'] === 'string') frame.vars[instruction['as']] = bound;
    return verbDone;
  },
});

export const vanguardVerbs = [
  standTrigger,
  bind,
  counterBlast,
  soulBlast,
  counterCharge,
  soulCharge,
  discard,
  retireVerb,
  flip,
  stand,
  rest,
  dealDamageVerb,
  heal,
  call,
  callOne,
  modify,
  orderLimit,
];
