import type { AbilityDefinition } from '../abilities/ability.js';
import type { Contribution } from '../rules/rules-context.js';
import type { Json, JsonObject } from '../state/json.js';

/**
 * A card as data. The kernel needs an id, a name and abilities; every other field (grade, power, colour,
 * trigger…) belongs to the title, which validates it with its own schema.
 */
export interface CardDefinition {
  id: string;
  name: string;
  /** Card type as the title names it (unit, order, climax, monster…). */
  type: string;
  // `| undefined`: a title's card type is inferred from its zod schema, whose optional fields read so.
  abilities?: readonly AbilityDefinition[] | undefined;
  /** Keywords, by name, with optional parameters. */
  keywords?: readonly (string | { name: string; [param: string]: Json })[] | undefined;
  /** The printed text, for people; never parsed. */
  text?: string | undefined;
  [field: string]: Json | undefined | readonly unknown[];
}

/** A deck: the main deck and any title-specific extra piles (ride deck, D-deck…), by zone name. */
export interface DeckList {
  name?: string;
  main: readonly string[];
  extra?: Readonly<Record<string, readonly string[]>>;
}

/** A keyword a card may have (`KeywordContribution`). */
export interface KeywordDefinition extends Contribution {
  name: string;
  rule: string;
  /** The abilities a card with this keyword has. Keywords that are only read by rules return nothing. */
  abilities?: (params: JsonObject) => AbilityDefinition[];
}
