// node tools/perf/legal-counts.mjs <repo root> <title> [games]: how often, per decision, the plays of a decision are
// listed and checked over seeded random games (exact counts, which machine load cannot change): each move's
// `enumerate` (per window, and how many of those calls found something) and `validate`, the decision kinds'
// `enumerate` and `validate` (answers to a select), the actions listed, and the decisions asked per window. A play
// timing's listing serves the offer, `legalActions()` and `act()` alike (legal-cache.ts), so a move's `enumerate`
// calls per decision are the listings made; `validate` runs only for an answer nobody listed. Run it against two
// built checkouts to compare; the same number of decisions on both is also a check that the games did not change.
const [root, title, n = '20'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const { playSeededGame } = await import('./seeded-game.mjs');
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const runtime = loaded.engine.title(loaded.id);
const c = { moveEnumerate: 0, moveValidate: 0, listed: 0, kindEnumerate: 0, kindValidate: 0 };
const listings = {};
const found = {};
const validated = {};
const asked = {};
for (const [type, move] of runtime.moves) {
  const { enumerate, validate } = move;
  move.enumerate = function (ctx, player, frame) {
    const key = `${frame.name}:${type}`;
    const out = enumerate.call(this, ctx, player, frame);
    c.moveEnumerate++;
    c.listed += out.length;
    listings[key] = (listings[key] ?? 0) + 1;
    if (out.length > 0) found[key] = (found[key] ?? 0) + 1;
    return out;
  };
  move.validate = function (...a) {
    c.moveValidate++;
    validated[type] = (validated[type] ?? 0) + 1;
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
// The games of tools/perf/seeded-game.mjs, each decision's window counted as it is answered.
let decisions = 0;
for (let seed = 1000; seed < 1000 + +n; seed++) {
  playSeededGame({ loaded, decks, randomBot }, seed, (_us, d) => {
    const key = d.kind === 'play' ? `play:${d.window}` : d.kind;
    asked[key] = (asked[key] ?? 0) + 1;
    decisions++;
  });
}
const per = (x) => +((x ?? 0) / decisions).toFixed(3);
const perAll = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, per(v)]));
console.log(JSON.stringify({ title, games: +n, decisions, ...c, perDecision: perAll(c) }));
console.log(JSON.stringify({ asked: perAll(asked), validated: perAll(validated) }));
console.log(`window:move                       listings  found  (per decision)`);
for (const key of Object.keys(listings).sort())
  console.log(`${key.padEnd(34)}${per(listings[key]).toFixed(3).padStart(8)}${per(found[key]).toFixed(3).padStart(7)}`);
