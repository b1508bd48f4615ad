import type { JsonObject } from '../state/json.js';
import type { Contribution, RulesContext } from '../rules/rules-context.js';

/** A zone of the title (`ZoneContribution`). */
export interface ZoneDefinition extends Contribution {
  name: string;
  /** One per player, or one shared by the table. */
  scope: 'player' | 'shared';
  /** Who sees the cards: everyone, the zone's owner, or nobody (decks). Face-down cards are hidden anyway. */
  visibility: 'public' | 'owner' | 'hidden';
  /** Whether order matters (decks, damage in order, soul order…). Unordered zones are shown sorted by id. */
  ordered: boolean;
  /** Named slots (circles, stage positions), each its own zone key with a capacity. */
  slots?: readonly SlotDefinition[];
  /** Cards a (slot of the) zone may hold; `undefined` means unlimited. */
  capacity?: number;
  /** Moving between slots of this zone keeps the card the same object (VG 4.1.8 column swap). */
  keepsIdentityWithin?: boolean;
  /** Cards enter face down unless the move says otherwise. */
  faceDown?: boolean;
  /** The owner may look at the face-down cards here (VG 4.18.2: only other fighters cannot see a ride deck). */
  ownerSeesFaceDown?: boolean;
  /** In an `owner` zone, face-up cards are seen by everyone (VG 4.14.4: the G zone's face-up cards are public). */
  faceUpPublic?: boolean;
  /** Cards here are linked to a host card (cards under a card, dress sources, markers): see `LinkedZone`. */
  linked?: LinkedZone;
  /**
   * Cards only pass through this zone (VG 17.17.6.2, the call cost zone): a card that leaves it is reported
   * (`moved` event's `from`) as coming from the zone it was in before it entered this one.
   */
  passThrough?: boolean;
  rule?: string;
}

/**
 * How the cards of a zone follow their host (VG 6.7.5). A linked card names its host by the host's serial
 * (the physical card, stable across zone changes) in its status under `hostKey` (`linkCard`). When the host
 * changes zone, unless it goes to one of `keepWithin`, each linked card moves with it to the zone of the same
 * name (its owner's) for `reason`, becoming a new object there, so it is no longer linked (VG 6.7.5.1).
 */
export interface LinkedZone {
  hostKey: string;
  /** Zones the host may move to (and within) while its linked cards stay linked where they are. */
  keepWithin: readonly string[];
  /** The reason of the linked cards' moves (`moved` events), e.g. `dress-unlinked`. */
  reason: string;
  /**
   * Where the linked cards go when the host leaves: this zone of their owner's (VG 17.17.7.4: a buddy soul goes
   * to the drop zone wherever its unit went) instead of the zone the host went to (VG 6.7.5.1).
   */
  to?: string;
}

export interface SlotDefinition {
  name: string;
  capacity?: number;
  /** Free-form attributes titles use (row, column, "vanguard circle"…). */
  attributes?: JsonObject;
}

/** The game as the zones floor sees it: the rules floor's context and the title's zones. */
export interface ZonesContext extends RulesContext {
  readonly title: RulesContext['title'] & {
    readonly zones: ReadonlyMap<string, ZoneDefinition>;
    /** Zones whose cards are linked to a host and follow it (`ZoneDefinition.linked`). */
    readonly linkedZones: readonly ZoneDefinition[];
  };
}
