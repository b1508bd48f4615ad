import { loadTitle, decksFor } from '/work/wt-perf/packages/cli/dist/titles.js';
import { randomBot } from '@tcgkit/bots';
const [title, n = '2000'] = process.argv.slice(2);
const loaded = await loadTitle(title); const decks = decksFor(loaded, undefined);
const game = loaded.engine.create({ title: loaded.id, seed: 9001, players: [{ id: 'p1', deck: decks[1] }, { id: 'p2', deck: decks[0] }] });
const bots = { p1: randomBot(3), p2: randomBot(4) };
for (let i = 0; i < 60 && game.result === null; i++) { const d = game.decision; game.act(bots[d.player].act({ player: d.player, decision: d, view: {}, legal: game.legalActions() })); }
const json = game.snapshot();
console.log('bytes', json.length);
let t = performance.now(); for (let i = 0; i < +n; i++) game.snapshot(); console.log('snapshot us', ((performance.now() - t) * 1000 / n).toFixed(1));
t = performance.now(); for (let i = 0; i < +n; i++) loaded.engine.restore(json); console.log('restore us', ((performance.now() - t) * 1000 / n).toFixed(1));
t = performance.now(); for (let i = 0; i < +n; i++) JSON.parse(json); console.log('parse us', ((performance.now() - t) * 1000 / n).toFixed(1));
if (process.argv[4]) (await import('node:fs')).writeFileSync(process.argv[4], JSON.stringify(JSON.parse(json), null, 1));
