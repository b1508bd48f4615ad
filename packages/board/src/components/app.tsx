import { useState } from 'react';
import { PlayScreen } from './play-screen.js';
import { ReplayScreen } from './replay-screen.js';
import { WatchScreen } from './watch-screen.js';

type Mode = 'watch' | 'play' | 'replay';

export function App() {
  const [mode, setMode] = useState<Mode>('watch');
  const [replay, setReplay] = useState<string | null>(null);
  const openReplay = (text: string) => {
    setReplay(text);
    setMode('replay');
  };
  return (
    <div className="app">
      <nav>
        <strong>tcgkit board</strong>
        {(['watch', 'play', 'replay'] as const).map((m) => (
          <button key={m} type="button" data-testid={`mode-${m}`} className={m === mode ? 'active' : ''} onClick={() => setMode(m)}>
            {m}
          </button>
        ))}
      </nav>
      {mode === 'watch' && <WatchScreen onReplay={openReplay} />}
      {mode === 'play' && <PlayScreen onReplay={openReplay} />}
      {mode === 'replay' && <ReplayScreen text={replay} onText={setReplay} />}
    </div>
  );
}
