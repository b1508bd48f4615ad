/**
 * The committed rules index of a title: `plugins/<title>/rules-index.json`, the ids of its rules
 * document's sections with their parent and chapter, in document order. It holds no rules text, so a
 * clone without the documents can still check coverage.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSections } from './numbering.mjs';

export const indexPath = (repoRoot, title) => join(repoRoot, 'plugins', title, 'rules-index.json');

/** Builds the index of `title` from its document in `seedsDir`, per its entry in ./titles.mjs. */
export function buildIndex(title, spec, seedsDir) {
  const file = join(seedsDir, spec.seed);
  if (!existsSync(file)) throw new Error(`the rules document of ${title} is not at ${file}: pass --seeds <dir>`);
  const text = readFileSync(file, 'utf8');
  return {
    title,
    name: spec.name,
    source: { seed: spec.seed, sha256: createHash('sha256').update(text).digest('hex'), numbering: spec.numbering },
    generatedBy: `npm run rules-index -- ${title}`,
    sections: listSections(text, spec),
  };
}

/** One section per line, so a diff shows exactly which sections changed (and prettier keeps it as is). */
export function formatIndex(index) {
  const { sections, ...head } = index;
  const entry = (section) =>
    `    { ${Object.entries(section)
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(', ')} }`;
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, ',');
  return `${top}\n  "sections": [\n${sections.map(entry).join(',\n')}\n  ]\n}\n`;
}

/** Reads and checks a committed index: ids unique, parents listed before their children. */
export function readIndex(repoRoot, title) {
  const path = indexPath(repoRoot, title);
  if (!existsSync(path))
    throw new Error(`plugins/${title} has no rules-index.json: run npm run rules-index -- ${title} (see tools/rules-coverage/README.md)`);
  const index = JSON.parse(readFileSync(path, 'utf8'));
  const seen = new Set();
  for (const section of index.sections ?? []) {
    if (typeof section.id !== 'string' || typeof section.chapter !== 'string')
      throw new Error(`${path}: a section needs a string id and chapter`);
    if (seen.has(section.id)) throw new Error(`${path}: section ${section.id} is listed twice`);
    if (section.parent !== null && !seen.has(section.parent))
      throw new Error(`${path}: the parent ${section.parent} of ${section.id} is not listed before it`);
    seen.add(section.id);
  }
  if (seen.size === 0) throw new Error(`${path}: no sections`);
  return index;
}
