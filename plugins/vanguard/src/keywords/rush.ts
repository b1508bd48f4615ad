/**
 * 闘魂 Rush (14.29): an AUTO that triggers "when this unit stands by an effect of your card" (14.29.1). The
 * `stood-by-your-effect` test reads the `stood` event: a stand made by an effect (the `stand` verb, a stand
 * trigger's effect, 11.10.2.5) carries `byEffect`, and its player is the master of that effect; the stand phase's
 * stand (9.2.3) is the rules', not an effect. Cards write Rush's ability with this test and the tag `rush`.
 */
import { noParams } from '@tcgkit/kernel';
import type { KeywordParts } from './parts-kw-a.js';

export const rush: KeywordParts = {
  conditions: [
    {
      name: 'stood-by-your-effect',
      params: noParams,
      test: (_ctx, _p, subject, frame) =>
        frame.event?.type === 'stood' &&
        frame.event.detail?.['card'] === subject &&
        frame.event.detail?.['byEffect'] === true &&
        frame.event.player === frame.controller,
    },
  ],
};
