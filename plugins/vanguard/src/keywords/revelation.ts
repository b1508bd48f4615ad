/**
 * 天啓 Revelation (14.22): an AUTO that triggers when the unit appears (14.22.1). "Revelation - (circle)" means
 * "when this unit appears on (circle), look at the top card of your deck; you may put it into your soul; if you
 * do, choose one of your standing rear-guards and rest it" (14.22.2). With every rear-guard rested, the resting
 * part simply does not happen (14.22.2.1: the choice finds nothing). The card put into the soul is one "put by
 * Revelation" (14.22.3): its move has the reason `revelation`.
 * The keyword's parameter `circle` is `vanguard` (VC) or `rear-guard` (RC).
 */
import type { AbilityDefinition, Predicate } from '@tcgkit/kernel';
import type { KeywordParts } from './parts-kw-a.js';

const revelationAbility = (circle: 'vanguard' | 'rear-guard'): AbilityDefinition => ({
  kind: 'automatic',
  label: 'Revelation: look at the top card of your deck',
  trigger: {
    event: 'moved',
    match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'appears' }, { test: circle } as Predicate] },
  },
  effect: [
    { do: 'look', count: 1, as: '_revelation' },
    {
      do: 'may',
      prompt: 'Revelation: put that card into your soul?',
      then: [
        { do: 'move', cards: { var: '_revelation' }, to: 'soul', reason: 'revelation' },
        {
          do: 'choose',
          from: { zone: 'field', player: 'you', where: { all: [{ test: 'rear-guard' }, { test: 'standing' }] } },
          count: 1,
          as: '_revelationRest',
          prompt: 'Revelation: choose one of your standing rear-guards to rest',
          rule: 'VG 14.22.2',
        },
        { do: 'rest', cards: { var: '_revelationRest' } },
      ],
    },
  ],
});

export const revelation: KeywordParts = {
  keywords: [
    {
      name: 'revelation',
      rule: 'VG 14.22',
      abilities: (params) => [revelationAbility(params['circle'] === 'rear-guard' ? 'rear-guard' : 'vanguard')],
    },
  ],
};
