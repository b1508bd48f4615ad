import type { Action, SelectDecision } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { cardNames, cardsOf, describeAction, groupByCard } from '../src/model/actions.js';
import { logLine, resultText } from '../src/model/log-lines.js';
import { parseSavedGame, Replayer } from '../src/model/replay.js';
import { deckNames, judge, Table } from '../src/model/table.js';
import { engine } from '../src/titles.js';

const botGame = (title: string, seed: number) => {
  const decks = deckNames(title);
  const table = new Table({ title, seed, decks: [decks[0]!, decks[1] ?? decks[0]!], seats: ['heuristic', 'random'] });
  while (table.stepBot());
  return table;
};

describe('board table', () => {
  it('[board hidden information] a player view names only what that player may see; the judge view names every card', () => {
    for (const title of engine.titles()) {
      const decks = deckNames(title);
      const table = new Table({ title, seed: 3, decks: [decks[0]!, decks[1] ?? decks[0]!], seats: ['heuristic', 'heuristic'] });
      for (let i = 0; i < 30 && table.stepBot(); i++);
      const p1 = table.view('p1');
      const all = table.view(judge);
      expect(p1.zones['p2/hand']!.count).toBeGreaterThan(0);
      expect(p1.zones['p2/hand']!.cards).toEqual([]);
      expect(p1.zones['p1/deck']!.cards).toEqual([]);
      expect(all.zones['p2/hand']!.cards.every((c) => c.name !== undefined)).toBe(true);
      expect(all.zones['p1/deck']!.cards.length).toBe(all.zones['p1/deck']!.count);
      expect(all.viewer).toBe(judge);
    }
  });

  it('[board play] legal actions are grouped by the cards they name, with readable labels; a rejected action changes nothing', () => {
    const decks = deckNames('vanguard');
    const table = new Table({ title: 'vanguard', seed: 1, decks: [decks[0]!, decks[1]!], seats: ['human', 'heuristic'] });
    while (table.botToAct !== null) table.stepBot();
    // A select (the mulligan) is answered in the select panel, not from the legal list: answer it, so the
    // seat reaches a decision whose legal actions the board lists.
    for (let guard = 0; guard < 20 && table.view('p1').decision?.kind === 'select'; guard++) {
      const select = table.view('p1').decision as SelectDecision;
      expect(table.legal('p1')).toEqual([]);
      expect(table.act({ type: 'choose', player: 'p1', choice: select.options.slice(0, select.min).map((o) => o.id) })).toBeNull();
      while (table.botToAct !== null) table.stepBot();
    }
    const actionsBefore = table.actions.length;
    const view = table.view('p1');
    const known = cardNames(view);
    const legal = table.legal('p1');
    expect(legal.length).toBeGreaterThan(0);
    const { byCard, general } = groupByCard(legal, known);
    expect(byCard.size + general.length).toBeGreaterThan(0);
    for (const [card, actions] of byCard) for (const action of actions) expect(cardsOf(action, known)).toContain(card);
    const withCard = [...byCard.values()][0]?.[0];
    if (withCard !== undefined) expect(describeAction(withCard, known)).toContain(known.get(cardsOf(withCard, known)[0]!)!);
    const before = JSON.stringify(table.view('judge'));
    const bad: Action = { type: 'choose', player: 'p1', choice: ['no-such-option', 'another'] };
    const error = table.act(bad);
    expect(error?.code).toMatch(/[A-Z_]+/);
    expect(error?.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(table.view('judge'))).toBe(before);
    expect(table.actions.length).toBe(actionsBefore);
  });

  it('[board replay] a game saved by the board replays to the same result at its end and to the start at 0', () => {
    const table = botGame('build-divide', 5);
    const saved = parseSavedGame(table.saved());
    const replayer = new Replayer(saved);
    expect(replayer.error).toBeNull();
    expect(replayer.length).toBe(table.actions.length);
    expect(replayer.at(replayer.length).result).toEqual(saved.result);
    expect(replayer.at(0).result).toBeNull();
    const middle = Math.floor(replayer.length / 2);
    expect(replayer.at(middle).snapshot()).toBe(replayer.at(middle).snapshot());
  });

  it('[board replay] a file that is not a replay is refused with a readable message', () => {
    expect(() => parseSavedGame('{')).toThrow(/not JSON/);
    expect(() => parseSavedGame('{"format":"other"}')).toThrow(/not a tcgkit replay/);
    expect(() => parseSavedGame('{"format":"tcgkit-replay","version":1,"title":"nope"}')).toThrow(/unknown title/);
  });

  it('[board log] log lines name cards, not ids, and the result reads as a sentence', () => {
    const table = botGame('vanguard', 2);
    const view = table.view(judge);
    const title = engine.title('vanguard');
    const lines = view.log.map((entry) => logLine(entry, (id) => title.cardName(id), cardNames(view))).filter((l) => l !== null);
    expect(lines.length).toBeGreaterThan(0);
    const moved = view.log.find((entry) => entry.type === 'moved' && typeof entry.detail?.['definition'] === 'string')!;
    expect(logLine(moved, (id) => title.cardName(id))).toContain(title.cardName(moved.detail!['definition'] as string));
    expect(resultText(view.result)).toMatch(/wins|Draw/);
    expect(resultText(null)).toBe('in progress');
  });
});
