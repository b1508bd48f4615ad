/**
 * 亡霊 Hollow (14.35): the AUTO "when this unit appears on (RC), you may make it hollow (亡霊状態); if you do, at
 * the end of the turn retire every hollow unit" (14.35.1). The state lasts while the unit stays on the field;
 * the retire is a delayed trigger at the end of that turn (11.9.7). Readings: the circle the text leaves as an
 * icon is read as a rear-guard circle; "every hollow unit" is every one on the field, whoever its master.
 */
import type { KeywordParts } from './parts-kw-a.js';

const hollowUnits = { zone: 'field', player: 'any', where: { test: 'unit-state', state: 'hollow' } };

export const hollow: KeywordParts = {
  keywords: [
    {
      name: 'hollow',
      rule: 'VG 14.35',
      abilities: () => [
        {
          kind: 'automatic',
          label: 'Hollow: this unit may become hollow',
          trigger: {
            event: 'moved',
            match: { all: [{ test: 'event', self: true, 'to-zone': 'field' }, { test: 'appears' }, { test: 'rear-guard' }] },
          },
          effect: [
            {
              do: 'may',
              prompt: 'Hollow: make this unit hollow (every hollow unit is retired at the end of the turn)?',
              then: [
                { do: 'become-unit-state', cards: 'self', state: 'hollow', duration: 'game' },
                { do: 'delayed', event: 'end-of-turn', duration: 'turn', effect: [{ do: 'retire', cards: hollowUnits }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
