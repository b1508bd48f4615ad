import { z } from 'zod';
import { scenarioLimits } from './limits.js';

/**
 * The scenario file format (`*.scenario.yaml`), as one zod schema. It is the single source of truth:
 * the runner validates files with it and `scenario.schema.json` (for editors) is generated from it.
 * Documented in docs/scenario-format.md; keep the two in step.
 */

const json = z.json();
const jsonObject = z.record(z.string(), json);

/** `$name` in steps; declared as `id: name` (with or without the `$`) on a set-up card. */
const aliasName = z
  .string()
  .regex(/^\$?[A-Za-z_][A-Za-z0-9_-]*$/, 'an alias is a name of letters, digits, "_" and "-", optionally written with a leading "$"');

const errorCode = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'an error code is UPPER_SNAKE_CASE, e.g. SK_SLOT_TAKEN');

/** A card definition id (`soldier`) or an alias (`$myUnit`). */
const cardReference = z.string().min(1).describe('a card definition id, or $alias for a card named in the set-up');

const setupCardObject = z
  .object({
    card: z.string().min(1).describe('card definition id'),
    id: aliasName.optional().describe('alias for later steps: `id: hero` is referred to as `$hero`'),
    count: z
      .number()
      .int()
      .min(1)
      .max(scenarioLimits.copiesPerEntry, `at most ${scenarioLimits.copiesPerEntry} copies per entry`)
      .optional()
      .describe('this many copies (no alias allowed then)'),
    slot: z.string().optional().describe('slot of a slotted zone, when the zone is written as a list'),
    status: jsonObject.optional().describe('title-defined card state, e.g. { rested: true }'),
    faceUp: z.boolean().optional().describe("face up or down (default: the zone's rule)"),
    owner: z.string().optional().describe('owner, for cards in shared zones (default: the first player)'),
  })
  .strict();

const setupCard = z.union([z.string().min(1), setupCardObject]);
export type SetupCard = z.infer<typeof setupCard>;

/** A zone's cards, top first; a slotted zone may be written as a map of slot → cards. */
const setupZone = z.union([z.array(setupCard), z.record(z.string(), z.array(setupCard))]);
export type SetupZone = z.infer<typeof setupZone>;

const setupPlayer = z
  .object({
    zones: z.record(z.string(), setupZone).optional(),
    status: jsonObject.optional().describe('title-defined player state (life, gauge, counters…)'),
  })
  .strict();

const setupPending = z
  .object({
    card: z.string().describe('$alias of the card whose automatic ability is pending'),
    ability: z.number().int().min(0).default(0).describe("index into the card's abilities"),
    controller: z.string().optional(),
    label: z.string().optional(),
  })
  .strict();

const setupEffect = z
  .object({
    cards: z.array(z.string()).min(1).describe('$aliases of the cards it applies to'),
    stat: z.string().min(1).describe('the value it modifies, e.g. power'),
    modification: z.union([z.object({ add: z.number() }).strict(), z.object({ set: z.number() }).strict()]),
    duration: z.string().min(1).describe("the title's duration name, e.g. turn, battle"),
    controller: z.string().optional().describe('default: the first card’s controller'),
    source: z.string().optional().describe('$alias of the card that made it'),
  })
  .strict();

const setupStackItem = z
  .object({
    effect: z.array(jsonObject).min(1).describe("the item's program, in the title's instruction language"),
    controller: z.string().describe('who played it'),
    label: z.string().optional(),
    source: z.string().optional().describe('$alias of its source card'),
    vars: jsonObject.optional().describe('its variables, e.g. { targets: [$unit] } ($aliases resolved)'),
  })
  .strict();

const setupSchema = z
  .object({
    turn: z
      .number()
      .int()
      .min(0)
      .max(scenarioLimits.turn, `a turn number is at most ${scenarioLimits.turn}`)
      .optional()
      .describe('turn number (default 1; 0 when starting in a set-up step)'),
    turnPlayer: z.string().optional().describe('default: the first player listed'),
    firstPlayer: z.string().optional().describe('who played the first turn (default: from the turn number)'),
    phase: z.string().describe('phase to start in (`setup` for a set-up step)'),
    step: z.string().describe('step of that phase; the flow starts at its beginning'),
    players: z.record(z.string(), setupPlayer).default({}),
    shared: z.record(z.string(), setupZone).optional().describe('zones nobody owns'),
    pending: z.array(setupPending).optional().describe('automatic abilities already waiting to be played'),
    effects: z.array(setupEffect).optional().describe('(version 2) continuous effects already in force, with their duration'),
    data: jsonObject.optional().describe("(version 2) the title's own data (state.data), in place of a fresh game's"),
    stack: z.array(setupStackItem).optional().describe('(version 2) items already waiting on the stack, bottom first'),
  })
  .strict()
  .superRefine((setup, context) => {
    const total = setupCardCount(setup);
    if (total > scenarioLimits.setupCards) {
      context.addIssue({
        code: 'custom',
        message: `the set-up creates ${total} cards; at most ${scenarioLimits.setupCards} are allowed`,
      });
    }
  });

/** How many cards a set-up creates: every entry of every zone, with its `count` (0 if a count is itself invalid). */
function setupCardCount(setup: {
  players: Record<string, { zones?: Record<string, SetupZone> | undefined }>;
  shared?: Record<string, SetupZone> | undefined;
}): number {
  const zones = [
    ...Object.values(setup.players).flatMap((player) => Object.values(player.zones ?? {})),
    ...Object.values(setup.shared ?? {}),
  ];
  let total = 0;
  for (const zone of zones) {
    const lists = Array.isArray(zone) ? [zone] : Object.values(zone);
    for (const list of lists) {
      for (const entry of list) {
        const copies = typeof entry === 'string' ? 1 : (entry.count ?? 1);
        // An entry over its own limit already has its issue; the total would only repeat it.
        if (copies > scenarioLimits.copiesPerEntry || !Number.isInteger(copies)) return 0;
        total += copies;
      }
    }
  }
  return total;
}

const countOnly = z.object({ count: z.number().int().min(0) }).strict();
const zoneExpectation = z.union([z.array(cardReference), countOnly, z.record(z.string(), z.union([z.array(cardReference), countOnly]))]);
export type ZoneExpectation = z.infer<typeof zoneExpectation>;

const cardExpectation = z
  .object({
    zone: z.string().optional().describe('`drop`, `field#left` (owner not checked) or `p1/field#left`'),
    status: jsonObject.optional().describe('subset; false or null also match a missing key'),
    stats: z.record(z.string(), json).optional().describe('computed values (statOf), e.g. { power: 3000 }'),
    faceUp: z.boolean().optional(),
    owner: z.string().optional(),
    controller: z.string().optional(),
    is: z
      .record(z.string(), z.boolean())
      .optional()
      .describe("(version 2) the title's named card conditions, e.g. { attacking: true, boosted: false }"),
  })
  .strict();
export type CardExpectation = z.infer<typeof cardExpectation>;

const logMatcher = z.union([
  z.string().min(1),
  z.object({ type: z.string().min(1), player: z.string().optional(), detail: z.record(z.string(), json).optional() }).strict(),
]);
export type LogMatcher = z.infer<typeof logMatcher>;

const decisionExpectation = z
  .object({
    player: z.string().optional(),
    kind: z.string().optional(),
    window: z.string().optional(),
    prompt: z.string().optional().describe('a part of the prompt text'),
  })
  .strict();

const expectationSchema = z
  .object({
    zones: z
      .record(z.string(), z.record(z.string(), zoneExpectation))
      .optional()
      .describe('owner (player id or `shared`) → zone → cards, top first'),
    cards: z.record(aliasName, cardExpectation).optional(),
    position: z
      .object({ segment: z.string(), phase: z.string().nullable(), step: z.string().nullable(), window: z.string().nullable() })
      .partial()
      .strict()
      .optional(),
    decision: decisionExpectation.nullable().optional().describe('null: no decision (the game is over)'),
    result: z
      .union([
        z.null(),
        z.object({ winner: z.string(), reason: z.string().optional() }).strict(),
        z.object({ draw: z.literal(true) }).strict(),
      ])
      .optional(),
    turn: z.object({ number: z.number().int(), player: z.string() }).partial().strict().optional(),
    players: z
      .record(
        z.string(),
        z
          .object({ status: jsonObject, losing: z.string().nullable().describe('a part of the reason, or null') })
          .partial()
          .strict(),
      )
      .optional(),
    log: z.array(logMatcher).optional().describe('events logged since the previous log expectation, in order (others may come between)'),
    notLog: z.array(logMatcher).optional().describe('(version 2) events that must not have been logged since the previous log expectation'),
    facts: jsonObject.optional().describe("(version 2) the title's own state (facts()): listed keys, arrays exactly"),
    legal: z
      .object({
        includes: z.array(jsonObject).optional().describe('each must match a legal action (the fields given; "$alias" allowed)'),
        excludes: z.array(jsonObject).optional().describe('none may match a legal action'),
      })
      .strict()
      .optional()
      .describe("the pending decision's legal actions, as legalActions() lists them"),
  })
  .strict();
export type Expectation = z.infer<typeof expectationSchema>;

const actStep = z
  .object({
    act: json.describe('the action, exactly as game.act() takes it; strings "$alias" become card ids'),
    reject: errorCode.optional().describe('the action must be rejected with this code, leaving the game unchanged'),
    note: z.string().optional(),
  })
  .strict();

const expectStep = z.object({ expect: expectationSchema, note: z.string().optional() }).strict();

const aliasStep = z
  .object({
    alias: z.record(
      aliasName,
      z
        .object({
          card: z.string().min(1).describe('its card definition id'),
          owner: z.string().optional(),
          zone: z.string().optional().describe('its zone, e.g. field or p2/field#gc'),
        })
        .strict(),
    ),
    note: z.string().optional(),
  })
  .strict()
  .describe('(version 2) names cards created during play (tokens, pseudo-cards): the newest unnamed match');

const step = z.union([actStep, expectStep, aliasStep]);
export type ScenarioStep = z.infer<typeof step>;
export type ActStep = z.infer<typeof actStep>;
export type ExpectStep = z.infer<typeof expectStep>;
export type AliasStep = z.infer<typeof aliasStep>;

const cardDefinition = z
  .object({ id: z.string().min(1), name: z.string().min(1), type: z.string().min(1) })
  .catchall(z.unknown())
  .describe("a test card in the title's card data format");

const steps = z.array(step).min(1).max(scenarioLimits.steps, `at most ${scenarioLimits.steps} steps`);

const variant = z
  .object({
    name: z.string().min(1).describe('what this variant shows'),
    seed: z.number().int().optional(),
    setup: setupSchema,
    steps,
  })
  .strict();

export const scenarioSchema = z
  .object({
    version: z
      .union([z.literal(1), z.literal(2)])
      .default(1)
      .describe('the format version (default 1)'),
    title: z.string().min(1).describe('key of the title in the runner registry (usually the title id)'),
    name: z.string().min(1),
    rules: z.array(z.string().min(1)).min(1).describe('the rule sections this scenario pins down'),
    seed: z.number().int().default(1),
    strict: z.boolean().default(true).describe('strict choice mode: every decision must be answered or expected'),
    players: z
      .array(z.string().min(1))
      .min(1)
      .max(scenarioLimits.players, `at most ${scenarioLimits.players} players`)
      .optional()
      .describe('player ids (default p1, p2)'),
    playTimings: z
      .enum(['rules', 'fast'])
      .optional()
      .describe('play timings offered: every one the rules give (default in version 2), or the fast mode (version 1)'),
    cards: z.array(cardDefinition).optional().describe('test cards added to the pool for this scenario'),
    setup: setupSchema.optional().describe('required unless variants are given'),
    steps: steps.optional().describe('required unless variants are given'),
    variants: z
      .array(variant)
      .min(1)
      .max(scenarioLimits.variants, `at most ${scenarioLimits.variants} variants`)
      .optional()
      .describe('(version 2) several boards of one ruling, each with its own setup and steps'),
  })
  .strict()
  .superRefine((scenario, context) => {
    const v2Only = (what: string, path: PropertyKey[]) =>
      context.addIssue({ code: 'custom', message: `${what} needs \`version: 2\``, path });
    if (scenario.variants !== undefined) {
      if (scenario.version !== 2) v2Only('variants', ['variants']);
      if (scenario.setup !== undefined || scenario.steps !== undefined)
        context.addIssue({ code: 'custom', message: 'with variants, setup and steps go inside each variant', path: ['variants'] });
    } else {
      if (scenario.setup === undefined) context.addIssue({ code: 'custom', message: 'setup is required', path: ['setup'] });
      if (scenario.steps === undefined) context.addIssue({ code: 'custom', message: 'steps is required', path: ['steps'] });
    }
    if (scenario.version !== 2) {
      const boards = [scenario.setup, ...(scenario.variants ?? []).map((v) => v.setup)];
      if (boards.some((b) => b?.effects !== undefined || b?.stack !== undefined || b?.data !== undefined))
        v2Only('setting up effects, stack items or data', ['setup']);
      (scenario.steps ?? []).forEach((step, index) => {
        if ('alias' in step) v2Only('an alias step', ['steps', index]);
        if ('expect' in step && (step.expect.notLog !== undefined || step.expect.facts !== undefined))
          v2Only('notLog and facts', ['steps', index]);
        if ('expect' in step && Object.values(step.expect.cards ?? {}).some((c) => c.is !== undefined))
          v2Only('cards.is', ['steps', index]);
      });
    }
  });

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioSetup = z.output<typeof setupSchema>;
export type ScenarioVariant = z.output<typeof variant>;
