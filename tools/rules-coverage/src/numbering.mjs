/**
 * Parsers that list a rules document's sections (id, parent, chapter) for the committed index. Only the
 * numbers and their hierarchy are kept: never the rules text.
 */

/** `10.6.1.2` → `10.6.1`; chapters are the first number. */
const dotted = {
  parent: (id) => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : null),
  chapter: (id) => Number(id.split('.')[0]),
  chapterName: (chapter) => `Chapter ${chapter}`,
  repeatsWholeText: false,
};

/** `602-1e:ii` → `602-1e` → `602-1` → `602`; chapters are hundreds (`1100s`). */
const dashed = {
  parent(id) {
    if (id.includes(':')) return id.slice(0, id.indexOf(':'));
    const dash = id.indexOf('-');
    if (dash < 0) return null;
    return /[a-z]$/.test(id.slice(dash + 1)) ? id.replace(/[a-z]+$/, '') : id.slice(0, dash);
  },
  chapter: (id) => Math.floor(Number(id.split('-')[0]) / 100) * 100,
  chapterName: (chapter) => `${chapter}s`,
  // Build Divide's document repeats its whole text: the first copy is the one cited.
  repeatsWholeText: true,
};

export const numberings = { dotted, dashed };

/**
 * The sections of `text` in document order, as `{ id, parent, chapter }`.
 */
export function listSections(text, spec) {
  const numbering = numberings[spec.numbering];
  if (numbering === undefined) throw new Error(`unknown numbering "${spec.numbering}" (known: ${Object.keys(numberings).join(', ')})`);
  const regex = new RegExp(spec.pattern);
  const seen = new Set();
  const sections = [];
  for (const line of text.split(/\r?\n/)) {
    // Some source lines carry a stray marker (<|…|>) before the section number.
    const match = regex.exec(line.replace(/^<\|[^|]*\|>/, '').trim());
    if (match === null) continue;
    const id = match[1];
    if (seen.has(id)) {
      if (numbering.repeatsWholeText && sections.length > 50) break;
      continue;
    }
    const chapter = numbering.chapter(id);
    if (spec.chapters && (chapter < spec.chapters[0] || chapter > spec.chapters[1])) continue;
    seen.add(id);
    sections.push({ id, parent: numbering.parent(id), chapter: numbering.chapterName(chapter) });
  }
  // A parent the document does not number itself gives way to its nearest numbered ancestor.
  const nearest = (id) => {
    let p = id;
    while (p !== null && !seen.has(p)) p = numbering.parent(p);
    return p;
  };
  return sections.map((s) => ({ ...s, parent: s.parent === null ? null : nearest(s.parent) }));
}
