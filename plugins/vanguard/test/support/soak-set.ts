/**
 * The soak set: every deck pair a seeded random-game test plays, with the decks it adds to the plugin and the game
 * options it plays under. The random-game supports build their games from these entries and the vocabulary test
 * (soak-vocabulary.test.ts) reads the cards of exactly these decks, so the two cannot drift apart.
 */
import { createEngine, titleModule, type DeckList, type Engine, type Game, type TitlePlugin } from '@tcgkit/kernel';
import {
  buddyfightDecks,
  cardRulesDecks,
  createVanguardPlugin,
  defaultVanguardOptions,
  effectsDecks,
  kwADecks,
  premiumDepthDecks,
  rulesDecks,
  setADecks,
  setsBDecks,
  soak2Decks,
} from '../../src/index.js';

export interface SoakPair {
  /** The two decks: the first sits first in even seeds, the second in odd ones. */
  decks: readonly [string, string];
  /** Deck lists added to the plugin's built-in ones. */
  lists: readonly DeckList[];
  options?: Readonly<Record<string, string>>;
}

const premium = { format: 'premium' } as const;

export const soakSet = {
  demo: { decks: ['cinder-wyrms', 'tidecrest-fleet'], lists: [] },
  premium: { decks: ['cinder-wyrms-premium', 'tidecrest-fleet-premium'], lists: [], options: premium },
  kwB: { decks: ['gilded-wings', 'toybox-troupe'], lists: [] },
  kwA: { decks: ['cinder-keywords', 'tidecrest-keywords'], lists: kwADecks },
  rules: { decks: ['cinder-rules', 'tidecrest-rules'], lists: rulesDecks },
  buddyfight: { decks: ['skyforge-drakes', 'moonblade-ronin'], lists: buddyfightDecks },
  setA: { decks: ['stellar-chorus', 'gacha-warden'], lists: setADecks, options: premium },
  setsB: { decks: ['spirit-forge', 'coro-blades'], lists: setsBDecks },
  effects: { decks: ['gilded-chorus', 'toybox-echo'], lists: effectsDecks },
  premiumDepth: { decks: ['bondflare-wyrms', 'chainwave-fleet'], lists: premiumDepthDecks, options: premium },
  cardRules: { decks: ['cinder-depth', 'tidecrest-depth'], lists: cardRulesDecks },
  soak2: { decks: ['cinder-soak', 'tidecrest-soak'], lists: soak2Decks },
  // 18.6: the premium depth decks under a fighters' rule that bans stride (`may-stride` lifts it, 18.6.2).
  strideBanned: { decks: ['bondflare-wyrms', 'chainwave-fleet'], lists: premiumDepthDecks, options: { ...premium, stride: 'banned' } },
} as const satisfies Record<string, SoakPair>;

export type SoakPairName = keyof typeof soakSet;

/** The plugin a pair plays with: its deck lists added to the built-in ones. */
export function soakPlugin(pair: SoakPair): TitlePlugin {
  return createVanguardPlugin({ ...defaultVanguardOptions, decks: pair.lists });
}

export function soakEngine(pair: SoakPair, plugin: TitlePlugin = soakPlugin(pair)): Engine {
  return createEngine([titleModule(plugin)]);
}

/** The pair's game for `seed` (seats alternate with the seed), with its options and the whole history. */
export function newSoakGame(engine: Engine, pair: SoakPair, seed: number): Game {
  const [first, second] = pair.decks;
  const decks = seed % 2 === 0 ? [first, second] : [second, first];
  return engine.create({
    title: 'vanguard',
    seed,
    players: decks.map((deck) => ({ deck })),
    history: 'full',
    ...(pair.options === undefined ? {} : { options: { ...pair.options } }),
  });
}
