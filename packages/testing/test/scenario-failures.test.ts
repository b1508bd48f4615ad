import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioResult, runScenario, runScenarioFile, type ScenarioFailure } from '../src/index.js';
import { skirmishRegistry } from './support/registry.js';

const folder = join(import.meta.dirname, 'scenarios');
const bolt = readFileSync(join(folder, 'bolt-choice.scenario.yaml'), 'utf8');
const battle = readFileSync(join(folder, 'call-and-battle.scenario.yaml'), 'utf8');

/** Runs `text` after replacing `from` (which must occur) with `to`; returns the only failure. */
function failOf(text: string, from: string | RegExp, to: string): ScenarioFailure {
  const changed = text.replace(from, to);
  expect(changed, `the mutation ${String(from)} must apply`).not.toBe(text);
  const result = runScenario(changed, skirmishRegistry);
  expect(result.passed).toBe(false);
  expect(result.failures, formatScenarioResult(result)).toHaveLength(1);
  return result.failures[0]!;
}

describe('a scenario fails readably', () => {
  it('[scenario] wrong zone contents name the step, the zone, what was expected and what was found', () => {
    const f = failOf(bolt, 'drop: [$big]', 'drop: [$small]');
    expect(f).toMatchObject({ kind: 'expect', step: 6, path: 'zones.p1.drop', expected: ['$small'], found: ['$big (brute)'] });
    expect(f.message).toBe('expected ["$small"] (top first) but found ["$big (brute)"]');
    const result = runScenario(bolt.replace('drop: [$big]', 'drop: [$small]'), skirmishRegistry);
    expect(formatScenarioResult(result)).toContain(
      'step 6 (expect): zones.p1.drop: expected ["$small"] (top first) but found ["$big (brute)"]',
    );
  });

  it('[scenario] unordered zones compare as multisets; a count checks only the number', () => {
    const f = failOf(battle, 'deck: { count: 9 }', 'deck: { count: 10 }');
    expect(f).toMatchObject({ kind: 'expect', step: 5, path: 'zones.p1.deck', expected: { count: 10 } });
    expect(f.message).toMatch(/^expected 10 card\(s\) but found 9: \["soldier",/);
    expect(runScenario(battle.replace('hand: [$brute, insight]', 'hand: [insight, $brute]'), skirmishRegistry).passed).toBe(true);
  });

  it('[scenario] strict mode: an expectation in the middle of an unanswered choice fails, naming the decision', () => {
    const f = failOf(bolt, / {2}- expect:\n {6}decision: \{ player: p2, kind: select, prompt: retire \}\n/, '  - expect:\n');
    expect(f.kind).toBe('strict');
    expect(f.step).toBe(2);
    expect(f.message).toMatch(
      /^decision #\d+: p2 must select "Choose a unit to retire" \(choose 1 of: Brute \(c\d+\) \[brute\], Scout \(c\d+\) \[scout\]\) is unanswered/,
    );
    expect(f.message).toContain('decision: { player: p2, kind: select }');
  });

  it('[scenario] strict mode: a scenario may not end while a decision it did not expect is pending', () => {
    const f = failOf(bolt, '      decision: { player: p2, kind: play, window: main }\n', '');
    expect(f).toMatchObject({ kind: 'strict', step: 6, path: 'decision' });
    expect(f.message).toMatch(
      /^the scenario ends while decision #\d+: p2 must act or pass "Act in main, or pass" in window main is unanswered/,
    );
    // Without strict mode the same scenario passes.
    const lenient = bolt
      .replace('      decision: { player: p2, kind: play, window: main }\n', '')
      .replace('seed: 3', 'seed: 3\nstrict: false');
    expect(runScenario(lenient, skirmishRegistry).passed).toBe(true);
  });

  it('[scenario] a wrong rejection code, or an accepted action that should be rejected, fails the step', () => {
    const wrong = failOf(bolt, 'reject: BAD_CHOICE', 'reject: NOT_YOUR_DECISION');
    expect(wrong).toMatchObject({ kind: 'reject', step: 3, expected: 'NOT_YOUR_DECISION', found: 'BAD_CHOICE' });
    expect(wrong.message).toBe('expected rejection NOT_YOUR_DECISION but got BAD_CHOICE: choose 1, not 2');
    const accepted = failOf(
      bolt,
      '  - act: { type: cast, player: p2, card: $bolt }\n',
      '  - act: { type: cast, player: p2, card: $bolt }\n    reject: SK_NOPE\n',
    );
    expect(accepted).toMatchObject({ kind: 'reject', step: 1, found: 'accepted' });
    expect(accepted.message).toMatch(
      /^expected \{"type":"cast","player":"p2","card":"c\d+"\} to be rejected with SK_NOPE, but it was accepted$/,
    );
  });

  it('[scenario] an action that is rejected unexpectedly reports the code, message and what is pending', () => {
    const f = failOf(battle, 'card: $brute, slot: center', 'card: $brute, slot: left');
    expect(f.kind).toBe('action');
    expect(f.step).toBe(7);
    expect(f.message).toMatch(/was rejected with SK_SLOT_TAKEN: that slot is taken \(SK 3\); now decision #\d+: p1 must act or pass/);
  });

  it('[scenario] unknown aliases fail in actions and in expectations, listing the declared ones', () => {
    const inAction = failOf(bolt, 'choice: [$big] }\n  - expect', 'choice: [$huge] }\n  - expect');
    expect(inAction).toMatchObject({ kind: 'alias', step: 5, path: 'act' });
    expect(inAction.message).toBe('unknown alias $huge (declared: $big, $small, $bolt); declare it with `id: huge` on a set-up card');
    const inExpectation = failOf(bolt, 'big: { zone: p1/drop }', 'huge: { zone: p1/drop }');
    expect(inExpectation).toMatchObject({ kind: 'alias', step: 6, path: 'cards.huge' });
  });

  it('[scenario] card state, computed values, position, result and log are each checked', () => {
    const stats = failOf(battle, 'stats: { power: 1000 }', 'stats: { power: 5000 }');
    expect(stats).toMatchObject({ kind: 'expect', path: 'cards.scout.stats.power', expected: 5000, found: 1000 });
    const position = failOf(battle, 'position: { phase: battle, window: battle }', 'position: { phase: end }');
    expect(position.message).toBe('expected phase "end" but the game is at battle.attack (window battle)');
    const log = failOf(battle, 'ability-played]', 'turn-ended]');
    expect(log.path).toBe('log[1]');
    expect(log.message).toMatch(
      /^expected event "turn-ended" after .*, but the events since the last log check were \[.*"ability-played".*\]$/,
    );
    const status = failOf(battle, 'status: { rested: false }', 'status: { rested: true }');
    expect(status).toMatchObject({ path: 'cards.blocker.status.rested', expected: true, found: null });
  });

  it('[scenario] the file format is checked before anything runs, with paths into the file', () => {
    const result = runScenario(
      bolt
        .replace('rules: [SK 4]', 'rules: []')
        .replace('  - act: { type: cast, player: p2, card: $bolt }', '  - act: { type: cast, player: p2, card: $bolt }\n    rejct: X'),
      skirmishRegistry,
    );
    expect(result.failures.map((f) => [f.kind, f.path, f.step])).toEqual([
      ['schema', 'rules', null],
      ['schema', 'steps[0]', 1],
    ]);
    expect(result.failures[1]!.message).toContain('rejct');
    const yaml = runScenario('title: [unclosed', skirmishRegistry);
    expect(yaml.failures[0]).toMatchObject({ kind: 'parse', step: null });
    expect(yaml.failures[0]!.message).toMatch(/^not valid YAML: /);
  });

  it('[scenario] set-up problems name the title, zone, card or step that is wrong', () => {
    expect(failOf(bolt, 'title: skirmish', 'title: chess')).toMatchObject({
      kind: 'setup',
      path: 'title',
      message: 'no title "chess" in the registry (have: skirmish, skirmish/interrupt, skirmish/counter, skirmish/stack)',
    });
    expect(failOf(bolt, 'hand: [{ card: bolt', 'pocket: [{ card: bolt')).toMatchObject({
      kind: 'setup',
      path: 'setup.players.p2.zones.pocket',
    });
    expect(failOf(bolt, 'card: brute, id: big', 'card: dragon, id: big').message).toBe(
      'no card "dragon" in the Skirmish (none) pool (add it under cards: to test it)',
    );
    expect(failOf(bolt, 'left: [{ card: brute', 'middle: [{ card: brute').message).toBe('no slot "middle" (slots: left, center, right)');
    expect(failOf(bolt, 'step: main\n', 'step: mian\n').message).toContain('has no step "main.mian"');
  });

  it('[scenario] test cards are checked against the title’s instruction language: a bad card fails its file in one line, the batch goes on', () => {
    const cards = readFileSync(join(folder, 'test-cards.scenario.yaml'), 'utf8');
    const typo = cards.replace('effect: [{ do: modify, stat: power', 'effect: [{ do: mdoify, stat: power');
    const bad = runScenario(typo.replace('cards: { zone: field,', 'cards: { zone: field, player: each,'), skirmishRegistry);
    expect(bad.passed).toBe(false);
    expect(bad.failures).toHaveLength(1);
    expect(bad.failures[0]).toMatchObject({ kind: 'setup', path: 'cards', step: null });
    expect(bad.failures[0]!.message).toBe('the test cards are invalid: card banner: abilities[0].effect[0].do: unknown verb "mdoify"');
    expect(
      formatScenarioResult(bad)
        .split('\n')
        .filter((line) => line.includes('mdoify')),
    ).toHaveLength(1);
    const param = runScenario(cards.replace('cards: { zone: field,', 'cards: { zone: field, player: each,'), skirmishRegistry);
    expect(param.failures.map((f) => f.message)).toEqual([
      'the test cards are invalid: card banner: abilities[0].effect[0].cards.player: expected one of "you", "controller", "opponent", "turn-player", "non-turn-player", "owner", "event-player", "any", "allies", or { var }',
    ]);
    // The runner never throws: the next file of a batch runs as usual.
    expect(runScenario(cards, skirmishRegistry).passed).toBe(true);
  });

  it('[scenario] a missing file is a failure, not an exception', () => {
    const result = runScenarioFile(join(folder, 'nope.scenario.yaml'), skirmishRegistry);
    expect(result).toMatchObject({ passed: false, file: join(folder, 'nope.scenario.yaml') });
    expect(result.failures[0]!.message).toMatch(/^cannot read the file: /);
  });

  it('[scenario] an engine fault in a step is reported as a fault of that step, not thrown', () => {
    const text = bolt
      .replace('rules: [SK 4]', 'rules: [SK 4]\ncards:\n  - { id: glitch, name: Glitch, type: spell, effect: [{ do: no-such-verb }] }')
      .replace('hand: [{ card: bolt, id: bolt }]', 'hand: [{ card: bolt, id: bolt }, { card: glitch, id: glitch }]')
      .replace('  - act: { type: cast, player: p2, card: $bolt }\n', '  - act: { type: cast, player: p2, card: $glitch }\n');
    const result = runScenario(text, skirmishRegistry);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ kind: 'fault', step: 1, path: 'act' });
    expect(result.failures[0]!.message).toMatch(/^the engine failed on \{"type":"cast","player":"p2","card":"c\d+"\}: .*no-such-verb/);
  });

  it('[scenario] set-up checks slots, capacities, aliases and pending abilities', () => {
    expect(failOf(bolt, 'left: [{ card: brute, id: big }]', 'left: [{ card: brute, id: big }, soldier]').message).toBe(
      'p1/field#left holds at most 1 card(s)',
    );
    expect(failOf(bolt, 'hand: [{ card: bolt, id: bolt }]', 'hand: [{ card: bolt, id: big }]').message).toBe(
      'alias $big is declared twice',
    );
    const listed = failOf(
      bolt,
      /field:\n {10}left: \[\{ card: brute, id: big \}\]\n {10}right: \[\{ card: scout, id: small \}\]/,
      'field: [brute]',
    );
    expect(listed.message).toBe('zone "field" has slots (left, center, right): give each card one, or write it as a map of slot → cards');
    const pending = failOf(bolt, 'steps:\n', '  pending: [{ card: $big, ability: 0 }]\nsteps:\n');
    expect(pending).toMatchObject({ kind: 'setup', path: 'setup.pending[0]', message: 'card "brute" has no automatic ability #0' });
  });

  it('[scenario] legal actions are checked against legalActions(), with aliases', () => {
    const included = failOf(battle, '{ type: pass }]', '{ type: call }]');
    expect(included).toMatchObject({ kind: 'expect', step: 11, path: 'legal.includes[1]', expected: { type: 'call' } });
    expect(included.message).toMatch(
      /^expected \{"type":"call"\} to be legal, but the legal actions are \{"type":"pass","player":"p1"\}, \{"type":"attack","player":"p1","card":"c\d+"\}/,
    );
    const excluded = failOf(battle, 'excludes: [{ type: attack, card: $scout }', 'excludes: [{ type: attack, card: $brute }');
    expect(excluded.message).toMatch(/^expected \{"type":"attack","card":"c\d+"\} not to be legal, but it is$/);
  });
});
