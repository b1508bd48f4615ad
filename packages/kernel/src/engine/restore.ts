import type { TitleRuntime } from '../plugin/title-runtime.js';
import { ErrorCode, ruleError, short, TcgError } from '../rules/rule-error.js';
import type { GameState } from '../state/game-state.js';
import { compactStateSchema, firstSchemaProblem, gameStateSchema, hasNonFiniteNumber } from '../state/snapshot-schema.js';
import { decodeSnapshot } from './snapshot-codec.js';
import { Game, type HistoryMode } from './game.js';
import { checkIntegrity, checkReferences } from './integrity.js';
import { checkV3Fields } from './snapshot-fields.js';
import { decodeV3, stateFromV3, type V3Fields } from './snapshot-v3-decode.js';

/** Far above any real game (a finished one is tens of KB); refused before parsing. */
export const maxSnapshotLength = 16 * 1024 * 1024;

function invalid(where: string): TcgError {
  return new TcgError(ruleError(ErrorCode.invalidSnapshot, `not a usable tcgkit snapshot: ${where}`));
}

/**
 * The state a parsed version 1 or 2 snapshot describes, every field checked: a version 2 one has its card and
 * event rows checked and decoded by hand and the rest by the zod schema; a full one (`version: 1`, the state
 * as plain JSON) is checked by the zod schema whole. `restore()` then checks its integrity.
 */
function checkedOlderState(raw: unknown): GameState {
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
 * The state a version 3 or 4 snapshot describes, with its title: the fields it writes as they are are checked by
 * hand (`checkV3Fields`, which accepts what the zod `v3SnapshotSchema` accepts), then `decodeV3` checks and builds the zones, cards and log, checking on the way what
 * `checkCards` and `checkZones` check (so only the references and the title's rules are left to check).
 */
function checkedV3State(
  raw: Record<string, unknown>,
  titles: ReadonlyMap<string, TitleRuntime>,
): { state: GameState; title: TitleRuntime } {
  const problem = checkV3Fields(raw);
  if (problem !== null) throw invalid(problem);
  const fields = raw as unknown as V3Fields;
  const title = titleOf(fields.title, titles);
  const decoded = decodeV3(raw, { title }, fields);
  if (!decoded.ok) throw invalid(decoded.problem);
  return { state: stateFromV3(fields, decoded), title };
}

function titleOf(id: string, titles: ReadonlyMap<string, TitleRuntime>): TitleRuntime {
  const title = titles.get(id);
  if (title === undefined) throw invalid(`title: no title "${short(id)}" is loaded`);
  return title;
}

/**
 * A game continued from a snapshot that may come from anywhere (a file, a client, a database). Nothing of
 * it is trusted: its shape, then the integrity of the state (cards, zones, references), then its flow
 * position are checked, and the first problem is thrown as `INVALID_SNAPSHOT` with its path. Snapshots of
 * every version `snapshot()` ever wrote restore (4, the current one; 3; 2; 1, the state as plain JSON).
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
  let state: GameState;
  let title: TitleRuntime;
  let problem: string | null;
  if (isObject(raw) && (raw['version'] === 4 || raw['version'] === 3)) {
    ({ state, title } = checkedV3State(raw, titles));
    problem = checkReferences({ state, title }) ?? title.definition.checkState?.(state) ?? null;
  } else {
    state = checkedOlderState(raw);
    title = titleOf(state.title, titles);
    problem = checkIntegrity({ state, title });
  }
  if (problem !== null) throw invalid(problem);
  try {
    return new Game(title, state, true, history, { text });
  } catch (error) {
    throw invalid(`flow.value: ${short(error instanceof Error ? error.message : String(error), 200)}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
