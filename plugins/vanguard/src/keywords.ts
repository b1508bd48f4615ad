/**
 * Keywords of ch.14. Most are read by the rules where they matter (Boost in the attack step, Intercept in the
 * guard step, drive in the drive step, Sentinel in deck construction…); Forerunner grants an automatic
 * ability. Enabling-condition keywords (Limit Break, Brave, Unite) are conditions on an ability (see
 * conditions.ts): an AUTO triggers only if it holds when the event happens (14.2.3.2), a CONT applies while
 * it holds (14.2.3.1), an ACT checks it when played (14.2.3.3).
 */
import { statOf, type GameContext, type KeywordContribution, type RestrictionContribution } from '@tcgkit/kernel';
import { hasKeyword } from './state.js';

type Keyword = Omit<KeywordContribution, 'title'>;

export const vanguardKeywords: Keyword[] = [
  { name: 'twin-drive', rule: 'VG 14.3.3' },
  { name: 'triple-drive', rule: 'VG 14.3.4' },
  { name: 'intercept', rule: 'VG 14.4' },
  { name: 'boost', rule: 'VG 14.5' },
  { name: 'restraint', rule: 'VG 14.6' },
  { name: 'lord', rule: 'VG 14.9' },
  { name: 'sentinel', rule: 'VG 14.10' },
  { name: 'resist', rule: 'VG 14.15' },
  { name: 'overdress', rule: 'VG 14.42' },
  {
    name: 'forerunner',
    rule: 'VG 14.8',
    // 14.8: "when a unit of the same clan rides this unit, you may call this card to a rear-guard circle".
    abilities: () => [
      {
        kind: 'automatic',
        label: 'Forerunner: call this card',
        zones: ['soul'],
        trigger: { event: 'moved', match: { all: [{ test: 'event', self: true, reason: 'ridden' }, { test: 'same-clan-as-vanguard' }] } },
        effect: [{ do: 'may', prompt: 'Forerunner: call this card to a rear-guard circle?', then: [{ do: 'call', cards: 'self' }] }],
      },
    ],
  },
];

/**
 * Drive (2.17, 14.3.2): every card has drive 1; Twin Drive makes it 2, Triple Drive 3, and only the largest
 * drive ability applies.
 */
export function driveOf(ctx: GameContext, id: string): number {
  const printed = hasKeyword(ctx, id, 'triple-drive') ? 3 : hasKeyword(ctx, id, 'twin-drive') ? 2 : 1;
  // Effects may raise or lower the drive (17.16.2.2 Retry: "until it becomes 1", an addition measured then, 11.11.4.1):
  // they modify the stat `drive`, which no card prints, so its value is the sum of those changes.
  const changed = statOf(ctx, id, 'drive');
  return typeof changed === 'number' ? printed + changed : printed;
}

/**
 * Resist (14.15.1): the opponent cannot choose a card with Resist by card effects (7.50.2). Contributed to
 * the kernel's restrictions, so every choice an effect makes (the kernel's `choose`, any verb using
 * `choosableBy`) leaves it out, whoever wrote the card. Reading: "the opponent" is the player who is not the
 * card's master; its own master may still choose it.
 */
export const resistRestriction: Omit<RestrictionContribution, 'title'> = {
  rule: 'VG 14.15.1',
  cannotChoose: (ctx, card, chooser) => ctx.state.cards[card]?.controller !== chooser && hasKeyword(ctx, card, 'resist'),
};
