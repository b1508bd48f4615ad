import { heuristicBot, randomBot, type Bot } from '@tcgkit/bots';
import { isSelectAnswers, type Action, type Game, type GameView, type RuleError } from '@tcgkit/kernel';
import { engine, titleHeuristic } from '../titles.js';
import { judgeView } from './judge-view.js';

export type BotKind = 'random' | 'heuristic';
/** Whose eyes the board draws with: a player's (only `game.view(player)`) or the judge's (everything). */
export type Perspective = string;
export const judge = 'judge';

export interface TableSetup {
  title: string;
  seed: number;
  decks: [string, string];
  /** Per seat: a bot kind, or `human` for the seat the page plays. */
  seats: [BotKind | 'human', BotKind | 'human'];
}

export const playerIds = ['p1', 'p2'] as const;

function botFor(kind: BotKind, title: string, seed: number): Bot {
  return kind === 'random' ? randomBot(seed) : heuristicBot(titleHeuristic(title), seed);
}

/**
 * A live game at the table: the engine's `Game` (in this page), the bots for the seats they hold, and the
 * actions taken (a replay file's `actions`). The page reads it only through `view(perspective)`.
 */
export class Table {
  readonly setup: TableSetup;
  readonly #game: Game;
  readonly #bots = new Map<string, Bot>();
  readonly actions: Action[] = [];

  constructor(setup: TableSetup) {
    this.setup = setup;
    this.#game = engine.create({
      title: setup.title,
      seed: setup.seed,
      players: [
        { id: 'p1', deck: setup.decks[0] },
        { id: 'p2', deck: setup.decks[1] },
      ],
    });
    setup.seats.forEach((kind, i) => {
      if (kind !== 'human') this.#bots.set(playerIds[i]!, botFor(kind, setup.title, setup.seed * 31 + i + 1));
    });
  }

  get finished(): boolean {
    return this.#game.result !== null;
  }

  /** The seat a bot must answer for now, or null (game over, or a human's decision). */
  get botToAct(): string | null {
    const decision = this.#game.decision;
    if (decision === null || this.#game.result !== null) return null;
    return this.#bots.has(decision.player) ? decision.player : null;
  }

  /** What `perspective` may see: a player gets exactly `game.view(player)`; the judge gets everything. */
  view(perspective: Perspective): GameView {
    return perspective === judge ? judgeView(this.#game) : this.#game.view(perspective, { log: 200 });
  }

  /**
   * The legal actions of `player` that the board offers as buttons and card highlights (empty unless
   * they are deciding). A select's answers are not among them: the select panel builds one from the
   * decision's options, and the engine checks it.
   */
  legal(player: string): Action[] {
    return this.#game.legalActions(player).filter((entry): entry is Action => !isSelectAnswers(entry));
  }

  /** Lets the bot whose decision it is act once; false when no bot is to act. */
  stepBot(): boolean {
    const player = this.botToAct;
    if (player === null) return false;
    const bot = this.#bots.get(player)!;
    const action = bot.act({
      player,
      decision: this.#game.decision!,
      view: this.#game.view(player),
      legal: this.#game.legalActions(player),
    });
    const answer = this.#game.act(action);
    if (!answer.ok) throw new Error(`the ${bot.name} bot's action was rejected: ${answer.error.message}`);
    this.actions.push(action);
    return true;
  }

  /** A person's action: accepted, or rejected with the engine's error (and nothing changed). */
  act(action: Action): RuleError | null {
    const answer = this.#game.act(action);
    if (!answer.ok) return answer.error;
    this.actions.push(action);
    return null;
  }

  /** The game as a replay file (`tcgkit play --save` format). */
  saved(): string {
    const { title, seed, decks } = this.setup;
    return JSON.stringify({
      format: 'tcgkit-replay',
      version: 1,
      title,
      seed,
      players: playerIds.map((id, i) => ({ id, deck: decks[i] })),
      actions: this.actions,
      result: this.#game.result,
    });
  }
}

/** The judge's view of any game (a replayed one, too). */
export const judgeViewOf = (game: Game): GameView => judgeView(game);

/** The built-in deck names of a title. */
export function deckNames(title: string): string[] {
  return engine.title(title).decks.map((d, i) => d.name ?? `deck ${i + 1}`);
}
