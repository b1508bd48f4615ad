/**
 * Rule processes (ch. 9). Refresh (9.2) and level up (9.3) are interrupt-type: the kernel performs them
 * as soon as they apply, between any two steps of whatever is happening (a damage process, the clock
 * phase's draws, an effect), except while a cost is being paid (9.2.3, 9.3.3). The rest are check-type,
 * performed together at a check timing (9.1.2.2).
 */
import {
  appendLog,
  baseStatOf,
  cardOptions,
  cardsIn,
  cardsInZone,
  decide,
  done,
  emitEvent,
  markLoss,
  moveCard,
  pushWork,
  shuffleZone,
  statMayFallBelowBase,
  takeChoice,
  zoneCount,
  zoneKey,
  zoneKeysOf,
  type GameContext,
  type ProcessContribution,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { inDamageProcess } from './damage.js';
import { isCharacter, isClimax, levelOf, powerOf } from './state.js';
import { slotNames, stageKey, stageKeysOf } from './zones.js';

type RuleProcess = Omit<RuleProcessContribution, 'title'>;

/** 9.1.2.1.1.1: the turn player's interrupt processes first. */
function byTurnOrder(ctx: GameContext): string[] {
  const tp = ctx.state.turn.player;
  return [tp, ...ctx.state.players.map((p) => p.id).filter((p) => p !== tp)];
}

const levelUpKind = 'ws-level-up';

/** 9.2.2.1: an empty deck and waiting room in a damage process without a climax revealed loses at once. */
function losesByRefresh(ctx: GameContext, player: string): boolean {
  return (
    zoneCount(ctx, player, 'deck') === 0 &&
    zoneCount(ctx, player, 'waiting-room') === 0 &&
    inDamageProcess(ctx, player) &&
    !cardsInZone(ctx, player, 'resolution').some((id) => isClimax(ctx, id))
  );
}

function refreshDue(ctx: GameContext, player: string): boolean {
  if (ctx.state.players.find((p) => p.id === player)?.losing !== undefined) return false;
  // Read before every work step (an interrupt process): the zones are counted, not copied (issue 14).
  if (zoneCount(ctx, player, 'deck') > 0) return false;
  return zoneCount(ctx, player, 'waiting-room') > 0 || losesByRefresh(ctx, player);
}

/**
 * 9.2: refresh. The whole waiting room becomes the deck, shuffled, then the top card goes to the clock
 * (the refresh point, not damage: it cannot be cancelled, 4.10.2). With an empty waiting room nothing
 * happens (the loss check sees it, 9.4.1.2) unless 9.2.2.1 makes the player lose at once.
 */
const refresh: RuleProcess = {
  id: 'refresh',
  rule: 'WS 9.2',
  order: 0,
  timing: 'interrupt',
  applies: (ctx) => ctx.state.players.some((p) => refreshDue(ctx, p.id)),
  perform(ctx) {
    const player = byTurnOrder(ctx).find((p) => refreshDue(ctx, p))!;
    if (cardsInZone(ctx, player, 'waiting-room').length === 0) {
      markLoss(ctx, player, 'refresh with an empty waiting room during damage (WS 9.2.2.1)', true);
      return;
    }
    const deck = zoneKey(player, 'deck');
    for (const id of [...cardsInZone(ctx, player, 'waiting-room')]) moveCard(ctx, id, deck, { reason: 'refresh', silent: true });
    shuffleZone(ctx, deck);
    emitEvent(ctx, { type: 'refreshed', player });
    const top = cardsIn(ctx, deck)[0];
    if (top !== undefined) moveCard(ctx, top, zoneKey(player, 'clock'), { reason: 'refresh-point' });
  },
};

function levelUpDue(ctx: GameContext, player: string): boolean {
  return (
    zoneCount(ctx, player, 'clock') >= 7 &&
    !ctx.state.work.some((unit) => unit.kind === levelUpKind && unit.data['player'] === player) &&
    ctx.state.players.find((p) => p.id === player)?.losing === undefined
  );
}

/** 9.3: level up; the player chooses the card (asked by the work unit below). Repeats while the clock holds 7. */
const levelUp: RuleProcess = {
  id: 'level-up',
  rule: 'WS 9.3',
  order: 1,
  timing: 'interrupt',
  applies: (ctx) => ctx.state.players.some((p) => levelUpDue(ctx, p.id)),
  perform(ctx) {
    const player = byTurnOrder(ctx).find((p) => levelUpDue(ctx, p))!;
    pushWork(ctx, levelUpKind, { player });
  },
};

/** 9.3.2: one of the bottom 7 clock cards to the level zone, face up; the other 6 to the waiting room. */
export const levelUpProcess: Omit<ProcessContribution, 'title'> = {
  kind: levelUpKind,
  run(ctx, unit) {
    const player = String(unit.data['player']);
    const clock = cardsInZone(ctx, player, 'clock');
    if (clock.length < 7) return done;
    const bottom = clock.slice(clock.length - 7);
    const choice = takeChoice(unit);
    const chosen = choice?.[0];
    if (chosen === undefined || !bottom.includes(chosen)) {
      return decide({
        kind: 'select',
        player,
        prompt: 'Level up: choose the card for your level zone',
        rule: 'WS 9.3.2',
        options: cardOptions(ctx, bottom, player),
        min: 1,
        max: 1,
      });
    }
    moveCard(ctx, chosen, zoneKey(player, 'level'), { by: player, reason: 'level-up', faceUp: true });
    for (const id of [...bottom].reverse()) {
      if (id !== chosen) moveCard(ctx, id, zoneKey(player, 'waiting-room'), { by: player, reason: 'level-up' });
    }
    appendLog(ctx.state, { type: 'level-up', player, detail: { level: levelOf(ctx, player) } });
    emitEvent(ctx, { type: 'levelled-up', player });
    return done;
  },
};

function losing(ctx: GameContext, player: string): string | null {
  if (levelOf(ctx, player) >= 4) return 'level 4 (WS 9.4.1.1)';
  if (zoneCount(ctx, player, 'deck') === 0 && zoneCount(ctx, player, 'waiting-room') === 0) {
    return 'no deck and no waiting room (WS 9.4.1.2)';
  }
  return null;
}

/** 9.4: every player meeting a loss condition loses; all together make a draw (1.2.3). */
const lossCheck: RuleProcess = {
  id: 'loss-check',
  rule: 'WS 9.4',
  order: 1,
  timing: 'check',
  applies: (ctx) => ctx.state.players.some((p) => p.losing === undefined && losing(ctx, p.id) !== null),
  perform(ctx) {
    for (const p of ctx.state.players) {
      const reason = losing(ctx, p.id);
      if (reason !== null) markLoss(ctx, p.id, reason);
    }
  },
};

function stageCards(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) => slotNames.flatMap((slot) => cardsIn(ctx, stageKey(p.id, slot))));
}

/**
 * A player's stage slot keys (zones.ts, made once per player), or marker zone keys (the kernel's per-title lists),
 * in slot order (`slotNames`): a check that reads every slot at every check timing looks each player's keys up once,
 * not a key per slot (round 7 of issue 14: the four check-type processes read the stage about ten times per attack).
 */
function slotKeys(ctx: GameContext, player: string, zone: 'stage' | 'marker'): readonly string[] {
  return zone === 'stage' ? stageKeysOf(player) : zoneKeysOf(ctx, player, zone);
}

/** Whether any card in a stage slot of any player meets `test`, stopping at the first (no lists made). */
function anyOnStage(ctx: GameContext, test: (id: string) => boolean): boolean {
  const players = ctx.state.players;
  const zones = ctx.state.zones;
  for (let p = 0; p < players.length; p++) {
    const keys = slotKeys(ctx, players[p]!.id, 'stage');
    for (let s = 0; s < keys.length; s++) {
      const cards = zones[keys[s]!];
      if (cards !== undefined) for (let i = 0; i < cards.length; i++) if (test(cards[i]!)) return true;
    }
  }
  return false;
}

/** A character's power before any modification (the kernel's `baseStatOf`). */
function basePower(ctx: GameContext, id: string): number {
  const value = baseStatOf(ctx, id, 'power');
  return typeof value === 'number' ? value : 0;
}

function waitingRoomOf(ctx: GameContext, id: string): string {
  return zoneKey(ctx.state.cards[id]!.owner, 'waiting-room');
}

/**
 * Per title: whether any continuous ability of any of its cards (printed, or written to be given: the kernel reads a
 * gained ability from the card that writes it) modifies power other than by adding a non-negative number. Card
 * texts never change, so this is a fact of the title, worked out once.
 */
const titleLowersPower = new WeakMap<GameContext['title'], boolean>();

function abilitiesMayLowerPower(ctx: GameContext): boolean {
  let lowers = titleLowersPower.get(ctx.title);
  if (lowers === undefined) {
    lowers = false;
    for (const id of ctx.title.cards.keys())
      for (const { modifies } of ctx.title.continuousModifiers(id, 'power'))
        if (modifies.some((m) => typeof m['add'] !== 'number' || m['add'] < 0)) lowers = true;
    titleLowersPower.set(ctx.title, lowers);
  }
  return lowers;
}

/**
 * The kernel's `statMayFallBelowBase` for power: a continuous effect in force that lowers power, or a working
 * continuous ability that may. When no card of the title has such an ability (the usual case), the abilities that
 * work now are not looked for at all (round 7 of issue 14: that walk was half of this check, made at every check
 * timing, about ten per attack), and only the effects in force are read, as the kernel reads them.
 */
function powerMayFall(ctx: GameContext): boolean {
  if (abilitiesMayLowerPower(ctx)) return statMayFallBelowBase(ctx, 'power');
  for (const effect of ctx.state.effects) {
    if (effect.stat !== 'power') continue;
    const modification = effect.modification;
    if (!('add' in modification) || modification.add < 0) return true;
  }
  return false;
}

/** 9.5: characters with power 0 or less go to their owners' waiting rooms. */
const lowPower: RuleProcess = {
  id: 'power',
  rule: 'WS 9.5',
  order: 2,
  timing: 'check',
  applies: (ctx) => {
    // Power is computed only where it can be 0 or less (issue 14: this read every character's power at every check
    // timing, a quarter of a median decision): a character whose power before modifications is 0 or less, or any
    // while something in force could lower power. Otherwise modifications only add, and none can be doomed. Weiß
    // Schwarz has no rule modifications of power (`ruleModifications`). Slot by slot, with no list of the stage made
    // (issue 14: the list was a tenth of an attack's decision, the slowest 1% of Weiß Schwarz's).
    let lowering: boolean | undefined;
    const doomed = (id: string): boolean =>
      isCharacter(ctx, id) && (basePower(ctx, id) <= 0 || (lowering ??= powerMayFall(ctx))) && powerOf(ctx, id) <= 0;
    return anyOnStage(ctx, doomed);
  },
  perform(ctx) {
    const doomed = stageCards(ctx).filter((id) => isCharacter(ctx, id) && powerOf(ctx, id) <= 0);
    for (const id of doomed) moveCard(ctx, id, waitingRoomOf(ctx, id), { reason: 'power' });
  },
};

/** 9.6: wrong cards in a slot or the climax zone, and all but the most recently placed of several. */
function misplaced(ctx: GameContext): string[] {
  const out: string[] = [];
  for (const p of ctx.state.players) {
    const zones: [string[], (id: string) => boolean][] = [
      ...slotNames.map(
        (slot) => [[...cardsIn(ctx, stageKey(p.id, slot))], (id: string) => isCharacter(ctx, id)] as [string[], (id: string) => boolean],
      ),
      [[...cardsInZone(ctx, p.id, 'climax')], (id: string) => isClimax(ctx, id)],
    ];
    for (const [cards, belongs] of zones) {
      const wrong = cards.filter((id) => !belongs(id));
      out.push(...wrong);
      const right = cards.filter(belongs);
      if (right.length < 2) continue;
      // 9.6.2–9.6.2.1: keep the most recently placed; several tied as most recent all go.
      const newest = Math.max(...right.map((id) => ctx.state.cards[id]!.enteredAt));
      const tied = right.filter((id) => ctx.state.cards[id]!.enteredAt === newest);
      out.push(...right.filter((id) => ctx.state.cards[id]!.enteredAt !== newest || tied.length > 1));
    }
  }
  return out;
}

/**
 * Whether `misplaced` would list anything, making no lists (issue 14: read at every check timing): a card that
 * does not belong, or two or more that do in one slot or the climax zone (then at least one of them goes).
 */
function anyMisplaced(ctx: GameContext): boolean {
  const zones = ctx.state.zones;
  for (const p of ctx.state.players) {
    const keys = slotKeys(ctx, p.id, 'stage');
    for (let s = 0; s < keys.length; s++) if (wrongOrCrowded(ctx, zones[keys[s]!], isCharacter)) return true;
    if (wrongOrCrowded(ctx, zones[zoneKey(p.id, 'climax')], isClimax)) return true;
  }
  return false;
}

/** Two or more cards in one slot: at least one goes (9.6.2); otherwise whether the one there does not belong. */
function wrongOrCrowded(
  ctx: GameContext,
  cards: readonly string[] | undefined,
  belongs: (ctx: GameContext, id: string) => boolean,
): boolean {
  if (cards === undefined || cards.length === 0) return false;
  if (cards.length >= 2) return true;
  return !belongs(ctx, cards[0]!);
}

const illegalCards: RuleProcess = {
  id: 'illegal-cards',
  rule: 'WS 9.6',
  order: 3,
  timing: 'check',
  applies: anyMisplaced,
  perform(ctx) {
    for (const id of misplaced(ctx)) moveCard(ctx, id, waitingRoomOf(ctx, id), { reason: 'rule' });
  },
};

/** 9.7: markers whose slot holds no character go to their owners' waiting rooms. */
function orphans(ctx: GameContext): string[] {
  return ctx.state.players.flatMap((p) =>
    slotNames
      .filter((slot) => cardsIn(ctx, stageKey(p.id, slot)).length === 0)
      .flatMap((slot) => [...cardsIn(ctx, zoneKey(p.id, 'marker', slot))]),
  );
}

const orphanMarkers: RuleProcess = {
  id: 'orphan-markers',
  rule: 'WS 9.7',
  order: 4,
  timing: 'check',
  // A marker under an empty slot, found without lists (issue 14: read at every check timing).
  applies: (ctx) => {
    const zones = ctx.state.zones;
    for (const p of ctx.state.players) {
      const stage = slotKeys(ctx, p.id, 'stage');
      for (let s = 0; s < stage.length; s++) {
        if ((zones[stage[s]!]?.length ?? 0) > 0) continue;
        if ((zones[slotKeys(ctx, p.id, 'marker')[s]!]?.length ?? 0) > 0) return true;
      }
    }
    return false;
  },
  perform(ctx) {
    for (const id of orphans(ctx)) moveCard(ctx, id, waitingRoomOf(ctx, id), { reason: 'rule' });
  },
};

export const weissSchwarzRuleProcesses: RuleProcess[] = [refresh, levelUp, lossCheck, lowPower, illegalCards, orphanMarkers];
