// node tools/perf/statechart-counts.mjs <repo root> <title> [games]: exact work per decision over seeded random
// games (figures machine load cannot change): statechart sends (macrosteps), microsteps, states entered,
// guard evaluations and actions run; windows opened and play timings offered; check-type rule-process
// `applies` calls. Run it against two built checkouts (before/after) to compare; the same number of
// decisions on both is also a check that the games did not change. See docs/performance.md.
const [root, title, n = '20'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { playSeededGame } = await import('./seeded-game.mjs');
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const runtime = loaded.engine.title(loaded.id);
const machine = runtime.machine;
const c = { sends: 0, microsteps: 0, entered: 0, actions: 0, guards: 0, windows: 0, offers: 0, ruleChecks: 0 };
const wrapped = new WeakSet();
const origTransition = machine.transition.bind(machine);
machine.transition = (snapshot, event, scope) => {
  c.sends++;
  // XState reports every microstep to the actor system's inspection hook: count them there.
  const system = scope?.system;
  if (system !== undefined && !wrapped.has(system)) {
    wrapped.add(system);
    const inspect = system._sendInspectionEvent.bind(system);
    system._sendInspectionEvent = (e) => {
      if (e.type === '@xstate.microstep') c.microsteps++;
      return inspect(e);
    };
  }
  return origTransition(snapshot, event, scope);
};
// Every state node gets a counting entry action (inline actions run where the node's entry runs).
const visit = (node) => {
  node.entry.unshift(() => {
    c.entered++;
  });
  for (const child of Object.values(node.states ?? {})) visit(child);
};
visit(machine.root);
// XState's built-in actions (the flow's `raiseLanding` is an `enqueueActions`) are objects it resolves itself: left as they are.
for (const [k, f] of Object.entries(machine.implementations.actions).filter(([, f]) => !('resolve' in f)))
  machine.implementations.actions[k] = function (...a) {
    c.actions++;
    if (k === 'openWindow') c.windows++;
    if (k === 'offerPlay') c.offers++;
    return f.apply(this, a);
  };
for (const [k, f] of Object.entries(machine.implementations.guards))
  machine.implementations.guards[k] = function (...a) {
    c.guards++;
    return f.apply(this, a);
  };
for (const process of runtime.ruleProcesses.check) {
  const applies = process.applies.bind(process);
  process.applies = (ctx) => {
    c.ruleChecks++;
    return applies(ctx);
  };
}
let decisions = 0;
for (let seed = 1000; seed < 1000 + +n; seed++) {
  playSeededGame({ loaded, decks, randomBot }, seed, () => decisions++);
}
const per = (x) => +(x / decisions).toFixed(2);
console.log(
  JSON.stringify({ root: root.split('/').pop(), title, decisions, ...Object.fromEntries(Object.entries(c).map(([k, v]) => [k, per(v)])) }),
);
