import { useEffect, useRef, useState } from 'react';
import { judge, playerIds, Table, type TableSetup } from '../model/table.js';
import { BoardView } from './board-view.js';
import { LogPanel } from './log-panel.js';
import { SetupForm } from './setup-form.js';
import { PerspectiveSelect, SpeedSelect } from './speed-select.js';

/** How many bot actions one tick takes at each delay: "instant" plays in batches so the page stays live. */
const batch = (delay: number) => (delay === 0 ? 25 : 1);

/** Bots against bots at a chosen speed, with pause and step, seen by the judge or either player. */
export function WatchScreen({ onReplay }: { onReplay: (saved: string) => void }) {
  const [table, setTable] = useState<Table | null>(null);
  const [, setTick] = useState(0);
  const [running, setRunning] = useState(true);
  const [delay, setDelay] = useState(300);
  const [perspective, setPerspective] = useState(judge);
  const tableRef = useRef(table);
  tableRef.current = table;

  const step = (count: number) => {
    const current = tableRef.current;
    if (current === null) return;
    for (let i = 0; i < count && current.stepBot(); i++);
    setTick((t) => t + 1);
  };

  useEffect(() => {
    if (table === null || !running || table.finished) return;
    const timer = setTimeout(() => step(batch(delay)), delay);
    return () => clearTimeout(timer);
  });

  if (table === null) {
    return (
      <SetupForm
        mode="watch"
        onStart={(setup: TableSetup) => {
          setTable(new Table(setup));
          setRunning(true);
        }}
      />
    );
  }
  const view = table.view(perspective);
  return (
    <div className="screen">
      <div className="controls">
        <button type="button" data-testid="pause" onClick={() => setRunning(!running)}>
          {running ? 'Pause' : 'Play'}
        </button>
        <button type="button" data-testid="step" disabled={running || table.finished} onClick={() => step(1)}>
          Step
        </button>
        <SpeedSelect delay={delay} onChange={setDelay} />
        <PerspectiveSelect value={perspective} players={playerIds} onChange={setPerspective} />
        <span data-testid="action-count">{table.actions.length} actions</span>
        <button type="button" onClick={() => onReplay(table.saved())}>
          Open in replay
        </button>
        <button type="button" onClick={() => setTable(null)}>
          New game
        </button>
      </div>
      <div className="table-area">
        <BoardView view={view} />
        <LogPanel view={view} />
      </div>
    </div>
  );
}
