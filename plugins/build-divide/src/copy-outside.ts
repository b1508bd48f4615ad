import {
  chooseCards,
  expand,
  pushStackItem,
  resolveCards,
  verbDone,
  type EffectFrame,
  type GameContext,
  type Instruction,
  type JsonObject,
  type VerbResult,
} from '@tcgkit/kernel';
import { bd } from './cards/schema.js';
import { targetCandidates, targetCount } from './moves/play.js';
import { resolutionKey } from './state.js';

/**
 * 520-1b: copying a command card that is not in the resolution zone (in a graveyard, the remove zone, a
 * hand…). A pseudo-card with the card's information is made in the resolution zone (a stack item with no
 * card behind it, as for 520-1a) and then goes through 1204-2e to 1204-2g as if it were played:
 * - 1204-2g: the copy's controller chooses its targets now, among the legal ones; when there are not enough
 *   (1204-2g:iii) the copy cannot be played and nothing is made (525-3 is the same rule seen from
 *   Equivalent Exchange);
 * - 1204-2f: the bulleted choices are chosen when the copy's `choose-mode` runs, exactly as for a played
 *   card in this engine (reading 35 in docs/titles/build-divide.md: modes are chosen on resolution);
 * - 1409-4a: the copy is never played for an Evol cost: it carries no Evol form, so its `if-evol` lines
 *   never apply (and, having no card, it is not "Evolved" either, 1409-4b).
 * Copying is not playing (520-3): nothing is paid and no "played" event is sent.
 */
export function copyCommandsOutside(ctx: GameContext, ref: unknown, frame: EffectFrame): VerbResult {
  const commands = resolveCards(ctx, ref as JsonObject, frame).filter((id) => {
    const card = ctx.state.cards[id];
    return card !== undefined && card.zone !== resolutionKey && bd(ctx.title.cards.get(card.card))?.type === 'command';
  });
  // One copy per run, so that each copy's own target choice is its own decision.
  if (commands.length > 1) return expand(commands.map((id) => ({ do: 'copy-command', cards: [id] }) as Instruction));
  const id = commands[0];
  if (id === undefined) return verbDone;
  const definition = bd(ctx.title.cards.get(ctx.state.cards[id]!.card));
  if (definition?.type !== 'command') return verbDone;
  const vars: JsonObject = {};
  const spec = definition.targets;
  if (spec !== undefined) {
    const candidates = targetCandidates(ctx, frame.controller, spec);
    const min = spec.upTo === true ? 0 : targetCount(ctx, frame.controller, spec, id);
    if (candidates.length < min) return verbDone; // 1204-2g:iii: the copy cannot be played
    const choice = chooseCards(ctx, frame, {
      candidates,
      min,
      max: targetCount(ctx, frame.controller, spec, id),
      prompt: `Choose the target(s) of the copy of ${definition.name}`,
      rule: 'BD 520-1b',
    });
    if ('ask' in choice) return choice.ask;
    if (choice.chosen.length < min) return verbDone;
    vars['targets'] = choice.chosen;
  }
  pushStackItem(ctx, {
    controller: frame.controller,
    label: `copy of ${definition.name}`,
    effect: [...(definition.effect as Instruction[])],
    vars,
  });
  return verbDone;
}
