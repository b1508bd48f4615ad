import type { DeepReadonly, Game, GameResult, LogEntry } from '@tcgkit/kernel';
import pc from 'picocolors';

export interface Printer {
  /** Prints log entries added since the last call (and phase changes). */
  flush(game: Game): void;
  result(result: GameResult | null): void;
}

export function resultLine(result: GameResult | null): string {
  if (result === null) return 'no result (stopped)';
  return result.kind === 'draw' ? `draw (${result.reason})` : `${result.winner} wins (${result.reason})`;
}

/** A readable, coloured log of turns, phases and what happened; `json` prints one JSON object per line. */
export function createPrinter(out: (line: string) => void, options: { json?: boolean; verbose?: boolean; viewer?: string } = {}): Printer {
  let printedSeq = -1;
  let phase: string | null = null;
  const quiet = new Set(['window-opened', 'window-closed', 'passed', 'shuffled', 'action']);
  return {
    flush(game) {
      // The state keeps recent turns only; entries are tracked by their sequence number.
      const log = options.viewer === undefined ? game.state.log : game.view(options.viewer, { log: Infinity }).log;
      for (const entry of log) {
        if (entry.seq <= printedSeq) continue;
        printedSeq = entry.seq;
        if (options.json === true) {
          out(JSON.stringify(entry));
          continue;
        }
        if (entry.type === 'turn-began') phase = null;
        if (!options.verbose && quiet.has(entry.type)) continue;
        const line = describe(game, entry);
        if (line !== null) out(line);
      }
      const now = game.position().phase;
      if (options.json !== true && now !== null && now !== phase && game.result === null) {
        phase = now;
        out(pc.cyan(`  ▸ ${now}`));
      }
    },
    result(result) {
      if (options.json === true) out(JSON.stringify({ type: 'result', result }));
      else out(pc.bold(result?.kind === 'draw' ? pc.yellow(`Result: ${resultLine(result)}`) : pc.green(`Result: ${resultLine(result)}`)));
    },
  };
}

function describe(game: Game, entry: DeepReadonly<LogEntry>): string | null {
  const who = entry.player === undefined ? '' : `${entry.player} `;
  const detail = entry.detail ?? {};
  const name = (definition: unknown) => (typeof definition === 'string' ? game.cardName(definition) : 'a card');
  switch (entry.type) {
    case 'turn-began':
      return pc.bold(`── Turn ${String(detail['turn'])}: ${entry.player} ──`);
    case 'turn-ended':
      return null;
    case 'first-player':
      return `${who}goes first`;
    case 'moved': {
      const from = String(detail['from'] ?? '?').split('/')[1];
      const to = String(detail['to'] ?? '?').split('/')[1];
      return `    ${who}${name(detail['definition'])}: ${from} → ${to}${detail['reason'] ? pc.dim(` (${String(detail['reason'])})`) : ''}`;
    }
    case 'ability-played':
    case 'ability-activated':
      return `    ${who}${pc.magenta('✦')} ${String(detail['label'] ?? 'ability')}`;
    case 'item-played':
      return `    ${who}plays ${String(detail['label'])}`;
    case 'item-resolves':
      return `    ${pc.dim('resolves')} ${String(detail['label'])}`;
    case 'player-loses':
      return pc.red(`    ${who}loses: ${String(detail['reason'])}`);
    case 'game-over':
      return null;
    case 'action':
      return pc.dim(`    ${who}▸ ${JSON.stringify(detail['action'])}`);
    default: {
      const extra = Object.entries(detail)
        .filter(([, v]) => typeof v !== 'object')
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ');
      return `    ${who}${entry.type}${extra ? pc.dim(` ${extra}`) : ''}`;
    }
  }
}
