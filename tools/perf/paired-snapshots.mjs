// node tools/perf/paired-snapshots.mjs <root A> <root B> <title> [rounds] [reps]: `snapshot()` and `restore()` of two
// built checkouts in one process, interleaved (A B A B …), on the same mid-game states (`tcgkit bench`'s: seeds
// 9000–9019, 60 actions each, played by each checkout), so that machine load falls on both alike. Each round times
// every state `reps` times per side, state by state (A then B, B then A the next round), in CPU time (process.cpuUsage: a time slice of another process is not counted);
// prints medians over rounds of CPU µs per snapshot, per restore and both, the mean snapshot length, and the A/B
// ratios per round (median and range). Both checkouts must play the same games (check with game-digest.mjs).
import { playSeededGame } from './seeded-game.mjs';
const [rootA, rootB, title, rounds = '9', reps = '20'] = process.argv.slice(2);

async function side(root) {
  const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
  const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
  const loaded = await loadTitle(title);
  const build = { loaded, decks: decksFor(loaded, undefined), randomBot };
  const games = [];
  for (let seed = 9000; seed < 9020; seed++) games.push(playSeededGame(build, seed, undefined, 60));
  return { engine: loaded.engine, games, texts: games.map((g) => g.snapshot()) };
}

const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CPU µs per snapshot and per restore of each side, state by state in turn (A then B on the same state). */
function round(sides, n) {
  const totals = sides.map(() => ({ snapshot: 0, restore: 0 }));
  for (let k = 0; k < sides[0].games.length; k++) {
    sides.forEach((s, i) => {
      let t = cpu();
      for (let j = 0; j < n; j++) s.games[k].snapshot();
      totals[i].snapshot += cpu() - t;
      t = cpu();
      for (let j = 0; j < n; j++) s.engine.restore(s.texts[k]);
      totals[i].restore += cpu() - t;
    });
  }
  const per = n * sides[0].games.length;
  return totals.map((t) => ({ snapshot: t.snapshot / per, restore: t.restore / per, both: (t.snapshot + t.restore) / per }));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const a = await side(rootA);
const b = await side(rootB);
round([a, b], 5); // warm-up, both sides
const rows = [];
for (let r = 0; r < +rounds; r++) {
  // Each round starts with the other side, so neither always runs first.
  const [first, second] = round(r % 2 === 0 ? [a, b] : [b, a], +reps);
  rows.push(r % 2 === 0 ? { a: first, b: second } : { a: second, b: first });
}
const pick = (side, key) => +median(rows.map((r) => r[side][key])).toFixed(1);
const ratio = (key) => rows.map((r) => r.a[key] / r.b[key]);
const bytes = (s) => Math.round(s.texts.reduce((n, t) => n + t.length, 0) / s.texts.length);
const out = { title, rounds: rows.length, aBytes: bytes(a), bBytes: bytes(b) };
for (const key of ['snapshot', 'restore', 'both']) {
  out[`a${key}`] = pick('a', key);
  out[`b${key}`] = pick('b', key);
  out[`ratio${key}`] = +median(ratio(key)).toFixed(3);
  out[`range${key}`] = [+Math.min(...ratio(key)).toFixed(3), +Math.max(...ratio(key)).toFixed(3)];
}
console.log(JSON.stringify(out));
