import {
  answerAt,
  answerCount,
  canPointAt,
  ErrorCode,
  type Action,
  type Game,
  type Json,
  type LegalAction,
  type SelectDecision,
} from '@tcgkit/kernel';
import { contextOf } from '@tcgkit/kernel/internal';
import fc from 'fast-check';

/**
 * A recipe for one hostile action. Recipes are generated (and shrunk) by fast-check before a game is
 * played; each is turned into a concrete action against the position it is tried in, usually by breaking
 * one of the legal actions there (`pick` chooses which).
 */
export type HostileRecipe =
  | { kind: 'not-an-object'; value: Json }
  | { kind: 'missing-fields'; drop: 'type' | 'player' | 'both'; pick: number }
  | { kind: 'not-json'; value: NonJsonKind; pick: number }
  | { kind: 'unknown-player'; name: string; pick: number }
  | { kind: 'wrong-player'; pick: number }
  | { kind: 'stale-decision'; offset: number; pick: number }
  | { kind: 'unknown-type'; type: string; pick: number }
  | { kind: 'wrong-window'; pick: number; move: number }
  | { kind: 'unknown-card'; pick: number }
  | { kind: 'out-of-range'; mode: 'too-many' | 'too-few' | 'duplicate' | 'unknown-option' | 'not-an-array' | 'huge-number'; pick: number }
  | { kind: 'garbage'; value: { [key: string]: Json } }
  /** A field of a legal action turned into a getter (one that may throw), or the whole action a proxy. */
  | { kind: 'accessor'; mode: 'getter' | 'throwing-getter' | 'proxy-trap'; pick: number }
  /** A card field of a legal action naming an `Object.prototype` member. */
  | { kind: 'prototype-id'; name: string; pick: number }
  /** A legal action with a field nobody declared. */
  | { kind: 'junk-field'; key: string; value: Json; pick: number }
  /** A legal action carrying a huge string or a long list. */
  | { kind: 'oversized'; mode: 'string' | 'list' | 'key'; pick: number }
  /** A card field of a legal action naming a card the actor may not see: rejected exactly as an unknown id. */
  | { kind: 'hidden-card'; pick: number; card: number };

type NonJsonKind = 'function' | 'undefined' | 'nan' | 'infinity' | 'date' | 'map' | 'bigint' | 'symbol' | 'cycle' | 'class';

/** A concrete hostile action and the kernel code it must get, when the kernel (not the title) decides it. */
export interface HostileAction {
  recipe: HostileRecipe['kind'];
  action: unknown;
  /** Exact code expected; otherwise any typed code. */
  code?: string;
  /**
   * An oracle check: the rejection must be byte-identical to the one `twin` gets, once `twin`'s
   * `swap[1]` is read as `swap[0]` (the twin names a card that does not exist where this one names a
   * hidden card).
   */
  twin?: { action: unknown; swap: [string, string] };
}

const pick = fc.nat({ max: 1000 });

export function hostileRecipe(): fc.Arbitrary<HostileRecipe> {
  return fc.oneof(
    fc.record({
      kind: fc.constant('not-an-object' as const),
      value: fc.oneof(
        fc.constant(null),
        fc.integer(),
        fc.string(),
        fc.boolean(),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
      ) as fc.Arbitrary<Json>,
    }),
    fc.record({
      kind: fc.constant('missing-fields' as const),
      drop: fc.constantFrom('type' as const, 'player' as const, 'both' as const),
      pick,
    }),
    fc.record({
      kind: fc.constant('not-json' as const),
      value: fc.constantFrom<NonJsonKind>('function', 'undefined', 'nan', 'infinity', 'date', 'map', 'bigint', 'symbol', 'cycle', 'class'),
      pick,
    }),
    fc.record({ kind: fc.constant('unknown-player' as const), name: fc.string({ maxLength: 8 }), pick }),
    fc.record({ kind: fc.constant('wrong-player' as const), pick }),
    fc.record({ kind: fc.constant('stale-decision' as const), offset: fc.integer({ min: -5, max: 1000 }), pick }),
    fc.record({ kind: fc.constant('unknown-type' as const), type: fc.string({ maxLength: 12 }), pick }),
    fc.record({ kind: fc.constant('wrong-window' as const), pick, move: fc.nat({ max: 100 }) }),
    fc.record({ kind: fc.constant('unknown-card' as const), pick }),
    fc.record({
      kind: fc.constant('out-of-range' as const),
      mode: fc.constantFrom(
        'too-many' as const,
        'too-few' as const,
        'duplicate' as const,
        'unknown-option' as const,
        'not-an-array' as const,
        'huge-number' as const,
      ),
      pick,
    }),
    fc.record({
      kind: fc.constant('accessor' as const),
      mode: fc.constantFrom('getter' as const, 'throwing-getter' as const, 'proxy-trap' as const),
      pick,
    }),
    fc.record({ kind: fc.constant('prototype-id' as const), name: fc.constantFrom(...prototypeNames), pick }),
    fc.record({
      kind: fc.constant('junk-field' as const),
      key: fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...prototypeNames)),
      value: fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
      pick,
    }),
    fc.record({ kind: fc.constant('oversized' as const), mode: fc.constantFrom('string' as const, 'list' as const, 'key' as const), pick }),
    fc.record({ kind: fc.constant('hidden-card' as const), pick, card: fc.nat({ max: 10_000 }) }),
    fc.record({
      kind: fc.constant('garbage' as const),
      value: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) as fc.Arbitrary<{
        [key: string]: Json;
      }>,
    }),
  );
}

/** Names every object inherits: as ids, they must be ordinary unknown ids. */
const prototypeNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

class Opaque {
  readonly value = 1;
}

function nonJson(kind: NonJsonKind): unknown {
  switch (kind) {
    case 'function':
      return () => 1;
    case 'undefined':
      return undefined;
    case 'nan':
      return Number.NaN;
    case 'infinity':
      return Number.POSITIVE_INFINITY;
    case 'date':
      return new Date(0);
    case 'map':
      return new Map([['a', 1]]);
    case 'bigint':
      return BigInt(1);
    case 'symbol':
      return Symbol('hostile');
    case 'cycle': {
      const cycle: Record<string, unknown> = { a: 1 };
      cycle['self'] = cycle;
      return cycle;
    }
    case 'class':
      return new Opaque();
  }
}

/** Action types some part of the game knows: a hostile "unknown" type must be none of them. */
function knownTypes(game: Game): Set<string> {
  return new Set(['pass', 'choose', 'concede', ...contextOf(game).title.moves.keys()]);
}

/**
 * The concrete hostile action for `recipe` in the current position, or null when the recipe does not
 * apply here (nothing to break, or the broken action might be legal after all).
 */
export function materialize(game: Game, recipe: HostileRecipe, legal: readonly LegalAction[]): HostileAction | null {
  const state = contextOf(game).state;
  const decision = state.decision;
  if (decision === null || legal.length === 0) return null;
  // A legal answer to break (for a select, one of the answers its structure allows).
  const base: Action = answerAt(
    legal,
    recipe.kind === 'not-an-object' || recipe.kind === 'garbage' ? 0n : BigInt(recipe.pick) % answerCount(legal),
  );
  const kind = recipe.kind;
  switch (recipe.kind) {
    case 'not-an-object':
      return { recipe: kind, action: recipe.value, code: ErrorCode.malformedAction };
    case 'missing-fields': {
      const action: Record<string, unknown> = { ...base };
      if (recipe.drop !== 'player') delete action['type'];
      if (recipe.drop !== 'type') delete action['player'];
      return { recipe: kind, action, code: ErrorCode.malformedAction };
    }
    case 'not-json':
      return { recipe: kind, action: { ...base, hostile: nonJson(recipe.value) }, code: ErrorCode.malformedAction };
    case 'unknown-player': {
      const players = new Set(state.players.map((p) => p.id));
      const name = players.has(recipe.name) ? `${recipe.name}?` : recipe.name;
      return { recipe: kind, action: { ...base, player: name }, code: ErrorCode.unknownPlayer };
    }
    case 'wrong-player': {
      const others = state.players.filter((p) => p.id !== decision.player);
      if (others.length === 0 || base.type === 'concede') return null;
      return {
        recipe: kind,
        action: { ...base, player: (others[recipe.pick % others.length] as { id: string }).id },
        code: ErrorCode.notYourDecision,
      };
    }
    case 'stale-decision': {
      const id = recipe.offset >= 0 ? decision.id + 1 + recipe.offset : decision.id + recipe.offset;
      return { recipe: kind, action: { ...base, decision: id }, code: ErrorCode.staleDecision };
    }
    case 'unknown-type': {
      const type = knownTypes(game).has(recipe.type) ? `${recipe.type}-unknown` : recipe.type;
      const out: HostileAction = { recipe: kind, action: { ...base, type } };
      if (decision.kind === 'play' || decision.kind === 'select') out.code = ErrorCode.unknownAction;
      return out;
    }
    case 'wrong-window': {
      if (decision.kind === 'select') return { recipe: kind, action: { ...base, type: 'pass' }, code: ErrorCode.unknownAction };
      if (decision.kind !== 'play' || !('window' in decision)) return null;
      const offered = new Set(contextOf(game).title.definition.windows[decision.window]?.moves ?? []);
      const elsewhere = [...contextOf(game).title.moves.keys()].filter((type) => !offered.has(type));
      if (elsewhere.length === 0) return null;
      return { recipe: kind, action: { ...base, type: elsewhere[recipe.move % elsewhere.length] }, code: ErrorCode.notInThisWindow };
    }
    case 'unknown-card': {
      const missing = `c${state.counters.nextObject + 100_000}`;
      const field = Object.keys(base).find(
        (key) => key !== 'player' && key !== 'type' && typeof base[key] === 'string' && state.cards[base[key] as string] !== undefined,
      );
      if (field !== undefined) return { recipe: kind, action: { ...base, [field]: missing } };
      if (base.type === 'choose' && Array.isArray(base['choice']) && base['choice'].length > 0) {
        return { recipe: kind, action: { ...base, choice: [missing, ...base['choice'].slice(1)] }, code: ErrorCode.badChoice };
      }
      return null;
    }
    case 'out-of-range':
      return outOfRange(decision.kind === 'select' ? (decision as SelectDecision) : null, base, recipe.mode);
    case 'accessor': {
      if (recipe.mode === 'proxy-trap') {
        const trap = (): never => {
          throw new Error('hostile trap');
        };
        return {
          recipe: kind,
          action: new Proxy({ ...base }, { ownKeys: trap, get: trap, getOwnPropertyDescriptor: trap }),
          code: ErrorCode.malformedAction,
        };
      }
      const action: Record<string, unknown> = { ...base };
      const field = Object.keys(base).find((key) => key !== 'type' && key !== 'player') ?? 'player';
      const value = base[field];
      const throwing = recipe.mode === 'throwing-getter';
      Object.defineProperty(action, field, {
        enumerable: true,
        get: () => {
          if (throwing) throw new Error('hostile getter');
          return value;
        },
      });
      return { recipe: kind, action, code: ErrorCode.malformedAction };
    }
    case 'prototype-id': {
      const field = cardField(game, base);
      if (field === undefined) return null;
      return { recipe: kind, action: withCard(base, field, recipe.name) };
    }
    case 'junk-field': {
      const key = recipe.key in base || recipe.key === 'decision' ? `${recipe.key}-junk` : recipe.key;
      const action: Record<string, unknown> = { ...base };
      Object.defineProperty(action, key, { value: recipe.value, enumerable: true, writable: true, configurable: true });
      return { recipe: kind, action, code: ErrorCode.malformedAction };
    }
    case 'oversized': {
      const huge = 'x'.repeat(1 << 20);
      if (recipe.mode === 'string') return { recipe: kind, action: { ...base, player: huge }, code: ErrorCode.malformedAction };
      if (recipe.mode === 'key') return { recipe: kind, action: { ...base, [huge]: 1 }, code: ErrorCode.malformedAction };
      return { recipe: kind, action: { ...base, filler: Array.from({ length: 100_000 }, () => 0) }, code: ErrorCode.malformedAction };
    }
    case 'hidden-card': {
      const field = cardField(game, base);
      const hidden = Object.values(state.cards).filter((card) => !canPointAt(contextOf(game), card, base.player));
      if (field === undefined || hidden.length === 0) return null;
      const secret = (hidden[recipe.card % hidden.length] as { id: string }).id;
      const missing = `c${state.counters.nextObject + 100_000}`;
      return {
        recipe: kind,
        action: withCard(base, field, secret),
        twin: { action: withCard(base, field, missing), swap: [secret, missing] },
      };
    }
    case 'garbage': {
      const action: Record<string, Json> = { ...recipe.value };
      // Garbage must not happen to be a legal answer (or a concession, which is always legal).
      if (typeof action['type'] === 'string' && knownTypes(game).has(action['type'])) action['type'] = `${action['type']}-garbage`;
      return { recipe: kind, action };
    }
  }
}

/** The first field of `base` that names a card object (a string, or the first of a list of strings). */
function cardField(game: Game, base: Action): string | undefined {
  const cards = contextOf(game).state.cards;
  const names = (value: unknown): boolean =>
    (typeof value === 'string' && Object.hasOwn(cards, value)) || (Array.isArray(value) && names(value[0]));
  return Object.keys(base).find((key) => key !== 'player' && key !== 'type' && names(base[key]));
}

/** `base` with its card `field` naming `id` instead (the first entry, for a list). */
function withCard(base: Action, field: string, id: string): Record<string, unknown> {
  const value = base[field];
  return { ...base, [field]: Array.isArray(value) ? [id, ...value.slice(1)] : id };
}

function outOfRange(
  select: SelectDecision | null,
  base: Action,
  mode: Extract<HostileRecipe, { kind: 'out-of-range' }>['mode'],
): HostileAction | null {
  const recipe = 'out-of-range';
  if (select === null) {
    // A numeric field of a move (an ability index, an amount) set far out of range.
    const field = Object.keys(base).find((key) => key !== 'decision' && typeof base[key] === 'number');
    if (field === undefined || mode !== 'huge-number') return null;
    return { recipe, action: { ...base, [field]: 1_000_000 } };
  }
  const ids = select.options.map((o) => o.id);
  const first = ids[0];
  switch (mode) {
    case 'too-many':
      if (ids.length <= select.max) return null;
      return { recipe, action: { ...base, choice: ids.slice(0, select.max + 1) }, code: ErrorCode.badChoice };
    case 'too-few':
      if (select.min === 0) return null;
      return { recipe, action: { ...base, choice: ids.slice(0, select.min - 1) }, code: ErrorCode.badChoice };
    case 'duplicate':
      if (first === undefined || select.max < 2) return null;
      return { recipe, action: { ...base, choice: [first, first] }, code: ErrorCode.badChoice };
    case 'unknown-option':
      return { recipe, action: { ...base, choice: ['no-such-option'] }, code: ErrorCode.badChoice };
    case 'not-an-array':
      return { recipe, action: { ...base, choice: first ?? 'x' }, code: ErrorCode.malformedAction };
    case 'huge-number':
      return { recipe, action: { ...base, choice: [1_000_000] }, code: ErrorCode.malformedAction };
  }
}

/** A hostile action as text, including the values JSON cannot show. */
export function describeHostile(value: unknown): string {
  try {
    const text = describeReadable(value);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return '[an object that throws when read]';
  }
}

function describeReadable(value: unknown): string {
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner === 'function') return '[function]';
      if (typeof inner === 'bigint') return `[bigint ${inner}]`;
      if (typeof inner === 'symbol') return `[${inner.toString()}]`;
      if (inner === undefined) return '[undefined]';
      if (typeof inner === 'number' && !Number.isFinite(inner)) return `[${inner}]`;
      if (inner instanceof Map) return '[Map]';
      if (typeof inner === 'object' && inner !== null) {
        if (seen.has(inner)) return '[cycle]';
        seen.add(inner);
      }
      return inner;
    }) ?? String(value)
  );
}

const typedCode = /^[A-Z][A-Z0-9_]*$/;

/**
 * Tries the hostile action: it must be rejected (`ok: false`) with a typed error (UPPER_SNAKE code, a
 * message) — the expected kernel code where there is one — and leave `snapshot()` byte-identical.
 */
export function checkHostile(game: Game, hostile: HostileAction): string | null {
  const before = game.snapshot();
  const shown = describeHostile(hostile.action);
  let outcome;
  try {
    outcome = game.act(hostile.action);
  } catch (error) {
    return `act() threw on hostile input (${hostile.recipe}) ${shown}: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (outcome.ok) return `hostile input (${hostile.recipe}) ${shown} was accepted`;
  const { code, message } = outcome.error;
  if (!typedCode.test(code) || typeof message !== 'string' || message.length === 0) {
    return `hostile input (${hostile.recipe}) ${shown} got an untyped error ${JSON.stringify(outcome.error)}`;
  }
  if (hostile.code !== undefined && code !== hostile.code)
    return `hostile input (${hostile.recipe}) ${shown} got ${code} (${message}), expected ${hostile.code}`;
  if (game.snapshot() !== before) return `rejected hostile input (${hostile.recipe}) ${shown} changed the game (${code})`;
  if (prototypeChanged()) return `hostile input (${hostile.recipe}) ${shown} changed Object.prototype`;
  if (hostile.twin !== undefined) {
    const twin = game.act(hostile.twin.action);
    const [secret, missing] = hostile.twin.swap;
    const seen = JSON.stringify(outcome.error);
    const unseen = twin.ok ? 'accepted' : JSON.stringify(twin.error).split(missing).join(secret);
    if (seen !== unseen) return `hostile input (${hostile.recipe}) ${shown} tells a hidden card from a missing one: ${seen} vs ${unseen}`;
  }
  return null;
}

const prototypeFingerprint = Object.getOwnPropertyNames(Object.prototype).join();

/** Whether anything has added to or taken from `Object.prototype` since this module loaded. */
export function prototypeChanged(): boolean {
  return Object.getOwnPropertyNames(Object.prototype).join() !== prototypeFingerprint;
}
