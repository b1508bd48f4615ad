/**
 * The one place where a title says how its rules document numbers its sections, for `rules-index`
 * (which turns the document into the committed `plugins/<title>/rules-index.json`). Coverage and lint
 * never read the document: only the committed index.
 *
 * Each entry: `name`, `seed` (the file name inside the seeds folder, `../shared/seeds` by default) and
 * `numbering`, one of the parsers of ./numbering.mjs: `dotted` (10.6.1.2, with `pattern` and `chapters`),
 * `dashed` (1103-9b, likewise). A title whose document has no numbered sections (its digest defines
 * citation keys instead) writes its index by hand or adds a parser there; see ../README.md.
 */
export const titles = {
  vanguard: {
    name: 'Cardfight!! Vanguard',
    seed: '000_766944f72249073b.txt',
    numbering: 'dotted',
    pattern: '^(?:-\\s*)?(\\d+(?:\\.\\d+)+)\\.(?:\\s|$)',
    chapters: [1, 18],
  },
  'weiss-schwarz': {
    name: 'Weiß Schwarz',
    seed: '001_d2f55c47402fab31.txt',
    numbering: 'dotted',
    pattern: '^(?:-\\s*)?(\\d+(?:\\.\\d+)+)\\.(?:\\s|$)',
    chapters: [1, 11],
  },
  'build-divide': {
    name: 'Build Divide',
    seed: '002_82f92c13ebd2cf8a.txt',
    numbering: 'dashed',
    pattern: '^(?:-\\s*)?(\\d{3,4}(?:-\\d+[a-z]*(?::[ivx]+)?)?)\\.',
    chapters: [100, 2799],
  },
};
