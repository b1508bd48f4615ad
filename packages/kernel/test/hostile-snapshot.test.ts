/**
 * `restore()` takes snapshots from outside (files, clients, databases) and trusts none of them: every
 * corruption the review tried is refused with INVALID_SNAPSHOT and the path of the first problem.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode, TcgError, type GameState } from '../src/index.js';
import { contextOf } from '../src/engine/game.js';
import { encodeV2 } from '../src/engine/snapshot-codec.js';
import { hasDigitRun } from '../src/state/snapshot-schema.js';
import { engineFor, give, newGame, opponent, turnPlayer } from './support/board.js';
import { asVersion3 } from './support/older-snapshots.js';

/** A full (`version: 1`) snapshot, the state as plain JSON, with `change` made to it. */
function corrupted(change: (state: GameState) => void): string {
  const game = newGame();
  give(game, turnPlayer(game), 'field', 'soldier', 'left');
  const state = JSON.parse(JSON.stringify(game.state)) as GameState;
  change(state);
  return JSON.stringify(state);
}

/** A compact `version: 2` snapshot, as `snapshot()` wrote it before version 3, with `change` made to its parsed JSON. */
function corruptedCompact(change: (snapshot: Record<string, unknown[]> & { logFrom: unknown }) => void): string {
  const game = newGame();
  give(game, turnPlayer(game), 'field', 'soldier', 'left');
  const snapshot = JSON.parse(encodeV2(contextOf(game).state)) as Record<string, unknown[]> & { logFrom: unknown };
  change(snapshot);
  return JSON.stringify(snapshot);
}

/** A `version: 3` snapshot, as `snapshot()` wrote it before version 4, with `change` made to its parsed JSON. */
function corruptedV3(change: (snapshot: Record<string, unknown[]>) => void): string {
  const game = newGame();
  give(game, turnPlayer(game), 'field', 'soldier', 'left');
  const snapshot = JSON.parse(asVersion3(game.snapshot())) as Record<string, unknown[]>;
  expect(snapshot['version']).toBe(3);
  change(snapshot);
  return JSON.stringify(snapshot);
}

/** A `version: 4` snapshot, as `snapshot()` writes it, with `change` made to its parsed JSON. */
function corruptedV4(change: (snapshot: Record<string, unknown[]>) => void): string {
  const game = newGame();
  give(game, turnPlayer(game), 'field', 'soldier', 'left');
  const snapshot = JSON.parse(game.snapshot()) as Record<string, unknown[]>;
  expect(snapshot['version']).toBe(4);
  change(snapshot);
  return JSON.stringify(snapshot);
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
    ['a version this kernel does not know', (s) => void ((s as { version: number }).version = 5), /version/],
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

  const row = (s: Record<string, unknown[]>, list: string, index: number) => s[list]![index] as unknown[];
  const compactCases: [string, (s: Record<string, unknown[]> & { logFrom: unknown }) => void, RegExp][] = [
    ['a card row whose id names a prototype member', (s) => void (row(s, 'cards', 0)[0] = 'constructor'), /cards\.0: id/],
    ['a card row given twice', (s) => void s['cards']!.push(row(s, 'cards', 0)), /appears twice/],
    ['a card row too short', (s) => void row(s, 'cards', 1).splice(3), /cards\.1: must be a card row/],
    ['a card row with a face that is not 0 or 1', (s) => void (row(s, 'cards', 2)[6] = true), /cards\.2: faceUp/],
    ['a card row whose status is a list', (s) => void (row(s, 'cards', 0)[8] = []), /cards\.0: status/],
    ['a card row of a card the title does not have', (s) => void (row(s, 'cards', 0)[2] = 'no-such-card'), /no-such-card/],
    ['a card row in a zone that does not list it', (s) => void (row(s, 'cards', 0)[5] = 'p2/graveyard'), /says it is in|lists/],
    ['cards given as an object', (s) => void ((s as Record<string, unknown>)['cards'] = {}), /cards: must be a list/],
    ['an event row with a bad turn', (s) => void (row(s, 'log', 0)[0] = -1), /log\.0\.turn/],
    ['an event row hidden from a non-id', (s) => void row(s, 'log', 0).push(0, 0, ['__proto__']), /log\.0/],
    ['a negative first event number', (s) => void (s.logFrom = -1), /logFrom/],
    ['a state field of the wrong kind', (s) => void ((s as Record<string, unknown>)['protectedSpan'] = 'none'), /protectedSpan/],
    ['zones given as a list', (s) => void ((s as Record<string, unknown>)['zones'] = []), /zones: must be an object/],
    ['no zones at all', (s) => void delete (s as Record<string, unknown>)['zones'], /zones: must be an object/],
    [
      'a zone list that is not a list',
      (s) => void ((s['zones'] as unknown as Record<string, unknown>)['p1/hand'] = 'c1'),
      /zones\.p1\/hand: must be a list/,
    ],
    [
      'a zone list holding a number',
      (s) => void (s['zones'] as unknown as Record<string, unknown[]>)['p1/hand']!.push(7),
      /zones\.p1\/hand\.\d+: must be a card id/,
    ],
    [
      'a zone key that is too long',
      (s) => void ((s['zones'] as unknown as Record<string, unknown>)['p1/' + 'x'.repeat(200)] = []),
      /at most 160/,
    ],
    ['a zone key of no zone', (s) => void ((s['zones'] as unknown as Record<string, unknown>)['p1/attic'] = []), /p1\/attic names no zone/],
    [
      'a zone key of a shared zone under a player',
      (s) => void ((s['zones'] as unknown as Record<string, unknown>)['p9/hand'] = []),
      /p9\/hand has the wrong owner/,
    ],
  ];

  it.each(compactCases)('[security 4] refuses a compact version 2 snapshot with %s, naming where', (_name, change, where) => {
    expect(refusal(corruptedCompact(change)).message).toMatch(where);
  });

  const v3Cases: [string, (s: Record<string, unknown[]>) => void, RegExp][] = [
    ['cards not in rows of seven numbers', (s) => void s['cards']!.pop(), /cards: must be a list of 7 numbers per card/],
    ['a card number given twice', (s) => void (s['cards']![7] = s['cards']![0]), /cards\.1: card numbers must increase/],
    ['a card number that is not a whole number', (s) => void (s['cards']![0] = 1.5), /cards\.0: id/],
    ['a card number that is negative', (s) => void (s['cards']![0] = -1), /cards\.0: id/],
    ['a definition index past the list', (s) => void (s['cards']![2] = 99), /cards\.0: card: must be the index/],
    ['a definition the title does not have', (s) => void (s['defs']![0] = 'no-such-card'), /defs\.0: the title has no card "no-such-card"/],
    [
      'a definition that names a prototype member',
      (s) => void (s['defs']![0] = 'constructor'),
      /defs\.0: the title has no card "constructor"/,
    ],
    ['an owner who is not seated', (s) => void (s['cards']![3] = 2), /cards\.0: owner/],
    ['a controller given as a player id', (s) => void (s['cards']![4] = 'p1'), /cards\.0: controller/],
    ['a face that is not 0 or 1', (s) => void (s['cards']![5] = true), /cards\.0: faceUp/],
    ['a serial never handed out', (s) => void (s['cards']![1] = 10_000), /cards\.0: serial: 10000 was never handed out/],
    ['one physical card as two live objects', (s) => void (s['cards']![8] = s['cards']![1]), /physical card 1 is also/],
    ['a status that is a list', (s) => void s['cardsMore']!.push([0, []]), /cardsMore\.0: status/],
    ['extra fields of a card out of order', (s) => void s['cardsMore']!.push([1, {}], [0, {}]), /cardsMore\.1\.0/],
    ['extra fields of no card', (s) => void s['cardsMore']!.push([999, { rested: true }]), /cardsMore\.0\.0/],
    ['a zone list too many', (s) => void s['zones']!.push([]), /zones: must be \d+ lists/],
    ['zones given as an object', (s) => void ((s as Record<string, unknown>)['zones'] = { 'p1/hand': [] }), /zones: must be \d+ lists/],
    [
      'a zone list holding a card id',
      (s) => void (s['zones']![0] as unknown[]).push('c1'),
      /zones\.p1\/deck\.\d+: must be the index of a card row/,
    ],
    ['a zone list holding an index past the cards', (s) => void (s['zones']![0] as unknown[]).push(999), /must be the index of a card row/],
    ['a card listed in two zones', (s) => void (s['zones']![1] as unknown[]).push((s['zones']![0] as unknown[])[0]), /listed twice/],
    ['a card in no zone', (s) => void (s['zones']![0] as unknown[]).shift(), /is in no zone list/],
    [
      'a zone over its capacity',
      (s) => {
        const field = (s['zones'] as unknown[][]).findIndex((list) => list.length === 1);
        (s['zones']![field] as unknown[]).push((s['zones']![0] as unknown[]).shift());
      },
      /capacity is 1/,
    ],
    [
      'a last-known object that is also live',
      (s) => void ((s['lastKnown']![0] as unknown[])[0] = s['cards']![0]),
      /both a live object and last-known/,
    ],
    ['a last-known row without its zone', (s) => void (s['lastKnown']![0] as unknown[]).splice(7), /lastKnown\.0: must be a card row/],
    ['a log that does not start with a turn', (s) => void s['log']!.shift(), /log\.0: the log must start with a turn number/],
    ['an event type past the list', (s) => void ((s['log']![1] as unknown[])[0] = 99), /log\.1\.type/],
    ['an event of a player who is not seated', (s) => void ((s['log']![1] as unknown[])[1] = 3), /log\.1\.player/],
    ['an event detail of no shape', (s) => void ((s['log']![1] as unknown[])[2] = [99]), /log\.1\.detail/],
    ['an event detail with a value too few', (s) => void ((s['log']![1] as unknown[])[2] as unknown[]).pop(), /log\.1\.detail/],
    [
      'an event detail naming a string past the list',
      (s) => void (((s['log']![1] as unknown[])[2] as unknown[])[1] = 999),
      /log\.1\.detail/,
    ],
    ['a shape with a `__proto__` key', (s) => void (s['shapes']![0] = ['s', '__proto__']), /shapes\.0/],
    ['a shape whose kinds do not match its keys', (s) => void (s['shapes']![0] = ['sj', 'zone']), /shapes\.0/],
    ['privacy naming a non-id', (s) => void (s['privacy']![0] = [['__proto__'], 0]), /privacy\.0\.0/],
    ['an event of no privacy pair', (s) => void (s['log']![4] as unknown[]).splice(3, 1, 99), /log\.4\.privacy/],
    ['an unknown top-level field', (s) => void ((s as Record<string, unknown>)['extra'] = 1), /extra/],
    ['a state field of the wrong kind', (s) => void ((s as Record<string, unknown>)['protectedSpan'] = 'none'), /protectedSpan/],
    ['no log at all', (s) => void delete (s as Record<string, unknown>)['log'], /^not a usable tcgkit snapshot: log/],
  ];

  it.each(v3Cases)('[security 4] refuses a version 3 snapshot with %s, naming where, and changes nothing', (_name, change, where) => {
    const engine = engineFor('none');
    const game = newGame();
    const before = game.snapshot();
    expect(refusal(corruptedV3(change)).message).toMatch(where);
    expect(game.snapshot()).toBe(before);
    expect(engine.restore(before).snapshot()).toBe(before);
  });

  /** The index in the flat log of the first event whose detail is a shape whose first value is of `kind` (`s` or `j`). */
  const shapedEvent = (s: Record<string, unknown[]>, kind: string): number => {
    const log = s['log'] as number[];
    const shapes = s['shapes'] as string[][];
    let i = 0;
    while (i < log.length) {
      const head = log[i]!;
      if (head < 0) {
        i++;
        continue;
      }
      const privacy = Math.floor(head / 16) % 2;
      const detail = log[i + 1 + privacy]!;
      if (privacy === 0 && detail > 0 && shapes[detail - 1]![0]!.startsWith(kind)) return i;
      i += 2 + privacy + (detail === -1 ? 1 : detail > 0 ? shapes[detail - 1]!.length - 1 : 0);
    }
    throw new Error(`no event with a detail whose first value is of kind ${kind}`);
  };
  const keyedShape = (s: Record<string, unknown[]>) => (s['shapes'] as string[][]).findIndex((shape) => shape.length > 1) + 1;
  const v4Cases: [string, (s: Record<string, unknown[]>) => void, RegExp][] = [
    // Everything but the cards and the log is written as version 3 wrote it.
    ...v3Cases.filter(([name]) => !/log|event|card number|cards not in rows|owner|controller|face|physical card/.test(name)),
    ['cards not in rows of five numbers', (s) => void s['cards']!.pop(), /cards: must be a list of 5 numbers per card/],
    ['a card number given twice (a gap of 0)', (s) => void (s['cards']![5] = 0), /cards\.1: id: must be the gap/],
    ['a gap that is not a whole number', (s) => void (s['cards']![0] = 1.5), /cards\.0: id: must be the gap/],
    ['a negative gap', (s) => void (s['cards']![5] = -1), /cards\.1: id: must be the gap/],
    ['a card number past the largest id', (s) => void (s['cards']![0] = 2 ** 52), /cards\.0: id: must be the number of an object id/],
    ['an owner who is not seated', (s) => void (s['cards']![3] = (2 * 8 + 0) * 2), /cards\.0: owner/],
    ['a controller who is not seated', (s) => void (s['cards']![3] = (0 * 8 + 2) * 2 + 1), /cards\.0: controller/],
    ['seats given as a player id', (s) => void (s['cards']![3] = 'p1'), /cards\.0: seats/],
    ['negative seats', (s) => void (s['cards']![3] = -1), /cards\.0: seats/],
    ['seats that are not a whole number', (s) => void (s['cards']![3] = 0.5), /cards\.0: seats/],
    [
      'one physical card as two live objects',
      (s) => void (s['cards']![6] = s['cards']![1]),
      /cards\.c\d+\.serial: physical card \d+ is also/,
    ],
    ['a log that does not start with a turn', (s) => void s['log']!.shift(), /log\.0: the log must start with a turn/],
    ['a log given as an object', (s) => void ((s as Record<string, unknown>)['log'] = {}), /log: must be a list/],
    ['an event head that is not a whole number', (s) => void (s['log']![1] = 1.5), /log\.1: must be a turn/],
    ['an event head that is a string', (s) => void (s['log']![1] = '33'), /log\.1: must be a turn/],
    ['an event type past the list', (s) => void (s['log']![1] = 99 * 32 + ((s['log']![1] as number) % 16)), /log\.1\.type/],
    [
      'an event of a player who is not seated',
      (s) => void (s['log']![1] = (s['log']![1] as number) - ((s['log']![1] as number) % 16) + 3),
      /log\.1\.player/,
    ],
    ['an event detail of no shape', (s) => void (s['log']![shapedEvent(s, '') + 1] = 99), /log\.\d+\.detail: must be 0, -1 or a shape/],
    ['an event detail that is a string', (s) => void (s['log']![shapedEvent(s, '') + 1] = '1'), /log\.\d+\.detail/],
    [
      'an event detail naming a string past the list',
      (s) => void (s['log']![shapedEvent(s, 's') + 2] = 999),
      /log\.\d+\.detail: a string value must be an index in strings/,
    ],
    [
      'an event detail naming a string by a negative index',
      (s) => void (s['log']![shapedEvent(s, 's') + 2] = -1),
      /log\.\d+\.detail: a string value/,
    ],
    [
      "a log that ends before a detail's values",
      (s) => void s['log']!.push(0, keyedShape(s)),
      /log\.\d+\.detail: the log ends before the detail's values/,
    ],
    ['a detail marker without its object', (s) => void s['log']!.push(0, -1), /log\.\d+\.detail: must be followed by an object/],
    ['a detail object that is a list', (s) => void s['log']!.push(0, -1, []), /log\.\d+\.detail: must be followed by an object/],
    ['a detail object that is null', (s) => void s['log']!.push(0, -1, null), /log\.\d+\.detail: must be followed by an object/],
    ['an event without its detail', (s) => void s['log']!.push(0), /log\.\d+\.detail/],
    ['a privacy index past the list', (s) => void s['log']!.push(16, 99, 0), /log\.\d+\.privacy/],
    ['a negative privacy index', (s) => void s['log']!.push(16, -1, 0), /log\.\d+\.privacy/],
    ['a turn that is not a whole number', (s) => void s['log']!.push(-1.5), /log\.\d+: must be a turn/],
    ['a turn past the safe integers', (s) => void s['log']!.push(-(2 ** 60)), /log\.\d+: must be a turn/],
  ];

  it.each(v4Cases)('[security 4] refuses a version 4 snapshot with %s, naming where, and changes nothing', (_name, change, where) => {
    const engine = engineFor('none');
    const game = newGame();
    const before = game.snapshot();
    expect(refusal(corruptedV4(change)).message).toMatch(where);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(game.snapshot()).toBe(before);
    expect(engine.restore(before).snapshot()).toBe(before);
  });

  it('[security 4] a version 4 log detail with a `__proto__` key is kept as an own key: nothing is polluted, and it snapshots the same', () => {
    const text = corruptedV4((s) => void s['log']!.push(0, -1, JSON.parse('{"__proto__":{"polluted":true}}')));
    const restored = engineFor('none').restore(text);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const last = restored.state.log[restored.state.log.length - 1]!;
    expect(Object.hasOwn(last.detail!, '__proto__')).toBe(true);
    expect(restored.snapshot()).toBe(text);
  });

  it('[security 4] a version 3 snapshot (written before version 4) restores to the same game, and snapshots again as version 4', () => {
    const game = newGame();
    give(game, turnPlayer(game), 'field', 'soldier', 'left');
    const older = engineFor('none').restore(asVersion3(game.snapshot()));
    expect(older.state).toEqual(game.state);
    expect(JSON.stringify(older.state)).toBe(JSON.stringify(game.state));
    expect(older.snapshot()).toBe(game.snapshot());
    expect(JSON.parse(older.snapshot()).version).toBe(4);
    expect(older.act({ type: 'pass', player: turnPlayer(game) })).toEqual(game.act({ type: 'pass', player: turnPlayer(game) }));
    expect(older.snapshot()).toBe(game.snapshot());
  });

  it('[security 4] a version 2 snapshot (written before version 3) restores to the same game, and snapshots again as version 4', () => {
    const game = newGame();
    give(game, turnPlayer(game), 'field', 'soldier', 'left');
    const state = contextOf(game).state;
    const older = engineFor('none').restore(encodeV2(state));
    expect(older.state).toEqual(game.state);
    expect(older.snapshot()).toBe(game.snapshot());
    expect(JSON.parse(older.snapshot()).version).toBe(4);
    expect(older.act({ type: 'pass', player: turnPlayer(game) })).toEqual(game.act({ type: 'pass', player: turnPlayer(game) }));
    expect(older.snapshot()).toBe(game.snapshot());
  });

  it('[security 4] a version 3 snapshot is well under two thirds of version 2 and restores to the same state', () => {
    const game = newGame();
    give(game, turnPlayer(game), 'field', 'soldier', 'left');
    const restored = engineFor('none').restore(game.snapshot());
    expect(restored.state).toEqual(game.state);
    expect(JSON.stringify(restored.state)).toBe(JSON.stringify(game.state));
    expect(game.snapshot().length).toBeLessThan(encodeV2(contextOf(game).state).length * 0.6);
  });

  it('[security 4] a state version 3 cannot hold (ids not in order, a zone key missing) is written in version 2 and restores the same', () => {
    const game = newGame();
    const state = JSON.parse(JSON.stringify(game.state)) as GameState;
    // A full snapshot from outside may list its cards in any order and leave out an empty zone.
    const [first, ...others] = Object.values(state.cards);
    state.cards = Object.fromEntries([...others, first!].map((card) => [card.id, card]));
    const restored = engineFor('none').restore(JSON.stringify(state));
    expect(JSON.parse(restored.snapshot()).version).toBe(2);
    expect(engineFor('none').restore(restored.snapshot()).state).toEqual(restored.state);
    expect(Object.keys(engineFor('none').restore(restored.snapshot()).state.cards)).toEqual(Object.keys(state.cards));
    const empty = Object.keys(state.zones).find((key) => state.zones[key]!.length === 0)!;
    delete state.zones[empty];
    const partial = engineFor('none').restore(JSON.stringify(state));
    expect(JSON.parse(partial.snapshot()).version).toBe(2);
    expect(Object.keys(engineFor('none').restore(partial.snapshot()).state.zones)).not.toContain(empty);
  });

  it('[security 4] a compact snapshot restores to the same state as the full one, and a `__proto__` key in it is refused', () => {
    const game = newGame();
    give(game, turnPlayer(game), 'field', 'soldier', 'left');
    const compact = engineFor('none').restore(game.snapshot());
    const full = engineFor('none').restore(JSON.stringify(game.state));
    expect(compact.state).toEqual(game.state);
    expect(full.snapshot()).toBe(compact.snapshot());
    expect(game.snapshot().length).toBeLessThan(JSON.stringify(game.state).length * 0.7);
    refusal(game.snapshot().replace('{', '{"__proto__":{"polluted":true},'));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
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

  it('[security 4] the scan for a long run of digits finds exactly what the regular expression [0-9]{n} finds', () => {
    // Texts of digits and a few other characters, with runs around n, and n small enough for runs to occur.
    const texts = fc.string({ unit: fc.constantFrom('1', '2', '0', '9', '9', '9', 'e', ',', '"', '-'), maxLength: 80 });
    fc.assert(
      fc.property(texts, fc.integer({ min: 1, max: 12 }), (text, run) => {
        expect(hasDigitRun(text, run)).toBe(new RegExp(`[0-9]{${run}}`).test(text));
      }),
      { numRuns: 3000 },
    );
    // The bound `restore()` uses: 300 digits anywhere in a long text, and 299 nowhere.
    expect(hasDigitRun(`${'x'.repeat(1000)}${'7'.repeat(300)}${'x'.repeat(7)}`, 300)).toBe(true);
    expect(hasDigitRun(`${'1'.repeat(299)}x${'1'.repeat(299)}`, 300)).toBe(false);
  });

  it('[security 4] a refused snapshot leaves the engine usable', () => {
    refusal(corrupted((s) => void (s.decision!.player = opponent(newGame()) + 'x')));
    const game = newGame();
    expect(engineFor('none').restore(game.snapshot()).decision).toEqual(game.decision);
  });
});
