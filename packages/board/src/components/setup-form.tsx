import { useState } from 'react';
import { deckNames, type BotKind, type TableSetup } from '../model/table.js';
import { engine } from '../titles.js';

export interface SetupFormProps {
  /** `watch`: both seats are bots; `play`: the first seat is the page's. */
  mode: 'watch' | 'play';
  onStart: (setup: TableSetup) => void;
}

/** Title, decks, seed and bots for a new game. */
export function SetupForm({ mode, onStart }: SetupFormProps) {
  const titles = engine.titles();
  const [title, setTitle] = useState(titles[0]!);
  const decks = deckNames(title);
  const [deck1, setDeck1] = useState(decks[0]!);
  const [deck2, setDeck2] = useState(decks[1] ?? decks[0]!);
  const [seed, setSeed] = useState(1);
  const [bot1, setBot1] = useState<BotKind>('heuristic');
  const [bot2, setBot2] = useState<BotKind>('heuristic');
  const pickTitle = (id: string) => {
    const names = deckNames(id);
    setTitle(id);
    setDeck1(names[0]!);
    setDeck2(names[1] ?? names[0]!);
  };
  const botSelect = (value: BotKind, set: (kind: BotKind) => void, testId: string) => (
    <select value={value} data-testid={testId} onChange={(e) => set(e.target.value as BotKind)}>
      <option value="heuristic">heuristic bot</option>
      <option value="random">random bot</option>
    </select>
  );
  return (
    <form
      className="setup"
      data-testid="setup"
      onSubmit={(e) => {
        e.preventDefault();
        onStart({ title, seed, decks: [deck1, deck2], seats: [mode === 'play' ? 'human' : bot1, bot2] });
      }}
    >
      <label>
        Title{' '}
        <select value={title} data-testid="title" onChange={(e) => pickTitle(e.target.value)}>
          {titles.map((id) => (
            <option key={id} value={id}>
              {engine.title(id).definition.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        p1 deck{' '}
        <select value={deck1} data-testid="deck1" onChange={(e) => setDeck1(e.target.value)}>
          {decks.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </label>
      {mode === 'watch' ? <label>p1 {botSelect(bot1, setBot1, 'bot1')}</label> : <span>p1: you</span>}
      <label>
        p2 deck{' '}
        <select value={deck2} data-testid="deck2" onChange={(e) => setDeck2(e.target.value)}>
          {decks.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </label>
      <label>p2 {botSelect(bot2, setBot2, 'bot2')}</label>
      <label>
        Seed <input type="number" value={seed} data-testid="seed" onChange={(e) => setSeed(Number(e.target.value) || 0)} />
      </label>
      <button type="submit" data-testid="start">
        {mode === 'watch' ? 'Watch' : 'Play'}
      </button>
    </form>
  );
}
