import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type Game } from '@tcgkit/kernel';
import { physicalSerials, playRandom } from '@tcgkit/testing';
import { createVanguardPlugin, defaultVanguardOptions, rulesDecks } from '../src/index.js';

const engine = createEngine([titleModule(createVanguardPlugin({ ...defaultVanguardOptions, decks: rulesDecks }))]);
const games = Math.max(Number(process.env['VG_RULES_GAMES'] ?? 30), 30);

/** The mechanisms a game used, read from its events. */
function mechanisms(game: Game): Set<string> {
  const seen = new Set<string>();
  for (const e of game.history()) {
    if (e.type === 'kinds-counted') seen.add('count-kinds');
    if (e.type === 'ability-disabled') seen.add('disable-ability');
    if (e.type === 'turn-ending') seen.add('end-turn');
    if (e.type === 'costs-nullified') seen.add('nullify-costs');
    if (e.type === 'turn-began' && e.detail?.['extra'] === true) seen.add('extra-turn');
    if (e.type === 'moved' && e.detail?.['reason'] === 'set-as-unit') seen.add('set-as-unit');
    const label = String(e.detail?.['label'] ?? '');
    if (e.type === 'ability-played' && label.startsWith('Undertow Guard')) seen.add('battle-opponent');
    if (e.type === 'ability-played' && label.startsWith('Vengeful Cinder')) seen.add('by-effect-of');
    if (e.type === 'ability-played' && label.startsWith('Scarred Captain')) seen.add('damage-from');
    if (e.type === 'moved' && e.detail?.['definition'] === 'tf-riptide' && String(e.detail['to']).endsWith('/order-area'))
      seen.add('drive');
  }
  return seen;
}

describe('seeded random games between the rules decks', () => {
  it(`[playout] ${games} random games between cinder-rules and tidecrest-rules end in a result, conserve cards, and use every mechanism of their demo cards`, () => {
    const used = new Map<string, number>();
    for (let seed = 1; seed <= games; seed++) {
      const decks = seed % 2 === 0 ? ['cinder-rules', 'tidecrest-rules'] : ['tidecrest-rules', 'cinder-rules'];
      const game = engine.create({ title: 'vanguard', seed, players: decks.map((deck) => ({ deck })), history: 'full' });
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
      'count-kinds',
      'disable-ability',
      'end-turn',
      'extra-turn',
      'set-as-unit',
      'battle-opponent',
      'by-effect-of',
      'damage-from',
      'drive',
    ];
    for (const m of all) expect(used.get(m) ?? 0, m).toBeGreaterThan(0);
  }, 600_000);
});
