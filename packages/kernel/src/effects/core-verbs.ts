import { z } from 'zod';
import { askSelect, confirmQuestion } from '../decisions/ask-select.js';
import { isChooseAction } from '../decisions/decision.js';
import type { EffectsContext, Verb } from './effects-context.js';
import { EngineFault } from '../rules/rule-error.js';
import { declareWinner, markLoss } from '../rules/outcome.js';
import type { CardId, CardObject, PlayerId } from '../state/game-state.js';
import type { Json, JsonObject } from '../state/json.js';
import { clearStatusKey, ownStatus } from '../state/card-status.js';
import { addDelayedTrigger, emitEvent } from './triggers.js';
import { canSee, cardsIn, renewInPlace, shuffleZone, zoneKeysOf } from '../zones/zone-ops.js';
import { moveCard, type MoveOptions } from './move-card.js';
import { zoneKey } from '../zones/zone-key.js';
import { abilityRef } from '../abilities/ability.js';
import {
  abilitiesHeld,
  addContinuousEffect,
  removeContinuousEffect,
  layerFor,
  modificationOf,
  modificationParams,
  numericStat,
  resolveAffected,
  type Modification,
} from './continuous.js';
import { testPredicate } from './conditions.js';
import { canPayCost, pushEffectAfterRunning } from './interpreter.js';
import { expand, verbDone, type EffectFrame, type Instruction, type Predicate, type VerbResult } from './instruction.js';
import { addReplacement, replaceEvent } from './replacement.js';
import { chooseCards } from './choose-cards.js';
import { defineCoreVerb } from './typed-verbs.js';
import { choosableBy } from './restrictions.js';
import { liveCards, resolveCards, resolveNumber, resolvePlayer } from './values.js';
import type { InstructionSchemas } from './language.js';

/** A program parameter (`then`, `body`, `effect`…): card data was checked against the verb's `l.program` at load. */
export function programOf(value: Json | undefined): Instruction[] {
  return Array.isArray(value) ? (value as Instruction[]) : [];
}

/** Where a move goes: `to` a zone name, for `player` (default: the card's owner), in an optional `slot`. */
export function destinationKey(ctx: EffectsContext, instruction: Instruction, frame: EffectFrame, card: CardId): string {
  const zone = String(instruction['to']);
  const definition = ctx.title.zones.get(zone);
  if (definition === undefined) throw new EngineFault(`move to unknown zone "${zone}"`);
  if (definition.scope === 'shared') return zoneKey('shared', zone, slotOf(instruction, frame));
  const owner = ctx.state.cards[card]?.owner ?? frame.controller;
  const player = instruction['player'] === undefined ? owner : resolvePlayer(ctx, instruction['player'], frame);
  return zoneKey(player, zone, slotOf(instruction, frame));
}

function slotOf(instruction: Instruction, frame: EffectFrame): string | undefined {
  const slot = instruction['slot'];
  if (slot === undefined || slot === null) return undefined;
  if (typeof slot === 'object' && !Array.isArray(slot) && typeof slot['var'] === 'string') {
    const value = frame.vars[slot['var']];
    return Array.isArray(value) ? String(value[0]) : String(value);
  }
  return String(slot);
}

/**
 * For a title verb whose event is not a zone change (a destruction, damage to a player…): checks
 * replacement effects for `verb` on each of `cards` through the kernel's one mechanism (`replaceEvent`).
 * Returns `null` when none applies; otherwise the instruction again for the cards whose event still
 * happens (their replacement programs run first), so the verb should return it.
 */
export function replaceFirst(
  ctx: EffectsContext,
  verb: string,
  instruction: Instruction,
  frame: EffectFrame,
  cards: readonly CardId[],
): VerbResult | null {
  const kept = cards.filter(
    (card) => !replaceEvent(ctx, { type: verb, card, player: frame.controller, otherwise: [{ ...instruction, cards: [card] }] }),
  );
  if (kept.length === cards.length) return null;
  return expand(kept.length === 0 ? [] : [{ ...instruction, cards: kept }]);
}

const move = defineCoreVerb({
  name: 'move',
  params: (l) => ({
    cards: l.cards,
    to: l.zone,
    player: l.player.optional(),
    slot: z.union([z.string(), l.variable]).optional(),
    reason: z.string().optional(),
    position: z.enum(['top', 'bottom']).optional(),
    faceUp: z.boolean().optional(),
    as: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const ids = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)).map((c) => c.id);
    // Replacement effects are checked by `moveCard` itself, for every move.
    const moved: CardId[] = [];
    for (const id of ids) {
      const options: Parameters<typeof moveCard>[3] = { by: frame.controller, reason: String(instruction['reason'] ?? 'effect') };
      if (instruction['position'] === 'bottom') options.position = 'bottom';
      if (typeof instruction['faceUp'] === 'boolean') options.faceUp = instruction['faceUp'];
      moved.push(moveCard(ctx, id, destinationKey(ctx, instruction, frame, id), options));
    }
    if (typeof instruction['as'] === 'string') frame.vars[instruction['as']] = moved;
    return verbDone;
  },
  canPay: (ctx, instruction, frame) => {
    const ids = resolveCards(ctx, instruction['cards'], frame);
    return ids.length > 0 && liveCards(ctx, ids).length === ids.length;
  },
});

/** The frame variable a `repeat` with `distinct` keeps the cards chosen in its repetitions in (VG 12.7.3). */
const distinctChoicesVar = '__chosen-in-repeat';

const choose = defineCoreVerb({
  name: 'choose',
  params: (l) => ({
    from: l.cards,
    as: z.string().optional(),
    player: l.player.optional(),
    count: l.number.optional(),
    min: l.number.optional(),
    max: l.number.optional(),
    upTo: z.boolean().optional(),
    always: z.boolean().optional(),
    prompt: z.string().optional(),
    rule: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const count = instruction['count'] === undefined ? undefined : resolveNumber(ctx, instruction['count'], frame);
    const max = count ?? resolveNumber(ctx, instruction['max'], frame, 1);
    // "Choose N" means as many as possible up to N (VG 11.8.4); "up to N" allows none.
    const min = instruction['upTo'] === true ? 0 : (count ?? resolveNumber(ctx, instruction['min'], frame, max));
    // A card that cannot be chosen is never a candidate (VG 7.50.2; Resist, VG 14.15.1): `chooseCards` sees to it.
    const chosenBefore = frame.vars[distinctChoicesVar];
    const excluded = Array.isArray(chosenBefore) ? chosenBefore : [];
    const choice = chooseCards(ctx, frame, {
      player: resolvePlayer(ctx, instruction['player'], frame),
      candidates: resolveCards(ctx, instruction['from'], frame).filter((id) => !excluded.includes(id)),
      min,
      max,
      prompt: String(instruction['prompt'] ?? `Choose ${min === max ? max : `${min}–${max}`} card(s)`),
      ...(typeof instruction['rule'] === 'string' ? { rule: instruction['rule'] } : {}),
      always: instruction['always'] === true,
    });
    if ('ask' in choice) return choice.ask;
    frame.vars[String(instruction['as'] ?? 'chosen')] = choice.chosen;
    if (Array.isArray(chosenBefore)) frame.vars[distinctChoicesVar] = [...chosenBefore, ...choice.chosen];
    if (choice.chosen.length > 0) ctx.title.definition.onChosen?.(ctx, choice.chosen, frame);
    return verbDone;
  },
  canPay(ctx, instruction, frame) {
    const needed = resolveNumber(ctx, instruction['count'] ?? instruction['min'], frame, 1);
    const chooser = resolvePlayer(ctx, instruction['player'], frame);
    return choosableBy(ctx, resolveCards(ctx, instruction['from'], frame), chooser, frame).length >= needed;
  },
});

const draw = defineCoreVerb({
  name: 'draw',
  params: (l) => ({ count: l.number.optional(), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const count = resolveNumber(ctx, instruction['count'], frame, 1);
    const player = resolvePlayer(ctx, instruction['player'], frame);
    return expand(Array.from({ length: count }, () => ({ do: 'draw-one', player })));
  },
});

/** One card from the top of the deck to the hand; from an empty deck nothing moves and titles decide the rest. */
const drawOne = defineCoreVerb({
  name: 'draw-one',
  params: (l) => ({ player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'], frame);
    drawCard(ctx, player);
    return verbDone;
  },
});

export function drawCard(ctx: EffectsContext, player: PlayerId, detail?: JsonObject): CardId | null {
  const { deck, hand } = ctx.title.definition.roles;
  const deckKey = zoneKeysOf(ctx, player, deck)[0] as string;
  const top = cardsIn(ctx, deckKey)[0];
  if (top === undefined) {
    emitEvent(ctx, { type: 'draw-from-empty-deck', player });
    return null;
  }
  return moveCard(ctx, top, zoneKeysOf(ctx, player, hand)[0] as string, {
    by: player,
    reason: 'draw',
    ...(detail === undefined ? {} : { detail }),
  });
}

const shuffle = defineCoreVerb({
  name: 'shuffle',
  params: (l) => ({ player: l.player.optional(), zone: l.zone.optional(), except: l.cards.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'], frame);
    // `except`: cards that keep their places while the others are randomised (VG 7.12.2: after a search,
    // the cards found are not shuffled).
    const kept = new Set(instruction['except'] === undefined ? [] : resolveCards(ctx, instruction['except'], frame));
    for (const key of zoneKeysOf(ctx, player, String(instruction['zone'] ?? ctx.title.definition.roles.deck))) {
      shuffleZone(ctx, key, kept);
    }
    return verbDone;
  },
});

/**
 * Creates a continuous effect on `cards` (their set locked now, VG 11.11.4). Besides a fixed modification:
 * `reach` / `reachOf` raise or lower the stat to a value (a number, or the current value of the first of
 * `reachOf`'s cards), `double` doubles it: each is an addition of the difference measured now, card by card,
 * which does not change afterwards (VG 11.11.4.1, 11.11.4.1.1); `copyFrom` gives each card the current value of
 * the same stat of the first of those cards for as long as the effect lasts ("has the same abilities / values
 * as", BD 524). `grantAbilitiesOf` (stat `abilities`): each card gains every ability the first of those cards
 * holds now, fixed at resolution (VG 7.14.1, 11.11.4).
 */
/** The parameters of the `modify` verb, for a title's verb that wraps it (`modifyCards`). */
export function modifyParams(l: InstructionSchemas) {
  return {
    cards: l.cards,
    stat: z.string(),
    ...modificationParams(l),
    reach: l.number.optional(),
    reachOf: l.cards.optional(),
    double: z.boolean().optional(),
    copyFrom: l.cards.optional(),
    grantAbilitiesOf: l.cards.optional(),
    layer: z.string().optional(),
    duration: z.string().optional(),
  };
}

const modify = defineCoreVerb({
  name: 'modify',
  params: modifyParams,
  run(ctx, instruction, frame) {
    modifyCards(ctx, instruction, frame, resolveAffected(ctx, instruction['cards'], frame));
    return verbDone;
  },
});

/**
 * What `modify` does, for `cards` (the affected cards, resolved and filtered by the caller: a title's verb may
 * leave out cards its rules protect): creates the continuous effects (see `modify`).
 */
export function modifyCards(ctx: EffectsContext, instruction: Instruction, frame: EffectFrame, cards: readonly CardId[]): void {
  const stat = String(instruction['stat']);
  if (instruction['grantAbilitiesOf'] !== undefined) return grantAbilitiesOf(ctx, instruction, frame, cards);
  const text = frame.source === undefined ? undefined : (ctx.state.cards[frame.source] ?? ctx.state.lastKnown[frame.source])?.card;
  const fixed = modificationOf(instruction, text);
  const copied = instruction['copyFrom'] === undefined ? undefined : resolveCards(ctx, instruction['copyFrom'], frame)[0];
  const reachOf = instruction['reachOf'] === undefined ? undefined : resolveCards(ctx, instruction['reachOf'], frame)[0];
  const target =
    instruction['reach'] !== undefined
      ? resolveNumber(ctx, instruction['reach'], frame)
      : reachOf === undefined
        ? undefined
        : numericStat(ctx, reachOf, stat);
  const measured = target !== undefined || instruction['double'] === true;
  if (fixed === null && copied === undefined && !measured) {
    if (instruction['copyFrom'] !== undefined || instruction['reachOf'] !== undefined) return; // nothing to copy or reach
    throw new EngineFault('modify needs add, set, grant, remove, grantAbility, reach, reachOf, double, copyFrom or grantAbilitiesOf');
  }
  if (cards.length === 0) return;
  const create = (affected: CardId[], modification: Modification): void => {
    const effect: Parameters<typeof addContinuousEffect>[1] = {
      layer: layerFor(ctx, instruction['layer'], modification),
      controller: frame.controller,
      cards: affected,
      stat,
      modification,
      duration: String(instruction['duration'] ?? 'turn'),
    };
    if (frame.source !== undefined) effect.source = frame.source;
    addContinuousEffect(ctx, effect);
  };
  if (!measured) return create([...cards], fixed ?? { copy: copied! });
  // 11.11.4.1: the difference each card has now, as an addition that stays as it is.
  for (const card of cards) {
    const current = numericStat(ctx, card, stat);
    create([card], { add: target === undefined ? current : target - current });
  }
}

function grantAbilitiesOf(ctx: EffectsContext, instruction: Instruction, frame: EffectFrame, cards: readonly CardId[]): void {
  const model = resolveCards(ctx, instruction['grantAbilitiesOf'], frame)[0];
  const card = model === undefined ? undefined : (ctx.state.cards[model] ?? ctx.state.lastKnown[model]);
  if (card === undefined || cards.length === 0) return;
  for (const held of abilitiesHeld(ctx, card)) {
    const effect: Parameters<typeof addContinuousEffect>[1] = {
      layer: layerFor(ctx, instruction['layer'], { grant: '' }),
      controller: frame.controller,
      cards: [...cards],
      stat: 'abilities',
      modification: { grant: abilityRef(held.card, held.index) },
      duration: String(instruction['duration'] ?? 'turn'),
    };
    if (frame.source !== undefined) effect.source = frame.source;
    addContinuousEffect(ctx, effect);
  }
}

/**
 * Nullifies continuous effects already created (VG 11.11.8): every effect that affects one of `cards` (and,
 * when given, whose controller is `controller` and that modifies `stat`) ends now, as a whole: an effect
 * that also affected other cards ends for them too (VG 11.11.8.1). Effects of continuous abilities are not
 * records and are not touched.
 */
const endEffects = defineCoreVerb({
  name: 'end-effects',
  params: (l) => ({ cards: l.cards, controller: l.player.optional(), stat: z.string().optional() }),
  run(ctx, instruction, frame) {
    const cards = new Set(resolveCards(ctx, instruction['cards'], frame));
    const controller = instruction['controller'] === undefined ? undefined : resolvePlayer(ctx, instruction['controller'], frame);
    const stat = instruction['stat'] as string | undefined;
    for (const effect of [...ctx.state.effects]) {
      if (!effect.cards.some((id) => cards.has(id))) continue;
      if ((controller !== undefined && effect.controller !== controller) || (stat !== undefined && effect.stat !== stat)) continue;
      // VG 12.5.2: an effect the title says this effect's master cannot affect stays.
      if (ctx.title.restrictions.some((r) => r.cannotEndEffect?.(ctx, effect, frame.controller) === true)) continue;
      removeContinuousEffect(ctx, effect.id);
    }
    return verbDone;
  },
});

const setStatus = defineCoreVerb({
  name: 'set-status',
  params: (l) => ({ cards: l.cards, key: z.string(), value: l.json.optional() }),
  run(ctx, instruction, frame) {
    const key = String(instruction['key']);
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      const value = instruction['value'] ?? true;
      if (value === null) clearStatusKey(card, key);
      else ownStatus(card)[key] = value;
    }
    return verbDone;
  },
  canPay(ctx, instruction, frame) {
    const ids = resolveCards(ctx, instruction['cards'], frame);
    const cards = liveCards(ctx, ids);
    const value = instruction['value'] ?? true;
    return cards.length === ids.length && cards.length > 0 && cards.every((c) => (c.status[String(instruction['key'])] ?? null) !== value);
  },
});

const playerStatus = defineCoreVerb({
  name: 'player-status',
  params: (l) => ({ player: l.player.optional(), key: z.string(), add: z.number().optional(), set: l.json.optional() }),
  run(ctx, instruction, frame) {
    const player = ctx.state.players.find((p) => p.id === resolvePlayer(ctx, instruction['player'], frame));
    if (player === undefined) throw new EngineFault('unknown player');
    const key = String(instruction['key']);
    if (typeof instruction['add'] === 'number') {
      const current = player.status[key];
      ownStatus(player)[key] = (typeof current === 'number' ? current : 0) + instruction['add'];
    } else {
      ownStatus(player)[key] = instruction['set'] ?? null;
    }
    return verbDone;
  },
  canPay(ctx, instruction, frame) {
    const player = ctx.state.players.find((p) => p.id === resolvePlayer(ctx, instruction['player'], frame));
    const current = player?.status[String(instruction['key'])];
    const add = instruction['add'];
    return typeof add !== 'number' || add >= 0 || (typeof current === 'number' ? current : 0) + add >= 0;
  },
});

const branch = defineCoreVerb({
  name: 'if',
  params: (l) => ({ test: l.predicate, subject: l.cards.optional(), then: l.program.optional(), else: l.program.optional() }),
  run(ctx, instruction, frame) {
    const subject = instruction['subject'] === undefined ? frame.source : resolveCards(ctx, instruction['subject'], frame)[0];
    const holds = testPredicate(ctx, instruction['test'] as Predicate, subject, frame);
    return expand(programOf(holds ? instruction['then'] : instruction['else']));
  },
});

/**
 * An optional instruction. With `cost` it is "by doing X, Y" (BD 532): X is offered only when every part of
 * it can be carried out in full (the verbs' `canPay`, BD 532-1a:i), otherwise nothing is asked and `else`
 * runs (532-1b); choosing it carries out X, then Y (532-1a).
 */
const may = defineCoreVerb({
  name: 'may',
  params: (l) => ({
    player: l.player.optional(),
    prompt: z.string().optional(),
    cost: l.program.optional(),
    then: l.program.optional(),
    else: l.program.optional(),
  }),
  run(ctx, instruction, frame) {
    const cost = instruction['cost'] === undefined ? [] : programOf(instruction['cost']);
    // The cost is checked before asking (532-1b), not once the player has answered.
    const answered = frame.answer !== undefined && isChooseAction(frame.answer);
    if (!answered && !canPayCost(ctx, cost, frame)) return expand(programOf(instruction['else']));
    const player = resolvePlayer(ctx, instruction['player'], frame);
    const asked = askSelect(frame.answer, confirmQuestion(player, String(instruction['prompt'] ?? 'Do it?')));
    if ('ask' in asked) return asked.ask;
    return expand(asked.picked[0] === 'yes' ? [...cost, ...programOf(instruction['then'])] : programOf(instruction['else']));
  },
});

const repeat = defineCoreVerb({
  name: 'repeat',
  params: (l) => ({ times: l.number.optional(), body: l.program, distinct: z.boolean().optional() }),
  run(ctx, instruction, frame) {
    const times = resolveNumber(ctx, instruction['times'], frame, 1);
    const body = programOf(instruction['body']);
    const repeated = Array.from({ length: times }, () => body).flat();
    if (instruction['distinct'] !== true) return expand(repeated);
    // `distinct` (VG 12.7.3): until every repetition is done, what one repetition chose cannot be chosen again.
    return expand([
      { do: 'set-var', as: distinctChoicesVar, value: [] },
      ...repeated,
      { do: 'set-var', as: distinctChoicesVar, value: null },
    ]);
  },
});

const setVar = defineCoreVerb({
  name: 'set-var',
  params: (l) => ({ as: z.string(), value: l.json.optional() }),
  run(_ctx, instruction, frame) {
    frame.vars[String(instruction['as'])] = instruction['value'] ?? null;
    return verbDone;
  },
});

const count = defineCoreVerb({
  name: 'count',
  params: (l) => ({ as: z.string(), cards: l.cards }),
  run(ctx, instruction, frame) {
    frame.vars[String(instruction['as'])] = resolveCards(ctx, instruction['cards'], frame).length;
    return verbDone;
  },
});

const lose = defineCoreVerb({
  name: 'lose',
  params: (l) => ({ player: l.player.optional(), reason: z.string().optional() }),
  run(ctx, instruction, frame) {
    markLoss(ctx, resolvePlayer(ctx, instruction['player'], frame), String(instruction['reason'] ?? 'effect'), true);
    return verbDone;
  },
});

const win = defineCoreVerb({
  name: 'win',
  params: (l) => ({ player: l.player.optional(), reason: z.string().optional() }),
  run(ctx, instruction, frame) {
    declareWinner(ctx, resolvePlayer(ctx, instruction['player'], frame), String(instruction['reason'] ?? 'effect'));
    return verbDone;
  },
});

const reveal = defineCoreVerb({
  name: 'reveal',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const everyone = ctx.state.players.map((p) => p.id);
    const cards = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame));
    const before: JsonObject = {};
    for (const card of cards) {
      before[card.id] = card.knownTo === undefined ? null : [...card.knownTo];
      card.knownTo = everyone;
    }
    emitEvent(ctx, {
      type: 'revealed',
      player: frame.controller,
      detail: { cards: cards.map((c) => c.id), definitions: cards.map((c) => c.card) },
    });
    // VG 7.10.3.1: shown until the effect is over, then put back as they were.
    if (ctx.title.definition.revealLasts === 'effect' && cards.length > 0)
      pushEffectAfterRunning(ctx, [{ do: 'end-reveal', known: before }], frame);
    return verbDone;
  },
});

/**
 * The end of a reveal that lasts the effect (`revealLasts: 'effect'`): each card still there is known as before.
 * A card that someone saw revealed and may no longer see (one shown from the hand or left on the deck) becomes a
 * new object in its place, as a card going out of sight does (`moveCard`): its revealed id, in the log for all,
 * would otherwise follow it in a zone they may not see. The `concealed` event tells the new id only to those who
 * still see it (VG reading 460).
 */
const endReveal = defineCoreVerb({
  name: 'end-reveal',
  params: () => ({ known: z.record(z.string(), z.array(z.string()).nullable()) }),
  run(ctx, instruction, frame) {
    for (const [id, known] of Object.entries(instruction['known'] as Record<string, string[] | null>)) {
      const card = ctx.state.cards[id];
      if (card === undefined) continue;
      if (known === null) delete card.knownTo;
      else card.knownTo = [...known];
      const unseeing = ctx.state.players.map((p) => p.id).filter((p) => !canSee(ctx, card, p));
      if (unseeing.length > 0) concealInPlace(ctx, card, unseeing, frame.controller);
    }
    return verbDone;
  },
});

/** The card as a new object with a new id where it lies (its place in the zone kept); the old one's last-known information stays. */
function concealInPlace(ctx: EffectsContext, card: CardObject, unseeing: PlayerId[], by: PlayerId): void {
  ctx.state.lastKnown[card.id] = card;
  const fresh = renewInPlace(ctx, card);
  const withheld: Record<PlayerId, string[]> = {};
  for (const player of unseeing) withheld[player] = ['card'];
  emitEvent(ctx, { type: 'concealed', player: by, detail: { card: fresh.id, previous: card.id, zone: card.zone }, withheld });
}

const emit = defineCoreVerb({
  name: 'emit',
  params: (l) => ({ event: z.string().min(1), detail: z.record(z.string(), l.json).optional() }),
  run(ctx, instruction, frame) {
    const detail: JsonObject = { ...((instruction['detail'] as JsonObject | undefined) ?? {}) };
    if (frame.source !== undefined) detail['source'] = frame.source;
    emitEvent(ctx, { type: String(instruction['event']), player: frame.controller, detail });
    return verbDone;
  },
});

const delayed = defineCoreVerb({
  name: 'delayed',
  params: (l) => ({
    event: z.string().min(1),
    effect: l.program,
    match: l.predicate.optional(),
    once: z.boolean().optional(),
    duration: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const trigger: Parameters<typeof addDelayedTrigger>[1] = {
      controller: frame.controller,
      event: String(instruction['event']),
      effect: programOf(instruction['effect']),
      once: instruction['once'] !== false,
      duration: String(instruction['duration'] ?? 'game'),
    };
    if (frame.source !== undefined) trigger.source = frame.source;
    if (instruction['match'] !== undefined) trigger.match = instruction['match'] as Predicate;
    addDelayedTrigger(ctx, trigger);
    return verbDone;
  },
});

/**
 * The event of a replaced move that happens after all (every optional replacement declined, VG 11.3.1.3.2):
 * the same move, with the same options.
 */
const performMove = defineCoreVerb({
  name: 'perform-move',
  params: (l) => ({ card: z.string(), to: z.string(), options: l.json.optional() }),
  run(ctx, instruction) {
    const card = String(instruction['card']);
    if (ctx.state.cards[card] !== undefined) moveCard(ctx, card, String(instruction['to']), (instruction['options'] ?? {}) as MoveOptions);
    return verbDone;
  },
});

const replace = defineCoreVerb({
  name: 'replace',
  params: (l) => ({
    replaces: z.string().min(1),
    instead: l.program,
    optional: l.program.optional(),
    match: l.predicate.optional(),
    duration: z.string().optional(),
    uses: z.number().int().positive().optional(),
  }),
  run(ctx, instruction, frame) {
    const replacement: Parameters<typeof addReplacement>[1] = {
      controller: frame.controller,
      replaces: String(instruction['replaces']),
      instead: programOf(instruction['instead']),
      duration: String(instruction['duration'] ?? 'turn'),
    };
    if (frame.source !== undefined) replacement.source = frame.source;
    if (instruction['match'] !== undefined) replacement.match = instruction['match'] as Predicate;
    if (typeof instruction['uses'] === 'number') replacement.uses = instruction['uses'];
    if (instruction['optional'] !== undefined) replacement.optional = programOf(instruction['optional']);
    addReplacement(ctx, replacement);
    return verbDone;
  },
});

/**
 * Grants `player` an extra turn right after the current one. The most recently granted goes first
 * (VG 18.2.2), so grants stack (the turn passes to the last one pushed).
 */
const extraTurn = defineCoreVerb({
  name: 'extra-turn',
  params: (l) => ({ player: l.player.optional() }),
  run(ctx, instruction, frame) {
    ctx.state.turn.extraTurns.push(resolvePlayer(ctx, instruction['player'], frame));
    return verbDone;
  },
});

/** The kernel's title-independent verbs, with their names and parameters in their types. */
export const typedCoreVerbs = [
  move,
  choose,
  draw,
  drawOne,
  shuffle,
  modify,
  endEffects,
  performMove,
  setStatus,
  playerStatus,
  branch,
  may,
  repeat,
  setVar,
  count,
  lose,
  win,
  reveal,
  endReveal,
  emit,
  delayed,
  replace,
  extraTurn,
];

/** The kernel's title-independent verbs, as contributions to every title. */
export const coreVerbs: readonly Verb<EffectsContext>[] = typedCoreVerbs.map((verb) => ({ ...verb, title: '*' }));
