import type { Json } from '../state/json.js';

/** Where the game is, read from the statechart's value. */
export interface Position {
  /** `pregame`, `setup`, `turn` or `game-over`. */
  segment: string;
  phase: string | null;
  step: string | null;
  /** The procedure state inside the step (`draw`, `check-timing`, `play-timing:main`…). */
  procedure: string | null;
  /** Deeper states inside a window's chart (e.g. `['offer']`, `['check-timing', 'pending-abilities']`). */
  detail: string[];
  /** The open play timing's window name, if any. */
  window: string | null;
  /** The full path of state names. */
  path: string[];
}

export function statePath(value: Json): string[] {
  const path: string[] = [];
  let node: Json = value;
  while (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    const key = Object.keys(node)[0];
    if (key === undefined) break;
    path.push(key);
    node = node[key] as Json;
  }
  if (typeof node === 'string') path.push(node);
  return path;
}

export function positionOf(value: Json, window: string | null): Position {
  const path = statePath(value);
  const segment = path[0] ?? 'pregame';
  if (segment === 'setup') {
    return { segment, phase: null, step: path[1] ?? null, procedure: path[2] ?? null, detail: path.slice(3), window, path };
  }
  if (segment === 'turn') {
    return { segment, phase: path[1] ?? null, step: path[2] ?? null, procedure: path[3] ?? null, detail: path.slice(4), window, path };
  }
  return { segment, phase: null, step: null, procedure: null, detail: [], window, path };
}
