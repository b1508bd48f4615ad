/**
 * Rules coverage of one title, from the committed index (./rules-index.mjs), the plugin's
 * `rules-coverage.json` and the sections its tests cite. Reads nothing outside the repository.
 *
 * Strict count: a section is **covered** only when a test cites it directly, or when it has subsections
 * and every one of them is covered or not applicable; it is **partly** covered when some of its
 * subsections are covered (or partly) but not all; otherwise **n/a**, **deferred** (with the reason from
 * `rules-coverage.json`, inherited by subsections) or **not yet**.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readIndex } from './rules-index.mjs';

export const statuses = ['covered', 'partly', 'n/a', 'deferred', 'not yet'];

/** Every plugin with a `rules-coverage.json`, sorted. */
export function titlesWithCoverage(repoRoot) {
  const plugins = join(repoRoot, 'plugins');
  if (!existsSync(plugins)) return [];
  return readdirSync(plugins)
    .filter((name) => existsSync(join(plugins, name, 'rules-coverage.json')))
    .sort();
}

/**
 * The ids a citation's text names: comma-separated items; an item that is not an id itself but whose
 * space-separated words all are (`10.6.1 10.6.2`) names each. Ids may hold spaces (`Call 1.4`).
 */
export function splitCitation(text, known) {
  const ids = [];
  for (const raw of text.split(',')) {
    const item = raw.trim().replace(/\.$/, '');
    if (item === '') continue;
    const words = item.split(/\s+/).map((w) => w.replace(/\.$/, ''));
    if (!known.has(item) && words.length > 1 && words.every((w) => known.has(w))) ids.push(...words);
    else ids.push(item);
  }
  return ids;
}

/** Citations of the plugin's tests (`[VG 10.6.1.2] …` in titles) and scenario files (`rules:` list). */
export function collectCitations(repoRoot, title, prefix, known) {
  const pluginDir = join(repoRoot, 'plugins', title);
  const citations = new Map();
  const unknown = [];
  const cite = (file, ids) => {
    for (const id of ids) {
      if (!known.has(id)) unknown.push(`${relative(repoRoot, file)}: ${prefix} ${id}`);
      citations.set(id, (citations.get(id) ?? 0) + 1);
    }
  };
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inTitle = new RegExp(`\\[${escaped} ([^\\]]+)\\]`, 'g');
  for (const file of walk(pluginDir, (p) => /\.(test|soak)\.ts$/.test(p))) {
    for (const match of readFileSync(file, 'utf8').matchAll(inTitle)) cite(file, splitCitation(match[1], known));
  }
  for (const file of walk(pluginDir, (p) => p.endsWith('.scenario.yaml'))) {
    const rules = /^rules:\s*(.+)$/m.exec(readFileSync(file, 'utf8'));
    if (rules === null) continue;
    for (const raw of rules[1].replace(/^\[|\]\s*$/g, '').split(',')) {
      const item = raw.trim().replace(/^['"]|['"]$/g, '');
      if (item.startsWith(`${prefix} `)) cite(file, splitCitation(item.slice(prefix.length + 1), known));
    }
  }
  return { citations, unknown };
}

/** The rows of the coverage table, in index order, each with its status and note. */
export function computeCoverage(repoRoot, title) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'plugins', title, 'rules-coverage.json'), 'utf8'));
  const index = readIndex(repoRoot, title);
  const byId = new Map(index.sections.map((s) => [s.id, s]));
  const children = new Map(index.sections.map((s) => [s.id, []]));
  for (const s of index.sections) if (s.parent !== null) children.get(s.parent).push(s.id);
  const { citations, unknown } = collectCitations(repoRoot, title, config.prefix, new Set(byId.keys()));

  const reasonFor = (table, id) => {
    for (let key = id; key !== null && key !== undefined; key = byId.get(key)?.parent ?? null)
      if (table?.[key] !== undefined) return table[key];
    return undefined;
  };
  // Reasons keyed by a section the index does not list (e.g. a chapter outside the indexed range) reach nothing.
  const unusedReasons = ['notApplicable', 'deferred'].flatMap((table) =>
    Object.keys(config[table] ?? {})
      .filter((id) => !byId.has(id))
      .map((id) => `plugins/${title}/rules-coverage.json ${table}: ${config.prefix} ${id}`),
  );
  const rows = new Map();
  // Children come after their parents in the index: settle them first.
  for (const section of [...index.sections].reverse()) {
    const direct = citations.get(section.id) ?? 0;
    const kids = children.get(section.id).map((id) => rows.get(id));
    const done = kids.filter((k) => k.status === 'covered').length;
    const touched = kids.filter((k) => k.status === 'covered' || k.status === 'partly').length;
    const notApplicable = reasonFor(config.notApplicable, section.id);
    const deferred = reasonFor(config.deferred, section.id);
    let status;
    let note;
    if (direct > 0) {
      status = 'covered';
      note = `${direct} test${direct > 1 ? 's' : ''}`;
    } else if (kids.length > 0 && touched > 0 && kids.every((k) => k.status === 'covered' || k.status === 'n/a')) {
      status = 'covered';
      note = `all ${kids.length} subsection${kids.length > 1 ? 's' : ''}`;
    } else if (touched > 0) {
      status = 'partly';
      note = `${done} of ${kids.length} subsections covered${touched > done ? `, ${touched - done} partly` : ''}`;
    } else if (notApplicable !== undefined) {
      status = 'n/a';
      note = notApplicable;
    } else if (deferred !== undefined) {
      status = 'deferred';
      note = deferred;
    } else {
      status = 'not yet';
      note = '';
    }
    rows.set(section.id, { id: section.id, chapter: section.chapter, status, note });
  }
  return { index, config, rows: index.sections.map((s) => rows.get(s.id)), unknown, unusedReasons };
}

export const countOf = (rows, status) => rows.filter((r) => r.status === status).length;

/** The figures line of a title, e.g. for the report: `covered 120 · partly 30 · n/a 25 · deferred 600 · not yet 500 (of 1589)`. */
export const figures = (rows) => `${statuses.map((s) => `${s} ${countOf(rows, s)}`).join(' · ')} (of ${rows.length})`;

/** The markdown document `docs/rules-coverage/<title>.md`. */
export function renderCoverage(title, { index, rows, unknown }) {
  const chapters = [...new Set(rows.map((r) => r.chapter))];
  const header = ['chapter', 'sections', ...statuses];
  const lines = [
    `# ${index.name}: rules coverage`,
    '',
    `Generated by \`npm run coverage\` from the test titles and scenario files under \`plugins/${title}\` and the section`,
    `index \`plugins/${title}/rules-index.json\` (source document \`${index.source.seed}\`); do not edit.`,
    'A section is **covered** when a test cites it directly, or when all its subsections are covered (or not',
    'applicable); **partly** when only some of its subsections are; **n/a** or **deferred** per',
    `\`plugins/${title}/rules-coverage.json\` (with the reason); **not yet** otherwise.`,
    '',
    `**${countOf(rows, 'covered')} of ${rows.length} sections covered**, ${countOf(rows, 'partly')} partly, ${countOf(rows, 'n/a')} not applicable, ${countOf(rows, 'deferred')} deferred, ${countOf(rows, 'not yet')} not yet.`,
    '',
    `| ${header.join(' | ')} |`,
    `|---|${header
      .slice(1)
      .map(() => '---:')
      .join('|')}|`,
    ...chapters.map((chapter) => {
      const list = rows.filter((r) => r.chapter === chapter);
      return `| ${chapter} | ${list.length} | ${statuses.map((s) => countOf(list, s)).join(' | ')} |`;
    }),
    '',
  ];
  if (unknown.length > 0) lines.push('## Citations that name no section of the index', '', ...unknown.map((u) => `- ${u}`), '');
  for (const chapter of chapters) {
    lines.push(`## ${chapter}`, '', '| section | status | note |', '|---|---|---|');
    for (const row of rows.filter((r) => r.chapter === chapter))
      lines.push(`| ${row.id} | ${row.status} | ${row.note.replaceAll('|', '/')} |`);
    lines.push('');
  }
  return lines.join('\n');
}

function* walk(dir, keep) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path, keep);
    else if (keep(path)) yield path;
  }
}
