import {
  defineVerb,
  keywordsOf,
  resolveCards,
  resolvePlayer,
  ruleError,
  verbDone,
  type AbilityDefinition,
  type CardObject,
  type GameContext,
  type PlayerId,
  type RestrictionContribution,
  type RuleError,
} from '@tcgkit/kernel';
import { data, log } from './state.js';

/**
 * Stopping time (時を止める, [Oth:時を止める], digest §9.8). A time-stopped card cannot declare or resolve its
 * 【起動】, automatic or keyword abilities; its continuous abilities stay active. A time-stopped fighter
 * cannot declare any use: calls (impact monsters too), casts (spells and impacts), equips, 【起動】, or the
 * use of automatic abilities. Reading (the source gives no duration; the cards say it): until the end of
 * the turn in which time was stopped.
 */
interface TimeStop {
  turn: number;
  cards: number[];
  players: PlayerId[];
}

function timeStop(ctx: GameContext): TimeStop {
  const bfData = data(ctx);
  const current = bfData.timeStop as TimeStop | undefined;
  if (current !== undefined && current.turn === ctx.state.turn.number) return current;
  const fresh: TimeStop = { turn: ctx.state.turn.number, cards: [], players: [] };
  bfData.timeStop = fresh;
  return fresh;
}

export function isCardTimeStopped(ctx: GameContext, id: string): boolean {
  const stop = data(ctx).timeStop as TimeStop | undefined;
  if (stop === undefined || stop.turn !== ctx.state.turn.number) return false;
  const serial = ctx.state.cards[id]?.serial;
  return serial !== undefined && stop.cards.includes(serial);
}

export function isFighterTimeStopped(ctx: GameContext, player: PlayerId): boolean {
  const stop = data(ctx).timeStop as TimeStop | undefined;
  return stop !== undefined && stop.turn === ctx.state.turn.number && stop.players.includes(player);
}

/** The fighter's declarations are refused while their time is stopped. */
export function timeStopError(ctx: GameContext, player: PlayerId): RuleError | null {
  return isFighterTimeStopped(ctx, player)
    ? ruleError('BF_TIME_STOPPED', 'your time is stopped: you cannot declare any use', 'BF Oth:時を止める')
    : null;
}

/**
 * Keywords that are abilities used or resolved (『貫通』『ソウルガード』『移動』『N回攻撃』『反撃』): none while the
 * card's time is stopped. 『C・テリトリー』 and 『設置』 only state what an area or the magic area holds, as
 * continuous abilities do, so they stay (a reading).
 */
export function usableKeywords(ctx: GameContext, id: string): string[] {
  return isCardTimeStopped(ctx, id) ? [] : keywordsOf(ctx, id);
}

/** 【起動】 and automatic abilities of a time-stopped card, or of a time-stopped fighter, are not used. */
const timeStopRestriction: Omit<RestrictionContribution, 'title'> = {
  rule: 'BF Oth:時を止める',
  cannotUse(ctx: GameContext, card: CardObject, _index: number, ability: AbilityDefinition) {
    if (ability.kind === 'continuous') return false;
    return isCardTimeStopped(ctx, card.id) || isFighterTimeStopped(ctx, card.controller);
  },
};

/** "Stop the time of these cards / of this fighter" (this turn). */
const stopTimeVerb = defineVerb({
  name: 'stop-time',
  params: (l) => ({ cards: l.cards.optional(), player: l.player.optional() }),
  rule: 'BF Oth:時を止める',
  run(ctx, instruction, frame) {
    const stop = timeStop(ctx);
    if (instruction['cards'] !== undefined)
      for (const id of resolveCards(ctx, instruction['cards'], frame)) {
        const serial = ctx.state.cards[id]?.serial;
        if (serial !== undefined && !stop.cards.includes(serial)) stop.cards.push(serial);
      }
    if (instruction['player'] !== undefined) {
      const player = resolvePlayer(ctx, instruction['player'], frame);
      if (!stop.players.includes(player)) stop.players.push(player);
    }
    log(ctx, 'time-stopped', frame.controller, { cards: stop.cards, players: stop.players });
    return verbDone;
  },
});

export const timeStopVerbs = [stopTimeVerb];
export const timeStopRestrictions = [timeStopRestriction];
