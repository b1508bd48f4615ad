import type { TitleRuntime } from '../plugin/title-runtime.js';
import { ErrorCode, ruleError, short, TcgError } from '../rules/rule-error.js';
import type { GameState } from '../state/game-state.js';
import { compactStateSchema, firstSchemaProblem, gameStateSchema, hasNonFiniteNumber } from '../state/snapshot-schema.js';
import { decodeSnapshot } from './snapshot-codec.js';
import { Game, type HistoryMode } from './game.js';
import { checkIntegrity } from './integrity.js';

/** Far above any real game (a finished one is tens of KB); refused before parsing. */
export const maxSnapshotLength = 16 * 1024 * 1024;

function invalid(where: string): TcgError {
  return new TcgError(ruleError(ErrorCode.invalidSnapshot, `not a usable tcgkit snapshot: ${where}`));
}

/**
 * The state a parsed snapshot describes, every field checked: a compact snapshot (`version: 2`, what
 * `snapshot()` writes) has its card and event rows checked and decoded by hand and the rest by the zod
 * schema; a full one (`version: 1`, the state as plain JSON) is checked by the zod schema whole.
 */
function checkedState(raw: unknown): GameState {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && (raw as { version?: unknown }).version === 2) {
    const decoded = decodeSnapshot(raw as Record<string, unknown>);
    if (!decoded.ok) throw invalid(decoded.problem);
    const parsed = compactStateSchema.safeParse(decoded.rest);
    if (!parsed.success) throw invalid(firstSchemaProblem(parsed.error));
    // The JSON itself is kept (the parsed copy drops nothing the schema allows): titles own loose payloads.
    return {
      ...(decoded.rest as Omit<GameState, 'cards' | 'lastKnown' | 'log'>),
      cards: decoded.cards,
      lastKnown: decoded.lastKnown,
      log: decoded.log,
    };
  }
  const parsed = gameStateSchema.safeParse(raw);
  if (!parsed.success) throw invalid(firstSchemaProblem(parsed.error));
  return raw as GameState;
}

/**
 * A game continued from a snapshot that may come from anywhere (a file, a client, a database). Nothing of
 * it is trusted: its shape, then the integrity of the state (cards, zones, references), then its flow
 * position are checked, and the first problem is thrown as `INVALID_SNAPSHOT` with its path.
 */
export function restoreGame(snapshot: string | GameState, titles: ReadonlyMap<string, TitleRuntime>, history: HistoryMode): Game {
  let raw: unknown;
  let text: string;
  try {
    text = typeof snapshot === 'string' ? snapshot : JSON.stringify(snapshot);
    if (text.length > maxSnapshotLength) throw invalid(`it is larger than ${maxSnapshotLength} characters`);
    raw = JSON.parse(text);
  } catch (error) {
    if (error instanceof TcgError) throw error;
    throw invalid('it is not valid JSON');
  }
  if (hasNonFiniteNumber(text, raw)) throw invalid('a number is too large to be finite');
  const state = checkedState(raw);
  const title = titles.get(state.title);
  if (title === undefined) throw invalid(`title: no title "${short(state.title)}" is loaded`);
  const problem = checkIntegrity({ state, title });
  if (problem !== null) throw invalid(problem);
  try {
    return new Game(title, state, true, history, { text });
  } catch (error) {
    throw invalid(`flow.value: ${short(error instanceof Error ? error.message : String(error), 200)}`);
  }
}
