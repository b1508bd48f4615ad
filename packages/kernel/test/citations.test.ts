import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { give, newGame, opponent } from './support/board.js';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('kernel citations', () => {
  it('[kernel citations] no rule the kernel reports names a title’s section: titles supply them', () => {
    const cited = /rule:\s*'(VG|BD|WS|BF)\s|ruleError\([^)]*'(VG|BD|WS|BF)\s\d/;
    const offenders = sources(join(import.meta.dirname, '..', 'src')).filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => cited.test(line)),
    );
    expect(offenders).toEqual([]);
  });

  it('[kernel citations] a kernel decision cites the section the title gives for that reading', () => {
    const game = newGame('none');
    const b = opponent(game);
    give(game, b, 'field', 'herald', 'left');
    give(game, b, 'field', 'herald', 'center');
    for (let i = 0; i < 40 && game.decision?.kind === 'play'; i++) game.act({ type: 'pass', player: game.decision.player });
    expect(game.state.turn.player).toBe(b);
    // b's two Heralds triggered at the start of b's turn: b chooses which plays first, cited as SK 9.
    expect(game.decision).toMatchObject({ kind: 'select', player: b, rule: 'SK 9' });
  });
});
