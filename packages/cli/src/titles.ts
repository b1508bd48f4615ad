import { heuristicBot, heuristicFor, randomBot, type Bot } from '@tcgkit/bots';
import { buildDividePlugin } from '@tcgkit/build-divide';
import { createEngine, titleModule, type DeckList, type Engine, type TitlePlugin } from '@tcgkit/kernel';
import { vanguardPlugin } from '@tcgkit/vanguard';
import { weissSchwarzPlugin } from '@tcgkit/weiss-schwarz';
import { readFileSync } from 'node:fs';
import { CliError } from './cli-error.js';

/** The titles this command knows. A new title plugin is added here, once. */
export const titlePlugins: Readonly<Record<string, TitlePlugin>> = {
  vanguard: vanguardPlugin,
  'build-divide': buildDividePlugin,
  'weiss-schwarz': weissSchwarzPlugin,
};

const engines = new Map<string, Engine>();

export function titleIds(): string[] {
  return Object.keys(titlePlugins);
}

export function engineFor(title: string): Engine {
  // An own property only: "constructor" or "__proto__" name Object.prototype members, not titles.
  const plugin = Object.hasOwn(titlePlugins, title) ? titlePlugins[title] : undefined;
  if (plugin === undefined) throw new CliError(`unknown title ${quoted(title)} (known: ${titleIds().join(', ')})`);
  let engine = engines.get(title);
  if (engine === undefined) {
    engine = createEngine([titleModule(plugin)]);
    engines.set(title, engine);
  }
  return engine;
}

export type BotKind = 'random' | 'heuristic';

export function botFor(kind: string, title: string, seed: number): Bot {
  if (kind === 'random') return randomBot(seed);
  if (kind === 'heuristic') return heuristicBot(heuristicFor(title), seed);
  throw new CliError(`unknown bot "${kind}" (random, heuristic)`);
}

/** `--decks a,b`: built-in deck names or paths to deck JSON files; default: the first two built-in decks. */
export function decksFor(title: string, option: string | undefined): [DeckList | string, DeckList | string] {
  const builtIn = engineFor(title).title(title).decks;
  if (option === undefined) {
    if (builtIn.length === 0) throw new CliError(`${title} has no built-in decks`);
    const first = builtIn[0]!.name ?? 'deck 1';
    const second = (builtIn[1] ?? builtIn[0])!.name ?? first;
    return [first, second];
  }
  const parts = option.split(',').map((p) => p.trim());
  if (parts.length !== 2) throw new CliError('--decks takes two decks separated by a comma');
  return [loadDeck(title, parts[0]!), loadDeck(title, parts[1]!)];
}

export function loadDeck(title: string, nameOrPath: string): DeckList | string {
  const builtIn = engineFor(title).title(title).decks;
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
