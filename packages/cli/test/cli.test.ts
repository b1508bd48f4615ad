import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../src/index.js';

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['node', 'tcgkit', ...args], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const dir = mkdtempSync(join(tmpdir(), 'tcgkit-cli-'));

describe('tcgkit command', () => {
  it('[cli] play runs a whole game to a result and saves a replay that replays to the same result', async () => {
    const save = join(dir, 'game.json');
    const played = await run('play', 'vanguard', '--seed', '3', '--save', save);
    expect(played.err).toBe('');
    expect(played.code).toBe(0);
    expect(played.out).toMatch(/Turn 1/);
    expect(played.out).toMatch(/Result: (p1 wins|p2 wins|draw)/);
    const saved = JSON.parse(readFileSync(save, 'utf8'));
    expect(saved).toMatchObject({ format: 'tcgkit-replay', version: 1, title: 'vanguard', seed: 3 });
    expect(saved.actions.length).toBeGreaterThan(10);
    const replayed = await run('replay', save);
    expect(replayed.code).toBe(0);
    const lastResult = (text: string) =>
      stripVTControlCharacters(text)
        .split('\n')
        .filter((l) => l.startsWith('Result'))
        .at(-1);
    expect(lastResult(replayed.out)).toBeDefined();
    expect(lastResult(replayed.out)).toBe(lastResult(played.out));
    const board = await run('replay', save, '--at', '10');
    expect(board.code).toBe(0);
    expect(board.out).toMatch(/after 10 of/);
  });

  it('[cli] play --json prints one JSON log entry per line and the result', async () => {
    const { code, out } = await run('play', 'build-divide', '--seed', '2', '--json');
    expect(code).toBe(0);
    const lines = out.split('\n').map((l) => JSON.parse(l) as { type: string });
    expect(lines.at(-1)).toMatchObject({ type: 'result' });
    expect(lines.some((l) => l.type === 'turn-began')).toBe(true);
  });

  it('[cli] play weiss-schwarz runs a whole game to a result', async () => {
    const { code, out } = await run('play', 'weiss-schwarz', '--seed', '3', '--json');
    expect(code).toBe(0);
    const lines = out.split('\n').map((l) => JSON.parse(l) as { type: string });
    expect(lines.at(-1)).toMatchObject({ type: 'result' });
    expect(lines.some((l) => l.type === 'level-up')).toBe(true);
  });

  it('[cli] play buddyfight runs a complete game of the counter-model title to a result', async () => {
    const { code, out } = await run('play', 'buddyfight', '--seed', '3', '--json');
    expect(code).toBe(0);
    const lines = out.split('\n').map((l) => JSON.parse(l) as { type: string });
    expect(lines.at(-1)).toMatchObject({ type: 'result' });
    expect(lines.some((l) => l.type === 'item-resolves')).toBe(true);
  });

  // Games and benchmarks: generous limits, since on a loaded 2-core machine these take minutes.
  it('[cli] sim plays a batch in-process and reports win rates, lengths and no errors', async () => {
    const { code, out } = await run('sim', 'vanguard', '-n', '6', '--workers', '0', '--no-progress', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.games).toBe(6);
    expect(report.errors).toEqual([]);
    expect(report.deckWins[0] + report.deckWins[1] + report.draws).toBe(6);
  }, 600_000);

  it('[cli] sim over two worker threads reports exactly what one in-process run reports', async () => {
    const inProcess = await run('sim', 'build-divide', '-n', '6', '--seed', '70', '--workers', '0', '--no-progress', '--json');
    const threaded = await run('sim', 'build-divide', '-n', '6', '--seed', '70', '--workers', '2', '--no-progress', '--json');
    expect(inProcess.code).toBe(0);
    expect(threaded.code).toBe(0);
    expect(JSON.parse(threaded.out).workers).toBe(2);
    const drop = ({ seconds: _s, workers: _w, ...rest }: Record<string, unknown>) => rest;
    expect(drop(JSON.parse(threaded.out))).toEqual(drop(JSON.parse(inProcess.out)));
    expect(JSON.parse(inProcess.out).games).toBe(6);
  }, 600_000);

  it('[cli] sim shards (--shard i/n --out) merged with sim merge give the report of one run over the whole batch', async () => {
    const whole = await run('sim', 'vanguard', '-n', '7', '--seed', '40', '--workers', '0', '--no-progress', '--json');
    expect(whole.code).toBe(0);
    const streams = [1, 2, 3].map((i) => join(dir, `shard-${i}.jsonl`));
    for (const [i, file] of streams.entries()) {
      const shard = await run(
        'sim',
        'vanguard',
        '-n',
        '7',
        '--seed',
        '40',
        '--workers',
        i === 1 ? '1' : '0',
        '--shard',
        `${i + 1}/3`,
        '--out',
        file,
        '--json',
      );
      expect(shard.code).toBe(0);
      expect(JSON.parse(shard.out)).toMatchObject({ shard: { index: i + 1, count: 3 }, games: i === 0 ? 3 : 2 });
    }
    const lines = readFileSync(streams[0]!, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; seed?: number });
    expect(lines[0]).toMatchObject({ type: 'sim', title: 'vanguard', seed: 40, games: 7, shard: { index: 1, count: 3 } });
    expect(lines.filter((l) => l.type === 'game').map((l) => l.seed)).toEqual([40, 43, 46]);
    expect(lines.at(-1)).toMatchObject({ type: 'end', games: 3 });
    const merged = await run('sim', 'merge', ...streams, '--json');
    expect(merged.code).toBe(0);
    const drop = ({ seconds: _s, workers: _w, shards: _n, ...rest }: Record<string, unknown>) => rest;
    expect(drop(JSON.parse(merged.out))).toEqual(drop(JSON.parse(whole.out)));
    expect(JSON.parse(merged.out).shards).toBe(3);
    // Shard order does not matter; a missing or repeated shard is refused.
    expect(drop(JSON.parse((await run('sim', 'merge', ...[...streams].reverse(), '--json')).out))).toEqual(drop(JSON.parse(whole.out)));
    const missing = await run('sim', 'merge', streams[0]!, streams[2]!);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/2 of 7 games are missing \(first: seed 41\)/);
    expect((await run('sim', 'merge', streams[0]!, streams[0]!, streams[1]!, streams[2]!)).err).toMatch(/seed 40 appears twice/);
  }, 600_000);

  it('[cli] sim --out - streams JSON lines on stdout; an unfinished stream and a bad --shard are refused', async () => {
    const streamed = await run('sim', 'vanguard', '-n', '2', '--workers', '0', '--out', '-');
    expect(streamed.code).toBe(0);
    const types = streamed.out.split('\n').map((l) => (JSON.parse(l) as { type: string }).type);
    expect(types).toEqual(['sim', 'game', 'game', 'end']);
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, streamed.out.split('\n').slice(0, 2).join('\n'));
    expect((await run('sim', 'merge', cut)).err).toMatch(/did not finish/);
    expect((await run('sim', 'vanguard', '--shard', '4/3')).err).toMatch(/--shard takes i\/n/);
  });

  it('[cli] bench --json reports the bare-XState-event ratio, p99, snapshot + restore and bytes per live and finished game', async () => {
    const { code, out } = await run('bench', 'vanguard', '--games', '10', '--live', '10', '--finished', '10', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out) as Record<string, unknown>;
    for (const key of [
      'decisionInXstateEvents',
      'p99OverMedian',
      'snapshotRestoreMicros',
      'cpuSnapshotRestoreMicros',
      'bytesPerLiveGame',
      'bytesPerFinishedGame',
    ])
      expect(report[key], key).toEqual(expect.any(Number));
    expect(report['decisionMicros']).toEqual({ median: expect.any(Number), p99: expect.any(Number) });
    expect(report['snapshotBytes'] as number).toBeGreaterThan(1000);
    // The tail's causes: CPU-time figures, and the slowest 1% sorted into collections, long stretches and the rest.
    expect(report['cpuDecisionMicros']).toEqual({ median: expect.any(Number), p99: expect.any(Number) });
    expect(report['cpuP99OverMedian']).toEqual(expect.any(Number));
    const tail = report['tail'] as Record<string, number>;
    expect(tail['decisions']).toBeGreaterThan(100);
    expect(tail['tail']).toBeGreaterThanOrEqual(Math.floor(tail['decisions']! / 100));
    expect(tail['tailWithGc']! + tail['tailLong']!).toBeLessThanOrEqual(tail['tail']!);
    expect(tail['tailEventsMedian']).toBeGreaterThanOrEqual(tail['eventsMedian']!);
  }, 600_000);

  it('[cli] bench takes a title or --all, not both and not neither', async () => {
    expect((await run('bench', 'vanguard', '--all')).err).toMatch(/a title or --all, not both/);
    expect((await run('bench')).err).toMatch(/name a title to measure, or --all/);
  });

  it('[cli] cards lists the pool; decks checks built-in decks and reports every broken rule of a deck file', async () => {
    const pool = await run('cards', 'vanguard');
    expect(pool.code).toBe(0);
    expect(pool.out).toMatch(/\d+ cards/);
    const builtIn = await run('decks', 'vanguard');
    expect(builtIn.code).toBe(0);
    expect(builtIn.out).toMatch(/legal/);
    // A deck made for a game option is listed with the option it needs.
    expect(stripVTControlCharacters(builtIn.out)).toMatch(/legal {2}cinder-wyrms-premium \(with --option format=premium\)/);
    const bad = join(dir, 'bad-deck.json');
    writeFileSync(bad, JSON.stringify({ name: 'bad', main: ['no-such-card'] }));
    const checked = await run('decks', 'vanguard', bad);
    expect(checked.code).toBe(1);
    expect(checked.out).toMatch(/illegal/);
    expect(checked.out).toMatch(/UNKNOWN_CARD/);
  });

  it('[cli] cards --check validates a card file: each problem with its card and path, exit 1; a clean file exits 0', async () => {
    const pool = JSON.parse((await run('cards', 'vanguard', '--json')).out) as { id: string; abilities: unknown[] }[];
    const herald = pool.find((card) => card.id === 'tf-herald')!;
    const good = join(dir, 'good-cards.json');
    writeFileSync(good, JSON.stringify([herald]));
    const clean = await run('cards', 'vanguard', '--check', good);
    expect(clean.code).toBe(0);
    expect(stripVTControlCharacters(clean.out)).toBe(`valid  1 card(s) in ${good}`);
    const ability = herald.abilities[0] as Record<string, unknown>;
    const broken = [
      { ...herald, abilities: [{ ...ability, effect: [{ do: 'soul-charge', count: 1 }, { do: 'drwa' }] }] },
      { ...herald, id: 'tf-herald-2', abilities: [{ ...ability, condition: { test: 'no-such-test' } }] },
      { ...herald, id: 'tf-herald-3', abilities: [{ ...ability, effect: [{ do: 'deal-damage', player: 'each' }] }] },
    ];
    const bad = join(dir, 'bad-cards.json');
    writeFileSync(bad, JSON.stringify(broken));
    const checked = await run('cards', 'vanguard', '--check', bad);
    expect(checked.code).toBe(1);
    const lines = stripVTControlCharacters(checked.out).split('\n');
    expect(lines).toEqual([
      'invalid card tf-herald: abilities[0].effect[1].do: unknown verb "drwa"',
      'invalid card tf-herald-2: abilities[0].condition.test: unknown test "no-such-test"',
      'invalid card tf-herald-3: abilities[0].effect[0].player: expected one of "you", "controller", "opponent", "turn-player", "non-turn-player", "owner", "event-player", or { var }',
      '3 problem(s) in 3 card(s)',
    ]);
    writeFileSync(bad, JSON.stringify({ id: 'not-an-array' }));
    const notArray = await run('cards', 'build-divide', '--check', bad);
    expect(notArray.code).toBe(1);
    expect(notArray.err).toMatch(/a card file is a JSON array of card definitions/);
  });

  it('[cli] decks reports a malformed deck file with the path of the problem', async () => {
    const bad = join(dir, 'malformed-deck.json');
    writeFileSync(bad, JSON.stringify({ name: 'bad', main: ['tf-herald', 7] }));
    const checked = await run('decks', 'vanguard', bad);
    expect(checked.code).toBe(1);
    expect(stripVTControlCharacters(checked.out)).toContain(
      'INVALID_DECK: malformed deck list: main[1]: Invalid input: expected string, received number',
    );
  });

  it('[cli] errors are one clear line and a non-zero exit status', async () => {
    const unknownTitle = await run('play', 'poker');
    expect(unknownTitle.code).toBe(1);
    expect(unknownTitle.err).toMatch(/^.*tcgkit: unknown title "poker"/);
    expect(unknownTitle.err.split('\n')).toHaveLength(1);
    const badSeed = await run('play', 'vanguard', '--seed', 'x');
    expect(badSeed.code).toBe(1);
    expect(badSeed.err).toMatch(/--seed must be an integer/);
    const missing = await run('replay', join(dir, 'nope.json'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read replay/);
  });

  it('[cli] every command has --help with examples', async () => {
    for (const command of ['play', 'sim', 'replay', 'scenario', 'cards', 'decks', 'bench', 'titles']) {
      const { code, out } = await run(command, '--help');
      expect(code, command).toBe(0);
      expect(out, command).toMatch(/Examples:/);
    }
  });
});

describe('tcgkit scenario', () => {
  const scenarios = join(import.meta.dirname, 'scenarios');

  it('[cli] runs scenario files by glob and reports each; a failing one gives exit status 1 and says why', async () => {
    const good = await run('scenario', join(scenarios, '*-damage.scenario.yaml'));
    expect(good.code).toBe(0);
    expect(stripVTControlCharacters(good.out)).toMatch(/PASS .*six-damage/);
    expect(good.out).toMatch(/2 passed, 0 failed/);
    const bad = await run('scenario', join(scenarios, 'wrong-expectation.scenario.yaml'));
    expect(bad.code).toBe(1);
    expect(stripVTControlCharacters(bad.out)).toMatch(/FAIL [^\n]*wrong-expectation[\s\S]*step 1 \(expect\): result: expected/);
    const none = await run('scenario', join(scenarios, 'nothing-*.yaml'));
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/no scenario files match/);
  });

  it('[cli] a batch with an alias bomb and a huge count reports each as one failure and still runs the valid files', async () => {
    const batch = mkdtempSync(join(tmpdir(), 'tcgkit-batch-'));
    const valid = readFileSync(join(scenarios, 'six-damage.scenario.yaml'), 'utf8');
    const bomb = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level <= 9; level++)
      bomb.push(
        `a${level}: &a${level} [${Array(10)
          .fill(`*a${level - 1}`)
          .join(', ')}]`,
      );
    writeFileSync(join(batch, 'a-bomb.scenario.yaml'), bomb.join('\n'));
    writeFileSync(join(batch, 'b-valid.scenario.yaml'), valid);
    writeFileSync(join(batch, 'c-count.scenario.yaml'), valid.replace(/count: \d+/, 'count: 100000000000'));
    const { code, out, err } = await run('scenario', join(batch, '*.scenario.yaml'));
    const text = stripVTControlCharacters(out);
    expect(err).toBe('');
    expect(code).toBe(1);
    expect(text).toMatch(/FAIL [^\n]*a-bomb\.scenario\.yaml: \(unnamed\)\n {2}parse: too many YAML alias expansions \(at most 100\)/);
    expect(text).toMatch(/PASS [^\n]*b-valid\.scenario\.yaml/);
    expect(text).toMatch(/FAIL [^\n]*c-count\.scenario\.yaml[^\n]*\n {2}schema: setup\.[^\n]*\.count: at most 200 copies per entry\n/);
    expect(text).toMatch(/1 passed, 2 failed$/);
  });
});

describe('tcgkit play --human', () => {
  const bin = join(import.meta.dirname, '..', 'src', 'bin.ts');
  const play = (input: string) =>
    spawnSync(
      process.execPath,
      ['--conditions=@tcgkit/source', '--import', 'tsx', bin, 'play', 'vanguard', '--human', 'p1', '--seed', '2'],
      {
        input,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );

  it('[cli] a person plays a seat by typing the numbers of legal actions; the game runs to its result', () => {
    const result = play('1\n\n'.repeat(3000));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^> /m);
    expect(result.stdout).toMatch(/\(you\)/);
    expect(result.stdout).toMatch(/Result: (p1 wins|p2 wins|draw)/);
  });

  it('[cli] a wrong answer is explained and asked again; input that ends early is one clear error', () => {
    const result = play('99\nfoo\n');
    // The first decision (the first vanguard) is a multi-select: each wrong answer is explained.
    expect(stripVTControlCharacters(result.stdout)).toMatch(/"99" is not an option number \(1 to \d+\)\n> \n"foo" is not an option number/);
    expect(result.status).toBe(1);
    expect(stripVTControlCharacters(result.stderr).trim()).toMatch(/^tcgkit: input ended before the game did$/m);
  });
});
