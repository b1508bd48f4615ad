/**
 * The status keys of the verbs in this folder (record markers 15.8, pseudo-cards 15.4–15.6), declared apart
 * from the title's own keys so each mechanism owns its data (read and written only through these accessors).
 */
import { defineStatusKeys } from '@tcgkit/kernel';
import { z } from 'zod';

/** A record marker (15.8): its name (15.1.2.1) and the master of the effect that put it (15.8.5). */
export const recordMarker = z.object({ name: z.string().min(1), master: z.string() });
/** A record marker whose position is a circle (15.8.2.1). */
export const circleMarker = recordMarker.extend({ circle: z.string() });

export type RecordMarker = z.infer<typeof recordMarker>;
export type CircleMarker = z.infer<typeof circleMarker>;

export const verbCardStatus = defineStatusKeys({
  /**
   * Record markers put on this unit (15.8.2.2). Kept while it moves between circles (15.8.4.3: the field keeps
   * the object, 4.1.8); gone with the object when it leaves the circles or is bound (15.8.4.4).
   */
  recordMarkers: z.array(recordMarker),
  /** A controlled unit (7.39.1.2): control ends when the battle or the turn does. */
  controlledUntil: z.enum(['battle', 'turn']),
  /** A locked card (7.30.1.2): on a circle, face down, without information. */
  locked: z.literal(true),
  /** Named states an effect put this card into (5.2.2.2). */
  namedStates: z.array(z.string()),
});

export const verbPlayerStatus = defineStatusKeys({
  /** Changes to the fighter's next icon actions (7.28.2), by action. */
  nextIconChange: z.partialRecord(z.enum(['counter-blast', 'soul-blast']), z.number().int()),
  /** Circles with the stage attribute (7.41.1.1). */
  stageCircles: z.array(z.string()),
  /** Record markers put on this fighter's circles (15.8.2.1). */
  circleMarkers: z.array(circleMarker),
});
