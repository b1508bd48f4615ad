import type { Action, CardView, GameView, SelectDecision } from '@tcgkit/kernel';
import pc from 'picocolors';

/**
 * What a person at the terminal reads and types. Everything here is drawn from `view(seat)`, the same
 * public data a bot or the web board gets: names of the cards the seat may see, never an object's
 * internals. A `select` decision is answered as one multi-select (type the numbers of the options), not
 * by picking one of the enumerated combinations.
 */

/** The card names the seat may know, by object id (for labelling actions that name cards). */
export function cardNames(view: GameView): Map<string, string> {
  const names = new Map<string, string>();
  for (const zone of Object.values(view.zones)) for (const card of zone.cards) if (card.name !== undefined) names.set(card.id, card.name);
  return names;
}

/** A stat's label as the title names it (`statLabels` of its board hint), else the key capitalised. */
export function statLabel(stat: string, labels: Readonly<Record<string, string>> | undefined): string {
  return labels?.[stat] ?? stat.charAt(0).toUpperCase() + stat.slice(1);
}

/** `Power 13000 · Critical 1`: each display stat the card has, with its label (a spell has none). */
export function describeStats(card: CardView, labels: Readonly<Record<string, string>> | undefined): string {
  if (card.stats === undefined) return '';
  return Object.entries(card.stats)
    .filter(([, value]) => value !== null)
    .map(([stat, value]) => `${statLabel(stat, labels)} ${String(value)}`)
    .join(' · ');
}

/** One line per legal action of a play decision, e.g. `call card=Knight of Dawn circle="fl"`. */
export function describeAction(action: Action, names: ReadonlyMap<string, string>): string {
  const name = (value: unknown) => (typeof value === 'string' ? (names.get(value) ?? value) : JSON.stringify(value));
  const parts = Object.entries(action)
    .filter(([key]) => key !== 'type' && key !== 'player' && key !== 'decision')
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.map(name).join(' + ') : name(value)}`);
  return [action.type, ...parts].join(' ');
}

/** The lines that present a `select` decision's options and how to answer it. */
export function selectLines(decision: SelectDecision): string[] {
  const lines = decision.options.map((option, i) => `  ${String(i + 1).padStart(3)}. ${option.label}`);
  const count = decision.min === decision.max ? `${decision.min}` : `${decision.min} to ${decision.max}`;
  const order = decision.ordered === true ? ', in the order you want them' : '';
  const fallback = decision.min === 0 ? 'none' : `the first ${decision.min}`;
  lines.push(pc.dim(`  choose ${count}${order}: type their numbers separated by spaces (Enter alone: ${fallback})`));
  return lines;
}

export type ParsedAnswer = { ok: true; action: Action } | { ok: false; message: string };

/**
 * Reads a multi-select answer: option numbers separated by spaces or commas, each once, as many as the
 * decision allows. Enter alone takes the first `min` options. The kernel checks the answer again.
 */
export function parseSelectAnswer(decision: SelectDecision, answer: string): ParsedAnswer {
  const player = decision.player;
  if (answer === 'concede') return { ok: true, action: { type: 'concede', player } };
  const words = answer.split(/[\s,]+/).filter((w) => w !== '');
  const picked: number[] = [];
  for (const word of words) {
    const n = /^\d{1,4}$/.test(word) ? Number(word) : Number.NaN;
    if (!(n >= 1 && n <= decision.options.length))
      return { ok: false, message: `"${word.slice(0, 12)}" is not an option number (1 to ${decision.options.length})` };
    if (picked.includes(n)) return { ok: false, message: `option ${n} was typed twice` };
    picked.push(n);
  }
  const chosen = words.length === 0 ? decision.options.slice(0, decision.min).map((_, i) => i + 1) : picked;
  if (chosen.length < decision.min || chosen.length > decision.max) {
    const count = decision.min === decision.max ? `${decision.min}` : `${decision.min} to ${decision.max}`;
    return { ok: false, message: `choose ${count} options, not ${chosen.length}` };
  }
  return { ok: true, action: { type: 'choose', player, choice: chosen.map((n) => decision.options[n - 1]!.id) } };
}

/** Reads the answer to a play decision: the number of one listed action, or `concede`. */
export function parsePlayAnswer(player: string, legal: readonly Action[], answer: string): ParsedAnswer {
  if (answer === 'concede') return { ok: true, action: { type: 'concede', player } };
  const n = /^\d{1,6}$/.test(answer) ? Number(answer) : Number.NaN;
  if (n >= 1 && n <= legal.length) return { ok: true, action: legal[n - 1]! };
  return { ok: false, message: `type a number from 1 to ${legal.length}, or "concede"` };
}
