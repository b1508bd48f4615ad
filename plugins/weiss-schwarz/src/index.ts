/**
 * @tcgkit/weiss-schwarz: Weiß Schwarz as a tcgkit title plugin, following the Japanese comprehensive
 * rules ver. 1.109 (sections cited as "WS x.y"). `weissSchwarzModule` is the one inversify ContainerModule.
 */
import { titleModule, type CardDefinition, type DeckList, type TitlePlugin } from '@tcgkit/kernel';
import { attackGuards, attackMove, attackProcedures, encoreStepProcess } from './attack.js';
import { weissSchwarzDecks } from './cards/decks.js';
import { weissSchwarzCards } from './cards/pool.js';
import { cardSchemaFor, parseCard } from './cards/schema.js';
import { checkWeissSchwarzState } from './check-state.js';
import { weissSchwarzConditions } from './conditions.js';
import { damageProcess, damageVerb } from './damage.js';
import { validateWeissSchwarzDeck } from './deck-validation.js';
import { weissSchwarzFlow, weissSchwarzWindows } from './flow.js';
import { weissSchwarzKeywords } from './keywords.js';
import { moveStageMove, playCharacterMove, playClimaxMove, playEventMove } from './moves/play.js';
import { levelUpProcess, weissSchwarzRuleProcesses } from './rule-processes.js';
import { triggerCheckProcess, triggerProcedures } from './triggers.js';
import { turnGuards, turnProcedures, turnProcesses } from './turn.js';
import { weissSchwarzVerbs } from './verbs.js';
import { keywordVerbs } from './keyword-verbs.js';
import { weissSchwarzZones } from './zones.js';

export interface WeissSchwarzOptions {
  /** Extra cards (test pools, new sets), in the card data format (validated by the same schema). */
  cards?: readonly unknown[];
  decks?: readonly DeckList[];
}

export function createWeissSchwarzPlugin(options: WeissSchwarzOptions = {}): TitlePlugin {
  const extra: CardDefinition[] = (options.cards ?? []).map(parseCard);
  return {
    title: {
      id: 'weiss-schwarz',
      name: 'Weiß Schwarz',
      answerModel: 'none',
      pendingAbilities: 'one-at-a-time',
      roles: { deck: 'deck', hand: 'hand' },
      abilityZones: ['stage'],
      // 8.9.1: effects that change neither power nor soul first, then those that do; then by timestamp.
      layers: ['base', 'other', 'power'],
      defaultLayers: { add: 'power', set: 'power', abilities: 'other' },
      windows: weissSchwarzWindows,
      flow: weissSchwarzFlow,
      validateDeck: validateWeissSchwarzDeck,
      // A restored snapshot's attack bookkeeping and placement states are checked too.
      checkState: checkWeissSchwarzState,
      displayStats: ['power', 'soul', 'level', 'type'],
      // The stage's front row (3.6.4) nearest the opponent, its back row behind it (3.6.5); the rest beside it.
      board: {
        rows: [
          ['stage#fl', 'stage#fc', 'stage#fr', 'climax'],
          ['stage#bl', 'stage#br', 'resolution'],
        ],
        side: ['deck', 'clock', 'level', 'stock', 'waiting-room', 'memory'],
        statLabels: { power: 'Power', soul: 'Soul', level: 'Level', type: 'Type' },
      },
      // A play timing where the player can do nothing but pass is passed for them (same game, fewer asks).
      autoPass: true,
      players: { min: 2, max: 2 },
    },
    zones: weissSchwarzZones,
    keywords: weissSchwarzKeywords,
    ruleProcesses: weissSchwarzRuleProcesses,
    // 10.19.4: a waiting turn-limited AUTO may be cancelled instead of played.
    pendingAbilityRules: [{ rule: 'WS 10.19.4', mayDecline: (_ctx, _pending, ability) => ability.limit?.per === 'turn' }],
    verbs: [...weissSchwarzVerbs, ...keywordVerbs, damageVerb],
    conditions: weissSchwarzConditions,
    procedures: [...turnProcedures, ...attackProcedures, ...triggerProcedures],
    guards: [...turnGuards, ...attackGuards],
    moves: [playCharacterMove, playEventMove, playClimaxMove, moveStageMove, attackMove],
    processes: [...turnProcesses, damageProcess, levelUpProcess, triggerCheckProcess, encoreStepProcess],
    cards: [...weissSchwarzCards, ...extra],
    cardSchema: cardSchemaFor,
    decks: [...weissSchwarzDecks, ...(options.decks ?? [])],
  };
}

export const weissSchwarzPlugin: TitlePlugin = createWeissSchwarzPlugin();

/** The plugin: one ContainerModule binding everything above to the kernel's tokens. */
export const weissSchwarzModule = titleModule(weissSchwarzPlugin);

export { weissSchwarzCards, weissSchwarzDecks, validateWeissSchwarzDeck };
export { cardSchema, cardSchemaFor, parseCard, triggerIcons, colours, type WeissSchwarzCard, type TriggerIcon } from './cards/schema.js';
export { wsData, levelOf, powerOf, soulOf } from './state.js';
export { stageKey, facingSlot, slotsInFrontOf, slotNames } from './zones.js';
