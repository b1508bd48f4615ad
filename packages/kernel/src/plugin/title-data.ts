import type { GameState } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';

/**
 * A title's own data in the state (`state.data[key]`: its battle, counters…). The state holds plain JSON,
 * so snapshots carry it; the title reads and writes it through this one typed accessor, which creates it
 * on first use. The casts between the title's type and JSON live here and nowhere in title code: only
 * `of` writes the key (a restored snapshot is checked by the title's `checkState`).
 */
export interface TitleData<T extends object> {
  readonly key: string;
  of(ctx: { state: GameState }): T;
}

export function defineTitleData<T extends object>(key: string, fresh: () => T): TitleData<T> {
  return {
    key,
    of(ctx) {
      const stored = ctx.state.data[key];
      if (stored !== undefined) return stored as unknown as T;
      const created = fresh();
      ctx.state.data[key] = created as unknown as JsonObject;
      return created;
    },
  };
}
