import type { GameContext } from '../engine/context.js';
import type { WindowDefinition } from '../flow/flow-definition.js';
import { EngineFault } from '../rules/rule-error.js';
import type { PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import { appendLog } from '../state/log.js';

/**
 * An open play timing. Frames form a stack because Build Divide opens damage windows inside windows
 * (BD 1104); the statechart's window chart works on the top frame.
 */
export interface WindowFrame {
  name: string;
  /** Who acts now (priority holder, BD 1102). */
  holder: PlayerId;
  role: 'act' | 'answer';
  /** Passes in a row (BD 1103-10). */
  passes: number;
  /** What the holder did with the last offer; `ended` when the window was ended early instead. */
  last: 'none' | 'acted' | 'passed' | 'ended';
  /** Ended early (`endWindow`): nothing more is offered, and the window closes at its next offer. */
  ending?: boolean;
  /** Opened inside another window; closing it returns there. */
  nested: boolean;
  /** Just opened inside another window: the chart restarts its loop for it. */
  fresh: boolean;
  /** Title data for the window (a damage window's packet, BD 1002). */
  data: JsonObject;
}

export function windowDefinition(ctx: GameContext, name: string): WindowDefinition {
  const definition = ctx.title.definition.windows[name];
  if (definition === undefined) throw new EngineFault(`unknown window "${name}"`);
  return definition;
}

export function currentWindow(ctx: GameContext): WindowFrame | undefined {
  return ctx.state.windows[ctx.state.windows.length - 1];
}

export function requireWindow(ctx: GameContext): WindowFrame {
  const frame = currentWindow(ctx);
  if (frame === undefined) throw new EngineFault('no window is open');
  return frame;
}

export function openWindow(ctx: GameContext, name: string, nested = false, data: JsonObject = {}): WindowFrame {
  const definition = windowDefinition(ctx, name);
  const first = definition.player === 'turn-player' ? ctx.state.turn.player : otherPlayer(ctx, ctx.state.turn.player);
  const frame: WindowFrame = { name, holder: first, role: 'act', passes: 0, last: 'none', nested, fresh: nested, data };
  ctx.state.windows.push(frame);
  appendLog(ctx.state, { type: 'window-opened', player: first, detail: { window: name } });
  return frame;
}

/** Opens a window inside the current one (BD 1104 damage windows); the open chart picks it up. */
export function openNestedWindow(ctx: GameContext, name: string, data: JsonObject = {}): WindowFrame {
  return openWindow(ctx, name, true, data);
}

/**
 * Ends the open window early (BD 531-1d "close all windows", 537-1b): nobody is offered anything more in
 * it, and its chart closes it where it would next offer play (after what is running now finishes). With
 * `all`, every open window (nested ones and those around them) ends, innermost first.
 */
export function endWindow(ctx: GameContext, which: 'current' | 'all' = 'current'): void {
  const frames = which === 'all' ? ctx.state.windows : ctx.state.windows.slice(-1);
  for (const frame of frames) {
    if (frame.ending === true) continue;
    frame.ending = true;
    appendLog(ctx.state, { type: 'window-ending', detail: { window: frame.name } });
  }
}

export function closeWindow(ctx: GameContext): WindowFrame {
  const frame = ctx.state.windows.pop();
  if (frame === undefined) throw new EngineFault('no window to close');
  appendLog(ctx.state, { type: 'window-closed', detail: { window: frame.name } });
  return frame;
}

export function otherPlayer(ctx: GameContext, player: PlayerId): PlayerId {
  const other = ctx.state.players.find((p) => p.id !== player);
  if (other === undefined) throw new EngineFault('no other player');
  return other.id;
}
