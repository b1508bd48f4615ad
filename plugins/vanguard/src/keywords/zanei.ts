/**
 * 残影 Zan'ei (14.24): the AUTO "when a card in a bind zone is put into your opponent's hand, if you have six or
 * fewer cards in hand, you may return this unit to your hand" (14.24.1). It works where the unit is (the
 * field); the hand size is read when it resolves ("if", 11.9). The return is a move with the reason `zanei`.
 */
import type { KeywordParts } from './parts-kw-a.js';

export const zanei: KeywordParts = {
  keywords: [
    {
      name: 'zanei',
      rule: 'VG 14.24',
      abilities: () => [
        {
          kind: 'automatic',
          label: "Zan'ei: return this unit to your hand",
          trigger: {
            event: 'moved',
            match: {
              all: [
                { test: 'event', 'from-zone': 'bind', 'to-zone': 'hand' },
                { test: 'event-card', where: { test: 'controlled-by', player: 'opponent' } },
              ],
            },
          },
          effect: [
            {
              do: 'if',
              test: { test: 'zone-count', zone: 'hand', op: '<=', value: 6 },
              then: [
                {
                  do: 'may',
                  prompt: "Zan'ei: return this unit to your hand?",
                  then: [{ do: 'move', cards: 'self', to: 'hand', reason: 'zanei' }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
