import { readFileSync } from 'node:fs';
import { createEngine, ErrorCode, TcgError, titleModule, type CardDefinition, type TitlePlugin, type TitleRuntime } from '@tcgkit/kernel';
import { scenarioCases } from './scenario/cases.js';
import { parseScenario } from './scenario/parse.js';

/**
 * What `createEngine` says of `plugin`'s pool with `changed` in place of the pool cards of the same ids:
 * the messages of its `INVALID_CARD` error (each naming the card and the path), or `[]` when it accepts the
 * cards. For a title's card-data tests: a bad verb, test or parameter must be refused at load.
 */
export function cardProblems(plugin: TitlePlugin, changed: readonly unknown[]): string[] {
  const ids = new Set(changed.map((card) => (card as CardDefinition).id));
  const cards = [...(plugin.cards ?? []).filter((card) => !ids.has(card.id)), ...(changed as CardDefinition[])];
  try {
    createEngine([titleModule({ ...plugin, cards })]);
    return [];
  } catch (error) {
    if (error instanceof TcgError && error.code === ErrorCode.invalidCard) return error.details.map((detail) => detail.message);
    throw error;
  }
}

/**
 * Checks the cards written inline in every scenario file of `dir` against a loaded title's card schema and
 * instruction language. Returns how many inline cards there were and the problems, each prefixed with its
 * file (a file that does not parse is one problem).
 */
export function scenarioCardProblems(title: TitleRuntime, dir: string): { cards: number; problems: string[] } {
  const report = { cards: 0, problems: [] as string[] };
  for (const { path, file } of scenarioCases(dir)) {
    const parsed = parseScenario(readFileSync(path, 'utf8'));
    if (!parsed.ok) {
      report.problems.push(`${file}: does not parse`);
      continue;
    }
    const cards = parsed.scenario.cards ?? [];
    report.cards += cards.length;
    for (const problem of title.checkCards(cards)) report.problems.push(`${file}: ${problem}`);
  }
  return report;
}
