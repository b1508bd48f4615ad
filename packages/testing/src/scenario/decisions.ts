import type { AnyDecision, ReadonlyState } from '@tcgkit/kernel';

/** A decision as a sentence that names it: `decision #7: p1 must select "Choose a unit to retire" (choose 1 of: Soldier (c4) [soldier], Brute (c9) [brute])`. */
export function describeDecision(state: ReadonlyState, decision: AnyDecision): string {
  const head = `decision #${decision.id}: ${decision.player} must ${decision.kind === 'play' ? 'act or pass' : decision.kind} "${decision.prompt}"`;
  if (decision.kind === 'play' && 'window' in decision) return `${head} in window ${decision.window}`;
  if (decision.kind === 'select' && 'options' in decision) {
    const range = decision.min === decision.max ? `${decision.min}` : `${decision.min}–${decision.max}`;
    const options = decision.options.map((o) => {
      const text = o.label.includes(o.id) ? o.label : `${o.id} ${o.label}`;
      const card = o.card === undefined ? undefined : state.cards[o.card];
      return card === undefined ? text : `${text} [${card.card}]`;
    });
    return `${head} (choose ${range} of: ${options.join(', ')})`;
  }
  return head;
}

/**
 * Choices (select and title-specific kinds) hold the game in the middle of something; play timings are
 * where it rests. Strict mode lets expectations look at the board at a play timing without naming it.
 */
export function isChoice(decision: AnyDecision): boolean {
  return decision.kind !== 'play';
}
