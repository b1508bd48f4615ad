import { heuristicBot, randomBot, type Bot } from '@tcgkit/bots';
import { createEngine, titleModule, type DeckList, type Engine, type Heuristic, type TitlePlugin } from '@tcgkit/kernel';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError } from './cli-error.js';
import { discoverTitles, type Discovery, type TitlePackage } from './discovery/find-title-packages.js';
import { loadTitleExports } from './discovery/load-title.js';

/**
 * The titles this command knows are the installed packages that declare one (a `tcgkit` field in their
 * package.json, see docs/writing-a-plugin.md); nothing here lists them.
 */
let discovery: Discovery | undefined;

/** Where titles are looked for: above the CLI's own files, then above the working directory. */
export function discoveryRoots(): { dir: string; besideCli: boolean }[] {
  return [
    { dir: dirname(fileURLToPath(import.meta.url)), besideCli: true },
    { dir: process.cwd(), besideCli: false },
  ];
}

/** Every installed title (scanned once per process; nothing is imported yet). */
export function installedTitles(): Discovery {
  discovery ??= discoverTitles(discoveryRoots());
  return discovery;
}

export function titleIds(): string[] {
  return [...installedTitles().titles.keys()].sort();
}

/** A title ready to play: its package, plugin, heuristic and engine. */
export interface LoadedTitle {
  id: string;
  package: TitlePackage;
  plugin: TitlePlugin;
  heuristic: Heuristic | undefined;
  engine: Engine;
}

const loaded = new Map<string, Promise<LoadedTitle>>();

export function titlePackage(id: string): TitlePackage {
  const found = installedTitles().titles.get(id);
  if (found === undefined) {
    const known = titleIds();
    throw new CliError(
      `unknown title ${quoted(id)} (${known.length > 0 ? `installed: ${known.join(', ')}` : 'no title package is installed'})`,
    );
  }
  return found;
}

/** Imports a discovered title once and wires its engine. */
export function loadTitle(id: string): Promise<LoadedTitle> {
  return loadTitleFrom(titlePackage(id));
}

/** The same for a package already found (a simulation worker receives its parent's). */
export function loadTitleFrom(pkg: TitlePackage): Promise<LoadedTitle> {
  const id = pkg.manifest.title;
  let title = loaded.get(id);
  if (title === undefined) {
    title = loadTitleExports(pkg).then(({ plugin, heuristic }) => ({
      id,
      package: pkg,
      plugin,
      heuristic,
      engine: createEngine([titleModule(plugin)]),
    }));
    loaded.set(id, title);
  }
  return title;
}

/** Every installed title's plugin by id (the scenario runner's registry). */
export async function allTitlePlugins(): Promise<Record<string, TitlePlugin>> {
  const titles = await Promise.all(titleIds().map((id) => loadTitle(id)));
  return Object.fromEntries(titles.map((t) => [t.id, t.plugin]));
}

export type BotKind = 'random' | 'heuristic';

/** A bot of `kind`; the heuristic bot uses the title's own heuristic when its package contributes one. */
export function botFor(kind: string, title: LoadedTitle, seed: number): Bot {
  if (kind === 'random') return randomBot(seed);
  if (kind === 'heuristic') return heuristicBot(title.heuristic, seed);
  throw new CliError(`unknown bot "${kind}" (random, heuristic)`);
}

/** `--decks a,b`: built-in deck names or paths to deck JSON files; default: the first two built-in decks. */
/**
 * The two decks of a game: the ones named by `--decks`, else two built-in decks. With game options (`--option`),
 * the built-in decks made for them come first: legal under those options but not under the defaults (a premium
 * format's decks with G decks, say); then any other deck legal under them.
 */
export function decksFor(
  title: LoadedTitle,
  option: string | undefined,
  gameOptions: Readonly<Record<string, string>> = {},
): [DeckList | string, DeckList | string] {
  const all = title.engine.title(title.id).decks;
  const teamSize = seatingOf(title, gameOptions)?.teamSize;
  if (teamSize !== undefined) return teamDecksFor(title, teamSize, option);
  if (option === undefined) {
    const legal = (d: DeckList, o?: Record<string, string>) =>
      d.name !== undefined && title.engine.validateDeck(title.id, d.name, o).length === 0;
    const optioned = Object.keys(gameOptions).length > 0;
    const made = optioned ? all.filter((d) => legal(d, { ...gameOptions }) && !legal(d)) : [];
    const rest = optioned ? all.filter((d) => !made.includes(d) && legal(d, { ...gameOptions })) : all;
    const builtIn = [...made, ...rest];
    if (builtIn.length === 0) throw new CliError(`${title.id} has no built-in decks${optioned ? ' for those options' : ''}`);
    const first = builtIn[0]!.name ?? 'deck 1';
    const second = (builtIn[1] ?? builtIn[0])!.name ?? first;
    return [first, second];
  }
  const parts = option.split(',').map((p) => p.trim());
  if (parts.length !== 2) throw new CliError('--decks takes two decks separated by a comma');
  return [loadDeck(title, parts[0]!), loadDeck(title, parts[1]!)];
}

/** The seats the title needs under these game options (BD tag-team: 4 players in teams of 2), if it says. */
export function seatingOf(title: LoadedTitle, gameOptions: Readonly<Record<string, string>>) {
  return title.engine.title(title.id).definition.seating?.(gameOptions);
}

/**
 * The two sides of a team game: each side is a team whose built-in decks are joined by "+"
 * (`--decks ember+tide,mystic+frontier`); by default the title's built-in decks in order.
 */
function teamDecksFor(title: LoadedTitle, size: number, option: string | undefined): [string, string] {
  const names = title.engine
    .title(title.id)
    .decks.map((d) => d.name)
    .filter((n): n is string => n !== undefined);
  if (option === undefined) {
    if (names.length === 0) throw new CliError(`${title.id} has no built-in decks`);
    const side = (s: number) => Array.from({ length: size }, (_, i) => names[(s * size + i) % names.length]!).join('+');
    return [side(0), side(1)];
  }
  const parts = option.split(',').map((p) => p.trim());
  if (parts.length !== 2) throw new CliError('--decks takes two sides separated by a comma');
  for (const part of parts) {
    const decks = part.split('+');
    if (decks.length !== size) throw new CliError(`each side is a team of ${size} built-in decks joined by "+" (got "${part}")`);
    for (const deck of decks) if (!names.includes(deck)) throw new CliError(`no built-in deck "${deck}" (have: ${names.join(', ')})`);
  }
  return [parts[0]!, parts[1]!];
}

/** `--option name=value` (repeatable) → the game options object; the engine checks names and values. */
export function parseGameOptions(given: readonly string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of given ?? []) {
    const eq = entry.indexOf('=');
    if (eq <= 0) throw new CliError(`--option takes name=value (got "${entry}")`);
    out[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  return out;
}

/** Collects a repeatable commander option into a list. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export function loadDeck(title: LoadedTitle, nameOrPath: string): DeckList | string {
  const builtIn = title.engine.title(title.id).decks;
  if (builtIn.some((d) => d.name === nameOrPath)) return nameOrPath;
  if (!nameOrPath.endsWith('.json')) {
    throw new CliError(`no built-in deck "${nameOrPath}" (have: ${builtIn.map((d) => d.name).join(', ')}); deck files end in .json`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(nameOrPath, 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read deck file ${nameOrPath}: ${(error as Error).message}`);
  }
  const deck = parsed as DeckList;
  if (typeof deck !== 'object' || deck === null || !Array.isArray(deck.main)) {
    throw new CliError(`${nameOrPath}: a deck file is JSON like {"name": "...", "main": ["card-id", ...], "extra": {"zone": [...]}}`);
  }
  return deck;
}

/** A value for a one-line message: at most 40 characters of it. */
export function quoted(value: string): string {
  const text = JSON.stringify(value);
  return text.length > 42 ? `${text.slice(0, 41)}…"` : text;
}
