import type { GameResult, LogEntry } from '@tcgkit/kernel';

/** Entries that only record the machinery (windows, passes, the raw action) and are left out of the readable log. */
const quiet = new Set(['window-opened', 'window-closed', 'passed', 'shuffled', 'action']);

/**
 * A log entry as one readable line: card names instead of ids, zones without the owner prefix. `cardName`
 * maps a card definition id to its name; `known` maps the card objects the viewer can see to their names
 * (other object ids stay ids). Returns null for entries left out.
 */
export function logLine(
  entry: LogEntry,
  cardName: (definition: string) => string,
  known: ReadonlyMap<string, string> = new Map(),
): string | null {
  if (quiet.has(entry.type)) return null;
  const who = entry.player === undefined ? '' : `${entry.player} `;
  const detail = entry.detail ?? {};
  const zone = (key: unknown) => (typeof key === 'string' ? key.slice(key.indexOf('/') + 1) : 'somewhere');
  const name = (definition: unknown) => (typeof definition === 'string' ? cardName(definition) : 'a card');
  switch (entry.type) {
    case 'turn-began':
      return `Turn ${String(detail['turn'] ?? entry.turn)}: ${entry.player ?? ''}`;
    case 'turn-ended':
    case 'game-over':
      return null;
    case 'first-player':
      return `${who}goes first`;
    case 'moved':
      return `${who}${name(detail['definition'])}: ${zone(detail['from'])} → ${zone(detail['to'])}${detail['reason'] ? ` (${String(detail['reason'])})` : ''}`;
    case 'ability-played':
    case 'ability-activated':
      return `${who}✦ ${String(detail['label'] ?? 'ability')}`;
    case 'item-played':
      return `${who}plays ${String(detail['label'])}`;
    case 'item-resolves':
      return `resolves ${String(detail['label'])}`;
    case 'player-loses':
      return `${who}loses: ${String(detail['reason'])}`;
    default: {
      const extra = Object.entries(detail)
        .filter(([key, value]) => typeof value !== 'object' && key !== 'definition')
        .map(([key, value]) => (typeof value === 'string' && known.has(value) ? `${key}: ${known.get(value)}` : `${key}=${String(value)}`))
        .join(' ');
      const card = typeof detail['definition'] === 'string' ? ` ${name(detail['definition'])}` : '';
      return `${who}${entry.type}${card}${extra === '' ? '' : ` ${extra}`}`;
    }
  }
}

export function resultText(result: GameResult | null): string {
  if (result === null) return 'in progress';
  return result.kind === 'draw' ? `Draw (${result.reason})` : `${result.winner} wins (${result.reason})`;
}
