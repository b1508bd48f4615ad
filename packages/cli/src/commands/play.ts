import { isSelectAnswers, type Action, type AnyDecision, type BoardLayout, type Game, type SelectDecision } from '@tcgkit/kernel';
import type { Bot } from '@tcgkit/bots';
import pc from 'picocolors';
import { CliError } from '../cli-error.js';
import { boardLines } from '../format/board.js';
import { LineReader } from '../format/line-reader.js';
import { cardNames, describeAction, parsePlayAnswer, parseSelectAnswer, selectLines, type ParsedAnswer } from '../format/human-prompt.js';
import { createPrinter } from '../format/printer.js';
import { saveGame } from '../replay-file.js';
import { botFor, decksFor, loadTitle, parseGameOptions } from '../titles.js';

export interface PlayOptions {
  seed: string;
  decks?: string;
  human?: string;
  json?: boolean;
  save?: string;
  bot: string;
  verbose?: boolean;
  /** Game options, `name=value` each (`--option format=premium`). */
  option?: string[];
}

/** `tcgkit play <title>`: one whole game, bot against bot (or you against a bot), printed as it goes. */
export async function play(title: string, options: PlayOptions, out: (line: string) => void): Promise<number> {
  const seed = Number.parseInt(options.seed, 10);
  if (!Number.isInteger(seed)) throw new CliError(`--seed must be an integer, not "${options.seed}"`);
  const loaded = await loadTitle(title);
  const { engine } = loaded;
  const gameOptions = parseGameOptions(options.option);
  const decks = decksFor(loaded, options.decks, gameOptions);
  // A person is offered every play timing the rules give (kernel `playTimings: 'rules'`); bots keep the fast mode.
  const players: { id: string; deck: (typeof decks)[number]; playTimings?: 'rules' }[] = [
    { id: 'p1', deck: decks[0] },
    { id: 'p2', deck: decks[1] },
  ];
  if (options.human !== undefined && !players.some((p) => p.id === options.human)) throw new CliError('--human takes p1 or p2');
  for (const player of players) if (player.id === options.human) player.playTimings = 'rules';
  const game = engine.create({ title, seed, players, ...(Object.keys(gameOptions).length > 0 ? { options: gameOptions } : {}) });
  const kinds = options.bot.split(',').map((b) => b.trim());
  const bots: Record<string, Bot> = {
    p1: botFor(kinds[0]!, loaded, seed * 2 + 1),
    p2: botFor(kinds[1] ?? kinds[0]!, loaded, seed * 2 + 2),
  };
  const printerOptions: { json?: boolean; verbose?: boolean; viewer?: string } = {};
  if (options.json === true) printerOptions.json = true;
  if (options.verbose === true) printerOptions.verbose = true;
  if (options.human !== undefined) printerOptions.viewer = options.human;
  const printer = createPrinter(out, printerOptions);
  if (options.json !== true)
    out(
      pc.bold(`${engine.title(title).definition.name}: ${describeDeck(decks[0])} vs ${describeDeck(decks[1])}, seed ${seed}`) +
        pc.dim(` (bots: ${bots.p1!.name} vs ${bots.p2!.name})`),
    );
  const actions: Action[] = [];
  const input = new LineReader();
  printer.flush(game);
  try {
    while (game.result === null && game.decision !== null && actions.length < 20_000) {
      const decision = game.decision;
      const action =
        decision.player === options.human
          ? await askHuman(game, decision.player, engine.title(title).definition.board, out, input)
          : bots[decision.player]!.act({
              player: decision.player,
              decision,
              view: game.view(decision.player, { log: 0 }),
              legal: game.legalActions(),
            });
      const outcome = game.act(action);
      if (!outcome.ok) {
        if (decision.player === options.human) {
          out(pc.red(`  ${outcome.error.message}${outcome.error.rule ? ` (${outcome.error.rule})` : ''}`));
          continue;
        }
        throw new CliError(`bot chose an illegal action: ${outcome.error.message}`);
      }
      actions.push(action);
      printer.flush(game);
    }
  } finally {
    input.close();
  }
  printer.result(game.result);
  if (options.save !== undefined) {
    saveGame(options.save, {
      format: 'tcgkit-replay',
      version: 1,
      title,
      seed,
      players,
      ...(Object.keys(gameOptions).length > 0 ? { options: gameOptions } : {}),
      actions,
      result: game.result,
    });
    if (options.json !== true) out(pc.dim(`saved ${actions.length} actions to ${options.save}`));
  }
  return game.result === null ? 1 : 0;
}

function describeDeck(deck: unknown): string {
  return typeof deck === 'string' ? deck : ((deck as { name?: string }).name ?? 'deck file');
}

/**
 * Asks the person at `player`'s seat for an answer, showing only `view(player)`: the board, the prompt with
 * its rule, then either the options of a `select` decision (answered as one multi-select) or the numbered
 * legal actions of any other decision. A wrong answer is explained and asked again.
 */
async function askHuman(
  game: Game,
  player: string,
  layout: BoardLayout | undefined,
  out: (line: string) => void,
  input: LineReader,
): Promise<Action> {
  const view = game.view(player, { log: 0 });
  for (const line of boardLines(view, layout)) out(line);
  const decision = game.decision!;
  out(pc.yellow(`${decision.prompt}${decision.rule ? pc.dim(` (${decision.rule})`) : ''}`));
  let parse: (answer: string) => ParsedAnswer;
  if (isSelect(decision)) {
    for (const line of selectLines(decision)) out(line);
    parse = (answer) => parseSelectAnswer(decision, answer);
  } else {
    // Not a select, so plain actions only (a select's answers come as one `SelectAnswers`, asked above).
    const legal = game.legalActions(player).filter((entry): entry is Action => !isSelectAnswers(entry));
    const names = cardNames(view);
    legal.forEach((action, i) => out(`  ${String(i + 1).padStart(3)}. ${describeAction(action, names)}`));
    parse = (answer) => parsePlayAnswer(player, legal, answer);
  }
  for (;;) {
    const parsed = parse((await input.question('> ', out)).trim());
    if (parsed.ok) return parsed.action;
    out(pc.red(parsed.message));
  }
}

function isSelect(decision: AnyDecision): decision is SelectDecision {
  return decision.kind === 'select';
}
