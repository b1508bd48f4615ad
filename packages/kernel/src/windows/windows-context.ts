import type { AbilityDefinition } from '../abilities/ability.js';
import type { ActionShape } from '../decisions/action-shape.js';
import type { EffectsContext } from '../effects/effects-context.js';
import type { Contribution } from '../rules/rules-context.js';
import type { RuleError } from '../rules/rule-error.js';
import type { Action } from '../state/actions.js';
import type { CardObject, PlayerId } from '../state/game-state.js';
import type { Instruction } from '../state/programs.js';
import type { PendingAbility, WindowFrame } from '../state/records.js';
import type { WindowDefinition } from './window-definition.js';
import type { WindowKind } from './window-kind.js';

/**
 * An action a player may take at a play timing: call, ride, attack, play a card, activate…
 * (`MoveContribution`), receiving the context `C`.
 */
export interface Move<C> extends Contribution {
  type: string;
  rule: string;
  /**
   * The action's fields besides `type`, `player` and `decision` (e.g. `{ card: cardRef, ability:
   * z.number().int() }`). The kernel refuses anything else before `validate` runs, and checks every
   * `cardRef`/`cardRefs` field names a card the actor may see.
   */
  params: ActionShape;
  /** Every legal instance of this move for `player` in `window`. */
  enumerate(ctx: C, player: PlayerId, window: WindowFrame): Action[];
  /** `null` when legal; otherwise why not. Must not change anything. */
  validate(ctx: C, action: Action, window: WindowFrame): RuleError | null;
  /** Carries the move out; called only after `validate` returned `null`. */
  perform(ctx: C, action: Action, window: WindowFrame): void;
}

/**
 * How a title's pending automatic abilities are played (VG 11.9.5, BD 1304-3): which are removed unplayed,
 * which their controller may decline, and what the played program does. The kernel plays every pending
 * ability (one at a time, or all onto the stack as `TitleDefinition.pendingAbilities` says) and asks each
 * of the title's contributions; a title with none plays every pending ability as printed. Consulted only
 * for a card's ability, not for a delayed trigger (which carries its own program). `PendingAbilityContribution`, receiving the context `C`.
 */
export interface PendingAbilityRule<C> extends Contribution {
  /** The section cited when this contribution removes or lets the controller decline an ability. */
  rule: string;
  /** Whether `pending` can no longer be played at the moment it would be; it is then removed unplayed and not counted. */
  unplayable?(ctx: C, pending: PendingAbility, ability: AbilityDefinition): boolean;
  /** Whether its controller may choose not to play it; it is then removed and not counted toward its limit. */
  mayDecline?(ctx: C, pending: PendingAbility, ability: AbilityDefinition): boolean;
  /** The effect that is played, from the printed one (the cost is paid before it either way). */
  effect?(ctx: C, pending: PendingAbility, ability: AbilityDefinition, effect: readonly Instruction[]): Instruction[];
}

/**
 * A title's own conditions on playing an activated ability, for the kernel's one `activate` move
 * (`TitleDefinition.activation`): `check` runs after the kernel's checks of the ability, its controller,
 * zone, restrictions and window, and before its condition, usage limit and cost (Build Divide: a Normal
 * ability only as a main action, BD 1103-7; nothing while the game moves to the end phase, BD 531-1d);
 * `played` notes that the player acted, before the cost is paid. Receives the context `C`.
 */
export interface ActivationRule<C> {
  /** `null` when the title lets `player` play `ability` of `card` now; otherwise why not. Must not change anything. */
  check?(ctx: C, player: PlayerId, window: WindowFrame, card: CardObject, ability: AbilityDefinition): RuleError | null;
  /** The title's bookkeeping when the ability is played. */
  played?(ctx: C, player: PlayerId, card: CardObject): void;
  /**
   * The cost to pay for ability #`index` of `card` now, when an effect changed it (VG 7.21: costs nullified, paid by
   * declaring alone, 11.7.2); `undefined` keeps the ability's own cost. Must not change anything.
   */
  cost?(ctx: C, card: CardObject, index: number, ability: AbilityDefinition): readonly Instruction[] | undefined;
}

/** The game as the windows floor sees it: the effects floor's context and what play timings read. */
export interface WindowsContext extends EffectsContext {
  readonly title: EffectsContext['title'] & {
    readonly definition: {
      /** See `TitleDefinition`: the parts of the title's definition that windows read. */
      readonly windows: Readonly<Record<string, WindowDefinition>>;
      readonly pendingAbilities: 'one-at-a-time' | 'to-stack' | 'answered';
      readonly autoPass?: boolean;
      readonly activation?: ActivationRule<WindowsContext>;
    };
    readonly moves: ReadonlyMap<string, Move<WindowsContext>>;
    readonly pendingAbilityRules: readonly PendingAbilityRule<WindowsContext>[];
    /** The title's answer model: the window kind its play timings run. */
    readonly windowKind: WindowKind;
    readonly activatedCards: ReadonlySet<string>;
  };
}
