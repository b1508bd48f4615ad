import {
  appendLog,
  currentWindow,
  defineTitleData,
  EngineFault,
  zoneKey,
  zoneNameOf,
  statOf,
  type CardObject,
  type GameContext,
  type JsonObject,
  type PlayerId,
  type WindowFrame,
} from '@tcgkit/kernel';
import { bd, type BuildDivideCard, type Colour, type Cost } from './cards/schema.js';
import { cardStatus } from './cards/status.js';

/** A damage packet (1002-1): who receives it, where it comes from, how much, how much is dealt. */
export interface Packet {
  id: number;
  player: PlayerId;
  /** 1104-3a ranks sources: Buster icon, then effects, then battle units. */
  source: 'buster' | 'effect' | 'hit';
  /** The attacking unit (hit, and Buster damage born of a hit, 1003-2c:i) or the effect's source card. */
  card: string | null;
  /** Fixed amount; a hit packet reads its attacker's current Hit instead (1002-2b). */
  amount: number;
  dealt: number;
  /** A damage window has been opened for it (1104-3). */
  opened: boolean;
  [key: string]: string | number | boolean | null;
}

/** The attack in progress (802–806). */
export interface AttackState {
  attacker: string | null;
  /** A player id, or a unit's object id (803-7c: the blocker becomes the target). */
  target: string | null;
  ended: boolean;
  declared: boolean;
  blocker: string | null;
  battling: string[];
  blitzAt804_2: string[];
  cancelled: boolean;
  result: JsonObject | null;
  /** 802-7: the turn player took back "end attacks" after the opponent answered it (written by the retract step). */
  retracted?: boolean;
  [key: string]: string | number | boolean | null | string[] | JsonObject | undefined;
}

/** Build Divide's own part of `GameState.data`. */
export interface BdData {
  packets: Packet[];
  nextPacket: number;
  /** Turn number in which each player last placed energy, with the count (1103-7a:i). */
  energyPlaced: Record<PlayerId, number>;
  firstAttackStepDone: boolean;
  attack: AttackState;
  /** Whether the non-turn player played something in the window after a declaration (802-7). */
  ntpActed: boolean;
  /** Units that entered this turn, with their attributes and controller (結束 1412-2b). */
  enteredThisTurn: { controller: PlayerId; attributes: string[] }[];
  /** Attacks made this turn, by unit serial (Berserk, 802-4c:ii). */
  attackedThisTurn: number[];
  /** Whether each player is currently in the red zone (407-4c:i). */
  redZone: Record<PlayerId, boolean>;
  [key: string]: unknown;
}

export function emptyAttack(): AttackState {
  return {
    attacker: null,
    target: null,
    ended: false,
    declared: false,
    blocker: null,
    battling: [],
    blitzAt804_2: [],
    cancelled: false,
    result: null,
  };
}

const bdData = defineTitleData<BdData>('bd', () => ({
  packets: [],
  nextPacket: 1,
  energyPlaced: {},
  firstAttackStepDone: false,
  attack: emptyAttack(),
  ntpActed: false,
  enteredThisTurn: [],
  attackedThisTurn: [],
  redZone: {},
}));

export function data(ctx: GameContext): BdData {
  return bdData.of(ctx);
}

export function cardData(ctx: GameContext, id: string): BuildDivideCard | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  return card === undefined ? undefined : bd(ctx.title.cards.get(card.card));
}

export function object(ctx: GameContext, id: string | null | undefined): CardObject | undefined {
  return id === null || id === undefined ? undefined : ctx.state.cards[id];
}

export function zoneOf(card: CardObject): string {
  return zoneNameOf(card.zone);
}

export function key(player: PlayerId, zone: string): string {
  return zoneKey(player, zone);
}

export const resolutionKey = zoneKey('shared', 'resolution');

/** 403-2: stand or rest; cards enter standing (403-2c), so "rested" is absent on a fresh object. */
export function isRested(card: CardObject): boolean {
  return cardStatus.get(card, 'rested') === true;
}

/** 406-6: marked damage on a field unit. */
export function damageOf(card: CardObject): number {
  return cardStatus.get(card, 'damage') ?? 0;
}

/** 404-1: a territory is open only in the territory zone or on the field, open side up. */
export function isOpen(card: CardObject): boolean {
  const zone = zoneOf(card);
  return (zone === 'territory' || zone === 'field') && cardStatus.get(card, 'open') === true;
}

/** 203-2, 409-4a: a card's colours; face-down energy and unopened territories have none. */
export function coloursOf(ctx: GameContext, card: CardObject): Colour[] {
  if (!card.faceUp) return [];
  const definition = bd(ctx.title.cards.get(card.card));
  if (definition === undefined) return [];
  if (definition.type === 'territory') {
    // 319-3: the side it shows in the territory zone and on the field, the unopened one elsewhere (which has no
    // colour, 203-2a); 319-3a: in the D-deck its colours are read from the open side.
    return isOpen(card) || zoneOf(card) === 'd-deck' ? definition.open.cost.colours : [];
  }
  if (definition.type === 'unit' || definition.type === 'command') return costOf(ctx, card.id)?.colours ?? definition.cost.colours;
  return [];
}

export function typeOf(ctx: GameContext, id: string): string | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  if (card === undefined) return undefined;
  if (cardStatus.get(card, 'aura') === true) return 'aura'; // 521-1b:ii: an aura loses its other types
  if (cardStatus.get(card, 'unit') === true) return 'unit'; // a territory made a unit (1406-1a)
  return bd(ctx.title.cards.get(card.card))?.type; // `cardData` of the object just read
}

/** 401-7: "unit" means a Unit card on the field. */
export function isUnit(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && zoneOf(card) === 'field' && typeOf(ctx, id) === 'unit';
}

export function log(ctx: GameContext, type: string, player: PlayerId | undefined, detail: JsonObject): void {
  appendLog(ctx.state, player === undefined ? { type, detail } : { type, player, detail });
}

export function requireWindowFrame(ctx: GameContext): WindowFrame {
  const frame = currentWindow(ctx);
  if (frame === undefined) throw new EngineFault('no window is open');
  return frame;
}

/**
 * A unit's or command's play cost as information (the stat `cost`: the printed cost, or the one an effect gave it).
 * 524-2: "has the same values as" card B copies B's play cost, and with it its colour (203-2), as a continuous effect
 * (modification `copy` of the stat `cost`).
 */
export function costOf(ctx: GameContext, id: string): Cost | undefined {
  const value = statOf(ctx, id, 'cost');
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value['total'] === 'number'
    ? (value as unknown as Cost)
    : undefined;
}
