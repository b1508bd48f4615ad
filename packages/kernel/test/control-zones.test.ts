import { describe, expect, it } from 'vitest';
import { createEngine, titleModule, type TitlePlugin } from '../src/index.js';
import { skirmishPlugin } from './fixtures/skirmish.js';
import { give, opponent, turnPlayer } from './support/board.js';

/** Skirmish where a unit on the field counts for the player who controls it (`controlZones`). */
function withControlZones(zones: readonly string[] | undefined): TitlePlugin {
  const plugin = skirmishPlugin('none');
  return zones === undefined ? plugin : { ...plugin, title: { ...plugin.title, controlZones: zones } };
}

function bolted(zones: readonly string[] | undefined): { droppedTheControlled: boolean; droppedTheOther: boolean; offered: number } {
  const game = createEngine([titleModule(withControlZones(zones))]).create({
    title: 'skirmish',
    seed: 1,
    players: [{ deck: 'red' }, { deck: 'blue' }],
  });
  const [a, b] = [turnPlayer(game), opponent(game)];
  // B's unit that A controls, and a unit A owns and B controls, both in B's field.
  const controlled = game.setUp({ cards: [{ card: 'soldier', zone: `${b}/field#center`, controller: a }] }).cards[0]!;
  const other = game.setUp({ cards: [{ card: 'brute', zone: `${b}/field#left`, owner: a, controller: b }] }).cards[0]!;
  expect(game.act({ type: 'cast', player: a, card: give(game, a, 'hand', 'bolt') }).ok).toBe(true);
  let offered = 1;
  if (game.decision?.kind === 'select') {
    const options = (game.decision as { options: { id: string }[] }).options.map((o) => o.id);
    offered = options.length;
    game.act({ type: 'choose', player: a, choice: [controlled] });
  }
  return {
    droppedTheControlled: game.state.cards[controlled] === undefined,
    droppedTheOther: game.state.cards[other] === undefined,
    offered,
  };
}

describe('control zones (a card counts for its controller)', () => {
  it('[engine contract] with controlZones (VG 7.39.2), "the opponent’s field" lists the cards the opponent controls, wherever they are', () => {
    expect(bolted(['field'])).toEqual({ droppedTheControlled: false, droppedTheOther: true, offered: 1 });
  });

  it('[engine contract] without controlZones a zone lists its player’s cards, whoever controls them', () => {
    expect(bolted(undefined)).toMatchObject({ droppedTheControlled: true, offered: 2 });
  });
});
