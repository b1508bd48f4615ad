import type { Plugin } from 'vite';
import { discoverTitles } from '../cli/src/discovery/find-title-packages.js';

const id = 'virtual:tcgkit-titles';
const resolved = '\0' + id;

/**
 * The board's titles are found as the `tcgkit` command finds them (packages/cli/src/discovery): every
 * installed package whose package.json has a `tcgkit` field. A browser cannot scan `node_modules`, so this
 * is done when the board is built: the virtual module `virtual:tcgkit-titles` imports each title's plugin
 * (and bot heuristic, if it declares one) by package name, and the board lists no title itself.
 */
export function tcgkitTitles(): Plugin {
  return {
    name: 'tcgkit-titles',
    resolveId: (source) => (source === id ? resolved : null),
    load(module) {
      if (module !== resolved) return null;
      const { titles, problems } = discoverTitles([{ dir: import.meta.dirname, besideCli: true }]);
      for (const problem of problems) this.warn(problem);
      const specifier = (name: string, subpath: string) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`);
      const imports: string[] = [];
      const entries: string[] = [];
      [...titles.values()].forEach((title, i) => {
        const { plugin, heuristic } = title.manifest;
        imports.push(`import { ${plugin.name} as plugin${i} } from ${JSON.stringify(specifier(title.name, plugin.subpath))};`);
        if (heuristic !== undefined) {
          imports.push(`import { ${heuristic.name} as heuristic${i} } from ${JSON.stringify(specifier(title.name, heuristic.subpath))};`);
        }
        entries.push(
          `{ id: ${JSON.stringify(title.manifest.title)}, plugin: plugin${i}, heuristic: ${heuristic === undefined ? 'undefined' : `heuristic${i}`} }`,
        );
      });
      return `${imports.join('\n')}\nexport const installedTitles = [${entries.join(', ')}];\n`;
    },
  };
}
