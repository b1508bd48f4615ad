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
  addDelayedTrigger,
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
  keywordsOf,
  type EventObserver,
  type GameContext,
} from '@tcgkit/kernel';
import { z } from 'zod';
import { standUnit } from '../actions.js';
import { damageCount, hasKeyword, playerState } from '../state.js';
import { circleOf, circleOfKey } from '../zones.js';
import { setBCardStatus, setBPlayerStatus } from './set-b-status.js';
import type { SetParts } from './set-parts.js';

/** 17.16.2.2's +5000 and the AUTO it gives. */
const retryPower = 5000;

/**
 * `retry` (17.16.2.2): each unit with Retry that was not made to retry this turn stands, cannot retry again this
 * turn, gets Power +5000, and gains "AUTO (V)/(R): at the start of your next start step, this turn, this unit's
 * critical and drive each become 1, and it loses this ability". The +5000 has no duration in the text: it lasts
 * while the unit stays the same object (reading 204). The given AUTO is a delayed trigger on the unit itself
 * (it is lost with the unit, 4.1.5, and once it has triggered, "loses this ability").
 */
export const retryVerb = defineVerb({
  name: 'retry',
  rule: 'VG 17.16.2.2',
  params: (l) => ({ cards: l.cards }),
  run(ctx, instruction, frame) {
    const retried: string[] = [];
    for (const card of liveCards(ctx, resolveCards(ctx, instruction['cards'], frame))) {
      if (circleOf(ctx, card.id) === undefined || !hasKeyword(ctx, card.id, 'retry')) continue;
      if (setBCardStatus.get(card, 'retriedTurn') === ctx.state.turn.number) continue;
      setBCardStatus.set(card, 'retriedTurn', ctx.state.turn.number);
      standUnit(ctx, card.id, frame.controller, true);
      retried.push(card.id);
      addDelayedTrigger(ctx, {
        controller: card.controller,
        source: card.id,
        event: 'start-of-start-step',
        match: { all: [{ test: 'event-player', player: 'you' }, { test: 'retry-unit-still-there' }] },
        effect: [
          { do: 'modify', cards: 'self', stat: 'critical', set: 1, duration: 'turn' },
          { do: 'modify', cards: 'self', stat: 'drive', set: 1, duration: 'turn' },
        ],
        once: true,
        duration: 'game',
      });
    }
    // The +5000 through the title's `modify`, so "unaffected" (12.5.1) and the layers apply as to any effect.
    return retried.length === 0 ? verbDone : expand([{ do: 'modify', cards: retried, stat: 'power', add: retryPower, duration: 'game' }]);
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
    for (const id in ctx.state.cards) {
      const card = ctx.state.cards[id]!;
      if (card.controller !== player || circleOfKey(card.zone) === undefined) continue;
      if (keywordsOf(ctx, id).includes('formula-x') && abilitiesLost(ctx, card) === undefined) abilities++;
    }
    const fighter = ctx.state.players.find((p) => p.id === player);
    if (abilities === 0 || fighter === undefined) return;
    setBPlayerStatus.set(fighter, 'formulaCount', (setBPlayerStatus.get(fighter, 'formulaCount') ?? 0) + abilities);
  },
};

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
    { name: 'retry', rule: 'VG 17.16.2' },
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
    {
      // The AUTO 17.16.2.2 gives: it exists only while the unit it was given to is still that unit on the field.
      name: 'retry-unit-still-there',
      params: noParams,
      test: (ctx, _p, subject) => subject !== undefined && ctx.state.cards[subject] !== undefined && circleOf(ctx, subject) !== undefined,
    },
  ],
  eventObservers: [personaRideWatcher, formulaWatcher, formulaReset],
};
