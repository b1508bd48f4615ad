import { z } from 'zod';
import { noParams, type AbilityDefinition, type ConditionContribution, type JsonObject, type KeywordContribution } from '@tcgkit/kernel';
import { data, definitionOf, lifeOf } from './state.js';
import { isOwnMainTiming } from './windows.js';

/**
 * Keyword abilities (④, red-framed; digest §8). Most are read by the rules where they act (battle.ts,
 * verbs.ts, rule-processes.ts, flow.ts); 『ライフリンク』 is an automatic ability and is given here.
 */
type Keyword = Omit<KeywordContribution, 'title'>;

function lifelink(params: JsonObject): AbilityDefinition[] {
  const amount = typeof params['damage'] === 'number' ? params['damage'] : 1;
  return [
    {
      kind: 'automatic',
      label: `Lifelink ${amount}`,
      // [KW:ライフリンク]: when this card leaves the field, its fighter takes the damage.
      trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field' } },
      effect: [{ do: 'damage', player: 'you', amount }],
    },
  ];
}

export const keywords: Keyword[] = [
  { name: 'penetrate', rule: 'BF KW:貫通' },
  { name: 'soulguard', rule: 'BF KW:ソウルガード' },
  { name: 'move', rule: 'BF KW:移動' },
  { name: 'double-attack', rule: 'BF KW:N回攻撃' },
  { name: 'triple-attack', rule: 'BF KW:N回攻撃' },
  { name: 'counterattack', rule: 'BF KW:反撃' },
  { name: 'lifelink', rule: 'BF KW:ライフリンク', abilities: lifelink },
  { name: 'set', rule: 'BF KW:設置' },
  { name: 'c-territory', rule: 'BF KW:C・テリトリー' },
  { name: 'unnullifiable-attack', rule: 'BF End Q1' },
];

/** [AbTypes]: a 【起動】 ability without 【対抗】 is usable only at the turn fighter's main-phase choice. */
export const conditions: Omit<ConditionContribution, 'title'>[] = [
  { name: 'own-main-timing', params: noParams, test: (ctx, _params, _subject, frame) => isOwnMainTiming(ctx, frame.controller) },
  {
    // "A monster of size N or less": a card with no size (a 〈ロストW〉 monster) is never one ([Lost:ロストカード], BF-064).
    name: 'size-at-most',
    params: () => ({ value: z.number().int().min(0) }),
    test: (ctx, params, subject) => {
      const size = subject === undefined ? undefined : definitionOf(ctx, subject)?.size;
      return size !== undefined && size <= Number(params['value']);
    },
  },
  {
    // "If your life is N or less" (a use condition, e.g. a 逆天 ability's [], [GT]).
    name: 'life-at-most',
    params: () => ({ value: z.number().int() }),
    test: (ctx, params, _subject, frame) => lifeOf(ctx, frame.controller) <= Number(params['value']),
  },
  {
    // "If your opponent attacked N or more times this turn" ([End Q1]'s card).
    name: 'opponent-attacked',
    params: () => ({ times: z.number().int().min(1).optional() }),
    test: (ctx, params, _subject, frame) =>
      ctx.state.turn.player !== frame.controller && data(ctx).attacksThisTurn >= Number(params['times'] ?? 1),
  },
];
