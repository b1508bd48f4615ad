import { z } from 'zod';
import { openInstructionSchemas, type CardDefinition, type InstructionSchemas } from '@tcgkit/kernel';
import type { BuddyfightCardData } from '../instructions.js';

/**
 * The Buddyfight card data format (digest §2.2, [X:カードの見方] ①–⑪), validated with zod. The kernel reads
 * `id`, `name`, `type`, `abilities` and `keywords`; everything else is Buddyfight's.
 */
export const cardTypes = ['monster', 'spell', 'item', 'impact', 'impact-monster', 'flag'] as const;
export type CardType = (typeof cardTypes)[number];

/** One part of a 【コールコスト】/【使用コスト】/【装備コスト】, all paid together ([Call 1.6], [Oth:【コスト】と能力]). */
export const CostPart = z.union([
  z.object({ gauge: z.number().int().min(1) }).strict(),
  z.object({ life: z.number().int().min(1) }).strict(),
  /** "Put the top N cards of your deck into this card's soul" (the usual soul-building call cost). */
  z.object({ soulFromDeck: z.number().int().min(1) }).strict(),
  /** "Put N cards (with this attribute) from your drop zone into this card's soul" ([Call Q3]). */
  z.object({ soulFromDrop: z.number().int().min(1), attribute: z.string().optional() }).strict(),
  /** "Put N monsters on your field into the drop zone" ([Call Q4]); the payer names them (`payWith`). */
  z.object({ dropFromField: z.number().int().min(1) }).strict(),
]);
export type CostPart = z.infer<typeof CostPart>;

/** The parts of the instruction language a card is built from. */
export type CardLanguage = Pick<InstructionSchemas, 'program' | 'selector' | 'ability' | 'keyword'>;

/** Targets chosen when a spell is declared ([Cast 1.4]): a kernel selector and how many. */
const targetSpecFor = (l: CardLanguage) =>
  z.object({
    from: l.selector,
    count: z.number().int().min(1),
  });
export const TargetSpec = targetSpecFor(openInstructionSchemas);
export type TargetSpec = z.infer<typeof TargetSpec>;

/**
 * A 【対抗】 card that may be used only when something happened: `opponent-call` (a "when your opponent
 * calls" counter, [Oth:「使った時」「コールした時」]: only as an answer to that call), `opponent-spell` (only as
 * an answer to a spell), `own-monster-destroyed` (a condition window, [Oth:「破壊された時」…], §5.3).
 */
export const UseWhen = z.enum(['opponent-call', 'opponent-spell', 'own-monster-destroyed']);
export type UseWhen = z.infer<typeof UseWhen>;

/**
 * The card format, its programs, abilities, keywords and selectors checked by `l`: the engine passes the
 * title's instruction language (every verb, test and parameter checked, INVALID_CARD); `BuddyfightCard`
 * below uses the open language (structure only), so cards can be parsed where they are defined.
 */
export const cardSchemaFor = (l: CardLanguage) =>
  z
    .object({
      id: z.string().min(1),
      name: z.string().min(1),
      type: z.enum(cardTypes),
      /** ⑨ World(s); `generic` cards fit every flag. */
      worlds: z.array(z.string()).min(1),
      /** ⑧ Attributes. */
      attributes: z.array(z.string()).default([]),
      /** A 〈ロストW〉 lost card ([Lost:ロストカード]); a lost monster has no size. */
      lost: z.boolean().optional(),
      /** ③ Size 0–3 (monsters and impact monsters; none for lost monsters). */
      size: z.number().int().min(0).max(3).optional(),
      power: z.number().int().min(0).optional(),
      defense: z.number().int().min(0).optional(),
      critical: z.number().int().min(0).optional(),
      /** 【対抗】: usable in the opponent's turn and in answer windows (§5). */
      counter: z.boolean().default(false),
      useWhen: UseWhen.optional(),
      /** "「this card's name」 may be used once per turn" ([1pt]): applied when it resolves, per fighter. */
      oncePerTurn: z.boolean().optional(),
      cost: z.array(CostPart).default([]),
      /** 『変身』 ([KW:変身…]): the monster may be equipped from hand as an item by paying this 〔〕 cost. */
      transform: z.object({ cost: z.array(CostPart) }).optional(),
      targets: targetSpecFor(l).optional(),
      /** Spells and impacts: what resolving does ([Cast 3.1]). */
      effect: l.program.optional(),
      keywords: z.array(l.keyword).optional(),
      abilities: z.array(l.ability).optional(),
      /** Flags: the worlds whose cards the deck may use ([Oth:特殊フラッグ] for the general idea). */
      allows: z.array(z.string()).optional(),
      text: z.string().optional(),
    })
    .superRefine((card, issues) => {
      const monster = card.type === 'monster' || card.type === 'impact-monster';
      if (monster && card.lost === true && card.size !== undefined)
        issues.addIssue({ code: 'custom', message: 'a lost monster has no size ([Lost:ロストカード])' });
      if (
        monster &&
        ((card.size === undefined && card.lost !== true) ||
          card.power === undefined ||
          card.defense === undefined ||
          card.critical === undefined)
      )
        issues.addIssue({ code: 'custom', message: 'a monster has size, power, defense and critical' });
      if ((card.type === 'spell' || card.type === 'impact') && card.effect === undefined)
        issues.addIssue({ code: 'custom', message: 'a spell or impact has an effect' });
      if (card.type === 'flag' && card.allows === undefined)
        issues.addIssue({ code: 'custom', message: 'a flag names the worlds it allows' });
    });

export const BuddyfightCard = cardSchemaFor(openInstructionSchemas);
export type BuddyfightCard = z.infer<typeof BuddyfightCard> & CardDefinition;

/** Parses a card, throwing an error naming the card and field. */
export function defineCard(input: BuddyfightCardData): BuddyfightCard {
  const result = BuddyfightCard.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`card "${String(input.id)}": ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  }
  return result.data as BuddyfightCard;
}

export function bf(definition: CardDefinition | undefined): BuddyfightCard | undefined {
  return definition as BuddyfightCard | undefined;
}

/** [Imp:扱い], [X Q1–Q3]: an impact monster is a monster and an impact. */
export function isMonsterType(type: CardType | undefined): boolean {
  return type === 'monster' || type === 'impact-monster';
}
export function isImpactType(type: CardType | undefined): boolean {
  return type === 'impact' || type === 'impact-monster';
}
