import { ErrorCode, TcgError, type CardDefinition, type Json } from '@tcgkit/kernel';
import { isAliased, resolveAliases, UnknownAlias } from './aliases.js';
import { describeDecision, isChoice } from './decisions.js';
import { ExpectationCheck } from './expectations.js';
import { parseScenario } from './parse.js';
import { readScenarioFile } from './read-file.js';
import { engineFor, type TitleRegistry } from './registry.js';
import { failure, ScenarioStop, show, type ScenarioFailure, type ScenarioResult } from './result.js';
import type { ActStep, AliasStep, Expectation, Scenario } from './schema.js';
import { aliasKey, buildPosition, stateOf, type AliasRecord, type Board } from './setup.js';

/** Runs a scenario file. Never throws for a bad file or a failing scenario: see `result.failures`. */
export function runScenarioFile(path: string, registry: TitleRegistry): ScenarioResult {
  const read = readScenarioFile(path);
  if (!read.ok) {
    return { file: path, title: '', name: path, rules: [], passed: false, stepsRun: 0, stepsTotal: 0, failures: [read.failure] };
  }
  return { file: path, ...runScenario(read.text, registry) };
}

/** Runs a scenario given as YAML text against the titles in `registry`. */
export function runScenario(text: string, registry: TitleRegistry): ScenarioResult {
  const parsed = parseScenario(text);
  if (!parsed.ok) {
    return {
      title: parsed.title ?? '',
      name: parsed.name ?? '(unnamed)',
      rules: [],
      passed: false,
      stepsRun: 0,
      stepsTotal: 0,
      failures: parsed.failures,
    };
  }
  return runParsedScenario(parsed.scenario, registry);
}

/**
 * Runs an already validated scenario (for tools that build scenarios in code). A file with `variants` runs
 * each variant from its own board; their failures carry the variant in their path (`variants[1].…`) and
 * message, and the steps are counted over all variants.
 */
export function runParsedScenario(scenario: Scenario, registry: TitleRegistry): ScenarioResult {
  const boards = boardsOf(scenario);
  const result: ScenarioResult = {
    title: scenario.title,
    name: scenario.name,
    rules: scenario.rules,
    passed: false,
    stepsRun: 0,
    stepsTotal: boards.reduce((total, board) => total + (board.scenario.steps?.length ?? 0), 0),
    failures: [],
  };
  let before = 0;
  for (const board of boards) {
    const one: ScenarioResult = { ...result, stepsRun: 0, failures: [] };
    try {
      new StepRunner(prepare(board.scenario, registry), board.scenario, one).run();
    } catch (error) {
      one.failures.push(...failuresOf(error, one.stepsRun === 0 ? null : one.stepsRun));
    }
    result.stepsRun = before + one.stepsRun;
    before += board.scenario.steps?.length ?? 0;
    result.failures.push(...one.failures.map((f) => (board.label === null ? f : inVariant(f, board.label))));
    if (one.failures.length > 0) break;
  }
  result.passed = result.failures.length === 0;
  return result;
}

/**
 * The starting position of an already validated scenario (of one board), as a game: for tools that check a
 * written position, such as the round trip of `tcgkit scenario --from`. Throws `ScenarioStop` for a bad set-up.
 */
export function buildScenarioGame(scenario: Scenario, registry: TitleRegistry) {
  return prepare(scenario, registry).game;
}

/** The boards a scenario runs: itself, or one per variant (its setup, steps and seed in place of the file's). */
function boardsOf(scenario: Scenario): { scenario: Scenario; label: { index: number; name: string } | null }[] {
  if (scenario.variants === undefined) return [{ scenario, label: null }];
  return scenario.variants.map((variant, index) => ({
    scenario: { ...scenario, seed: variant.seed ?? scenario.seed, setup: variant.setup, steps: variant.steps, variants: undefined },
    label: { index, name: variant.name },
  }));
}

function inVariant(f: ScenarioFailure, label: { index: number; name: string }): ScenarioFailure {
  const prefix = `variants[${label.index}]`;
  return { ...f, path: f.path === undefined ? prefix : `${prefix}.${f.path}`, message: `variant "${label.name}": ${f.message}` };
}

function prepare(scenario: Scenario, registry: TitleRegistry): Board {
  const plugin = Object.hasOwn(registry, scenario.title) ? registry[scenario.title] : undefined;
  if (plugin === undefined) {
    throw new ScenarioStop([
      failure('setup', null, `no title "${scenario.title}" in the registry (have: ${Object.keys(registry).join(', ') || 'none'})`, {
        path: 'title',
      }),
    ]);
  }
  let engine;
  try {
    engine = engineFor(plugin, (scenario.cards ?? []) as CardDefinition[]);
  } catch (error) {
    // Test cards are checked against the title's card schema and instruction language when the engine is
    // built (INVALID_CARD): every problem, on one line, naming the card and the path inside it.
    const message =
      error instanceof TcgError && error.code === ErrorCode.invalidCard
        ? `the test cards are invalid: ${error.details.map((d) => d.message).join('; ')}`
        : `the test cards cannot be added: ${messageOf(error)}`;
    throw new ScenarioStop([failure('setup', null, message, { path: 'cards' })]);
  }
  try {
    return buildPosition(engine, plugin.title.id, scenario);
  } catch (error) {
    if (error instanceof ScenarioStop) throw error;
    throw new ScenarioStop([
      failure(error instanceof TcgError ? 'setup' : 'fault', null, `the starting position cannot be built: ${messageOf(error)}`, {
        path: 'setup',
      }),
    ]);
  }
}

/** Runs the steps in order; the first failing step stops the run. */
class StepRunner {
  readonly #board: Board;
  readonly #scenario: Scenario;
  readonly #result: ScenarioResult;
  /** Decisions a `decision:` expectation has named: strict mode does not complain about those. */
  readonly #expected = new Set<number>();
  #logFrom = 0;

  constructor(board: Board, scenario: Scenario, result: ScenarioResult) {
    this.#board = board;
    this.#scenario = scenario;
    this.#result = result;
  }

  run(): void {
    const steps = this.#scenario.steps ?? [];
    for (const [index, step] of steps.entries()) {
      const number = index + 1;
      this.#result.stepsRun = number;
      const failures =
        'act' in step ? this.#act(step, number) : 'alias' in step ? this.#alias(step, number) : this.#expect(step.expect, number);
      if (failures.length > 0) throw new ScenarioStop(failures);
    }
    const decision = this.#board.game.decision;
    if (this.#scenario.strict && decision !== null && !this.#expected.has(decision.id)) {
      const described = describeDecision(this.#board.game.state, decision);
      throw new ScenarioStop([
        failure(
          'strict',
          steps.length,
          `the scenario ends while ${described} is unanswered; answer it, or end with an expectation \`decision: { player: ${decision.player}, kind: ${decision.kind} }\``,
          { path: 'decision', found: described },
        ),
      ]);
    }
  }

  /**
   * Names cards created during play (tokens, pseudo-cards): for each name, the newest card of that definition
   * (and owner, and zone when given) that no alias names yet.
   */
  #alias(step: AliasStep, number: number): ScenarioFailure[] {
    const state = stateOf(this.#board.game);
    const out: ScenarioFailure[] = [];
    for (const [raw, wanted] of Object.entries(step.alias)) {
      const name = aliasKey(raw);
      const path = `alias.${name}`;
      if (this.#board.aliases.has(name)) {
        out.push(failure('alias', number, `alias $${name} is already declared`, { path }));
        continue;
      }
      const records = [...this.#board.aliases.values()];
      // Newest first: by serial, and by object id among pseudo-cards (which share serial -1).
      const newest = Object.values(state.cards)
        .filter(
          (card) =>
            card.card === wanted.card &&
            !records.some((record) => isAliased(record, card)) &&
            (wanted.owner === undefined || card.owner === wanted.owner) &&
            (wanted.zone === undefined || zoneMatches(card.zone, wanted.zone)),
        )
        .sort((a, b) => b.serial - a.serial || objectNumber(b.id) - objectNumber(a.id))[0];
      if (newest === undefined) {
        const where = wanted.zone === undefined ? '' : ` in ${wanted.zone}`;
        out.push(failure('alias', number, `no card "${wanted.card}"${where} without an alias to call $${name}`, { path }));
        continue;
      }
      const record: AliasRecord = { name, serial: newest.serial, firstId: newest.id, card: newest.card };
      if (newest.serial < 0) record.object = newest.id;
      this.#board.aliases.set(name, record);
    }
    return out;
  }

  #act(step: ActStep, number: number): ScenarioFailure[] {
    const game = this.#board.game;
    const state = stateOf(game);
    let action: Json;
    try {
      action = resolveAliases(step.act as Json, state, this.#board.aliases);
    } catch (error) {
      if (error instanceof UnknownAlias) return [failure('alias', number, error.message, { path: 'act' })];
      throw error;
    }
    const before = step.reject === undefined ? '' : game.snapshot();
    let outcome;
    try {
      outcome = game.act(action);
    } catch (error) {
      return [failure('fault', number, `the engine threw on ${show(action)}: ${messageOf(error)}`, { path: 'act' })];
    }
    if (!outcome.ok && outcome.error.code === ErrorCode.engineFault) {
      return [failure('fault', number, `the engine failed on ${show(action)}: ${outcome.error.message}`, { path: 'act' })];
    }
    if (step.reject === undefined) {
      if (outcome.ok) return [];
      const { code, message, rule } = outcome.error;
      const now = state.decision === null ? 'the game is over' : describeDecision(state, state.decision);
      return [
        failure(
          'action',
          number,
          `${show(action)} was rejected with ${code}: ${message}${rule !== undefined ? ` (${rule})` : ''}; now ${now}`,
          { path: 'act', found: outcome.error },
        ),
      ];
    }
    if (outcome.ok)
      return [
        failure('reject', number, `expected ${show(action)} to be rejected with ${step.reject}, but it was accepted`, {
          path: 'reject',
          expected: step.reject,
          found: 'accepted',
        }),
      ];
    const out: ScenarioFailure[] = [];
    if (outcome.error.code !== step.reject) {
      out.push(
        failure('reject', number, `expected rejection ${step.reject} but got ${outcome.error.code}: ${outcome.error.message}`, {
          path: 'reject',
          expected: step.reject,
          found: outcome.error.code,
        }),
      );
    }
    if (game.snapshot() !== before)
      out.push(failure('reject', number, `the rejected action ${show(action)} changed the game`, { path: 'act' }));
    return out;
  }

  #expect(expectation: Expectation, number: number): ScenarioFailure[] {
    const state = this.#board.game.state;
    const decision = state.decision;
    const out: ScenarioFailure[] = [];
    // Strict choice mode: the board in the middle of a choice is not a position anyone should check by accident.
    if (
      this.#scenario.strict &&
      decision !== null &&
      isChoice(decision) &&
      !this.#expected.has(decision.id) &&
      expectation.decision === undefined
    ) {
      const described = describeDecision(state, decision);
      out.push(
        failure(
          'strict',
          number,
          `${described} is unanswered; answer it before this expectation, or expect it with \`decision: { player: ${decision.player}, kind: ${decision.kind} }\``,
          { path: 'decision', found: described },
        ),
      );
      return out;
    }
    const check = new ExpectationCheck(this.#board, number);
    this.#logFrom = check.run(expectation, this.#logFrom);
    out.push(...check.failures);
    if (expectation.decision !== undefined && decision !== null && check.failures.every((f) => !f.path?.startsWith('decision')))
      this.#expected.add(decision.id);
    return out;
  }
}

/** The number in an object id (`c50` → 50), which grows as objects are made. */
function objectNumber(id: string): number {
  const digits = /\d+$/.exec(id);
  return digits === null ? 0 : Number(digits[0]);
}

/** `p2/field#gc` matches exactly; `field#gc` or `field` match that zone (and slot) of any owner. */
function zoneMatches(zone: string, wanted: string): boolean {
  if (wanted.includes('/')) return zone === wanted || (!wanted.includes('#') && zone.startsWith(`${wanted}#`));
  const local = zone.slice(zone.indexOf('/') + 1);
  return wanted.includes('#') ? local === wanted : local === wanted || local.startsWith(`${wanted}#`);
}

function failuresOf(error: unknown, step: number | null): ScenarioFailure[] {
  if (error instanceof ScenarioStop) return error.failures;
  return [failure('fault', step, `the engine threw: ${messageOf(error)}`)];
}

function messageOf(error: unknown): string {
  if (error instanceof TcgError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
