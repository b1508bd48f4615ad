import type { WindowsContext } from './windows-context.js';
import type { WindowDefinition } from './window-definition.js';
import { EngineFault } from '../rules/rule-error.js';
import type { PlayerId } from '../state/game-state.js';
import type { JsonObject } from '../state/json.js';
import { appendLog } from '../state/log.js';
import { opponentsOf } from '../state/teams.js';
import type { WindowFrame } from '../state/records.js';

export type { WindowFrame } from '../state/records.js';

export function windowDefinition(ctx: WindowsContext, name: string): WindowDefinition {
  const definition = ctx.title.definition.windows[name];
  if (definition === undefined) throw new EngineFault(`unknown window "${name}"`);
  return definition;
}

export function currentWindow(ctx: WindowsContext): WindowFrame | undefined {
  return ctx.state.windows[ctx.state.windows.length - 1];
}

export function requireWindow(ctx: WindowsContext): WindowFrame {
  const frame = currentWindow(ctx);
  if (frame === undefined) throw new EngineFault('no window is open');
  return frame;
}

export function openWindow(ctx: WindowsContext, name: string, nested = false, data: JsonObject = {}): WindowFrame {
  const definition = windowDefinition(ctx, name);
  const first = definition.player === 'turn-player' ? ctx.state.turn.player : otherPlayer(ctx, ctx.state.turn.player);
  const frame: WindowFrame = { name, holder: first, role: 'act', passes: 0, last: 'none', nested, fresh: nested, data };
  ctx.state.windows.push(frame);
  appendLog(ctx.state, { type: 'window-opened', player: first, detail: { window: name } });
  return frame;
}

/** Opens a window inside the current one (BD 1104 damage windows); the open chart picks it up. */
export function openNestedWindow(ctx: WindowsContext, name: string, data: JsonObject = {}): WindowFrame {
  return openWindow(ctx, name, true, data);
}

/**
 * Ends the open window early (BD 531-1d "close all windows", 537-1b): nobody is offered anything more in
 * it, and its chart closes it where it would next offer play (after what is running now finishes). With
 * `all`, every open window (nested ones and those around them) ends, innermost first.
 */
export function endWindow(ctx: WindowsContext, which: 'current' | 'all' = 'current'): void {
  const frames = which === 'all' ? ctx.state.windows : ctx.state.windows.slice(-1);
  for (const frame of frames) {
    if (frame.ending === true) continue;
    frame.ending = true;
    appendLog(ctx.state, { type: 'window-ending', detail: { window: frame.name } });
  }
}

export function closeWindow(ctx: WindowsContext): WindowFrame {
  const frame = ctx.state.windows.pop();
  if (frame === undefined) throw new EngineFault('no window to close');
  appendLog(ctx.state, { type: 'window-closed', detail: { window: frame.name } });
  return frame;
}

/** The other player; in a team game the first player of another team seated after `player` (see `opponentsOf`). */
export function otherPlayer(ctx: WindowsContext, player: PlayerId): PlayerId {
  const other = opponentsOf(ctx.state, player)[0];
  if (other === undefined) throw new EngineFault('no other player');
  return other;
}
