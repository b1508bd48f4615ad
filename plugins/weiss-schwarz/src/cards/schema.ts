/**
 * The Weiß Schwarz card data format (ch. 2), checked with zod. A card is plain data: name (2.1), type (2.3),
 * colour (2.4), traits (2.5), level (2.6), cost (2.7), counter icon (2.8.2), power (2.9), soul (2.10),
 * trigger icons (2.11), keywords (ch. 10) and abilities written in the kernel's instruction language.
 */
import type { CardDefinition } from '@tcgkit/kernel';
import { z } from 'zod';

/** The trigger icons of 4.12.2. */
export const triggerIcons = [
  'soul',
  'return',
  'pool',
  'comeback',
  'draw',
  'shot',
  'treasure',
  'gate',
  'standby',
  'choice',
  'chance',
  'discovery',
] as const;
export type TriggerIcon = (typeof triggerIcons)[number];

/** 2.4: the document does not list the colours (digest §13); the four printed on every card are used. */
export const colours = ['yellow', 'green', 'red', 'blue'] as const;
export type Colour = (typeof colours)[number];

export const cardTypes = ['character', 'event', 'climax'] as const;

const json: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);
const instruction = z.object({ do: z.string() }).catchall(json);
const predicate = z.record(z.string(), json);

const ability = z.object({
  kind: z.enum(['activated', 'automatic', 'continuous']),
  label: z.string().optional(),
  zones: z.array(z.string()).optional(),
  trigger: z.union([z.object({ event: z.string(), match: predicate.optional() }), z.object({ state: predicate })]).optional(),
  condition: predicate.optional(),
  cost: z.array(instruction).optional(),
  optionalCost: z.boolean().optional(),
  effect: z.array(instruction),
  limit: z.object({ count: z.number().int().positive(), per: z.enum(['turn', 'game']), key: z.string().optional() }).optional(),
  timing: z.array(z.string()).optional(),
});

const keyword = z.union([z.string(), z.object({ name: z.string() }).catchall(json)]);

export const cardSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    type: z.enum(cardTypes),
    colour: z.enum(colours),
    /** 2.6: characters and events; a climax reads as level 0 (2.19.1). */
    level: z.number().int().min(0).max(3).default(0),
    cost: z.number().int().min(0).default(0),
    power: z.number().int().min(0).optional(),
    soul: z.number().int().min(0).optional(),
    traits: z.array(z.string()).default([]),
    /** 2.8.2: the counter icon. */
    counter: z.boolean().default(false),
    triggers: z.array(z.enum(triggerIcons)).max(2).default([]),
    keywords: z.array(keyword).default([]),
    abilities: z.array(ability).default([]),
    /** Events: what playing the event does (8.6.2.5.2). */
    effect: z.array(instruction).optional(),
    text: z.string().optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    if (card.type === 'character' && (card.power === undefined || card.soul === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'a character has power and soul (2.9, 2.10)' });
    }
    if (card.type !== 'character' && (card.power !== undefined || card.soul !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'only characters have power and soul (2.9.1, 2.10.1)' });
    }
    if (card.type === 'event' && card.effect === undefined) ctx.addIssue({ code: 'custom', message: 'an event has an effect' });
    if (card.type === 'climax' && (card.level !== 0 || card.cost !== 0)) {
      ctx.addIssue({ code: 'custom', message: 'a climax has no level and no cost (2.19.1)' });
    }
  });

export type WeissSchwarzCard = z.infer<typeof cardSchema>;

/**
 * Parses one card. Every character has `Encore [(3)]` (10.2.3): the default encore keyword is added to
 * each character, after any encore the card prints.
 */
export function parseCard(input: unknown): CardDefinition {
  const card = cardSchema.parse(input);
  const keywords = card.type === 'character' ? [...card.keywords, { name: 'encore', cost: 'stock', amount: 3 }] : card.keywords;
  return { ...card, keywords } as unknown as CardDefinition;
}

export function cardData(cards: ReadonlyMap<string, CardDefinition>, id: string): WeissSchwarzCard | undefined {
  return cards.get(id) as unknown as WeissSchwarzCard | undefined;
}
