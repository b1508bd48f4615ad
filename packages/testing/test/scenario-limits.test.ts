import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScenarioResult, runScenario, runScenarioFile, scenarioCases, scenarioLimits, type ScenarioResult } from '../src/index.js';
import { skirmishRegistry } from './support/registry.js';

const folder = join(import.meta.dirname, 'scenarios');
const valid = readFileSync(join(folder, 'bolt-choice.scenario.yaml'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'tcgkit-scenario-limits-'));

/** Nine levels of ten aliases each: 10^9 strings once expanded ("billion laughs"). */
function billionLaughs(): string {
  const lines = ['lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let level = 1; level <= 9; level++) {
    lines.push(`lol${level}: &lol${level} [${Array.from({ length: 10 }, () => `*lol${level - 1}`).join(', ')}]`);
  }
  return lines.join('\n');
}

/** The valid scenario with its p1 deck entry replaced. */
function withDeck(entries: string): string {
  const changed = valid.replace('        deck: [{ card: soldier, count: 5 }]\n        field:', `        deck: ${entries}\n        field:`);
  expect(changed).not.toBe(valid);
  return changed;
}

/** The run must end in exactly one failure of `kind`, printed as one line under the file's head line. */
function onlyFailure(result: ScenarioResult, kind: string): string {
  expect(result.passed).toBe(false);
  expect(result.failures, formatScenarioResult(result)).toHaveLength(1);
  expect(result.failures[0]!.kind).toBe(kind);
  expect(formatScenarioResult(result).split('\n')).toHaveLength(2);
  expect(result.failures[0]!.message.length).toBeLessThan(300);
  return result.failures[0]!.message;
}

describe('scenario files are bounded in size', () => {
  it('[scenario] a "billion laughs" alias bomb is refused by the YAML alias limit in one line, not thrown', () => {
    const message = onlyFailure(runScenario(billionLaughs(), skirmishRegistry), 'parse');
    expect(message).toMatch(/^too many YAML alias expansions \(at most 100\): /);
  });

  it('[scenario] one anchor aliased more often than the limit allows is refused; a few aliases are fine', () => {
    const many = `items: &items [a, b, c]\nrefs: [${Array.from({ length: scenarioLimits.aliasExpansions + 1 }, () => '*items').join(', ')}]`;
    expect(onlyFailure(runScenario(many, skirmishRegistry), 'parse')).toMatch(/^too many YAML alias expansions/);
    // Anchors and aliases as such are allowed: the same deck entry written once and reused.
    const reused = valid
      .replace(
        '        deck: [{ card: soldier, count: 5 }]\n        field:',
        '        deck: &deck [{ card: soldier, count: 5 }]\n        field:',
      )
      .replace('        deck: [{ card: soldier, count: 5 }]\n        hand:', '        deck: *deck\n        hand:');
    expect(reused).toContain('*deck');
    expect(runScenario(reused, skirmishRegistry).passed).toBe(true);
  });

  it('[scenario] an unresolved alias is a one-line parse failure', () => {
    expect(onlyFailure(runScenario(`${valid}\nextra: *nowhere\n`, skirmishRegistry), 'parse')).toMatch(/alias/i);
  });

  it('[scenario] a huge count is a schema failure at its path, before any card is made', () => {
    const result = runScenario(withDeck('[{ card: soldier, count: 1000000000 }]'), skirmishRegistry);
    expect(onlyFailure(result, 'schema')).toBe('at most 200 copies per entry');
    expect(result.failures[0]!.path).toBe('setup.players.p1.zones.deck[0].count');
  });

  it('[scenario] many entries that together make too many cards are refused with the total', () => {
    const entries = `[${Array.from({ length: 6 }, () => '{ card: soldier, count: 200 }').join(', ')}]`;
    const result = runScenario(withDeck(entries), skirmishRegistry);
    expect(onlyFailure(result, 'schema')).toBe('the set-up creates 1208 cards; at most 1000 are allowed');
    expect(result.failures[0]!.path).toBe('setup');
    // Exactly at the limit is allowed (the scenario then fails on its own expectations, not on size).
    const atLimit = `[${Array.from({ length: 4 }, () => '{ card: soldier, count: 200 }').join(', ')}, { card: soldier, count: 188 }]`;
    expect(runScenario(withDeck(atLimit), skirmishRegistry).failures.map((f) => f.kind)).not.toContain('schema');
  });

  it('[scenario] too many steps, players or a huge turn number are schema failures', () => {
    const steps = `${valid}${'  - expect: { turn: { number: 2 } }\n'.repeat(scenarioLimits.steps)}`;
    expect(onlyFailure(runScenario(steps, skirmishRegistry), 'schema')).toBe('at most 1000 steps');
    const players = valid.replace('seed: 3', `seed: 3\nplayers: [${Array.from({ length: 9 }, (_, i) => `p${i + 1}`).join(', ')}]`);
    expect(onlyFailure(runScenario(players, skirmishRegistry), 'schema')).toBe('at most 8 players');
    expect(onlyFailure(runScenario(valid.replace('turn: 2', 'turn: 99999999'), skirmishRegistry), 'schema')).toBe(
      'a turn number is at most 10000',
    );
  });

  it('[scenario] a seed outside the safe integer range is a schema failure; a bad player id a set-up failure', () => {
    expect(onlyFailure(runScenario(valid.replace('seed: 3', 'seed: 9007199254740993'), skirmishRegistry), 'schema')).toMatch(/int/i);
    const message = onlyFailure(runScenario(valid.replace('seed: 3', 'seed: 3\nplayers: [constructor, p2]'), skirmishRegistry), 'setup');
    expect(message).toMatch(/INVALID_SETUP: player 1's id "constructor" is reserved/);
  });

  it('[scenario] text over the size limit is refused unparsed; a file over it is refused before it is read', () => {
    const padding = `# ${'x'.repeat(scenarioLimits.fileBytes)}\n`;
    expect(onlyFailure(runScenario(padding + valid, skirmishRegistry), 'parse')).toMatch(
      /^the file is \d+ bytes; a scenario file may hold at most 131072 bytes$/,
    );
    const big = join(dir, 'big.scenario.yaml');
    writeFileSync(big, padding + valid);
    const result = runScenarioFile(big, skirmishRegistry);
    expect(result.file).toBe(big);
    expect(onlyFailure(result, 'parse')).toBe(
      `the file is ${Buffer.byteLength(padding + valid)} bytes; a scenario file may hold at most 131072 bytes`,
    );
  });

  it('[scenario] YAML nested deeper than the parser can go is a one-line parse failure', () => {
    const deep = `${valid}\nextra: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`;
    expect(onlyFailure(runScenario(deep, skirmishRegistry), 'parse')).toMatch(/^not valid YAML: /);
  });

  it('[scenario] in a batch, each hostile file ends with its own failure and the valid files still pass', () => {
    const files: [string, string][] = [
      ['a-bomb.scenario.yaml', billionLaughs()],
      ['b-valid.scenario.yaml', valid],
      ['c-count.scenario.yaml', withDeck('[{ card: soldier, count: 1e12 }]')],
      ['d-huge.scenario.yaml', `# ${'x'.repeat(scenarioLimits.fileBytes)}\n${valid}`],
      ['e-valid.scenario.yaml', valid],
    ];
    const paths = files.map(([name, text]) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    });
    const results = paths.map((path) => runScenarioFile(path, skirmishRegistry));
    expect(results.map((r) => r.passed)).toEqual([false, true, false, false, true]);
    expect(results.map((r) => r.failures.map((f) => f.kind))).toEqual([['parse'], [], ['schema'], ['parse'], []]);
    // scenarioCases lists the same folder without throwing: hostile files keep their file names as titles.
    const cases = scenarioCases(dir).map((c) => c.title);
    expect(cases).toEqual(expect.arrayContaining(['a-bomb.scenario.yaml', 'd-huge.scenario.yaml', expect.stringMatching(/^\[SK 4\] /)]));
  });
});
