// node tools/perf/game-digest.mjs <repo root> <title> [games] [first seed]: one hash over seeded random games (every
// decision, its legal answers, the state every seventh decision, the final state and full history). Equal digests of
// two built checkouts mean the same seeds play the same games: the check that a speed-up changed no behaviour. The
// state is hashed as plain JSON with sorted keys, not as snapshot text, so checkouts whose snapshot formats differ
// (version 2 before, 3 after) compare; and every seventh decision the snapshot is restored and must give that state.
import { isDeepStrictEqual } from 'node:util';
import { createHash } from 'node:crypto';
const [root, title, n = '20', from = '1000'] = process.argv.slice(2);
const { loadTitle, decksFor } = await import(`${root}/packages/cli/dist/titles.js`);
const { randomBot } = await import(`${root}/packages/bots/dist/index.js`);
const loaded = await loadTitle(title);
const decks = decksFor(loaded, undefined);
const all = createHash('sha1');
let decisions = 0;
for (let seed = +from; seed < +from + +n; seed++) {
  const h = createHash('sha1');
  const game = loaded.engine.create({
    title: loaded.id,
    seed,
    history: 'full',
    players: [
      { id: 'p1', deck: decks[seed % 2] },
      { id: 'p2', deck: decks[1 - (seed % 2)] },
    ],
  });
  const bots = { p1: randomBot(seed * 2 + 1), p2: randomBot(seed * 2 + 2) };
  let k = 0;
  while (game.result === null && game.decision !== null) {
    const d = game.decision;
    const legal = game.legalActions();
    h.update(JSON.stringify(d) + JSON.stringify(legal));
    if (k % 7 === 0) {
      h.update(canonical(game.state));
      const restored = loaded.engine.restore(game.snapshot()).state;
      if (!isDeepStrictEqual(plain(restored), plain(game.state)))
        throw new Error(`seed ${seed}, decision ${k}: the restored state differs`);
    }
    game.act(bots[d.player].act({ player: d.player, decision: d, view: {}, legal }));
    k++;
  }
  decisions += k;
  h.update(canonical(game.state) + JSON.stringify(game.history()));
  all.update(h.digest('hex'));
}
console.log(title, 'games', n, 'decisions', decisions, all.digest('hex').slice(0, 16));

/** Plain JSON of a value (what a snapshot can hold), for comparing. */
function plain(value) {
  return JSON.parse(JSON.stringify(value));
}

/** JSON text with every object's keys sorted: the same for the same state whatever order its fields were made in. */
function canonical(value) {
  return JSON.stringify(value, (_key, v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}
