import {
  appendLog,
  cardsIn,
  cardsInZone,
  defineTitleData,
  parseZoneKey,
  zoneKey,
  zoneNameOf,
  type CardObject,
  type GameContext,
  type JsonObject,
  type PlayerId,
} from '@tcgkit/kernel';
import { bf, isImpactType, isMonsterType, type BuddyfightCard } from './cards/schema.js';
import { cardStatus, playerStatus } from './cards/status.js';

/** The monster areas ([Mat-⑤⑥⑦]): slots of the `field` zone. */
export const areas = ['left', 'center', 'right'] as const;
export type Area = (typeof areas)[number];

/** The attack in progress ([Atk 2.2–3.3]): attackers and the target, fixed at declaration ([Atk Q4]). */
export interface Battle {
  attackers: string[];
  /** A player id (the fighter) or a card id (a monster). */
  target: string;
  /** The target was the opponent's center monster at declaration (『貫通』, [KW:貫通]). */
  targetWasCenter: boolean;
  nullified: boolean;
  [key: string]: string | string[] | boolean;
}

/** A condition window ([Oth:「破壊された時」…], §5.3): what happened, and when it lapses. */
export interface ConditionWindow {
  player: PlayerId;
  kind: string;
  phase: string;
  /** Play timings that have ended since; the window lapses when the one after the event's ends. */
  timingsEnded: number;
  [key: string]: string | number;
}

/** What an "end …" effect ends ([End], digest §9.10). */
export type Ending = 'main' | 'battle' | 'attack' | 'final' | 'turn';

/** Buddyfight's part of `GameState.data`. */
export interface BfData {
  battle: Battle | null;
  /** Attacks declared this turn ([Atk 2.1] first-turn cap). */
  attacksThisTurn: number;
  /** Attacks declared in this turn's attack phase ([Fin 2.1]). */
  attackPhaseAttacks: number;
  /** Whether the fighter declined to attack once at this [Atk/Fin 2.1] (then 2.1.3 is the last chance). */
  declined: boolean;
  /** Turn numbers in which each fighter normally called an impact monster ([Imp:コール]). */
  impactCallTurn: Record<PlayerId, number>;
  /** 2018-06-02 change 2 off: one 【対抗】 per battle ([RC-2]). */
  legacyOneCounterPerBattle: boolean;
  /** 2018-06-02 change 1 off: the first player does not draw on turn 1 ([RC-1], E1). */
  legacyNoFirstTurnDraw: boolean;
  /** 【対抗】 uses by each fighter in the current battle (for the legacy [RC-2] limit). */
  countersThisBattle: Record<PlayerId, number>;
  conditions: ConditionWindow[];
  finalStarted: boolean;
  /** An "end …" effect resolved ([End]): where the flow jumps once the open play timing has closed. */
  ending: Ending | null;
  [key: string]: unknown;
}

const buddyfightData = defineTitleData<BfData>('buddyfight', () => ({
  battle: null,
  attacksThisTurn: 0,
  attackPhaseAttacks: 0,
  declined: false,
  impactCallTurn: {},
  legacyOneCounterPerBattle: false,
  legacyNoFirstTurnDraw: false,
  countersThisBattle: {},
  conditions: [],
  finalStarted: false,
  ending: null,
}));

export function data(ctx: GameContext): BfData {
  return buddyfightData.of(ctx);
}

export function definitionOf(ctx: GameContext, id: string): BuddyfightCard | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  return card === undefined ? undefined : bf(ctx.title.cards.get(card.card));
}

export function zoneOf(card: CardObject): string {
  return zoneNameOf(card.zone);
}

export function areaOf(card: CardObject): Area | undefined {
  if (zoneOf(card) !== 'field') return undefined;
  return parseZoneKey(card.zone).slot as Area | undefined;
}

export const resolutionKey = zoneKey('shared', 'resolution');

/**
 * Area keys by player, made once (rule checks and listings ask for them many times per decision, issue 14).
 * Bounded like the kernel's key tables: past `playersKept` players it starts over.
 */
const areaKeys = new Map<PlayerId, Readonly<Record<Area, string>>>();
const playersKept = 64;

export function areaKey(player: PlayerId, area: Area): string {
  let keys = areaKeys.get(player);
  if (keys === undefined) {
    if (areaKeys.size >= playersKept) areaKeys.clear();
    keys = { left: zoneKey(player, 'field', 'left'), center: zoneKey(player, 'field', 'center'), right: zoneKey(player, 'field', 'right') };
    areaKeys.set(player, keys);
  }
  return keys[area];
}

export function isRested(card: CardObject): boolean {
  return cardStatus.get(card, 'rested') === true;
}

/** A monster on the field: in one of the three areas ([Mat-⑤⑥⑦]). */
export function isFieldMonster(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && zoneOf(card) === 'field' && isMonsterType(definitionOf(ctx, id)?.type);
}

export function isImpactMonster(ctx: GameContext, id: string): boolean {
  return definitionOf(ctx, id)?.type === 'impact-monster';
}

export function isImpact(ctx: GameContext, id: string): boolean {
  return isImpactType(definitionOf(ctx, id)?.type);
}

/** A fighter's monsters, area by area (the `field` zone's slots are the areas, in this order). */
export function monstersOf(ctx: GameContext, player: PlayerId): string[] {
  return cardsInZone(ctx, player, 'field');
}

export function lifeOf(ctx: GameContext, player: PlayerId): number {
  return (
    playerStatus.get(
      ctx.state.players.find((p) => p.id === player),
      'life',
    ) ?? 0
  );
}

export function setLife(ctx: GameContext, player: PlayerId, life: number): void {
  const state = ctx.state.players.find((p) => p.id === player);
  if (state !== undefined) playerStatus.set(state, 'life', life);
}

export function log(ctx: GameContext, type: string, player: PlayerId | undefined, detail: JsonObject): void {
  appendLog(ctx.state, player === undefined ? { type, detail } : { type, player, detail });
}

/** The soul slot under a card in `area` (or the item): soul cards sit in `soul#<area>` ([Oth:ソウル]). */
export function soulKey(player: PlayerId, slot: Area | 'item'): string {
  return zoneKey(player, 'soul', slot);
}

/** The slot a field card's soul sits in: its area, or the item slot. */
export function soulSlotOf(card: CardObject): Area | 'item' | undefined {
  return zoneOf(card) === 'item' ? 'item' : areaOf(card);
}

/**
 * The soul of a field card ([Oth:ソウル]). Each soul card records its host's serial (`host`), so two
 * monsters sharing an area (before RP-2, or with 『C・テリトリー』) keep their own souls.
 */
export function soulOf(ctx: GameContext, id: string): string[] {
  const card = ctx.state.cards[id];
  if (card === undefined) return [];
  const slot = soulSlotOf(card);
  if (slot === undefined) return [];
  // A soul card placed without a host (a scenario's set-up) belongs to whatever is in its slot.
  return cardsIn(ctx, soulKey(card.controller, slot)).filter((s) => {
    const host = cardStatus.get(ctx.state.cards[s], 'host');
    return host === undefined || host === card.serial;
  });
}
