import { describe, expect, it } from 'vitest';
import { titleModule, type TitlePlugin } from '@tcgkit/kernel';
import { formatScenarioResult, parseScenario, runScenario, type TitleRegistry } from '../src/index.js';
import { skirmishPlugin } from '../../kernel/test/fixtures/skirmish.js';

/** The fixture title as a real title would be: idle seats auto-passed in the fast mode, and facts to check. */
function withFacts(plugin: TitlePlugin): TitlePlugin {
  return {
    ...plugin,
    title: {
      ...plugin.title,
      autoPass: true,
      facts: (ctx) => ({
        turn: { number: ctx.state.turn.number, player: ctx.state.turn.player },
        stack: ctx.state.stack.map((i) => ({ label: i.label })),
      }),
    },
  };
}
const registry: TitleRegistry = { skirmish: withFacts(skirmishPlugin('none')), 'skirmish/stack': withFacts(skirmishPlugin('stack')) };
void titleModule;

const board = `
setup:
  turn: 1
  phase: main
  step: main
  players:
    p1:
      zones:
        deck: [{ card: soldier, count: 6 }]
        hand: [{ card: insight, id: insight }]
        field: { left: [{ card: soldier, id: mine }] }
    p2:
      zones:
        deck: [{ card: soldier, count: 6 }]
        field: { right: [{ card: soldier, id: theirs }] }`;

function run(head: string, rest: string, title = 'skirmish/stack') {
  const result = runScenario(`title: ${title}\nname: v2\nrules: [SK 3]\n${head}\n${rest}`, registry);
  return { result, text: formatScenarioResult(result) };
}

describe('scenario format 2', () => {
  it('[scenario v2] version 2 offers every play timing (playTimings rules); version 1 keeps the fast mode', () => {
    const steps = `steps:
  - act: { type: cast, player: p1, card: $insight }
  - act: { type: pass, player: p1 }
  - expect:
      decision: { player: p2, kind: play }
      legal: { excludes: [{ type: cast }] }`;
    expect(run('version: 2', board + '\n' + steps).result.failures).toEqual([]);
    const v1 = run('', board + '\n' + steps).result;
    expect(v1.passed).toBe(false); // p2, with nothing to play, was passed for
    expect(run('version: 2\nplayTimings: fast', board + '\n' + steps).result.passed).toBe(false);
  });

  it('[scenario v2] version-2 keys in a version-1 file are schema errors', () => {
    const parsed = parseScenario(`title: skirmish\nname: x\nrules: [SK 3]\n${board}\nsteps:\n  - alias: { drawn: { card: soldier } }`);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.failures.map((f) => f.message).join(' ')).toContain('version: 2');
  });

  it('[scenario v2] alias steps name cards that had no alias (the newest match), for later steps and log checks', () => {
    const { result, text } = run(
      'version: 2',
      `${board}
steps:
  - act: { type: cast, player: p1, card: $insight }
  - act: { type: pass, player: p1 }
  - act: { type: pass, player: p2 }
  - alias: { drawn: { card: soldier, owner: p1, zone: hand } }
  - expect:
      cards: { drawn: { zone: p1/hand } }
      log: [{ type: moved, detail: { card: $drawn } }]
  - alias: { again: { card: insight } }`,
    );
    expect(result.passed).toBe(false);
    expect(result.stepsRun).toBe(6);
    expect(text).toContain('no card "insight" without an alias to call $again');
  });

  it('[scenario v2] notLog: an event must not have happened since the last log check', () => {
    const steps = (event: string) => `steps:
  - act: { type: cast, player: p1, card: $insight }
  - expect:
      notLog: [${event}]
      decision: { player: p1, kind: play }`;
    expect(run('version: 2', `${board}\n${steps('item-resolves')}`).result.failures).toEqual([]);
    const failing = run('version: 2', `${board}\n${steps('{ type: item-played, player: p1 }')}`);
    expect(failing.result.failures[0]).toMatchObject({ kind: 'expect', path: 'notLog[0]' });
  });

  it('[scenario v2] facts: the title-defined state is checked (listed keys, arrays exactly)', () => {
    const steps = (facts: string) => `steps:
  - act: { type: cast, player: p1, card: $insight }
  - expect:
      facts: ${facts}
      decision: { player: p1, kind: play }`;
    expect(run('version: 2', `${board}\n${steps('{ turn: { number: 1 }, stack: [{ label: Insight }] }')}`).result.failures).toEqual([]);
    const wrong = run('version: 2', `${board}\n${steps('{ stack: [] }')}`).result;
    expect(wrong.failures[0]).toMatchObject({ kind: 'expect', path: 'facts.stack' });
  });

  it('[scenario v2] cards.is reads the title’s named card conditions', () => {
    const steps = (value: boolean) => `steps:
  - expect:
      cards: { mine: { is: { face-up: ${value} } } }
      decision: { player: p1, kind: play }`;
    expect(run('version: 2', `${board}\n${steps(true)}`).result.failures).toEqual([]);
    expect(run('version: 2', `${board}\n${steps(false)}`).result.failures[0]).toMatchObject({ path: 'cards.mine.is.face-up' });
  });

  it('[scenario v2] players.losing matches a part of the reason, like result.reason', () => {
    const steps = (losing: string) => `setup:
  turn: 1
  phase: main
  step: main
  players:
    p1: { zones: { deck: [{ card: soldier, count: 3 }] } }
    p2: { zones: { hand: [soldier] } }
steps:
  - expect:
      players: { p2: { losing: ${losing} } }
      result: { winner: p1 }
      decision: null`;
    expect(run('version: 2', steps('empty')).result.failures).toEqual([]);
    expect(run('version: 2', steps('empty deck')).result.failures).toEqual([]);
    expect(run('version: 2', steps('concede')).result.failures[0]).toMatchObject({ path: 'players.p2.losing' });
  });

  it('[scenario v2] setup effects (with a duration) and stack items', () => {
    const { result, text } = run(
      'version: 2',
      `${board}
  effects:
    - { cards: [$mine], stat: power, modification: { add: 1000 }, duration: turn }
  stack:
    - { controller: p2, label: Gift, effect: [{ do: draw, count: 1 }] }
steps:
  - expect:
      cards: { mine: { stats: { power: 3000 } } }
      facts: { stack: [{ label: Gift }] }
      decision: { player: p1, kind: play }
  - act: { type: pass, player: p1 }
  - act: { type: pass, player: p2 }
  - expect:
      zones: { p2: { hand: [soldier] } }
      log: [{ type: item-resolves, detail: { label: Gift } }]
      facts: { stack: [] }
      decision: { player: p1, kind: play }`,
    );
    expect(result.failures, text).toEqual([]);
  });

  it('[scenario v2] variants: each board runs on its own; a failure names its variant', () => {
    const variant = (name: string, power: number) => `  - name: ${name}
    setup:
      turn: 1
      phase: main
      step: main
      players:
        p1: { zones: { deck: [{ card: soldier, count: 3 }], field: { left: [{ card: soldier, id: mine }] } } }
        p2: { zones: { deck: [{ card: soldier, count: 3 }] } }
    steps:
      - expect:
          cards: { mine: { stats: { power: ${power} } } }
          decision: { player: p1, kind: play }`;
    const ok = run('version: 2', `variants:\n${variant('plain', 2000)}\n${variant('again', 2000)}`).result;
    expect(ok.failures).toEqual([]);
    expect(ok.stepsTotal).toBe(2);
    const bad = run('version: 2', `variants:\n${variant('plain', 2000)}\n${variant('wrong', 5000)}`).result;
    expect(bad.failures[0]).toMatchObject({ path: 'variants[1].cards.mine.stats.power' });
    expect(bad.failures[0]!.message).toContain('variant "wrong"');
  });

  it('[scenario v2] identical pending abilities are played without asking which first', () => {
    const { result, text } = run(
      'version: 2',
      `setup:
  turn: 1
  phase: main
  step: main
  players:
    p1: { zones: { deck: [{ card: soldier, count: 6 }], field: { left: [{ card: herald, id: herald }] } } }
    p2: { zones: { deck: [{ card: soldier, count: 6 }] } }
  pending:
    - { card: $herald }
    - { card: $herald }
steps:
  - expect:
      log: [ability-played, ability-played]
      zones: { p1: { hand: { count: 2 } } }
      decision: { player: p1, kind: play, window: main }`,
      'skirmish',
    );
    expect(result.failures, text).toEqual([]);
  });

  it('[scenario v2] identical pending abilities go onto the stack without an ordering choice; different ones still ask', () => {
    const pending = (second: string) => `setup:
  turn: 1
  phase: main
  step: main
  players:
    p1: { zones: { deck: [{ card: soldier, count: 6 }], field: { left: [{ card: herald, id: herald }], right: [{ card: herald, id: other }] } } }
    p2: { zones: { deck: [{ card: soldier, count: 6 }] } }
  pending:
    - { card: $herald }
    - { card: ${second} }
steps:
  - expect:
      decision: { player: p1, kind: play, window: main }
      facts: { stack: [{ label: 'Herald: draw' }, { label: 'Herald: draw' }] }`;
    const same = run('version: 2', pending('$herald'));
    expect(same.result.failures, same.text).toEqual([]);
    const different = run('version: 2', pending('$other')).result;
    // Two different abilities: their controller is asked to order them.
    expect(different.failures.find((f) => f.path === 'decision.kind')?.message).toContain('Order your triggered abilities');
  });
});
