import pc from 'picocolors';
import { installedTitles } from '../titles.js';

/** `tcgkit titles`: the installed titles, found by the `tcgkit` field of their packages, and any unusable ones. */
export function titles(options: { json?: boolean }, out: (line: string) => void): number {
  const { titles: found, problems } = installedTitles();
  const rows = [...found.values()].sort((a, b) => a.manifest.title.localeCompare(b.manifest.title));
  if (options.json === true) {
    out(
      JSON.stringify({ titles: rows.map((t) => ({ title: t.manifest.title, package: t.name, version: t.version, dir: t.dir })), problems }),
    );
    return problems.length === 0 ? 0 : 1;
  }
  if (rows.length === 0) out('no title package is installed (a title package has a "tcgkit" field in its package.json)');
  for (const t of rows) out(`${pc.bold(t.manifest.title.padEnd(16))} ${t.name}@${t.version} ${pc.dim(t.dir)}`);
  for (const problem of problems) out(pc.red(`unusable: ${problem}`));
  return problems.length === 0 ? 0 : 1;
}
