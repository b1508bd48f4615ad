/**
 * Size limits of scenario files. A scenario pins down one ruling on a small board (the largest in this
 * repository is under 4 KB with 12 cards), so these are far above any real use and far below what could
 * hang or exhaust a test run fed a hostile file. Documented in docs/scenario-format.md ("Limits").
 */
export const scenarioLimits = {
  /** Bytes of YAML (UTF-8) in one file. */
  fileBytes: 128 * 1024,
  /**
   * YAML alias expansions (`*name`), counted the way the `yaml` library counts them (`maxAliasCount`:
   * an alias of a node that itself holds aliases counts for all of them): bounds "billion laughs" files.
   */
  aliasExpansions: 100,
  /** Copies one set-up entry may ask for with `count`. */
  copiesPerEntry: 200,
  /** Cards the whole set-up may create (every zone of every player and the shared zones). */
  setupCards: 1000,
  /** Steps in `steps`. */
  steps: 1000,
  /** Boards in `variants` (each with its own set-up and steps). */
  variants: 16,
  /** Player ids in `players`. */
  players: 8,
  /** The highest turn number a set-up may start at. */
  turn: 10_000,
} as const;
