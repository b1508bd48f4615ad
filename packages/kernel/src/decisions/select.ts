import type { DecisionKind } from './decision-kind.js';
import { ErrorCode, ruleError, short } from '../rules/rule-error.js';
import { nextInt, nextUint32, type RngState } from '../state/rng.js';
import {
  isChooseAction,
  isSelectAnswers,
  type Action,
  type ChooseAction,
  type LegalAction,
  type SelectAnswers,
  type SelectDecision,
} from './decision.js';

/**
 * Answers to a `select` decision: `{ type: 'choose', choice: [...] }` with between min and max option ids.
 * `legalActions()` does not list them (there can be billions: 15 cards of 30 is 155 million subsets); it
 * lists one `SelectAnswers` entry describing them, and `validate` checks an answer against the same
 * structure. `answerCount`, `answerAt` and `pickAnswer` count, rank and sample the answers exactly.
 */
export const selectDecisionKind: DecisionKind<unknown> = {
  title: '*',
  kind: 'select',
  accepts: () => ['choose'],
  enumerate(_ctx, decision) {
    const answers = selectAnswersOf(decision as SelectDecision);
    return answerCountOf(answers) === 0n ? [] : [answers];
  },
  validate(_ctx, decision, action) {
    const select = decision as SelectDecision;
    if (action.type !== 'choose') {
      return ruleError(ErrorCode.unknownAction, `expected "choose" to answer: ${select.prompt}`, select.rule);
    }
    if (!isChooseAction(action)) return ruleError(ErrorCode.malformedAction, 'choice must be an array of option ids');
    const { choice } = action;
    if (new Set(choice).size !== choice.length) return ruleError(ErrorCode.badChoice, 'the same option was chosen twice');
    const unknown = choice.find((id) => !select.options.some((o) => o.id === id));
    if (unknown !== undefined) return ruleError(ErrorCode.badChoice, `"${short(unknown)}" is not one of the options`, select.rule);
    if (choice.length < select.min || choice.length > select.max) {
      const range = select.min === select.max ? `${select.min}` : `${select.min} to ${select.max}`;
      return ruleError(ErrorCode.badChoice, `choose ${range}, not ${choice.length}`, select.rule);
    }
    return null;
  },
};

/** The structure of a select decision's answers, as `legalActions()` lists it (a fresh object). */
export function selectAnswersOf(decision: SelectDecision): SelectAnswers {
  return {
    type: 'choose',
    player: decision.player,
    select: { options: decision.options.map((o) => o.id), min: decision.min, max: decision.max, ordered: decision.ordered === true },
  };
}

/**
 * How many answers `legal` stands for: one per plain action, every choice a `SelectAnswers` allows.
 * A bigint: a select's answers can outnumber what a double counts exactly.
 */
export function answerCount(legal: readonly LegalAction[]): bigint {
  let total = 0n;
  for (const entry of legal) total += isSelectAnswers(entry) ? answerCountOf(entry) : 1n;
  return total;
}

/**
 * The answer at `index` (0 ≤ index < `answerCount(legal)`) in listing order: plain actions as listed; a
 * select's answers by size (smallest first), then in lexicographic order of the options' positions (the
 * order the kernel listed subsets in before issue 14, so a pick by index chooses the same answer).
 */
export function answerAt(legal: readonly LegalAction[], index: bigint): Action {
  if (index < 0n) throw new RangeError(`answer index ${index} is negative`);
  let rest = index;
  for (const entry of legal) {
    if (!isSelectAnswers(entry)) {
      if (rest === 0n) return entry;
      rest -= 1n;
      continue;
    }
    const count = answerCountOf(entry);
    if (rest < count) return { type: 'choose', player: entry.player, choice: unrank(entry.select, rest) } satisfies ChooseAction;
    rest -= count;
  }
  throw new RangeError(`answer index ${index} is past the ${answerCount(legal)} answers`);
}

/**
 * One answer drawn uniformly from every answer `legal` stands for, with the caller's seeded generator.
 * When they number at most 2³² it draws `nextInt(rng, count)` once, so a list of plain actions is picked
 * from exactly as `legal[nextInt(rng, legal.length)]` would.
 */
export function pickAnswer(legal: readonly LegalAction[], rng: RngState): Action {
  const count = answerCount(legal);
  if (count === 0n) throw new RangeError('there is no answer to pick');
  return answerAt(legal, uniformBelow(rng, count));
}

/** The first `limit` answers `legal` stands for, in listing order (see `answerAt`). */
export function listAnswers(legal: readonly LegalAction[], limit: number): Action[] {
  const count = answerCount(legal);
  const out: Action[] = [];
  for (let i = 0n; i < count && out.length < limit; i++) out.push(answerAt(legal, i));
  return out;
}

/**
 * Whether `action` is one of the answers `legal` stands for: equal to a listed action (field by field,
 * `decision` aside), or a `choose` that fits a listed `SelectAnswers`. For tools and tests that ask
 * "was this legal?" of a list without sending it.
 */
export function isAnswerIn(legal: readonly LegalAction[], input: unknown): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const action = input as Action;
  const { decision: _decision, ...fields } = action;
  const text = JSON.stringify(sortedKeys(fields));
  for (const entry of legal) {
    if (!isSelectAnswers(entry)) {
      const { decision: _listed, ...listed } = entry;
      if (JSON.stringify(sortedKeys(listed)) === text) return true;
    } else if (fitsSelect(entry, action)) {
      return true;
    }
  }
  return false;
}

function fitsSelect(answers: SelectAnswers, action: Action): boolean {
  if (action.type !== 'choose' || action.player !== answers.player || !isChooseAction(action)) return false;
  if (Object.keys(action).some((key) => !['type', 'player', 'decision', 'choice'].includes(key))) return false;
  const { options, min, max } = answers.select;
  const { choice } = action;
  return (
    choice.length >= min && choice.length <= max && new Set(choice).size === choice.length && choice.every((id) => options.includes(id))
  );
}

function sortedKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function answerCountOf(answers: SelectAnswers): bigint {
  const { options, min, max, ordered } = answers.select;
  const n = options.length;
  let total = 0n;
  for (let size = Math.max(0, min); size <= Math.min(max, n); size++) total += ordered ? arrangements(n, size) : binomial(n, size);
  return total;
}

/** The `rank`-th choice (0-based) of the select's answers in listing order. */
function unrank(select: SelectAnswers['select'], rank: bigint): string[] {
  const { options, min, max, ordered } = select;
  const n = options.length;
  let rest = rank;
  for (let size = Math.max(0, min); size <= Math.min(max, n); size++) {
    const count = ordered ? arrangements(n, size) : binomial(n, size);
    if (rest < count) return ordered ? unrankArrangement(options, size, rest) : unrankSubset(options, size, rest);
    rest -= count;
  }
  throw new RangeError(`choice rank ${rank} is past the answers`);
}

/** Subsets of `size` in lexicographic order of positions: those starting at position i number C(n−i−1, size−1). */
function unrankSubset(options: readonly string[], size: number, rank: bigint): string[] {
  const n = options.length;
  const picked: string[] = [];
  let rest = rank;
  let next = 0;
  for (let slot = 0; slot < size; slot++) {
    for (let i = next; i < n; i++) {
      const block = binomial(n - i - 1, size - slot - 1);
      if (rest < block) {
        picked.push(options[i] as string);
        next = i + 1;
        break;
      }
      rest -= block;
    }
  }
  return picked;
}

/** Sequences of `size` in lexicographic order: each first pick heads P(n−1, size−1) of them. */
function unrankArrangement(options: readonly string[], size: number, rank: bigint): string[] {
  const left = [...options];
  const picked: string[] = [];
  let rest = rank;
  for (let slot = 0; slot < size; slot++) {
    const block = arrangements(left.length - 1, size - slot - 1);
    const at = Number(rest / block);
    rest %= block;
    picked.push(left.splice(at, 1)[0] as string);
  }
  return picked;
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const small = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= small; i++) result = (result * BigInt(n - small + i)) / BigInt(i);
  return result;
}

function arrangements(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result *= BigInt(n - i);
  return result;
}

/** A uniform bigint in [0, bound): `nextInt` when it fits 32 bits, else whole 32-bit words with rejection. */
function uniformBelow(rng: RngState, bound: bigint): bigint {
  if (bound <= 0x100000000n) return BigInt(nextInt(rng, Number(bound)));
  const bits = bound.toString(2).length;
  const mask = (1n << BigInt(bits)) - 1n;
  const words = Math.ceil(bits / 32);
  for (;;) {
    let value = 0n;
    for (let i = 0; i < words; i++) value = (value << 32n) | BigInt(nextUint32(rng));
    value &= mask;
    if (value < bound) return value;
  }
}
