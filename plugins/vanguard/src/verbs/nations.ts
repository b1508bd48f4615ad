/**
 * Nations and clans (2.2, 2.14, Appendix C). A card belongs to its clan and its nation; a nation of column A of
 * Appendix C is also every nation of column B on its rows (2.14.4), and a card with a nation and no clan
 * belongs to every clan of column C on the rows of its nations (2.14.4, 2.14.4.1). A card of the clan
 * Clay Elemental belongs to every clan and nation (2.2.4), and an order with neither clan nor nation too
 * (2.2.5). "This card also belongs to 《X》" (2.2.3.1) is the stat `belongsTo` (a list, granted with `modify`'s
 * `grant`): X is added as a clan and as a nation.
 *
 * Reading (docs/titles/vanguard.md): rows of the table whose column A is blank are read as their own nation in
 * column B (the collaboration nations), except the row under ブラントゲート that only adds a clan to it and to
 * スターゲート. Names are compared as written in the appendix.
 */
import { statOf, type ConditionContribution, type GameContext } from '@tcgkit/kernel';
import { z } from 'zod';
import { definitionOf } from '../state.js';
import { nationIconNames } from '../cards/schema.js';

type Condition = Omit<ConditionContribution, 'title'>;

interface NationRow {
  a?: string;
  b?: string;
  clans: readonly string[];
}

/** Appendix C: nations (A, also B) and the clans (C) a card of that nation without a clan belongs to. */
export const nationTable: readonly NationRow[] = [
  {
    a: 'ケテルサンクチュアリ',
    b: 'ユナイテッドサンクチュアリ',
    clans: ['ロイヤルバラディン', 'オラクルシンクタンク', 'エンジェルフェザー', 'シャドウバラディン', 'ゴールドバラディン', 'ジェネシス'],
  },
  { a: 'ドラゴンエンパイア', clans: ['かげろう', 'ぬばたま', 'たちかぜ', 'むらくも', 'なるかみ'] },
  { a: 'ブラントゲート', b: 'スターゲート', clans: ['ノヴァグラップラー', 'ディメンジョンポリス', 'リンクジョーカー'] },
  { a: 'ブラントゲート', b: 'スターゲート', clans: ['エトランジェ'] },
  { a: 'ダークステイツ', b: 'ダークゾーン', clans: ['スパイクブラザーズ', 'ダークイレギュラーズ', 'ペイルムーン', 'ギアクロニクル'] },
  { a: 'ストイケイア', b: 'ズー', clans: ['メガコロニー', 'グレートネイチャー', 'ネオネクタール'] },
  { a: 'ストイケイア', b: 'メガラニカ', clans: ['グランブルー', 'アクアフォース'] },
  { a: 'リリカルモナステリオ', b: 'メガラニカ', clans: ['バミューダ△'] },
  ...[
    '刀剣乱舞',
    'BanG Dream!',
    'モンスターストライク',
    'SHAMAN KING',
    '終末のワルキューレ',
    'ぶいすぽっ！',
    'コロコロ',
    'パディファイト',
  ].map((name) => ({ b: name, clans: [name] })),
];

/** Appendix C note 1: some cards print シャーマンキング for the nation SHAMAN KING. */
const nationAliases: Readonly<Record<string, string>> = { シャーマンキング: 'SHAMAN KING' };

export const clayElemental = 'クレイエレメンタル';

interface Groups {
  /** Belongs to every clan and nation (2.2.4, 2.2.5). */
  all: boolean;
  clans: Set<string>;
  nations: Set<string>;
}

/** The clans and nations a card belongs to now. */
export function groupsOf(ctx: GameContext, id: string): Groups {
  const definition = definitionOf(ctx, id);
  const clans = new Set<string>();
  const nations = new Set<string>();
  if (definition === undefined) return { all: false, clans, nations };
  // 2.14.3, 2.14.3.1: the nation is shown by its name or, alone, by its icon, which means the nation of 2.14.3.1's table
  // (reading 391: those are the old nation names, so Appendix C's aliases and rows apply to them as to a printed name).
  const shownNation = definition.nation ?? (definition.nationIcon === undefined ? undefined : nationIconNames[definition.nationIcon]);
  const printedNation = shownNation === undefined ? undefined : (nationAliases[shownNation] ?? shownNation);
  // 2.2.6: a clan icon is the card's original clan, as a printed clan is (reading 380), so 2.14.4's "no clan
  // written" does not apply to it.
  const printedClan = definition.clan ?? definition.clanIcon;
  const all = printedClan === clayElemental || (definition.type === 'order' && printedClan === undefined && printedNation === undefined);
  if (printedClan !== undefined) clans.add(printedClan);
  if (printedNation !== undefined) {
    nations.add(printedNation);
    // 2.14.4: a nation of column A is also the nations of column B on its rows.
    for (const row of nationTable) if (row.a === printedNation && row.b !== undefined) nations.add(row.b);
    // 2.14.4: with no clan printed, every clan of its nations' rows.
    if (printedClan === undefined)
      for (const row of nationTable)
        if ((row.a !== undefined && nations.has(row.a)) || (row.b !== undefined && nations.has(row.b)))
          row.clans.forEach((c) => clans.add(c));
  }
  // 2.2.3.1: "also belongs to 《X》" effects.
  const extra = statOf(ctx, id, 'belongsTo');
  if (Array.isArray(extra))
    for (const name of extra)
      if (typeof name === 'string') {
        clans.add(name);
        nations.add(name);
      }
  return { all, clans, nations };
}

export function belongsToClan(ctx: GameContext, id: string, clan: string): boolean {
  const groups = groupsOf(ctx, id);
  return groups.all || groups.clans.has(clan);
}

export function belongsToNation(ctx: GameContext, id: string, nation: string): boolean {
  const groups = groupsOf(ctx, id);
  return groups.all || groups.nations.has(nationAliases[nation] ?? nation);
}

export const nationConditions: Condition[] = [
  {
    // `{ test: 'nation', nation }`: "《nation》" in text (2.14.2, 2.14.5, 2.2.3).
    name: 'nation',
    params: () => ({ nation: z.string().min(1) }),
    test: (ctx, p, s) => s !== undefined && belongsToNation(ctx, s, String(p['nation'])),
  },
];
