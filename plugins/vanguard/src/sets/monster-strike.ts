/**
 * Monster Strike (17.6). A fighter may become a striker (17.6.1, `become-striker`): they put the 「ガチャリドラ」 cards
 * of their ride deck into their order zone (17.6.1.1) and gain a zone of their own, the Monster BOX (17.6.1.2): public,
 * its cards face up and unordered, seen by every fighter (17.6.1.2.1). Being a striker means nothing else (17.6.1.3).
 * A fighter with a Monster BOX may, once each turn as a main phase action (9.9.2), exchange a unit card of their hand
 * with a unit card of the same grade in their Monster BOX (17.6.2, the `monster-box` move). Pickup Gacha and Event
 * are keywords of set orders (17.6.3): of several with the same keyword in an order zone, a rule process keeps the one
 * put there last and puts the others into their owners' drop zones (17.6.3.1, 17.6.3.2; both fighters' order zones: reading 157). Strike Shot is an ability
 * keyword with no rule of its own (17.6.4, 17.6.4.1): the ability's tag `strike-shot`, read by `has-ability-keyword`.
 */
import {
  cardRef,
  cardsInZone,
  defineVerb,
  moveCard,
  resolvePlayer,
  verbDone,
  zoneKey,
  type Action,
  type ConditionContribution,
  type GameContext,
  type KeywordContribution,
  type MoveContribution,
  type RuleError,
  type RuleProcessContribution,
  type ZoneContribution,
} from '@tcgkit/kernel';
import { field, reject } from '../moves/common.js';
import { definitionOf, gradeOf, hasKeyword, playerState } from '../state.js';
import { setPlayerStatus } from './status.js';
import { anyCardIn } from '../card-presence.js';

type Condition = Omit<ConditionContribution, 'title'>;
type Move = Omit<MoveContribution, 'title'>;

/** The card a new striker puts from their ride deck into their order zone (17.6.1.1). */
export const gachaDragonName = 'ガチャリドラ';

/** 17.6.1.2, 17.6.1.2.1: the Monster BOX, public and unordered; only a striker has one (`hasMonsterBox`). */
export const monsterBoxZone: Omit<ZoneContribution, 'title'> = {
  name: 'monster-box',
  scope: 'player',
  visibility: 'public',
  ordered: false,
  rule: 'VG 17.6.1.2',
};

export const hasMonsterBox = (ctx: GameContext, player: string): boolean =>
  setPlayerStatus.get(playerState(ctx, player), 'striker') === true;

/** `{ do: 'become-striker', player? }` (17.6.1): the fighter becomes a striker. */
export const becomeStrikerVerb = defineVerb({
  name: 'become-striker',
  rule: 'VG 17.6.1',
  params: (l) => ({ player: l.player.optional() }),
  run(ctx, instruction, frame) {
    const player = resolvePlayer(ctx, instruction['player'] ?? 'you', frame);
    if (hasMonsterBox(ctx, player)) return verbDone;
    for (const id of cardsInZone(ctx, player, 'ride-deck').filter((c) => definitionOf(ctx, c)?.name === gachaDragonName))
      moveCard(ctx, id, zoneKey(player, 'order-zone'), { by: player, reason: 'striker', faceUp: true }); // 17.6.1.1
    setPlayerStatus.set(playerState(ctx, player), 'striker', true); // 17.6.1.2
    return verbDone;
  },
});

const isUnitCard = (ctx: GameContext, id: string): boolean => definitionOf(ctx, id)?.type === 'unit';

function swapError(ctx: GameContext, player: string, card: string | undefined, withCard: string | undefined): RuleError | null {
  const rule = 'VG 17.6.2';
  if (!hasMonsterBox(ctx, player)) return reject('VG_NO_MONSTER_BOX', 'only a fighter with a Monster BOX exchanges with it', rule);
  if (setPlayerStatus.get(playerState(ctx, player), 'monsterBoxTurn') === ctx.state.turn.number)
    return reject('VG_MONSTER_BOX_USED', 'the Monster BOX exchange is made once each turn', rule);
  if (card === undefined || ctx.state.cards[card]?.zone !== zoneKey(player, 'hand') || !isUnitCard(ctx, card))
    return reject('VG_MONSTER_BOX_CARD', 'exchange a unit card of your hand', rule);
  if (withCard === undefined || ctx.state.cards[withCard]?.zone !== zoneKey(player, 'monster-box') || !isUnitCard(ctx, withCard))
    return reject('VG_MONSTER_BOX_CARD', 'for a unit card of your Monster BOX', rule);
  if (gradeOf(ctx, card) === null || gradeOf(ctx, card) !== gradeOf(ctx, withCard))
    return reject('VG_MONSTER_BOX_GRADE', 'the two cards have the same grade', rule);
  return null;
}

/** 17.6.2: `{ type: 'monster-box', card, with }` in the main phase. */
export const monsterBoxMove: Move = {
  type: 'monster-box',
  params: { card: cardRef, with: cardRef },
  rule: 'VG 17.6.2',
  enumerate(ctx, player) {
    if (player !== ctx.state.turn.player || !hasMonsterBox(ctx, player)) return [];
    const out: Action[] = [];
    for (const card of cardsInZone(ctx, player, 'hand'))
      for (const withCard of cardsInZone(ctx, player, 'monster-box'))
        if (swapError(ctx, player, card, withCard) === null) out.push({ type: 'monster-box', player, card, with: withCard });
    return out;
  },
  validate: (ctx, action) => swapError(ctx, action.player, field(action, 'card'), field(action, 'with')),
  perform(ctx, action) {
    const player = action.player;
    setPlayerStatus.set(playerState(ctx, player), 'monsterBoxTurn', ctx.state.turn.number);
    moveCard(ctx, field(action, 'card') as string, zoneKey(player, 'monster-box'), { by: player, reason: 'monster-box', faceUp: true });
    moveCard(ctx, field(action, 'with') as string, zoneKey(player, 'hand'), { by: player, reason: 'monster-box' });
  },
};

export const monsterStrikeKeywords: Omit<KeywordContribution, 'title'>[] = [
  { name: 'pickup-gacha', rule: 'VG 17.6.3' },
  { name: 'event', rule: 'VG 17.6.3' },
];

/** 17.6.3.1–17.6.3.2: the cards with `keyword` in order zones beyond the one put there last. */
function surplus(ctx: GameContext, keyword: string): string[] {
  const all = ctx.state.players.flatMap((p) => cardsInZone(ctx, p.id, 'order-zone').filter((id) => hasKeyword(ctx, id, keyword)));
  if (all.length < 2) return [];
  const newest = all.reduce((a, b) => ((ctx.state.cards[b]!.enteredAt ?? 0) > (ctx.state.cards[a]!.enteredAt ?? 0) ? b : a));
  return all.filter((id) => id !== newest);
}

export const gachaEventProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'pickup-gacha-event',
  rule: 'VG 17.6.3.1',
  order: 93,
  timing: 'check',
  applies: (ctx) => anyCardIn(ctx, 'order-zone') && surplus(ctx, 'pickup-gacha').length + surplus(ctx, 'event').length > 0,
  perform(ctx) {
    for (const id of [...surplus(ctx, 'pickup-gacha'), ...surplus(ctx, 'event')])
      moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};

export const monsterStrikeConditions: Condition[] = [
  /** `{ test: 'striker', player? }`: the fighter is a striker (17.6.1). */
  {
    name: 'striker',
    params: (l) => ({ player: l.player.optional() }),
    test: (ctx, p, _s, f) => hasMonsterBox(ctx, resolvePlayer(ctx, p['player'] ?? 'you', f)),
  },
];
