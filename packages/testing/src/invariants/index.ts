import { createEngine, titleModule, type TitlePlugin } from '@tcgkit/kernel';
import { checkPlayouts, type PlayoutOptions, type PlayoutReport } from './playout.js';

export { checkPlayouts, type PlayoutOptions, type PlayoutReport } from './playout.js';
export { InvariantViolation, PlayoutFailure, type InvariantName } from './violation.js';
export { checkConservation, checkZones, takeCensus, type CardCensus, type PhysicalFace } from './state-checks.js';
export { checkViewPrivacy } from './view-privacy.js';
export { checkRestoreRoundTrip } from './restore-round-trip.js';
export { probeRandomRejections, type Pick, type RandomRejectionsReport } from './random-rejections.js';
export { checkHostileRestore, corrupt, snapshotCorruption, type SnapshotCorruption } from './hostile-snapshot.js';
export {
  checkPayloadRestore,
  checkTitleDataRestores,
  corruptPayload,
  payloadCorruption,
  type PayloadCorruption,
  type TitleDataRestoreOptions,
} from './title-data-restore.js';
export { checkHostile, describeHostile, hostileRecipe, materialize, type HostileAction, type HostileRecipe } from './hostile.js';

/**
 * For a title plugin's own tests: plays `checkPlayouts` games of `plugin` on its built-in demo decks.
 *
 * ```ts
 * it('keeps every playout invariant', () => { checkTitlePlayouts(vanguardPlugin, { games: 20 }); });
 * ```
 */
export function checkTitlePlayouts(plugin: TitlePlugin, options: Omit<PlayoutOptions, 'engine' | 'title'> = {}): PlayoutReport {
  return checkPlayouts({ ...options, engine: createEngine([titleModule(plugin)]), title: plugin.title.id });
}

/** Games per title for soak runs: `SOAK_GAMES` from the environment, else 10,000. */
export function soakGames(environment: Readonly<Record<string, string | undefined>> = process.env): number {
  const value = Number(environment['SOAK_GAMES'] ?? '10000');
  return Number.isInteger(value) && value > 0 ? value : 10_000;
}
