import type { Predicate } from '../state/programs.js';
/** A play timing's rules: who acts first and which moves it offers. */
export interface WindowDefinition {
  rule: string;
  /** Who may act (answer model `none`), or who acts first (`counter`, `stack`: always the turn player). */
  player: 'turn-player' | 'non-turn-player';
  /** Move types offered here; each move further decides whether it is legal now. */
  moves: readonly string[];
  /**
   * The window ends after its holder's first action instead of being offered again: the kernel ends it
   * (`endWindow`) as the move is performed, so it closes at its next offer, after the action and its check
   * timing (WS 6.6.1.2.2: one climax per climax phase; WS 7.4.1.2.2: one action in the counter step).
   */
  once?: boolean;
  /**
   * Withhold "pass" while the holder has a legal move here: `pass` is not listed, and answering it is
   * rejected with this error (VG 10.4.1.3: once an attack is declared, an attacker must be chosen). With no
   * legal move, pass is offered as usual.
   */
  mustAct?: { code: string; message: string; rule?: string };
  /** Ability timing names that may be activated here (matched against an ability's `timing`). */
  timings?: readonly string[];
  /**
   * When a seat that plays by the rules' own timings (`playTimings: 'rules'`) passes here without being
   * asked. Omitted: never; a play timing the rules give is offered even when only "pass" is legal (VG
   * 10.5.1.2, BD 1103-2). `'no-move'`: when no move is listed, for step actions the rules do not make a play
   * timing (VG 9.7.2 ride, 10.3.1.3 attack or not). `{ if: predicate }`: when the predicate (the title's
   * conditions, asked with no subject, for the holder) holds: the rules' own automatic pass (VG
   * 10.5.1.2.1.1). Seats in the fast mode pass whenever no move is listed, if the title allows it
   * (`TitleDefinition.autoPass`).
   */
  rulesAutoPass?: 'no-move' | { if: Predicate };
  /** Answer model `stack`: a procedure run at the start of each round (BD 1103-4, a damage window's check). */
  eachRound?: string;
  /** Answer model `stack`: a procedure run before each rule processing (BD 1103-5, player damage checks). */
  beforeRuleProcessing?: string;
  /** Answer model `stack`: a guard that restarts the window instead of closing it (BD 1103-8a). */
  repeatIf?: string;
}
