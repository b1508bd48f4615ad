import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario } from './parse.js';
import { readScenarioFile } from './read-file.js';

export interface ScenarioCase {
  file: string;
  path: string;
  /** The scenario's rules in brackets (the title prefix written once, as rule tests cite sections), then its name. */
  title: string;
}

/**
 * Every `*.scenario.yaml` in `folder`, sorted, with a test title such as `[VG 10.3.2, 10.1.1] name`,
 * so a title's test file can run each as its own test (`it.each(scenarioCases(dir))`). A file that does
 * not parse keeps its file name as title; running it then reports why.
 */
export function scenarioCases(folder: string): ScenarioCase[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.scenario.yaml'))
    .sort()
    .map((file) => {
      const path = join(folder, file);
      const read = readScenarioFile(path);
      const parsed = read.ok ? parseScenario(read.text) : null;
      if (parsed === null || !parsed.ok) return { file, path, title: file };
      const [first, ...rest] = parsed.scenario.rules;
      const prefix = first?.split(' ')[0] ?? '';
      const sections = [first, ...rest.map((rule) => (rule.startsWith(`${prefix} `) ? rule.slice(prefix.length + 1) : rule))];
      return { file, path, title: `[${sections.join(', ')}] ${parsed.scenario.name}` };
    });
}
