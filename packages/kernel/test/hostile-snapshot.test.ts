/**
 * `restore()` takes snapshots from outside (files, clients, databases) and trusts none of them: every
 * corruption the review tried is refused with INVALID_SNAPSHOT and the path of the first problem.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode, TcgError, type GameState } from '../src/index.js';
import { engineFor, give, newGame, opponent, turnPlayer } from './support/board.js';

function corrupted(change: (state: GameState) => void): string {
  const game = newGame();
  give(game, turnPlayer(game), 'field', 'soldier', 'left');
  const state = JSON.parse(game.snapshot()) as GameState;
  change(state);
  return JSON.stringify(state);
}

function refusal(snapshot: string): TcgError {
  try {
    engineFor('none').restore(snapshot);
  } catch (error) {
    expect(error).toBeInstanceOf(TcgError);
    expect((error as TcgError).code).toBe(ErrorCode.invalidSnapshot);
    return error as TcgError;
  }
  throw new Error('the snapshot was accepted');
}

const firstCard = (state: GameState) => Object.values(state.cards)[0]!;

describe('restore() checks what it is given', () => {
  it('[security 4] a sound snapshot restores and plays on', () => {
    const game = newGame();
    const restored = engineFor('none').restore(game.snapshot());
    expect(restored.snapshot()).toBe(game.snapshot());
    expect(restored.act({ type: 'pass', player: turnPlayer(game) }).ok).toBe(true);
  });

  const cases: [string, (state: GameState) => void, RegExp][] = [
    [
      'a duplicated card (one physical card as two objects)',
      (s) => {
        const card = firstCard(s);
        const copy = { ...card, id: 'c9000' };
        s.cards['c9000'] = copy;
        s.zones[card.zone]!.push('c9000');
      },
      /serial/,
    ],
    [
      'a card listed in two zones',
      (s) => {
        const card = firstCard(s);
        s.zones[`${s.players[1]!.id}/hand`]!.push(card.id);
      },
      /lists c\d+, but the card says it is in|listed twice/,
    ],
    ['an unknown zone', (s) => void (s.zones['p1/attic'] = []), /p1\/attic names no zone/],
    ['an unknown card definition', (s) => void (firstCard(s).card = 'no-such-card'), /has no card "no-such-card"/],
    ['a negative counter', (s) => void (s.counters.nextObject = -3), /counters\.nextObject/],
    ['a negative protected span', (s) => void (s.protectedSpan = -1), /protectedSpan/],
    ['a decision for a player who is not seated', (s) => void (s.decision!.player = 'p7'), /decision\.player: "p7" is not a player/],
    ['a decision of an unknown kind', (s) => void ((s.decision as { kind: string }).kind = 'telepathy'), /decision\.kind/],
    ['a bad flow value', (s) => void (s.flow.value = { turn: { nowhere: 'at-all' } }), /flow\.value/],
    ['an unknown title', (s) => void (s.title = 'chess'), /title: no title "chess"/],
    ['a wrong version', (s) => void ((s as { version: number }).version = 2), /version/],
    ['a card id that names a prototype member', (s) => void (firstCard(s).id = 'constructor'), /Object\.prototype/],
    ['a work unit of an unknown process', (s) => void (s.work[0]!.kind = 'mystery'), /work\.0\.kind/],
    ['a window the title does not have', (s) => void (s.windows[0]!.name = 'void'), /windows\.0\.name/],
    ['an unknown top-level field', (s) => void ((s as unknown as Record<string, unknown>)['extra'] = 1), /extra/],
    ['a non-finite rng word', (s) => void (s.rng[0] = 1.5), /rng\.0/],
    ['a result that names nobody', (s) => void (s.result = { kind: 'win', winner: 'p9', reason: 'x' }), /result\.winner/],
  ];

  it.each(cases)('[security 4] refuses %s, naming where', (_name, change, where) => {
    const error = refusal(corrupted(change));
    expect(error.message).toMatch(where);
  });

  it('[security 4] refuses text that is not JSON, a `__proto__` card key, and a snapshot over the size limit', () => {
    expect(refusal('{"version":1,').message).toMatch(/not valid JSON/);
    const proto = corrupted(() => undefined).replace('"cards":{', '"cards":{"__proto__":{"polluted":true},');
    refusal(proto);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(refusal('"' + 'x'.repeat(17 * 1024 * 1024) + '"').message).toMatch(/larger than/);
  });

  it('[security 4] refuses a number too large to be finite in a title payload (it would parse to Infinity)', () => {
    const text = corrupted(() => undefined);
    expect(text).toContain('"status":{}');
    expect(refusal(text.replace('"status":{}', '"status":{"power":1e400}')).message).toMatch(/too large to be finite/);
    expect(refusal(text.replace('"status":{}', `"status":{"power":${'9'.repeat(400)}}`)).message).toMatch(/too large to be finite/);
    // A large but finite number is JSON like any other.
    expect(() => engineFor('none').restore(text.replace('"status":{}', '"status":{"power":1e300}'))).not.toThrow();
  });

  it('[security 4] a refused snapshot leaves the engine usable', () => {
    refusal(corrupted((s) => void (s.decision!.player = opponent(newGame()) + 'x')));
    const game = newGame();
    expect(engineFor('none').restore(game.snapshot()).decision).toEqual(game.decision);
  });
});
