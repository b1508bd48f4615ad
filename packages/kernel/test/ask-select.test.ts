/**
 * `askSelect`, the one way a verb or flow step asks a plain select question: it asks while there is no answer
 * and returns the ids picked once there is one, without touching the game.
 */
import { describe, expect, it } from 'vitest';
import { askSelect, confirmQuestion, confirmRequest, leavesNoChoice, type Action } from '../src/index.js';

const question = {
  player: 'p1',
  prompt: 'Choose a circle',
  rule: 'VG 6.2.3.2',
  options: [
    { id: 'fl', label: 'fl' },
    { id: 'fr', label: 'fr' },
  ],
};

describe('askSelect', () => {
  it('asks one option by default, with the rule between prompt and options', () => {
    const asked = askSelect(undefined, question);
    expect(asked).toEqual({
      ask: {
        type: 'decide',
        request: { kind: 'select', player: 'p1', prompt: 'Choose a circle', rule: 'VG 6.2.3.2', options: question.options, min: 1, max: 1 },
      },
    });
    if (!('ask' in asked)) throw new Error('expected a question');
    expect(Object.keys(asked.ask.request)).toEqual(['kind', 'player', 'prompt', 'rule', 'options', 'min', 'max']);
    expect(asked.ask.request.options).not.toBe(question.options);
  });

  it('asks min/max of a list, ordered when the order matters, and leaves out an absent rule', () => {
    const asked = askSelect(undefined, {
      player: 'p1',
      prompt: 'Choose a circle',
      options: question.options,
      min: 0,
      max: 2,
      ordered: true,
    });
    if (!('ask' in asked)) throw new Error('expected a question');
    expect(asked.ask.request).toEqual({
      kind: 'select',
      player: 'p1',
      prompt: 'Choose a circle',
      options: question.options,
      min: 0,
      max: 2,
      ordered: true,
    });
    expect('rule' in asked.ask.request).toBe(false);
  });

  it('returns the ids picked once answered, and asks again for an answer that is not a choice', () => {
    expect(askSelect({ type: 'choose', player: 'p1', choice: ['fr'] }, question)).toEqual({ picked: ['fr'] });
    expect(askSelect({ type: 'choose', player: 'p1', choice: [] }, { ...question, min: 0 })).toEqual({ picked: [] });
    expect('ask' in askSelect({ type: 'pass', player: 'p1' } as Action, question)).toBe(true);
  });

  it('asks again for an answer the question does not accept', () => {
    const accepts = (picked: readonly string[]) => picked[0] === 'fl';
    expect('ask' in askSelect({ type: 'choose', player: 'p1', choice: ['fr'] }, { ...question, accepts })).toBe(true);
    expect(askSelect({ type: 'choose', player: 'p1', choice: ['fl'] }, { ...question, accepts })).toEqual({ picked: ['fl'] });
  });

  it("keeps the question's key order, so a yes/no asked through it reads as confirmRequest", () => {
    const asked = askSelect(undefined, confirmQuestion('p2', 'Pay the cost?', 'BD 902-3'));
    if (!('ask' in asked)) throw new Error('expected a question');
    expect(JSON.stringify(asked.ask.request)).toBe(JSON.stringify(confirmRequest('p2', 'Pay the cost?', 'BD 902-3')));
    expect(Object.keys(asked.ask.request)).toEqual(['kind', 'player', 'prompt', 'options', 'min', 'max', 'rule']);
    expect(askSelect({ type: 'choose', player: 'p2', choice: ['no'] }, confirmQuestion('p2', 'Pay the cost?'))).toEqual({ picked: ['no'] });
  });

  it('[kernel] takeForced takes the options without asking when every one must be picked, and only then', () => {
    const one = { ...question, options: [question.options[0]!], takeForced: true };
    expect(askSelect(undefined, one)).toEqual({ picked: ['fl'] });
    expect(askSelect(undefined, { ...question, min: 2, max: 2, takeForced: true })).toEqual({ picked: ['fl', 'fr'] });
    // A real choice, an optional pick, an order that matters, or no takeForced: asked, and the flag never reaches the decision.
    const asked = askSelect(undefined, { ...question, takeForced: true });
    expect('ask' in asked && Object.keys(asked.ask.request)).toEqual(['kind', 'player', 'prompt', 'rule', 'options', 'min', 'max']);
    expect('ask' in askSelect(undefined, { ...one, min: 0 })).toBe(true);
    expect('ask' in askSelect(undefined, { ...question, min: 2, max: 2, ordered: true, takeForced: true })).toBe(true);
    expect('ask' in askSelect(undefined, { ...question, options: [question.options[0]!] })).toBe(true);
  });

  it('[kernel] leavesNoChoice: options left no choice exactly when all of them must be picked', () => {
    expect(leavesNoChoice(1, 1)).toBe(true);
    expect(leavesNoChoice(2, 2)).toBe(true);
    expect(leavesNoChoice(2, 1)).toBe(false);
    expect(leavesNoChoice(3, 0)).toBe(false);
    expect(leavesNoChoice(0, 0)).toBe(false);
  });
});
