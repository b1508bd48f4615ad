/**
 * How each title's rules document numbers its sections. A plugin's rules-coverage.json may override the
 * `seed` path; titles outside this table give `seed`, `pattern` (a regex whose group 1 is the section id)
 * and `style` (`dotted` like 10.6.1.2, or `dashed` like 1103-9b) themselves.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const builtIn = {
  vanguard: {
    name: 'Cardfight!! Vanguard',
    seed: '../shared/seeds/000_766944f72249073b.txt',
    style: 'dotted',
    pattern: '^(?:-\\s*)?(\\d+(?:\\.\\d+)+)\\.(?:\\s|$)',
    chapters: [1, 16],
  },
  'weiss-schwarz': {
    name: 'Weiß Schwarz',
    seed: '../shared/seeds/001_d2f55c47402fab31.txt',
    style: 'dotted',
    pattern: '^(?:-\\s*)?(\\d+(?:\\.\\d+)+)\\.(?:\\s|$)',
    chapters: [1, 11],
  },
  'build-divide': {
    name: 'Build Divide',
    seed: '../shared/seeds/002_82f92c13ebd2cf8a.txt',
    style: 'dashed',
    pattern: '^(?:-\\s*)?(\\d{3,4}(?:-\\d+[a-z]*(?::[ivx]+)?)?)\\.',
    chapters: [100, 2799],
  },
};

export function sourceFor(title, config, repoRoot) {
  const spec = { ...builtIn[title], ...config };
  if (spec.seed === undefined || spec.pattern === undefined) throw new Error(`no rules source known for "${title}": set seed and pattern`);
  const path = resolve(repoRoot, spec.seed);
  const dotted = spec.style !== 'dashed';
  const parent = (id) => {
    if (dotted) return id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : null;
    // 602-1e:ii → 602-1e
    if (id.includes(':')) return id.slice(0, id.indexOf(':'));
    const dash = id.indexOf('-');
    if (dash < 0) return null;
    const sub = id.slice(dash + 1);
    // 1103-9b → 1103-9 → 1103
    return /[a-z]$/.test(sub) ? id.replace(/[a-z]+$/, '') : id.slice(0, dash);
  };
  const chapterOf = (id) => (dotted ? Number(id.split('.')[0]) : Math.floor(Number(id.split('-')[0]) / 100) * 100);
  return {
    name: spec.name ?? title,
    citation: `\`${spec.seed}\``,
    parent,
    isWithin(id, ancestor) {
      for (let p = parent(id); p !== null; p = parent(p)) if (p === ancestor) return true;
      return false;
    },
    sections() {
      const regex = new RegExp(spec.pattern);
      const seen = new Set();
      const out = [];
      for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
        // Some source lines carry a stray marker (<|…|>) before the section number.
        const match = regex.exec(line.replace(/^<\|[^|]*\|>/, '').trim());
        if (match === null) continue;
        const id = match[1];
        // Some sources repeat their whole text (Build Divide): the first copy is the one cited.
        if (seen.has(id)) {
          if (!dotted && out.length > 50) break;
          continue;
        }
        const chapter = chapterOf(id);
        if (spec.chapters && (chapter < spec.chapters[0] || chapter > spec.chapters[1])) continue;
        seen.add(id);
        out.push({ id, chapter: dotted ? `Chapter ${chapter}` : `${chapter}s`, text: line.trim().slice(match[0].length, 90) });
      }
      return out;
    },
  };
}
