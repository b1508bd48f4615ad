// node --expose-gc tools/perf/memory-per-game.mjs <repo root> <title> [live] [finished]: heap bytes per
// live game (60 actions) and per finished game, measured as tcgkit bench does, for before/after comparisons.
const [root, title, liveN = '150', finN = '60'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const start = (seed) =>
  loaded.engine.create({
    title: loaded.id,
    seed,
    players: [
      { id: 'p1', deck: decks[seed % 2] },
      { id: 'p2', deck: decks[1 - (seed % 2)] },
    ],
  });
const play = (game, seed, stop = Infinity) => {
  const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
  let k = 0;
  while (game.result === null && game.decision !== null && k < stop) {
    const d = game.decision;
    game.act(bots[d.player].act({ player: d.player, decision: d, view: {}, legal: game.legalActions() }));
    k++;
  }
  return game;
};
// Warm-up: games to the end and to mid-game, so that the code the measured games run is compiled before the
// first heap reading (JIT code is per process, not per game, but lands in the same heap figure).
const warm = +(process.env.WARMUP ?? 40);
for (let s = 1; s <= warm; s++) play(start(s), s, s % 2 === 0 ? Infinity : 60);
const gc = () => {
  global.gc();
  global.gc();
};
const held = (n, make) => {
  gc();
  const b = process.memoryUsage().heapUsed;
  const kept = [];
  for (let i = 0; i < n; i++) kept.push(make(i));
  gc();
  const a = process.memoryUsage().heapUsed;
  const snap = kept.reduce((t, g) => t + g.snapshot().length, 0) / n;
  return [Math.round((a - b) / n), Math.round(snap)];
};
const [live, liveSnap] = held(+liveN, (i) => play(start(20000 + i), 20000 + i, 60));
const [fin, finSnap] = held(+finN, (i) => play(start(30000 + i), 30000 + i));
console.log(
  JSON.stringify({
    root: root.split('/').pop(),
    title,
    bytesPerLiveGame: live,
    liveSnapshotBytes: liveSnap,
    bytesPerFinishedGame: fin,
    finishedSnapshotBytes: finSnap,
  }),
);
