/**
 * Abilities with options (11.9.5.1.1): `{ do: 'choose-effect', options: [{ label, effect }], notSame?: true }`
 * asks the effect's master to choose one option and carries out its program. With `notSame` ("the same effect
 * cannot be activated" this turn), an option once chosen for this card's ability is not offered again this turn,
 * even when its content was not carried out (a cost in it declined or unpayable, 11.9.5.1): the choice is
 * recorded when it is made, before its program runs. Reading 387: "the same effect" is the same option of the
 * same ability text of the same physical card, for the rest of the turn.
 */
import { askSelect, defineStatusKeys, defineVerb, expand, verbDone, type Instruction } from '@tcgkit/kernel';
import { z } from 'zod';
import { playerState } from '../state.js';

export const chosenEffectsStatus = defineStatusKeys({
  /** Options chosen under "the same effect cannot be activated": `serial:label` → the turn it was chosen in. */
  chosenEffects: z.record(z.string(), z.number().int()),
});

export const chooseEffectVerb = defineVerb({
  name: 'choose-effect',
  rule: 'VG 11.9.5.1.1',
  params: (l) => ({
    options: z.array(z.object({ label: z.string().min(1), effect: l.program })).min(1),
    notSame: z.boolean().optional(),
    prompt: z.string().optional(),
  }),
  run(ctx, instruction, frame) {
    const options = instruction['options'] as { label: string; effect: Instruction[] }[];
    const source = frame.source === undefined ? undefined : (ctx.state.cards[frame.source] ?? ctx.state.lastKnown[frame.source]);
    const player = playerState(ctx, frame.controller);
    const chosen = chosenEffectsStatus.get(player, 'chosenEffects') ?? {};
    const key = (label: string) => `${source?.serial ?? '?'}:${source?.card ?? '?'}:${label}`;
    const turn = ctx.state.turn.number;
    const open = options.filter((o) => instruction['notSame'] !== true || chosen[key(o.label)] !== turn);
    if (open.length === 0) return verbDone;
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: String(instruction['prompt'] ?? 'Choose one'),
      rule: 'VG 11.9.5.1.1',
      options: open.map((o) => ({ id: o.label, label: o.label })),
      accepts: (picked) => open.some((o) => o.label === picked[0]),
    });
    if ('ask' in asked) return asked.ask;
    const pick = open.find((o) => o.label === asked.picked[0])!;
    // 11.9.5.1.1: recorded now, so it counts as chosen even if its content is not carried out.
    if (instruction['notSame'] === true) chosenEffectsStatus.set(player, 'chosenEffects', { ...chosen, [key(pick.label)]: turn });
    return expand(pick.effect);
  },
});
