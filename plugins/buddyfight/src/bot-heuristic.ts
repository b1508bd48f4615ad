/**
 * `@tcgkit/buddyfight/bot`: the title's heuristic for bots, named by the `tcgkit.heuristic` field of this
 * package's package.json so that `tcgkit play/sim` finds it. It reads only the player's view.
 *
 * @module bot
 */
import { opponentIn, statIn, type Action, type Heuristic, type Seat } from '@tcgkit/kernel';

/**
 * Future Card Buddyfight good sense: fill the field (buddy calls first, for the life), cast and equip in
 * your own turn, attack the fighter whenever their center is open, attack monsters you can destroy,
 * charge a card each turn, and keep 【対抗】 cards rather than spend them at random.
 */
export const buddyfightHeuristic: Heuristic = {
  title: 'buddyfight',
  score(action: Action, seat: Seat): number | undefined {
    const { view, player } = seat;
    const ownTurn = view.turn.player === player;
    switch (action.type) {
      case 'call': {
        // A call into an occupied area, or past size 3, sends your own monsters to the drop zone (RP-2, RP-3).
        const area = String(action['area']);
        const occupied = (view.zones[`${player}/field#${area}`]?.count ?? 0) > 0;
        const size = ['left', 'center', 'right'].reduce(
          (sum, a) => sum + (view.zones[`${player}/field#${a}`]?.cards ?? []).reduce((s, c) => s + statIn(view, c.id, 'size'), 0),
          0,
        );
        const fits = size + statIn(view, action['card'], 'size') <= 3;
        const base = occupied ? 15 : fits ? 60 : 12;
        // An empty center lets the opponent hit you: fill it first.
        return (
          base +
          (area === 'center' && !occupied ? 5 : 0) +
          (action['buddy'] === true ? 10 : 0) +
          statIn(view, action['card'], 'power') / 10_000
        );
      }
      case 'equip':
        return 50;
      case 'cast':
        return ownTurn ? 55 : 20;
      case 'activate':
        return ownTurn ? 40 : 5;
      case 'attack': {
        const attackers = Array.isArray(action['attackers']) ? action['attackers'] : [];
        const power = attackers.reduce((sum: number, id) => sum + statIn(view, id, 'power'), 0);
        const critical = attackers.reduce((sum: number, id) => sum + statIn(view, id, 'critical'), 0);
        if (action['target'] === opponentIn(view, player)) return 80 + critical - attackers.length;
        // A monster: worth it when the attack destroys it, with as few attackers as needed.
        return power >= statIn(view, action['target'], 'defense', Infinity) ? 70 - attackers.length : 3;
      }
      case 'no-attack':
        return 10;
      case 'pass':
        return ownTurn ? 2 : 10;
      case 'choose': {
        // Charge & draw: charging is card advantage; a yes/no goes to the generic sense.
        const choice = Array.isArray(action['choice']) ? action['choice'] : [];
        if (seat.decision.prompt.startsWith('Charge')) return choice.length;
        if (seat.decision.prompt.startsWith('Redraw')) return choice.includes('no') ? 5 : 1;
        return undefined;
      }
      default:
        // No Buddyfight-specific opinion: the bot's generic scoring decides.
        return undefined;
    }
  },
};
