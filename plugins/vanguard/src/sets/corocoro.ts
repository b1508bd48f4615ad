/**
 * CoroCoro Comic cards (17.16), all but 爆裂成長期 (corocoro-growth.ts):
 * - でんぢやらすスキル (17.16.1), 契約 (17.16.4) and デカ杉っ! (17.16.5) are keywords written on abilities (the
 *   ability's tags, reading 49; other cards ask `has-ability-keyword`); 契約 and デカ杉っ! name the state their
 *   abilities give (the named states of 5.2.2: `become-named-state` with `deal` / `deka-sugi`, read by `named-state`).
 * - リトライ (17.16.2): a card keyword ("this card can retry"); the verb `retry` carries out 17.16.2.2.
 * - 開眼 (17.16.3): an enabling-condition keyword (14.2), the test `kaigan` (reading 205).
 * - C+P=X (17.16.7): a card keyword counting calls and orders in the master's main phase into the fighter's
 *   formula count (an event observer), set to 0 at the start of the turn fighter's stand phase.
 */
import {
  abilityRef,
  numericStat,
  type AbilityDefinition,
  type Instruction,
  defineVerb,
  expand,
  liveCards,
  noParams,
  positionOf,
  resolveCards,
  verbDone,
  zoneKey,
  zoneNameOf,
  abilitiesLost,
  cardsInZones,
  keywordsOf,
  type EventObserver,
  type GameContext,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { standUnit } from '../actions.js';
import { driveOf } from '../keywords.js';
import { damageCount, hasKeyword, playerState } from '../state.js';
import { circleOf, circleOfKey } from '../zones.js';
import { setBCardStatus, setBPlayerStatus } from './set-b-status.js';
import type { SetParts } from './set-parts.js';

/** 17.16.2.2's +5000. */
const retryPower = 5000;

/**
 * The AUTO 17.16.2.2 gives a retried unit, written once as a `given` ability of the Retry keyword (so every card
 * with Retry carries its text without having it, VG 7.14.1): "(V)/(R): at the start of your next start step, this
 * turn, this unit's critical and drive each become 1, and it loses this ability".
 */
const retryGivenAbility: AbilityDefinition = {
  kind: 'automatic',
  given: true,
  tags: ['retry-given'],
  label: 'Retry: critical and drive become 1',
  zones: ['field'],
  condition: { any: [{ test: 'vanguard' }, { test: 'rear-guard' }] },
  trigger: { event: 'start-of-start-step', match: { test: 'event-player', player: 'you' } },
  effect: [{ do: 'retry-settle' }],
};

/** The `abilities` entry of the given AUTO on card `id`'s text (its Retry keyword supplies it). */
function retryGivenRef(ctx: GameContext, id: string): string | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  if (card === undefined) return undefined;
  const index = ctx.title.abilitiesOf(card.card).findIndex((a) => a.tags?.includes('retry-given') === true);
  return index < 0 ? undefined : abilityRef(card.card, index);
}

/**
 * `retry` (17.16.2.2): each unit with Retry that was not made to retry this turn stands, cannot retry again this
 * turn, gets Power +5000 and gains the AUTO above (the kernel's `abilities` stat). The +5000 and the gained AUTO
 * have no duration in the text: they last while the unit stays the same object (reading 204).
 */
export const retryVerb = defineVerb({
  name: 'retry',
  rule: 'VG 17.16.2.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const program: Instruction[] = [];
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      if (circleOf(ctx, card.id) === undefined || !hasKeyword(ctx, card.id, 'retry')) continue;
      if (setBCardStatus.get(card, 'retriedTurn') === ctx.state.turn.number) continue;
      setBCardStatus.set(card, 'retriedTurn', ctx.state.turn.number);
      standUnit(ctx, card.id, frame.controller, true);
      // Through the title's `modify`, so "unaffected" (12.5.1) and the layers apply as to any effect.
      program.push({ do: 'modify', cards: [card.id], stat: 'power', add: retryPower, duration: 'game' });
      const ref = retryGivenRef(ctx, card.id);
      if (ref !== undefined) program.push({ do: 'modify', cards: [card.id], stat: 'abilities', grant: ref, duration: 'game' });
    }
    return program.length === 0 ? verbDone : expand(program);
  },
});

/**
 * The given AUTO's effect (17.16.2.2): this turn the unit's critical and drive "increase or decrease until they
 * become 1", each an addition of the difference measured now (11.11.4.1); then it loses this ability.
 */
export const retrySettleVerb = defineVerb({
  name: 'retry-settle',
  rule: 'VG 17.16.2.2',
  params: () => ({}),
  run(ctx, _instruction, frame) {
    const id = frame.source;
    if (id === undefined || ctx.state.cards[id] === undefined) return verbDone;
    const ref = retryGivenRef(ctx, id);
    return expand([
      { do: 'modify', cards: [id], stat: 'critical', add: 1 - numericStat(ctx, id, 'critical'), duration: 'turn' },
      { do: 'modify', cards: [id], stat: 'drive', add: 1 - driveOf(ctx, id), duration: 'turn' },
      ...(ref === undefined ? [] : [{ do: 'modify', cards: [id], stat: 'abilities', remove: ref, duration: 'game' }]),
    ]);
  },
});

/** 17.16.3.2: this unit persona rode this turn, or its master has four or more damage. */
export function kaiganHolds(ctx: GameContext, subject: string | undefined, fallback: string): boolean {
  const card = subject === undefined ? undefined : ctx.state.cards[subject];
  const master = card?.controller ?? fallback;
  if (card !== undefined && setBCardStatus.get(card, 'personaRodeTurn') === ctx.state.turn.number) return true;
  return damageCount(ctx, master) >= 4;
}

/** 17.16.3.2: the unit that persona rode is the vanguard when "persona rode" fires (7.15.1.4, `personaRide`). */
const personaRideWatcher: EventObserver = {
  event: 'persona-rode',
  rule: 'VG 17.16.3.2',
  observe(ctx, event) {
    const vanguard = event.player === undefined ? undefined : ctx.state.zones[zoneKey(event.player, 'field', 'vc')]?.[0];
    const card = vanguard === undefined ? undefined : ctx.state.cards[vanguard];
    if (card !== undefined) setBCardStatus.set(card, 'personaRodeTurn', ctx.state.turn.number);
  },
};

/** The fighter's formula count (17.16.7.1), 0 until something counted. */
export function formulaCount(ctx: GameContext, player: string): number {
  return setBPlayerStatus.get(playerState(ctx, player), 'formulaCount') ?? 0;
}

/**
 * 17.16.7.2: "during your main phase, each time you call a unit or play an order, your formula count +1", once
 * per C+P=X ability of that fighter's units on the field, the unit just called included (reading 207). Read from
 * the `moved` events of a call (normal or superior) and of an order put into the order area to be played.
 */
const formulaWatcher: EventObserver = {
  event: 'moved',
  rule: 'VG 17.16.7.2',
  observe(ctx, event) {
    const reason = String(event.detail?.['reason'] ?? '');
    const to = zoneNameOf(String(event.detail?.['to'] ?? ''));
    const counted = ((reason === 'call' || reason === 'superior-call') && to === 'field') || reason === 'play-order';
    const player = event.player;
    if (!counted || player === undefined || player !== ctx.state.turn.player) return;
    if (positionOf(ctx.state.flow.value, null).phase !== 'main') return;
    let abilities = 0;
    // Units are on circles, in the field zones: those are read, not every card of the game (issue 14).
    for (const id of cardsInZones(ctx, fieldZone)) {
      const card = ctx.state.cards[id]!;
      if (card.controller !== player || circleOfKey(card.zone) === undefined) continue;
      if (keywordsOf(ctx, id).includes('formula-x') && abilitiesLost(ctx, card) === undefined) abilities++;
    }
    const fighter = ctx.state.players.find((p) => p.id === player);
    if (abilities === 0 || fighter === undefined) return;
    setBPlayerStatus.set(fighter, 'formulaCount', (setBPlayerStatus.get(fighter, 'formulaCount') ?? 0) + abilities);
  },
};

const fieldZone = ['field'];

/** 17.16.7.1.1: at the start of each turn's stand phase the turn fighter's formula count becomes 0. */
const formulaReset: EventObserver = {
  event: 'start-of-stand-phase',
  rule: 'VG 17.16.7.1.1',
  observe(ctx) {
    const fighter = ctx.state.players.find((p) => p.id === ctx.state.turn.player);
    if (fighter !== undefined && setBPlayerStatus.get(fighter, 'formulaCount') !== undefined)
      setBPlayerStatus.set(fighter, 'formulaCount', 0);
  },
};

const comparison = z.enum(['>=', '==', '<=']);

export const corocoro: SetParts = {
  keywords: [
    { name: 'retry', rule: 'VG 17.16.2', abilities: () => [retryGivenAbility] },
    { name: 'formula-x', rule: 'VG 17.16.7' },
  ],
  conditions: [
    {
      name: 'kaigan',
      params: noParams,
      test: (ctx, _p, subject, frame) => kaiganHolds(ctx, subject, frame.controller),
    },
    {
      name: 'formula-count',
      params: () => ({ op: comparison.default('>='), value: z.number().int() }),
      test: (ctx, p, subject, frame) => {
        const master = (subject === undefined ? undefined : ctx.state.cards[subject]?.controller) ?? frame.controller;
        const count = formulaCount(ctx, master);
        const value = Number(p['value']);
        return p['op'] === '==' ? count === value : p['op'] === '<=' ? count <= value : count >= value;
      },
    },
  ],
  eventObservers: [personaRideWatcher, formulaWatcher, formulaReset],
};
