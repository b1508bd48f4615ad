import {
  askSelect,
  replaceEvent,
  cardOptions,
  confirmRequest,
  decide,
  done,
  emitEvent,
  isChooseAction,
  markLoss,
  moveCard,
  numericStat,
  openNestedWindow,
  pushWork,
  type GameContext,
  type PlayerId,
  type ProcessContribution,
} from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { defaults } from './zones.js';
import { isTagTeam, lifeCards, lifeHolder, tagTeamRedZone } from './tag-team.js';
import { data, isUnit, log, requireWindowFrame, type Packet } from './state.js';
import { freePlayTargetChoice, playFromTrigger } from './moves/play.js';
import { cardStatus, playerStatus } from './cards/status.js';

/**
 * Damage to players (1000): each instance makes a damage packet (1002-2); damage windows deal it one
 * point at a time through trigger checks (1003), and new packets open nested damage windows in the
 * order of 1104-3a.
 */
export function createPacket(
  ctx: GameContext,
  init: { player: PlayerId; source: Packet['source']; card: string | null; amount: number; fromHit?: boolean },
): Packet {
  const bdData = data(ctx);
  const packet: Packet = {
    id: bdData.nextPacket++,
    player: init.player,
    source: init.source,
    card: init.card,
    amount: init.amount,
    dealt: 0,
    opened: false,
    fromHit: init.fromHit === true,
    increase: 0,
    reduce: 0,
  };
  // 519-1, 519-2: "the next damage" modifiers of this turn apply to this packet and are used up.
  const mods = (bdData['damageMods'] as { player: string; add: number; turn: number }[] | undefined) ?? [];
  for (const mod of mods.filter((m) => m.player === init.player && m.turn === ctx.state.turn.number)) {
    if (mod.add > 0) packet['increase'] = Number(packet['increase']) + mod.add;
    else packet['reduce'] = Number(packet['reduce']) - mod.add;
  }
  bdData['damageMods'] = mods.filter((m) => m.player !== init.player && m.turn === ctx.state.turn.number);
  bdData.packets.push(packet);
  log(ctx, 'damage-packet', init.player, { packet: packet.id, source: init.source, amount: init.amount, card: init.card });
  return packet;
}

/**
 * 1002-2b: a packet whose source is the attacking unit always equals that unit's current Hit, and 0 once
 * it has left the field (1002-2b:i). Reading (digest §20.2): a Buster packet keeps amount 1 even when
 * 1003-2c:i also names the attacking unit as its source.
 */
export function packetAmount(ctx: GameContext, packet: Packet): number {
  let base = packet.amount;
  if (packet.source === 'hit') {
    const attacker = packet.card;
    base = attacker !== null && isUnit(ctx, attacker) ? Math.max(0, numericStat(ctx, attacker, 'hit')) : 0;
  }
  // 519-2a: increases first, then reductions; never below 0.
  return Math.max(0, base + Number(packet['increase'] ?? 0) - Number(packet['reduce'] ?? 0));
}

function packetById(ctx: GameContext, id: unknown): Packet | undefined {
  return data(ctx).packets.find((p) => p.id === id);
}

export function currentPacket(ctx: GameContext): Packet | undefined {
  const frame = requireWindowFrame(ctx);
  return frame.name === 'damage' ? packetById(ctx, frame.data['packet']) : undefined;
}

/**
 * 1103-8b: a packet is deleted when its window ends. The kernel's chart has no close hook, so we delete a
 * packet whose window is no longer open at the next point anything reads packets: the outer window's
 * 1103-5, or the flow step right after a flow-level damage window. Nothing can observe the gap.
 */
export function deleteFinishedPackets(ctx: GameContext): void {
  const open = new Set(ctx.state.windows.map((w) => w.data['packet']));
  const bdData = data(ctx);
  bdData.packets = bdData.packets.filter((p) => !p.opened || open.has(p.id));
}

/** The round hook of every window (1103-4): stamps when the window began, and in a damage window checks. */
export function windowRound(ctx: GameContext): void {
  const frame = requireWindowFrame(ctx);
  const bdData = data(ctx);
  if (frame.data['since'] === undefined) frame.data['since'] = bdData.nextPacket;
  if (frame.name !== 'damage') return;
  if (frame.data['packet'] === undefined && bdData['hitPacket'] !== undefined) {
    frame.data['packet'] = bdData['hitPacket'] as number;
    const packet = packetById(ctx, bdData['hitPacket']);
    if (packet !== undefined) packet.opened = true;
  }
  const packet = packetById(ctx, frame.data['packet']);
  // Reading (digest §20.2): a trigger check happens only while damage remains (dealt < amount), so a
  // Hit-0 attacker or one that left the field deals nothing.
  if (packet === undefined || packet.dealt >= packetAmount(ctx, packet)) return;
  pushWork(ctx, triggerCheckKind, { packet: packet.id });
}

/**
 * The round hook has nothing to do (the kernel's idle-window test, issue 14): outside a damage window it
 * only stamps the window's own `since`, which only this window's player damage check reads.
 */
export function windowRoundIdle(ctx: GameContext): boolean {
  return requireWindowFrame(ctx).name !== 'damage';
}

export const triggerCheckKind = 'bd-trigger-check';

/** 1003: one point of player damage. */
export const triggerCheckProcess: Omit<ProcessContribution, 'title'> = {
  kind: triggerCheckKind,
  run(ctx, unit) {
    const packet = packetById(ctx, unit.data['packet']);
    if (packet === undefined) return done;
    const player = packet.player;
    if (unit.step === 'start') {
      // 2401-1: in a tag-team game the top card of the player's team's life zone; with none the team loses (2401-1a).
      const top = lifeCards(ctx, player)[0];
      if (top === undefined) {
        markLoss(ctx, player, 'trigger check with an empty life zone (BD 1003-2a, 2401-1a)', true);
        return done;
      }
      const life = ctx.state.cards[top]!;
      life.knownTo = ctx.state.players.map((p) => p.id); // 1003-2: revealed
      const trigger = bd(ctx.title.cards.get(life.card));
      const icon = trigger !== undefined && 'trigger' in trigger ? trigger.trigger : null;
      log(ctx, 'trigger-check', player, { card: top, definition: life.card, icon, packet: packet.id });
      if (icon === 'buster') {
        // 1003-2c, 1003-2c:i: 1 damage from the Buster icon; born of a hit, its source is also the attacker.
        const fromHit = packet.source === 'hit' || packet['fromHit'] === true;
        createPacket(ctx, { player, source: 'buster', card: fromHit ? packet.card : null, amount: 1, fromHit });
        toGraveyard(ctx, top);
        return finish(ctx, packet);
      }
      // 2401-1c: the Shot card's owner may play it, whoever is being damaged (in the two-player game the
      // damaged player owns their life cards).
      if (icon === 'shot' && playFromTrigger(ctx, life.owner, top, true) === null) {
        unit.step = 'shot';
        unit.data['card'] = top;
        unit.data['player'] = life.owner;
        return decide(
          confirmRequest(life.owner, `Play the Shot card ${ctx.title.cardName(life.card)} without paying its cost?`, 'BD 1003-2d'),
        );
      }
      toGraveyard(ctx, top);
      return finish(ctx, packet);
    }
    const card = String(unit.data['card']);
    const shooter = String(unit.data['player'] ?? player);
    const answer = unit.answer;
    delete unit.answer;
    if (unit.step === 'shot-targets') {
      // 1204-2g: the player chose the Shot card's targets; the choice was checked against the select's options.
      const chosen = answer !== undefined && isChooseAction(answer) ? answer.choice : [];
      if (ctx.state.cards[card] === undefined || playFromTrigger(ctx, shooter, card, false, chosen) !== null) toGraveyard(ctx, card);
      return finish(ctx, packet);
    }
    // step 'shot': 1003-2d: play it free now, or it goes to the graveyard (1003-2d:i). Only the payment is
    // skipped (512-2): a card with targets has them chosen by its player as in any play (1204-2g).
    if (answer !== undefined && isChooseAction(answer) && answer.choice[0] === 'yes') {
      const choice = freePlayTargetChoice(ctx, shooter, card);
      if (choice !== null) {
        unit.step = 'shot-targets';
        return decide({
          kind: 'select',
          player: shooter,
          prompt: `Choose the targets of ${ctx.title.cardName(ctx.state.cards[card]!.card)}`,
          rule: 'BD 1204-2g',
          options: cardOptions(ctx, choice.candidates, shooter),
          min: choice.min,
          max: choice.max,
        });
      }
      playFromTrigger(ctx, shooter, card, false);
    } else if (ctx.state.cards[card] !== undefined) toGraveyard(ctx, card);
    return finish(ctx, packet);
  },
};

function toGraveyard(ctx: GameContext, id: string): void {
  const card = ctx.state.cards[id]!;
  moveCard(ctx, id, `${card.owner}/graveyard`, { reason: 'trigger-check' });
}

function finish(ctx: GameContext, packet: Packet): ReturnType<ProcessContribution['run']> {
  packet.dealt += 1; // 1003-3
  emitEvent(ctx, { type: 'damaged', player: packet.player, detail: { packet: packet.id, source: packet.source } });
  checkRedZone(ctx);
  return done;
}

/** 407-4: whether `player` is in the red zone now (2002-2, 2002-2c: in a tag-team game the team's life zone against the team's red-zone count). */
function inRedZone(ctx: GameContext, player: string): boolean {
  return lifeCards(ctx, player).length <= redZoneCount(ctx, player);
}

/** 407-4c:i: "becomes red zone" is the change from above the red-zone count to at or below it. */
export function checkRedZone(ctx: GameContext): void {
  const bdData = data(ctx);
  for (const player of ctx.state.players) {
    const red = inRedZone(ctx, player.id);
    const was = bdData.redZone[player.id] === true;
    bdData.redZone[player.id] = red;
    if (red && !was) emitEvent(ctx, { type: 'became-red-zone', player: player.id });
  }
}

/** 407-4c, 2002-2: the red-zone count of `player` (their team's, kept on the team's life holder). */
export function redZoneCount(ctx: GameContext, player: string): number {
  const holder = ctx.state.players.find((p) => p.id === lifeHolder(ctx, player));
  const value = holder === undefined ? undefined : playerStatus.get(holder, 'redZone');
  return typeof value === 'number' ? value : isTagTeam(ctx) ? tagTeamRedZone : defaults.redZone;
}

/** 1104-3a: Buster icon first, then effect sources, then battle units. */
const rank: Record<Packet['source'], number> = { buster: 0, effect: 1, hit: 2 };

/**
 * The player damage check (1104), run before each rule processing (1103-5): packets that still exist
 * and were created after this window opened each get a nested damage window, one at a time.
 */
export function playerDamageCheck(ctx: GameContext): void {
  // Life may have changed by any move since the last look (407-4c:i is about the change, whatever made it).
  checkRedZone(ctx);
  deleteFinishedPackets(ctx);
  const frame = requireWindowFrame(ctx);
  const since = typeof frame.data['since'] === 'number' ? frame.data['since'] : Number.POSITIVE_INFINITY;
  const fresh = data(ctx).packets.filter((p) => !p.opened && p.id >= since);
  if (fresh.length === 0) return; // 1104-2a
  const best = Math.min(...fresh.map((p) => rank[p.source]));
  // 1104-3b: within a rank the receiving player picks. Reading (digest §20.2): packets of that rank for
  // the turn player come first when both players receive some, as in 104-4.
  const tied = fresh.filter((p) => rank[p.source] === best);
  const receiver = tied.some((p) => p.player === ctx.state.turn.player) ? ctx.state.turn.player : tied[0]!.player;
  const mine = tied.filter((p) => p.player === receiver);
  if (mine.length === 1) {
    openDamageWindow(ctx, mine[0]!);
    return;
  }
  pushWork(ctx, choosePacketKind, { packets: mine.map((p) => p.id), player: receiver });
}

/**
 * The player damage check would change nothing (the kernel's idle-window test, issue 14): both players'
 * red-zone flags are already recorded as they are (407-4c:i), no packet is finished (1103-8b) and none
 * waits for a damage window (1104-2a; any unopened packet at all counts, whatever the window's `since`).
 */
export function playerDamageCheckIdle(ctx: GameContext): boolean {
  const bdData = data(ctx);
  for (const player of ctx.state.players) {
    if (bdData.redZone[player.id] !== inRedZone(ctx, player.id)) return false;
  }
  if (bdData.packets.length === 0) return true;
  const open = new Set(ctx.state.windows.map((w) => w.data['packet']));
  return bdData.packets.every((p) => p.opened && open.has(p.id));
}

export const choosePacketKind = 'bd-choose-packet';

export const choosePacketProcess: Omit<ProcessContribution, 'title'> = {
  kind: choosePacketKind,
  run(ctx, unit) {
    const ids = unit.data['packets'] as number[];
    const asked = askSelect(unit.answer, {
      player: String(unit.data['player']),
      prompt: 'Choose which damage is dealt next',
      rule: 'BD 1104-3b',
      options: ids.map((id) => ({ id: String(id), label: `damage packet ${id}` })),
    });
    delete unit.answer;
    if ('ask' in asked) return decide(asked.ask.request);
    const packet = packetById(ctx, Number(asked.picked[0]));
    if (packet !== undefined) openDamageWindow(ctx, packet);
    return done;
  },
};

function openDamageWindow(ctx: GameContext, packet: Packet): void {
  packet.opened = true;
  openNestedWindow(ctx, 'damage', { packet: packet.id, since: data(ctx).nextPacket });
}

/** 1103-8a: the damage window starts over while its packet has damage left to deal. */
export function packetUnfinished(ctx: GameContext): boolean {
  const packet = currentPacket(ctx);
  return packet !== undefined && packet.dealt < packetAmount(ctx, packet);
}

/** 516-1: "deal N damage to a player" makes a packet whose source is the ability's source (1211-3). */
export function dealEffectDamage(ctx: GameContext, player: PlayerId, amount: number, source: string | null): void {
  if (amount <= 0) return;
  createPacket(ctx, { player, source: 'effect', card: source, amount });
}

/**
 * 1209-2d: the replacement effects that apply to damage, in the document's order: first those replacing damage
 * "dealt" (与える), then those replacing damage "received" (受ける) other than reductions, then reductions (軽減,
 * 519-1a's prevention among them). Each stage is its own replaceable event, so within a stage the affected player
 * chooses the order (1209-2a, 1209-2b), and a replacement's `instead` program continues the damage from its own
 * stage, where the kernel skips the replacements already applied (verb `continue-damage`).
 */
export const damageStages = ['unit-damage-dealt', 'unit-damage-received', 'unit-damage'] as const;
export type DamageStage = (typeof damageStages)[number];

/** 516-2: damage to a unit adds to its marked damage; 0 or less is not dealt (516-2a). */
export function damageUnit(ctx: GameContext, id: string, amount: number, source: string | null, from?: DamageStage): void {
  const card = ctx.state.cards[id];
  if (card === undefined || amount <= 0 || !isUnit(ctx, id)) return;
  const detail = { card: id, amount, ...(source === null ? {} : { source }) };
  for (const stage of damageStages.slice(from === undefined ? 0 : damageStages.indexOf(from))) {
    // Declining every optional replacement (1209-3), the damage goes on from this stage.
    const otherwise = [{ do: 'continue-damage', stage, ...detail }];
    if (replaceEvent(ctx, { type: stage, card: id, player: card.controller, detail, otherwise })) return;
  }
  const before = cardStatus.get(card, 'damage') ?? 0;
  cardStatus.set(card, 'damage', before + amount);
  emitEvent(ctx, { type: 'unit-damaged', player: card.controller, detail: { card: id, amount, source } });
}
