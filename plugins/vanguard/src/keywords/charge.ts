/**
 * 突撃 Charge!! (14.31): the AUTO "when this unit appears on (RC) by an effect, you may make it charge (突撃状態)
 * during that turn" (14.31.1); a unit in charge state is put on the bottom of its deck at the end of a battle
 * it took part in (14.31.2), a rule carried out in the close step's check timing (10.8.1) while that battle is
 * still in progress. Readings: the circle the text leaves as an icon is read as a rear-guard circle; a unit
 * appears "by an effect" when anything but a normal call put it there (a normal call is the only rule action
 * that places a rear-guard, 6.2.2.1); the units that took part in a battle are its attacking unit, its
 * boosting unit and the units it attacked (10.2.2, 10.4.1.12).
 */
import { moveCard, noParams, zoneKey, type GameContext } from '@tcgkit/kernel';
import { currentBattle, vgData } from '../state.js';
import { circleOf } from '../zones.js';
import { inUnitState } from './unit-states.js';
import type { KeywordParts } from './parts-kw-a.js';

function chargedParticipants(ctx: GameContext): string[] {
  const battle = currentBattle(ctx);
  if (battle === null || !vgData(ctx).closeEmitted) return [];
  const taking = [battle.attacker, battle.booster, ...battle.targets].filter((id): id is string => id !== null);
  return [...new Set(taking)].filter((id) => circleOf(ctx, id) !== undefined && inUnitState(ctx, id, 'charge'));
}

export const charge: KeywordParts = {
  keywords: [
    {
      name: 'charge',
      rule: 'VG 14.31',
      abilities: () => [
        {
          kind: 'automatic',
          label: 'Charge!!: this unit may become charge',
          trigger: {
            event: 'moved',
            match: {
              all: [
                { test: 'event', self: true, 'to-zone': 'field' },
                { test: 'appears' },
                { test: 'rear-guard' },
                { test: 'placed-by-effect' },
              ],
            },
          },
          effect: [
            {
              do: 'may',
              prompt: 'Charge!!: make this unit charge this turn (it goes to the bottom of your deck after its battle)?',
              then: [{ do: 'become-unit-state', cards: 'self', state: 'charge', duration: 'turn' }],
            },
          ],
        },
      ],
    },
  ],
  conditions: [
    /** The `moved` event put its card on a circle by an effect: anything but a normal call (6.2.2.1). */
    {
      name: 'placed-by-effect',
      params: noParams,
      test: (_ctx, _p, _s, frame) => frame.event?.type === 'moved' && frame.event.detail?.['reason'] !== 'call',
    },
  ],
  ruleProcesses: [
    {
      id: 'charge-battle-end',
      rule: 'VG 14.31.2',
      order: 60,
      timing: 'check',
      applies: (ctx) => chargedParticipants(ctx).length > 0,
      perform(ctx) {
        for (const id of chargedParticipants(ctx)) {
          const card = ctx.state.cards[id]!;
          moveCard(ctx, id, zoneKey(card.owner, 'deck'), { reason: 'charge', position: 'bottom' });
        }
      },
    },
  ],
};
