import {
  isAnswerIn,
  isSelectAnswers,
  parseZoneKey,
  zoneKeysOf,
  type CardObject,
  type GameState,
  type Json,
  type LegalAction,
  type LogEntry,
} from '@tcgkit/kernel';
import { describeCard, idsOfAlias, isAliased, lookupAlias, objectOfAlias, resolveAliases, UnknownAlias } from './aliases.js';
import { describeDecision } from './decisions.js';
import { failure, show, type ScenarioFailure } from './result.js';
import type { CardExpectation, Expectation, LogMatcher, ZoneExpectation } from './schema.js';
import { stateOf, type Board } from './setup.js';

/** Checks one `expect:` step against the game; every mismatch is reported, not just the first. */
export class ExpectationCheck {
  readonly #board: Board;
  readonly #step: number;
  readonly failures: ScenarioFailure[] = [];

  constructor(board: Board, step: number) {
    this.#board = board;
    this.#step = step;
  }

  #copy: GameState | undefined;

  /** The game's state as one step's expectations read it (a copy, taken once: the step changes nothing). */
  get #state(): GameState {
    this.#copy ??= stateOf(this.#board.game);
    return this.#copy;
  }

  #mismatch(path: string, expected: unknown, found: unknown, message?: string): void {
    this.failures.push(
      failure('expect', this.#step, message ?? `expected ${show(expected)} but found ${show(found)}`, { path, expected, found }),
    );
  }

  #guard(path: string, check: () => void): void {
    try {
      check();
    } catch (error) {
      if (!(error instanceof UnknownAlias)) throw error;
      this.failures.push(failure('alias', this.#step, error.message, { path }));
    }
  }

  /** Checks every part of `expectation`; returns the log length so the next `log:` starts after it. */
  run(expectation: Expectation, logFrom: number): number {
    for (const [owner, zones] of Object.entries(expectation.zones ?? {})) {
      for (const [zone, expected] of Object.entries(zones)) this.#guard(`zones.${owner}.${zone}`, () => this.#zone(owner, zone, expected));
    }
    for (const [alias, expected] of Object.entries(expectation.cards ?? {}))
      this.#guard(`cards.${alias}`, () => this.#card(alias, expected));
    if (expectation.position !== undefined) this.#position(expectation.position);
    if (expectation.decision !== undefined) this.#decision(expectation.decision);
    if (expectation.result !== undefined) this.#result(expectation.result);
    if (expectation.turn !== undefined) {
      const turn = this.#state.turn;
      for (const [key, value] of Object.entries(expectation.turn)) {
        const found = turn[key as 'number' | 'player'];
        if (found !== value) this.#mismatch(`turn.${key}`, value, found);
      }
    }
    for (const [id, expected] of Object.entries(expectation.players ?? {})) this.#player(id, expected);
    if (expectation.legal !== undefined) this.#guard('legal', () => this.#legal(expectation.legal as NonNullable<Expectation['legal']>));
    if (expectation.facts !== undefined) this.#facts(expectation.facts);
    if (expectation.log === undefined && expectation.notLog === undefined) return logFrom;
    // history(), not state.log: the state keeps only the last two turns of events.
    const history = this.#board.game.history();
    if (expectation.log !== undefined)
      this.#guard('log', () => this.#log(expectation.log as LogMatcher[], history.slice(logFrom), history));
    if (expectation.notLog !== undefined)
      this.#guard('notLog', () => this.#notLog(expectation.notLog as LogMatcher[], history.slice(logFrom), history));
    return history.length;
  }

  /** No event since the last log check matches any of the matchers. */
  #notLog(matchers: LogMatcher[], entries: LogEntry[], history: readonly LogEntry[]): void {
    for (const [index, matcher] of matchers.entries()) {
      const wanted = typeof matcher === 'string' ? { type: matcher } : matcher;
      const found = entries.find((entry) => this.#entryMatches(entry, wanted, history));
      if (found !== undefined)
        this.#mismatch(`notLog[${index}]`, matcher, found, `expected no event ${show(matcher)}, but ${show(found)} was logged`);
    }
  }

  /** The title's own state (`TitleDefinition.facts`): objects compare the listed keys, everything else exactly. */
  #facts(expected: Record<string, Json>): void {
    const facts = this.#board.game.facts();
    if (facts === undefined) {
      this.#mismatch('facts', expected, null, `${this.#board.title.definition.name} declares no facts to check`);
      return;
    }
    const resolved = resolveAliases(expected, this.#state, this.#board.aliases) as Record<string, Json>;
    for (const [key, value] of Object.entries(resolved)) {
      if (!subsetMatches(facts[key], value)) this.#mismatch(`facts.${key}`, value, facts[key] ?? null);
    }
  }

  #zone(owner: string, zone: string, expected: ZoneExpectation): void {
    const title = this.#board.title;
    const definition = title.zones.get(zone);
    if (definition === undefined) {
      this.#mismatch(`zones.${owner}.${zone}`, zone, null, `${title.definition.name} has no zone "${zone}"`);
      return;
    }
    if (owner !== 'shared' && !this.#board.players.includes(owner)) {
      this.#mismatch(`zones.${owner}`, owner, this.#board.players, `no player "${owner}" (players: ${this.#board.players.join(', ')})`);
      return;
    }
    const keys = zoneKeysOf({ state: this.#state, title }, owner, zone);
    const cardsOf = (key: string): CardObject[] => (this.#state.zones[key] ?? []).map((id) => this.#state.cards[id] as CardObject);
    if (Array.isArray(expected) || 'count' in expected) {
      this.#cards(`zones.${owner}.${zone}`, expected as string[] | { count: number }, keys.flatMap(cardsOf), definition.ordered);
      return;
    }
    for (const [slot, cards] of Object.entries(expected)) {
      const key = keys.find((k) => parseZoneKey(k).slot === slot);
      if (key === undefined) this.#mismatch(`zones.${owner}.${zone}.${slot}`, slot, null, `zone "${zone}" has no slot "${slot}"`);
      else this.#cards(`zones.${owner}.${zone}.${slot}`, cards, cardsOf(key), definition.ordered);
    }
  }

  /** Zone contents: in order for ordered zones, as a multiset otherwise (their order means nothing). */
  #cards(path: string, expected: string[] | { count: number }, found: CardObject[], ordered: boolean): void {
    const shown = found.map((card) => describeCard(card, this.#board.aliases));
    if (!Array.isArray(expected)) {
      if (found.length !== expected.count)
        this.#mismatch(path, expected, shown, `expected ${expected.count} card(s) but found ${found.length}: ${show(shown)}`);
      return;
    }
    const matches = (reference: string, card: CardObject): boolean =>
      reference.startsWith('$') ? isAliased(lookupAlias(this.#board.aliases, reference), card) : reference === card.card;
    let same = expected.length === found.length;
    if (same && ordered) same = expected.every((reference, i) => matches(reference, found[i] as CardObject));
    if (same && !ordered) {
      // Aliases first: a definition id must not take the card an alias names.
      const left = [...found];
      const sorted = [...expected].sort((a, b) => Number(b.startsWith('$')) - Number(a.startsWith('$')));
      for (const reference of sorted) {
        const index = left.findIndex((card) => matches(reference, card));
        if (index < 0) {
          same = false;
          break;
        }
        left.splice(index, 1);
      }
    }
    if (!same) this.#mismatch(path, expected, shown, `expected ${show(expected)}${ordered ? ' (top first)' : ''} but found ${show(shown)}`);
  }

  #card(alias: string, expected: CardExpectation): void {
    const record = lookupAlias(this.#board.aliases, alias);
    const card = objectOfAlias(this.#state, record);
    const path = `cards.${record.name}`;
    if (card === undefined) {
      this.#mismatch(path, 'in a zone', null, `$${record.name} is in no zone`);
      return;
    }
    if (expected.zone !== undefined) {
      const found = expected.zone.includes('/') ? card.zone : card.zone.slice(card.zone.indexOf('/') + 1);
      if (found !== expected.zone) this.#mismatch(`${path}.zone`, expected.zone, found);
    }
    for (const [key, value] of Object.entries(expected.status ?? {})) {
      const found = card.status[key];
      const absentOk = (value === false || value === null) && found === undefined;
      if (!absentOk && !sameJson(found, value)) this.#mismatch(`${path}.status.${key}`, value, found ?? null);
    }
    for (const [stat, value] of Object.entries(expected.stats ?? {})) {
      const found = this.#board.game.stat(card.id, stat);
      if (!sameJson(found, value)) this.#mismatch(`${path}.stats.${stat}`, value, found ?? null);
    }
    for (const key of ['faceUp', 'owner', 'controller'] as const) {
      if (expected[key] !== undefined && expected[key] !== card[key]) this.#mismatch(`${path}.${key}`, expected[key], card[key]);
    }
    // The title's named card conditions (attacking, boosted…), asked as an effect would ask them.
    const title = this.#board.title;
    for (const [name, value] of Object.entries(expected.is ?? {})) {
      const condition = title.conditions.get(name);
      if (condition === undefined) {
        this.#mismatch(`${path}.is.${name}`, value, null, `${title.definition.name} has no card condition "${name}"`);
        continue;
      }
      const found = this.#board.game.holds(card.id, { test: name });
      if (found !== value) this.#mismatch(`${path}.is.${name}`, value, found);
    }
  }

  #position(expected: NonNullable<Expectation['position']>): void {
    const position = this.#board.game.position();
    for (const [key, value] of Object.entries(expected)) {
      const found = position[key as keyof typeof expected];
      if (found !== value)
        this.#mismatch(`position.${key}`, value, found, `expected ${key} ${show(value)} but the game is at ${formatPosition(position)}`);
    }
  }

  #decision(expected: NonNullable<Expectation['decision']> | null): void {
    const decision = this.#state.decision;
    if (expected === null) {
      if (decision !== null)
        this.#mismatch(
          'decision',
          null,
          describeDecision(this.#state, decision),
          `expected no decision, but ${describeDecision(this.#state, decision)}`,
        );
      return;
    }
    if (decision === null) {
      this.#mismatch('decision', expected, null, `expected a decision ${show(expected)}, but none is pending (the game is over)`);
      return;
    }
    const fields: Record<string, unknown> = {
      player: decision.player,
      kind: decision.kind,
      window: 'window' in decision ? decision.window : undefined,
    };
    for (const [key, value] of Object.entries(expected)) {
      const ok = key === 'prompt' ? decision.prompt.includes(String(value)) : fields[key] === value;
      if (!ok)
        this.#mismatch(
          `decision.${key}`,
          value,
          key === 'prompt' ? decision.prompt : fields[key],
          `expected ${key} ${show(value)}, but ${describeDecision(this.#state, decision)}`,
        );
    }
  }

  #result(expected: NonNullable<Expectation['result']> | null): void {
    const result = this.#state.result;
    const found =
      result === null
        ? null
        : result.kind === 'win'
          ? { winner: result.winner, reason: result.reason }
          : { draw: true, reason: result.reason };
    const ok =
      expected === null
        ? result === null
        : 'draw' in expected
          ? result?.kind === 'draw'
          : result?.kind === 'win' &&
            result.winner === expected.winner &&
            (expected.reason === undefined || result.reason.includes(expected.reason));
    if (!ok)
      this.#mismatch(
        'result',
        expected,
        found,
        `expected ${expected === null ? 'the game to go on' : show(expected)} but found ${found === null ? 'the game going on' : show(found)}`,
      );
  }

  #player(id: string, expected: NonNullable<Expectation['players']>[string]): void {
    const player = this.#state.players.find((p) => p.id === id);
    if (player === undefined) {
      this.#mismatch(`players.${id}`, id, null, `no player "${id}"`);
      return;
    }
    for (const [key, value] of Object.entries(expected.status ?? {})) {
      const found = player.status[key];
      if (!sameJson(found, value) && !((value === false || value === null) && found === undefined))
        this.#mismatch(`players.${id}.status.${key}`, value, found ?? null);
    }
    // Like `result.reason`: a part of the reason (the whole reason matches too), or null for "not losing".
    const losing = player.losing ?? null;
    if (expected.losing !== undefined && (expected.losing === null ? losing !== null : losing?.includes(expected.losing) !== true))
      this.#mismatch(`players.${id}.losing`, expected.losing, losing);
  }

  /** Legal actions: `includes` each match one (on the fields given), `excludes` match none. */
  #legal(expected: NonNullable<Expectation['legal']>): void {
    const legal = this.#board.game.legalActions();
    const resolve = (action: Record<string, Json>): Record<string, Json> =>
      resolveAliases(action, this.#state, this.#board.aliases) as Record<string, Json>;
    const fields = (entry: LegalAction, wanted: Record<string, Json>, skip?: string): boolean =>
      Object.entries(wanted).every(([key, value]) => key === skip || sameJson((entry as Readonly<Record<string, unknown>>)[key], value));
    // A select's answers are listed as their structure: a wanted `choice` matches when it is one of them.
    const matches = (wanted: Record<string, Json>): boolean =>
      legal.some((entry) =>
        isSelectAnswers(entry)
          ? Array.isArray(wanted['choice']) &&
            fields(entry, wanted, 'choice') &&
            isAnswerIn([entry], { type: 'choose', player: entry.player, choice: wanted['choice'] })
          : fields(entry, wanted),
      );
    const listed =
      legal.length > 12
        ? [...legal.slice(0, 12).map((a) => JSON.stringify(a)), `… ${legal.length - 12} more`]
        : legal.map((a) => JSON.stringify(a));
    (expected.includes ?? []).forEach((action, index) => {
      const wanted = resolve(action);
      if (!matches(wanted))
        this.#mismatch(
          `legal.includes[${index}]`,
          wanted,
          legal,
          `expected ${show(wanted)} to be legal, but the legal actions are ${listed.join(', ')}`,
        );
    });
    (expected.excludes ?? []).forEach((action, index) => {
      const wanted = resolve(action);
      if (matches(wanted)) this.#mismatch(`legal.excludes[${index}]`, wanted, legal, `expected ${show(wanted)} not to be legal, but it is`);
    });
  }

  /** The matchers must appear in order among the entries (other events may come between). */
  #log(matchers: LogMatcher[], entries: LogEntry[], history: readonly LogEntry[]): void {
    let at = 0;
    for (const [index, matcher] of matchers.entries()) {
      const wanted = typeof matcher === 'string' ? { type: matcher } : matcher;
      while (at < entries.length && !this.#entryMatches(entries[at] as LogEntry, wanted, history)) at++;
      if (at === entries.length) {
        const types = entries.map((e) => e.type);
        this.#mismatch(
          `log[${index}]`,
          matcher,
          types,
          `expected event ${show(matcher)}${index > 0 ? ` after ${show(matchers[index - 1])}` : ''}, but the events since the last log check were ${show(types)}`,
        );
        return;
      }
      at++;
    }
  }

  #entryMatches(
    entry: LogEntry,
    wanted: { type: string; player?: string | undefined; detail?: Record<string, Json> | undefined },
    history: readonly LogEntry[],
  ): boolean {
    if (entry.type !== wanted.type) return false;
    if (wanted.player !== undefined && entry.player !== wanted.player) return false;
    for (const [key, value] of Object.entries(wanted.detail ?? {})) {
      const found = entry.detail?.[key];
      if (typeof value === 'string' && /^\$[A-Za-z_]/.test(value)) {
        const record = lookupAlias(this.#board.aliases, value);
        if (typeof found !== 'string' || !idsOfAlias(this.#state, history, record).has(found)) return false;
      } else if (!sameJson(found, value)) return false;
    }
    return true;
  }
}

export function formatPosition(position: { segment: string; phase: string | null; step: string | null; window: string | null }): string {
  if (position.segment !== 'turn') return position.segment;
  return `${position.phase}.${position.step}${position.window !== null ? ` (window ${position.window})` : ''}`;
}

/** Objects match on the keys listed (at any depth); arrays and other values must be equal (arrays item by item). */
function subsetMatches(found: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted))
    return Array.isArray(found) && found.length === wanted.length && wanted.every((w, i) => subsetMatches(found[i], w));
  if (wanted !== null && typeof wanted === 'object') {
    if (found === null || typeof found !== 'object' || Array.isArray(found)) return false;
    return Object.entries(wanted).every(([key, value]) => subsetMatches((found as Record<string, unknown>)[key], value));
  }
  return sameJson(found, wanted);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
