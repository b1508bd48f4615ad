/** A main deck written as counts by card id (`{ 'cw-flare': 4, … }`), as the list of ids it stands for. */
export const copies = (counts: Record<string, number>): string[] =>
  Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));
