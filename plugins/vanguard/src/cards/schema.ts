/**
 * The Vanguard card data format (ch.2), checked with zod. A card is plain data: the information of 2.1–2.17
 * plus keywords (ch.14) and abilities written in the kernel's instruction language with this title's verbs.
 */
import { openInstructionSchemas, type CardDefinition, type InstructionSchemas } from '@tcgkit/kernel';
import { z } from 'zod';
import { setInformationFields } from '../sets/set-information.js';

export const triggerIcons = ['critical', 'draw', 'stand', 'heal', 'front', 'over'] as const;

/** The world icons of Buddyfight-related cards (17.17.2's table). */
export const buddyfightWorlds = [
  'dragon-world',
  'danger-world',
  'magic-world',
  'katana-world',
  'ancient-world',
  'legend-world',
  'darkness-dragon-world',
  'hero-world',
  'dragon-ein',
  'hyakki-yagyo',
  'generic',
] as const;
export type TriggerIcon = (typeof triggerIcons)[number];

/** The nation icons of 2.14.3.1 (a nation shown by its icon alone), each with the nation it means. */
export const nationIconNames = {
  'united-sanctuary': 'ユナイテッドサンクチュアリ',
  'dragon-empire': 'ドラゴンエンパイア',
  'star-gate': 'スターゲート',
  'dark-zone': 'ダークゾーン',
  magallanica: 'メガラニカ',
  zoo: 'ズー',
} as const;
const nationIcons = Object.keys(nationIconNames) as [keyof typeof nationIconNames, ...(keyof typeof nationIconNames)[]];

/** The fighter icons of 2.18.2: アイチアイコン (`aichi`) and 権アイコン (`ken`). */
export const fighterIcons = ['aichi', 'ken'] as const;

/** The parts of the instruction language a Vanguard card is made of. */
export type CardLanguage = Pick<InstructionSchemas, 'program' | 'predicate' | 'ability' | 'keyword' | 'cards'>;

/**
 * The card format, with abilities, programs and predicates checked by `l`: the engine passes the title's
 * instruction language (every verb, test and parameter checked); `cardSchema` below checks structure only.
 */
export function cardSchemaFor(l: CardLanguage) {
  return z
    .object({
      id: z.string().min(1),
      name: z.string().min(1),
      /**
       * Main type (2.9.3); `pseudo` for pseudo-cards such as Protect (15.3); `crest` for the crest pseudo-card
       * (2.9.3.5, 15.7); `ride-deck-crest` for a card put in the ride deck at construction (2.9.3.6).
       */
      type: z.enum(['unit', 'order', 'pseudo', 'crest', 'ride-deck-crest']),
      /** Subtype (2.9.4): normal, trigger, G, blitz, set. */
      subtype: z.enum(['normal', 'trigger', 'g', 'blitz', 'set']).default('normal'),
      /** Grade (2.4); null for non-numeric grades (Protect, 15.3.2). */
      grade: z.number().int().min(0).nullable(),
      power: z.number().int().optional(),
      /** Shield (2.6); absent = no shield (2.6.3). */
      shield: z.number().int().nullable().default(null),
      critical: z.number().int().default(1),
      clan: z.string().optional(),
      nation: z.string().optional(),
      race: z.string().optional(),
      /** Trigger icon and the power printed under it (2.8, 11.10.5). */
      trigger: z.object({ icon: z.enum(triggerIcons), power: z.number().int().default(10000) }).optional(),
      /** Imaginary Gift icon (2.13.2, ch.16). */
      gift: z.enum(['force', 'accel', 'protect']).optional(),
      /** Persona Ride icon (2.13.3, 6.3.8). */
      personaRide: z.boolean().optional(),
      keywords: z.array(l.keyword).default([]),
      abilities: z.array(l.ability).default([]),
      /** Orders: the order ability (11.1.1.4) and its cost, run when the order is played (11.8). */
      orderEffect: l.program.optional(),
      orderCost: l.program.optional(),
      /** Over trigger (11.10.2.9): the action its text specifies, done when it is drive-checked. */
      overEffect: l.program.optional(),
      /** overDress (14.42): the rear-guard it may be placed onto, as a predicate. */
      dressOnto: l.predicate.optional(),
      /** X-overDress (14.49.2, 6.8.3.1): one predicate per dress-source it designates. */
      xOverDressFrom: z.array(l.predicate).min(1).optional(),
      /**
       * A crest's "your energy maximum is N" (3.1.3.1: a maximum set by an effect), while it is in the crest
       * zone (11.4.4.1.1, 15.7.3). The smallest such maximum applies.
       */
      energyMaximum: z.number().int().min(0).optional(),
      /** The kind of pseudo-card (ch.15) beyond Protect and the crest: a token (15.4), a ticket (15.5), Mare's gift (15.6). */
      pseudo: z.enum(['token', 'ticket', 'mare']).optional(),
      /** Other names the card also has (12.6.2: "also treated as a card named …"). */
      alsoNamed: z.array(z.string()).optional(),
      text: z.string().optional(),
      // ——— Premium format (src/premium/) ———
      /** A stride skill (14.12) with the default timing and cost: the stride step, discard grades totalling 3+ (14.12.3.1). */
      stride: z.literal(true).optional(),
      /** G guardian (14.16): the cost of calling it, discarding `discard` cards from hand (the demo cards' cost). */
      gGuardian: z.object({ discard: z.number().int().min(0) }).optional(),
      /** Seek Mate / D-Seek Mate (14.11): the names the legion mate may have (14.11.2.3), `d` for D-Seek Mate. */
      seekMate: z.object({ names: z.array(z.string().min(1)).min(1), d: z.boolean().default(false) }).optional(),
      // ——— Set-specific information (17.9–17.16, src/sets/) ———
      ...setInformationFields(l),
      // ——— Buddyfight-related cards (17.17, src/sets/buddyfight/) ———
      /** The world icon of a Buddyfight-related card (17.17.2), referred to as "<world>" (17.17.2.1). */
      bfWorld: z.enum(buddyfightWorlds).optional(),
      /** A gauge crest (17.17.5.1): in its master's crest zone it lets them have gauge. */
      gaugeCrest: z.literal(true).optional(),
      /** A call cost (17.17.8): what calling it to a rear-guard circle requires, in 17.17.8.2's order. */
      callCost: z
        .object({
          /** "Put N of these into its buddy soul" (17.17.8.2.2). */
          buddySoul: z.object({ from: l.cards, count: z.number().int().min(1) }).optional(),
          /** "Retire N of your units that …" (17.17.8.2.3). */
          retire: z.object({ where: l.predicate, count: z.number().int().min(1) }).optional(),
          /** "Put it on top of one of your units that …" (17.17.8.2.4). */
          onTopOf: l.predicate.optional(),
          /** "Pay gauge N" (17.17.8.2.5, 17.17.5.4). */
          gauge: z.number().int().min(1).optional(),
        })
        .optional(),
      /** An order that may be called from hand to (GC) as a trigger unit in its fighter's guard step (17.17.13), with its `shield`. */
      guardAsTrigger: z.literal(true).optional(),
      // ——— Set-specific rules (ch.17, src/sets/) ———
      /** An order's further subtype: 楽曲 music (17.4.1), 監獄 prison (17.5.1.1), 曲 song (17.7.1), 装備 equipment (17.8.1). */
      orderSubtype: z.enum(['music', 'prison', 'song', 'equipment']).optional(),
      /** An equipment order's 装備 ability (17.8.2, 17.8.2.1): the card name of the unit it is equipped on. */
      equip: z.string().min(1).optional(),
      /** A Buddyfight equipment order's 装備 — (装備条件) (17.17.10.1, 17.17.10.4): the condition a unit it equips meets. */
      equipWhen: l.predicate.optional(),
      /** 神器錬成 - 「(card name)」 (17.10.3): this unit may be played as an equipment order equipping a vanguard of that name. */
      volund: z.string().min(1).optional(),
      /** A Gyze card (17.2.1): which face this card data is (17.2.2) and the card data of its other face. */
      gyze: z.object({ face: z.enum(['neon', 'gyze']), other: z.string().min(1) }).optional(),
      /** An ultimate stride skill (14.13), played in the stride step; its cost program (6.6.3.4: not the default stride cost). */
      ultimateStride: z.object({ cost: l.program.optional() }).optional(),
      // ——— Card information read by deck building and by effects (src/card-information.ts) ———
      /** A clan icon (2.2.6): the card's original clan, shown as an icon beside its nation. */
      clanIcon: z.string().min(1).optional(),
      /** A nation shown by its icon alone (2.14.3.1): the icon's nation. */
      nationIcon: z.enum(nationIcons).optional(),
      /** Fighter icons (2.18): a card "has アイチアイコン" when it shows that icon (2.18.3). */
      fighterIcons: z.array(z.enum(fighterIcons)).optional(),
      /** The collector number (2.16.1): collateral text, not information (2.16.2); deck building reads it (2.16.2.1, 8.1.9). */
      collectorNumber: z.string().min(1).optional(),
      /**
       * A deck-building ability (8.1.3): a CONT replacing 8.1.5's copy limit for the cards with this card's
       * collector number (8.1.9): `copies` of them (null: any number). Void once the game starts (11.4.2).
       */
      deckBuilding: z.object({ copies: z.number().int().min(1).nullable() }).optional(),
      /** Special types (2.9.5) printed on the card, beside its main type and subtype. */
      specialTypes: z.array(z.string().min(1)).optional(),
      /** "You can have gauge" (7.40.7, 13.9.2): a CONT of this card while it is its master's vanguard or in their crest zone. */
      fighterGauge: z.enum(['vanguard', 'crest']).optional(),
      /**
       * "This card may also be called by (doing X)" (11.7.1.1): an alternative call cost. In the main phase its
       * fighter may normal-call it from hand to a rear-guard circle, whatever its grade, by paying `cost` (reading 385).
       */
      alternativeCall: z.object({ cost: l.program }).optional(),
      /** "This unit's AUTO abilities activate N times" (7.15.1.3.1): a CONT while the card is on a circle. */
      autoActivates: z.number().int().min(2).optional(),
      /** Further trigger icons (11.10.6): a card with several plays each icon's trigger ability, in the order its master chooses. */
      moreTriggers: z.array(z.object({ icon: z.enum(triggerIcons), power: z.number().int().default(10000) })).optional(),
      /**
       * The loops the card's author recognised (18.1.1.5 leaves recognising a loop to the fighters or a judge):
       * the indexes of this card's ACT abilities whose repetition is a loop a fighter can stop (18.1.1.2),
       * played as a shortcut by `playVanguardLoop` (src/loops.ts).
       */
      loops: z.array(z.number().int().min(0)).optional(),
    })
    .superRefine((card, issues) => {
      if (card.type === 'unit' && card.power === undefined) issues.addIssue({ code: 'custom', message: 'a unit has power (2.5)' });
      if (card.subtype === 'trigger' && card.trigger === undefined)
        issues.addIssue({ code: 'custom', message: 'a trigger unit has a trigger icon (2.8)' });
      if (card.type === 'order' && card.orderEffect === undefined)
        issues.addIssue({ code: 'custom', message: 'an order has an order ability (11.1.1.4)' });
      if (card.orderSubtype !== undefined && card.type !== 'order')
        issues.addIssue({
          code: 'custom',
          message: 'music, prison, song and equipment are subtypes of orders (17.4.1, 17.5.1.1, 17.7.1, 17.8.1)',
        });
      if ((card.orderSubtype === 'equipment') !== ((card.equip !== undefined) !== (card.equipWhen !== undefined)))
        issues.addIssue({
          code: 'custom',
          message: 'an equipment order, and only one, names the unit it equips or its equip condition, not both (17.8.2, 17.17.10.1)',
        });
      if (card.volund !== undefined && card.type !== 'unit')
        issues.addIssue({ code: 'custom', message: '神器錬成 (Völund) is an ability of units (17.10.1, 17.10.5)' });
      if ((card.orderSubtype === 'song' || card.orderSubtype === 'prison') && card.subtype !== 'set')
        issues.addIssue({ code: 'custom', message: 'songs and prisons are set orders (17.5.1.1, 17.7.1)' });
      // 11.4.4.1.1: a crest's abilities without a zone work only in the crest zone; the data says so explicitly.
      if ((card.type === 'crest' || card.type === 'ride-deck-crest') && card.abilities.some((a) => a.zones === undefined))
        issues.addIssue({ code: 'custom', message: "a crest's abilities name their zones ('crest' when the text names none, 11.4.4.1.1)" });
    });
}

/** Structure only: any verb, test or zone name; the engine checks them with the title's language. */
export const cardSchema = cardSchemaFor(openInstructionSchemas);

export type VanguardCard = z.infer<typeof cardSchema> & CardDefinition;

/** Parses a card from JSON-like data, throwing a readable error naming the card and field. */
export function parseCard(input: unknown): VanguardCard {
  const result = cardSchema.safeParse(input);
  if (!result.success) {
    const id = typeof input === 'object' && input !== null && 'id' in input ? String((input as { id: unknown }).id) : '?';
    const issue = result.error.issues[0];
    throw new Error(`card "${id}": ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  }
  return result.data as VanguardCard;
}

/** The title's view of a card definition (never undefined for cards of the pool). */
export function cardData(definitions: ReadonlyMap<string, CardDefinition>, id: string): VanguardCard | undefined {
  return definitions.get(id) as VanguardCard | undefined;
}
