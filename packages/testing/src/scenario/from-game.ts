import { parseZoneKey, type CardObject, type Game, type GameState, type Json, type JsonObject } from '@tcgkit/kernel';
import { contextOf } from '@tcgkit/kernel/internal';
import { stringify } from 'yaml';

/**
 * A game's position written as a scenario file of version 2 (`tcgkit scenario --from`): every zone of every
 * player with its cards in order, hidden ones included (as a judge sees them), card and player status, the
 * title's data, effects and pending abilities, ready for the steps and expectations of a bug report. Every
 * card that is not in a deck gets an alias (`$u1-3`); card ids in the title's data become those aliases.
 *
 * What a scenario cannot hold is said in `notes`: the set-up starts `phase.step` from its beginning (the
 * step's own procedures run again), the random generator is seeded afresh, and effects other than numeric
 * `add`/`set` ones are left out.
 */
export interface PositionScenario {
  scenario: JsonObject;
  notes: string[];
}

export function scenarioFromGame(game: Game, options: { name: string; rules?: string[] }): PositionScenario {
  const ctx = contextOf(game);
  const state = ctx.state;
  const notes: string[] = [];
  const aliasOf = new Map<string, string>();
  const used = new Set<string>();
  const aliasFor = (card: CardObject): string => {
    const base = card.card.replace(/[^A-Za-z0-9_-]/g, '_').replace(/^([^A-Za-z_])/, '_$1');
    let n = 1;
    while (used.has(`${base}-${n}`)) n++;
    const name = `${base}-${n}`;
    used.add(name);
    aliasOf.set(card.id, name);
    return name;
  };

  const players: Record<string, JsonObject> = {};
  const shared: Record<string, Json> = {};
  for (const player of state.players) players[player.id] = { zones: {}, status: structuredClone(player.status) };
  for (const [key, ids] of Object.entries(state.zones)) {
    if (ids.length === 0) continue;
    const { owner, zone, slot } = parseZoneKey(key);
    const definition = ctx.title.zones.get(zone);
    const isDeck = zone === ctx.title.definition.roles.deck;
    const entries: Json[] = [];
    for (const id of ids) {
      const card = state.cards[id] as CardObject;
      const entry: JsonObject = { card: card.card };
      if (!isDeck) entry['id'] = aliasFor(card);
      if (slot !== undefined && definition?.slots !== undefined) entry['slot'] = slot;
      if (Object.keys(card.status).length > 0) entry['status'] = structuredClone(card.status);
      const faceUpByDefault = !(definition?.faceDown ?? definition?.visibility === 'hidden');
      if (card.faceUp !== faceUpByDefault) entry['faceUp'] = card.faceUp;
      if (owner === 'shared') entry['owner'] = card.owner;
      entries.push(entry);
    }
    const target = owner === 'shared' ? shared : ((players[owner] as JsonObject)['zones'] as JsonObject);
    const list = (target[zone] as Json[] | undefined) ?? [];
    target[zone] = [...list, ...compact(entries)];
  }

  const aliased = (value: Json): Json => replaceIds(value, aliasOf);
  const setup: JsonObject = {
    turn: state.turn.number,
    turnPlayer: state.turn.player,
    firstPlayer: state.turn.firstPlayer,
    phase: game.position().phase ?? 'setup',
    step: game.position().step ?? '',
    players,
  };
  if (Object.keys(shared).length > 0) setup['shared'] = shared;
  setup['data'] = aliased(structuredClone(state.data));
  const pending = state.pending.filter((p) => p.source !== undefined && aliasOf.has(p.source) && p.ability !== null);
  if (pending.length < state.pending.length) notes.push('pending abilities without a source card on the board are left out');
  if (pending.length > 0)
    setup['pending'] = pending.map((p) => ({
      card: `$${aliasOf.get(p.source!)}`,
      ability: p.ability,
      controller: p.controller,
      label: p.label,
    }));
  const effects = state.effects.filter(
    (e) =>
      ('add' in e.modification || 'set' in e.modification) &&
      typeof (e.modification as { set?: Json }).set !== 'object' &&
      e.cards.every((c) => aliasOf.has(c)),
  );
  if (effects.length < state.effects.length) notes.push('continuous effects other than numeric add/set on cards of the board are left out');
  if (effects.length > 0)
    setup['effects'] = effects.map((e) => {
      const out: JsonObject = {
        cards: e.cards.map((c) => `$${aliasOf.get(c)}`),
        stat: e.stat,
        modification: e.modification as JsonObject,
        duration: e.duration,
        controller: e.controller,
      };
      if (e.source !== undefined && aliasOf.has(e.source)) out['source'] = `$${aliasOf.get(e.source)}`;
      return out;
    });
  if (state.stack.length > 0) notes.push('stack items are not written (the step starts afresh); add them under setup.stack if they matter');
  if (state.windows.length > 1) notes.push('nested windows are not kept: the step starts from its beginning');
  notes.push(`the step ${setup['phase']}.${setup['step']} starts from its beginning, and the random generator is seeded afresh`);

  const decision = state.decision;
  const steps: Json[] = [{ expect: decision === null ? { decision: null } : { decision: decisionOf(decision) } }];
  return {
    scenario: {
      version: 2,
      title: state.title,
      name: options.name,
      rules: options.rules ?? [decision?.rule ?? `${ctx.title.definition.name} (add the sections)`],
      seed: state.seed,
      players: state.players.map((p) => p.id),
      setup,
      steps,
    },
    notes,
  };
}

function decisionOf(decision: NonNullable<GameState['decision']>): JsonObject {
  const out: JsonObject = { player: decision.player, kind: decision.kind };
  if ('window' in decision && typeof decision.window === 'string') out['window'] = decision.window;
  return out;
}

/** Runs of the same plain card (no alias, status or face) become `{ card, count }`. */
function compact(entries: Json[]): Json[] {
  const out: Json[] = [];
  for (const entry of entries) {
    const object = entry as JsonObject;
    const plain = Object.keys(object).length === 1;
    const last = out[out.length - 1] as JsonObject | undefined;
    if (plain && last !== undefined && last['card'] === object['card'] && Object.keys(last).every((k) => k === 'card' || k === 'count')) {
      last['count'] = ((last['count'] as number | undefined) ?? 1) + 1;
    } else out.push(plain ? { card: object['card'] as string } : object);
  }
  return out.map((e) => (Object.keys(e as JsonObject).length === 1 ? ((e as JsonObject)['card'] as string) : e));
}

/** Card ids in the title's data become `$alias` strings; a literal `$` is written `$$`. */
function replaceIds(value: Json, aliasOf: ReadonlyMap<string, string>): Json {
  if (typeof value === 'string') {
    const alias = aliasOf.get(value);
    if (alias !== undefined) return `$${alias}`;
    return value.startsWith('$') ? `$${value}` : value;
  }
  if (Array.isArray(value)) return value.map((v) => replaceIds(v, aliasOf));
  if (value !== null && typeof value === 'object') {
    const out: JsonObject = {};
    for (const [key, inner] of Object.entries(value)) out[key] = replaceIds(inner, aliasOf);
    return out;
  }
  return value;
}

/**
 * What two positions must share to be the same position: each zone's cards (definition, status, face; in
 * order for ordered zones, sorted otherwise), the players, the turn, the position in the flow and the
 * pending decision. Object ids are left out: a position built anew numbers its objects afresh.
 */
export function positionDigest(game: Game): Json {
  const ctx = contextOf(game);
  const state = ctx.state;
  const zones: JsonObject = {};
  for (const [key, ids] of Object.entries(state.zones)) {
    if (ids.length === 0) continue;
    const ordered = ctx.title.zones.get(parseZoneKey(key).zone)?.ordered ?? true;
    const cards = ids.map((id) => {
      const card = state.cards[id] as CardObject;
      return JSON.stringify({
        card: card.card,
        owner: card.owner,
        controller: card.controller,
        faceUp: card.faceUp,
        status: canonical(card.status),
      });
    });
    zones[key] = ordered ? cards : [...cards].sort();
  }
  const decision = state.decision;
  return {
    zones,
    players: state.players.map((p) => ({ id: p.id, status: canonical(p.status) as Json, losing: p.losing ?? null })),
    turn: { number: state.turn.number, player: state.turn.player, firstPlayer: state.turn.firstPlayer },
    position: game.position() as unknown as Json,
    decision: decision === null ? null : decisionOf(decision),
    result: state.result as unknown as Json,
  };
}

function canonical(value: Json): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as JsonObject)[k] as Json)]),
    );
  }
  return value;
}

/** The scenario as YAML text, its notes as comments above it, ready to save as `*.scenario.yaml`. */
export function scenarioYaml(position: PositionScenario): string {
  const head = position.notes.map((note) => `# ${note}`).join('\n');
  return `${head}\n${stringify(position.scenario, { lineWidth: 0 })}`;
}
