// node tools/perf/paired-snapshots.mjs <root A> <root B> <title> [rounds] [reps]: `snapshot()` and `restore()` of two
// built checkouts in one process, interleaved (A B A B …), on the same mid-game states (`tcgkit bench`'s: seeds
// 9000–9019, 60 actions each, played by each checkout), so that machine load falls on both alike. Each round times
// every state `reps` times per side in CPU time (process.cpuUsage: a time slice of another process is not counted);
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

/** CPU µs per snapshot and per restore over `n` passes of every state. */
function time(s, n) {
  let t = cpu();
  for (let i = 0; i < n; i++) for (const game of s.games) game.snapshot();
  const snapshot = (cpu() - t) / (n * s.games.length);
  t = cpu();
  for (let i = 0; i < n; i++) for (const text of s.texts) s.engine.restore(text);
  const restore = (cpu() - t) / (n * s.texts.length);
  return { snapshot, restore, both: snapshot + restore };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const a = await side(rootA);
const b = await side(rootB);
time(a, 5); // warm-up, both sides
time(b, 5);
const rows = [];
for (let r = 0; r < +rounds; r++) rows.push({ a: time(a, +reps), b: time(b, +reps) });
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
