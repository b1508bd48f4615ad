/**
 * Load-time checks of card data: a card pool (when the engine is built), a card file (`tcgkit cards
 * --check`) and a scenario's test cards are checked against the title's card schema and the instruction
 * language, so a card naming an unknown verb, test, zone or a bad parameter is rejected before any game
 * runs it (an EngineFault in the middle of a game is what this prevents).
 */
import { z } from 'zod';
import type { InstructionSchemas } from '../effects/language.js';
import type { JsonObject } from '../state/json.js';
import type { CardSchemaDeclaration, KeywordContribution } from './tokens.js';

/** The card format a title gets when it declares none: what the kernel itself reads. */
export const kernelCardSchema: CardSchemaDeclaration = (l) =>
  z.looseObject({
    id: z.string().min(1),
    name: z.string().min(1),
    type: z.string().min(1),
    abilities: z.array(l.ability).optional(),
    keywords: z.array(l.keyword).optional(),
    text: z.string().optional(),
  });

/** `abilities[0].effect[1].do` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function issueLines(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[]): string[] {
  return issues.map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
}

function cardName(card: unknown, index: number): string {
  const id = typeof card === 'object' && card !== null ? (card as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? `card ${id}` : `card #${index}`;
}

/**
 * Every problem of `cards`, one line each: `card tf-herald: abilities[0].effect[1].do: unknown verb "drwa"`.
 * The abilities a card's keywords give are checked too (`keywords[2].abilities[0]…`): a keyword's
 * parameters often carry a program.
 */
export function cardProblems(
  schemas: InstructionSchemas,
  cardSchema: z.ZodType,
  keywords: ReadonlyMap<string, KeywordContribution>,
  cards: readonly unknown[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  cards.forEach((card, index) => {
    const name = cardName(card, index);
    const result = cardSchema.safeParse(card);
    if (!result.success) {
      for (const line of issueLines(result.error.issues, [])) problems.push(`${name}: ${line}`);
      return;
    }
    const id = (card as { id: string }).id;
    if (seen.has(id)) problems.push(`${name}: id: the id is used by another card`);
    seen.add(id);
    const entries = (card as { keywords?: unknown }).keywords;
    if (!Array.isArray(entries)) return;
    entries.forEach((entry: unknown, k) => {
      const keywordName = typeof entry === 'string' ? entry : (entry as { name?: unknown } | null)?.name;
      const keyword = typeof keywordName === 'string' ? keywords.get(keywordName) : undefined;
      if (keyword?.abilities === undefined) return;
      let granted: unknown[];
      try {
        granted = keyword.abilities(typeof entry === 'string' ? {} : (entry as JsonObject));
      } catch (error) {
        problems.push(`${name}: keywords[${k}]: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      granted.forEach((ability, a) => {
        const checked = schemas.ability.safeParse(ability);
        if (!checked.success)
          for (const line of issueLines(checked.error.issues, ['keywords', k, 'abilities', a])) problems.push(`${name}: ${line}`);
      });
    });
  });
  return problems;
}

/** A deck list as data (`DeckList`): what a deck file holds. Unknown fields are errors (a typo is caught). */
export const deckListSchema = z.strictObject({
  name: z.string().optional(),
  main: z.array(z.string()),
  extra: z.record(z.string(), z.array(z.string())).optional(),
});

/** Every problem of a deck list's shape, one line each (`main[3]: expected string, received number`). */
export function deckProblems(deck: unknown): string[] {
  const result = deckListSchema.safeParse(deck);
  return result.success ? [] : issueLines(result.error.issues, []);
}
