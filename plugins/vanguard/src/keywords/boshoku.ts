/**
 * 暴喰 Bōshoku (14.26): the AUTO "when this unit attacks, you may choose one or more of your other rear-guards
 * and retire them; if you retired one or more, this unit becomes bōshoku (暴喰状態) during that turn"
 * (14.26.1). The retire is part of the effect, not a cost (14.26.2): it is chosen when the ability resolves,
 * the ability triggers and resolves with no other rear-guard at all, and nothing that changes how costs are
 * paid applies to it. Choosing none is declining ("may").
 */
import type { KeywordParts } from './parts-kw-a.js';

export const boshoku: KeywordParts = {
  keywords: [
    {
      name: 'boshoku',
      rule: 'VG 14.26',
      abilities: () => [
        {
          kind: 'automatic',
          label: 'Bōshoku: retire your other rear-guards',
          trigger: { event: 'attacks', match: { test: 'event-card', where: { test: 'self' } } },
          effect: [
            {
              do: 'choose',
              from: { zone: 'field', player: 'you', where: { all: [{ test: 'rear-guard' }, { test: 'not-self' }] } },
              min: 0,
              max: 5,
              as: '_boshoku',
              prompt: 'Bōshoku: choose any of your other rear-guards to retire (none to decline)',
              rule: 'VG 14.26.1',
            },
            { do: 'retire', cards: { var: '_boshoku' } },
            {
              do: 'if',
              test: { test: 'chosen', var: '_boshoku' },
              then: [{ do: 'become-unit-state', cards: 'self', state: 'boshoku', duration: 'turn' }],
            },
          ],
        },
      ],
    },
  ],
};
