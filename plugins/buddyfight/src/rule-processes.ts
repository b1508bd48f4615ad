import {
  cardsIn,
  keywordsOf,
  markLoss,
  moveCard,
  zoneCount,
  zoneKey,
  type GameContext,
  type PlayerId,
  type RuleProcessContribution,
} from '@tcgkit/kernel';
import { areaKey, areas, definitionOf, lifeOf, log, monstersOf, soulKey, type Area } from './state.js';
import { leaveField } from './verbs.js';
import { cardStatus } from './cards/status.js';

type Process = Omit<RuleProcessContribution, 'title'>;

/**
 * ★ルール処理★ ([Intro], digest §1.2), run at every check timing (each play timing opens with one,
 * [PT 1.1], and follows every use and resolution): RP-1 loss, then RP-2 area duplicates, then RP-3 size.
 * The kernel performs the applicable ones in order and repeats until none applies; each `perform`
 * re-reads the position, so RP-3 sees what RP-2 left (BF-007).
 */
const players = (ctx: GameContext): PlayerId[] => ctx.state.players.map((p) => p.id);

/** How many monsters an area holds: 1, or 2 in a center with a 『C・テリトリー』 monster ([KW:C・テリトリー]). */
export function capacityOfArea(ctx: GameContext, player: PlayerId, area: Area): number {
  if (area !== 'center') return 1;
  return cardsIn(ctx, areaKey(player, area)).some((id) => keywordsOf(ctx, id).includes('c-territory')) ? 2 : 1;
}

const byPlacement = (ctx: GameContext) => (a: string, b: string) => ctx.state.cards[a]!.enteredAt - ctx.state.cards[b]!.enteredAt;

function overfullAreas(ctx: GameContext, player: PlayerId): { key: string; keep: number }[] {
  const out: { key: string; keep: number }[] = [];
  for (const area of areas) {
    const key = areaKey(player, area);
    const held = cardsIn(ctx, key).length;
    // An area holds at least one: its capacity (a keyword read) matters only with two or more in it.
    if (held <= 1) continue;
    const keep = capacityOfArea(ctx, player, area);
    if (held > keep) out.push({ key, keep });
  }
  if (zoneCount(ctx, player, 'item') > 1) out.push({ key: zoneKey(player, 'item'), keep: 1 });
  return out;
}

/** Total size of a fighter's monsters ([Intro] RP-3; sizeless cards count 0). */
export function totalSize(ctx: GameContext, player: PlayerId): number {
  // Area by area, without listing the monsters (read at every check timing for each fighter, issue 14).
  let sum = 0;
  for (const area of areas) for (const id of cardsIn(ctx, areaKey(player, area))) sum += definitionOf(ctx, id)?.size ?? 0;
  return sum;
}

export const ruleProcesses: Process[] = [
  {
    // [Oth:ソウル]: when a card leaves the field its soul goes to the drop zone at once. Moves made by
    // generic effects (the kernel's `move`) leave soul behind; this puts it where it belongs before anything else.
    id: 'orphan-soul',
    rule: 'BF Oth:ソウル',
    order: 0,
    timing: 'check',
    applies: (ctx) => ctx.state.players.some((p) => orphanSouls(ctx, p.id).length > 0),
    perform(ctx) {
      for (const p of players(ctx))
        for (const id of orphanSouls(ctx, p)) moveCard(ctx, id, zoneKey(ctx.state.cards[id]!.owner, 'drop'), { reason: 'soul-left' });
    },
  },
  {
    // RP-1: life 0 or less, or no card in the deck: that fighter loses ([Intro]); both at once is a draw
    // (a reading: the source says each loses, §16).
    id: 'loss',
    rule: 'BF Intro RP-1',
    order: 1,
    timing: 'check',
    applies: (ctx) => ctx.state.players.some((p) => p.losing === undefined && losing(ctx, p.id) !== null),
    perform(ctx) {
      for (const p of ctx.state.players) {
        const reason = losing(ctx, p.id);
        if (reason !== null) markLoss(ctx, p.id, reason);
      }
    },
  },
  {
    // RP-2: two or more monsters (or items) in one area: all but the last placed go to the drop zone.
    id: 'area-duplicates',
    rule: 'BF Intro RP-2',
    order: 2,
    timing: 'check',
    applies: (ctx) => ctx.state.players.some((p) => overfullAreas(ctx, p.id).length > 0),
    perform(ctx) {
      for (const p of players(ctx))
        for (const { key, keep } of overfullAreas(ctx, p)) {
          const sorted = [...cardsIn(ctx, key)].sort(byPlacement(ctx));
          for (const id of sorted.slice(0, sorted.length - keep)) {
            log(ctx, 'rule-drop', p, { card: id, rule: 'RP-2' });
            leaveField(ctx, id, 'drop', 'rule');
          }
        }
    },
  },
  {
    // RP-3: total size over 3: monsters other than the last placed go to the drop zone until it is 3 or
    // less. Reading (§16, who chooses is unspecified): the earliest placed go first.
    id: 'size',
    rule: 'BF Intro RP-3',
    order: 3,
    timing: 'check',
    applies: (ctx) => ctx.state.players.some((p) => totalSize(ctx, p.id) > 3),
    perform(ctx) {
      for (const p of players(ctx)) {
        const sorted = monstersOf(ctx, p).sort(byPlacement(ctx));
        const last = sorted[sorted.length - 1];
        for (const id of sorted) {
          if (totalSize(ctx, p) <= 3 || id === last) break;
          log(ctx, 'rule-drop', p, { card: id, rule: 'RP-3' });
          leaveField(ctx, id, 'drop', 'rule');
        }
      }
    },
  },
];

function losing(ctx: GameContext, player: PlayerId): string | null {
  if (lifeOf(ctx, player) <= 0) return 'life 0';
  if (zoneCount(ctx, player, 'deck') === 0) return 'empty deck';
  return null;
}

function orphanSouls(ctx: GameContext, player: PlayerId): string[] {
  const out: string[] = [];
  for (const slot of [...areas, 'item'] as const) {
    const soul = cardsIn(ctx, soulKey(player, slot));
    if (soul.length === 0) continue; // most slots hold no soul: no hosts to read
    const hosts = slot === 'item' ? cardsIn(ctx, zoneKey(player, 'item')) : cardsIn(ctx, areaKey(player, slot));
    const serials = new Set(hosts.map((id) => ctx.state.cards[id]!.serial));
    for (const id of soul) {
      const host = cardStatus.get(ctx.state.cards[id]!, 'host');
      if (host === undefined ? serials.size === 0 : !serials.has(host as number)) out.push(id);
    }
  }
  return out;
}
