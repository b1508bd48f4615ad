// The one seeded random game the perf scripts play: the two decks alternate seats by seed, each seat has a random
// bot seeded from the game's seed, and the game is played to its end. `onDecision`, when given, gets each
// decision's time in µs (listing the legal actions and acting); without it nothing is timed. `limit`: stop after that
// many actions (a mid-game state, as `tcgkit bench` snapshots).
export function playSeededGame({ loaded, decks, randomBot }, seed, onDecision, limit = Infinity) {
  const game = loaded.engine.create({
    title: loaded.id,
    seed,
    players: [
      { id: 'p1', deck: decks[seed % 2] },
      { id: 'p2', deck: decks[1 - (seed % 2)] },
    ],
  });
  const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
  for (let n = 0; n < limit && game.result === null && game.decision !== null; n++) {
    const d = game.decision;
    const t = onDecision === undefined ? 0 : performance.now();
    const legal = game.legalActions();
    game.act(bots[d.player].act({ player: d.player, decision: d, view: {}, legal }));
    onDecision?.((performance.now() - t) * 1000, d);
  }
  return game;
}
