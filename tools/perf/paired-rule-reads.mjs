// node tools/perf/paired-rule-reads.mjs <root A> <root B> <title> [rounds] [games per round] [repeats]: the cost of
// one read of every check-type rule process (`applies`, what a check timing asks before it does anything), of two
// built checkouts in one process. Both play the same seeded random games in lockstep; after every decision the whole
// list of check-type processes is asked `repeats` times on each game as it stands (a read changes nothing, VG 13.1.3:
// all conditions are read before any process is performed) and the least time is kept (load only adds time), A then
// B and B then A by turns; a read is timed apart from the rest of the decision, whose noise would hide it. Prints µs per
// read (medians over rounds) and the B/A ratio per round (after / before when A is the before).
const [rootA, rootB, title, rounds = '7', perRound = '4', repeats = '5'] = process.argv.slice(2);
const { playSeededGame } = await import('./seeded-game.mjs');

async function side(root) {
  const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
  const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
  const loaded = await loadTitle(title);
  const check = [...loaded.engine.title(loaded.id).ruleProcesses.check];
  // The game's context, as the engine passes it to a rule process: noted at the first read of each game.
  const noted = { ctx: undefined };
  const first = check[0];
  const applies = first.applies;
  first.applies = function (ctx) {
    noted.ctx = ctx;
    return applies.call(this, ctx);
  };
  const reads = check.map((p) => (p === first ? { process: p, applies } : { process: p, applies: p.applies }));
  return { loaded, decks: decksFor(loaded, undefined), randomBot, reads, noted };
}

/** The least time of `repeats` reads of every check-type process on `build`'s game as it stands (load only adds); µs. */
function timeReads(build) {
  const ctx = build.noted.ctx;
  if (ctx === undefined) return 0;
  let least = Infinity;
  for (let r = 0; r < +repeats; r++) {
    const t = performance.now();
    for (const { process, applies } of build.reads) applies.call(process, ctx);
    least = Math.min(least, performance.now() - t);
  }
  return least * 1000;
}

/** One seeded game stepped decision by decision (as `playSeededGame` plays it). */
function start(build, seed) {
  build.noted.ctx = undefined;
  return playSeededGame(build, seed, undefined, 0);
}

function step(build, game, seed) {
  const d = game.decision;
  const bots = (build.bots ??= new Map());
  if (!bots.has(seed)) bots.set(seed, { p1: build.randomBot(seed * 2 + 1), p2: build.randomBot(seed * 2 + 2) });
  game.act(bots.get(seed)[d.player].act({ player: d.player, decision: d, view: {}, legal: game.legalActions() }));
}

/**
 * Plays `games` seeded games from `first` on both checkouts in lockstep; after each decision, times the reads on
 * both, in the order A B then B A alternately, so that a burst of load falls on both alike.
 */
function play(first, games) {
  const out = { a: 0, b: 0, reads: 0 };
  for (let seed = first; seed < first + games; seed++) {
    const ga = start(a, seed);
    const gb = start(b, seed);
    for (let n = 0; ga.result === null && ga.decision !== null; n++) {
      step(a, ga, seed);
      step(b, gb, seed);
      if (n % 2 === 0) {
        out.a += timeReads(a);
        out.b += timeReads(b);
      } else {
        out.b += timeReads(b);
        out.a += timeReads(a);
      }
      out.reads++;
    }
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};

const a = await side(rootA);
const b = await side(rootB);
play(500, 3); // warm-up, both sides
const rows = [];
for (let r = 0; r < +rounds; r++) {
  const played = play(1000 + r * +perRound, +perRound);
  const row = { a: played.a / played.reads, b: played.b / played.reads, reads: played.reads };
  row.ratio = row.b / row.a;
  rows.push(row);
}
console.log(
  JSON.stringify({
    title,
    processes: [a.reads.length, b.reads.length],
    rounds: rows.length,
    readsPerRound: rows.map((r) => r.reads),
    aMicrosPerRead: +median(rows.map((r) => r.a)).toFixed(3),
    bMicrosPerRead: +median(rows.map((r) => r.b)).toFixed(3),
    ratioBA: +median(rows.map((r) => r.ratio)).toFixed(3),
    ratioRange: [+Math.min(...rows.map((r) => r.ratio)).toFixed(3), +Math.max(...rows.map((r) => r.ratio)).toFixed(3)],
  }),
);
