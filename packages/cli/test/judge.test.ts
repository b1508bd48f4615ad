import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Action, type Game } from '@tcgkit/kernel';
import { buildScenarioGame, parseScenario, positionDigest } from '@tcgkit/testing';
import { vanguardModule, vanguardPlugin } from '@tcgkit/vanguard';
import { main } from '../src/index.js';

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['node', 'tcgkit', ...args], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: stripVTControlCharacters(out.join('\n')), err: stripVTControlCharacters(err.join('\n')) };
}

const dir = mkdtempSync(join(tmpdir(), 'tcgkit-judge-'));
const savedPath = join(dir, 'game.json');
let saved: { seed: number; players: { id: string; deck: string }[]; actions: Action[] };
const engine = createEngine([vanguardModule]);

/** The saved game replayed to `n` actions. */
function replayed(n: number): Game {
  const game = engine.create({ title: 'vanguard', seed: saved.seed, players: saved.players, history: 'full' });
  for (const action of saved.actions.slice(0, n)) expect(game.act(action).ok).toBe(true);
  return game;
}

/** Action counts after which the game rests at a main phase just opened (a step's beginning). */
function mainPhaseStarts(): number[] {
  const game = engine.create({ title: 'vanguard', seed: saved.seed, players: saved.players });
  const out: number[] = [];
  saved.actions.forEach((action, n) => {
    if (game.decision?.kind === 'play' && game.position().window === 'main' && game.state.log.at(-1)?.type === 'window-opened') out.push(n);
    game.act(action);
  });
  return out;
}

beforeAll(async () => {
  expect((await run('play', 'vanguard', '--seed', '5', '--save', savedPath, '--json')).code).toBe(0);
  saved = JSON.parse(readFileSync(savedPath, 'utf8'));
});

describe('tcgkit scenario --from', () => {
  it('[cli] the written scenario builds the position the saved game reaches after n actions (round trip)', async () => {
    const starts = mainPhaseStarts();
    expect(starts.length).toBeGreaterThan(2);
    for (const n of starts.slice(1, 4)) {
      const file = join(dir, `at-${n}.scenario.yaml`);
      const written = await run('scenario', '--from', savedPath, '--at', String(n), '--out', file);
      expect(written.err).toBe('');
      expect(written.code).toBe(0);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('version: 2');
      const parsed = parseScenario(text);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (!parsed.ok) return;
      const built = buildScenarioGame(parsed.scenario, { vanguard: vanguardPlugin });
      const expected = replayed(n);
      expect(positionDigest(built)).toEqual(positionDigest(expected));
      // Hidden cards are written as a judge sees them: the deck in order.
      const deck = expected.state.zones['p1/deck']!.map((id) => expected.state.cards[id]!.card);
      expect(built.state.zones['p1/deck']!.map((id) => built.state.cards[id]!.card)).toEqual(deck);
    }
    // The file runs as a scenario as written (it expects the pending decision).
    const again = await run('scenario', join(dir, `at-${starts[1]}.scenario.yaml`));
    expect(again.out).toContain('1 passed, 0 failed');
  });

  it('[cli] --from rejects a bad --at, and --at without --from', async () => {
    expect((await run('scenario', '--from', savedPath, '--at', '-3')).err).toMatch(/--at must be between 0 and \d+/);
    expect((await run('scenario', 'x.yaml', '--at', '3')).err).toMatch(/--at and --out go with --from/);
  });
});

describe('tcgkit explain', () => {
  let rulesDir: string;
  beforeAll(() => {
    // A stand-in rules document under the vanguard index's file name (tests never read ../shared).
    rulesDir = join(dir, 'rules');
    mkdirSync(rulesDir);
    const index = JSON.parse(readFileSync(join(import.meta.dirname, '../../../plugins/vanguard/rules-index.json'), 'utf8'));
    writeFileSync(
      join(rulesDir, index.source.seed),
      ['- 9.9.2. (main phase text)', '- 9.9.2.3. ORDER SENTENCE from the fixture.', '- 9.9.2.3.1. a subsection'].join('\n'),
    );
  });

  it('[cli] a legal action is said to be legal (exit 0); an illegal one prints its error, rule and the rule’s sentence (exit 1)', async () => {
    const n = mainPhaseStarts()[1]!;
    const game = replayed(n);
    const player = game.decision!.player;
    const legal = await run('explain', savedPath, '--at', String(n), JSON.stringify({ type: 'pass', player }), '--rules', rulesDir);
    expect(legal.code).toBe(0);
    expect(legal.out).toContain('legal:');
    const vanguard = game.state.zones[`${player}/field#vc`]![0]!;
    const order = JSON.stringify({ type: 'order', player, card: vanguard });
    const rejected = await run('explain', savedPath, '--at', String(n), order, '--rules', rulesDir);
    expect(rejected.code).toBe(1);
    expect(rejected.out).toContain('rejected: VG_NOT_IN_HAND');
    expect(rejected.out).toContain('rule: VG 9.9.2.3');
    expect(rejected.out).toContain('9.9.2.3. ORDER SENTENCE from the fixture.');
    const json = JSON.parse((await run('explain', savedPath, '--at', String(n), order, '--rules', rulesDir, '--json')).out);
    expect(json).toMatchObject({
      legal: false,
      error: { code: 'VG_NOT_IN_HAND', rule: 'VG 9.9.2.3' },
      sentence: '9.9.2.3. ORDER SENTENCE from the fixture.',
    });
    // Without the documents, the error and its section are still given.
    const bare = await run('explain', savedPath, '--at', String(n), order, '--rules', join(dir, 'nowhere'));
    expect(bare.out).toContain('rule: VG 9.9.2.3');
    expect(bare.out).not.toContain('SENTENCE');
  });

  it('[cli] an action that is not JSON is one clear error', async () => {
    const outcome = await run('explain', savedPath, '--at', '3', '{type:');
    expect(outcome.code).toBe(1);
    expect(outcome.err).toMatch(/^tcgkit: the action is not JSON/);
  });
});
