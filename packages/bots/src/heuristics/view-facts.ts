import type { GameView } from '@tcgkit/kernel';

/** A card's current value of a displayed stat as the viewer sees it, or `fallback` when not visible. */
export function statIn(view: GameView, cardId: unknown, stat: string, fallback = 0): number {
  for (const zone of Object.values(view.zones)) {
    const card = zone.cards.find((c) => c.id === cardId);
    const value = card?.stats?.[stat];
    if (typeof value === 'number') return value;
  }
  return fallback;
}

export function countIn(view: GameView, key: string): number {
  return view.zones[key]?.count ?? 0;
}

export function opponentOf(view: GameView, player: string): string {
  return view.players.find((p) => p.id !== player)!.id;
}

/** The `detail` of the latest log entry of `type` in the view's recent log. */
export function latest(view: GameView, type: string): Record<string, unknown> | undefined {
  for (let i = view.log.length - 1; i >= 0; i--) if (view.log[i]!.type === type) return view.log[i]!.detail;
  return undefined;
}
