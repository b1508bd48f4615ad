// node tools/perf/legal-counts.mjs <repo root> <title> [games]: how often, per decision, the listing and checking of
// plays run over seeded random games (exact counts, which machine load cannot change): each move's `enumerate`
// and `validate`, the decision kinds' `enumerate` and `validate`, and the actions listed. Run it against two built
// checkouts to compare; the same number of decisions on both is also a check that the games did not change.
const [root, title, n = '20'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { playSeededGame } = await import('./seeded-game.mjs');
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const runtime = loaded.engine.title(loaded.id);
const c = { moveEnumerate: 0, moveValidate: 0, listed: 0, kindEnumerate: 0, kindValidate: 0 };
const perMove = {};
for (const [type, move] of runtime.moves) {
  const { enumerate, validate } = move;
  perMove[type] = { enumerate: 0, validate: 0 };
  move.enumerate = function (...a) {
    c.moveEnumerate++;
    perMove[type].enumerate++;
    const out = enumerate.apply(this, a);
    c.listed += out.length;
    return out;
  };
  move.validate = function (...a) {
    c.moveValidate++;
    perMove[type].validate++;
    return validate.apply(this, a);
  };
}
for (const kind of runtime.decisionKinds.values()) {
  const { enumerate, validate } = kind;
  kind.enumerate = function (...a) {
    c.kindEnumerate++;
    return enumerate.apply(this, a);
  };
  kind.validate = function (...a) {
    c.kindValidate++;
    return validate.apply(this, a);
  };
}
let decisions = 0;
const botCache = new Map();
const bots = (seed) =>
  botCache.get(seed) ?? (botCache.set(seed, { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) }), botCache.get(seed));
const asked = {};
const origAct = loaded.engine.create;
for (let seed = 1000; seed < 1000 + +n; seed++) {
  const game = playSeededGame({ loaded, decks, randomBot }, seed, () => decisions++, 0);
  for (let k = 0; game.result === null && game.decision !== null; k++) {
    const d = game.decision;
    const key = d.kind === 'play' ? `play:${d.window}` : d.kind;
    asked[key] = (asked[key] ?? 0) + 1;
    decisions++;
    const legal = game.legalActions();
    game.act(bots(seed)[d.player].act({ player: d.player, decision: d, view: {}, legal }));
  }
}
const per = (x) => +(x / decisions).toFixed(3);
console.log(
  JSON.stringify({
    title,
    games: +n,
    decisions,
    ...Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v])),
    perDecision: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, per(v)])),
  }),
);
console.log(
  JSON.stringify(
    Object.fromEntries(
      Object.entries(perMove)
        .filter(([, v]) => v.enumerate + v.validate > 0)
        .map(([k, v]) => [k, { enumerate: per(v.enumerate), validate: per(v.validate) }]),
    ),
  ),
);
console.log(
  JSON.stringify(
    Object.fromEntries(
      Object.entries(asked)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, per(v)]),
    ),
  ),
);
