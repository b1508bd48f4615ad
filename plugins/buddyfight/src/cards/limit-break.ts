import { ruleError, type RuleError } from '@tcgkit/kernel';
import type { BuddyfightCard } from './schema.js';

/**
 * The limit-break rule (限界突破ルール, [LB], digest §11): a deck-construction list, not an in-game rule.
 * 【限界突破】: the card may not be in a deck with the flag, nor be its flag or buddy. 【1枚限界】: at most 1 copy
 * in a deck with the flag; as the buddy, 1 more copy may be in the deck besides the buddy-zone card.
 * Counting is by card name ([LB] bad example ①: two card numbers of one name count together).
 */
export interface LimitBreakEntry {
  /** The card name the entry restricts. */
  name: string;
  /** The flag (by name) it applies to, or every flag. */
  flag: 'all' | string;
  kind: 'limit-break' | 'limit-one';
}

/** The list in the source ([LB]); the names are the source's, as written there. */
export const limitBreakList: readonly LimitBreakEntry[] = [
  { name: '逆天の黒死竜 アビゲール', flag: 'all', kind: 'limit-break' },
  { name: 'アクターナイツ・ザ・ワールド', flag: 'all', kind: 'limit-break' },
  { name: '竜王直伝 ギガハウリング・クラッシャー!!', flag: 'all', kind: 'limit-break' },
  { name: 'ギャンビット', flag: 'all', kind: 'limit-one' },
  { name: 'ラディス・ザ・C', flag: 'the Chaos', kind: 'limit-break' },
  { name: '鬼道 桜吹雪', flag: 'カタナワールド', kind: 'limit-one' },
  { name: 'アビゲール “アンリミテッド・デストレイン!”', flag: 'ヒーローワールド', kind: 'limit-break' },
  { name: 'アビゲール “鎧装器 ハウルブリンガー”', flag: 'ヒーローワールド', kind: 'limit-break' },
  { name: 'ファンタジック・ファイナル・カウンターシュート!!', flag: 'スタードラゴンワールド', kind: 'limit-break' },
];

/** The [LB] errors of a deck: its flag, its buddy and its main deck's cards (by definition). */
export function limitBreakErrors(
  flag: BuddyfightCard | undefined,
  buddy: BuddyfightCard | undefined,
  main: readonly (BuddyfightCard | undefined)[],
  list: readonly LimitBreakEntry[] = limitBreakList,
): RuleError[] {
  const errors: RuleError[] = [];
  for (const entry of list) {
    if (entry.flag !== 'all' && entry.flag !== flag?.name) continue;
    const copies = main.filter((card) => card?.name === entry.name).length;
    const where = entry.flag === 'all' ? 'any deck' : `a deck with ${entry.flag}`;
    if (entry.kind === 'limit-break' && (copies > 0 || buddy?.name === entry.name || flag?.name === entry.name))
      errors.push(ruleError('BF_DECK_LIMIT_BREAK', `${entry.name} is 【限界突破】 in ${where}`, 'BF LB'));
    if (entry.kind === 'limit-one' && copies > 1)
      errors.push(ruleError('BF_DECK_LIMIT_ONE', `${entry.name} is 【1枚限界】 in ${where}: at most 1, not ${copies}`, 'BF LB'));
  }
  return errors;
}
