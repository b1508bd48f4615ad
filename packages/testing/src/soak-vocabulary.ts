import type { CardDefinition, DeckList, JsonObject, TitlePlugin } from '@tcgkit/kernel';

/** What the cards of a set of decks write: verbs, conditions and keywords, with the abilities their keywords give. */
export interface SoakVocabulary {
  /** The `do` verbs written. */
  verbs: Set<string>;
  /** The `test` conditions written. */
  conditions: Set<string>;
  /** The keywords the cards have. */
  keywords: Set<string>;
  /** Deck entries that are no card of the pool (a test of it expects none). */
  unknownCards: string[];
}

export interface SoakVocabularyInput {
  /** The title's pool. */
  cards: readonly CardDefinition[];
  /** Every deck the seeded random games and `tcgkit sim` play. */
  decks: readonly DeckList[];
  /** The title's keywords: the abilities each gives are read as the card's own. */
  keywords?: readonly { name: string; abilities?: ((params: JsonObject) => readonly unknown[]) | undefined }[] | undefined;
  /** Called with every object of card data walked, for a title's own counts (VG 12.7.3's distinct repeats…). */
  visit?: (object: Readonly<Record<string, unknown>>) => void;
}

/**
 * Issue 16's proof, "each verb and keyword is used by at least one card that the random-game soak plays", as a
 * measure every title reads the same way: the verbs (`do`), conditions (`test`) and keywords written by the cards
 * of `decks` (main deck and every extra pile), walking each card's data and the abilities its keywords give.
 * A title's test compares it with what the title registers.
 */
export function soakVocabulary(input: SoakVocabularyInput): SoakVocabulary {
  const byId = new Map<string, CardDefinition>(input.cards.map((c) => [c.id, c]));
  const keywordAbilities = new Map((input.keywords ?? []).map((k) => [k.name, k.abilities]));
  const out: SoakVocabulary = { verbs: new Set(), conditions: new Set(), keywords: new Set(), unknownCards: [] };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value !== null && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o['do'] === 'string') out.verbs.add(o['do']);
      if (typeof o['test'] === 'string') out.conditions.add(o['test']);
      input.visit?.(o);
      for (const v of Object.values(o)) walk(v);
    }
  };
  const ids = new Set(input.decks.flatMap((d) => [...d.main, ...Object.values(d.extra ?? {}).flat()]));
  for (const id of ids) {
    const card = byId.get(id);
    if (card === undefined) {
      out.unknownCards.push(id);
      continue;
    }
    walk(card);
    for (const k of card.keywords ?? []) {
      const [name, params] = typeof k === 'string' ? [k, {}] : [k.name, k as JsonObject];
      out.keywords.add(name);
      walk(keywordAbilities.get(name)?.(params) ?? []);
    }
  }
  return out;
}

/** What a game really ran of the title's vocabulary (`recordingPlugin`). */
export interface VocabularyRun {
  /** Verbs that ran. */
  verbs: Set<string>;
  /** Conditions that were tested. */
  tested: Set<string>;
  /** Conditions that held at least once. */
  held: Set<string>;
}

export const emptyRun = (): VocabularyRun => ({ verbs: new Set(), tested: new Set(), held: new Set() });

/**
 * The plugin with each verb and condition noting its name into `into` (or the run it returns at the time) when
 * the kernel runs or tests it (the title's own procedures and keywords included, as they go through the same
 * registry), and nothing else, so the games are the same as without it: the proof that vocabulary no card
 * writes is run by the title itself.
 */
export function recordingPlugin(plugin: TitlePlugin, into: VocabularyRun | (() => VocabularyRun)): TitlePlugin {
  const runOf = typeof into === 'function' ? into : () => into;
  return {
    ...plugin,
    verbs: (plugin.verbs ?? []).map((verb) => ({
      ...verb,
      run: (...args: Parameters<typeof verb.run>) => {
        runOf().verbs.add(verb.name);
        return verb.run(...args);
      },
    })),
    conditions: (plugin.conditions ?? []).map((condition) => ({
      ...condition,
      test: (...args: Parameters<typeof condition.test>) => {
        const run = runOf();
        run.tested.add(condition.name);
        const holds = condition.test(...args);
        if (holds) run.held.add(condition.name);
        return holds;
      },
    })),
  };
}
