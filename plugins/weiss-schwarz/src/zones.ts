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

/**
 * Stage slot keys by player and slot, made once (the kernel's `zoneKey` strings). Rule checks, attack listings and
 * the encore read every slot of both players many times per decision (round 7 of issue 14): one lookup here instead
 * of the kernel's three-level one. Player ids come from outside, so past `playersKept` of them it starts over.
 */
const stageKeys = new Map<string, readonly string[]>();
const playersKept = 64;

/** A slot name's place in `slotNames`, or -1 (a switch over the five names: no lookup table to hash into). */
function slotIndex(slot: string): number {
  switch (slot) {
    case 'fl':
      return 0;
    case 'fc':
      return 1;
    case 'fr':
      return 2;
    case 'bl':
      return 3;
    case 'br':
      return 4;
    default:
      return -1;
  }
}

/** A player's five stage slot keys, in `slotNames` order (made once per player, see `stageKeys`). */
export function stageKeysOf(player: string): readonly string[] {
  let keys = stageKeys.get(player);
  if (keys === undefined) {
    if (stageKeys.size >= playersKept) stageKeys.clear();
    stageKeys.set(player, (keys = slotNames.map((name) => zoneKey(player, 'stage', name))));
  }
  return keys;
}

export function stageKey(player: string, slot: string): string {
  const index = slotIndex(slot);
  return index < 0 ? zoneKey(player, 'stage', slot) : stageKeysOf(player)[index]!;
}

/**
 * The slot a zone key names, worked out once per key (a key is the same string for the whole game, and the slot of
 * an attacker or defender is read at every listing of attacks and every attack; round 7 of issue 14). Bounded like
 * `stageKeys`: keys follow from player ids.
 */
const slotsByKey = new Map<string, SlotName | null>();
const keysKept = 1024;

export function slotOfKey(key: string): SlotName | undefined {
  let slot = slotsByKey.get(key);
  if (slot === undefined) {
    if (slotsByKey.size >= keysKept) slotsByKey.clear();
    slotsByKey.set(key, (slot = parsedSlot(key)));
  }
  return slot ?? undefined;
}

function parsedSlot(key: string): SlotName | null {
  const hash = key.indexOf('#');
  if (hash < 0 || !key.slice(0, hash).endsWith('/stage')) return null;
  const slot = key.slice(hash + 1);
  return (slotNames as readonly string[]).includes(slot) ? (slot as SlotName) : null;
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
  const out: string[] = [];
  for (let s = 0; s < slots.length; s++) {
    const cards = cardsIn(ctx, stageKey(player, slots[s]!));
    for (let i = 0; i < cards.length; i++) out.push(cards[i]!);
  }
  return out;
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
