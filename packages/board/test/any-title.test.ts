import { pickAnswer, createEngine, seedRng } from '@tcgkit/kernel';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { skirmishModule } from '../../kernel/test/fixtures/skirmish.js';
import { BoardView } from '../src/components/board-view.js';
import { judgeView } from '../src/model/judge-view.js';

describe('board renderer', () => {
  it('[board renderer] draws a title it does not list, with no layout hint: every zone, labelled stats, hidden cards as counts', () => {
    const engine = createEngine([skirmishModule('stack')]);
    const title = engine.title('skirmish');
    expect(title.definition.board).toBeUndefined();
    const game = engine.create({ title: 'skirmish', seed: 4, players: [{ deck: 'red' }, { deck: 'blue' }] });
    const rng = seedRng(4);
    for (let i = 0; i < 40 && game.result === null; i++) {
      const legal = game.legalActions();
      game.act(pickAnswer(legal, rng));
    }
    const view = game.view('p1');
    const html = renderToStaticMarkup(createElement(BoardView, { view, title }));
    for (const key of Object.keys(view.zones)) {
      if ((view.zones[key]?.count ?? 0) > 0) expect(html).toContain(`data-zone="${key}"`);
    }
    expect(view.zones['p2/hand']!.count).toBeGreaterThan(0);
    const p2Hand = /data-zone="p2\/hand"[^]*?<\/section>/.exec(html)![0];
    expect(p2Hand).not.toContain('data-name=');
    expect(p2Hand).toContain(`${view.zones['p2/hand']!.count} hidden`);
    expect(html).toContain('<dt>Power</dt>');

    // The judge's view of the same game names the cards of p2's hand.
    const judged = renderToStaticMarkup(createElement(BoardView, { view: judgeView(game), title }));
    const judgedHand = /data-zone="p2\/hand"[^]*?<\/section>/.exec(judged)![0];
    expect(judgedHand.match(/data-name=/g)?.length).toBe(view.zones['p2/hand']!.count);
  });
});
