#!/usr/bin/env node
/**
 * Scaffolds a new title plugin that plays complete (if bare) games at once, so a title grows from a
 * green test suite. Usage:
 *
 *   node tools/new-title/new-title.mjs <id> [--name "Display Name"] [--dir plugins] [--kernel ^0.1.0]
 *
 * Inside this repository the plugin joins the workspace (root tsconfig reference, a changeset); outside
 * it (`--dir` elsewhere) it is a standalone package depending on the published @tcgkit/kernel.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    dir: { type: 'string', default: join(repoRoot, 'plugins') },
    kernel: { type: 'string', default: '^0.1.0' },
  },
});
const id = positionals[0];
if (id === undefined || !/^[a-z][a-z0-9-]*$/.test(id)) {
  console.error('usage: new-title <id> [--name "Display Name"] [--dir plugins] [--kernel ^0.1.0]   (id: lower-case, dashes)');
  process.exit(2);
}
const name =
  values.name ??
  id
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
const target = resolve(values.dir, id);
if (existsSync(target)) {
  console.error(`${target} already exists`);
  process.exit(1);
}
const insideRepo = !relative(repoRoot, target).startsWith('..');
const camel = id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const extendsBase = insideRepo ? relative(target, join(repoRoot, 'tsconfig.base.json')) : null;
const sharedVitest = insideRepo ? relative(target, join(repoRoot, 'vitest.shared.js')).replaceAll('\\', '/') : null;

const replacements = {
  __ID__: id,
  __NAME__: name,
  __CAMEL__: camel,
  __KERNEL_VERSION__: values.kernel,
};
function fill(text) {
  return Object.entries(replacements).reduce((out, [key, value]) => out.replaceAll(key, value), text);
}

function copy(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const destination = join(to, entry.name.replace(/\.tmpl$/, '').replaceAll('__ID__', id));
    if (entry.isDirectory()) copy(source, destination);
    else writeFileSync(destination, fill(readFileSync(source, 'utf8')));
  }
}
copy(join(here, 'template'), target);

// Config that differs inside and outside the monorepo.
const tsconfigBase = extendsBase === null ? standaloneBase() : { extends: extendsBase.replaceAll('\\', '/') };
writeJson(join(target, 'tsconfig.json'), {
  ...tsconfigBase,
  compilerOptions: { ...(tsconfigBase.compilerOptions ?? {}), composite: false, noEmit: true, types: ['node'] },
  include: ['src', 'test', 'vitest.config.ts'],
});
writeJson(join(target, 'tsconfig.build.json'), {
  ...tsconfigBase,
  compilerOptions: {
    ...(tsconfigBase.compilerOptions ?? {}),
    rootDir: 'src',
    outDir: 'dist',
    tsBuildInfoFile: 'dist/tsconfig.build.tsbuildinfo',
  },
  include: ['src'],
  exclude: ['src/**/*.test.ts'],
  ...(insideRepo
    ? { references: [{ path: relative(target, join(repoRoot, 'packages/kernel/tsconfig.build.json')).replaceAll('\\', '/') }] }
    : {}),
});
writeFileSync(
  join(target, 'vitest.config.ts'),
  sharedVitest === null
    ? `import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: { name: '${id}', include: ['test/**/*.test.ts', 'src/**/*.test.ts'] } });\n`
    : `import { defineProject, mergeConfig } from 'vitest/config';\nimport shared from '${sharedVitest}';\n\nexport default mergeConfig(shared, defineProject({ test: { name: '${id}' } }));\n`,
);

if (insideRepo) {
  const rootTsconfig = join(repoRoot, 'tsconfig.json');
  if (existsSync(rootTsconfig)) {
    // The solution file may carry comments (JSONC), so the reference is added as text, not re-serialised.
    const text = readFileSync(rootTsconfig, 'utf8');
    const path = `./${relative(repoRoot, join(target, 'tsconfig.build.json')).replaceAll('\\', '/')}`;
    if (!text.includes(`"${path}"`)) {
      const updated = text.replace(/("references"\s*:\s*\[)([\s\S]*?)(\s*\])/, (_, open, body, close) => {
        const entries = body.trimEnd();
        return `${open}${entries}${entries.trim() === '' ? '' : ','}\n    { "path": "${path}" }${close}`;
      });
      if (updated === text) console.warn(`could not add ${path} to ${rootTsconfig}: add it to "references" by hand`);
      writeFileSync(rootTsconfig, updated);
    }
  }
  const changesets = join(repoRoot, '.changeset');
  if (existsSync(changesets)) {
    writeFileSync(
      join(changesets, `new-title-${id}.md`),
      `---\n'@tcgkit/${id}': minor\n---\n\nFirst release of the ${name} title plugin.\n`,
    );
  }
}

if (insideRepo) {
  // Match the repository's formatting so the new package passes `prettier --check` as generated.
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', target, join(repoRoot, 'tsconfig.json')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

console.log(`Created @tcgkit/${id} in ${target}`);
console.log(insideRepo ? 'Next: npm install, then npx nx test ' + id : 'Next: cd into it, npm install, npm test');

function writeJson(path, value) {
  writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
}

function standaloneBase() {
  return {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2022'],
      strict: true,
      skipLibCheck: true,
      declaration: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
    },
  };
}
