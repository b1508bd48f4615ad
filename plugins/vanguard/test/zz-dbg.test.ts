import { it } from 'vitest';
import { A, buildBoard, ok } from './support/board.js';
import { notYet2Cards } from './support/notyet2-cards.js';
it('dbg', () => {
  const { game, id } = buildBoard({ vc: 'U3', hand: ['NY2-SEIZE'] }, { vc: 'U3', fl: 'NY2-RESTLESS' }, { playTimings: 'rules', engine: { cards: notYet2Cards } });
  game.startStep('main', 'main');
  ok(game, { type: 'order', player: A, card: id('a.hand.0') });
  console.log(JSON.stringify(game.state.log.slice(-12).map((e) => [e.type, e.detail])), JSON.stringify(game.decision), JSON.stringify(game.state.cards[id('b.fl')]));
});
