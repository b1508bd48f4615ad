/**
 * The premium format's rules outside moves: the turn-start grade record (6.6.2), the end phase's return of G
 * units (9.11.1, 9.11.2), the rule processes for hearts without a G unit (13.5.1.2) and legion mates (13.3.1,
 * 13.3.4), and the values the rules change (6.5.1.3 the heart's power; 10.4.1.12.1 the mate's power).
 */
import {
  cardsIn,
  moveCard,
  numericStat,
  zoneKey,
  type CardObject,
  type GameContext,
  type ProcedureContribution,
  type RuleModification,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { currentBattle, definitionOf, gradeOf, playerState } from '../state.js';
import { circleKey, circleOfKey, rearGuardCirclesOf, vanguardOf } from '../zones.js';
import { isGUnit } from './g-zone.js';
import { designatedHeartOf } from './hearts-state.js';
import { heartStatModifications } from './hearts-depth.js';
import { legionPartner } from './legion-state.js';
import { endHearts, heartsOf } from './stride.js';
import { premiumCardStatus, premiumPlayerStatus } from './status.js';
import { anyCardOnCircle } from '../card-presence.js';
import { latestPlaced, placedAt, pushLatestTie } from '../verbs/call-at-once.js';
import { noModifications } from '../no-modifications.js';

type Procedure = Omit<ProcedureContribution, 'title'>;
type RuleProcess = Omit<RuleProcessContribution, 'title'>;

const players = (ctx: GameContext): string[] => ctx.state.players.map((p) => p.id);

export const premiumProcedures: Procedure[] = [
  {
    // 6.6.2: "your vanguard was grade 3 or more at the start of your turn" is read off the vanguard then.
    name: 'record-turn-start-grade',
    rule: 'VG 6.6.2',
    run(ctx) {
      const player = ctx.state.turn.player;
      const vanguard = vanguardOf(ctx, player);
      premiumPlayerStatus.set(
        playerState(ctx, player),
        'gradeThreeAtTurnStart',
        vanguard !== undefined && (gradeOf(ctx, vanguard) ?? 0) >= 3,
      );
    },
  },
  {
    /**
     * 9.11.1: every G unit on a vanguard or rear-guard circle that is not a heart goes to the G zone face up,
     * repeated while any is there (9.11.1.1): a G unit on the vanguard circle first gives its place back to a
     * heart (6.5.4.1), which may itself be a G unit. 9.11.2: hearts that are G units go there too.
     */
    name: 'return-g-units',
    rule: 'VG 9.11.1',
    run(ctx) {
      for (const player of players(ctx)) {
        for (let guard = 0; guard < 64; guard++) {
          const onVanguardCircle = cardsIn(ctx, circleKey(player, 'vc')).find((id) => isGUnit(ctx, id));
          const onRearGuardCircle = rearGuardCirclesOf(ctx, player)
            .flatMap((c) => cardsIn(ctx, circleKey(player, c)))
            .find((id) => isGUnit(ctx, id));
          const next = onRearGuardCircle ?? onVanguardCircle;
          if (next === undefined) break;
          if (next === onVanguardCircle) endHearts(ctx, player, next);
          moveCard(ctx, next, zoneKey(player, 'g-zone'), { reason: 'end-phase', faceUp: true });
        }
        for (const id of heartsOf(ctx, player).filter((h) => isGUnit(ctx, h)))
          moveCard(ctx, id, zoneKey(player, 'g-zone'), { reason: 'end-phase', faceUp: true });
      }
    },
  },
];

/** Hearts whose G unit is gone while another vanguard is there (a ride sends them to the soul at once, 6.5.3). */
const orphanHearts = (ctx: GameContext, player: string): string[] =>
  vanguardOf(ctx, player) === undefined
    ? []
    : heartsOf(ctx, player).filter(
        (id) => !cardsIn(ctx, circleKey(player, 'vc')).includes(premiumCardStatus.get(ctx.state.cards[id], 'heartOf') ?? ''),
      );

/**
 * 13.5.1.2: with no vanguard but hearts, the hearts stop being hearts and one becomes the vanguard (before 13.5.1
 * would ride from the soul: order 39). Hearts left linked to no vanguard (6.5.4) go to the soul, as a ride would
 * put them (6.5.3; docs/titles/vanguard.md, reading "hearts left behind").
 */
const heartsBecomeVanguard: RuleProcess = {
  id: 'hearts-become-vanguard',
  rule: 'VG 13.5.1.2',
  order: 39,
  timing: 'check',
  // Both cases need a heart (orphans are hearts), so with no hearts at all it does not apply (issue 14).
  applies: (ctx) =>
    anyCardOnCircle(ctx, 'hearts') &&
    players(ctx).some((p) => (vanguardOf(ctx, p) === undefined && heartsOf(ctx, p).length > 0) || orphanHearts(ctx, p).length > 0),
  perform(ctx) {
    for (const p of players(ctx)) {
      if (vanguardOf(ctx, p) === undefined && heartsOf(ctx, p).length > 0) endHearts(ctx, p, undefined);
      for (const id of orphanHearts(ctx, p)) moveCard(ctx, id, zoneKey(p, 'soul'), { reason: 'rule' });
    }
  },
};

/** The leader a legion mate is linked to, if that leader is on its vanguard circle. */
const leaderOnCircle = (ctx: GameContext, player: string, mate: string): string | undefined => {
  const leader = premiumCardStatus.get(ctx.state.cards[mate], 'legionWith');
  return leader !== undefined && cardsIn(ctx, circleKey(player, 'vc')).includes(leader) ? leader : undefined;
};

/**
 * A legion mate whose leader is gone (13.3.1), and all but the latest placed of several mates of the leader
 * (13.3.4); the leader is then linked to the one kept.
 */
function misplacedMates(ctx: GameContext, player: string): string[] {
  const mates = cardsIn(ctx, circleKey(player, 'legion'));
  const led = mates.filter((id) => leaderOnCircle(ctx, player, id) !== undefined);
  // 13.3.4.1: several mates placed last at one moment are the fighter's choice (`tiedMates`), not misplaced here.
  if (tiedMates(ctx, player).length > 1) return mates.filter((id) => !led.includes(id));
  const latest = led.reduce<string | undefined>(
    (a, b) => (a === undefined || placedAt(ctx.state.cards[b]) > placedAt(ctx.state.cards[a]) ? b : a),
    undefined,
  );
  return mates.filter((id) => id !== latest);
}

/** The mates of the vanguard placed last, when several were placed at one moment (13.3.4.1). */
function tiedMates(ctx: GameContext, player: string): string[] {
  const led = cardsIn(ctx, circleKey(player, 'legion')).filter((id) => leaderOnCircle(ctx, player, id) !== undefined);
  return led.length < 2 ? [] : latestPlaced(ctx, circleKey(player, 'legion'), led);
}

/** The leader on the vanguard circle whose link names a mate no longer there, and the one mate left to link it to. */
function staleLeaderLink(ctx: GameContext, player: string): { leader: string; mate: string } | undefined {
  const mates = cardsIn(ctx, circleKey(player, 'legion'));
  if (mates.length !== 1) return undefined;
  const mate = mates[0]!;
  const leader = leaderOnCircle(ctx, player, mate);
  if (leader === undefined || premiumCardStatus.get(ctx.state.cards[leader], 'legionWith') === mate) return undefined;
  return { leader, mate };
}

const legionMates: RuleProcess = {
  id: 'legion-mates',
  rule: 'VG 13.3.1',
  order: 19,
  timing: 'check',
  applies: (ctx) =>
    anyCardOnCircle(ctx, 'legion') &&
    players(ctx).some((p) => misplacedMates(ctx, p).length > 0 || tiedMates(ctx, p).length > 1 || staleLeaderLink(ctx, p) !== undefined),
  perform(ctx) {
    for (const p of players(ctx)) {
      for (const id of misplacedMates(ctx, p)) moveCard(ctx, id, zoneKey(p, 'soul'), { reason: 'rule' });
      // 13.3.4.1: the fighter chooses one of the legion mates there; the others go to the soul.
      if (tiedMates(ctx, p).length > 1) {
        pushLatestTie(ctx, { player: p, circle: circleKey(p, 'legion'), to: 'soul', among: 'all', rule: 'VG 13.3.4.1' });
        continue;
      }
      // The leader is linked to the one mate kept (also after a 13.3.4.1 choice).
      const stale = staleLeaderLink(ctx, p);
      if (stale !== undefined) premiumCardStatus.set(ctx.state.cards[stale.leader]!, 'legionWith', stale.mate);
    }
  },
};

/**
 * 13.3.2: a vanguard circle with a unit in legion and a unit neither in legion nor a heart: the one placed last
 * stays and every other unit of the circle goes to the soul. A legion pair counts as placed when its later card
 * was (reading 355), and stays together when it is the later.
 */
function legionClash(ctx: GameContext, player: string): string[] {
  const onCircle = cardsIn(ctx, circleKey(player, 'vc'));
  // One unit or none: no leader with another unit beside it (issue 14: read at every check timing).
  if (onCircle.length < 2) return [];
  const leader = onCircle.find((id) => legionPartner(ctx, id) !== undefined);
  const others = onCircle.filter((id) => id !== leader);
  if (leader === undefined || others.length === 0) return [];
  const mate = legionPartner(ctx, leader)!;
  const at = (id: string) => placedAt(ctx.state.cards[id]);
  const pairAt = Math.max(at(leader), at(mate));
  const last = others.reduce((a, b) => (at(b) > at(a) ? b : a));
  // 13.3.2.1: several units placed last at one moment: the fighter chooses (the unit-duplication process's tie).
  if (at(last) > pairAt && latestPlaced(ctx, circleKey(player, 'vc'), others).length > 1) return [];
  return at(last) > pairAt ? [leader, mate, ...others.filter((id) => id !== last)] : others;
}

const legionAndUnit: RuleProcess = {
  id: 'legion-and-unit',
  rule: 'VG 13.3.2',
  order: 18,
  timing: 'check',
  applies: (ctx) => players(ctx).some((p) => legionClash(ctx, p).length > 0),
  perform(ctx) {
    for (const p of players(ctx)) for (const id of legionClash(ctx, p)) moveCard(ctx, id, zoneKey(p, 'soul'), { reason: 'rule' });
  },
};

export const premiumRuleProcesses: RuleProcess[] = [legionAndUnit, legionMates, heartsBecomeVanguard];

/**
 * 6.5.1.3: while a G unit is the vanguard and its designated heart stays a heart on that circle, it adds the
 * heart's power (the printed power: a heart keeps only its power and name, and effects on units do not apply to
 * it, 6.5.2.2.2.1, 6.5.2.2.3). 10.4.1.12.1: an attacking legion leader adds its mate's power (11.11.1.8).
 */
export function premiumRuleModifications(ctx: GameContext, card: CardObject, stat: string): RuleModification[] {
  if (stat !== 'power') return noModifications;
  const circle = circleOfKey(card.zone);
  if (circle === undefined) return noModifications;
  const out: RuleModification[] = [...heartStatModifications(ctx, card, stat)];
  const heart = designatedHeartOf(ctx, card.id);
  const printed = heart === undefined ? undefined : definitionOf(ctx, heart)?.power;
  if (typeof printed === 'number') out.push({ layer: 'rule', modification: { add: printed } });
  const battle = currentBattle(ctx);
  if (battle !== null && battle.attacker === card.id && premiumCardStatus.get(card, 'legionRole') === 'leader') {
    const mate = legionPartner(ctx, card.id);
    if (mate !== undefined && ctx.state.cards[mate]?.zone === circleKey(card.controller, 'legion'))
      out.push({ layer: 'battle', modification: { add: numericStat(ctx, mate, 'power') } });
  }
  return out;
}
