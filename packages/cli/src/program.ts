import { Command, CommanderError, Option } from 'commander';
import pc from 'picocolors';
import { bench } from './commands/bench.js';
import { board } from './commands/board.js';
import { cards, decks } from './commands/cards.js';
import { play } from './commands/play.js';
import { explain } from './commands/explain.js';
import { scenario } from './commands/scenario.js';
import { scenarioFrom } from './commands/scenario-from.js';
import { replay } from './commands/replay.js';
import { sim, simMerge } from './commands/sim.js';
import { titles as listTitles } from './commands/titles.js';
import { CliError } from './cli-error.js';
import { collect, titleIds } from './titles.js';

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const defaultIo: Io = { out: (line) => console.log(line), err: (line) => console.error(line) };

function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

/** The `tcgkit` command. Each action returns its exit status; errors become one line on stderr. */
export function createProgram(io: Io = defaultIo, setExitCode: (code: number) => void = (c) => (process.exitCode = c)): Command {
  // The installed title packages, found by the `tcgkit` field of their package.json (see `tcgkit titles`).
  const titles = titleIds().join(', ') || 'none installed';
  const program = new Command('tcgkit')
    .description(`Rules engine for Japanese trading card games. Titles: ${titles}.`)
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride();

  const run =
    <A extends unknown[]>(action: (...args: A) => number | Promise<number>) =>
    async (...args: A) => {
      try {
        setExitCode(await action(...args));
      } catch (error) {
        if (error instanceof CliError) io.err(pc.red(`tcgkit: ${error.message}`));
        else if (error instanceof Error) io.err(pc.red(`tcgkit: ${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`));
        else io.err(pc.red(`tcgkit: ${String(error)}`));
        setExitCode(1);
      }
    };

  program
    .command('play')
    .description('play a whole game on the built-in decks, bot against bot (or you against a bot)')
    .argument('<title>', `one of: ${titles}`)
    .option('--seed <n>', 'random seed (same seed, same game)', '1')
    .option('--decks <a,b>', 'two built-in deck names or deck .json files')
    .option('--bot <kind>', 'bot kind for both seats, or two separated by a comma: random, heuristic', 'heuristic')
    .option('--human <player>', 'play this seat yourself at the terminal (p1 or p2)')
    .option('--json', 'one JSON log entry per line instead of the readable log')
    .option('--save <file>', 'save the game (seed + actions) as a replay file')
    .option('--verbose', 'also print windows, passes and shuffles')
    .option('--option <name=value>', 'a game option of the title, repeatable (e.g. format=premium)', collect)
    .addHelpText(
      'after',
      examples('tcgkit play vanguard', 'tcgkit play vanguard --seed 7 --save game.json', 'tcgkit play build-divide --human p1'),
    )
    .action(run((title: string, options) => play(title, options, io.out)));

  program
    .command('sim')
    .description('self-play many games over worker threads; win rates, game lengths, errors with seeds')
    .argument('<title>', `one of: ${titles}; or "merge" to merge result streams`)
    .argument('[streams...]', 'with "merge": the result streams (--out files) of every shard of one batch')
    .addOption(new Option('-n, --games <n>', 'number of games').default('1000'))
    .option('--seed <n>', 'first seed; game i uses seed + i', '1')
    .option('--decks <a,b>', 'two built-in deck names or deck .json files')
    .option('--bots <kinds>', 'bot kind of deck 1 and deck 2: random, heuristic', 'random')
    .option('--workers <n>', 'worker threads (0 = in this process); default: the machine’s cores')
    .option('--no-progress', 'no progress bar')
    .option('--json', 'print the report as JSON')
    .option('--shard <i/n>', 'play only the i-th of n equal shares of the batch (every n-th game), e.g. 3/8')
    .option('--out <file>', 'write a JSON-lines result stream as games end (- for stdout); see tcgkit sim merge')
    .option('--option <name=value>', 'a game option of the title, repeatable (e.g. format=premium)', collect)
    .addHelpText(
      'after',
      examples(
        'tcgkit sim vanguard -n 1000',
        'tcgkit sim build-divide -n 1000 --option format=tag-team',
        'tcgkit sim vanguard -n 200 --bots heuristic,random',
        'tcgkit sim vanguard -n 1000 --option format=premium',
        'tcgkit sim vanguard -n 1000000 --shard 3/8 --out shard-3.jsonl',
        'tcgkit sim merge shard-*.jsonl',
      ),
    )
    .action(
      run((title: string, streams: string[], options) =>
        title === 'merge' ? simMerge(streams, options, io.out) : sim(title, streams, options, io.out),
      ),
    );

  program
    .command('replay')
    .description('replay a saved game and check it reaches its saved result; --at N shows the board after N actions')
    .argument('<file>', 'a file written by tcgkit play --save')
    .option('--at <n>', 'stop after this many actions and show the board')
    .option('--as <player>', 'whose view to show with --at (default: the player deciding)')
    .option('--partial', 'accept a replay whose actions end before the game does')
    .option('--json', 'JSON output')
    .addHelpText(
      'after',
      examples('tcgkit replay game.json', 'tcgkit replay game.json --at 40 --as p2', 'tcgkit replay unfinished.json --partial'),
    )
    .action(run((file: string, options) => replay(file, options, io.out)));

  program
    .command('scenario')
    .description('run scenario files (*.scenario.yaml); exit status 1 if any fails. --from writes a saved game’s position as one')
    .argument('[files...]', 'scenario files or globs')
    .option('--json', 'print the results as JSON')
    .option('--from <saved game>', 'write the position of a saved game (tcgkit play --save) as a scenario file instead')
    .option('--at <n>', 'with --from: the position after this many actions (default: all)')
    .option('--out <file>', 'with --from: write the scenario to this file instead of printing it')
    .addHelpText(
      'after',
      examples(
        "tcgkit scenario 'plugins/*/scenarios/*.scenario.yaml'",
        'tcgkit scenario my-ruling.scenario.yaml',
        'tcgkit scenario --from game.json --at 40 --out bug.scenario.yaml',
      ),
    )
    .action(
      run((files: string[], options: { json?: boolean; from?: string; at?: string; out?: string }) => {
        if (options.from !== undefined) {
          if (files.length > 0) throw new CliError('--from writes a scenario: give no scenario files with it');
          return scenarioFrom(options.from, options, io.out);
        }
        if (options.at !== undefined || options.out !== undefined) throw new CliError('--at and --out go with --from');
        if (files.length === 0) throw new CliError('name scenario files to run, or --from a saved game');
        return scenario(files, options, io.out);
      }),
    );

  program
    .command('explain')
    .description('say whether an action is legal at a point of a saved game and, if not, which rule says so')
    .argument('<file>', 'a file written by tcgkit play --save')
    .argument('<action>', 'the action as JSON, e.g. \'{"type":"pass","player":"p1"}\'')
    .option('--at <n>', 'after this many actions (default: all)')
    .option('--rules <dir>', 'the rules documents, to print the rule’s own sentence (default: ../shared/seeds if present)')
    .option('--json', 'JSON output')
    .addHelpText('after', examples('tcgkit explain game.json --at 40 \'{"type":"blitz","player":"p2","card":"c88"}\''))
    .action(run((file: string, action: string, options) => explain(file, action, options, io.out)));

  program
    .command('cards')
    .description('list a title’s card pool')
    .argument('<title>', `one of: ${titles}`)
    .option('--json', 'print the pool as JSON')
    .option('--check <file>', 'check a card file (a JSON array of card definitions) and print every problem')
    .addHelpText('after', examples('tcgkit cards vanguard', 'tcgkit cards vanguard --check my-cards.json'))
    .action(run((title: string, options) => cards(title, options, io.out)));

  program
    .command('decks')
    .description('list the built-in decks, or check deck files against every construction rule')
    .argument('<title>', `one of: ${titles}`)
    .argument('[files...]', 'deck .json files: {"name": "...", "main": [card ids], "extra": {"zone": [card ids]}}')
    .option('--option <name=value>', 'check under a game option of the title, repeatable (e.g. format=premium)', collect)
    .addHelpText('after', examples('tcgkit decks vanguard', 'tcgkit decks vanguard my-deck.json --option format=premium'))
    .action(run((title: string, files: string[], options: { option?: string[] }) => decks(title, files, io.out, options.option)));

  program
    .command('bench')
    .description('measure speed and memory on the demo decks with random bots (after warm-up)')
    .argument('[title]', `one of: ${titles}`)
    .option('--all', 'measure every installed title, one after the other, and print one table')
    .option('--games <n>', 'games for the throughput measurement', '300')
    .option('--live <n>', 'live games kept to measure memory per game', '1000')
    .option('--finished <n>', 'games played to the end and kept to measure memory per finished game', '200')
    .option('--history <mode>', 'history the games keep: recent (the default of engine.create) or full', 'recent')
    .option('--json', 'print the figures as JSON')
    .addHelpText('after', examples('tcgkit bench vanguard', 'tcgkit bench build-divide --json', 'tcgkit bench --all --games 60'))
    .action(run((title: string | undefined, options) => bench(title, options, io.out)));

  program
    .command('titles')
    .description('list the installed titles: every package whose package.json has a "tcgkit" field')
    .option('--json', 'print the titles as JSON')
    .addHelpText('after', examples('tcgkit titles', 'npm install my-title-package && tcgkit titles'))
    .action(run((options: { json?: boolean }) => listTitles(options, io.out)));

  program
    .command('board')
    .description('serve the web board (watch, play and replay games in a browser) on localhost and print its URL')
    .option('--port <n>', 'port to listen on (0 for any free port)', '5178')
    .option('--dir <path>', 'the built board to serve (default: packages/board/dist)')
    .addHelpText('after', examples('tcgkit board', 'tcgkit board --port 8080'))
    .action(run((options) => board(options, io.out)));

  return program;
}

/** Runs the command line; resolves to the exit status. */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  let code = 0;
  const program = createProgram(io, (c) => (code = c));
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : error.exitCode || 1;
    throw error;
  }
  return code;
}
