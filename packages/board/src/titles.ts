/**
 * The titles the board offers: the installed title packages, found when the board is built the same way
 * the `tcgkit` command finds them (a `tcgkit` field in their package.json; see `title-discovery.ts`). No
 * title is named in the board: layout, card faces, moves and decisions are drawn from what the engine
 * says about each title, so a new title package needs no edit here.
 */
import { createEngine, titleModule, type Heuristic } from '@tcgkit/kernel';
import { installedTitles } from 'virtual:tcgkit-titles';

/** One engine with every title loaded (titles are independent, so one container holds them all). */
export const engine = createEngine(installedTitles.map((title) => titleModule(title.plugin)));

/** The title's own bot heuristic, if its package declares one. */
export function titleHeuristic(title: string): Heuristic | undefined {
  return installedTitles.find((t) => t.id === title)?.heuristic;
}
