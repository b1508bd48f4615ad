// node tools/perf/paired-decisions.mjs <root A> <root B> <title> [rounds] [games per round]: the per-decision time of two
// built checkouts in one process, interleaved (A B A B …, each round the same seeded random games on both), so that
// machine load, which moves by a factor of two between runs on a shared machine, falls on both alike. Each round
// times `legalActions()` + `act()` of every decision and a bare XState actor event (the yardstick of `tcgkit
// bench`); prints medians over rounds of µs per decision, decisions in bare events, and the A/B ratio per round.
import { createActor, setup } from 'xstate';
import { playSeededGame } from './seeded-game.mjs';
const [rootA, rootB, title, rounds = '7', perRound = '6'] = process.argv.slice(2);

async function side(root) {
  const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
  const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
  const loaded = await loadTitle(title);
  return { loaded, decks: decksFor(loaded, undefined), randomBot };
}

/** Plays `games` seeded games from `first`; returns the decision times in µs. */
function play(build, first, games) {
  const times = [];
  for (let seed = first; seed < first + games; seed++) playSeededGame(build, seed, (us) => times.push(us));
  return times;
}

/** µs per event of a warmed-up two-state toggle actor, as `tcgkit bench` measures its yardstick. */
const yardstick = createActor(setup({}).createMachine({ initial: 'a', states: { a: { on: { T: 'b' } }, b: { on: { T: 'a' } } } })).start();
for (let i = 0; i < 10000; i++) yardstick.send({ type: 'T' });
function bareEvent() {
  const n = 50000;
  const t = performance.now();
  for (let i = 0; i < n; i++) yardstick.send({ type: 'T' });
  return ((performance.now() - t) * 1000) / n;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const p99 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length * 0.99)];
};

const a = await side(rootA);
const b = await side(rootB);
play(a, 500, 4); // warm-up, both sides
play(b, 500, 4);
const rows = [];
for (let r = 0; r < +rounds; r++) {
  const first = 1000 + r * +perRound;
  const event = bareEvent();
  const ta = play(a, first, +perRound);
  const tb = play(b, first, +perRound);
  const row = { event, a: median(ta), b: median(tb), a99: p99(ta) / median(ta), b99: p99(tb) / median(tb), decisions: ta.length };
  row.ratio = row.a / row.b;
  rows.push(row);
}
const out = {
  title,
  rounds: rows.length,
  decisionsPerRound: rows.map((r) => r.decisions),
  bareEventMicros: +median(rows.map((r) => r.event)).toFixed(2),
  aMicros: +median(rows.map((r) => r.a)).toFixed(1),
  bMicros: +median(rows.map((r) => r.b)).toFixed(1),
  aInBareEvents: +median(rows.map((r) => r.a / r.event)).toFixed(1),
  bInBareEvents: +median(rows.map((r) => r.b / r.event)).toFixed(1),
  aP99OverMedian: +median(rows.map((r) => r.a99)).toFixed(1),
  bP99OverMedian: +median(rows.map((r) => r.b99)).toFixed(1),
  ratioAB: +median(rows.map((r) => r.ratio)).toFixed(3),
  ratioRange: [+Math.min(...rows.map((r) => r.ratio)).toFixed(3), +Math.max(...rows.map((r) => r.ratio)).toFixed(3)],
};
console.log(JSON.stringify(out));
