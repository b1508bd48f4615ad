import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { scenarioLimits } from './limits.js';
import { tooLarge } from './parse.js';
import { failure, type ScenarioFailure } from './result.js';

/**
 * A scenario file's text, or one failure: a file that cannot be read, or one over the size limit (checked
 * on the open file before reading, so a huge file is never loaded).
 */
export function readScenarioFile(path: string): { ok: true; text: string } | { ok: false; failure: ScenarioFailure } {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(path, 'r');
    const { size } = fstatSync(descriptor);
    if (size > scenarioLimits.fileBytes) return { ok: false, failure: failure('parse', null, tooLarge(size)) };
    return { ok: true, text: readFileSync(descriptor, 'utf8') };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, failure: failure('parse', null, `cannot read the file: ${message}`) };
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}
