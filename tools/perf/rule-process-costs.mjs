// node tools/perf/rule-process-costs.mjs <repo root> <title> [games]: what one read of each check-type rule process
// costs. Plays seeded random games; after every decision each process is asked (`applies`, a read that changes
// nothing) ten times in a row, five times over, and the least of the five is kept (load only adds time). Prints the
// ns per read of each process, costliest first, and µs for a read of all of them. One checkout at a time: compare
// two with `paired-rule-reads.mjs`.
const [root, title, games = '4'] = process.argv.slice(2);
const { playSeededGame } = await import('./seeded-game.mjs');
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const check = [...loaded.engine.title(loaded.id).ruleProcesses.check];
// The game's context, as the engine passes it to a rule process: noted at each read of the first process.
const noted = {};
const first = check[0];
const firstApplies = first.applies;
first.applies = function (ctx) {
  noted.ctx = ctx;
  return firstApplies.call(this, ctx);
};
const reads = check.map((p) => ({ id: p.id, process: p, applies: p === first ? firstApplies : p.applies, ms: 0 }));
const decks = decksFor(loaded, undefined);
let decisions = 0;
for (let seed = 1000; seed < 1000 + +games; seed++) {
  noted.ctx = undefined;
  playSeededGame({ loaded, decks, randomBot }, seed, () => {
    const ctx = noted.ctx;
    if (ctx === undefined) return;
    decisions++;
    for (const read of reads) {
      let least = Infinity;
      for (let k = 0; k < 5; k++) {
        const t = performance.now();
        for (let j = 0; j < 10; j++) read.applies.call(read.process, ctx);
        least = Math.min(least, performance.now() - t);
      }
      read.ms += least / 10;
    }
  });
}
const total = reads.reduce((sum, read) => sum + read.ms, 0);
console.log(`${title}: ${decisions} decisions, µs per read of every check-type process ${((total * 1000) / decisions).toFixed(3)}`);
for (const read of reads.sort((x, y) => y.ms - x.ms))
  console.log(`${read.id.padEnd(34)} ${((read.ms * 1e6) / decisions).toFixed(0).padStart(6)} ns`);
