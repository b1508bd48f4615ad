/**
 * Lock (呪縛, 7.30) and unlock (解呪, 7.31).
 *
 * A locked card stays on its circle as a new object (7.30.1.1), face down and standing, but it is neither
 * standing nor rested when anything asks (7.30.1.3), and it has none of the information written on it, given
 * or gained (7.30.1.2): no abilities (the kernel's `losesAbilities` restriction), no stats (a rule modification
 * in the last layer), no unit — it cannot attack, boost, intercept or be attacked, and "unit" tests skip it.
 * Its circle has the lock attribute while it is there (7.30.3, 4.9.2.7): no card is called there and nothing
 * moves in or out of it; when the card leaves or is unlocked the circle is a rear-guard circle again
 * (7.30.3.1). Every fighter may still look at its face (4.9.3.1: the field is public).
 *
 * Unlocking turns it face up, standing, again a new object (7.31.1, 7.31.1.1); that is not standing up from
 * rest (7.31.2: no `stood`) and not appearing (7.31.4: no `moved` event). Turning a locked card face up by any
 * means unlocks it (7.30.2, 7.31.3: see `flip`). In a fighter's end phase their locked and deleted cards are
 * unlocked and undeleted (9.11.3), and AUTOs "when unlocked" wait for the check timing that follows (9.11.7).
 */
import {
  askSelect,
  cardsIn,
  defineVerb,
  eraseCard,
  emitEvent,
  expand,
  liveCards,
  moveCard,
  resolveCards,
  verbDone,
  zoneKey,
  type CardObject,
  type ConditionContribution,
  type ProcedureContribution,
  type GameContext,
  type Instruction,
  type RestrictionContribution,
  type RuleModification,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus } from '../cards/status.js';
import { circleKey, circleNamed, circleOf, circleOfKey, circles } from '../zones.js';
import { endTurnControls } from './control.js';
import { verbCardStatus } from './status.js';
import { synthesizedUnder } from '../dress/beast-synthesis.js';
import { kwBCardStatus } from '../keywords/kw-b-status.js';
import { isGUnit } from '../premium/g-zone.js';

type Condition = Omit<ConditionContribution, 'title'>;
type Restriction = Omit<RestrictionContribution, 'title'>;

export function isLocked(ctx: GameContext, id: string | undefined): boolean {
  return id !== undefined && verbCardStatus.get(ctx.state.cards[id], 'locked') === true;
}

/** 7.30.3: a circle of `player` has the lock attribute while a locked card is on it. */
export function circleLocked(ctx: GameContext, player: string, circle: string): boolean {
  return cardsIn(ctx, circleKey(player, circle)).some((id) => isLocked(ctx, id));
}

/**
 * Locks one card on a circle (7.30.1.1): a new object there, face down, standing, without information. A worn
 * unit (on the vanguard circle, kept in the `worn` zone, reading 37) can be locked too; rule process 13.12.2 then
 * retires it. Dress-sources stay linked to the locked card (7.30.7: they are linked by the card's serial, which
 * the new object keeps). Two cases replace the lock's result at once:
 * - 6.10.4: a beast-synthesized unit: its token top is erased and the other cards go to their owner's drop zone;
 * - 7.30.4: a G unit on a rear-guard circle: locked face down, then put face up into its owner's G zone.
 */
function lockCard(ctx: GameContext, id: string, by: string): string | undefined {
  const card = ctx.state.cards[id];
  const worn = card?.zone.endsWith('/worn') === true;
  if (card === undefined || (circleOf(ctx, id) === undefined && !worn) || isLocked(ctx, id)) return undefined;
  const under = synthesizedUnder(ctx, id);
  if (under.length > 0) {
    for (const lower of under) {
      const object = ctx.state.cards[lower];
      if (object === undefined) continue;
      kwBCardStatus.clear(object, 'synthesizedUnder');
      moveCard(ctx, lower, zoneKey(object.owner, 'drop'), { by, reason: 'locked-synthesis' });
    }
    eraseCard(ctx, id);
    return undefined;
  }
  const locked = moveCard(ctx, id, card.zone, { by, reason: 'lock', newObject: true, faceUp: false, silent: true });
  const object = ctx.state.cards[locked]!;
  verbCardStatus.set(object, 'locked', true);
  object.knownTo = ctx.state.players.map((p) => p.id); // 4.9.3.1
  emitEvent(ctx, { type: 'locked', player: by, detail: { card: locked, previous: id } });
  if (isGUnit(ctx, locked) && circleOf(ctx, locked)?.kind === 'rear-guard') {
    verbCardStatus.clear(object, 'locked');
    moveCard(ctx, locked, zoneKey(object.owner, 'g-zone'), { by, reason: 'locked-g-unit', faceUp: true });
    return undefined;
  }
  return locked;
}

/** Unlocks one locked card (7.31.1): a new object, face up and standing, without `stood` or `moved` events. */
export function unlockCard(ctx: GameContext, id: string, by: string): string | undefined {
  const card = ctx.state.cards[id];
  if (card === undefined || !isLocked(ctx, id)) return undefined;
  const unlocked = moveCard(ctx, id, card.zone, { by, reason: 'unlock', newObject: true, faceUp: true, silent: true });
  emitEvent(ctx, { type: 'unlocked', player: by, detail: { card: unlocked, previous: id } });
  return unlocked;
}

/** `{ do: 'lock', cards }` (7.30): each card on a circle is locked. */
export const lockVerb = defineVerb({
  name: 'lock',
  rule: 'VG 7.30',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) lockCard(ctx, card.id, frame.controller);
    return verbDone;
  },
});

/** `{ do: 'unlock', cards }` (7.31): each locked card is unlocked; other cards are untouched (7.31.1 "if locked"). */
export const unlockVerb = defineVerb({
  name: 'unlock',
  rule: 'VG 7.31',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) unlockCard(ctx, card.id, frame.controller);
    return verbDone;
  },
});

/**
 * `{ do: 'put-locked', cards, circles? }` (7.30.5): each card is put onto one of its owner's rear-guard circles as
 * a face-down locked card that is not a unit. The owner chooses the circle, having seen the card if it came
 * from a hidden zone (7.30.5.1); cards put together go to different circles (7.30.5.3). Whatever was on that
 * circle goes to its owner's drop zone at once, without waiting for a rule process (7.30.5.2).
 */
export const putLockedVerb = defineVerb({
  name: 'put-locked',
  rule: 'VG 7.30.5',
  params: (l) => ({ cards: l.cards, circles: z.array(z.string()).optional(), exclude: z.array(z.string()).optional() }),
  run(ctx, instruction, frame) {
    const pending = liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)).filter((c) => circleOfKey(c.zone) === undefined);
    const used = new Set(Array.isArray(instruction['exclude']) ? (instruction['exclude'] as string[]) : []);
    const next = pending[0];
    if (next === undefined) return verbDone;
    const owner = next.owner;
    const allowed = (Array.isArray(instruction['circles']) ? (instruction['circles'] as string[]) : ['fl', 'fr', 'bl', 'bc', 'br']).filter(
      (c) => circleNamed(c)?.kind === 'rear-guard' && !used.has(c) && !circleLocked(ctx, owner, c),
    );
    if (allowed.length === 0) return verbDone;
    let circle = allowed[0]!;
    if (allowed.length > 1) {
      const asked = askSelect(frame.answer, {
        player: owner,
        prompt: 'Choose a rear-guard circle for the locked card',
        rule: 'VG 7.30.5.1',
        options: allowed.map((c) => ({ id: c, label: c })),
        accepts: (picked) => allowed.includes(String(picked[0])),
      });
      if ('ask' in asked) {
        // 7.30.5.1: the owner chooses, knowing the card.
        if (!(next.knownTo ?? []).includes(owner)) next.knownTo = [...(next.knownTo ?? []), owner];
        return asked.ask;
      }
      circle = String(asked.picked[0]);
    }
    const key = circleKey(owner, circle);
    for (const occupant of [...cardsIn(ctx, key)]) {
      const card = ctx.state.cards[occupant]!;
      moveCard(ctx, occupant, zoneKey(card.owner, 'drop'), { by: frame.controller, reason: 'locked-circle' }); // 7.30.5.2
    }
    const placed = moveCard(ctx, next.id, key, {
      by: frame.controller,
      reason: 'put-locked',
      newObject: true,
      faceUp: false,
      silent: true,
    });
    const object = ctx.state.cards[placed]!;
    verbCardStatus.set(object, 'locked', true);
    cardStatus.clear(object, 'rested');
    object.knownTo = ctx.state.players.map((p) => p.id);
    emitEvent(ctx, { type: 'locked', player: frame.controller, detail: { card: placed, previous: next.id } });
    const rest = pending.slice(1).map((c) => c.id);
    if (rest.length === 0) return verbDone;
    // The next cards: the same instruction again, away from the circles already used (7.30.5.3).
    const again: Instruction = { do: 'put-locked', cards: rest, exclude: [...used, circle] };
    if (Array.isArray(instruction['circles'])) again['circles'] = instruction['circles'];
    return expand([again]);
  },
});

/** 7.30.1.2: a locked card has none of its information: every stat reads as nothing, after every effect. */
export function lockedStatModifications(ctx: GameContext, card: CardObject, stat: string): RuleModification[] | undefined {
  if (verbCardStatus.get(card, 'locked') !== true || stat === 'cannotBeAttacked' || stat === 'cannotAttack') return undefined;
  return [{ layer: 'set', modification: { set: null } }];
}

/** 7.30.1.2: no abilities, given or gained. */
export const lockedRestriction: Restriction = {
  rule: 'VG 7.30.1.2',
  losesAbilities: (ctx, card) => isLocked(ctx, card.id),
};

export const lockConditions: Condition[] = [{ name: 'locked', params: () => ({}), test: (ctx, _p, s) => isLocked(ctx, s) }];

/** 9.11.3: the turn fighter's locked cards are unlocked and deleted units undeleted, face up. */
export const endPhaseUnlockProcedure: Omit<ProcedureContribution, 'title'> = {
  name: 'end-phase-unlock',
  rule: 'VG 9.11.3',
  run(ctx) {
    const player = ctx.state.turn.player;
    endTurnControls(ctx); // control "this turn" (src/verbs/control.ts)
    for (const circle of circles) {
      for (const id of [...cardsIn(ctx, circleKey(player, circle.name))]) {
        if (isLocked(ctx, id)) unlockCard(ctx, id, player);
        else if (cardStatus.get(ctx.state.cards[id], 'deleted') === true) {
          const card = ctx.state.cards[id]!;
          card.faceUp = true; // 7.32.4: face up ends the deletion
          cardStatus.clear(card, 'deleted');
          emitEvent(ctx, { type: 'flipped', player, detail: { card: id, faceUp: true } });
        }
      }
    }
  },
};
