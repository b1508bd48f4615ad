/**
 * The zones of ch. 3. The stage (3.5) is one zone whose five slots (3.6) are the front row's left, centre
 * and right and the back row's left and right; a slot-to-slot move keeps the card the same object (3.1.4,
 * 3.6.3). Each slot has a marker zone (3.7), kept as a slotted zone of its own: it is not part of the stage.
 */
import { cardsIn, zoneKey, type GameContext, type ZoneContribution } from '@tcgkit/kernel';

export type SlotName = 'fl' | 'fc' | 'fr' | 'bl' | 'br';
export const slotNames: readonly SlotName[] = ['fl', 'fc', 'fr', 'bl', 'br'];
export const frontSlots: readonly SlotName[] = ['fl', 'fc', 'fr'];
export const backSlots: readonly SlotName[] = ['bl', 'br'];

/** 3.6.6: my front left faces the opponent's front right, centre faces centre. */
const facing: Record<string, SlotName> = { fl: 'fr', fc: 'fc', fr: 'fl' };
/** 3.6.5: the back left is behind the front left and centre, the back right behind the centre and right. */
const inFront: Record<string, readonly SlotName[]> = { bl: ['fl', 'fc'], br: ['fc', 'fr'] };

export function facingSlot(slot: string): SlotName | undefined {
  return facing[slot];
}

/** The front slots related to a back slot (3.6.5 "前の"). */
export function slotsInFrontOf(slot: string): readonly SlotName[] {
  return inFront[slot] ?? [];
}

/** The back slots related to a front slot (3.6.5 "後ろの"). */
export function slotsBehind(slot: string): SlotName[] {
  return backSlots.filter((back) => inFront[back]!.includes(slot as SlotName));
}

export function stageKey(player: string, slot: string): string {
  return zoneKey(player, 'stage', slot);
}

export function slotOfKey(key: string): SlotName | undefined {
  const hash = key.indexOf('#');
  if (hash < 0 || !key.slice(0, hash).endsWith('/stage')) return undefined;
  const slot = key.slice(hash + 1);
  return (slotNames as readonly string[]).includes(slot) ? (slot as SlotName) : undefined;
}

/** The slot a card is in, if it is on the stage. */
export function slotOf(ctx: GameContext, id: string): SlotName | undefined {
  const card = ctx.state.cards[id];
  return card === undefined ? undefined : slotOfKey(card.zone);
}

/** The character in a slot (the most recently placed when a play put two there, 8.6.2.5.1). */
export function characterIn(ctx: GameContext, player: string, slot: string): string | undefined {
  return cardsIn(ctx, stageKey(player, slot))[0];
}

export function charactersOf(ctx: GameContext, player: string, slots: readonly string[] = slotNames): string[] {
  return slots.flatMap((slot) => cardsIn(ctx, stageKey(player, slot)));
}

const player = (
  name: string,
  visibility: ZoneContribution['visibility'],
  ordered: boolean,
  rule: string,
  extra: Partial<ZoneContribution> = {},
) => ({
  name,
  scope: 'player' as const,
  visibility,
  ordered,
  rule,
  ...extra,
});

const slots = slotNames.map((name) => ({
  name,
  attributes: {
    row: name.startsWith('f') ? 'front' : 'back',
    column: name.endsWith('l') ? 'left' : name.endsWith('c') ? 'centre' : 'right',
  },
}));

/**
 * Zone table (3.2–3.13). Zones are listed top first: the clock's first card is its newest (3.8.2), the
 * waiting room's first its most recent (3.4.2). Stock and deck are hidden from everyone (3.2.2, 3.10.2);
 * markers enter face down (3.7.2). The resolution zone is each player's own (3.1.1).
 */
export const weissSchwarzZones: Omit<ZoneContribution, 'title'>[] = [
  player('deck', 'hidden', true, 'WS 3.2'),
  player('hand', 'owner', false, 'WS 3.3'),
  player('waiting-room', 'public', true, 'WS 3.4'),
  player('stage', 'public', false, 'WS 3.5', { keepsIdentityWithin: true, slots }),
  player('marker', 'public', true, 'WS 3.7', { faceDown: true, slots: slotNames.map((name) => ({ name })) }),
  player('clock', 'public', true, 'WS 3.8'),
  // 3.9.2.2: the owner may look at their own face-down level cards; the opponent may not.
  player('level', 'public', true, 'WS 3.9', { ownerSeesFaceDown: true }),
  player('stock', 'hidden', true, 'WS 3.10'),
  player('climax', 'public', false, 'WS 3.11'),
  player('memory', 'public', false, 'WS 3.12'),
  player('resolution', 'public', true, 'WS 3.13'),
];
