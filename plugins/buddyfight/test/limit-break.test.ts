import type { DeckList } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { defineCard, type BuddyfightCard } from '../src/cards/schema.js';
import { validateDeck } from '../src/index.js';

/**
 * BF-065: the limit-break list ([LB]) with the source's own card and flag names, on test-only card
 * definitions (the card texts are not in the source; only the names and the list matter here).
 */
const monster = (id: string, name: string): BuddyfightCard =>
  defineCard({ id, name, type: 'monster', worlds: ['w'], size: 1, power: 1000, defense: 1000, critical: 1 });
const flag = (id: string, name: string): BuddyfightCard => defineCard({ id, name, type: 'flag', worlds: ['w'], allows: ['w'] });

const cards: BuddyfightCard[] = [
  flag('katana', 'カタナワールド'),
  flag('ancient', 'エンシェントワールド'),
  flag('chaos', 'the Chaos'),
  monster('kido-bt02', '鬼道 桜吹雪'),
  monster('kido-sub03', '鬼道 桜吹雪'),
  monster('radis', 'ラディス・ザ・C'),
  monster('gambit', 'ギャンビット'),
  monster('abigail', '逆天の黒死竜 アビゲール'),
  ...Array.from({ length: 13 }, (_, i) => monster(`filler-${i}`, `Filler ${i}`)),
];
const pool = new Map(cards.map((c) => [c.id, c]));
const fillers = Array.from({ length: 13 }, (_, i) => Array(4).fill(`filler-${i}`) as string[]).flat(); // 52 cards

function deck(flagId: string, buddy: string, extra: string[]): DeckList {
  return { main: [...fillers.slice(0, 52 - extra.length), ...extra], extra: { flag: [flagId], buddy: [buddy] } };
}
const codes = (d: DeckList) => validateDeck(d, pool).map((e) => e.code);

describe('limit-break rule (BF-065)', () => {
  it('[BF LB] (a) a 【1枚限界】 card is counted by name across card numbers: two 「鬼道 桜吹雪」 with カタナワールド are illegal, one is legal', () => {
    expect(codes(deck('katana', 'filler-0', ['kido-bt02', 'kido-sub03']))).toContain('BF_DECK_LIMIT_ONE');
    expect(codes(deck('katana', 'filler-0', ['kido-bt02', 'gambit']))).toEqual([]);
  });

  it('[BF LB] (b) (c) a flag-specific 【限界突破】 applies only with that flag: 4 「ラディス・ザ・C」 with エンシェントワールド are legal; with 「the Chaos」 one in the deck or as buddy is not', () => {
    expect(codes(deck('ancient', 'filler-0', ['radis', 'radis', 'radis', 'radis']))).toEqual([]);
    expect(codes(deck('chaos', 'filler-0', ['radis']))).toEqual(['BF_DECK_LIMIT_BREAK']);
    expect(codes(deck('chaos', 'radis', []))).toEqual(['BF_DECK_LIMIT_BREAK']);
  });

  it('[BF LB] (d) 「ギャンビット」 is 【1枚限界】 with every flag: two in the deck are illegal; as buddy plus one in the deck is legal', () => {
    expect(codes(deck('ancient', 'filler-0', ['gambit', 'gambit']))).toEqual(['BF_DECK_LIMIT_ONE']);
    expect(codes(deck('ancient', 'gambit', ['gambit']))).toEqual([]);
  });

  it('[BF LB] (e) 「逆天の黒死竜 アビゲール」 is 【限界突破】 with every flag: not even as buddy', () => {
    expect(codes(deck('katana', 'abigail', []))).toEqual(['BF_DECK_LIMIT_BREAK']);
  });
});
