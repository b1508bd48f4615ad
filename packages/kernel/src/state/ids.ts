/** The ids every record of a game state uses. */

export type PlayerId = string;
/** An object id. A card that changes zone becomes a new object with a new id (unless the move keeps identity). */
export type CardId = string;
/** `owner/zone` or `owner/zone#slot`; the owner is a player id, or `shared` for zones nobody owns. */
export type ZoneKey = string;
