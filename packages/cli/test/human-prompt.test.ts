import { answerAt, createEngine, type GameView, type SelectDecision } from '@tcgkit/kernel';
import { buddyfightModule } from '@tcgkit/buddyfight';
import { vanguardModule } from '@tcgkit/vanguard';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { boardLines } from '../src/format/board.js';
import { describeAction, parsePlayAnswer, parseSelectAnswer, selectLines } from '../src/format/human-prompt.js';

const mulligan: SelectDecision = {
  id: 4,
  kind: 'select',
  player: 'p1',
  prompt: 'Choose cards to return (mulligan)',
  rule: 'VG 8.2.3',
  options: [
    { id: 'c1', label: 'Knight A' },
    { id: 'c2', label: 'Knight B' },
    { id: 'c3', label: 'Knight C' },
    { id: 'c4', label: 'Knight D' },
    { id: 'c5', label: 'Knight E' },
  ],
  min: 0,
  max: 5,
};

describe('the terminal prompt for a human seat', () => {
  it('[cli] a select decision is one multi-select: its options listed once, not every combination', () => {
    const lines = selectLines(mulligan).map((l) => stripVTControlCharacters(l));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('    1. Knight A');
    expect(lines[5]).toMatch(/choose 0 to 5: type their numbers separated by spaces \(Enter alone: none\)/);
  });

  it('[cli] typed option numbers become one choose action; Enter alone takes the minimum', () => {
    expect(parseSelectAnswer(mulligan, '2 4,5')).toEqual({
      ok: true,
      action: { type: 'choose', player: 'p1', choice: ['c2', 'c4', 'c5'] },
    });
    expect(parseSelectAnswer(mulligan, '')).toEqual({ ok: true, action: { type: 'choose', player: 'p1', choice: [] } });
    const two = { ...mulligan, min: 2, max: 2, ordered: true };
    expect(parseSelectAnswer(two, '')).toEqual({ ok: true, action: { type: 'choose', player: 'p1', choice: ['c1', 'c2'] } });
    expect(parseSelectAnswer(two, '5 3')).toEqual({ ok: true, action: { type: 'choose', player: 'p1', choice: ['c5', 'c3'] } });
    expect(stripVTControlCharacters(selectLines(two).at(-1)!)).toMatch(/choose 2, in the order you want them/);
  });

  it('[cli] a wrong multi-select answer says what is wrong', () => {
    const one = { ...mulligan, min: 1, max: 1 };
    expect(parseSelectAnswer(one, '1 2')).toEqual({ ok: false, message: 'choose 1 options, not 2' });
    expect(parseSelectAnswer(mulligan, '2 2')).toEqual({ ok: false, message: 'option 2 was typed twice' });
    expect(parseSelectAnswer(mulligan, '9')).toEqual({ ok: false, message: '"9" is not an option number (1 to 5)' });
    expect(parseSelectAnswer(mulligan, 'constructor')).toMatchObject({ ok: false });
    expect(parseSelectAnswer(mulligan, 'concede')).toEqual({ ok: true, action: { type: 'concede', player: 'p1' } });
  });

  it('[cli] a play decision lists actions by card name, and only a listed number is taken', () => {
    const names = new Map([['c7', 'Knight of Dawn']]);
    expect(describeAction({ type: 'call', player: 'p1', card: 'c7', circle: 'fl' }, names)).toBe('call card=Knight of Dawn circle=fl');
    expect(describeAction({ type: 'attack', player: 'p1', attackers: ['c7', 'c9'] }, names)).toBe('attack attackers=Knight of Dawn + c9');
    const legal = [{ type: 'pass', player: 'p1' }];
    expect(parsePlayAnswer('p1', legal, '1')).toEqual({ ok: true, action: legal[0] });
    expect(parsePlayAnswer('p1', legal, '2')).toEqual({ ok: false, message: 'type a number from 1 to 1, or "concede"' });
  });

  it("[cli] the board shows stats with the title's labels and no internal bookkeeping of the players", () => {
    const engine = createEngine([vanguardModule]);
    const decks = engine.title('vanguard').decks;
    const game = engine.create({
      title: 'vanguard',
      seed: 5,
      players: [
        { id: 'p1', deck: decks[0]!.name! },
        { id: 'p2', deck: decks[1]!.name! },
      ],
    });
    for (let i = 0; i < 40 && game.result === null; i++) game.act(answerAt(game.legalActions(), 0n));
    const text = boardLines(game.view('p1'), engine.title('vanguard').definition.board)
      .map((l) => stripVTControlCharacters(l))
      .join('\n');
    expect(text).toMatch(/Power \d+ · Critical \d+/);
    expect(text).not.toMatch(/rideDeckSerials|hasRideDeck|\d+\/\d+\//);
    expect(text).toMatch(/p1 \(you\)/);
  });

  it('[cli] a public counter the title declares is shown with its label (Buddyfight life)', () => {
    const engine = createEngine([buddyfightModule]);
    const decks = engine.title('buddyfight').decks;
    const game = engine.create({
      title: 'buddyfight',
      seed: 1,
      players: [
        { id: 'p1', deck: decks[0]!.name! },
        { id: 'p2', deck: decks[1]!.name! },
      ],
    });
    const view: GameView = game.view('p1');
    const text = boardLines(view, engine.title('buddyfight').definition.board)
      .map((l) => stripVTControlCharacters(l))
      .join('\n');
    expect(text).toMatch(/^p1 \(you\) {2}Life 10$/m);
    expect(text).toMatch(/^p2 {2}Life 10$/m);
  });
});
