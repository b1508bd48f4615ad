import { describe, expect, it } from 'vitest';
import { formatScenarioResult, runScenario } from '@tcgkit/testing';
import type { GameContext } from '@tcgkit/kernel';
import { weissSchwarzPlugin } from '../src/index.js';

/**
 * Restrictions a title contributes (`RestrictionContribution`, the kernel's one hook) hold in Weiß
 * Schwarz's own choosing verbs. Here cards whose definition is VEIL or SHV cannot be chosen.
 */
const restricted = {
  ...weissSchwarzPlugin,
  restrictions: [
    { rule: 'WS 10.11.3.1', cannotChoose: (ctx: GameContext, id: string) => ['VEIL', 'SHV'].includes(ctx.state.cards[id]?.card ?? '') },
  ],
};

function run(rules: string, text: string) {
  const result = runScenario(`title: weiss-schwarz\nname: restrictions\nrules: [${rules}]\n${text}`, { 'weiss-schwarz': restricted });
  expect(result.failures, formatScenarioResult(result)).toEqual([]);
  expect(result.stepsRun).toBe(result.stepsTotal);
}

const cards = (shifter: string) => `
cards:
  - { id: N, name: Filler, type: character, colour: red, level: 0, cost: 0, power: 1000, soul: 1, keywords: [encore] }
  - { id: ${shifter}, name: Shifter, type: character, colour: red, level: 2, cost: 1, power: 7000, soul: 1, keywords: [{ name: shift, level: 2 }, encore] }
  - { id: RR, name: Red Card, type: character, colour: red, level: 0, cost: 0, power: 1000, soul: 1, keywords: [encore] }
  - { id: VEIL, name: Veiled Red Card, type: character, colour: red, level: 0, cost: 0, power: 1000, soul: 1, keywords: [encore] }
`;
const setup = (shifter: string) => `
setup:
  turn: 5
  turnPlayer: p1
  phase: main
  step: main
  players:
    p1:
      zones:
        deck: [{ card: N, count: 10 }]
        level: [N, N]
        clock: [{ card: ${shifter}, id: s }, N]
        hand: [{ card: RR, id: r }, { card: VEIL, id: v }]
    p2:
      zones:
        deck: [{ card: N, count: 10 }]
`;

describe('restrictions on choosing in Weiß Schwarz', () => {
  it('[WS 10.11.2] Shift does not offer a hand card that cannot be chosen', () => {
    run(
      'WS 10.11.2',
      `${cards('SH')}${setup('SH')}
steps:
  - expect:
      decision: { player: p1, kind: select, prompt: Shift }
  - act: { type: choose, player: p1, choice: [$v] }
    reject: BAD_CHOICE
  - act: { type: choose, player: p1, choice: [$r] }
  - expect:
      cards: { s: { zone: p1/hand }, r: { zone: p1/clock }, v: { zone: p1/hand } }
      decision: { player: p1, kind: play, window: main }
`,
    );
  });

  it('[WS 10.11.3.1] a Shift card that cannot be chosen cannot be swapped', () => {
    run(
      'WS 10.11.3.1',
      `${cards('SHV')}${setup('SHV')}
steps:
  - expect:
      cards: { s: { zone: p1/clock }, r: { zone: p1/hand }, v: { zone: p1/hand } }
      decision: { player: p1, kind: play, window: main }
`,
    );
  });
});
