import type { BoardLayout, GameView } from '@tcgkit/kernel';
import pc from 'picocolors';
import { describeStats } from './human-prompt.js';

/**
 * The board as `viewer` sees it: every non-empty zone with its visible cards, stats labelled as the title
 * names them, and only the player counters the title declares public (`BoardLayout.playerCounters`).
 */
export function boardLines(view: GameView, layout?: BoardLayout): string[] {
  const lines = [pc.bold(`Turn ${view.turn.number} (${view.turn.player}) · ${view.position.path.slice(1).join(' › ')}`)];
  for (const player of view.players) {
    const counters = (layout?.playerCounters ?? [])
      .filter(({ key }) => player.status[key] !== undefined)
      .map(({ key, label }) => `${label} ${JSON.stringify(player.status[key])}`)
      .join(' · ');
    lines.push(pc.bold(`${player.id}${player.id === view.viewer ? ' (you)' : ''}`) + (counters ? pc.dim(`  ${counters}`) : ''));
    for (const [key, zone] of Object.entries(view.zones)) {
      if (!key.startsWith(`${player.id}/`) || zone.count === 0) continue;
      const cards = zone.cards.map((c) => {
        if (c.name === undefined) return pc.dim('face-down');
        const stats = describeStats(c, layout?.statLabels);
        const flags = Object.entries(c.status)
          .filter(([, value]) => value === true)
          .map(([flag]) => flag);
        return `${c.name}${stats ? pc.dim(` (${stats})`) : ''}${flags.length > 0 ? pc.dim(` [${flags.join(', ')}]`) : ''}`;
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
