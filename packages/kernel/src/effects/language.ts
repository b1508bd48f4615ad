/**
 * The instruction language's schemas. Every verb and condition declares its parameters as a zod shape
 * built from the value kinds below (player, cards, number, selector, predicate, program…); this file puts
 * them together, for one title's vocabulary, into schemas that check a whole program recursively: a
 * nested program (`if`'s `then`, `may`, `repeat`'s `body`, a `to-stack` effect) and a predicate inside a
 * selector are checked with the same vocabulary. Unknown verbs, tests, zones and parameters are errors.
 */
import { z } from 'zod';
import type { AbilityDefinition } from '../abilities/ability.js';
import type { Json } from '../state/json.js';
import type { Instruction, Predicate } from './instruction.js';
import type { Selector } from '../state/programs.js';

/**
 * A schema whose input type is its output type, so a card schema's `z.input` (what a pool writes) keeps
 * the language's types: a program is `Instruction[]`, not `unknown`.
 */
export type LanguageSchema<T> = z.ZodType<T, T>;

/** The player references `resolvePlayer` understands in card data (see `values.ts`). */
export const playerNames = ['you', 'controller', 'opponent', 'turn-player', 'non-turn-player', 'owner', 'event-player'] as const;
export type PlayerName = (typeof playerNames)[number];
/** A variable an earlier instruction stored (`as: 'chosen'` → `{ var: 'chosen' }`). */
export interface VarRef {
  var: string;
  [key: string]: Json;
}
export type PlayerRef = PlayerName | VarRef;
/** `self`, the event's card, a variable, or the cards a selector finds. */
export type CardsRef = 'self' | 'event-card' | VarRef | Selector;
/** A count may be scaled (`times`): e.g. Build Divide's 'X000', X times 1000 (BD 522-1). */
export type NumberRef = number | VarRef | { count: CardsRef; times?: number };

/** The schemas a verb's or condition's parameters are built from, bound to one title's vocabulary. */
export interface InstructionSchemas {
  json: LanguageSchema<Json>;
  /** `{ var: name }`: a value an earlier instruction stored. */
  variable: LanguageSchema<VarRef>;
  /** A zone name the title binds. */
  zone: LanguageSchema<string>;
  player: LanguageSchema<PlayerRef>;
  cards: LanguageSchema<CardsRef>;
  number: LanguageSchema<NumberRef>;
  selector: LanguageSchema<Selector>;
  predicate: LanguageSchema<Predicate>;
  instruction: LanguageSchema<Instruction>;
  program: LanguageSchema<Instruction[]>;
  ability: LanguageSchema<AbilityDefinition>;
  /** A keyword entry on a card: its name, or `{ name, …params }`. */
  keyword: LanguageSchema<string | { name: string; [param: string]: Json }>;
}

/** A verb's or condition's parameters (besides `do` / `test`), as a zod shape built from `schemas`. */
export type ParamsDeclaration = (schemas: InstructionSchemas) => z.ZodRawShape;

/** For verbs and conditions that take no parameters. */
export const noParams: ParamsDeclaration = () => ({});

/** What a title's instructions may name: its verbs, tests, zones and keywords. */
export interface InstructionVocabulary {
  verbs: ReadonlyMap<string, { params: ParamsDeclaration }>;
  conditions: ReadonlyMap<string, { params: ParamsDeclaration }>;
  zones: ReadonlySet<string>;
  keywords: ReadonlySet<string>;
  /** Accept any verb, test, zone and keyword (structure only): for parsing card data before a title is wired. */
  open?: boolean;
}

function quoteList(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

type Issue = z.core.$ZodIssue;

/** Copies a nested parse's issues onto the outer context; unrecognised keys get their own path. */
function forward(issues: readonly Issue[], ctx: z.core.$RefinementCtx, unknown: (key: string) => string): void {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) ctx.addIssue({ code: 'custom', message: unknown(key), path: [...issue.path, key] });
    } else {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Builds the schemas for one vocabulary. Each verb's and condition's parameter schema is built once, on
 * first use, and is strict: a parameter the verb does not declare is an error (a typo is caught at load).
 */
export function instructionSchemas(vocabulary: InstructionVocabulary): InstructionSchemas {
  const json: LanguageSchema<Json> = z.lazy(() =>
    z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
  );
  const open = vocabulary.open === true;
  const zone: LanguageSchema<string> = z.string().refine((name) => open || vocabulary.zones.has(name), {
    error: (issue) => `unknown zone ${JSON.stringify(issue.input)}`,
  });
  const varRef = z.strictObject({ var: z.string().min(1) }) as LanguageSchema<VarRef>;
  const player: LanguageSchema<PlayerRef> = z.union([z.enum(playerNames), varRef], {
    error: () => `expected one of ${quoteList(playerNames)}, or { var }`,
  });
  const count = z.number().int().min(0);

  const verbSchemas = new Map<string, z.ZodType>();
  const conditionSchemas = new Map<string, z.ZodType>();

  const predicate: LanguageSchema<Predicate> = z
    .custom<Predicate>(() => true)
    .superRefine((value: unknown, ctx) => {
      if (!isObject(value)) {
        ctx.addIssue({ code: 'custom', message: 'a predicate is an object: { test, … }, { all }, { any } or { not }' });
        return;
      }
      const combinators = ['all', 'any', 'not'].filter((k) => k in value);
      if (combinators.length > 0) {
        const combinator = combinators[0] as 'all' | 'any' | 'not';
        const shape = combinator === 'not' ? { not: predicate } : { [combinator]: z.array(predicate) };
        const result = z.strictObject(shape).safeParse(value);
        if (!result.success) forward(result.error.issues, ctx, (key) => `unknown field "${key}" beside "${combinator}"`);
        return;
      }
      const test = value['test'];
      if (typeof test !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'a predicate needs "test" (or all / any / not)', path: ['test'] });
        return;
      }
      let schema = conditionSchemas.get(test);
      if (schema === undefined) {
        const condition = vocabulary.conditions.get(test);
        if (condition === undefined) {
          if (open) return;
          ctx.addIssue({ code: 'custom', message: `unknown test "${test}"`, path: ['test'] });
          return;
        }
        schema = z.strictObject({ ...condition.params(schemas), test: z.string() });
        conditionSchemas.set(test, schema);
      }
      const result = schema.safeParse(value);
      if (!result.success) forward(result.error.issues, ctx, (key) => `test "${test}" has no parameter "${key}"`);
    });

  const selector: LanguageSchema<Selector> = z.strictObject({
    zone: z.union([zone, z.array(zone)]),
    player: z
      .union([player, z.literal('any'), z.literal('allies')], {
        error: () => `expected one of ${quoteList([...playerNames, 'any', 'allies'])}, or { var }`,
      })
      .optional(),
    where: predicate.optional(),
    top: count.optional(),
  }) as LanguageSchema<Selector>;

  const cards: LanguageSchema<CardsRef> = z
    .custom<CardsRef>(() => true)
    .superRefine((value: unknown, ctx) => {
      if (value === 'self' || value === 'event-card') return;
      if (isObject(value) && 'var' in value) {
        const result = varRef.safeParse(value);
        if (!result.success) forward(result.error.issues, ctx, (key) => `unknown field "${key}" beside "var"`);
        return;
      }
      if (isObject(value) && 'zone' in value) {
        const result = selector.safeParse(value);
        if (!result.success) forward(result.error.issues, ctx, (key) => `a selector has no field "${key}" (zone, player, where, top)`);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        message: 'expected cards: "self", "event-card", { var } or a selector { zone, player?, where?, top? }',
      });
    });

  const number: LanguageSchema<NumberRef> = z.union(
    [z.number(), varRef, z.strictObject({ count: cards, times: z.number().int().optional() })],
    {
      error: () => 'expected a number, { var } or { count: <cards>, times? }',
    },
  ) as LanguageSchema<NumberRef>;

  const instruction: LanguageSchema<Instruction> = z
    .custom<Instruction>(() => true)
    .superRefine((value: unknown, ctx) => {
      if (!isObject(value)) {
        ctx.addIssue({ code: 'custom', message: 'an instruction is an object { do, … }' });
        return;
      }
      const verbName = value['do'];
      if (typeof verbName !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'an instruction needs "do": the verb', path: ['do'] });
        return;
      }
      let schema = verbSchemas.get(verbName);
      if (schema === undefined) {
        const verb = vocabulary.verbs.get(verbName);
        if (verb === undefined) {
          if (open) return;
          ctx.addIssue({ code: 'custom', message: `unknown verb "${verbName}"`, path: ['do'] });
          return;
        }
        schema = z.strictObject({ ...verb.params(schemas), do: z.string() });
        verbSchemas.set(verbName, schema);
      }
      const result = schema.safeParse(value);
      if (!result.success) forward(result.error.issues, ctx, (key) => `verb "${verbName}" has no parameter "${key}"`);
    });

  const program: LanguageSchema<Instruction[]> = z.array(instruction);

  const ability = z.strictObject({
    kind: z.enum(['activated', 'automatic', 'continuous']),
    label: z.string().optional(),
    zones: z.array(zone).optional(),
    trigger: z
      .union([z.strictObject({ event: z.string().min(1), match: predicate.optional() }), z.strictObject({ state: predicate })])
      .optional(),
    condition: predicate.optional(),
    cost: program.optional(),
    optionalCost: z.boolean().optional(),
    effect: program,
    limit: z.strictObject({ count: z.number().int().positive(), per: z.enum(['turn', 'game']), key: z.string().optional() }).optional(),
    timing: z.array(z.string()).optional(),
    answer: z.boolean().optional(),
    tags: z.array(z.string().min(1)).optional(),
    given: z.boolean().optional(),
  }) as LanguageSchema<AbilityDefinition>;

  const keywordParams = z.record(z.string(), json);
  const keyword: InstructionSchemas['keyword'] = z
    .custom<string | { name: string; [param: string]: Json }>(() => true)
    .superRefine((value: unknown, ctx) => {
      const name = typeof value === 'string' ? value : isObject(value) ? value['name'] : undefined;
      if (typeof name !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'a keyword is its name, or { name, …parameters }' });
        return;
      }
      if (!open && !vocabulary.keywords.has(name)) {
        ctx.addIssue({ code: 'custom', message: `unknown keyword "${name}"`, path: typeof value === 'string' ? [] : ['name'] });
      }
      if (typeof value !== 'string') {
        const result = keywordParams.safeParse(value);
        if (!result.success) forward(result.error.issues, ctx, (key) => `unknown field "${key}"`);
      }
    });

  const schemas: InstructionSchemas = {
    json,
    variable: varRef,
    zone,
    player,
    cards,
    number,
    selector,
    predicate,
    instruction,
    program,
    ability,
    keyword,
  };
  return schemas;
}

/**
 * The language's structure without a vocabulary: any verb, test, zone or keyword name is accepted, so a
 * title can parse (and normalise) its card data where it defines it; the engine checks the names later.
 */
export const openInstructionSchemas: InstructionSchemas = instructionSchemas({
  verbs: new Map(),
  conditions: new Map(),
  zones: new Set(),
  keywords: new Set(),
  open: true,
});
