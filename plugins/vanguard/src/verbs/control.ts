/**
 * Control (支配する, 7.39): the master of the effect treats an opponent's unit as if it were its master — the
 * card's `controller` becomes that fighter (7.39.1, 7.39.1.1) while it stays on its owner's circle, whose master
 * does not change (7.39.5). The kernel's `controlZones` (the field) then counts it among the controlling
 * fighter's units and not its owner's for every `{ zone: 'field', player }` selector (7.39.2, 7.39.2.1,
 * 7.39.2.2, 7.39.1.1.1); its abilities are the controller's to play (7.39.2.3: the kernel plays a card's
 * abilities for its controller). A unit already controlled is not controlled again (7.39.1.1.2).
 *
 * How long: with no period named, only while the effect that controls it resolves (7.39.1.2): `then` is the
 * rest of that effect, after which control ends. `duration: 'battle'` lasts to the end of the battle, and
 * "control it and put it on your (G)C" always does (7.39.1.2.1); `duration: 'turn'` to the end phase
 * (reading, docs/titles/vanguard.md: released with the end phase's first step, 9.11.3).
 *
 * Moves (7.39.4): to a zone that is not a circle it goes to its owner's zone (7.39.4.1: the kernel's moves and
 * retire send a card to its owner's zones); to a rear-guard or vanguard circle of a fighter other than its
 * owner the move is not done (7.39.4.2, a rule replacement); others are normal (7.39.4.3). A new object (it
 * changed zone, or was locked, 7.39.2.4) has its owner as controller again. It cannot boost or intercept
 * (7.39.6: boost needs the attacker's master's back row, intercept the unit's master's guard step), and a gift
 * marker's modification of its circle does not apply to it (7.39.8, see rule-modifications.ts).
 */
import {
  cardsIn,
  defineVerb,
  emitEvent,
  expand,
  liveCards,
  moveCard,
  resolveCards,
  verbDone,
  zoneKeysOf,
  type ConditionContribution,
  type GameContext,
  type Instruction,
  type ReplacementRule,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from '../cards/status.js';
import { currentBattle } from '../state.js';
import { circleKey, circleOf, circleOfKey } from '../zones.js';
import { verbCardStatus } from './status.js';
import { legionPartner } from '../premium/legion-state.js';
import { anyCardInWhere } from '../card-presence.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** Whether `id` is controlled (7.39.1.1): its controller is not its owner. */
export function isControlled(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && card.controller !== card.owner;
}

/**
 * The column of a unit as its controller sees it (7.39.3): a controlled unit on its owner's right column is in the
 * controller's left column, and the reverse (7.39.3.1); the centre stays the centre. Null off the columns.
 */
export function columnForController(ctx: GameContext, id: string): 'left' | 'centre' | 'right' | null {
  const circle = circleOf(ctx, id);
  if (circle === undefined || circle.column === null) return null;
  if (!isControlled(ctx, id)) return circle.column;
  return circle.column === 'left' ? 'right' : circle.column === 'right' ? 'left' : 'centre';
}

function release(ctx: GameContext, id: string): void {
  const card = ctx.state.cards[id];
  if (card === undefined || card.controller === card.owner) return;
  card.controller = card.owner;
  verbCardStatus.clear(card, 'controlledUntil');
  emitEvent(ctx, { type: 'control-ended', player: card.owner, detail: { card: id } });
}

/**
 * `{ do: 'control', cards, then?, duration?, toGuardianCircle? }` (7.39). With `toGuardianCircle` the unit is put
 * on the controller's guardian circle, rested, guarding the first attacked unit, for that battle (7.39.1.2.1).
 */
export const controlVerb = defineVerb({
  name: 'control',
  rule: 'VG 7.39',
  params: (l) => ({
    cards: l.cards,
    then: l.program.optional(),
    duration: z.enum(['effect', 'battle', 'turn']).optional(),
    toGuardianCircle: z.boolean().optional(),
  }),
  run(ctx, instruction, frame) {
    const toGuardian = instruction['toGuardianCircle'] === true;
    const battle = currentBattle(ctx);
    if (toGuardian && battle === null) return verbDone;
    const duration = toGuardian ? 'battle' : String(instruction['duration'] ?? 'effect');
    const controlled: string[] = [];
    // 7.39.1.4: controlling either unit of a legion pair controls the other too.
    const named = resolveCards(ctx, instruction['cards'], frame);
    const withPartners = [
      ...new Set(named.flatMap((id) => [id, ...(toGuardian ? [] : [legionPartner(ctx, id)].filter((p) => p !== undefined))])),
    ];
    for (const card of liveCards(ctx, withPartners)) {
      if (circleOf(ctx, card.id) === undefined || card.controller !== card.owner || card.owner === frame.controller) continue;
      let id = card.id;
      if (toGuardian) {
        // A move within the field keeps the object (4.1.8), so the control set below stays on it.
        id = moveCard(ctx, id, circleKey(frame.controller, 'gc'), { by: frame.controller, reason: 'control-guard' });
        const object = ctx.state.cards[id]!;
        cardStatus.set(object, 'rested', true);
        const guarded = battle!.targets.find((t) => ctx.state.cards[t] !== undefined);
        if (guarded !== undefined) cardStatus.set(object, 'guarding', guarded);
      }
      const object = ctx.state.cards[id]!;
      object.controller = frame.controller;
      if (duration !== 'effect') verbCardStatus.set(object, 'controlledUntil', duration === 'battle' ? 'battle' : 'turn');
      emitEvent(ctx, { type: 'controlled', player: frame.controller, detail: { card: id } });
      controlled.push(id);
    }
    const then = (instruction['then'] ?? []) as Instruction[];
    if (duration !== 'effect') return expand(then);
    return expand([...then, { do: 'end-control', cards: controlled }]);
  },
});

/** `{ do: 'end-control', cards }`: control of these units ends (the end of the controlling effect, 7.39.1.2). */
export const endControlVerb = defineVerb({
  name: 'end-control',
  rule: 'VG 7.39.1.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const id of resolveCards(ctx, instruction['cards'], frame)) release(ctx, id);
    return verbDone;
  },
});

function expiredControls(ctx: GameContext, endOfTurn: boolean): string[] {
  const out: string[] = [];
  const battle = currentBattle(ctx);
  for (const { id: player } of ctx.state.players) {
    // The field's slots are the circles, in the same order (zones.ts): one list of keys per fighter.
    for (const key of zoneKeysOf(ctx, player, 'field')) {
      for (const id of cardsIn(ctx, key)) {
        const until = verbCardStatus.get(ctx.state.cards[id], 'controlledUntil');
        if ((until === 'battle' && battle === null) || (until === 'turn' && endOfTurn)) out.push(id);
      }
    }
  }
  return out;
}

/**
 * Whether some unit's control "for that battle" has ended: what `expiredControls(ctx, false).length > 0` says
 * once no battle is in progress, stopping at the first, with no list made (issue 14: read at every check timing).
 */
function anyBattleControlExpired(ctx: GameContext): boolean {
  return anyCardInWhere(ctx, 'field', controlledForTheBattle);
}

const controlledForTheBattle = (ctx: GameContext, id: string): boolean =>
  verbCardStatus.get(ctx.state.cards[id], 'controlledUntil') === 'battle';

/** Control "for that battle" ends once the battle is over (7.39.1.2.1): checked with the rule processes. */
export const controlExpiryProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'control-expiry',
  rule: 'VG 7.39.1.2.1',
  order: 97,
  timing: 'check',
  // Only control "for that battle" expires here, and only once no battle is in progress (issue 14: no scan during one).
  applies: (ctx) => currentBattle(ctx) === null && anyBattleControlExpired(ctx),
  perform(ctx) {
    for (const id of expiredControls(ctx, false)) release(ctx, id);
  },
};

/** Control "this turn" ends in the end phase (reading: with its first step, beside 9.11.3). */
export function endTurnControls(ctx: GameContext): void {
  for (const id of expiredControls(ctx, true)) release(ctx, id);
}

export const controlConditions: Condition[] = [
  { name: 'controlled', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isControlled(ctx, s) },
  {
    // The move about to happen takes a controlled unit to a rear-guard or vanguard circle of another fighter
    // than its owner (7.39.4.2).
    name: 'controlled-to-foreign-circle',
    params: () => ({}),
    test: (ctx, _p, s, f) => {
      const card = s === undefined ? undefined : ctx.state.cards[s];
      const to = String(f.event?.detail?.['to'] ?? '');
      const circle = circleOfKey(to);
      return (
        card !== undefined &&
        card.controller !== card.owner &&
        (circle?.kind === 'rear-guard' || circle?.kind === 'vanguard') &&
        to.slice(0, to.indexOf('/')) !== card.owner
      );
    },
  },
];

/** 7.39.4.2: such a move is not done. */
export const controlledMoveRule: ReplacementRule = {
  name: 'controlled-to-foreign-circle',
  rule: 'VG 7.39.4.2',
  replaces: 'move',
  match: { test: 'controlled-to-foreign-circle' },
  instead: [],
};
