// ESLint 9 flat config for the whole monorepo. typescript-eslint's `recommended` set is used without type
// information on purpose: it needs no TypeScript program, so `eslint .` stays fast on a 2-core machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import kernelFloors from './tools/lint/kernel-floors.mjs';
import kernelStateWrites from './tools/lint/no-kernel-state-writes.mjs';

// Every title plugin's package name. The known titles are listed so the kernel boundary holds before their
// folders exist; any folder under plugins/ is added from its package.json (or `@tcgkit/<folder>` without one).
const KNOWN_TITLES = ['@tcgkit/vanguard', '@tcgkit/weiss-schwarz', '@tcgkit/build-divide', '@tcgkit/buddyfight'];
const pluginsDir = join(import.meta.dirname, 'plugins');
const pluginFolders = existsSync(pluginsDir)
  ? readdirSync(pluginsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
/** @param {string} folder */
const pluginName = (folder) => {
  const manifest = join(pluginsDir, folder, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).name : `@tcgkit/${folder}`;
};
const pluginNames = [...new Set([...KNOWN_TITLES, ...pluginFolders.map(pluginName)])];
// The repository's own rules (tools/lint/), under one plugin name.
const tcgkitLint = { rules: { ...kernelStateWrites.rules, ...kernelFloors.rules } };
// The kernel's folders bottom first (docs/architecture.md, "The kernel's floors"): a folder imports only
// from its own floor and those below it, and no files import each other in a loop.
const KERNEL_FLOORS = [
  'state',
  'rules',
  'zones',
  'work',
  'decisions',
  'abilities',
  'effects',
  'windows',
  'flow',
  'plugin',
  'engine',
  'players',
  'index.ts',
  'internal.ts',
];
// The packages built on the kernel for tests, players and the command line: never a plugin's dependency.
const TOOLING_PACKAGES = ['@tcgkit/testing', '@tcgkit/bots', '@tcgkit/cli'];
/** @param {string[]} names a package and any of its subpaths, as gitignore-style patterns */
const packagePatterns = (names) => names.flatMap((name) => [name, `${name}/*`]);

const internalOnly = {
  group: ['@tcgkit/kernel/internal'],
  message:
    "A game's rule context is not public API: set positions up with game.setUp (the position builder) and read game.state / view / judgeView / stat.",
};

export default defineConfig(
  globalIgnores(['**/dist/', '**/node_modules/', '.nx/', '**/coverage/', 'docs/api/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  // Plain JavaScript (config files, tools/*.mjs) runs on Node; TypeScript files get no `no-undef` (tsc checks that).
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  {
    rules: {
      // `_`-prefixed names mark parameters (and bindings) that are deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // The live state is not public: a game's rule context (`@tcgkit/kernel/internal`) is for the kernel's own
  // tests and the playout invariants only. Everyone else sets positions up with `game.setUp` (the position
  // builder) and reads `game.state`, `game.view`, `game.judgeView`, `game.stat`.
  {
    files: ['**/*.{ts,tsx}'],
    // The scenario runner's version-2 set-up (stack items, effects, data) and `scenario --from` are not yet
    // ported to the position builder: they still reach the rule context.
    ignores: ['packages/kernel/**', 'packages/testing/src/invariants/**', 'packages/testing/src/scenario/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [internalOnly] }] },
  },
  // Boundary: the kernel is title-agnostic, so it never reaches into a plugin, by package name or by path.
  {
    files: ['packages/kernel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: packagePatterns(pluginNames), message: 'The kernel must not depend on a title plugin.' },
            { regex: '^\\.{1,2}/(.*/)?plugins(/|$)', message: 'The kernel must not import plugin files by relative path.' },
          ],
        },
      ],
    },
  },
  // Layers: the kernel reads bottom-up, with no import loops (type-only imports included).
  {
    files: ['packages/kernel/src/**/*.ts'],
    plugins: { tcgkit: tcgkitLint },
    rules: {
      'tcgkit/kernel-floors': ['error', { root: 'packages/kernel/src', floors: KERNEL_FLOORS }],
      'tcgkit/kernel-import-cycle': ['error', { root: 'packages/kernel/src' }],
    },
  },
  // Boundary: a plugin may use the kernel (and itself) but never another title's plugin. Its sources (what
  // it publishes, its bot heuristic included) use no other tcgkit package either: plugins → kernel only.
  ...pluginFolders.flatMap((folder) => {
    const own = pluginName(folder);
    const otherTitles = {
      group: packagePatterns(pluginNames.filter((name) => name !== own)),
      message: 'A title plugin must not depend on another title plugin; share code through @tcgkit/kernel.',
    };
    const tooling = {
      group: packagePatterns(TOOLING_PACKAGES),
      message: "A title plugin's sources depend on @tcgkit/kernel only (the bot Heuristic contract is in the kernel).",
    };
    return [
      { files: [`plugins/${folder}/**`], rules: { 'no-restricted-imports': ['error', { patterns: [otherTitles, internalOnly] }] } },
      {
        files: [`plugins/${folder}/src/**`],
        rules: { 'no-restricted-imports': ['error', { patterns: [otherTitles, tooling, internalOnly] }] },
      },
    ];
  }),
  // Contract: a plugin changes kernel-owned state (effects, delayed triggers, replacements, pending abilities,
  // the stack, work, windows, zones, cards, last-known information) only through kernel operations.
  {
    files: ['plugins/*/src/**/*.ts'],
    plugins: { tcgkit: tcgkitLint },
    rules: { 'tcgkit/no-kernel-state-writes': 'error' },
  },
  // Typed status keys: a title reads and writes a card's or player's `status` only through the keys it
  // declared with `defineStatusKeys` (a misspelt key or a wrong value type is then a compile error).
  {
    files: ['plugins/*/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.type='MemberExpression'][object.property.name='status']",
          "MemberExpression[object.type='Identifier'][object.name='status']",
        ].map((selector) => ({
          selector,
          message: "Read and write status through the title's declared status keys (defineStatusKeys: get/set/clear), not status[…].",
        })),
      ],
    },
  },
);
