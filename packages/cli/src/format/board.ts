import type { GameView } from '@tcgkit/kernel';
import pc from 'picocolors';

/** The board as `viewer` sees it: every non-empty zone with its visible cards. */
export function boardLines(view: GameView): string[] {
  const lines = [pc.bold(`Turn ${view.turn.number} (${view.turn.player}) · ${view.position.path.slice(1).join(' › ')}`)];
  for (const player of view.players) {
    const status = Object.entries(player.status)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join(' ');
    lines.push(pc.bold(`${player.id}${player.id === view.viewer ? ' (you)' : ''}`) + (status ? pc.dim(` ${status}`) : ''));
    for (const [key, zone] of Object.entries(view.zones)) {
      if (!key.startsWith(`${player.id}/`) || zone.count === 0) continue;
      const cards = zone.cards.map((c) => {
        const stats = c.stats === undefined ? '' : pc.dim(` ${Object.values(c.stats).join('/')}`);
        const state = Object.keys(c.status).length > 0 ? pc.dim(` [${Object.keys(c.status).join(',')}]`) : '';
        return c.name === undefined ? pc.dim('face-down') : `${c.name}${stats}${state}`;
      });
      const hidden = zone.count - zone.cards.length;
      lines.push(
        `  ${key.slice(player.id.length + 1).padEnd(22)} ${zone.count}  ${cards.join(', ')}${hidden > 0 ? pc.dim(` +${hidden} hidden`) : ''}`,
      );
    }
  }
  if (view.stack.length > 0) lines.push(`stack: ${view.stack.map((i) => i.label).join(' ← ')}`);
  return lines;
}
