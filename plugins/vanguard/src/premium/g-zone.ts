/**
 * The G zone (4.14) and G units: a G unit outside the G zone that would move anywhere but onto a circle goes to
 * the G zone face up instead (4.4.2); Generation Break (14.14) counts the face-up G units.
 */
import { z } from 'zod';
import { cardsInZone, resolvePlayer, type ConditionContribution, type GameContext, type ReplacementRule } from '@tcgkit/kernel';
import { definitionOf } from '../state.js';
import { circleKey } from '../zones.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** Subtype G (2.9.4): a G unit. */
export const isGUnit = (ctx: GameContext, id: string): boolean => definitionOf(ctx, id)?.subtype === 'g';

/** The face-down cards of a fighter's G zone (4.14.3) and the face-up ones (4.14.4). */
export const faceDownG = (ctx: GameContext, player: string): string[] =>
  cardsInZone(ctx, player, 'g-zone').filter((id) => ctx.state.cards[id]?.faceUp === false);
export const faceUpG = (ctx: GameContext, player: string): string[] =>
  cardsInZone(ctx, player, 'g-zone').filter((id) => ctx.state.cards[id]?.faceUp === true);

/**
 * 14.14.1–3: Generation Break N is valid while the fighter has N or more face-up G units counting the vanguard
 * circle and the G zone. The document's icon before "と" is lost in the text; it is read as the vanguard circle
 * (a G unit there is face up; docs/titles/vanguard.md, reading "Generation Break").
 */
export function generationCount(ctx: GameContext, player: string): number {
  const onVanguardCircle = (ctx.state.zones[circleKey(player, 'vc')] ?? []).filter((id) => isGUnit(ctx, id)).length;
  return onVanguardCircle + faceUpG(ctx, player).filter((id) => isGUnit(ctx, id)).length;
}

export const gZoneConditions: Condition[] = [
  { name: 'g-unit', params: () => ({}), test: (ctx, _p, s) => s !== undefined && isGUnit(ctx, s) },
  /** `{ test: 'generation-break', count: 2 }`: GB2 of the ability's master (14.14.3). */
  {
    name: 'generation-break',
    params: (l) => ({ count: z.number().int().min(1), player: l.player.optional() }),
    test: (ctx, p, _s, f) => generationCount(ctx, resolvePlayer(ctx, p['player'], f)) >= Number(p['count']),
  },
];

/**
 * 4.4.2: a G unit outside the G zone moving anywhere except by stride or onto a rear-guard circle goes to the G
 * zone face up: a vanguard instead of the move (4.4.2.1). A rear-guard goes there "at once after" the move
 * (4.4.2.2); it is replaced the same way here, so it never lands in the drop (docs/titles/vanguard.md, reading
 * "G units leaving the field"); G guardians (10.5.1.2.3) are treated alike.
 */
export const gUnitToGZone: ReplacementRule = {
  name: 'g-unit-to-g-zone',
  rule: 'VG 4.4.2',
  replaces: 'move',
  match: {
    all: [
      { test: 'g-unit' },
      { not: { test: 'event', 'from-zone': 'g-zone' } },
      { not: { test: 'event', 'to-zone': ['g-zone', 'field'] } },
    ],
  },
  instead: [{ do: 'move', cards: { var: 'replaced' }, to: 'g-zone', faceUp: true, reason: 'g-zone' }],
};
