/**
 * Weiß Schwarz bookkeeping inside `GameState`: the attack in progress (ch. 7) under `data.weiss`, and card
 * states in each card's `status` (`rested`, `reversed`; neither = standing, 4.6). All plain JSON.
 */
import { cardsInZone, defineTitleData, emitEvent, numericStat, zoneCount, type GameContext, type PlayerState } from '@tcgkit/kernel';
import { cardData, type Colour, type TriggerIcon, type WeissSchwarzCard } from './cards/schema.js';
import { cardStatus } from './cards/status.js';

export type AttackType = 'front' | 'side' | 'direct';

export interface Attack {
  attacker: string;
  /** The attacker's slot key: the attacking status ends when it leaves it (7.2.1.5). */
  attackerZone: string;
  type: AttackType;
  /** The defending character of a front attack, and its slot key (7.2.1.5.1). */
  defender: string | null;
  defenderZone: string | null;
}

export interface WeissData {
  attack: Attack | null;
  /** Attack sub-phases begun this turn (7.2.1.3.1.2). */
  attacks: number;
  /** 7.2.1.1: "start of attack phase" is emitted at the first declaration step only. */
  attackPhaseBegun: boolean;
  /** The turn player chose "end attacks" (7.2.1.3.2). */
  attacksEnded: boolean;
  /** 6.8.1.1: "at end of turn" triggers once per turn even when the end phase restarts. */
  endEmitted: boolean;
  [key: string]: unknown;
}

const weissData = defineTitleData<WeissData>('weiss', () => ({
  attack: null,
  attacks: 0,
  attackPhaseBegun: false,
  attacksEnded: false,
  endEmitted: false,
}));

export function wsData(ctx: GameContext): WeissData {
  return weissData.of(ctx);
}

export function playerState(ctx: GameContext, player: string): PlayerState {
  const found = ctx.state.players.find((p) => p.id === player);
  if (found === undefined) throw new Error(`no player ${player}`);
  return found;
}

export function definitionOf(ctx: GameContext, id: string): WeissSchwarzCard | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  return card === undefined ? undefined : cardData(ctx.title.cards, card.card);
}

export function isCharacter(ctx: GameContext, id: string): boolean {
  return definitionOf(ctx, id)?.type === 'character';
}

export function isClimax(ctx: GameContext, id: string): boolean {
  return definitionOf(ctx, id)?.type === 'climax';
}

export function triggerIconsOf(ctx: GameContext, id: string): TriggerIcon[] {
  return [...(definitionOf(ctx, id)?.triggers ?? [])];
}

/** A player's level: the number of cards in their level zone (8.6.2.1.2, digest §13). */
export function levelOf(ctx: GameContext, player: string): number {
  // Counted, not copied: the loss check reads both players' levels at every check timing (round 7 of issue 14).
  return zoneCount(ctx, player, 'level');
}

/**
 * The colours in a player's level zone and clock (8.6.2.1.1). A face-down level card is blank (3.9.2.2.1)
 * and gives no colour (digest §3.5 interpretation).
 */
export function coloursOf(ctx: GameContext, player: string): Set<Colour> {
  const out = new Set<Colour>();
  for (const zone of ['level', 'clock']) {
    for (const id of cardsInZone(ctx, player, zone)) {
      if (ctx.state.cards[id]?.faceUp === false) continue;
      const colour = definitionOf(ctx, id)?.colour;
      if (colour !== undefined) out.add(colour);
    }
  }
  return out;
}

export function powerOf(ctx: GameContext, id: string): number {
  return numericStat(ctx, id, 'power');
}

export function soulOf(ctx: GameContext, id: string): number {
  return numericStat(ctx, id, 'soul');
}

/** The card's current level (2.6); a climax reads as 0 (2.19.1). */
export function cardLevelOf(ctx: GameContext, id: string): number {
  return numericStat(ctx, id, 'level');
}

export function isRested(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && cardStatus.get(card, 'rested') === true;
}

export function isReversed(ctx: GameContext, id: string): boolean {
  const card = ctx.state.cards[id];
  return card !== undefined && cardStatus.get(card, 'reversed') === true;
}

export function isStanding(ctx: GameContext, id: string): boolean {
  return !isRested(ctx, id) && !isReversed(ctx, id);
}

/** 4.6: puts a character into one placement state; one it already has is not performed (1.3.2.1). */
export function setPlacement(ctx: GameContext, id: string, state: 'stand' | 'rest' | 'reverse'): boolean {
  const card = ctx.state.cards[id];
  if (card === undefined) return false;
  const current = cardStatus.get(card, 'reversed') === true ? 'reverse' : cardStatus.get(card, 'rested') === true ? 'rest' : 'stand';
  if (current === state) return false;
  cardStatus.clear(card, 'rested');
  cardStatus.clear(card, 'reversed');
  if (state === 'rest') cardStatus.set(card, 'rested', true);
  if (state === 'reverse') cardStatus.set(card, 'reversed', true);
  // "When … becomes rested / reversed / stands" abilities watch this (only a real change, 1.3.2.1).
  emitEvent(ctx, {
    type: state === 'stand' ? 'stood' : state === 'rest' ? 'rested' : 'reversed',
    player: card.controller,
    detail: { card: id },
  });
  return true;
}
