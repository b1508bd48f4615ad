/**
 * Chapter 7's verbs beyond costs: delete (7.32), time leap (7.33), changing the attack target (7.38), the
 * "一気呵勢"/"一気爆勢" fighter states (7.42) and worlds (7.43), and twin drive given by an effect, which
 * lets even a rear-guard drive-check (7.46). The kernel's `look` (7.7), `swap` (7.8), `search` (7.11),
 * `shuffle` with `except` (7.12.2), `declare` (7.13) and `choose-random` (12.4) serve the rest.
 */
import {
  defineVerb,
  emitEvent,
  expand,
  liveCards,
  resolveCards,
  resolvePlayer,
  verbDone,
  type ConditionContribution,
  type GameContext,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { cardStatus, playerStatus } from './cards/status.js';
import { currentBattle, gradeOf, playerState } from './state.js';
import { circleOf } from './zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

/**
 * Delete (7.32): each unit is turned face down where it stands, staying the same unit (7.32.1); everyone may
 * still look at its face (7.32.5). While deleted it loses its text abilities (the `losesAbilities`
 * restriction, 7.32.2) and its power is reduced by its printed power (a rule modification). Turning it face
 * up ends the deletion (7.32.4, see `flip`).
 */
export const deleteVerb = defineVerb({
  name: 'delete',
  rule: 'VG 7.32',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const everyone = ctx.state.players.map((p) => p.id);
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      if (circleOf(ctx, card.id) === undefined || cardStatus.get(card, 'deleted') === true) continue;
      card.faceUp = false;
      card.knownTo = everyone;
      cardStatus.set(card, 'deleted', true);
      emitEvent(ctx, { type: 'deleted', player: frame.controller, detail: { card: card.id } });
    }
    return verbDone;
  },
});

export function isDeleted(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && cardStatus.get(card, 'deleted') === true;
}

/**
 * Time leap (7.33.1.1): bind each rear-guard, then for each search the deck for a card of its grade + 1 and
 * call it (to the circle the bound card left), shuffle the deck; at the end of the turn the called unit goes
 * to the bottom of its owner's deck and the bound card is called back. Reading: both calls use the circle the
 * bound unit left (the text names no circle; this keeps the board as it was).
 */
export const timeLeapVerb = defineVerb({
  name: 'time-leap',
  rule: 'VG 7.33',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const program: Parameters<typeof expand>[0][number][] = [];
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      const circle = circleOf(ctx, card.id);
      const grade = gradeOf(ctx, card.id);
      if (circle === undefined || circle.kind !== 'rear-guard' || grade === null) continue;
      program.push(
        { do: 'bind', cards: [card.id], as: '_leapBound' },
        {
          do: 'search',
          where: {
            all: [
              { test: 'card-type', type: 'unit' },
              { test: 'grade', op: '==', value: grade + 1 },
            ],
          },
          count: 1,
          as: '_leapFound',
          rule: 'VG 7.33.1.1',
        },
        { do: 'call', cards: { var: '_leapFound' }, circles: [circle.name] },
        { do: 'shuffle' },
        { do: 'time-leap-link', bound: { var: '_leapBound' }, circle: circle.name },
      );
    }
    return expand(program);
  },
});

/** Links the unit time leap called with the card it bound, and sets up the return at the end of the turn (7.33.1.1). */
export const timeLeapLinkVerb = defineVerb({
  name: 'time-leap-link',
  rule: 'VG 7.33.1.1',
  params: (l) => ({ bound: l.cards, circle: z.string() }),
  run(ctx, instruction, frame) {
    const [bound] = resolveCards(ctx, instruction['bound'], frame);
    const called = liveCards(
      ctx,
      resolveCards(ctx, { zone: 'field', player: 'you', where: { test: 'circle', circle: String(instruction['circle']) } }, frame),
    )[0];
    if (bound === undefined || called === undefined || ctx.state.cards[bound] === undefined) return verbDone;
    cardStatus.set(called, 'timeLeapFor', bound);
    return expand([
      {
        do: 'delayed',
        event: 'end-of-turn',
        duration: 'game',
        effect: [{ do: 'time-leap-return', unit: called.id, bound, circle: String(instruction['circle']) }],
      },
    ]);
  },
});

/** The end of a time leap: the called unit to the bottom of the deck, then the bound card called back (7.33.1.1). */
export const timeLeapReturnVerb = defineVerb({
  name: 'time-leap-return',
  rule: 'VG 7.33.1.1',
  params: () => ({ unit: z.string(), bound: z.string(), circle: z.string() }),
  run(ctx, instruction) {
    const unit = ctx.state.cards[String(instruction['unit'])];
    const bound = ctx.state.cards[String(instruction['bound'])];
    const program: Parameters<typeof expand>[0][number][] = [];
    if (unit !== undefined && circleOf(ctx, unit.id) !== undefined) {
      program.push({ do: 'move', cards: [unit.id], to: 'deck', position: 'bottom', reason: 'time-leap' });
    }
    if (bound !== undefined && bound.zone.endsWith('/bind'))
      program.push({ do: 'call', cards: [bound.id], circles: [String(instruction['circle'])] });
    return expand(program);
  },
});

/**
 * Change the attack target (7.38.1): the attacking unit's attacked unit becomes `to` — only that unit, even if
 * it attacked several (7.38.1.1).
 */
export const changeTargetVerb = defineVerb({
  name: 'change-attack-target',
  rule: 'VG 7.38',
  params: (l) => ({ to: l.cards }),
  run(ctx, instruction, frame) {
    const battle = currentBattle(ctx);
    const [target] = resolveCards(ctx, instruction['to'], frame).filter((id) => circleOf(ctx, id) !== undefined);
    if (battle === null || battle.attacker === null || target === undefined) return verbDone;
    battle.targets = [target];
    battle.targetCircles = [circleOf(ctx, target)!.name];
    emitEvent(ctx, { type: 'attack-target-changed', player: frame.controller, detail: { card: target } });
    return verbDone;
  },
});

/**
 * "Performs twin drive" during a battle (7.46.1): in that battle's drive step the unit drive-checks even as a
 * rear-guard (7.46.1.1), with drive 2 whatever its own (7.46.1.2). Not created outside a battle (11.3.1.2.1).
 */
export const twinDriveVerb = defineVerb({
  name: 'twin-drive',
  rule: 'VG 7.46',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const battle = currentBattle(ctx);
    if (battle === null) return verbDone;
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame)))
      cardStatus.set(card, 'twinDriveInBattle', battle.number);
    return verbDone;
  },
});

/** Whether an effect gave `id` twin drive for the battle in progress (7.46.1). */
export function hasEffectTwinDrive(ctx: GameContext, id: string): boolean {
  const battle = currentBattle(ctx);
  const card = ctx.state.cards[id];
  return battle !== null && card !== undefined && cardStatus.get(card, 'twinDriveInBattle') === battle.number;
}

const fighterStateNames = ['ikki-kasei', 'ikki-bakusei'] as const;

/**
 * "Become 一気呵勢 / 一気爆勢" (7.42.1) for a period: `turn` (this turn) or `game`. The states mean nothing to
 * the rules (7.42.2); cards read them with the `fighter-state` test.
 */
export const becomeStateVerb = defineVerb({
  name: 'become-state',
  rule: 'VG 7.42',
  params: (l) => ({ state: z.enum(fighterStateNames), player: l.player.optional(), duration: z.enum(['turn', 'game']).optional() }),
  run(ctx, instruction, frame) {
    const player = playerState(ctx, resolvePlayer(ctx, instruction['player'] ?? 'you', frame));
    const until = instruction['duration'] === 'game' ? null : ctx.state.turn.number;
    const states = { ...(playerStatus.get(player, 'fighterStates') ?? {}) };
    states[String(instruction['state'])] = until;
    playerStatus.set(player, 'fighterStates', states);
    return verbDone;
  },
});

function inState(ctx: GameContext, player: string, state: string): boolean {
  const states = playerStatus.get(playerState(ctx, player), 'fighterStates') ?? {};
  const holds = (name: string): boolean => name in states && (states[name] === null || states[name] === ctx.state.turn.number);
  // 7.42.1.1: a fighter in 一気爆勢 is also in 一気呵勢.
  return holds(state) || (state === 'ikki-kasei' && holds('ikki-bakusei'));
}

/** 7.43.2.1: the world names the rules know today; card data naming another is refused (reading 419). */
export const worldNames = ['黑夜', '深淵黑夜', '真宵樂園'] as const;

/** "Your world becomes X" (7.43.2): the new world name replaces the old one (7.43.2.2). */
export const becomeWorldVerb = defineVerb({
  name: 'become-world',
  rule: 'VG 7.43',
  params: (l) => ({ world: z.enum(worldNames), player: l.player.optional() }),
  run(ctx, instruction, frame) {
    playerStatus.set(playerState(ctx, resolvePlayer(ctx, instruction['player'] ?? 'you', frame)), 'world', String(instruction['world']));
    return verbDone;
  },
});

export const effectVerbConditions: Condition[] = [
  {
    name: 'fighter-state',
    params: (l) => ({ state: z.enum(fighterStateNames), player: l.player.optional() }),
    test: (ctx, p, _s, frame) => inState(ctx, resolvePlayer(ctx, p['player'] ?? 'you', frame), String(p['state'])),
  },
  {
    // 7.43.1.1: with no world-setting effect, a fighter's world is blank, so no name matches.
    name: 'world',
    params: (l) => ({ world: z.enum(worldNames), player: l.player.optional() }),
    test: (ctx, p, _s, frame) =>
      playerStatus.get(playerState(ctx, resolvePlayer(ctx, p['player'] ?? 'you', frame)), 'world') === p['world'],
  },
  { name: 'deleted', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isDeleted(ctx, s) },
];
