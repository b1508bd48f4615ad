// taskset -c 1 node tools/perf/decision-times.mjs <repo root> <title> [games]: µs per decision (legalActions()
// + act(), random bots), each also in bare XState events of a burst measured right after its game, p99,
// snapshot + restore, and CPU time; run against two built checkouts one after the other to compare.
const [root, title, n = '30'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const { playSeededGame } = await import('./seeded-game.mjs');
const { createActor, setup } = await import(`${root}/node_modules/xstate/dist/xstate.cjs.js`);
const ym = setup({}).createMachine({ initial: 'a', states: { a: { on: { next: 'b' } }, b: { on: { next: 'a' } } } });
const ya = createActor(ym).start();
for (let i = 0; i < 10000; i++) ya.send({ type: 'next' });
const burst = (n) => {
  const t = performance.now();
  for (let i = 0; i < n; i++) ya.send({ type: 'next' });
  return ((performance.now() - t) * 1000) / n;
};
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const play = (seed, samples) => playSeededGame({ loaded, decks, randomBot }, seed, samples && ((us) => samples.push(us)));
for (let s = 1; s <= 20; s++) play(s);
const samples = [];
const c0 = process.cpuUsage();
const ratios = [];
const bursts = [];
for (let s = 1000; s < 1000 + +n; s++) {
  const g = [];
  play(s, g);
  const b = burst(20000);
  bursts.push(b);
  for (const us of g) {
    samples.push(us);
    ratios.push(us / b);
  }
}
ratios.sort((a, b) => a - b);
bursts.sort((a, b) => a - b);
const rq = (p) => ratios[Math.floor(p * ratios.length)];
const cpu = process.cpuUsage(c0);
const cpuPerDec = (cpu.user + cpu.system) / samples.length;
const total = samples.reduce((a, b) => a + b, 0);
samples.sort((a, b) => a - b);
const ev = bursts[Math.floor(bursts.length / 2)];
const q = (p) => samples[Math.floor(p * samples.length)];
// snapshot+restore mid-game
let sr = 0,
  cnt = 0,
  bytes = 0,
  srCpu = 0;
for (let s = 9000; s < 9010; s++) {
  const g = loaded.engine.create({
    title: loaded.id,
    seed: s,
    players: [
      { id: 'p1', deck: decks[s % 2] },
      { id: 'p2', deck: decks[1 - (s % 2)] },
    ],
  });
  const bots = { p1: randomBot(1), p2: randomBot(2) };
  for (let i = 0; i < 60 && g.result === null; i++) {
    const d = g.decision;
    g.act(bots[d.player].act({ player: d.player, decision: d, view: {}, legal: g.legalActions() }));
  }
  const cc = process.cpuUsage();
  for (let r = 0; r < 30; r++) {
    const t = performance.now();
    const j = g.snapshot();
    loaded.engine.restore(j);
    sr += performance.now() - t;
    cnt++;
    bytes += j.length;
  }
  const d2 = process.cpuUsage(cc);
  srCpu += d2.user + d2.system;
}
const srUs = (sr * 1000) / cnt;
console.log(
  JSON.stringify({
    root: root.split('/').pop(),
    title,
    decisions: samples.length,
    meanUs: +(total / samples.length).toFixed(1),
    medianUs: +q(0.5).toFixed(1),
    p99Us: +q(0.99).toFixed(1),
    evUs: +ev.toFixed(2),
    medianEv: +rq(0.5).toFixed(1),
    p99Ev: +rq(0.99).toFixed(0),
    meanEv: +(ratios.reduce((a, b) => a + b, 0) / ratios.length).toFixed(1),
    p99OverMedian: +(q(0.99) / q(0.5)).toFixed(1),
    snapRestoreUs: +srUs.toFixed(0),
    snapRestoreEv: +(srUs / ev).toFixed(0),
    bytes: Math.round(bytes / cnt),
    cpuPerDecUs: +cpuPerDec.toFixed(1),
    srCpuUs: +(srCpu / cnt).toFixed(0),
  }),
);
