import { ruleError, type GameContext, type PlayerId, type RuleError, type WindowDefinition, type WindowFrame } from '@tcgkit/kernel';
import { data } from './state.js';

/**
 * Every play window and damage window runs 1103 (the kernel's `stack` chart): the turn player gets
 * priority first (1103-2), rule processing (1103-3), the round hook (1103-4: a damage window's trigger
 * check), the player damage check before each rule processing (1103-5, 1104: nested damage windows), rule
 * processing again (1103-6), then the holder acts and keeps priority (1103-11) or passes (1103-10); two
 * passes in a row resolve the top item and give the turn player priority (1103-9), or end the window,
 * unless a damage window still has damage to deal (1103-8a).
 */
const moves = ['play', 'activate', 'place-energy'] as const;

function play(rule: string): WindowDefinition {
  return { rule, player: 'turn-player', moves, eachRound: 'window-round', beforeRuleProcessing: 'player-damage-check' };
}

export const windows: Record<string, WindowDefinition> = {
  stand: play('BD 702-3'),
  'draw-start': play('BD 703-2'),
  'draw-end': play('BD 703-4'),
  main: play('BD 704-2'),
  'attack-phase': play('BD 802-1'),
  'attack-step': play('BD 802-3'),
  declaration: play('BD 802-5'),
  attacked: play('BD 802-10'),
  'block-step': play('BD 803-2'),
  'block-declaration': play('BD 803-5'),
  blocked: play('BD 803-10'),
  blitz: play('BD 804-3'),
  battle: play('BD 804-5'),
  'unit-won': play('BD 804-8'),
  'player-won': play('BD 804-10'),
  'unit-drew': play('BD 804-12'),
  'player-drew': play('BD 804-14'),
  'unit-lost': play('BD 804-16'),
  'player-lost': play('BD 804-18'),
  end: play('BD 706-2'),
  // 1101-2, 1103-1a: a damage window names its packet; it loops while damage remains (1103-8a).
  damage: { ...play('BD 1103-1a'), repeatIf: 'packet-unfinished' },
};

/**
 * Main actions (1103-7): placing energy, Normal-timing cards and abilities. Only in the main phase's
 * window, only by the turn player holding priority, with an empty resolution zone and no damage packet.
 */
export function mainActionError(ctx: GameContext, player: PlayerId, frame: WindowFrame): RuleError | null {
  if (frame.name !== 'main' || player !== ctx.state.turn.player) {
    return ruleError(
      'BD_NOT_MAIN_TIMING',
      'Normal-timing plays and energy placement are only for the turn player in their main phase',
      'BD 1103-7',
    );
  }
  if (ctx.state.stack.length > 0) {
    return ruleError('BD_RESOLUTION_ZONE_NOT_EMPTY', 'the resolution zone must be empty for a Normal-timing play', 'BD 1103-7');
  }
  if (data(ctx).packets.length > 0) {
    return ruleError('BD_DAMAGE_PACKET_EXISTS', 'no Normal-timing play while a damage packet exists', 'BD 1103-7');
  }
  return null;
}

/**
 * 531: while the game moves to the end phase nobody may play anything (the windows themselves are ended by
 * the kernel's `endWindow`, 531-1d).
 */
export function movingToEnd(ctx: GameContext): boolean {
  return data(ctx)['movingToEnd'] === true;
}

/** 802-7: the non-turn player played something in the window after a declaration. */
export function noteAction(ctx: GameContext, player: PlayerId): void {
  if (player !== ctx.state.turn.player) data(ctx).ntpActed = true;
}
