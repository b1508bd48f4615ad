import { createEngine, titleModule, type CardDefinition, type Engine } from '@tcgkit/kernel';
import { editPosition } from '@tcgkit/testing';
import { describe, expect, it } from 'vitest';
import { buildDividePlugin } from '../src/index.js';
import { defineCard } from '../src/cards/schema.js';
import { icon } from '../src/keywords.js';
import { engine } from './support.js';
import { P1, P2, card, change, count, finishTurn, mainPhase, ok, passUntil, power, put, rejects, toDeclaration } from './board.js';

type Game = ReturnType<typeof mainPhase>;
const energy = (game: Game, player: string, id: string, n: number) => {
  for (let i = 0; i < n; i++) put(game, player, id, 'energy');
};
const settle = (game: Game) =>
  passUntil(
    game,
    (g) => g.result !== null || g.decision?.kind !== 'play' || (g.state.stack.length === 0 && g.position().window === 'main'),
  );
function engineWith(...extra: CardDefinition[]): Engine {
  return createEngine([titleModule({ ...buildDividePlugin, cards: [...(buildDividePlugin.cards ?? []), ...extra] })]);
}
const cost = (total: number, ...colours: ('red' | 'blue' | 'white' | 'black')[]) => ({ total, colours });
const targetUnit = { from: { zone: 'field', player: 'any', where: { test: 'unit' } }, count: 1 };

describe('sections with no test before (issue 16)', () => {
  it('[BD 1205-4a, 1205-4a:ii] a trigger on leaving the field reads the card as it was on the field (its power with effects)', () => {
    const proud = defineCard({
      id: 'proud-fallen',
      name: 'Proud Fallen',
      type: 'unit',
      cost: cost(2, 'red'),
      power: 3000,
      hit: 1,
      abilities: [
        {
          kind: 'automatic',
          label: 'Proud Fallen: draw',
          trigger: { event: 'moved', match: { test: 'event', self: true, 'from-zone': 'field', 'to-zone': 'graveyard' } },
          effect: [{ do: 'if', test: { test: 'stat', stat: 'power', op: '>=', value: 5000 }, then: [{ do: 'draw', count: 2 }] }],
        },
      ],
    });
    const game = mainPhase(1, engineWith(proud));
    const fallen = put(game, P2, 'proud-fallen', 'field', { rested: true });
    editPosition(game)
      .effect({ layer: 'numeric', controller: P2, cards: [fallen], stat: 'power', modification: { add: 2000 }, duration: 'turn' })
      .build();
    expect(power(game, fallen)).toBe(5000);
    put(game, P1, 'grave-warden', 'energy');
    const hand = count(game, P2, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'void-snare', 'hand'), targets: [fallen] });
    settle(game);
    expect(card(game, fallen)).toBeUndefined();
    expect(count(game, P2, 'hand')).toBe(hand + 2); // 5000 on the field; in the graveyard it would be 3000
  });

  it('[BD 1202-2b:i] a continuous effect given no period lasts as long as it exists: past the end of the turn', () => {
    const oath = defineCard({
      id: 'lasting-oath',
      name: 'Lasting Oath',
      type: 'command',
      cost: cost(1, 'red'),
      targets: targetUnit,
      effect: [{ do: 'modify', cards: { var: 'targets' }, stat: 'power', add: 1000, duration: 'game' }],
      text: 'Target unit gets +1000 power.',
    });
    const game = mainPhase(1, engineWith(oath));
    energy(game, P1, 'plain-red', 1);
    const unit = put(game, P1, 'heavy-red', 'field');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'lasting-oath', 'hand'), targets: [unit] });
    settle(game);
    expect(power(game, unit)).toBe(5000);
    finishTurn(game);
    finishTurn(game);
    expect(game.state.turn.number).toBe(3);
    expect(power(game, unit)).toBe(5000);
  });

  it('[BD 505-1a] shuffling a deck of 0 or 1 cards still counts as a shuffle', () => {
    const renewal = defineCard({ id: 'renewal', name: 'Renewal', type: 'command', cost: cost(1, 'red'), effect: [{ do: 'gain-life' }] });
    for (const cards of [0, 1]) {
      const game = mainPhase(1, engineWith(renewal));
      energy(game, P1, 'plain-red', 1);
      editPosition(game).empty(P1, 'deck').fill(P1, 'deck', 'blank-life', cards).build();
      const from = game.state.log.length;
      ok(game, { type: 'play', player: P1, card: put(game, P1, 'renewal', 'hand') });
      settle(game);
      expect(game.state.log.slice(from).filter((e) => e.type === 'shuffled' && e.detail?.['zone'] === `${P1}/deck`)).toHaveLength(1);
    }
  });

  it('[BD 1409-4b] a copy of a command played for its Evol cost is not Evolved: its Evol line does nothing', () => {
    const game = mainPhase();
    energy(game, P1, 'plain-red', 2);
    energy(game, P1, 'plain-blue', 1);
    const echo = put(game, P1, 'echo', 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'twin-form', 'hand'), evol: 'study' });
    ok(game, { type: 'play', player: P1, card: echo });
    settle(game);
    const labels = game.state.log.filter((e) => e.type === 'item-resolves').map((e) => String(e.detail?.['label']));
    expect(labels.some((l) => l.includes('copy of Twin Form'))).toBe(true); // the copy did resolve
    expect(count(game, P1, 'hand')).toBe(hand - 1 + 2); // Echo played; the card's "study" line drew 2, the copy's none
  });
});

describe('attack and block legality, copies, aura timestamps (802-4c:ii, 803-4b:iii, 520-3a, 521-2b, 104-3)', () => {
  it('[BD 802-4c:ii] with a unit obliged to attack, ending attacks is legal only once every such unit has attacked or cannot attack', () => {
    const game = mainPhase();
    const berserker = put(game, P1, 'ashen-berserker', 'field');
    const tired = put(game, P1, 'ashen-berserker', 'field', { rested: true }); // cannot be an attacking unit (802-4b:i)
    toDeclaration(game);
    expect(game.legalActions()).not.toContainEqual({ type: 'end-attacks', player: P1 });
    rejects(game, { type: 'end-attacks', player: P1 }, 'BD_MUST_ATTACK');
    ok(game, { type: 'attack', player: P1, attacker: berserker, target: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack' || g.decision?.kind === 'declare-block');
    if (game.decision?.kind === 'declare-block') ok(game, { type: 'no-block', player: P2 });
    passUntil(game, (g) => g.decision?.kind === 'declare-attack');
    // It has attacked this turn: even standing again it no longer obliges; the rested one never did.
    change(game, berserker, { status: { rested: null } });
    expect(card(game, tired)!.status['rested']).toBe(true);
    expect(game.legalActions()).toContainEqual({ type: 'end-attacks', player: P1 });
    ok(game, { type: 'end-attacks', player: P1 });
  });

  it('[BD 803-4b:iii] a unit an effect forbids to block cannot be declared as the blocker', () => {
    const game = mainPhase();
    const attacker = put(game, P1, 'big-red', 'field');
    const thrall = put(game, P2, 'relic-thrall', 'field');
    const guard = put(game, P2, 'plain-blue', 'field');
    toDeclaration(game);
    ok(game, { type: 'attack', player: P1, attacker, target: P2 });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    expect(game.decision?.kind).toBe('declare-block');
    expect(game.legalActions()).not.toContainEqual({ type: 'block', player: P2, blocker: thrall });
    rejects(game, { type: 'block', player: P2, blocker: thrall }, 'BD_CANNOT_BLOCK');
    ok(game, { type: 'block', player: P2, blocker: guard });
  });

  it('[BD 520-3a] the copy in the resolution zone counts as a command being played: it can be countered like one', () => {
    const study = defineCard({ id: 'study', name: 'Study', type: 'command', cost: cost(1, 'red'), effect: [{ do: 'draw', count: 1 }] });
    const game = mainPhase(1, engineWith(study));
    energy(game, P1, 'plain-red', 1);
    energy(game, P1, 'plain-blue', 1);
    energy(game, P2, 'plain-blue', 2);
    const echo = put(game, P1, 'echo', 'hand');
    const undertow = put(game, P2, 'undertow', 'hand');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'study', 'hand') });
    ok(game, { type: 'play', player: P1, card: echo });
    passUntil(game, (g) => g.state.stack.some((item) => item.label === 'copy of Study') || g.state.stack.length === 0);
    expect(game.state.stack.map((item) => item.label)).toEqual(['Study', 'copy of Study']);
    passUntil(game, (g) => g.decision?.player === P2);
    ok(game, { type: 'play', player: P2, card: undertow });
    settle(game);
    const countered = game.state.log.filter((e) => e.type === 'countered').map((e) => String(e.detail?.['label']));
    expect(countered).toEqual(['copy of Study']);
    expect(count(game, P1, 'hand')).toBe(hand - 1 + 1); // Echo played; only the card itself drew
  });

  it("[BD 521-2b] an aura's modifier is timestamped when the card became an aura, ordered against other effects by that", () => {
    for (const auraFirst of [true, false]) {
      const game = mainPhase();
      energy(game, P1, 'white-energy', 1);
      const unit = put(game, P1, 'heavy-red', 'field');
      const attach = () => {
        ok(game, { type: 'play', player: P1, card: put(game, P1, 'class-rite', 'hand'), targets: [unit] });
        settle(game);
      };
      if (auraFirst) attach();
      put(game, P2, 'leveller', 'field'); // "other units' power becomes 1000"
      if (!auraFirst) attach();
      // An earlier aura is overwritten by the later "becomes 1000"; a later aura adds to it.
      expect(power(game, unit)).toBe(auraFirst ? 1000 : 2000);
    }
  });

  it('[BD 104-3] an instruction to do something meets an effect forbidding it: the prohibition wins and nothing is done', () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 2);
    const saint = put(game, P2, 'iron-saint', 'field'); // cannot be dropped
    const from = game.state.log.length;
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'drop-hex', 'hand'), targets: [saint] });
    settle(game);
    expect(card(game, saint)?.zone).toBe(`${P2}/field`);
    expect(game.state.log.slice(from).filter((e) => e.type === 'dropped' || e.type === 'destroyed')).toEqual([]);
  });
});

describe('icon abilities as such (1501-1a)', () => {
  const twinIcons = defineCard({
    id: 'twin-icons',
    name: 'Twin Icons',
    type: 'unit',
    cost: cost(2, 'blue'),
    power: 2000,
    hit: 1,
    abilities: [icon('red-zone', { power: 3000 }), icon('enter', { scout: 1 })],
  });
  const sameInWords = defineCard({
    id: 'same-in-words',
    name: 'Same in Words',
    type: 'unit',
    cost: cost(1, 'blue'),
    power: 1000,
    hit: 1,
    abilities: [
      {
        kind: 'automatic',
        label: 'enters: scout 1',
        trigger: { event: 'entered', match: { test: 'event', self: true } },
        effect: [{ do: 'scout', count: 1 }],
      },
    ],
    text: 'When this unit enters, scout 1. (The words of an icon, printed as text.)',
  });
  const counting = defineCard({
    id: 'icon-census',
    name: 'Icon Census',
    type: 'command',
    cost: cost(1, 'blue'),
    effect: [{ do: 'if', test: { test: 'you-have', where: { test: 'icon-abilities', min: 2 } }, then: [{ do: 'draw', count: 3 }] }],
  });
  const using = engineWith(twinIcons, sameInWords, counting);
  const drawn = (unit: string | null, spell = 'icon-reader') => {
    const game = mainPhase(1, using);
    energy(game, P1, 'plain-blue', 1);
    if (unit !== null) put(game, P1, unit, 'field');
    const hand = count(game, P1, 'hand');
    ok(game, { type: 'play', player: P1, card: put(game, P1, spell, 'hand') });
    settle(game);
    return count(game, P1, 'hand') - hand;
  };

  it('[BD 1501-1a] "a unit with an icon ability" is one whose ability is shown by ability icons', () => {
    expect(drawn('tide-sprite')).toBe(2);
    expect(drawn(null)).toBe(1);
  });

  it('[BD 1501-1a:i] the same ability written as text is not an icon ability', () => {
    expect(drawn('same-in-words')).toBe(1);
  });

  it('[BD 1501-1a:ii] icon abilities are counted one per condition-and-effect pair, whether or not the condition holds', () => {
    expect(drawn('twin-icons', 'icon-census')).toBe(3); // two pairs; P1 is not in the red zone
    expect(drawn('tide-sprite', 'icon-census')).toBe(0); // one pair is not two
  });
});

describe('純潔/鮮血/極制服 (1417-3)', () => {
  it("[BD 1417-3] the frame's modifier applies only while the command is attached to a unit as a clothes aura", () => {
    const game = mainPhase();
    energy(game, P1, 'iron-saint', 1);
    const tailor = put(game, P1, 'tailor', 'field');
    put(game, P1, 'uniform', 'graveyard'); // in the graveyard it modifies nothing
    const uniform = put(game, P1, 'uniform', 'hand'); // nor in the hand
    expect(power(game, tailor)).toBe(2000);
    ok(game, { type: 'play', player: P1, card: uniform });
    passUntil(game, (g) => g.decision?.kind !== 'play');
    ok(game, { type: 'choose', player: P1, choice: [tailor] });
    expect(power(game, tailor)).toBe(4000);
    ok(game, { type: 'play', player: P1, card: put(game, P1, 'aura-strip', 'hand'), targets: [tailor] });
    settle(game);
    expect(power(game, tailor)).toBe(2000); // taken off: the modifier ends
  });
});

describe('sections once marked n/a that the engine does check (issue 16 review)', () => {
  it('[BD 101-2] the game is for two players; four play only as two teams of two, under the tag-team option', () => {
    const seat = { deck: 'ember' };
    expect(() => engine.create({ title: 'build-divide', seed: 1, players: [seat, seat, seat] })).toThrow();
    expect(() => engine.create({ title: 'build-divide', seed: 1, players: [seat, seat, seat, seat] })).toThrow();
    expect(() => engine.create({ title: 'build-divide', seed: 1, players: [seat, { deck: 'tide' }] })).not.toThrow();
    const decks = ['ember', 'tide', 'mystic', 'frontier'].map((deck) => ({ deck }));
    const teams = engine.create({ title: 'build-divide', seed: 1, options: { format: 'tag-team' }, players: decks });
    expect(teams.state.players.map((p) => p.team)).toEqual(['team-1', 'team-1', 'team-2', 'team-2']);
  });

  it('[BD 403-3a, 403-3b] a face-up card shows its information; a face-down one does not', () => {
    const game = mainPhase();
    const up = put(game, P1, 'plain-red', 'energy');
    const down = put(game, P1, 'plain-blue', 'energy');
    change(game, down, { faceUp: false });
    const seen = game.view(P2).zones[`${P1}/energy`]!.cards;
    expect(seen.find((c) => c.id === up)).toMatchObject({ faceUp: true, card: 'plain-red', name: 'Red Recruit' });
    const hidden = seen.find((c) => c.id === down)!;
    expect(hidden.faceUp).toBe(false);
    expect(hidden.card).toBeUndefined();
    expect(hidden.name).toBeUndefined();
  });
});

describe('condemnation counters referred to by a card (1404-2a)', () => {
  it('[BD 1404-2a] a card may refer to condemnation counters: Grave Warden gets +2000 while its controller has 3', () => {
    const game = mainPhase();
    const warden = put(game, P1, 'grave-warden', 'field');
    expect(power(game, warden)).toBe(3000);
    editPosition(game).player(P1, { 'counter:condemnation': 2 }).build();
    expect(power(game, warden)).toBe(3000);
    editPosition(game).player(P1, { 'counter:condemnation': 3 }).build();
    expect(power(game, warden)).toBe(5000);
  });
});

describe('the play cost in the resolution zone (1204-2d)', () => {
  const appraise = defineCard({
    id: 'appraise',
    name: 'Appraise',
    type: 'command',
    cost: cost(1, 'blue'),
    timing: 'quick',
    effect: [
      {
        do: 'if',
        subject: { zone: 'resolution', player: 'any', where: { all: [{ test: 'card-type', type: 'command' }, { test: 'not-self' }] } },
        test: { test: 'total-cost', max: 2 },
        then: [{ do: 'draw', count: 1 }],
      },
    ],
    text: 'Quick. If the command this answers costs 2 or less, draw a card.',
  });

  it('[BD 1204-2d] while in the resolution zone, a card played for its Evol cost has that as its play cost', () => {
    for (const evol of ['study', undefined]) {
      const game = mainPhase(1, engineWith(appraise));
      energy(game, P1, 'plain-red', 4);
      energy(game, P1, 'plain-blue', 1);
      const answer = put(game, P1, 'appraise', 'hand');
      const twin = put(game, P1, 'twin-form', 'hand');
      ok(game, { type: 'play', player: P1, card: twin, ...(evol === undefined ? {} : { evol }) });
      const hand = count(game, P1, 'hand');
      ok(game, { type: 'play', player: P1, card: answer });
      settle(game);
      // Played for "study" (2) it costs 2 or less: Appraise draws 1 (and the card's study line 2); played for its
      // printed cost (4) Appraise draws nothing.
      expect(count(game, P1, 'hand')).toBe(hand - 1 + (evol === undefined ? 0 : 1 + 2));
    }
  });
});
