/**
 * Rule processes (ch.13), performed only at check timings (13.1.2), every applicable one together (13.1.3),
 * repeated until none applies (11.6.1.1). Damage application (13.6) waits until no other rule process
 * applies, and damage resolution (13.7) also until no automatic ability is pending: in practice they run
 * last, so a sixth damage ends the game before any further damage is checked.
 */
import { takeDamageSource } from './sources.js';
import {
  askSelect,
  cardOptions,
  cardsIn,
  cardsInZone,
  decide,
  done,
  emitEvent,
  eraseCard,
  markLoss,
  moveCard,
  pushWork,
  tokenCards,
  zoneCount,
  zoneKey,
  zoneKeysOf,
  type GameContext,
  type ProcessContribution,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { performRide } from './actions.js';
import { latestPlaced, placedAt, pushLatestTie } from './verbs/call-at-once.js';
import { counter, currentBattle, definitionOf, setCounter } from './state.js';
import { playTriggerAbility } from './triggers.js';
import { circleKey, circleSlotIndex, guardiansOf, rearGuardCircles, vanguardOf } from './zones.js';
import { giftProcess } from './gifts.js';
import { pseudoCardValidHere } from './crests.js';
import { cardStatus, playerStatus } from './cards/status.js';
import { kwBPlayerStatus } from './keywords/kw-b-status.js';
import { orderGuardingLegally } from './sets/buddyfight/guard-orders.js';
import { anyCardIn, anyCardInWhere, anyCardOnCircle } from './card-presence.js';
import { cardData } from './cards/schema.js';
import { otherRulesCardStatus } from './verbs/other-rules-status.js';

type RuleProcess = Omit<RuleProcessContribution, 'title'>;

const players = (ctx: GameContext): string[] => ctx.state.players.map((p) => p.id);

function lossReason(ctx: GameContext, player: string): string | null {
  // Counted without copying the zones' lists (issue 14: read at every check timing).
  if (zoneCount(ctx, player, 'damage') >= 6) return 'six or more damage (VG 13.2.2)';
  if (zoneCount(ctx, player, 'deck') === 0) return 'no cards in the deck (VG 13.2.3)';
  if (vanguardOf(ctx, player) === undefined && zoneCount(ctx, player, 'soul') === 0) return 'no vanguard and no soul (VG 13.2.4)';
  return null;
}

/** 13.2: a fighter who meets a loss condition loses; everyone at once is a draw (1.2.3, kernel `markLoss`). */
const loss: RuleProcess = {
  id: 'loss',
  rule: 'VG 13.2',
  order: 10,
  timing: 'check',
  applies: (ctx) => ctx.state.players.some((p) => p.losing === undefined && lossReason(ctx, p.id) !== null),
  perform(ctx) {
    const reasons = players(ctx).map((p) => [p, lossReason(ctx, p)] as const);
    for (const [player, reason] of reasons) if (reason !== null) markLoss(ctx, player, reason);
  },
};

function extras(ctx: GameContext, key: string): string[] {
  const ids = [...cardsIn(ctx, key)];
  if (ids.length < 2) return [];
  // 13.3.3 / 13.3.5: the card placed last stays; placing order is the entry timestamp, or the moment several
  // cards were placed at once (13.3.5.1, src/verbs/call-at-once.ts).
  const latest = ids.reduce((a, b) => (placedAt(ctx.state.cards[a]) >= placedAt(ctx.state.cards[b]) ? a : b));
  return ids.filter((id) => id !== latest);
}

/** The vanguard circle and the five rear-guard circles, as indexes of the field's keys. */
const unitCircleSlots: readonly number[] = ['vc', ...rearGuardCircles].map((c) => circleSlotIndex.get(c)!);

/** 13.3: extra units on a vanguard circle go to the soul (13.3.3), on a rear-guard circle to the drop (13.3.5). */
const duplication: RuleProcess = {
  id: 'unit-duplication',
  rule: 'VG 13.3',
  order: 20,
  timing: 'check',
  // A circle has extras exactly when it holds two or more cards (issue 14: counted, not listed, through the
  // fighter's one list of field keys).
  applies: (ctx) => {
    const players = ctx.state.players;
    for (let p = 0; p < players.length; p++) {
      const keys = zoneKeysOf(ctx, players[p]!.id, 'field');
      for (let c = 0; c < unitCircleSlots.length; c++) if (cardsIn(ctx, keys[unitCircleSlots[c]!]!).length > 1) return true;
    }
    return false;
  },
  perform(ctx) {
    for (const p of players(ctx)) {
      const vc = circleKey(p, 'vc');
      // 13.3.2.1: several units placed last on the vanguard circle: the fighter chooses one of the circle's units
      // (reading 473), the others go to the soul.
      if (latestPlaced(ctx, vc).length > 1) pushLatestTie(ctx, { player: p, circle: vc, to: 'soul', among: 'all', rule: 'VG 13.3.2.1' });
      else for (const id of extras(ctx, vc)) moveCard(ctx, id, zoneKey(p, 'soul'), { reason: 'rule' });
      for (const c of rearGuardCircles) {
        // 13.3.5.1: several cards placed last: the fighter chooses the one that stays.
        if (latestPlaced(ctx, circleKey(p, c)).length > 1)
          pushLatestTie(ctx, { player: p, circle: circleKey(p, c), to: 'drop', among: 'latest', rule: 'VG 13.3.5.1' });
        else for (const id of extras(ctx, circleKey(p, c))) moveCard(ctx, id, zoneKey(p, 'drop'), { reason: 'rule' });
      }
    }
  },
};

/** Whether any unit is being attacked: a target still on the circle it was attacked on (10.4.1.9). */
export function attackedUnitExists(ctx: GameContext): boolean {
  const battle = currentBattle(ctx);
  if (battle === null) return false;
  return battle.targets.some((id, i) => ctx.state.cards[id]?.zone.endsWith(`#${battle.targetCircles[i]}`) === true);
}

function illegalGuardians(ctx: GameContext): string[] {
  const battle = currentBattle(ctx);
  const attackerMaster = battle?.attacker === null || battle === null ? null : ctx.state.cards[battle.attacker]?.controller;
  const anyAttacked = attackedUnitExists(ctx);
  return players(ctx).flatMap((p) =>
    guardiansOf(ctx, p).filter((id) => !anyAttacked || ctx.state.cards[id]?.controller === attackerMaster),
  );
}

/** 13.4: a guardian while no unit is being attacked, or of the attacker's master, goes to the drop. */
const illegalGuardian: RuleProcess = {
  id: 'illegal-guardian',
  rule: 'VG 13.4',
  order: 30,
  timing: 'check',
  // Only a card on a guardian circle can be an illegal guardian: no lists while those are empty (issue 14).
  applies: (ctx) => anyCardOnCircle(ctx, 'gc') && illegalGuardians(ctx).length > 0,
  perform(ctx) {
    for (const id of illegalGuardians(ctx)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};

const rideFromSoulKind = 'vg-ride-from-soul';

/** 13.5: no vanguard → its fighter chooses a card in the soul and rides it (with an empty soul, 13.2.4 applies). */
const noVanguard: RuleProcess = {
  id: 'no-vanguard',
  rule: 'VG 13.5',
  order: 40,
  timing: 'check',
  applies: (ctx) => players(ctx).some((p) => vanguardOf(ctx, p) === undefined && soulUnits(ctx, p).length > 0),
  perform(ctx) {
    for (const p of players(ctx))
      if (vanguardOf(ctx, p) === undefined && soulUnits(ctx, p).length > 0) pushWork(ctx, rideFromSoulKind, { player: p });
  },
};

function soulUnits(ctx: GameContext, player: string): string[] {
  return cardsInZone(ctx, player, 'soul').filter((id) => definitionOf(ctx, id)?.type === 'unit');
}

export const rideFromSoulProcess: Omit<ProcessContribution, 'title'> = {
  kind: rideFromSoulKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const options = soulUnits(ctx, player);
    if (options.length === 0 || vanguardOf(ctx, player) !== undefined) return done;
    let chosen = options[0] as string;
    if (options.length > 1) {
      const asked = askSelect(unit.answer, {
        player,
        prompt: 'You have no vanguard: choose a card in your soul to ride',
        rule: 'VG 13.5.1',
        options: cardOptions(ctx, options, player),
      });
      delete unit.answer;
      if ('ask' in asked) return decide(asked.ask.request);
      chosen = asked.picked[0] as string;
    }
    performRide(ctx, chosen, player, { normal: false });
    return done;
  },
};

const triggerZonesEmpty = (ctx: GameContext): boolean => players(ctx).every((p) => cardsInZone(ctx, p, 'trigger').length === 0);

function damageTaker(ctx: GameContext): string | undefined {
  // 13.6.1.1: with damage pending for both fighters, only the turn fighter's is processed.
  const pending = players(ctx).filter((p) => counter(ctx, p, 'vanguardDamage') > 0);
  return pending.includes(ctx.state.turn.player) ? ctx.state.turn.player : pending[0];
}

/** 13.6: one point of vanguard damage becomes a damage check: top card to the trigger zone, its trigger played. */
const damageApplication: RuleProcess = {
  id: 'damage-application',
  rule: 'VG 13.6',
  order: 60,
  timing: 'check',
  // 13.6.1: only when no other rule process applies (the kernel reads a later stage only then).
  stage: 1,
  applies: (ctx) => damageTaker(ctx) !== undefined && triggerZonesEmpty(ctx),
  perform(ctx) {
    const player = damageTaker(ctx) as string;
    setCounter(ctx, player, 'vanguardDamage', counter(ctx, player, 'vanguardDamage') - 1);
    const top = cardsIn(ctx, zoneKey(player, 'deck'))[0];
    if (top === undefined) return;
    const checked = moveCard(ctx, top, zoneKey(player, 'trigger'), { by: player, reason: 'damage-check', faceUp: true });
    cardStatus.set(ctx.state.cards[checked]!, 'check', 'damage');
    // 11.5.2: the check names the source of the point of damage it makes.
    const from = takeDamageSource(ctx, player);
    const source = from === undefined ? {} : { damageKind: from.kind, ...(from.source === null ? {} : { damageSource: from.source }) };
    emitEvent(ctx, { type: 'damage-check', player, detail: { card: checked, ...source } });
    playTriggerAbility(ctx, checked, player);
  },
};

function damageChecked(ctx: GameContext): string[] {
  return players(ctx).flatMap((p) =>
    cardsInZone(ctx, p, 'trigger').filter((id) => cardStatus.get(ctx.state.cards[id], 'check') === 'damage'),
  );
}

/** 13.7: once no rule process and no automatic ability is pending, the damage-checked card goes to the damage zone. */
const damageResolution: RuleProcess = {
  id: 'damage-resolution',
  rule: 'VG 13.7',
  order: 70,
  timing: 'check',
  stage: 1,
  applies: (ctx) => ctx.state.pending.length === 0 && anyCardIn(ctx, 'trigger') && damageChecked(ctx).length > 0,
  perform(ctx) {
    for (const id of damageChecked(ctx)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'damage'), { reason: 'damage' });
  },
};

/** Pseudo-cards exist only once someone chose Protect I (16.3.1.6), has a crest or made a token unit. */
function mayHavePseudoCards(ctx: GameContext): boolean {
  const protect = ctx.state.players.some((p) => playerStatus.get(p, 'giftKinds')?.protect === 'I');
  return (
    protect || ctx.state.players.some((p) => playerStatus.get(p, 'hasCrests') === true || kwBPlayerStatus.get(p, 'hasTokenUnits') === true)
  );
}

/** Pseudo-cards outside their valid zones: skip the scan until one can exist. */
function pseudoOutside(ctx: GameContext): string[] {
  if (!mayHavePseudoCards(ctx)) return [];
  // The kernel's list of token objects, in the order a walk over every card gives (issue 14: not every card).
  return tokenCards(ctx).filter((id) => !pseudoCardValidHere(ctx, id));
}

/** Whether `pseudoOutside` would list any: stopping at the first, no list made (issue 14: every check timing). */
function anyPseudoOutside(ctx: GameContext): boolean {
  if (!mayHavePseudoCards(ctx)) return false;
  const tokens = tokenCards(ctx);
  for (let i = 0; i < tokens.length; i++) if (!pseudoCardValidHere(ctx, tokens[i]!)) return true;
  return false;
}

/** 13.8 / 15.2.4: a pseudo-card outside its valid zones (Protect: hand, guardian circle; a crest: crest zone, 15.7.2) is erased. */
const pseudoCards: RuleProcess = {
  id: 'pseudo-card-erase',
  rule: 'VG 13.8',
  order: 80,
  timing: 'check',
  applies: anyPseudoOutside,
  perform(ctx) {
    for (const id of pseudoOutside(ctx)) eraseCard(ctx, id);
  },
};

const strayTriggers = (ctx: GameContext): string[] =>
  players(ctx).flatMap((p) => cardsInZone(ctx, p, 'trigger').filter((id) => cardStatus.get(ctx.state.cards[id], 'check') === undefined));

/** 13.10: a card in a trigger zone outside a drive or damage check goes to its owner's drop. */
const illegalTrigger: RuleProcess = {
  id: 'illegal-trigger',
  rule: 'VG 13.10',
  order: 90,
  timing: 'check',
  applies: (ctx) => anyCardIn(ctx, 'trigger') && strayTriggers(ctx).length > 0,
  perform(ctx) {
    for (const id of strayTriggers(ctx)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};

/**
 * 13.11.1–2: a card in the order area that is not being played or resolved (an order, or any card that is not
 * one); 13.11.3: a face-up order card on any circle.
 */
const strayOrders = (ctx: GameContext): string[] =>
  players(ctx).flatMap((p) => [
    ...cardsInZone(ctx, p, 'order-area').filter((id) => strayInOrderArea(ctx, id)),
    ...cardsInZone(ctx, p, 'field').filter((id) => strayOnCircle(ctx, id)),
  ]);

const strayInOrderArea = (ctx: GameContext, id: string): boolean => cardStatus.get(ctx.state.cards[id], 'playing') !== true;

const strayOnCircle = (ctx: GameContext, id: string): boolean => {
  const card = ctx.state.cards[id];
  // `definitionOf(...).type === 'order'`: an order card not set as a unit (18.5.2), asked in the cheap order, since
  // every face-up unit on the field is read at every check timing (issue 14).
  return (
    card !== undefined &&
    card.faceUp &&
    cardData(ctx.title.cards, card.card)?.type === 'order' &&
    otherRulesCardStatus.get(card, 'setAsUnit') === undefined &&
    !orderGuardingLegally(ctx, id, card.zone) // 17.17.13
  );
};

/** Whether any card is a stray order: `strayOrders` stopping at the first, without making lists (issue 14). */
const anyStrayOrder = (ctx: GameContext): boolean =>
  anyCardInWhere(ctx, 'order-area', strayInOrderArea) || anyCardInWhere(ctx, 'field', strayOnCircle);

/** 13.11: such cards go to the drop. */
const illegalOrder: RuleProcess = {
  id: 'illegal-order',
  rule: 'VG 13.11',
  order: 95,
  timing: 'check',
  applies: anyStrayOrder,
  perform(ctx) {
    for (const id of strayOrders(ctx)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'rule' });
  },
};

/**
 * Imaginary Gifts (11.6.1.2–3) are not rule processes, but a check timing processes them after the rule
 * processes and before pending AUTOs, the turn fighter's first, then starts again from the rule processes:
 * modelled as a last, gated check-timing step.
 */
const gifts: RuleProcess = {
  id: 'imaginary-gift',
  rule: 'VG 11.6.1.2',
  order: 100,
  timing: 'check',
  // After every rule process, damage application and resolution included.
  stage: 2,
  applies: (ctx) => giftProcess.pendingFor(ctx) !== undefined,
  perform(ctx) {
    giftProcess.start(ctx, giftProcess.pendingFor(ctx) as string);
  },
};

export const vanguardRuleProcesses: RuleProcess[] = [
  loss,
  duplication,
  illegalGuardian,
  noVanguard,
  damageApplication,
  damageResolution,
  pseudoCards,
  illegalTrigger,
  illegalOrder,
  gifts,
];
