import { describe, expect, it } from 'vitest';
import { editPosition, formatScenarioResult, runScenario } from '@tcgkit/testing';
import { createEngine, titleModule, type JsonObject } from '@tcgkit/kernel';
import { buddyfightPluginWith } from '../src/index.js';

/** The rule changes of 2018-06-02 can be turned off for old replays; the default is the new rules. */
const legacy = { buddyfight: buddyfightPluginWith({ legacyNoFirstTurnDraw: true, legacyOneCounterPerBattle: true }) };

function run(text: string) {
  const result = runScenario(text, legacy);
  expect(result.failures, formatScenarioResult(result)).toEqual([]);
  expect(result.stepsRun).toBe(result.stepsTotal);
}

describe('rule versions', () => {
  it('[BF RC-1, Start 3.1] with the old rule the first player does not draw on turn 1 but still charges and draws', () => {
    run(`
title: buddyfight
name: legacy first turn
rules: [BF RC-1]
setup:
  turn: 1
  turnPlayer: p1
  firstPlayer: p1
  phase: start
  step: start
  players:
    p1: { zones: { deck: [{ card: v1, count: 40 }], gauge: [v1, v1], hand: [{ card: v1, id: h1 }, v1, v1, v1, v1, v1] } }
    p2: { zones: { deck: [{ card: v1, count: 10 }] } }
steps:
  - expect:
      zones: { p1: { hand: { count: 6 }, deck: { count: 40 } } }
      decision: { player: p1, kind: select, prompt: Charge }
  - act: { type: choose, player: p1, choice: [$h1] }
  - expect:
      zones: { p1: { hand: { count: 6 }, deck: { count: 39 }, gauge: { count: 3 } } }
      decision: { player: p1, kind: play, window: main }
`);
  });

  it('[BF RC-2, Atk 2.5] with the old rule a second 【対抗】 by the same fighter in one battle is not offered; the defender survives; after the battle it is usable again', () => {
    run(`
title: buddyfight
name: legacy counters
rules: [BF RC-2]
setup:
  turn: 3
  turnPlayer: p1
  phase: attack
  step: declare
  players:
    p1:
      zones:
        deck: [{ card: v1, count: 10 }]
        field: { center: [{ card: att, id: m }] }
        hand: [{ card: cp, id: cp1 }, { card: cp, id: cp2 }]
    p2:
      zones:
        deck: [{ card: v1, count: 10 }]
        field: { center: [{ card: wall, id: cb }] }
cards:
  - { id: att, name: Att, type: monster, worlds: [test], size: 1, power: 3000, defense: 1000, critical: 1 }
  - { id: wall, name: Wall, type: monster, worlds: [test], size: 1, power: 1000, defense: 8000, critical: 1 }
steps:
  - act: { type: attack, player: p1, attackers: [$m], target: $cb }
  - act: { type: cast, player: p1, card: $cp1, targets: [$m] }
  - note: CP 2 is not usable in this battle, so the turn fighter passes; 6000 < 8000 and Cb survives
    expect:
      zones: { p2: { field: { center: [$cb] }, drop: [] } }
      log: [{ type: no-hit }]
      position: { window: attack-after-battle }
      legal: { includes: [{ type: cast, card: $cp2 }] }
      decision: { player: p1, kind: play, window: attack-after-battle }
`);
  });

  it('[BF RC-2] the legacy limit rejects a second 【対抗】 by the same fighter in a battle with a typed error and no change', () => {
    const engine = createEngine([titleModule(legacy.buddyfight)]);
    const game = engine.create({ title: 'buddyfight', seed: 3, players: [{ deck: 'ember' }, { deck: 'tide' }] });
    while (game.decision?.kind === 'select') game.act({ type: 'choose', player: game.decision.player, choice: ['no'] });
    const player = game.decision!.player;
    // In a battle in which this fighter has already answered once (Buddyfight's data, set through the position builder).
    const battle = { attackers: [], target: player, targetWasCenter: false, nullified: false };
    const card = editPosition(game)
      .put(player, 'hand', 'cl')
      .data({ buddyfight: { ...(game.state.data['buddyfight'] as JsonObject), battle, countersThisBattle: { [player]: 1 } } as JsonObject })
      .build().cards[0]!;
    const before = game.snapshot();
    const outcome = game.act({ type: 'cast', player, card });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatchObject({ code: 'BF_ONE_COUNTER_PER_BATTLE', rule: 'BF RC-2' });
    expect(game.snapshot()).toBe(before);
  });
});
