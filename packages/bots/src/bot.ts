import type { Action, Seat } from '@tcgkit/kernel';

export type { Seat };

/** A player program: given its seat (its own view and the legal answers), it picks one answer. */
export interface Bot {
  readonly name: string;
  act(seat: Seat): Action;
}
