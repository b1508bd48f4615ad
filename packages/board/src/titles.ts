/**
 * The titles the board offers: the one place a title is named. Everything else (layout, card faces,
 * moves, decisions) is drawn from what the engine says about the title, so a new title plugin is added
 * here, once, and needs no other edit.
 */
import { buildDividePlugin } from '@tcgkit/build-divide';
import { createEngine, titleModule, type TitlePlugin } from '@tcgkit/kernel';
import { vanguardPlugin } from '@tcgkit/vanguard';

export const titlePlugins: readonly TitlePlugin[] = [vanguardPlugin, buildDividePlugin];

/** One engine with every title loaded (titles are independent, so one container holds them all). */
export const engine = createEngine(titlePlugins.map((plugin) => titleModule(plugin)));
