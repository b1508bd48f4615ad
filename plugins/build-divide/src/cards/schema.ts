import { z } from 'zod';
import type { BuildDivideCardData } from '../instructions.js';
import { openInstructionSchemas, type CardDefinition, type InstructionSchemas } from '@tcgkit/kernel';

/**
 * The Build Divide card data format (section 300), validated with zod. A card is plain data; the kernel
 * reads `id`, `name`, `type`, `abilities` and `keywords`, everything else is Build Divide's.
 */
export const colours = ['red', 'blue', 'white', 'black'] as const; // 203-1a
export const Colour = z.enum(colours);
export type Colour = z.infer<typeof Colour>;

/**
 * Play cost (306): a total, the colours of its total-cost icon, and the coloured part. When only the total
 * is printed, the coloured part is 1 of the icon's colour and the rest is generic (306-2d); with several
 * colours we read 1 of each (a reading: the section speaks of one colour). `colours: []` is a generic icon:
 * the card has no colour (203-2c).
 */
export const Cost = z.object({
  total: z.number().int().min(0),
  colours: z.array(Colour),
  coloured: z.partialRecord(Colour, z.number().int().min(0)).optional(),
});
export type Cost = z.infer<typeof Cost>;

/** The parts of the instruction language a Build Divide card is made of. */
export type CardLanguage = Pick<InstructionSchemas, 'program' | 'predicate' | 'selector' | 'ability' | 'keyword' | 'number'>;

/** 309: trigger icons checked when a life card is revealed. */
export const Trigger = z.enum(['buster', 'shot']).nullable();

/**
 * The card format, with abilities, programs, predicates and selectors checked by `l`: the engine passes
 * the title's instruction language (every verb, test and parameter checked); the exports below use the
 * open language (structure only), so cards can be parsed where they are defined.
 */
export function cardSchemasFor(l: CardLanguage) {
  const common = {
    id: z.string().min(1),
    name: z.string().min(1),
    text: z.string().optional(),
    /** 305: trait words. */
    attributes: z.array(z.string()).default([]),
    /** An ability (1201) as the kernel's data: kind, trigger, condition, cost, effect, limit, timing. */
    abilities: z.array(l.ability).optional(),
    keywords: z.array(l.keyword).optional(),
    /** 1407: extra names from 【名称ルール】 (also used by the copy limit, 1407-3). */
    nameRule: z.array(z.string()).optional(),
    /** 314: identifier names (識別名, printed in 《》), e.g. a character's name shared by several cards. */
    identifiers: z.array(z.string()).optional(),
    /** 303-3: readings (ふりがな) printed over words of the name, each its own (303-3b). */
    furigana: z.array(z.object({ word: z.string().min(1), reading: z.string().min(1) })).optional(),
    /** 533-1: the 【スキル】 paragraph, a procedure other abilities run ("activate the skill"); not an ability. */
    skill: l.program.optional(),
    /** 1408: 【レガシー】 cost in energy; the card may be played from the graveyard. */
    legacy: z.object({ cost: Cost }).optional(),
    /** 415-4, 706-2a: "this set card may be played" (with an optional condition) from the face-down area. */
    setPlay: z.object({ condition: l.predicate.optional() }).optional(),
    /** 1409: 【エヴォル】 alternative cost; the printed play cost is unchanged (1409-2a). */
    /** 1409-5: the dual form 【エヴォル-N1〔c1〕】/【エヴォル-N2〔c2〕】: pay one or the other. */
    /** 602-1f, 602-1k: an "at the start of the game" ability (ゲーム開始時), carried out during set-up. */
    gameStart: l.program.optional(),
    /** 601-2: a deck-construction ability: this card's name may appear `maxCopies` times in the main deck (601-2a). */
    deckRule: z.object({ maxCopies: z.number().int().min(1) }).optional(),
    evol: z.union([z.object({ cost: Cost }), z.object({ forms: z.array(z.object({ name: z.string(), cost: Cost })).min(2) })]).optional(),
    /** 1204-2h:iii: an additional cost to play the card (cost instructions), paid with its play cost (1204-2i). */
    additionalCost: l.program.optional(),
  };

  /** Where a played card's targets come from (1204-2g): a kernel selector and how many. */
  const TargetSpec = z.object({
    from: l.selector,
    /** A number, or one the game state decides (e.g. `{ count: <your units> }`), fixed when played (1204-2g:iv). */
    count: l.number,
    upTo: z.boolean().optional(),
    prompt: z.string().optional(),
  });

  const UnitCard = z.object({
    ...common,
    type: z.literal('unit'),
    /** 304-3a: e.g. Unit/Ace. */
    subtypes: z.array(z.string()).default([]),
    cost: Cost,
    timing: z.enum(['normal', 'quick']).default('normal'), // 307-2: unmarked means Normal
    titles: z.array(z.string()).default([]), // 308
    trigger: Trigger.default(null),
    power: z.number().int(),
    hit: z.number().int().min(0),
    /** 1702: this unit is the unit side of the double-faced territory card with this id (`cards/double-faced.ts`). */
    territoryFace: z.string().optional(),
  });

  const CommandCard = z.object({
    ...common,
    type: z.literal('command'),
    subtypes: z.array(z.string()).default([]),
    cost: Cost,
    timing: z.enum(['normal', 'quick']).default('normal'),
    trigger: Trigger.default(null),
    targets: TargetSpec.optional(),
    /** 1417-3, 1417-4: the 純潔/鮮血/極制服 side frame: a modifier for the host while worn as clothes. */
    clothes: z.object({ power: z.number().int() }).optional(),
    /** Command text is not an ability (1201-1a): it is the program run on resolution. */
    effect: l.program,
  });

  /** 319: two sides. The unopened side carries only a name; the open side a cost, titles and abilities. */
  const TerritoryCard = z.object({
    ...common,
    type: z.literal('territory'),
    open: z.object({
      name: z.string(),
      cost: Cost,
      titles: z.array(z.string()),
      power: z.number().int().optional(),
      hit: z.number().int().optional(),
    }),
    /**
     * 1702 (第九層シバルバー/ORT): a unit side. While the card waits in its owner's territory zone and
     * `condition` holds, it may be played from there as this unit (1702-2); on the field and in the resolution
     * zone it has this side's information, everywhere else the territory's (1702-1b, 1702-1c).
     */
    unit: z
      .object({ name: z.string(), cost: Cost, power: z.number().int(), hit: z.number().int(), condition: l.predicate.optional() })
      .optional(),
  });

  /** 304-2b: a card printed with type "none" cannot be played (1204-2a:iii). */
  const TypelessCard = z.object({ ...common, type: z.literal('none'), trigger: Trigger.default(null) });

  /** Tokens (1605, appendix): never in decks. */
  const TokenCard = z.object({ ...common, type: z.literal('token'), auraInfo: z.number().int().optional() });

  /**
   * 410-2a: one side of a territory, as a player who may not see its other side is shown it (`territory-sides.ts`,
   * the kernel's `shownFace`). Only its name: never in a deck, never a card object's own definition.
   */
  const TerritorySide = z.object({ ...common, type: z.literal('territory-side'), side: z.enum(['unopened', 'open']) });

  const BuildDivideCard = z.discriminatedUnion('type', [UnitCard, CommandCard, TerritoryCard, TypelessCard, TokenCard, TerritorySide]);
  return { TargetSpec, UnitCard, CommandCard, TerritoryCard, TypelessCard, TokenCard, TerritorySide, BuildDivideCard };
}

/** The title's card schema for the engine's load-time check (`cardSchema` of the plugin). */
export const cardSchemaFor = (l: InstructionSchemas) => cardSchemasFor(l).BuildDivideCard;

const open = cardSchemasFor(openInstructionSchemas);
export const TargetSpec = open.TargetSpec;
export type TargetSpec = z.infer<typeof TargetSpec>;
export const UnitCard = open.UnitCard;
export const CommandCard = open.CommandCard;
export const TerritoryCard = open.TerritoryCard;
export const TypelessCard = open.TypelessCard;
export const TokenCard = open.TokenCard;
export const BuildDivideCard = open.BuildDivideCard;
export type BuildDivideCard = z.infer<typeof BuildDivideCard>;
export type UnitCard = z.infer<typeof UnitCard>;
export type CommandCard = z.infer<typeof CommandCard>;
export type TerritoryCard = z.infer<typeof TerritoryCard>;

/** Parses and normalises a card; throws a readable error naming the card on bad data. */
export function defineCard(input: BuildDivideCardData): CardDefinition {
  const parsed = BuildDivideCard.safeParse(input);
  if (!parsed.success) throw new Error(`card "${String((input as { id?: unknown }).id)}": ${z.prettifyError(parsed.error)}`);
  const card = parsed.data;
  if (card.type === 'command' && card.clothes !== undefined)
    return { ...card, abilities: [...(card.abilities ?? []), clothesAbility(card.clothes.power)] } as CardDefinition;
  return card as CardDefinition;
}

/**
 * 1417-3, 1417-3a:i, 1417-4: the 純潔/鮮血/極制服 frame is printed apart from the text box but is part of the card's
 * text (312): it is one of the card's abilities, a continuous one working while the card is attached as a "clothes"
 * aura (in the aura zone, where an aura's own abilities otherwise do nothing, 521-3), giving the modifier to the unit
 * it is attached to. So whatever acts on the card's abilities (losing them, 1208-1c; copying them, 524-1) acts on the
 * frame too.
 */
function clothesAbility(power: number) {
  return {
    kind: 'continuous' as const,
    label: `clothes frame: the unit wearing this gets ${power >= 0 ? '+' : ''}${power} power`,
    zones: ['aura'],
    condition: { test: 'worn-as-clothes' },
    effect: [{ do: 'modify', stat: 'power', add: power, cards: { zone: 'field', player: 'any', where: { test: 'wears-source' } } }],
    tags: ['clothes-frame'],
  };
}

/** Reads a definition back as Build Divide data (the pool only holds parsed cards). */
export function bd(definition: CardDefinition | undefined): BuildDivideCard | undefined {
  return definition as BuildDivideCard | undefined;
}

/** The coloured requirement of a cost, colour by colour (306-2d). */
export function colouredPart(cost: Cost): Colour[] {
  const out: Colour[] = [];
  const coloured = cost.coloured ?? Object.fromEntries(cost.colours.map((c) => [c, 1]));
  for (const colour of colours) for (let i = 0; i < (coloured[colour] ?? 0); i++) out.push(colour);
  return out;
}
