/**
 * `@tcgkit/weiss-schwarz/bot`: the title's heuristic for bots, named by the `tcgkit.heuristic` field of this
 * package's package.json so that `tcgkit play/sim` finds it. It reads only the player's view.
 *
 * @module bot
 */
import { countIn, opponentIn, statIn, type Action, type GameView, type Heuristic, type Seat } from '@tcgkit/kernel';

/** A visible card's printed type (the title shows it among its display stats). */
function typeIn(view: GameView, cardId: unknown): string | undefined {
  for (const zone of Object.values(view.zones)) {
    const type = zone.cards.find((c) => c.id === cardId)?.stats?.['type'];
    if (typeof type === 'string') return type;
  }
  return undefined;
}

const facing: Record<string, string> = { fl: 'fr', fc: 'fc', fr: 'fl' };

function slotOfCard(view: GameView, player: string, cardId: unknown): string | undefined {
  for (const slot of ['fl', 'fc', 'fr', 'bl', 'br'])
    if (view.zones[`${player}/stage#${slot}`]?.cards.some((c) => c.id === cardId)) return slot;
  return undefined;
}

function scoreChoice(action: Action, seat: Seat): number | undefined {
  const { view, player, decision } = seat;
  const choice = Array.isArray(action['choice']) ? action['choice'] : [];
  const prompt = decision.prompt;
  if (/redraw/.test(prompt)) {
    // Keep early characters; send climaxes and level 2+ cards back.
    return choice.reduce<number>((sum, id) => sum + (typeIn(view, id) === 'climax' || statIn(view, id, 'level') >= 2 ? 1 : -1), 0);
  }
  if (/^Clock/.test(prompt)) {
    if (choice.length === 0) return 1;
    const clock = countIn(view, `${player}/clock`);
    const level = countIn(view, `${player}/level`);
    if (clock >= 5 || level >= 3) return 0;
    // Clock the least useful card: a climax or a high level card.
    return 3 + (typeIn(view, choice[0]) === 'climax' ? 2 : statIn(view, choice[0], 'level'));
  }
  if (/Hand limit/.test(prompt))
    return -choice.reduce<number>((sum, id) => sum + (typeIn(view, id) === 'climax' ? 0 : 1 + statIn(view, id, 'level')), 0);
  // No Weiß Schwarz opinion on other choices: the bot's generic scoring decides.
  return undefined;
}

/**
 * Weiß Schwarz good sense: develop the front row by level, play a climax, attack directly or into
 * characters the attacker beats, keep 3 stock for Encore, and back up defenders in the counter step.
 */
export const weissSchwarzHeuristic: Heuristic = {
  title: 'weiss-schwarz',
  score(action: Action, seat: Seat): number | undefined {
    const { view, player } = seat;
    const ownTurn = view.turn.player === player;
    switch (action.type) {
      case 'play-character': {
        const slot = String(action['slot']);
        const occupant = view.zones[`${player}/stage#${slot}`]?.cards[0];
        const level = statIn(view, action['card'], 'level');
        if (occupant === undefined) return 60 + 5 * level + (slot.startsWith('f') ? 3 : 0);
        return statIn(view, action['card'], 'power') > statIn(view, occupant.id, 'power') + 2000 ? 20 : -5;
      }
      case 'play-climax':
        return 50;
      case 'play-event':
        return ownTurn ? 30 : 35;
      case 'activate':
        return ownTurn ? (countIn(view, `${player}/stock`) >= 4 ? 40 : 1) : 35;
      case 'attack': {
        const type = action['attackType'];
        if (type === 'direct') return 80;
        const opponent = opponentIn(view, player);
        const slot = slotOfCard(view, player, action['card']) ?? 'fc';
        const defender = view.zones[`${opponent}/stage#${facing[slot] ?? 'fc'}`]?.cards[0]?.id;
        const wins = statIn(view, action['card'], 'power') > statIn(view, defender, 'power');
        if (type === 'front') return wins ? 75 : 45;
        return statIn(view, action['card'], 'soul') - statIn(view, defender, 'level') >= 1 ? 60 : 40;
      }
      case 'move-stage':
        return 0;
      case 'choose':
        return scoreChoice(action, seat);
      case 'pass':
        return ownTurn ? 2 : 10;
      default:
        // No Weiß Schwarz opinion: the bot's generic scoring decides.
        return undefined;
    }
  },
};
