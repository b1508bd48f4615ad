import type { DeckList } from '@tcgkit/kernel';

/** Four legal demo decks (601-1): 40 cards, 12 Buster, 8 Shot, 4 of each name, one territory, a D-deck. */
const four = (...ids: string[]): string[] => ids.flatMap((id) => [id, id, id, id]);
const three = (...ids: string[]): string[] => ids.flatMap((id) => [id, id, id]);
const two = (...ids: string[]): string[] => ids.flatMap((id) => [id, id]);

export const decks: DeckList[] = [
  {
    name: 'ember',
    main: four(
      'ember-scout',
      'cinder-hound',
      'pyre-bolt',
      'ashen-berserker',
      'flame-herald',
      'scorch',
      'kindling-rite',
      'grave-warden',
      'crypt-knight',
      'night-whisper',
    ),
    extra: { territory: ['blaze-citadel'], 'd-deck': ['void-snare', 'void-snare'] },
  },
  {
    name: 'tide',
    main: four(
      'tide-sprite',
      'reef-guard',
      'dawn-lancer',
      'wave-caller',
      'mist-step',
      'current-read',
      'undertow',
      'aegis-maiden',
      'sanctuary-light',
      'class-rite',
    ),
    extra: { territory: ['tide-spire'] },
  },
  {
    name: 'mystic',
    main: four(
      'tide-sprite',
      'grave-warden',
      'log-scribe',
      'dream-walker',
      'cad-mage',
      'arc-bolt',
      'kaii-stalker',
      'current-read',
      'night-whisper',
      'undertow',
    ),
    extra: { territory: ['tide-spire'], 'd-deck': ['mist-step'] },
  },
  {
    // The rules added for issue 16: predict (530), "by doing" (532), skills (533), 【境界-「 」】 (1414-3).
    name: 'frontier',
    main: four(
      'tide-sprite',
      'ember-scout',
      'cinder-hound',
      'current-read',
      'vault-diver',
      'oracle-gambit',
      'ember-tithe',
      'border-knight',
      'wave-caller',
      'skill-adept',
    ),
    extra: { territory: ['sunken-vault'] },
  },
  {
    // The verbs added for issue 16's remaining sections (cards in `src/cards/alliance-cards.ts`): drop and
    // "cannot be dropped" (527), damage to each other (516-3), tripling (526-1a), modal texts (1204-2f,
    // 1204-3b), swap (509), look (508), and "the opponent" chosen in a tag-team game (2601-1).
    name: 'alliance',
    main: four(
      'iron-saint',
      'grave-duelist',
      'peek-sentry',
      'drop-hex',
      'twin-flare',
      'duel-strike',
      'triple-might',
      'mode-charm',
      'cond-charm',
      'swap-charm',
    ),
    extra: { territory: ['blaze-citadel'] },
  },
  {
    // Issue 16's last sections (cards in `src/cards/relic-cards.ts`): 8 Relic Thralls by its deck rule (601-2),
    // Seed Relic and Relic Gate's game-start abilities (602-1f, 602-1k), X000 (522), preventing the next
    // damage (519-1a), discarding auras (523-2, with Class Rite's auras to discard), Tidal Twins' loop (1602).
    name: 'relic',
    main: [
      ...Array.from({ length: 8 }, () => 'relic-thrall'),
      ...four('tide-sprite', 'wave-caller', 'tally-bolt', 'ward-sigil', 'aura-strip', 'class-rite', 'icon-reader'),
      'tidal-twin',
      'tidal-twin',
      'tidal-twin',
      'seed-relic',
    ],
    extra: { territory: ['relic-gate'] },
  },
  {
    // Issue 16's last verbs (cards in `src/cards/chrono-cards.ts`): each player's extra turn (1603-2b), opening a
    // territory by an effect (902-5), "then" text (1204-2e, 1204-3a:v), dressing a card onto a unit (1417-5a), and Unravel taking a worn
    // card's abilities, its clothes frame with them (1417-3a:i).
    name: 'chrono',
    main: four(
      'ember-scout',
      'cinder-hound',
      'reef-guard',
      'flame-herald',
      'kindling-rite',
      'sanctuary-light',
      'twin-clock',
      'gate-key',
      'then-strike',
      'battle-garb',
      'unravel',
    ),
    extra: { territory: ['blaze-citadel'] },
  },
  {
    // "Has the same abilities / values as" (524, cards in `src/cards/copy-cards.ts`): Mirror Form makes your units
    // copies of an opposing unit until end of turn; Banner Bearer's continuous ability is what a copy may take.
    // Grave Echo copies a command card from the graveyard (520-1b), choosing the copy's targets anew. Azure Census
    // reads colours and costs, which Mirror Form copies (524-2).
    name: 'mirror',
    main: four(
      'ember-scout',
      'cinder-hound',
      'kaii-stalker',
      'kindling-rite',
      'night-whisper',
      'grave-warden',
      'crypt-knight',
      'grave-echo',
      'mirror-form',
      'banner-bearer',
      'azure-census',
    ),
    extra: { territory: ['blaze-citadel'] },
  },
  {
    // The sections issue 16 left "not yet" (cards in `src/cards/gauntlet-cards.ts`): both players drawing at once
    // (103-1a), damage replacements in the document's order (1209-2d: Double Edge, Blood Pact, with Pyre Bolt), an optional replacement (1209-3, Toll Ward), a scout number replaced (518-2, Far Sight), a card that cannot be countered (514-1a,
    // Iron Vow Knight), tokens created and removed (536, Scrap Forge), a numeric effect depending on an attribute (1208-1f,
    // Dirge Banner; Grave Shroud gives the attribute in the bastion deck).
    name: 'gauntlet',
    main: four(
      'ember-scout',
      'cinder-hound',
      'kindling-rite',

      'far-sight',
      'toll-ward',
      'twin-harvest',
      'double-edge',
      'blood-pact',
      'pyre-bolt',
      'iron-vow-knight',
      'scrap-forge',
      'dirge-banner',
    ),
    extra: { territory: ['blaze-citadel'] },
  },
  {
    // More of issue 16's last sections (cards in `src/cards/gauntlet-cards.ts`): a cost that drops the unit and
    // "cannot be dropped" (527-5a:i, Bone Offering, Saint's Aegis), "dropped in battle" (527-2a, Vengeful Squire), an attack cost (802-4b:iv, Iron Portcullis),
    // an attribute given by an effect (1208-1d, Grave Shroud).
    name: 'bastion',
    main: four(
      'ember-scout',
      'cinder-hound',
      'pyre-bolt',
      'bone-offering',
      'saints-aegis',
      'vengeful-squire',
      'flame-herald',
      'kindling-rite',
      'night-whisper',
      'grave-warden',
      'iron-portcullis',
      'grave-shroud',
    ),
    extra: { territory: ['blaze-citadel'] },
  },
  {
    // Determining and paying a play's cost (cards in `src/cards/gauntlet-cards.ts`): increases then reductions
    // (1204-2h:iv, Toll Collector, Thrift Sage), an additional cost (1204-2h:iii, Blood Price) and a cost action
    // replaced yet paid (1204-2i:ii, Ash Seal), a target count fixed when played (1204-2g:iv, Tide Volley), two
    // trigger conditions on one ability (1201-4a:i, Twin Omen).
    name: 'ledger',
    main: four(
      'ember-scout',
      'cinder-hound',
      'pyre-bolt',
      'toll-collector',
      'thrift-sage',
      'blood-price',
      'ash-seal',
      'hand-forge',
      'kindling-rite',
      'flame-herald',
      'tide-volley',
      'twin-omen',
    ),
    extra: { territory: ['blaze-citadel'] },
  },
  {
    // More of issue 16's last sections (cards in `src/cards/gauntlet-cards.ts`): a territory read in the D-deck by
    // its open side (319-3a, Reserve Scholar), a territory made a unit as Assault Territory (1406-4, Siege Call,
    // with Storm Bastion), an aura going on the territory that moved to the field (521-1a:i, Rampart Oath).
    name: 'archive',
    main: four(
      'tide-sprite',
      'reef-guard',
      'dawn-lancer',
      'wave-caller',
      'mist-step',
      'current-read',
      'undertow',
      'reserve-scholar',
      'quick-insight',
      'far-sight',
      'siege-call',
      'rampart-oath',
    ),
    extra: { territory: ['storm-bastion'], 'd-deck': ['void-snare', 'void-snare'] },
  },
  {
    // Undead sections of issue 16 (cards in `src/cards/gauntlet-cards.ts`): "you drew a card with Unity" (1412-3,
    // Bond Reward, with Crypt Knight) and a replaced draw (1412-3a, Draw Veil), Kaii's own graveyard move
    // (1411-2a, Wraith Herald), "up to N" from the deck (506-1, Grave Dig),
    // both players choosing hidden cards at once (104-4a, Mutual Purge), units put onto the field together
    // meeting each other's zone-move triggers (1205-4b, Twin Muster with Muster Captain).
    name: 'requiem',
    main: four(
      'ember-scout',
      'cinder-hound',
      'kaii-stalker',
      'crypt-knight',
      'bond-reward',
      'draw-veil',
      'wraith-herald',
      'muster-captain',
      'twin-muster',
      'kindling-rite',
      'grave-dig',
      'mutual-purge',
    ),
    extra: { territory: ['blaze-citadel'] },
  },
  {
    // More of issue 16's last sections (cards in `src/cards/gauntlet-cards.ts`): "entered by Cosplay" (1413-4, Stage
    // Idol with Costumer), icon abilities lost with the text (1501-5, Hush Hex), a zone-move trigger reading the
    // moved card (1205-4a:i/iii, Echo Warden, with Rebuff and Undertow), a game-start ability's
    // trigger played in the first stand phase (602-1k:ii, Unlit Beacon), "it" after a move (401-5a, Phase Knight), a command stacking itself as an aura (521-5c, War Banner).
    name: 'stage',
    main: four(
      'dawn-lancer',
      'tide-sprite',
      'reef-guard',
      'costumer',
      'stage-idol',
      'idol-star',
      'hush-hex',
      'echo-warden',
      'rebuff',
      'undertow',
      'phase-knight',
      'war-banner',
    ),
    extra: { territory: ['beacon-gate'] },
  },
  {
    // Issue 16's proof (test/soak-vocabulary.test.ts): the scenario cards that alone wrote a verb, condition or
    // keyword, in a deck the seeded random games play (`showcasePairings`): Guard Charm (modify-next-damage),
    // Animate (command-as-unit), Love Poet (set-face-down, love-is-war), Ward (protect), Bright Knight (bright and
    // the attribute tests), Partner Squire (partner), Senior (graduation), Brave Loser (makein), Tailor and Uniform
    // (kamui, kamui-tag), Knight Captain (identifier), Bond Guard (receiving-damage), Life Spring (gain-life), Log
    // Reader (draw-one, logs).
    name: 'showcase-a',
    main: [
      ...four('dawn-lancer', 'reef-guard', 'tide-sprite'),
      ...three(
        'guard-charm',
        'animate',
        'love-poet',
        'ward',
        'bright-knight',
        'partner-squire',
        'graduate',
        'brave-loser',
        'tailor',
        'uniform',
      ),
      ...two('knight-captain', 'bond-guard', 'life-spring', 'log-reader'),
    ],
    extra: { territory: ['tide-spire'] },
  },
  {
    // The same for Beast Call (switch), Life Tithe (return-life), Halt (cancel-attack), Time Skip
    // (move-to-end-phase), Seal (close-territory), Alchemist (equivalent-exchange), Twin Form (if-evol, evol), Fox
    // Hunter (name-part), Blaze Squire (held-title-open), Hoarder (event-card), Evol Drake (evol), Ember Alias
    // (name-rule) and Drill Sergeant (subtype, standing, keyword).
    name: 'showcase-b',
    main: [
      ...four('arc-bolt', 'kaii-stalker', 'pyre-bolt'),
      ...three(
        'beast-swap',
        'life-tithe',
        'halt',
        'time-skip',
        'seal',
        'alchemist',
        'twin-form',
        'fox-hunter',
        'blaze-squire',
        'hoarder',
        'evol-drake',
        'ember-alias',
      ),
      ...two('drill-sergeant'),
    ],
    extra: { territory: ['blaze-citadel'] },
  },
];
