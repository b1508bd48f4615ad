import { titleModule, type TitlePlugin } from '@tcgkit/kernel';
import { checkBuddyfightState } from './check-state.js';
import { declarationKinds, declarationProcesses } from './attack.js';
import { battleGuards, battleProcedures } from './battle.js';
import { decks } from './cards/decks.js';
import { fixtureCards } from './cards/fixture-cards.js';
import { demoCards } from './cards/pool.js';
import { cardSchemaFor } from './cards/schema.js';
import { validateDeck } from './cards/validate.js';
import { flow, flowGuards, flowProcesses, turnProcedures } from './flow.js';
import { conditions, keywords } from './keywords.js';
import { timeStopRestrictions } from './time-stop.js';
import { limitConditions, limitRestrictions } from './limits.js';
import { callMove, castMove, equipMove } from './moves/use.js';
import { ruleProcesses } from './rule-processes.js';
import { setupProcedures, setupProcesses } from './setup.js';
import { soulguardCondition, soulguardRule } from './soulguard.js';
import { buddyfightVerbs } from './verb-list.js';
import { windows } from './windows.js';
import { zones } from './zones.js';

/**
 * Future Card Buddyfight (フューチャーカード バディファイト) on the tcgkit kernel: the title of the `counter`
 * answer model (a use, one 【対抗】 answer, the answer resolves first; [PT]). See docs/titles/buddyfight.md.
 */
export const buddyfightPlugin: TitlePlugin = {
  title: {
    id: 'buddyfight',
    name: 'Future Card Buddyfight',
    answerModel: 'counter',
    // [AUTO 2.1.1–2.4]: one at a time, the turn fighter's first; the other fighter may answer each once.
    pendingAbilities: 'answered',
    autoPass: true, // a fighter with nothing usable passes without being asked (the same game)
    roles: { deck: 'deck', hand: 'hand' },
    abilityZones: ['field', 'item', 'magic'],
    resolutionZone: 'resolution',
    layers: ['base', 'add', 'set'],
    defaultLayers: { add: 'add', set: 'set', abilities: 'add' },
    displayStats: ['power', 'defense', 'critical', 'size'],
    // The three areas and the item nearest the opponent ([Mat-②⑤⑥⑦]), flag, buddy and set spells behind;
    // soul (slotted under its host) is drawn as one more row while it holds cards.
    board: {
      rows: [
        ['field#left', 'field#center', 'field#right', 'item'],
        ['flag', 'buddy', 'magic'],
      ],
      side: ['deck', 'gauge', 'drop'],
      statLabels: { power: 'Power', defense: 'Defense', critical: 'Critical', size: 'Size' },
      // Life is a number, not a zone ([Intro]).
      playerCounters: [{ key: 'life', label: 'Life' }],
    },
    players: { min: 2, max: 2 },
    windows,
    flow,
    validateDeck,
    // A restored snapshot's payload is what the code runs on (src/check-state.ts).
    checkState: checkBuddyfightState,
    // [KW:ソウルガード]: a replacement of leaving the field, through the kernel's replacement mechanism.
    replacementRules: [soulguardRule],
  },
  zones,
  keywords,
  conditions: [...conditions, soulguardCondition, ...limitConditions],
  restrictions: [...limitRestrictions, ...timeStopRestrictions],
  ruleProcesses,
  verbs: buddyfightVerbs,
  cardSchema: cardSchemaFor,
  procedures: [...setupProcedures, ...turnProcedures, ...battleProcedures],
  guards: [...battleGuards, ...flowGuards],
  moves: [callMove, castMove, equipMove],
  processes: [...setupProcesses, ...flowProcesses, ...declarationProcesses],
  decisionKinds: declarationKinds,
  cards: [...demoCards, ...fixtureCards],
  decks,
};

/** The plugin: one ContainerModule binding everything above to the kernel's tokens. */
export const buddyfightModule = titleModule(buddyfightPlugin);

/** Rules before the changes of 2018-06-02 ([RC-1], [RC-2]; digest §17.13), for old replays and tests. */
export interface RuleVersion {
  /** [RC-1] (E1): the first player does not draw on turn 1. */
  legacyNoFirstTurnDraw?: boolean;
  /** [RC-2]: one 【対抗】 per battle. */
  legacyOneCounterPerBattle?: boolean;
}

/** The plugin with some 2018-06-02 changes turned off: the set-up records the rule version in the game. */
export function buddyfightPluginWith(version: RuleVersion): TitlePlugin {
  const prepare = flow.setup[0]!;
  const run = prepare.run.map((procedure) =>
    'do' in procedure && procedure.do === 'fight-setup' ? { do: 'fight-setup', params: { ...version } } : procedure,
  );
  return { ...buddyfightPlugin, title: { ...buddyfightPlugin.title, flow: { ...flow, setup: [{ ...prepare, run }] } } };
}

export { validateDeck } from './cards/validate.js';
export { defineCard, BuddyfightCard, cardSchemaFor } from './cards/schema.js';
export { data as buddyfightData } from './state.js';
