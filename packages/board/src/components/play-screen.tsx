import type { Action, RuleError, SelectDecision } from '@tcgkit/kernel';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cardNames, groupByCard } from '../model/actions.js';
import { Table, type TableSetup } from '../model/table.js';
import { BoardView } from './board-view.js';
import { DecisionPanel } from './decision-panel.js';
import { LogPanel } from './log-panel.js';
import { SetupForm } from './setup-form.js';
import { SpeedSelect } from './speed-select.js';

/** The page's seat. */
const me = 'p1';

/**
 * A seat against a bot. The page is given only `view(p1)` and p1's legal actions: cards named by a legal
 * action are highlighted, clicking one offers its actions, `select` decisions are a multi-select.
 */
export function PlayScreen({ onReplay }: { onReplay: (saved: string) => void }) {
  const [table, setTable] = useState<Table | null>(null);
  const [tick, setTick] = useState(0);
  const [delay, setDelay] = useState(300);
  const [focus, setFocus] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [rejection, setRejection] = useState<RuleError | null>(null);
  const tableRef = useRef(table);
  tableRef.current = table;

  useEffect(() => {
    if (table === null || table.botToAct === null) return;
    const timer = setTimeout(() => {
      tableRef.current?.stepBot();
      setTick((t) => t + 1);
    }, delay);
    return () => clearTimeout(timer);
  });

  const view = useMemo(() => (table === null ? null : table.view(me)), [table, tick]);
  const legal = useMemo(() => (table === null ? [] : table.legal(me)), [table, tick]);
  if (table === null || view === null) {
    return <SetupForm mode="play" onStart={(setup: TableSetup) => setTable(new Table(setup))} />;
  }

  const known = cardNames(view);
  const decision = view.decision !== null && view.decision.player === me ? view.decision : null;
  const select = decision !== null && decision.kind === 'select' ? (decision as SelectDecision) : null;
  const { byCard, general } = groupByCard(legal, known);
  // In a select decision the options that are cards are highlighted and toggled by clicking them on the board.
  const highlighted = new Set(select === null ? byCard.keys() : select.options.flatMap((o) => (o.card === undefined ? [] : [o.card])));
  const selectedCards = new Set(
    select === null
      ? focus === null
        ? []
        : [focus]
      : select.options.filter((o) => picked.includes(o.id) && o.card !== undefined).map((o) => o.card!),
  );

  const act = (action: Action) => {
    const error = table.act(action);
    setRejection(error);
    if (error === null) {
      setPicked([]);
      setFocus(null);
    }
    setTick((t) => t + 1);
  };
  const pick = (option: string) => setPicked((now) => (now.includes(option) ? now.filter((o) => o !== option) : [...now, option]));
  const clickCard = (id: string) => {
    setRejection(null);
    if (select !== null) {
      const option = select.options.find((o) => o.card === id);
      if (option !== undefined) pick(option.id);
      return;
    }
    setFocus(id);
  };

  return (
    <div className="screen">
      <div className="controls">
        <SpeedSelect delay={delay} onChange={setDelay} />
        <span>You are p1 ({table.setup.title}).</span>
        <button type="button" onClick={() => onReplay(table.saved())}>
          Open in replay
        </button>
        <button type="button" onClick={() => setTable(null)}>
          New game
        </button>
      </div>
      <DecisionPanel
        view={view}
        player={me}
        legal={legal}
        known={known}
        general={general}
        focus={focus === null ? null : { card: focus, actions: byCard.get(focus) ?? [] }}
        picked={picked}
        onPick={pick}
        onAct={act}
        rejection={rejection}
      />
      <div className="table-area">
        <BoardView view={view} highlighted={highlighted} selected={selectedCards} onCard={clickCard} />
        <LogPanel view={view} />
      </div>
    </div>
  );
}
