import type { Action } from '../decisions/decision.js';
import type { Seat } from './seat.js';

/**
 * A title's sense of what is good, contributed by the title package (its `tcgkit.heuristic` entry, see
 * docs/writing-a-plugin.md) and used by heuristic bots: a score per legal action, higher is better.
 *
 * `score` returns `undefined` for an action the title has no opinion on; the bot then falls back to its
 * title-agnostic scoring (`genericHeuristic` in `@tcgkit/bots`). The contract lives in the kernel so that
 * a title can contribute a heuristic while depending on the kernel alone.
 */
export interface Heuristic {
  /** The title id this heuristic knows, or `*` for any title. */
  readonly title: string;
  score(action: Action, seat: Seat): number | undefined;
}
