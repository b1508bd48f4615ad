/**
 * Renders a new title plugin as a map of files (path relative to the plugin folder → text), plus the
 * edits the monorepo needs. Shared by the command-line script and the nx generator, so both produce
 * the same plugin.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..', '..');
const templateDir = join(here, 'template');

export function titleNames(id, name) {
  if (typeof id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(id))
    throw new Error(`title id must be lower-case letters, digits and dashes: "${id}"`);
  const display =
    name ??
    id
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ');
  const camel = id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  return { id, name: display, camel };
}

/**
 * @param {{ id: string, name?: string, kernel?: string, target: string }} options `target` is the plugin's
 *   absolute folder; inside this repository the plugin uses the shared configs, outside it stands alone.
 */
export function renderTitle(options) {
  const { id, name, camel } = titleNames(options.id, options.name);
  const target = resolve(options.target);
  const insideRepo = !relative(repoRoot, target).startsWith('..');
  const toRoot = (path) => relative(target, join(repoRoot, path)).split('\\').join('/');
  const fill = (text) =>
    text
      .replaceAll('__ID__', id)
      .replaceAll('__NAME__', name)
      .replaceAll('__CAMEL__', camel)
      .replaceAll('__KERNEL_VERSION__', options.kernel ?? '^0.1.0');

  const files = new Map();
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const out = posix.join(prefix, entry.name.replace(/\.tmpl$/, '').replaceAll('__ID__', id));
      if (entry.isDirectory()) walk(join(dir, entry.name), out);
      else files.set(out, fill(readFileSync(join(dir, entry.name), 'utf8')));
    }
  };
  walk(templateDir, '');

  const base = insideRepo ? { extends: toRoot('tsconfig.base.json') } : { compilerOptions: standaloneCompilerOptions };
  const json = (value) => JSON.stringify(value, null, 2) + '\n';
  files.set(
    'tsconfig.json',
    json({
      ...base,
      compilerOptions: { ...(base.compilerOptions ?? {}), composite: false, noEmit: true, types: ['node'] },
      include: ['src', 'test', 'vitest.config.ts'],
    }),
  );
  files.set(
    'tsconfig.build.json',
    json({
      ...base,
      compilerOptions: {
        ...(base.compilerOptions ?? {}),
        rootDir: 'src',
        outDir: 'dist',
        tsBuildInfoFile: 'dist/tsconfig.build.tsbuildinfo',
      },
      include: ['src'],
      exclude: ['src/**/*.test.ts'],
      ...(insideRepo ? { references: [{ path: toRoot('packages/kernel/tsconfig.build.json') }] } : {}),
    }),
  );
  files.set(
    'vitest.config.ts',
    insideRepo
      ? `import { defineProject, mergeConfig } from 'vitest/config';\nimport shared from '${toRoot('vitest.shared.js')}';\n\nexport default mergeConfig(shared, defineProject({ test: { name: '${id}' } }));\n`
      : `import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: { name: '${id}', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] } });\n`,
  );

  return {
    id,
    name,
    insideRepo,
    files,
    /** The solution tsconfig's new reference, and a changeset announcing the package (in-repo only). */
    reference: insideRepo ? `./${relative(repoRoot, join(target, 'tsconfig.build.json')).split('\\').join('/')}` : null,
    changeset: insideRepo
      ? { path: `.changeset/new-title-${id}.md`, text: `---\n'@tcgkit/${id}': minor\n---\n\nFirst release of the ${name} title plugin.\n` }
      : null,
  };
}

/** Adds a reference to the (JSONC) solution tsconfig as text, keeping its comments. */
export function withReference(tsconfigText, reference) {
  if (tsconfigText.includes(`"${reference}"`)) return tsconfigText;
  const updated = tsconfigText.replace(/("references"\s*:\s*\[)([\s\S]*?)(\s*\])/, (_, open, body, close) => {
    const entries = body.trimEnd();
    return `${open}${entries}${entries.trim() === '' ? '' : ','}\n    { "path": "${reference}" }${close}`;
  });
  if (updated === tsconfigText) throw new Error(`could not add ${reference} to the root tsconfig.json "references"`);
  return updated;
}

const standaloneCompilerOptions = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  lib: ['ES2022'],
  strict: true,
  skipLibCheck: true,
  declaration: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
};
