import type { CardObject, GameState, Json, LogEntry } from '@tcgkit/kernel';
import type { AliasRecord } from './setup.js';

/** A name the scenario used that the set-up never declared. */
export class UnknownAlias extends Error {
  readonly alias: string;
  constructor(alias: string, known: Iterable<string>) {
    const names = [...known].map((n) => `$${n}`);
    super(
      `unknown alias $${alias} (declared: ${names.length > 0 ? names.join(', ') : 'none'}); declare it with \`id: ${alias}\` on a set-up card`,
    );
    this.name = 'UnknownAlias';
    this.alias = alias;
  }
}

const aliasPattern = /^\$([A-Za-z_][A-Za-z0-9_-]*)$/;

/** The current object of a physical card, or undefined if it only exists as last-known information. */
export function objectOfSerial(state: GameState, serial: number): CardObject | undefined {
  for (const id in state.cards) {
    const card = state.cards[id] as CardObject;
    if (card.serial === serial) return card;
  }
  return undefined;
}

/** The aliased card's current object: by serial, or by object id for a pseudo-card. */
export function objectOfAlias(state: GameState, record: AliasRecord): CardObject | undefined {
  return record.object !== undefined ? state.cards[record.object] : objectOfSerial(state, record.serial);
}

/** Whether `card` is the aliased card. */
export function isAliased(record: AliasRecord, card: CardObject): boolean {
  return record.object !== undefined ? card.id === record.object : card.serial === record.serial;
}

export function lookupAlias(aliases: ReadonlyMap<string, AliasRecord>, name: string): AliasRecord {
  const key = name.startsWith('$') ? name.slice(1) : name;
  const found = aliases.get(key);
  if (found === undefined) throw new UnknownAlias(key, aliases.keys());
  return found;
}

/**
 * Replaces every string `$name` in an action with the aliased card's current object id, at any depth
 * (`card: $hero`, `choice: [$target]`); `$$text` stands for the literal `$text`.
 */
export function resolveAliases(value: Json, state: GameState, aliases: ReadonlyMap<string, AliasRecord>): Json {
  if (typeof value === 'string') {
    if (value.startsWith('$$')) return value.slice(1);
    const match = aliasPattern.exec(value);
    if (match === null) return value;
    const record = lookupAlias(aliases, match[1] as string);
    return objectOfAlias(state, record)?.id ?? `(card $${record.name} is no longer in a zone)`;
  }
  if (Array.isArray(value)) return value.map((v) => resolveAliases(v, state, aliases));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = resolveAliases(inner, state, aliases);
    return out;
  }
  return value;
}

/**
 * Every object id the aliased card has had, read from its `moved` events: log expectations may name a
 * card by alias although it got a new id each time it moved.
 */
export function idsOfAlias(state: GameState, history: readonly LogEntry[], record: AliasRecord): Set<string> {
  const ids = new Set([record.firstId]);
  for (const entry of history) {
    if (entry.type !== 'moved') continue;
    const previous = entry.detail?.['previous'];
    const card = entry.detail?.['card'];
    if (typeof previous === 'string' && typeof card === 'string' && ids.has(previous)) ids.add(card);
  }
  const current = objectOfAlias(state, record);
  if (current !== undefined) ids.add(current.id);
  return ids;
}

/** How a card is shown in messages: `$hero (brute)` for an aliased card, else its definition id. */
export function describeCard(card: CardObject, aliases: ReadonlyMap<string, AliasRecord>): string {
  for (const record of aliases.values()) if (isAliased(record, card)) return `$${record.name} (${card.card})`;
  return card.card;
}
