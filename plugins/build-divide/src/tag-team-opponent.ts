import { askSelect, noParams, verbDone, type GameContext, type Json, type VerbContribution } from '@tcgkit/kernel';
import { isTagTeam, opposingPlayers } from './tag-team.js';

/**
 * 2601-1: in a tag-team game a command or ability that names "the opponent" as a player (not particular
 * cards) has its controller choose one of the opposing players, and "the opponent" is that player for it.
 * The choice is kept in the item's variable `opponent`, which the kernel's `opponent` reads (and which
 * then also narrows "the opponent's cards" in the same text, as in 2601-1's second example).
 *
 * Reading: the choice is made as the item starts to resolve, where this engine has abilities choose their
 * targets, rather than while it is played. Texts that only pick cards "of the opponent" ask nothing and
 * may pick either opposing player's cards (2601-2, 2601-2a); continuous effects apply to both (2601-3).
 */
export const opponentVar = 'opponent';

/** Whether a program names "the opponent" as a player in one of its instructions (not in a card selector). */
export function namesOpponent(program: Json): boolean {
  if (Array.isArray(program)) return program.some(namesOpponent);
  if (program === null || typeof program !== 'object') return false;
  if (typeof program['do'] === 'string' && program['player'] === 'opponent') return true;
  return Object.entries(program).some(([key, value]) => key !== 'from' && key !== 'cards' && namesOpponent(value as Json));
}

export const chooseOpponentVerb: Omit<VerbContribution, 'title'> = {
  name: 'choose-opponent',
  rule: 'BD 2601-1',
  params: noParams,
  run(ctx: GameContext, _instruction, frame) {
    if (!isTagTeam(ctx) || typeof frame.vars[opponentVar] === 'string') return verbDone;
    const players = opposingPlayers(ctx, frame.controller);
    const asked = askSelect(frame.answer, {
      player: frame.controller,
      prompt: 'Choose which opposing player is "the opponent" for this',
      options: players.map((id) => ({ id, label: id })),
      min: 1,
      max: 1,
      rule: 'BD 2601-1',
      accepts: (picked) => players.includes(String(picked[0])),
    });
    if ('ask' in asked) return asked.ask;
    frame.vars[opponentVar] = String(asked.picked[0]);
    return verbDone;
  },
};

/** The program with the opponent chosen first, when the game is a tag-team game and the text names "the opponent". */
export function withOpponentChoice<T extends Json>(ctx: GameContext, program: readonly T[]): T[] {
  if (!isTagTeam(ctx) || !namesOpponent(program as unknown as Json)) return [...program];
  return [{ do: 'choose-opponent' } as unknown as T, ...program];
}
