/**
 * restore() trusts nothing in a snapshot: besides the kernel's checks, the title's `checkState` refuses
 * corrupted attack bookkeeping and impossible placement states, with the path, as INVALID_SNAPSHOT.
 */
import { ErrorCode, TcgError, type GameState } from '@tcgkit/kernel';
import { describe, expect, it } from 'vitest';
import { engine, newDemoGame, playRandom } from './support/random-play.js';

/** A mid-game snapshot (an attack phase has begun, so `data.weiss` exists) and a corrupter for it. */
function midGame(): { snapshot: string; corrupt: (change: (state: GameState) => void) => string } {
  const game = newDemoGame(4);
  playRandom(game, 4, 120);
  expect(game.result).toBeNull();
  expect(game.state.data['weiss']).toBeDefined();
  const snapshot = game.snapshot();
  // Corruptions are made to the state as plain JSON (a full, version 1 snapshot, which restore() also takes).
  const full = JSON.stringify(game.state);
  return {
    snapshot,
    corrupt: (change) => {
      const state = JSON.parse(full) as GameState;
      change(state);
      return JSON.stringify(state);
    },
  };
}

function refusal(snapshot: string): string {
  try {
    engine.restore(snapshot);
  } catch (error) {
    expect(error).toBeInstanceOf(TcgError);
    expect((error as TcgError).code).toBe(ErrorCode.invalidSnapshot);
    return (error as TcgError).message;
  }
  throw new Error('restore accepted the snapshot');
}

const weiss = (state: GameState) => state.data['weiss'] as Record<string, unknown>;
const someCard = (state: GameState) => Object.values(state.cards)[0]!;

describe('restore checks Weiß Schwarz state (checkState)', () => {
  it('[weiss-schwarz snapshot] the untouched snapshot restores as the same game', () => {
    const { snapshot } = midGame();
    expect(engine.restore(snapshot).snapshot()).toBe(snapshot);
  });

  it('[weiss-schwarz snapshot] attack bookkeeping: a negative attack count, a bad attack type or a missing flag is refused with its path', () => {
    const { corrupt } = midGame();
    expect(refusal(corrupt((s) => (weiss(s)['attacks'] = -1)))).toMatch(/data\.weiss\.attacks/);
    expect(refusal(corrupt((s) => (weiss(s)['attacks'] = 1.5)))).toMatch(/data\.weiss\.attacks/);
    expect(
      refusal(
        corrupt(
          (s) =>
            (weiss(s)['attack'] = { attacker: 'x', attackerZone: 'p1/stage#fc', type: 'sideways', defender: null, defenderZone: null }),
        ),
      ),
    ).toMatch(/data\.weiss\.attack\.type/);
    expect(refusal(corrupt((s) => delete weiss(s)['endEmitted']))).toMatch(/data\.weiss\.endEmitted/);
  });

  it('[WS 4.6] a card both rested and reversed, or a placement key that is not true, is refused', () => {
    const { corrupt } = midGame();
    expect(refusal(corrupt((s) => (someCard(s).status = { rested: true, reversed: true })))).toMatch(/not both/);
    expect(refusal(corrupt((s) => (someCard(s).status = { rested: 'yes' })))).toMatch(/status\.rested/);
  });
});
