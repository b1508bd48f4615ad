import type { EffectsContext, EventObserver, ReplacementRule, RuleModification } from '../effects/effects-context.js';
import type { FlowDefinition, WindowDefinition } from '../flow/flow-definition.js';
import type { ActivationRule, WindowsContext } from '../windows/windows-context.js';
import type { CardId, CardObject, GameState, PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import type { EffectFrame } from '../state/programs.js';
import type { KernelReading } from '../rules/citations.js';
import type { RuleError } from '../rules/rule-error.js';
import type { CardDefinition, DeckList } from './card-definition.js';
import type { LoopRules } from './loop-rules.js';

export type { RuleModification } from '../effects/effects-context.js';

/**
 * How play timings let players answer: the name of a window kind (`WindowKindContribution`). The kernel's:
 * - `none`: one player acts, no responses (Vanguard, Weiß Schwarz);
 * - `counter`: the turn player acts, the opponent may answer once, the answer resolves first (Buddyfight);
 * - `stack`: priority passes, items wait in a resolution zone and resolve after consecutive passes (Build Divide).
 * A title may contribute its own kind and name it here.
 */
export type AnswerModel = string;

export interface TitleDefinition {
  id: string;
  name: string;
  answerModel: AnswerModel;
  /**
   * How a check timing plays pending automatic abilities: `one-at-a-time` (turn player's first, the
   * master picks which; VG 11.6.1, WS 8.5.1), `to-stack` (all go to the resolution zone, turn player's
   * first so they resolve last; BD 1304) or `answered` (answer model `counter`: one at a time, turn
   * player's first, each put on the stack where the other player may answer it once before it resolves;
   * Buddyfight AUTO 2.1–2.4). With `answered`, an ability waits while a use and its answer are unresolved
   * and, outside any play timing, is played at once as with `one-at-a-time`.
   */
  pendingAbilities: 'one-at-a-time' | 'to-stack' | 'answered';
  flow: FlowDefinition;
  windows: Readonly<Record<string, WindowDefinition>>;
  /** Continuous-effect layers in application order (VG 11.11.1). */
  layers: readonly string[];
  /**
   * Order within one layer: `set-after-add` (the default: "set" effects after "add" effects, then by
   * timestamp; VG 11.11.2) or `timestamp` (by timestamp only, whatever each does; BD 1208-1g).
   */
  layerOrder?: 'set-after-add' | 'timestamp';
  /**
   * Dependency (VG 11.11.3, WS 8.9.1.4, BD 1208-1f): among the modifications whose order the layers leave
   * open, one whose condition reads a value another changes applies after it. Off by default: a title
   * turns it on once its tests expect it (`effects/dependency-order.ts`).
   */
  continuousDependency?: boolean;
  /**
   * How long a card revealed by an effect stays revealed: `zone` (the default) while it stays where it is;
   * `effect` until the effect that revealed it has finished, then it is hidden again (VG 7.10.3, 7.10.3.1).
   */
  revealLasts?: 'zone' | 'effect';
  /** The layer used when a modification names none. */
  defaultLayers: { add: string; set: string; abilities: string };
  /** Zone names the kernel's generic verbs use. */
  roles: { deck: string; hand: string };
  /** Zones where abilities work when an ability names none. */
  abilityZones: readonly string[];
  /** The shared zone stack items' cards wait in (answer models `counter` and `stack`). */
  resolutionZone?: string;
  /**
   * Where the first player's opening hand comes from etc. is the flow's business; this validates a deck
   * (under the game's options: a format may allow other cards).
   */
  validateDeck?(deck: DeckList, cards: ReadonlyMap<string, CardDefinition>, options: Readonly<Record<string, string>>): RuleError[];
  /**
   * The game options a game of this title may be created with (`create({ options })`): each option's
   * allowed values and its default. The chosen values are kept in `state.options` (read with `gameOption`).
   */
  options?: Readonly<Record<string, { values: readonly string[]; default: string; description?: string }>>;
  /**
   * Rules across the players' decks (in seat order) under the chosen options, after each deck passed
   * `validateDeck`: e.g. BD 2101-1, teammates' starting territories differ. An error refuses the game.
   */
  validateDecks?(
    decks: readonly DeckList[],
    cards: ReadonlyMap<string, CardDefinition>,
    options: Readonly<Record<string, string>>,
  ): RuleError[];
  /**
   * What must hold of the title's own part of a state (its status values, `data`), checked when a
   * snapshot from outside is restored: the first problem as `path: what is wrong`, or null.
   */
  checkState?(state: GameState): string | null;
  /**
   * Modifications the title's rules make that are not effects (VG 11.11.1.4, 11.11.1.8: boost, guardian
   * shield, markers on circles…), read whenever `statOf` computes `stat` for `card`, and applied in
   * `layer` among the effects. Optional; must not change the state.
   */
  ruleModifications?(ctx: EffectsContext, card: CardObject, stat: string): readonly RuleModification[];
  /**
   * Replacements the title's rules make (VG 4.18.4), checked with the replacement effects in force on every
   * event they name.
   */
  replacementRules?: readonly ReplacementRule[];
  /** Bookkeeping the title's rules keep from events as they happen (VG 14.32); see `EventObserver`. */
  eventObservers?: readonly EventObserver[];
  /**
   * Zones where a card counts for its controller, not for the player the zone belongs to (VG 7.39.2: a unit
   * an opponent controls is among that opponent's units and not its owner's, 7.39.1.1.1, while it stays on
   * its owner's circle, 7.39.5): a selector `{ zone, player }` of such a zone lists the cards in every
   * player's zone of that name whose controller is `player`. Absent: zones list their player's cards.
   */
  controlZones?: readonly string[];
  /**
   * The cards whose `abilities` the title's `ruleModifications` change now (VG 6.9.3.4: a vanguard holds its
   * worn unit's abilities). Asked before every read of who holds which ability, so it must be cheap: only
   * these cards, those an effect changes and those a continuous ability changes have their abilities
   * computed; every other card holds its printed ones. Absent: the rules never change abilities.
   */
  abilityRuleHolders?(ctx: EffectsContext): readonly CardId[];
  /**
   * Cards with two faces (`setCardFace`, VG 17.2): the face (a card id of the pool) `card` shows once it has
   * moved to the zone named `toZone` as a new object (VG 17.2.3.3: a Gyze card leaving the circles and the G
   * zone shows its first face). Undefined keeps the face it shows.
   */
  faceAfterMove?(card: CardObject, toZone: string): string | undefined;
  /**
   * Cards of which some players may see only one side (BD 410-2a: the face-down side of a territory in the
   * territory zone is visible only to that zone's controller): for `card`, in the zone it is in now, the face
   * (a card id of the pool, made for showing only) every player other than `seenBy` and that player's
   * teammates is shown instead of the card, or undefined when whoever sees the card sees all of it. The kernel
   * alone applies it (`shownDefinition`): `view()` lists the face's id and name and no display stats, choice
   * labels name the face, and a move's log withholds the definition from those players. Must be cheap and
   * must not read the hidden side's information into the face.
   */
  shownFace?(card: CardObject): { face: string; seenBy: PlayerId } | undefined;
  /**
   * The title's own state that is not on cards or players, as plain data a judge may check (scenario files'
   * `facts:`): Build Divide's damage packets with their current amounts… Optional; must not change the state,
   * and is never shown by `view()` (it may hold hidden information).
   */
  facts?(ctx: EffectsContext): JsonObject;
  /** Computed values `view()` shows for visible cards (power, critical…). */
  displayStats?: readonly string[];
  /**
   * Pass for the priority holder when the window offers them no move at all (only `pass` is legal), instead
   * of asking (BD digest §20.1.9: an auto-pass is the same game). Off by default.
   */
  autoPass?: boolean;
  /**
   * Told whenever an effect's `choose` picks cards (`frame` is the effect's: its source and controller), for
   * rules that ask what an ability chose this turn (VG 14.55 Overcharge). It may record plain data on the
   * chosen cards. Optional: without it nothing is recorded.
   */
  onChosen?(ctx: EffectsContext, cards: readonly CardId[], frame: EffectFrame): void;
  /**
   * The title's sections for the readings the kernel carries out (see `KernelReading`), cited by the
   * kernel's decisions and errors. A reading the title does not cite is reported without a section.
   */
  citations?: Partial<Record<KernelReading, string>>;
  /**
   * The title's own conditions on playing an activated ability and its bookkeeping when one is played, read
   * by the kernel's `activate` move (see `ActivationRule`). Optional.
   */
  activation?: ActivationRule<WindowsContext>;
  /** Players per game. */
  players?: { min: number; max: number };
  /**
   * The seats a game needs under the chosen options (`options`): the number of players and, for team play,
   * the team size: seats are grouped into teams in order (seats 1–2 the first team, 3–4 the second…; BD 1802
   * tag-team play). Undefined: `players`, no teams.
   */
  seating?(options: Readonly<Record<string, string>>): GameSeating | undefined;
  /**
   * What happens when the game runs on without ever asking a player anything (`after` work steps or flow
   * rounds in one action, default 100,000): with this set, the loop is one no player can stop and the game
   * ends in a draw citing `rule` (BD 1602-1d); without it, a title's rule that never settles is an engine fault.
   */
  unstoppableLoop?: { rule: string; after?: number };
  /**
   * Loops a player can stop, played as a shortcut by the kernel action `loop` (engine/loops.ts; BD 1602-1a–c,
   * VG 18.1.1.2–18.1.1.4). Without it the action is refused.
   */
  loops?: LoopRules;
  /** How a board draws a player's side of the table; optional (a board lays out any title without it). */
  board?: BoardLayout;
}

/**
 * A hint for drawing one player's side of the table, as data (the board in `packages/board` reads it; the
 * rules never do). Each row lists zones by name, or one slot of a slotted zone as `zone#slot`, left to
 * right as the owner sees them; rows run from the middle of the table towards the owner. Zones named in no
 * row are drawn as piles beside the rows, in `side` order first; the hand (`roles.hand`) is drawn below.
 */
export interface BoardLayout {
  rows: readonly (readonly string[])[];
  side?: readonly string[];
  /** Labels of the display stats in the title's own words (`{ power: 'Power', hit: 'Hit' }`); default: the key capitalised. */
  statLabels?: Readonly<Record<string, string>>;
  /**
   * The player status keys a table shows, with their labels (public counters such as a red-zone count).
   * A player's other status keys are the title's bookkeeping and are not shown.
   */
  playerCounters?: readonly { key: string; label: string }[];
}

/** The seats of a game under its options (`TitleDefinition.seating`). */
export interface GameSeating {
  players: { min: number; max: number };
  /** Players per team; absent: no teams. */
  teamSize?: number;
}
