import { describe, expect, it } from 'vitest';
import type { Game } from '@tcgkit/kernel';
import { checkTitlePlayouts, physicalSerials, playRandom } from '@tcgkit/testing';
import { newSoakGame, soakEngine, soakPlugin, soakSet } from './support/soak-set.js';

const engine = soakEngine(soakSet.cardRules);
const games = Math.max(Number(process.env['VG_CARD_RULES_GAMES'] ?? 30), 30);

/** The mechanisms a game used, read from its events. */
function mechanisms(game: Game): Set<string> {
  const seen = new Set<string>();
  const label = (e: { detail?: Record<string, unknown> }) => String(e.detail?.['label'] ?? '');
  for (const e of game.history()) {
    const reason = e.detail?.['reason'];
    const definition = e.detail?.['definition'];
    if (e.type === 'moved' && reason === 'gauge' && definition !== undefined && String(e.detail?.['to']).endsWith('/gauge'))
      seen.add('put-gauge');
    if (e.type === 'fighter-gauge-dropped') seen.add('fighter-gauge-dropped');
    if (e.type === 'gauge-links-settled') seen.add('several-links');
    if (e.type === 'moved' && reason === 'plant-gauge') seen.add('plant-gauge');
    if (e.type === 'kinds-counted') seen.add('count-kinds');
    if (e.type === 'ability-activated' && label(e).startsWith('Sleeve Ember')) seen.add('act-from-hand');
    if (e.type === 'revealed') seen.add('revealed');
    if (e.type === 'moved' && reason === 'call' && definition === 'cw-alt-caller') seen.add('alternative-call');
    if (e.type === 'ability-played' && label(e).startsWith('Crossroads Wyvern')) seen.add('choose-effect');
    if (e.type === 'ability-played' && label(e).startsWith('Echoing Flame Drake')) seen.add('activates-twice');
    if (e.type === 'persona-rode') seen.add('persona-ride');
    if (e.type === 'trigger-not-played') seen.add('nullified');
    if (e.type === 'trigger-effects-given') seen.add('trigger-effects-given');
    if (e.type === 'moved' && definition === 'cw-twin-icon' && String(e.detail?.['to']).endsWith('/trigger')) seen.add('two-icons');
    if (e.type === 'called-at-once') seen.add('call-at-once');
    if (e.type === 'latest-chosen') seen.add('latest-chosen');
    if (e.type === 'autos-suppressed') seen.add('suppress-autos');
    if (e.type === 'moved' && definition === 'cw-collector') seen.add('collector');
    if (e.type === 'ability-activated' && label(e).startsWith('Tide Loop Dancer')) seen.add('loop-ability');
    if (e.type === 'put-at-once' && e.detail?.['circle'] === 'vc') seen.add('put-vc-at-once');
  }
  return seen;
}

describe('seeded random games between the card-rules decks', () => {
  it(`[playout] ${games} random games between cinder-depth and tidecrest-depth end in a result, conserve cards, and use every mechanism of their demo cards`, () => {
    const used = new Map<string, number>();
    for (let seed = 1; seed <= games; seed++) {
      const game = newSoakGame(engine, soakSet.cardRules, seed);
      playRandom(game, seed);
      expect(game.result, `seed ${seed}`).not.toBeNull();
      const serials = physicalSerials(game);
      expect(
        serials.every((s, i) => s === i + 1),
        `seed ${seed}: cards conserved`,
      ).toBe(true);
      for (const m of mechanisms(game)) used.set(m, (used.get(m) ?? 0) + 1);
    }
    const all = [
      'loop-ability',
      'put-vc-at-once',
      'put-gauge',
      'fighter-gauge-dropped',
      'several-links',
      'plant-gauge',
      'count-kinds',
      'act-from-hand',
      'revealed',
      'alternative-call',
      'choose-effect',
      'activates-twice',
      'persona-ride',
      'nullified',
      'trigger-effects-given',
      'two-icons',
      'call-at-once',
      'latest-chosen',
      'suppress-autos',
      'collector',
    ];
    for (const m of all) expect(used.get(m) ?? 0, m).toBeGreaterThan(0);
  }, 600_000);

  it('[playout invariants] games between cinder-depth and tidecrest-depth keep every playout invariant: revealed hand cards, plant gauge tokens and fighter gauge included', () => {
    const report = checkTitlePlayouts(soakPlugin(soakSet.cardRules), {
      games: 3,
      seed: 20261126,
      decks: [...soakSet.cardRules.decks],
    });
    expect(report.games).toBe(3);
    expect(report.actions).toBeGreaterThan(3 * 10);
  }, 300_000);
});
