import type { DecisionKind } from './decision-kind.js';
import { ErrorCode, ruleError, short } from '../rules/rule-error.js';
import { isChooseAction, type Action, type SelectDecision } from './decision.js';

/** Enumerating every subset can explode; past this many answers the list is cut (documented). */
export const maxEnumeratedChoices = 512;

/** Answers to a `select` decision: `{ type: 'choose', choice: [...] }` with between min and max option ids. */
export const selectDecisionKind: DecisionKind<unknown> = {
  title: '*',
  kind: 'select',
  accepts: () => ['choose'],
  enumerate(_ctx, decision) {
    const select = decision as SelectDecision;
    const ids = select.options.map((o) => o.id);
    const out: Action[] = [];
    const emit = (choice: string[]): boolean => {
      out.push({ type: 'choose', player: select.player, choice });
      return out.length < maxEnumeratedChoices;
    };
    if (select.ordered === true) permutations(ids, select.min, select.max, emit);
    else combinations(ids, select.min, select.max, emit);
    return out;
  },
  validate(_ctx, decision, action) {
    const select = decision as SelectDecision;
    if (action.type !== 'choose') {
      return ruleError(ErrorCode.unknownAction, `expected "choose" to answer: ${select.prompt}`, select.rule);
    }
    if (!isChooseAction(action)) return ruleError(ErrorCode.malformedAction, 'choice must be an array of option ids');
    const { choice } = action;
    if (new Set(choice).size !== choice.length) return ruleError(ErrorCode.badChoice, 'the same option was chosen twice');
    const unknown = choice.find((id) => !select.options.some((o) => o.id === id));
    if (unknown !== undefined) return ruleError(ErrorCode.badChoice, `"${short(unknown)}" is not one of the options`, select.rule);
    if (choice.length < select.min || choice.length > select.max) {
      const range = select.min === select.max ? `${select.min}` : `${select.min} to ${select.max}`;
      return ruleError(ErrorCode.badChoice, `choose ${range}, not ${choice.length}`, select.rule);
    }
    return null;
  },
};

function combinations(ids: readonly string[], min: number, max: number, emit: (c: string[]) => boolean): void {
  for (let size = min; size <= max; size++) {
    const walk = (start: number, picked: string[]): boolean => {
      if (picked.length === size) return emit([...picked]);
      for (let i = start; i < ids.length; i++) {
        picked.push(ids[i] as string);
        const more = walk(i + 1, picked);
        picked.pop();
        if (!more) return false;
      }
      return true;
    };
    if (!walk(0, [])) return;
  }
}

function permutations(ids: readonly string[], min: number, max: number, emit: (c: string[]) => boolean): void {
  for (let size = min; size <= max; size++) {
    const walk = (picked: string[]): boolean => {
      if (picked.length === size) return emit([...picked]);
      for (const id of ids) {
        if (picked.includes(id)) continue;
        picked.push(id);
        const more = walk(picked);
        picked.pop();
        if (!more) return false;
      }
      return true;
    };
    if (!walk([])) return;
  }
}
