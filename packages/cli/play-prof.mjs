// plays N games of a title with random bots (dist build), for profiling
import { loadTitle, decksFor } from '/work/wt-perf/packages/cli/dist/titles.js';
import { randomBot } from '@tcgkit/bots';
const [title, n = '40'] = process.argv.slice(2);
const loaded = await loadTitle(title); const decks = decksFor(loaded, undefined);
let dec = 0; const t0 = performance.now();
for (let seed = 1; seed <= +n; seed++) {
  const game = loaded.engine.create({ title: loaded.id, seed, players: [{ id: 'p1', deck: decks[seed % 2] }, { id: 'p2', deck: decks[1 - seed % 2] }] });
  const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
  while (game.result === null && game.decision !== null) { const d = game.decision; const legal = game.legalActions(); game.act(bots[d.player].act({ player: d.player, decision: d, view: {}, legal })); dec++; }
}
console.log(title, dec, 'decisions', ((performance.now() - t0) * 1000 / dec).toFixed(1), 'us/dec');
