// node tools/perf/slow-decisions.mjs <repo root> <title> [games]: what the slowest 1% of decisions are. Each decision
// of seeded random games (seeds 1000 on) is timed as the least of three replays from a snapshot taken before it
// (`legalActions()` + `act()` on the restored game), so that machine load, which only ever adds time, falls out
// and a p99 is read on a shared machine. Prints the median, p99 and their ratio, the kinds of the slowest 1%
// (decision kind | action | prompt), and the six slowest with their seed and index.
const [root, title, games = '20'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const rows = [];
for (let seed = 1000; seed < 1000 + +games; seed++) {
  const game = loaded.engine.create({
    title: loaded.id,
    seed,
    players: [
      { id: 'p1', deck: decks[seed % 2] },
      { id: 'p2', deck: decks[1 - (seed % 2)] },
    ],
  });
  const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
  for (let k = 0; game.result === null && game.decision !== null; k++) {
    const d = game.decision;
    const legal = game.legalActions();
    const action = bots[d.player].act({ player: d.player, decision: d, view: {}, legal });
    const snapshot = game.snapshot();
    let least = Infinity;
    for (let r = 0; r < 3; r++) {
      const replay = loaded.engine.restore(snapshot);
      const t = performance.now();
      replay.legalActions();
      replay.act(action);
      least = Math.min(least, (performance.now() - t) * 1000);
    }
    game.act(action);
    rows.push({ us: +least.toFixed(1), kind: d.kind, action: action.type, prompt: String(d.prompt ?? '').slice(0, 45), seed, k });
  }
}
const sorted = [...rows].sort((a, b) => a.us - b.us);
const median = sorted[sorted.length >> 1].us;
const p99 = sorted[Math.floor(sorted.length * 0.99)].us;
console.log(JSON.stringify({ title, decisions: rows.length, median, p99, p99OverMedian: +(p99 / median).toFixed(1) }));
const kinds = new Map();
for (const r of sorted.slice(Math.floor(sorted.length * 0.99))) {
  const key = `${r.kind} | ${r.action} | ${r.prompt}`;
  kinds.set(key, (kinds.get(key) ?? 0) + 1);
}
for (const [key, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(String(n).padStart(4), key);
for (const r of sorted.slice(-6)) console.log(JSON.stringify(r));
