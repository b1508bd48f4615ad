import { z } from 'zod';
import type { ZonesContext } from '../zones/zones-context.js';
import { ErrorCode, ruleError, short, type RuleError } from '../rules/rule-error.js';
import { canPointAt } from '../zones/zone-ops.js';
import type { Action } from './decision.js';

/**
 * The fields an action type carries besides `type`, `player` and `decision`, as zod schemas. The kernel
 * checks every action against its type's shape before any rule code sees it: a field the shape does not
 * name is refused, so nothing unexpected reaches the log or the opponent.
 */
export type ActionShape = Readonly<Record<string, z.ZodType>>;

const cardRefSchemas = new WeakSet<z.ZodType>();
const cardOrPlayerSchemas = new WeakSet<z.ZodType>();

function cardReference<T extends z.ZodType>(schema: T): T {
  cardRefSchemas.add(schema);
  return schema;
}

/**
 * A field naming one card object by id. The kernel checks it: a card that does not exist and a card the
 * actor may not see are refused with the very same error, so probing ids tells nothing about hidden zones.
 */
export const cardRef = cardReference(z.string().min(1).max(64));

function distinctIds(options: { min?: number; max?: number }): z.ZodType<string[]> {
  return z
    .array(z.string().min(1).max(64))
    .min(options.min ?? 1)
    .max(options.max ?? 64)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'names the same card twice' });
}

/** A field naming several different card objects (each checked as `cardRef`). */
export function cardRefs(options: { min?: number; max?: number } = {}): z.ZodType<string[]> {
  return cardReference(distinctIds(options));
}

/** A field naming several different players or card objects (each checked as `cardOrPlayerRef`). */
export function cardOrPlayerRefs(options: { min?: number; max?: number } = {}): z.ZodType<string[]> {
  const list = distinctIds(options);
  cardOrPlayerSchemas.add(list);
  return list;
}

/** A field naming a player by id, or else a card object (checked as `cardRef`): an attack's target, say. */
export const cardOrPlayerRef = z.string().min(1).max(64);
cardOrPlayerSchemas.add(cardOrPlayerRef);

/**
 * Most repetitions one `loop` action carries out, and most actions in one repetition: a shortcut stands for
 * a number the players name, but the engine carries each repetition out, so it is bounded like any input.
 */
export const loopLimits = { times: 10_000, actions: 64 } as const;

/**
 * The kernel action `loop` (plugin/loops.ts): one repetition's actions (each a plain action, checked as
 * usual when it is carried out) and the proposed count. The other player's count, when both players can stop
 * the loop, is their own action (`loop-answer`).
 */
function loopShape(): ActionShape {
  const inner = z.looseObject({ type: z.string().min(1).max(64), player: z.string().min(1).max(64) });
  return {
    actions: z.array(inner).min(1).max(loopLimits.actions),
    times: z.number().int().min(1).max(loopLimits.times),
  };
}

const chooseShape: ActionShape = { choice: z.array(z.string().max(64)).max(256) };

/** Kernel action types: `pass` and `concede` carry nothing; `choose` carries option ids; `loop` a loop shown as a shortcut. */
export const kernelActionShapes: ReadonlyMap<string, ActionShape> = new Map<string, ActionShape>([
  ['pass', {}],
  ['concede', {}],
  ['choose', chooseShape],
  ['loop', loopShape()],
]);

/**
 * A `choose` answer (every answer to a select) that `chooseShape` with the envelope accepts, seen without zod
 * (issue 14: its parse cost about as much as the select's own checks). Never true where the schema refuses
 * (action-shape.test.ts checks the two agree); where it is false the schema decides and words the error.
 */
export function plainChoose(action: Readonly<Record<string, unknown>>): boolean {
  let fields = 0;
  for (const key in action) {
    const value = action[key];
    if (key === 'type' || key === 'player') {
      if (typeof value !== 'string') return false;
    } else if (key === 'decision') {
      if (!Number.isSafeInteger(value)) return false;
    } else if (key === 'choice') {
      if (!Array.isArray(value) || value.length > 256) return false;
      for (const id of value as unknown[]) if (typeof id !== 'string' || id.length > 64) return false;
    } else return false;
    fields++;
  }
  return fields >= 3 && Object.hasOwn(action, 'type') && Object.hasOwn(action, 'player') && Object.hasOwn(action, 'choice');
}

const envelope = { type: z.string(), player: z.string(), decision: z.number().int().optional() };
/** A shape compiled once: its strict schema, and which fields hold references the kernel checks. */
interface CompiledShape {
  schema: z.ZodType;
  references: readonly [field: string, kind: 'card' | 'card-or-player'][];
}
const compiled = new WeakMap<ActionShape, CompiledShape>();

function compile(shape: ActionShape): CompiledShape {
  let found = compiled.get(shape);
  if (found === undefined) {
    const references: [string, 'card' | 'card-or-player'][] = [];
    for (const field in shape) {
      const kind = referenceKind(shape[field] as z.ZodType);
      if (kind !== null) references.push([field, kind]);
    }
    found = { schema: z.strictObject({ ...envelope, ...shape }), references };
    compiled.set(shape, found);
  }
  return found;
}

/** Which references a field holds: card ids, card or player ids, or none the kernel checks. */
function referenceKind(schema: z.ZodType): 'card' | 'card-or-player' | null {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (cardRefSchemas.has(inner)) return 'card';
  return cardOrPlayerSchemas.has(inner) ? 'card-or-player' : null;
}

/** The same words for a missing card and a hidden one (see `cardRef`). */
export function unknownCardError(id: string): RuleError {
  return ruleError(ErrorCode.unknownCard, `no card "${short(id)}" that you can see`);
}

/**
 * Checks an action against its type's shape, then every card it names: each must exist and be one the
 * actor may point at. `null` when it passes; the first problem otherwise.
 */
export function checkActionShape(ctx: ZonesContext, action: Action, shape: ActionShape): RuleError | null {
  // `choose` names no cards: nothing more to check once its fields fit.
  if (shape === chooseShape && plainChoose(action)) return null;
  const { schema, references } = compile(shape);
  const parsed = schema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? '' : `${issue.path.map((p) => short(String(p))).join('.')}: `;
    const what =
      issue?.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${short(k)}"`).join(', ')}`
        : (issue?.message ?? 'malformed');
    return ruleError(ErrorCode.malformedAction, `"${short(action.type)}" action: ${where}${what}`);
  }
  for (const [field, kind] of references) {
    const value = action[field];
    if (value === undefined) continue;
    for (const id of Array.isArray(value) ? (value as string[]) : [value as string]) {
      if (kind === 'card-or-player' && ctx.state.players.some((p) => p.id === id)) continue;
      const card = Object.hasOwn(ctx.state.cards, id) ? ctx.state.cards[id] : undefined;
      if (card === undefined || !canPointAt(ctx, card, action.player)) return unknownCardError(id);
    }
  }
  return null;
}
