/**
 * Small pure readings of a `GameView` that heuristics of every title need. They see only what the
 * viewer sees, so a heuristic built on them cannot cheat.
 */
import type { GameView } from '../engine/view.js';
import type { PlayerId } from '../state/index.js';

/** A card's current value of a displayed stat as the viewer sees it, or `fallback` when not visible. */
export function statIn(view: GameView, cardId: unknown, stat: string, fallback = 0): number {
  for (const zone of Object.values(view.zones)) {
    const card = zone.cards.find((c) => c.id === cardId);
    const value = card?.stats?.[stat];
    if (typeof value === 'number') return value;
  }
  return fallback;
}

/** How many cards the viewer knows are in the zone `key` (hidden zones included, as a count). */
export function countIn(view: GameView, key: string): number {
  return view.zones[key]?.count ?? 0;
}

/** The other player of a two-player game. */
export function opponentIn(view: GameView, player: PlayerId): PlayerId {
  const other = view.players.find((p) => p.id !== player);
  if (other === undefined) throw new Error(`the view has no opponent of ${player}`);
  return other.id;
}

/** The `detail` of the latest log entry of `type` in the view's recent log. */
export function latestIn(view: GameView, type: string): Record<string, unknown> | undefined {
  for (let i = view.log.length - 1; i >= 0; i--) if (view.log[i]!.type === type) return view.log[i]!.detail;
  return undefined;
}
