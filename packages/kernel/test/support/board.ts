import { answerAt, createEngine, zoneKey, type Game } from '../../src/index.js';
import { skirmishModule, type SkirmishVariant } from '../fixtures/skirmish.js';

const engines = new Map<SkirmishVariant, ReturnType<typeof createEngine>>();

export function engineFor(variant: SkirmishVariant) {
  let engine = engines.get(variant);
  if (engine === undefined) {
    engine = createEngine([skirmishModule(variant)]);
    engines.set(variant, engine);
  }
  return engine;
}

/** A fresh fixture game at its first decision (the first player's main phase). */
export function newGame(variant: SkirmishVariant = 'none', seed = 1): Game {
  return engineFor(variant).create({ title: 'skirmish', seed, players: [{ deck: 'red' }, { deck: 'blue' }] });
}

/** Puts a new card straight into a zone (XMage-style board set-up for a test, checked by `game.setUp`). */
export function give(game: Game, player: string, zone: string, card: string, slot?: string): string {
  return game.setUp({ cards: [{ card, zone: zoneKey(player, zone, slot) }] }).cards[0]!;
}

export function turnPlayer(game: Game): string {
  return game.state.turn.player;
}

export function opponent(game: Game): string {
  return game.state.players.find((p) => p.id !== game.state.turn.player)!.id;
}

/** Passes until the game reaches `phase` (or throws after many decisions). */
export function passUntil(game: Game, phase: string): void {
  for (let i = 0; i < 200; i++) {
    if (game.position().phase === phase && game.decision?.kind === 'play') return;
    const decision = game.decision;
    if (decision === null) throw new Error('game over before reaching ' + phase);
    const outcome =
      decision.kind === 'play' ? game.act({ type: 'pass', player: decision.player }) : game.act(answerAt(game.legalActions(), 0n));
    if (!outcome.ok) throw new Error(outcome.error.message);
  }
  throw new Error(`never reached ${phase}`);
}
