/**
 * Vanguard's own bookkeeping inside `GameState`: the battle in progress (ch.10) under `data.vanguard`,
 * fighter values (vanguard damage 3.1.2, orders played 9.9.2.3…) in each player's `status`, and card states
 * (rested 4.3.2, attacking, boosting…) in each card's `status`. All plain JSON, so snapshots carry it.
 */
import { cardsInZone, defineTitleData, numericStat, opponentOf, statOf, type GameContext, type PlayerState } from '@tcgkit/kernel';
import { cardData, type VanguardCard } from './cards/schema.js';
import { cardStatus, playerStatus, type PlayerCounter } from './cards/status.js';
import { otherRulesCardStatus } from './verbs/other-rules-status.js';

export interface Battle {
  /** Battles started this turn, this one included (10.1.3). */
  number: number;
  attacker: string | null;
  /** Where the attacker and targets were when chosen: a unit that moves or leaves is no longer compared (10.7.1.2.1). */
  attackerCircle: string | null;
  targets: string[];
  targetCircles: string[];
  booster: string | null;
  hits: string[];
  /** Set when the battle's damage comparison ran (10.7.1.2). */
  compared: boolean;
  driveChecks: number;
  driveCard: string | null;
  /** "'When it hits' effects also activate without a hit" this battle (10.7.1.8, src/verbs/hit-effects-without-hit.ts). */
  hitEffectsWithoutHit?: boolean;
  /** The unit the attack was made against (the designated attacked unit, 10.4.1.8; read by 10.7.1.6.1). */
  designated?: string;
}

export interface VanguardData {
  battle: Battle | null;
  battles: number;
  /** The battle phase's start step ran this turn (a battle of a main-phase attack, 7.36.1, comes before it). */
  battlePhaseBegun?: boolean;
  /** The turn player chose to attack at the start step (10.3.1.3). */
  attackDeclared: boolean;
  /** End-phase and close-step "start of" triggers already emitted in this end phase / close step (9.11.8, 10.8.1.1). */
  endEmitted: boolean;
  closeEmitted: boolean;
  [key: string]: unknown;
}

const vanguardData = defineTitleData<VanguardData>('vanguard', () => ({
  battle: null,
  battles: 0,
  attackDeclared: false,
  endEmitted: false,
  closeEmitted: false,
}));

export function vgData(ctx: GameContext): VanguardData {
  return vanguardData.of(ctx);
}

export function currentBattle(ctx: GameContext): Battle | null {
  return vgData(ctx).battle;
}

export function playerState(ctx: GameContext, player: string): PlayerState {
  const found = ctx.state.players.find((p) => p.id === player);
  if (found === undefined) throw new Error(`no player ${player}`);
  return found;
}

export function counter(ctx: GameContext, player: string, key: PlayerCounter): number {
  return playerStatus.get(playerState(ctx, player), key) ?? 0;
}

export function setCounter(ctx: GameContext, player: string, key: PlayerCounter, value: number): void {
  playerStatus.set(playerState(ctx, player), key, value);
}

export function definitionOf(ctx: GameContext, id: string): VanguardCard | undefined {
  const card = ctx.state.cards[id] ?? ctx.state.lastKnown[id];
  if (card === undefined) return undefined;
  const data = cardData(ctx.title.cards, card.card);
  // 18.5.2: a set card put on a circle as a unit has the unit main type and the subtype the placing gave it.
  const asUnit = otherRulesCardStatus.get(card, 'setAsUnit');
  return asUnit === undefined || data === undefined ? data : ({ ...data, type: 'unit', subtype: asUnit } as VanguardCard);
}

/** Grade as currently modified (2.4); null for non-numeric grades. */
export function gradeOf(ctx: GameContext, id: string): number | null {
  const value = statOf(ctx, id, 'grade');
  return typeof value === 'number' ? value : null;
}

export function powerOf(ctx: GameContext, id: string): number {
  return numericStat(ctx, id, 'power');
}

export function isRested(ctx: GameContext, id: string): boolean {
  return cardStatus.get(ctx.state.cards[id], 'rested') === true;
}

/** Main type unit (2.9.3.1); dress-sources and pseudo-cards are not. */
export function isUnitCard(ctx: GameContext, id: string): boolean {
  return definitionOf(ctx, id)?.type === 'unit';
}

export function isTriggerUnit(ctx: GameContext, id: string): boolean {
  return definitionOf(ctx, id)?.subtype === 'trigger';
}

export function hasKeyword(ctx: GameContext, id: string, keyword: string): boolean {
  const value = statOf(ctx, id, 'keywords');
  return Array.isArray(value) && value.includes(keyword);
}

export function damageCount(ctx: GameContext, player: string): number {
  return cardsInZone(ctx, player, 'damage').length;
}

export { opponentOf };
