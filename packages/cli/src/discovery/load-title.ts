import type { Heuristic, TitlePlugin } from '@tcgkit/kernel';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CliError } from '../cli-error.js';
import type { TitlePackage } from './find-title-packages.js';
import { entrySpecifier, type ExportRef } from './title-manifest.js';

/** A title package's exports, as its `tcgkit` field names them. */
export interface TitleExports {
  plugin: TitlePlugin;
  heuristic: Heuristic | undefined;
}

/**
 * Imports one export a title package names. A package beside the CLI is imported by name, so the
 * runtime's export conditions apply (in this repository, `@tcgkit/source` gives the TypeScript sources);
 * one found only above the working directory is resolved from its own folder (Node's `require`
 * resolution of the package's own name: its `exports` map needs a `default` or `require` condition).
 */
async function importExport(pkg: TitlePackage, ref: ExportRef): Promise<unknown> {
  const specifier = entrySpecifier(pkg.name, ref);
  let target = specifier;
  if (!pkg.besideCli) {
    try {
      target = pathToFileURL(createRequire(join(pkg.dir, 'package.json')).resolve(specifier)).href;
    } catch (error) {
      throw new CliError(`cannot resolve ${specifier} from ${pkg.dir}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  let module: Record<string, unknown>;
  try {
    module = (await import(target)) as Record<string, unknown>;
  } catch (error) {
    throw new CliError(`cannot load ${specifier} (title "${pkg.manifest.title}"): ${(error as Error).message.split('\n')[0]}`);
  }
  if (!(ref.name in module))
    throw new CliError(`${specifier} has no export "${ref.name}" (named in the tcgkit field of ${pkg.name}'s package.json)`);
  return module[ref.name];
}

function isTitlePlugin(value: unknown, id: string): value is TitlePlugin {
  if (typeof value !== 'object' || value === null) return false;
  const plugin = value as Partial<TitlePlugin>;
  return plugin.title?.id === id && Array.isArray(plugin.zones);
}

function isHeuristic(value: unknown): value is Heuristic {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Heuristic).score === 'function' &&
    typeof (value as Heuristic).title === 'string'
  );
}

/** Loads a discovered title's plugin and heuristic, checking that they are what the manifest says. */
export async function loadTitleExports(pkg: TitlePackage): Promise<TitleExports> {
  const { title, plugin: pluginRef, heuristic: heuristicRef } = pkg.manifest;
  const plugin = await importExport(pkg, pluginRef);
  if (!isTitlePlugin(plugin, title)) {
    throw new CliError(
      `${entrySpecifier(pkg.name, pluginRef)}#${pluginRef.name} is not a TitlePlugin for title "${title}" (its title.id must be "${title}")`,
    );
  }
  let heuristic: Heuristic | undefined;
  if (heuristicRef !== undefined) {
    const value = await importExport(pkg, heuristicRef);
    if (!isHeuristic(value))
      throw new CliError(`${entrySpecifier(pkg.name, heuristicRef)}#${heuristicRef.name} is not a Heuristic ({ title, score })`);
    heuristic = value;
  }
  return { plugin, heuristic };
}
