// node tools/perf/statechart-counts.mjs <repo root> <title> [games]: exact statechart work per decision
// (sends, guard evaluations, actions) over seeded random games: figures machine load cannot change.
// Run it against two built checkouts (before/after) to compare; see docs/performance.md, round 2.
const [root, title, n = '20'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const machine = loaded.engine.title(loaded.id).machine;
const c = { sends: 0, actions: 0, guards: 0, microsteps: 0 };
const origTransition = machine.transition.bind(machine);
machine.transition = (...a) => {
  c.sends++;
  return origTransition(...a);
};
for (const [k, f] of Object.entries(machine.implementations.actions))
  machine.implementations.actions[k] = function (...a) {
    c.actions++;
    return f.apply(this, a);
  };
for (const [k, f] of Object.entries(machine.implementations.guards))
  machine.implementations.guards[k] = function (...a) {
    c.guards++;
    return f.apply(this, a);
  };
let decisions = 0;
for (let seed = 1000; seed < 1000 + +n; seed++) {
  const game = loaded.engine.create({
    title: loaded.id,
    seed,
    players: [
      { id: 'p1', deck: decks[seed % 2] },
      { id: 'p2', deck: decks[1 - (seed % 2)] },
    ],
  });
  const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
  while (game.result === null && game.decision !== null) {
    const d = game.decision;
    const legal = game.legalActions();
    game.act(bots[d.player].act({ player: d.player, decision: d, view: {}, legal }));
    decisions++;
  }
}
const per = (x) => +(x / decisions).toFixed(2);
console.log(
  JSON.stringify({ root: root.split('/').pop(), title, decisions, sends: per(c.sends), actions: per(c.actions), guards: per(c.guards) }),
);
