import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readTitleManifest, type TitleManifest } from './title-manifest.js';

/** An installed package whose package.json declares a title (its `tcgkit` field). */
export interface TitlePackage {
  /** The package name, e.g. `@tcgkit/vanguard`. */
  name: string;
  version: string;
  /** Its folder, as found under a `node_modules` folder (it may be a workspace symlink). */
  dir: string;
  manifest: TitleManifest;
  /**
   * Found in a `node_modules` folder above the CLI itself, where Node resolves it by name from the CLI
   * (with the runtime's export conditions); other packages are resolved from their own folder.
   */
  besideCli: boolean;
}

export interface Discovery {
  /** By title id, in the order found (nearest `node_modules` first). */
  titles: Map<string, TitlePackage>;
  /** Packages with a `tcgkit` field that cannot be used, and titles declared twice, one line each. */
  problems: string[];
}

/** `start`'s own `node_modules` and every ancestor's, nearest first: the folders Node resolves from. */
export function nodeModulesChain(start: string): string[] {
  const chain: string[] = [];
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules');
    if (existsSync(candidate)) chain.push(candidate);
    if (dirname(dir) === dir) return chain;
  }
}

/** Package folders directly in a `node_modules` folder, scoped ones (`@scope/name`) included. */
function packageFolders(nodeModules: string): string[] {
  const folders: string[] = [];
  const entries = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.') && (e.isDirectory() || e.isSymbolicLink()));
    } catch {
      return [];
    }
  };
  for (const entry of entries(nodeModules)) {
    if (entry.name.startsWith('@'))
      for (const scoped of entries(join(nodeModules, entry.name))) folders.push(join(nodeModules, entry.name, scoped.name));
    else folders.push(join(nodeModules, entry.name));
  }
  return folders;
}

/**
 * Every installed title: packages with a `tcgkit` field in the `node_modules` folders above the CLI
 * (where `npm install @tcgkit/cli my-title` puts both, and where npm workspaces link this repository's
 * plugins), then in those above the working directory (a project's titles for a CLI installed
 * elsewhere). The first package of a name wins, as in Node's own resolution; so does the first package
 * declaring a title id.
 */
export function discoverTitles(roots: readonly { dir: string; besideCli: boolean }[]): Discovery {
  const titles = new Map<string, TitlePackage>();
  const problems: string[] = [];
  const seenNames = new Set<string>();
  const seenFolders = new Set<string>();
  for (const root of roots) {
    for (const nodeModules of nodeModulesChain(root.dir)) {
      if (seenFolders.has(nodeModules)) continue;
      seenFolders.add(nodeModules);
      for (const dir of packageFolders(nodeModules)) {
        let packageJson: { name?: unknown; version?: unknown; tcgkit?: unknown };
        try {
          packageJson = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof packageJson;
        } catch {
          continue; // not a package (or an unreadable one): nothing to discover
        }
        if (packageJson.tcgkit === undefined || typeof packageJson.name !== 'string' || seenNames.has(packageJson.name)) continue;
        seenNames.add(packageJson.name);
        const read = readTitleManifest(packageJson);
        if (!read.ok) {
          problems.push(`${packageJson.name} (${dir}): ${read.problem}`);
          continue;
        }
        const manifest = read.manifest;
        if (manifest === null) continue;
        const other = titles.get(manifest.title);
        if (other !== undefined) {
          problems.push(`title "${manifest.title}" is declared by both ${other.name} and ${packageJson.name}; using ${other.name}`);
          continue;
        }
        const version = typeof packageJson.version === 'string' ? packageJson.version : '0.0.0';
        titles.set(manifest.title, { name: packageJson.name, version, dir, manifest, besideCli: root.besideCli });
      }
    }
  }
  return { titles, problems };
}
