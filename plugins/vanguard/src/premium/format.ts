/**
 * The premium format as a game option (`create({ options: { format: 'premium' } })`): G decks, stride, G
 * guardians, Generation Break and legion are played. In the standard format (the default) a deck with a G
 * deck or a premium-only card is not legal, so none of these mechanics can arise.
 */
import { gameOption, ruleError, type CardDefinition, type DeckList, type GameContext, type RuleError } from '@tcgkit/kernel';
import type { VanguardCard } from '../cards/schema.js';

export type VanguardFormat = 'standard' | 'premium';

/** The title's declared options (kernel `TitleDefinition.options`). */
export const vanguardGameOptions = {
  format: {
    values: ['standard', 'premium'],
    default: 'standard',
    description: 'standard, or premium: G decks, stride, G guardians, Generation Break and legion',
  },
  stride: {
    values: ['allowed', 'banned'],
    default: 'allowed',
    description: "banned: a fighters' rule forbids stride (VG 18.6); G decks are still played and an effect may allow it",
  },
} as const;

/** 18.6.1: a game whose rules forbid stride (the option `stride: banned`). */
export const strideBanned = (ctx: GameContext): boolean => gameOption(ctx.state, 'stride') === 'banned';

export function formatOf(ctx: GameContext): VanguardFormat {
  return gameOption(ctx.state, 'format') === 'premium' ? 'premium' : 'standard';
}

export const isPremium = (ctx: GameContext): boolean => formatOf(ctx) === 'premium';

/** A card that only the premium format plays: a G unit, or a unit with Seek Mate or Generation Break. */
export function premiumOnly(card: VanguardCard | undefined): boolean {
  if (card === undefined) return false;
  return card.subtype === 'g' || card.seekMate !== undefined || mentionsTest(card.abilities ?? [], 'generation-break');
}

/** Whether card data uses the condition test `name` anywhere (a requirement, a trigger match…). */
function mentionsTest(value: unknown, name: string): boolean {
  if (Array.isArray(value)) return value.some((v) => mentionsTest(v, name));
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record['test'] === name || Object.values(record).some((v) => mentionsTest(v, name));
}

/** Deck construction under the format: the standard format has no G deck and no premium-only cards. */
export function formatDeckProblems(
  deck: DeckList,
  cards: ReadonlyMap<string, CardDefinition>,
  options: Readonly<Record<string, string>>,
): RuleError[] {
  if (options['format'] === 'premium') return [];
  const gDeck = deck.extra?.['g-zone'] ?? [];
  if (gDeck.length > 0)
    return [ruleError('VG_PREMIUM_ONLY', 'a G deck is played only in the premium format (option format: premium)', 'VG 8.1.4.3')];
  const card = [...deck.main, ...(deck.extra?.['ride-deck'] ?? [])].find((id) => premiumOnly(cards.get(id) as VanguardCard | undefined));
  return card === undefined
    ? []
    : [ruleError('VG_PREMIUM_ONLY', `${card} is played only in the premium format (option format: premium)`, 'VG 14.11')];
}
