/**
 * The Weiß Schwarz card data format (ch. 2), checked with zod. A card is plain data: name (2.1), type (2.3),
 * colour (2.4), traits (2.5), level (2.6), cost (2.7), counter icon (2.8.2), power (2.9), soul (2.10),
 * trigger icons (2.11), keywords (ch. 10) and abilities written in the kernel's instruction language.
 */
import { openInstructionSchemas, type CardDefinition, type InstructionSchemas } from '@tcgkit/kernel';
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

/** The parts of the instruction language a Weiß Schwarz card is made of. */
export type CardLanguage = Pick<InstructionSchemas, 'program' | 'ability' | 'keyword'>;

/**
 * The card format, with abilities, keywords and event effects checked by `l`: the engine passes the
 * title's instruction language (every verb, test and parameter checked); `cardSchema` below checks
 * structure only, so cards can be parsed where they are defined.
 */
export function cardSchemaFor(l: CardLanguage) {
  return z
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
      keywords: z.array(l.keyword).default([]),
      abilities: z.array(l.ability).default([]),
      /** Events: what playing the event does (8.6.2.5.2). */
      effect: l.program.optional(),
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
}

/** Structure only: any verb, test or zone name; the engine checks them with the title's language. */
export const cardSchema = cardSchemaFor(openInstructionSchemas);

export type WeissSchwarzCard = z.infer<typeof cardSchema>;

/**
 * Parses one card. Every character has `Encore [(3)]` (10.2.3): the default encore keyword is added to
 * each character, after any encore the card prints.
 */
export function parseCard(input: unknown): CardDefinition {
  const card = cardSchema.parse(input);
  const keywords = card.type === 'character' ? [...card.keywords, { name: 'encore', cost: 'stock', amount: 3 }] : card.keywords;
  return { ...card, keywords } satisfies CardDefinition;
}

export function cardData(cards: ReadonlyMap<string, CardDefinition>, id: string): WeissSchwarzCard | undefined {
  return cards.get(id) as WeissSchwarzCard | undefined;
}
