import { describe, expect, it } from 'vitest';
import { formatScenarioResult, runScenario } from '@tcgkit/testing';
import { buddyfightPlugin } from '../src/index.js';

/** The turn's steps and the play-timing loop, walked step by step (digest §5.1, §6.1). */
function run(text: string) {
  const result = runScenario(`title: buddyfight\nname: flow\nrules: [BF Intro]\n${text}`, { buddyfight: buddyfightPlugin });
  expect(result.failures, formatScenarioResult(result)).toEqual([]);
  expect(result.stepsRun).toBe(result.stepsTotal);
}

const deck = 'deck: [{ card: v1, count: 10 }]';

describe('the start phase', () => {
  it("[BF Start 1.1, Start 1.2, Start 2.1, Start 2.2, Start 2.3] a play timing opens before the stand, with the turn fighter's cards still rested; then they stand and another opens", () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: start
  step: start
  players:
    p1: { zones: { ${deck}, field: { left: [{ card: v1, id: m, status: { rested: true } }] }, hand: [cl] } }
    p2: { zones: { ${deck}, field: { left: [{ card: v1, id: theirs, status: { rested: true } }] } } }
steps:
  - expect:
      position: { phase: start, step: start, window: start }
      cards: { m: { status: { rested: true } } }
      decision: { player: p1, kind: play, window: start }
  - act: { type: pass, player: p1 }
  - expect:
      position: { phase: start, step: stand, window: stand }
      cards: { m: { status: { rested: false } }, theirs: { status: { rested: true } } }
      decision: { player: p1, kind: play, window: stand }
`);
  });

  it('[BF Start 3.1, Start 3.1.1, Start 3.1.2, Start 3.2, Start 3.2.1, Start 3.2.2, Start 3.3] draw, a play timing, charge & draw, a play timing, then the main phase', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: start
  step: draw
  players:
    p1: { zones: { ${deck}, hand: [cl, { card: v1, id: h }] } }
    p2: { zones: { ${deck} } }
steps:
  - expect:
      zones: { p1: { hand: { count: 3 }, deck: { count: 9 } } }
      decision: { player: p1, kind: play, window: draw }
  - act: { type: pass, player: p1 }
  - expect:
      decision: { player: p1, kind: select, prompt: Charge }
  - act: { type: choose, player: p1, choice: [$h] }
  - expect:
      zones: { p1: { gauge: [$h], hand: { count: 3 }, deck: { count: 8 } } }
      decision: { player: p1, kind: play, window: charge }
  - act: { type: pass, player: p1 }
  - expect:
      position: { phase: main }
      decision: { player: p1, kind: play, window: main }
`);
  });
});

describe('the play timing loop', () => {
  it('[BF PT 2.1, PT 2.2, Cast 1.2, Cast 1.3, Cast 2.1, Cast 2.2, Cast 2.3, Cast 2.4, PT 3.1, PT 3.2, PT 4.1, PT 5.1] costs are paid at the declaration, before the other fighter answers; the answer resolves first', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: main
  step: main
  players:
    p1: { zones: { ${deck}, gauge: [{ card: v1, id: g }], hand: [{ card: sd, id: sd }, v1] } }
    p2: { zones: { ${deck}, gauge: [v1], field: { left: [{ card: v1, id: mb }] }, hand: [{ card: cs, id: cs }] } }
steps:
  - act: { type: cast, player: p1, card: $sd, targets: [$mb] }
  - expect:
      zones: { p1: { gauge: [], drop: [$g] }, shared: { resolution: [$sd] } }
      decision: { player: p2, kind: play, window: main }
  - act: { type: cast, player: p2, card: $cs, targets: [$mb] }
  - expect:
      log: [{ type: item-resolves, detail: { label: cast CS } }, { type: item-resolves, detail: { label: cast SD } }]
      zones: { p2: { hand: [$mb] }, p1: { drop: [$g, $sd] } }
      decision: { player: p1, kind: play, window: main }
`);
  });

  it('[BF PT 2.3, Cast 1.3, Intro RP-1] rule processing right after the payment: paying the last life loses at once, before any answer', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: main
  step: main
  players:
    p1: { status: { life: 1 }, zones: { ${deck}, gauge: [v1], hand: [{ card: sp, id: sp }] } }
    p2: { zones: { ${deck}, hand: [cl] } }
steps:
  - act: { type: cast, player: p1, card: $sp }
  - expect:
      players: { p1: { status: { life: 0 } } }
      result: { winner: p2, reason: life 0 }
`);
  });

  it('[BF PT 4.2, PT 5.2, Cast 3.2] rule processing follows each resolution: a monster called into the center by the use drops the old one right after it resolves', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: main
  step: main
  players:
    p1: { zones: { ${deck}, field: { center: [{ card: v1, id: x }] }, hand: [{ card: cc, id: cc }, { card: v2, id: y }] } }
    p2: { zones: { ${deck}, hand: [{ card: cl, id: cl }] } }
steps:
  - act: { type: cast, player: p1, card: $cc }
  - act: { type: cast, player: p2, card: $cl }
  - expect:
      log: [{ type: item-resolves, detail: { label: cast CL } }, { type: life-gained }, { type: item-resolves, detail: { label: cast CC } }, { type: moved, detail: { card: $y } }, { type: rule-drop, detail: { card: $x } }]
      zones: { p1: { field: { center: [$y] }, drop: [$x, $cc] } }
      decision: { player: p1, kind: bf-declare-attack }
`);
  });

  it('[BF PT 6.1, PT 6.2, PT 6.3, PT 7.1, PT 10.1, PT Q2] a pass by the turn fighter lets the other fighter start; the play timing ends only when both pass in a row', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: main
  step: main
  players:
    p1: { zones: { ${deck}, hand: [{ card: cl, id: cla }] } }
    p2: { zones: { ${deck}, gauge: [v1], hand: [{ card: cl, id: clb }, { card: ember-vigor, id: vigor }] } }
steps:
  - act: { type: pass, player: p1 }
  - expect:
      decision: { player: p2, kind: play, window: main }
  - act: { type: cast, player: p2, card: $vigor }
  - expect:
      zones: { p2: { gauge: [] } }
      decision: { player: p1, kind: play, window: main }
  - act: { type: pass, player: p1 }
  - note: the exchange resolved and the turn fighter has priority again (not the end of the play timing)
    expect:
      players: { p2: { status: { life: 12 } } }
      position: { phase: main }
      decision: { player: p1, kind: play, window: main }
  - act: { type: pass, player: p1 }
  - act: { type: pass, player: p2 }
  - expect:
      position: { phase: attack }
      decision: { player: p1, kind: play, window: attack-start }
`);
  });
});

describe('the attack and final phases', () => {
  it('[BF Atk 1.2, Atk 1.3, Atk 1.4, Atk 2.3, Atk 2.4, Atk 2.5, Atk 3.3, Atk 3.4, Atk 3.5, Atk 4.2, Atk 4.3, Atk 4.4, Atk 2.1.2, Atk 5.1] each step of an attack opens its play timing in order; "attacking" lasts from the declaration to the end of the battle', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: attack
  step: move
  players:
    p1: { zones: { ${deck}, field: { left: [{ card: v1, id: a }] }, hand: [cl] } }
    p2: { zones: { ${deck} } }
steps:
  - expect:
      decision: { player: p1, kind: play, window: attack-start }
  - act: { type: pass, player: p1 }
  - act: { type: attack, player: p1, attackers: [$a], target: p2 }
  - expect:
      cards: { a: { status: { attacking: true, rested: true } } }
      decision: { player: p1, kind: play, window: attack-battle }
  - act: { type: pass, player: p1 }
  - expect:
      players: { p2: { status: { life: 9 } } }
      cards: { a: { status: { attacking: false } } }
      decision: { player: p1, kind: play, window: attack-after-battle }
  - act: { type: pass, player: p1 }
  - expect:
      decision: { player: p1, kind: play, window: attack-post-attack }
  - act: { type: pass, player: p1 }
  - expect:
      decision: { player: p1, kind: play, window: attack-no-attack }
  - act: { type: pass, player: p1 }
  - expect:
      position: { phase: final }
      decision: { player: p1, kind: play, window: final }
`);
  });

  it('[BF Fin 1.2, Fin 2.2, Fin 2.3, Fin 2.4, Fin 2.5, Fin 2.6, Fin 3.1, Fin 3.2, Fin 3.3, Fin 3.4, Fin 3.5, Fin 4.1, Fin 2.1.2, Fin 2.1.3, Fin 5.1, Fin 5.2] a final-phase attack runs the battle steps, returns to [Fin 1.1]; declining twice leads to the end-of-turn play timing', () => {
    run(`
setup:
  turn: 3
  turnPlayer: p1
  phase: final
  step: final
  players:
    p1: { zones: { ${deck}, field: { center: [{ card: im, id: im }] }, hand: [cl] } }
    p2: { zones: { ${deck} } }
steps:
  - act: { type: pass, player: p1 }
  - act: { type: attack, player: p1, attackers: [$im], target: p2 }
  - expect:
      decision: { player: p1, kind: play, window: final-battle }
  - act: { type: pass, player: p1 }
  - expect:
      players: { p2: { status: { life: 8 } } }
      decision: { player: p1, kind: play, window: final-after-battle }
  - act: { type: pass, player: p1 }
  - expect:
      decision: { player: p1, kind: play, window: final-post-attack }
  - act: { type: pass, player: p1 }
  - expect:
      position: { phase: final, step: final, window: final }
      decision: { player: p1, kind: play, window: final }
  - act: { type: pass, player: p1 }
  - expect:
      decision: { player: p1, kind: play, window: final-no-attack }
  - act: { type: pass, player: p1 }
  - expect:
      position: { phase: final, step: end, window: turn-end }
      decision: { player: p1, kind: play, window: turn-end }
  - act: { type: pass, player: p1 }
  - expect:
      turn: { number: 4, player: p2 }
      decision: { player: p1, kind: play, window: start }
`);
  });
});
