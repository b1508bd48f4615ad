/** Milliseconds between bot actions. */
export const speeds: readonly { label: string; delay: number }[] = [
  { label: 'slow', delay: 1000 },
  { label: 'normal', delay: 300 },
  { label: 'fast', delay: 60 },
  { label: 'instant', delay: 0 },
];

export function SpeedSelect({ delay, onChange }: { delay: number; onChange: (delay: number) => void }) {
  return (
    <label>
      Speed{' '}
      <select value={delay} data-testid="speed" onChange={(e) => onChange(Number(e.target.value))}>
        {speeds.map((s) => (
          <option key={s.label} value={s.delay}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Judge or one player's eyes. */
export function PerspectiveSelect({
  value,
  players,
  onChange,
}: {
  value: string;
  players: readonly string[];
  onChange: (p: string) => void;
}) {
  return (
    <label>
      View{' '}
      <select value={value} data-testid="perspective" onChange={(e) => onChange(e.target.value)}>
        <option value="judge">judge (everything)</option>
        {players.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </label>
  );
}
