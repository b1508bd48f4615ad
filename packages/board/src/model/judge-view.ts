import { statOf, type CardView, type Game, type GameView, type ZoneView } from '@tcgkit/kernel';

/**
 * The judge's view: everything, including hidden zones, face-down cards and every player's decision.
 * Built from the state for the judge's seat only; a player's seat is only ever given `game.view(player)`.
 */
export function judgeView(game: Game): GameView {
  const ctx = game.context;
  const state = game.state;
  const display = ctx.title.definition.displayStats ?? [];
  const first = state.players[0]!.id;
  const base = game.view(first, { log: Infinity });
  const zones: Record<string, ZoneView> = {};
  for (const key in state.zones) {
    const cards: CardView[] = [];
    for (const id of state.zones[key]!) {
      const card = state.cards[id];
      if (card === undefined) continue;
      const view: CardView = {
        id,
        card: card.card,
        name: ctx.title.cardName(card.card),
        owner: card.owner,
        controller: card.controller,
        faceUp: card.faceUp,
        status: card.status,
      };
      if (display.length > 0) view.stats = Object.fromEntries(display.map((stat) => [stat, statOf(ctx, id, stat)]));
      cards.push(view);
    }
    zones[key] = { count: cards.length, cards };
  }
  return {
    ...base,
    viewer: 'judge',
    zones,
    decision: state.decision,
    pending: state.pending.map((p) => ({ controller: p.controller, label: p.label })),
    log: [...state.log],
  };
}
