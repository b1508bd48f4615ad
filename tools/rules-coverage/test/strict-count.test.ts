/** The strict count on a small made-up title: only direct citations count, parents can be partly covered. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeCoverage, splitCitation } from '../src/coverage.mjs';
import { listSections } from '../src/numbering.mjs';

const root = mkdtempSync(join(tmpdir(), 'tcgkit-strict-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const plugin = join(root, 'plugins', 'toy');
mkdirSync(join(plugin, 'test'), { recursive: true });
mkdirSync(join(plugin, 'scenarios'), { recursive: true });
const section = (id: string, parent: string | null) => ({ id, parent, chapter: `Chapter ${id.split('.')[0]}` });
writeFileSync(
  join(plugin, 'rules-index.json'),
  JSON.stringify({
    title: 'toy',
    name: 'Toy',
    source: { seed: 'toy.txt', sha256: '0', numbering: 'dotted' },
    sections: [
      section('1.1', null),
      section('1.1.1', '1.1'),
      section('1.1.2', '1.1'),
      section('1.2', null),
      section('1.2.1', '1.2'),
      section('1.2.2', '1.2'),
      section('1.3', null),
      section('1.3.1', '1.3'),
      section('2.1', null),
      section('2.1.1', '2.1'),
      section('2.1.2', '2.1'),
      section('2.2', null),
    ],
  }),
);
writeFileSync(
  join(plugin, 'rules-coverage.json'),
  JSON.stringify({ prefix: 'TY', notApplicable: { '1.2.2': 'no game meaning' }, deferred: { '2.1': 'later' } }),
);
writeFileSync(
  join(plugin, 'test', 'toy.test.ts'),
  ["it('[TY 1.1.1] one of two');", "it('[TY 1.2.1, 1.3] a leaf and a parent');", "it('[TY 2.1.1, 9.9] one known, one not');"].join('\n'),
);
writeFileSync(join(plugin, 'scenarios', 'a.scenario.yaml'), 'version: 1\nrules: [TY 2.2, TY 1.3]\n');

const { rows, unknown } = computeCoverage(root, 'toy');
const status = Object.fromEntries(rows.map((r: { id: string; status: string }) => [r.id, r.status]));

describe('strict rules coverage', () => {
  it('a parent with only some subsections cited is partly covered, its uncited subsection not yet', () => {
    expect(status['1.1.1']).toBe('covered');
    expect(status['1.1.2']).toBe('not yet');
    expect(status['1.1']).toBe('partly');
  });

  it('a parent whose subsections are all covered or not applicable is covered', () => {
    expect(status['1.2.2']).toBe('n/a');
    expect(status['1.2']).toBe('covered');
  });

  it('citing a parent covers it, not its subsections', () => {
    expect(status['1.3']).toBe('covered');
    expect(status['1.3.1']).toBe('not yet');
  });

  it('a cited subsection makes a deferred parent partly covered; its other subsections stay deferred', () => {
    expect(status['2.1']).toBe('partly');
    expect(status['2.1.2']).toBe('deferred');
  });

  it('scenario files cite through their rules: list', () => {
    expect(status['2.2']).toBe('covered');
  });

  it('a citation of no indexed section is reported', () => {
    expect(unknown).toEqual(['plugins/toy/test/toy.test.ts: TY 9.9']);
  });

  it('citations split on commas, and on spaces only when every word is a section', () => {
    const known = new Set(['10.1', '10.2', 'Call 1.4', 'KW:貫通']);
    expect(splitCitation('10.1, 10.2', known)).toEqual(['10.1', '10.2']);
    expect(splitCitation('10.1 10.2', known)).toEqual(['10.1', '10.2']);
    expect(splitCitation('Call 1.4, KW:貫通', known)).toEqual(['Call 1.4', 'KW:貫通']);
  });

  it('the index keeps numbers and hierarchy only, a missing parent giving way to the nearest numbered one', () => {
    const text = ['1.1. 総則', '本文', '1.1.1. 一つ目', '1.1.1.1.1. 飛んだ番号', '2.1. 次'].join('\n');
    const spec = { numbering: 'dotted', pattern: '^(\\d+(?:\\.\\d+)+)\\.(?:\\s|$)', chapters: [1, 9] };
    expect(listSections(text, spec)).toEqual([
      { id: '1.1', parent: null, chapter: 'Chapter 1' },
      { id: '1.1.1', parent: '1.1', chapter: 'Chapter 1' },
      { id: '1.1.1.1.1', parent: '1.1.1', chapter: 'Chapter 1' },
      { id: '2.1', parent: null, chapter: 'Chapter 2' },
    ]);
  });
});
