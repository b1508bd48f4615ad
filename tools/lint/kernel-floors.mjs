// ESLint rules that keep the kernel's folders stacked as floors (docs/architecture.md, "The kernel's
// floors"): `kernel-floors` refuses an import from a file on a lower floor into a folder on a higher one,
// and `kernel-import-cycle` refuses an import that closes a loop of files, type-only imports included
// (`import type` ties the files as surely for a reader, and a type knot hides the real order of floors).
// Both read the relative module specifiers of `import … from`, `export … from`, `import()` and
// `require()`; they need no type information.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The module specifiers a source text names: static imports and re-exports (type-only ones included),
 * dynamic `import()` and `require()`. TypeScript's own pre-parser reads them.
 * @param {string} text
 * @returns {string[]}
 */
export function importedSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * The file a relative specifier names, as the kernel writes them (`./x.js` for `x.ts`, a folder for its
 * `index.ts`); `undefined` for a package or a file that does not exist.
 * @param {string} from the importing file (absolute)
 * @param {string} specifier
 * @returns {string | undefined}
 */
export function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.(m|c)?js$/, '.$1ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((path) => path.endsWith('.ts') && existsSync(path) && statSync(path).isFile());
}

/**
 * The floor of a file under `root`: the index in `floors` of its top folder (or of its own name, for a
 * file directly in `root` such as `index.ts`); -1 when `floors` does not name it.
 * @param {string} root absolute
 * @param {readonly string[]} floors bottom first
 * @param {string} file absolute
 */
export function floorOf(root, floors, file) {
  const path = relative(root, file);
  if (path.startsWith('..')) return -1;
  return floors.indexOf(path.split(sep)[0]);
}

/**
 * Every loop of files among `files`, each once (Tarjan's strongly connected components with more than one
 * file, or a file importing itself).
 * @param {ReadonlyMap<string, readonly string[]>} graph file → the files it imports
 * @returns {string[][]}
 */
export function importCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  /** @param {string} file */
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** Every `.ts` source under `dir` (tests and declaration files excluded). @param {string} dir */
function sourcesUnder(dir) {
  return ts.sys.readDirectory(dir, ['.ts'], ['**/*.test.ts', '**/*.d.ts']).map((path) => resolve(path));
}

/** Imports of files read from disk, re-read only when a file changes (an editor's ESLint lives long). */
const importCache = new Map();

/** @param {string} file */
function importsOnDisk(file) {
  const stamp = statSync(file).mtimeMs;
  const cached = importCache.get(file);
  if (cached !== undefined && cached.stamp === stamp) return cached.imports;
  const imports = importedSpecifiers(readFileSync(file, 'utf8'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((path) => path !== undefined);
  importCache.set(file, { stamp, imports });
  return imports;
}

/**
 * The import graph of the sources under `root`, with `file`'s imports as in the text being linted.
 * @param {string} root
 * @param {string} file
 * @param {readonly string[]} fileImports
 */
function graphWith(root, file, fileImports) {
  const graph = new Map();
  for (const source of sourcesUnder(root)) graph.set(source, source === file ? fileImports : importsOnDisk(source));
  graph.set(file, fileImports);
  return graph;
}

const rootOption = {
  type: 'object',
  properties: {
    root: { type: 'string' },
    floors: { type: 'array', items: { type: 'string' }, minItems: 1 },
  },
  required: ['root'],
  additionalProperties: false,
};

/** `options.root`, from the directory ESLint runs in. */
function rootOf(context) {
  return resolve(context.cwd, context.options[0].root);
}

/**
 * The relative imports of the file being linted, with the node each is written at.
 * @returns {{ node: import('estree').Node, path: string }[]}
 */
function relativeImports(context, node) {
  const out = [];
  const add = (source) => {
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    const path = resolveRelative(context.filename, source.value);
    if (path !== undefined) out.push({ node: source, path });
  };
  for (const statement of node.body) {
    if (statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration') add(statement.source);
    if (statement.type === 'ExportNamedDeclaration' && statement.source) add(statement.source);
  }
  return out;
}

/** @type {import('eslint').Rule.RuleModule} */
const kernelFloorsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A kernel folder imports only from its own floor and the floors below it.' },
    schema: [{ ...rootOption, required: ['root', 'floors'] }],
    messages: {
      upward: '{{from}}/ is floor {{fromFloor}} and must not import from {{to}}/ (floor {{toFloor}}, above it): {{why}}',
      unplaced: '{{folder}} is on no kernel floor: add it to the floors in eslint.config.js (and to docs/architecture.md).',
    },
  },
  create(context) {
    const root = rootOf(context);
    const floors = context.options[0].floors;
    const file = resolve(context.filename);
    if (relative(root, file).startsWith('..')) return {};
    return {
      Program(program) {
        const floor = floorOf(root, floors, file);
        const folder = relative(root, file).split(sep)[0];
        if (floor < 0) {
          context.report({ node: program, messageId: 'unplaced', data: { folder } });
          return;
        }
        for (const { node, path } of relativeImports(context, program)) {
          const target = floorOf(root, floors, path);
          if (target <= floor) continue;
          context.report({
            node,
            messageId: 'upward',
            data: {
              from: folder,
              fromFloor: String(floor + 1),
              to: floors[target] ?? relative(root, path),
              toFloor: String(target + 1),
              why: 'declare the narrow context or type on this floor (see docs/architecture.md)',
            },
          });
        }
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const kernelImportCycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No loop of imports (type-only ones included) among the kernel sources.' },
    schema: [rootOption],
    messages: {
      cycle:
        'This import closes a loop of files that import each other ({{loop}}): move what they share down to a file they can all import.',
    },
  },
  create(context) {
    const root = rootOf(context);
    const file = resolve(context.filename);
    if (relative(root, file).startsWith('..')) return {};
    return {
      Program(program) {
        const imports = relativeImports(context, program);
        const inRoot = imports.filter(({ path }) => !relative(root, path).startsWith('..'));
        if (inRoot.length === 0) return;
        const graph = graphWith(
          root,
          file,
          inRoot.map(({ path }) => path),
        );
        const loop = importCycles(graph).find((cycle) => cycle.includes(file));
        if (loop === undefined) return;
        const members = new Set(loop);
        for (const { node, path } of inRoot) {
          if (!members.has(path)) continue;
          context.report({ node, messageId: 'cycle', data: { loop: loop.map((p) => relative(root, p)).join(', ') } });
        }
      },
    };
  },
};

export default { rules: { 'kernel-floors': kernelFloorsRule, 'kernel-import-cycle': kernelImportCycleRule } };
