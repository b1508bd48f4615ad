import { createEngine, titleModule, type CardDefinition, type Engine, type TitlePlugin } from '@tcgkit/kernel';

/**
 * The titles a runner knows, by the name scenario files use in `title:` (usually the title id; a key may
 * also name a variant, e.g. `skirmish/stack`). Plugins rather than engines, because a scenario may add
 * test cards to the pool, which needs an engine built for it.
 */
export type TitleRegistry = Readonly<Record<string, TitlePlugin>>;

/** A registry of plugins under their own title ids. */
export function registryOf(...plugins: readonly TitlePlugin[]): TitleRegistry {
  return Object.fromEntries(plugins.map((plugin) => [plugin.title.id, plugin]));
}

// Building an engine compiles the title's statechart: reuse one per plugin when no test cards are added.
const plainEngines = new WeakMap<TitlePlugin, Engine>();

export function engineFor(plugin: TitlePlugin, extraCards: readonly CardDefinition[] = []): Engine {
  if (extraCards.length === 0) {
    let engine = plainEngines.get(plugin);
    if (engine === undefined) {
      engine = createEngine([titleModule(plugin)]);
      plainEngines.set(plugin, engine);
    }
    return engine;
  }
  return createEngine([titleModule({ ...plugin, cards: [...(plugin.cards ?? []), ...extraCards] })]);
}
