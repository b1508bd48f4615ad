// node tools/perf/play-games.mjs <repo root> <title> [games]: plays seeded random games (seeds 1000 on) with random bots
// to the end and prints decisions and wall µs per decision; the workload for profiles (node --cpu-prof) and for
// whole-process before/after CPU pairs of two built checkouts (docs/performance.md, round 3).
const [root, title, n = '20'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { playSeededGame } = await import('./seeded-game.mjs');
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
let decisions = 0;
const t0 = performance.now();
for (let seed = 1000; seed < 1000 + +n; seed++) {
  playSeededGame({ loaded, decks, randomBot }, seed, () => decisions++);
}
const ms = performance.now() - t0;
console.log(JSON.stringify({ title, decisions, usPerDecision: +((ms * 1000) / decisions).toFixed(1) }));
