import { describe, expect, it } from 'vitest';
import { formatScenarioResult, runScenario } from '@tcgkit/testing';
import { buddyfightPlugin } from '../src/index.js';

/**
 * Restrictions a title contributes (`RestrictionContribution`, the kernel's one hook) hold in Buddyfight's
 * own choices: the targets chosen when a spell is declared, and the cards its verbs choose. Here cards
 * named V2 cannot be chosen.
 */
const restricted = {
  ...buddyfightPlugin,
  restrictions: [
    {
      rule: 'BF Cast 1.4',
      cannotChoose: (ctx: { state: { cards: Record<string, { card: string }> } }, id: string) => ctx.state.cards[id]?.card === 'v2',
    },
  ],
};

function run(text: string) {
  const result = runScenario(`title: buddyfight\nname: restrictions\nrules: [BF Cast 1.4]\n${text}`, { buddyfight: restricted });
  expect(result.failures, formatScenarioResult(result)).toEqual([]);
  expect(result.stepsRun).toBe(result.stepsTotal);
}

const deck = 'deck: [{ card: v1, count: 10 }]';

describe('restrictions on choosing in Buddyfight', () => {
  it('[BF Cast 1.4] a monster that cannot be chosen is not a legal target of a spell', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: main
  step: main
  players:
    p1: { zones: { ${deck}, gauge: [v1], hand: [{ card: sd, id: sd }] } }
    p2: { zones: { ${deck}, hand: [cl], field: { left: [{ card: v2, id: held }], right: [{ card: v1, id: open }] } } }
steps:
  - expect:
      legal: { includes: [{ type: cast, card: $sd, targets: [$open] }], excludes: [{ type: cast, card: $sd, targets: [$held] }] }
  - act: { type: cast, player: p1, card: $sd, targets: [$held] }
    reject: BF_BAD_TARGET
  - act: { type: cast, player: p1, card: $sd, targets: [$open] }
  - expect:
      zones: { shared: { resolution: [$sd] } }
      decision: { player: p2, kind: play, window: main }
`);
  });

  it('[restrictions] the call-from-hand verb calls only a monster that may be chosen, without asking when one is left', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: main
  step: main
  players:
    p1: { zones: { ${deck}, hand: [{ card: cc, id: cc }, { card: v2, id: held }, { card: v1, id: open }] } }
    p2: { zones: { ${deck} } }
steps:
  - act: { type: cast, player: p1, card: $cc }
  - expect:
      zones: { p1: { field: { center: [$open] }, hand: [$held] } }
      decision: { player: p1, kind: play, window: main }
`);
  });
});
