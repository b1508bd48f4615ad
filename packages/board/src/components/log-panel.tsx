import type { GameView } from '@tcgkit/kernel';
import { cardNames } from '../model/actions.js';
import { logLine, resultText } from '../model/log-lines.js';
import { engine } from '../titles.js';

/** The readable log of what the viewer may know, newest last, and the result. */
export function LogPanel({ view }: { view: GameView }) {
  const title = engine.title(view.title);
  const known = cardNames(view);
  const lines = view.log
    .map((entry) => ({ seq: entry.seq, turnStart: entry.type === 'turn-began', text: logLine(entry, (id) => title.cardName(id), known) }))
    .filter((line) => line.text !== null)
    .slice(-120);
  return (
    <aside className="log" data-testid="log">
      <h2>Log</h2>
      <div className="result" data-testid="result" data-finished={view.result !== null ? 'true' : 'false'}>
        {view.result === null
          ? `Turn ${view.turn.number}, ${view.turn.player} · ${view.position.phase ?? 'set-up'}`
          : `Result: ${resultText(view.result)}`}
      </div>
      {view.stack.length > 0 && (
        <div className="stack">Stack: {view.stack.map((item) => `${item.label} (${item.controller})`).join(' ← ')}</div>
      )}
      <ol>
        {lines.map((line) => (
          <li key={line.seq} className={line.turnStart ? 'turn-start' : ''}>
            {line.text}
          </li>
        ))}
      </ol>
    </aside>
  );
}
