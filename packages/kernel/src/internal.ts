/**
 * @tcgkit/kernel/internal: not part of the public API, and free to change without notice. It gives the
 * kernel's own tools (the invariants of @tcgkit/testing, the judge's board) a running game's rule context
 * so they can run rule functions (`statOf`, `checkZones`…) against it. Tests and applications use the
 * public `Game` (`act`, `setUp`, `view`, `judgeView`, `state`) instead.
 */
export { contextOf } from './engine/game.js';
export { clearBoard } from './engine/position-setup.js';
export { restoreGame } from './engine/restore.js';
