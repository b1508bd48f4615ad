/**
 * Music orders (楽曲オーダー, 17.4). A resolved music order is put on its master's back-centre circle instead of the
 * drop zone (17.4.2), sideways and with no orientation: neither standing nor rested (17.4.2.1). A unit there is
 * retired first, a music order there is put into the drop first, a locked card there is put into the drop first
 * (17.4.2.2, 17.4.2.2.1); on a star-domain circle the music order goes at once to the drop (17.4.2.3). It is on
 * the circle but is neither a unit nor a rear-guard (17.4.3): it is kept in the fighter's `music` zone, read as
 * lying on the back-centre circle (reading 155), so "units", "rear-guards" and the circle's one-unit rule never
 * count it. A unit put on that circle sends it to the drop at once (17.4.4: `placedOnCircle`, called where units
 * are called, and a rule process for any other placement); the end phase puts it into the drop (17.4.5, 9.11.4).
 */
import {
  cardsIn,
  moveCard,
  zoneKey,
  type ConditionContribution,
  type GameContext,
  type ProcedureContribution,
  type RuleProcessContribution,
  type ZoneContribution,
} from '@tcgkit/kernel';
import { definitionOf } from '../state.js';
import { isLocked } from '../verbs/lock.js';
import { circleKey } from '../zones.js';
import { isStarDomain } from './star-domain.js';

type Condition = Omit<ConditionContribution, 'title'>;

/** The circle a music order is put on (17.4.2): the back-centre circle. */
export const musicCircle = 'bc';

/** The music order on the fighter's back-centre circle (17.4.2), kept apart from the units there. */
export const musicZone: Omit<ZoneContribution, 'title'> = {
  name: 'music',
  scope: 'player',
  visibility: 'public',
  ordered: false,
  rule: 'VG 17.4.2',
};

export const isMusicOrder = (ctx: GameContext, id: string): boolean => definitionOf(ctx, id)?.orderSubtype === 'music';

export const musicOrdersOf = (ctx: GameContext, player: string): string[] => [...cardsIn(ctx, zoneKey(player, 'music'))];

/** 17.4.2–17.4.2.3: the resolved music order `card` (in the order area) goes onto its master's back-centre circle. */
export function placeMusicOrder(ctx: GameContext, card: string): void {
  const object = ctx.state.cards[card]!;
  const player = object.controller;
  const by = player;
  for (const id of musicOrdersOf(ctx, player)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { by, reason: 'music' });
  for (const id of [...cardsIn(ctx, circleKey(player, musicCircle))]) {
    const owner = ctx.state.cards[id]!.owner;
    // 17.4.2.2.1: a locked card is put into the drop; 17.4.2.2: a unit is retired.
    moveCard(ctx, id, zoneKey(owner, 'drop'), { by, reason: isLocked(ctx, id) ? 'music' : 'retire' });
  }
  const placed = moveCard(ctx, card, zoneKey(player, 'music'), { by, reason: 'music-placed' });
  // 17.4.2.3: on a star-domain circle it goes at once to the drop.
  if (isStarDomain(ctx, player, musicCircle) && ctx.state.cards[placed] !== undefined)
    moveCard(ctx, placed, zoneKey(object.owner, 'drop'), { by, reason: 'music' });
}

/** 17.4.4: a unit was put on `circle` of `player`: a music order there goes into the drop at once. */
export function placedOnCircle(ctx: GameContext, player: string, circle: string): void {
  if (circle !== musicCircle) return;
  for (const id of musicOrdersOf(ctx, player)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'music' });
}

const unitUnderMusic = (ctx: GameContext, player: string): boolean =>
  musicOrdersOf(ctx, player).length > 0 && cardsIn(ctx, circleKey(player, musicCircle)).some((id) => !isLocked(ctx, id));

/** 17.4.4 for placements other than calls (an effect moving a unit there): read at the first check timing after it. */
export const musicUnderUnitProcess: Omit<RuleProcessContribution, 'title'> = {
  id: 'music-under-unit',
  rule: 'VG 17.4.4',
  order: 5,
  timing: 'check',
  applies: (ctx) => ctx.state.players.some((p) => unitUnderMusic(ctx, p.id)),
  perform(ctx) {
    for (const { id } of ctx.state.players) if (unitUnderMusic(ctx, id)) placedOnCircle(ctx, id, musicCircle);
  },
};

/** 9.11.4, 17.4.5: music orders on circles are put into the drop in the end phase. */
export const endMusicProcedure: Omit<ProcedureContribution, 'title'> = {
  name: 'end-music-orders',
  rule: 'VG 9.11.4',
  run(ctx) {
    for (const { id: player } of ctx.state.players)
      for (const id of musicOrdersOf(ctx, player)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'end-phase' });
  },
};

export const musicConditions: Condition[] = [
  /** `{ test: 'music-on-circle' }`: the subject is a music order on a circle (17.4.2). */
  {
    name: 'music-on-circle',
    params: () => ({}),
    test: (ctx, _p, s) => s !== undefined && ctx.state.cards[s]?.zone.endsWith('/music') === true,
  },
];
