/**
 * The one shape every rejection takes. `code` is stable (tools and tests match on it), `message` is for
 * people, `rule` cites the section the rejection comes from when there is one.
 */
export interface RuleError {
  code: string;
  message: string;
  rule?: string;
  /** Only on `ENGINE_FAULT`: what reproduces the failure (`engine.restore(snapshot)`, then each action). */
  repro?: FaultReproduction;
}

/** A failure of the rules code, as data: restoring `snapshot` and acting `actions` in order reproduces it. */
export interface FaultReproduction {
  title: string;
  seed: number;
  snapshot: string;
  actions: unknown[];
}

/** Codes the kernel itself produces. Titles add their own, prefixed with the title (e.g. `VG_GRADE_TOO_HIGH`). */
export const ErrorCode = {
  malformedAction: 'MALFORMED_ACTION',
  gameOver: 'GAME_OVER',
  noDecision: 'NO_DECISION',
  notYourDecision: 'NOT_YOUR_DECISION',
  staleDecision: 'STALE_DECISION',
  unknownAction: 'UNKNOWN_ACTION',
  notInThisWindow: 'NOT_IN_THIS_WINDOW',
  unknownCard: 'UNKNOWN_CARD',
  unknownPlayer: 'UNKNOWN_PLAYER',
  badChoice: 'BAD_CHOICE',
  badTarget: 'BAD_TARGET',
  cannotPayCost: 'CANNOT_PAY_COST',
  limitReached: 'LIMIT_REACHED',
  conditionNotMet: 'CONDITION_NOT_MET',
  /** A rule of the title forbids it ("cannot be used", VG 12.2). */
  restricted: 'RESTRICTED',
  invalidSetup: 'INVALID_SETUP',
  invalidDeck: 'INVALID_DECK',
  invalidSnapshot: 'INVALID_SNAPSHOT',
  engineFault: 'ENGINE_FAULT',
  invalidCard: 'INVALID_CARD',
} as const;

/** At most `max` characters of untrusted text, for quoting in a message. */
export function short(text: string, max = 32): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

export function ruleError(code: string, message: string, rule?: string): RuleError {
  return rule === undefined ? { code, message } : { code, message, rule };
}

/** Thrown only where the caller cannot get a result object back (engine set-up, restore). */
export class TcgError extends Error {
  readonly code: string;
  readonly rule: string | undefined;
  readonly details: readonly RuleError[];
  constructor(error: RuleError, details: readonly RuleError[] = []) {
    super(error.message);
    this.name = 'TcgError';
    this.code = error.code;
    this.rule = error.rule;
    this.details = details;
  }
}

/** A bug in a title or the kernel (never a player's mistake): the game cannot go on. */
export class EngineFault extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineFault';
  }
}
