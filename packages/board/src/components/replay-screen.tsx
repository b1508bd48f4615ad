import { useEffect, useMemo, useState } from 'react';
import { parseSavedGame, Replayer } from '../model/replay.js';
import { judge, judgeViewOf } from '../model/table.js';
import { BoardView } from './board-view.js';
import { LogPanel } from './log-panel.js';
import { PerspectiveSelect } from './speed-select.js';

/**
 * A saved game (`tcgkit play --save`) at any action: a slider and the keyboard (← → step, Home/End) move
 * through it; the view switches between the judge's and each player's.
 */
export function ReplayScreen({ text, onText }: { text: string | null; onText: (text: string) => void }) {
  const [at, setAt] = useState(0);
  const [perspective, setPerspective] = useState(judge);
  const loaded = useMemo(() => {
    if (text === null) return null;
    try {
      return { replayer: new Replayer(parseSavedGame(text)), error: null };
    } catch (error) {
      return { replayer: null, error: (error as Error).message };
    }
  }, [text]);
  const replayer = loaded?.replayer ?? null;

  useEffect(() => setAt(replayer?.length ?? 0), [replayer]);
  useEffect(() => {
    if (replayer === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement && event.target.type !== 'range') return;
      const moves: Record<string, (n: number) => number> = {
        ArrowLeft: (n) => n - 1,
        ArrowRight: (n) => n + 1,
        PageUp: (n) => n - 10,
        PageDown: (n) => n + 10,
        Home: () => 0,
        End: () => replayer.length,
      };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      setAt((n) => Math.max(0, Math.min(replayer.length, move(n))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [replayer]);

  const game = useMemo(() => (replayer === null ? null : replayer.at(at)), [replayer, at]);
  const view = game === null ? null : perspective === judge ? judgeViewOf(game) : game.view(perspective, { log: 200 });

  return (
    <div className="screen">
      <div className="controls">
        <label>
          Replay file{' '}
          <input
            type="file"
            accept=".json,application/json"
            data-testid="replay-file"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file !== undefined) onText(await file.text());
            }}
          />
        </label>
        {replayer !== null && (
          <>
            <input
              type="range"
              min={0}
              max={replayer.length}
              value={at}
              data-testid="scrubber"
              aria-label="action"
              onChange={(e) => setAt(Number(e.target.value))}
            />
            <span data-testid="position">
              action {at} / {replayer.length}
            </span>
            <PerspectiveSelect value={perspective} players={replayer.saved.players.map((p) => p.id)} onChange={setPerspective} />
          </>
        )}
      </div>
      {loaded?.error != null && (
        <div className="rejection" role="alert">
          {loaded.error}
        </div>
      )}
      {replayer?.error != null && <div className="rejection">{replayer.error}</div>}
      {view !== null && (
        <div className="table-area">
          <BoardView view={view} />
          <LogPanel view={view} />
        </div>
      )}
    </div>
  );
}
