import type { CardDefinition, DeckList, Engine } from '@tcgkit/kernel';
import { readFileSync } from 'node:fs';
import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { loadDeck, loadTitle, parseGameOptions, type LoadedTitle } from '../titles.js';

/** `tcgkit cards <title>`: the card pool, one card a line; with `--check <file>`, checks a card file instead. */
export async function cards(title: string, options: { json?: boolean; check?: string }, out: (line: string) => void): Promise<number> {
  const { engine } = await loadTitle(title);
  if (options.check !== undefined) return checkCardFile(engine, title, options.check, out);
  const pool = [...engine.title(title).cards.values()];
  if (options.json === true) {
    out(JSON.stringify(pool));
    return 0;
  }
  for (const card of pool) out(cardLine(card));
  out(pc.dim(`${pool.length} cards`));
  return 0;
}

/**
 * `tcgkit cards <title> --check <file.json>`: a JSON array of card definitions in the title's format,
 * checked against the title's card schema and instruction language (every verb, test, zone and parameter).
 * Prints each problem on its own line; exit status 1 when there is any.
 */
function checkCardFile(engine: Engine, title: string, file: string, out: (line: string) => void): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read card file ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new CliError(`${file}: a card file is a JSON array of card definitions`);
  const problems = engine.title(title).checkCards(parsed);
  for (const problem of problems) out(`${pc.red('invalid')} ${problem}`);
  if (problems.length > 0) {
    out(pc.dim(`${problems.length} problem(s) in ${parsed.length} card(s)`));
    return 1;
  }
  out(`${pc.green('valid')}  ${parsed.length} card(s) in ${file}`);
  return 0;
}

function cardLine(card: CardDefinition): string {
  const fields = Object.entries(card)
    .filter(([k, v]) => !['id', 'name', 'type', 'text', 'abilities', 'effect'].includes(k) && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k} ${String(v)}`);
  const keywords = (card.keywords ?? []).map((k) => (typeof k === 'string' ? k : k.name));
  return `${pc.bold(card.id.padEnd(24))} ${card.name} ${pc.dim(`[${card.type}]`)} ${fields.join(', ')}${keywords.length ? pc.cyan(` ${keywords.join(', ')}`) : ''}`;
}

/**
 * `tcgkit decks <title> [files…]`: lists the built-in decks, or checks deck files against every construction rule,
 * under the game options given (`--option`). A built-in deck made for a game option (a format) is listed as legal
 * with the option it needs.
 */
export async function decks(title: string, files: string[], out: (line: string) => void, option: readonly string[] = []): Promise<number> {
  const loaded = await loadTitle(title);
  const { engine } = loaded;
  const gameOptions = parseGameOptions(option);
  const targets = files.length > 0 ? files : engine.title(title).decks.map((d) => d.name ?? '');
  let broken = 0;
  for (const target of targets) {
    const deck = loadDeck(loaded, target);
    const errors = engine.validateDeck(title, deck, gameOptions);
    const needs = errors.length > 0 && files.length === 0 && option.length === 0 ? optionMakingLegal(loaded, deck) : undefined;
    if (errors.length === 0) out(`${pc.green('legal')}  ${target}`);
    else if (needs !== undefined) out(`${pc.green('legal')}  ${target} ${pc.dim(`(with --option ${needs})`)}`);
    else {
      broken++;
      out(`${pc.red('illegal')} ${target}`);
      for (const error of errors) out(`  ${error.code}: ${error.message}${error.rule ? pc.dim(` (${error.rule})`) : ''}`);
    }
  }
  return broken === 0 ? 0 : 1;
}

/** The one declared option value (`name=value`) under which a deck is legal, if any. */
function optionMakingLegal(loaded: LoadedTitle, deck: DeckList | string): string | undefined {
  const declared = loaded.engine.title(loaded.id).definition.options ?? {};
  for (const [name, option] of Object.entries(declared))
    for (const value of option.values)
      if (loaded.engine.validateDeck(loaded.id, deck, { [name]: value }).length === 0) return `${name}=${value}`;
  return undefined;
}
