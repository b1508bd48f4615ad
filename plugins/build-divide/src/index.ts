import { titleModule, type GameContext, type TitlePlugin } from '@tcgkit/kernel';
import { checkBuildDivideState } from './check-state.js';
import { declarationKinds, declarationProcesses } from './attack.js';
import { attackGuards, attackProcedures } from './battle.js';
import { decks } from './cards/decks.js';
import { pool } from './cards/pool.js';
import { makeFaceAfterMove } from './cards/double-faced.js';
import { makeShownFace } from './cards/territory-sides.js';
import { cardSchemaFor } from './cards/schema.js';
import { validateDeck } from './cards/validate.js';
import { conditions } from './conditions.js';
import {
  choosePacketProcess,
  packetAmount,
  packetUnfinished,
  playerDamageCheck,
  playerDamageCheckIdle,
  triggerCheckProcess,
  windowRound,
  windowRoundIdle,
} from './damage.js';
import { data } from './state.js';
import { flow, turnGuards, turnProcedures } from './flow.js';
import { keywords } from './keywords.js';
import { activation } from './moves/activate.js';
import { placeEnergyMove } from './moves/energy.js';
import { playMove } from './moves/play.js';
import { ruleProcesses } from './rule-processes.js';
import { buildDividePendingRules } from './pending-rules.js';
import { mulliganProcess, setupProcedures } from './setup.js';
import { gameStartProcedures, gameStartShuffleProcess } from './game-start.js';
import { verbs } from './verbs.js';
import { windows } from './windows.js';
import { zones } from './zones.js';
import { isTagTeamFormat, tagTeamFormat, tagTeamRuleOneFormat } from './tag-team.js';
import { validateTeams } from './cards/validate-teams.js';

/**
 * Build Divide (ビルディバイド) on the tcgkit kernel: the title whose play timing is a priority-passing
 * stack (1103). See docs/titles/build-divide.md for what is implemented and the readings chosen.
 */
export const buildDividePlugin: TitlePlugin = {
  title: {
    id: 'build-divide',
    name: 'Build Divide',
    answerModel: 'stack',
    pendingAbilities: 'to-stack', // 1304-2: all triggered abilities to the resolution zone, TP's first
    autoPass: true, // a holder with nothing to play passes without being asked (digest §20.1.9)
    roles: { deck: 'deck', hand: 'hand' },
    abilityZones: ['field', 'territory'], // 1203-4, 1203-5
    resolutionZone: 'resolution',
    // 1208-1: granted abilities, removed abilities, non-numeric, then numeric effects.
    layers: ['grant', 'remove', 'non-numeric', 'numeric'],
    defaultLayers: { add: 'numeric', set: 'numeric', abilities: 'grant' },
    layerOrder: 'timestamp', // 1208-1g: within a layer, by timestamp only
    displayStats: ['power', 'hit'],
    // 1702-1b: a double-faced territory shows its unit side only in the resolution zone and on the field.
    faceAfterMove: makeFaceAfterMove(new Map(pool.map((card) => [card.id, card]))),
    // 410-2a: a territory's face-down side is shown only to its territory zone's controller.
    shownFace: makeShownFace(new Map(pool.map((card) => [card.id, card]))),
    // What a judge may check beyond cards and players (scenario `facts:`): the damage packets (1002) with the
    // amount each deals now (a hit packet reads its attacker's current Hit, 1002-2b) and how much was dealt.
    facts: (ctx: GameContext) => ({
      packets: data(ctx).packets.map((packet) => ({
        player: packet.player,
        source: packet.source,
        card: packet.card,
        amount: packetAmount(ctx, packet),
        dealt: packet.dealt,
      })),
    }),
    // The kernel's activate move, with this title's own conditions (1103-7, 531-1d).
    activation,
    // This title's sections for the readings the kernel carries out.
    citations: { 'stack-order': 'BD 1304-2b', 'replacement-order': 'BD 1209-2a', 'usage-limit': 'BD 1206-2', 'cost-payment': 'BD 1204-2e' },
    // The board: units on the field nearest the opponent, then territories and energy (BD 406, 409, 410).
    board: {
      rows: [['field', 'aura'], ['territory', 'set'], ['energy']],
      side: ['deck', 'life', 'graveyard', 'd-deck', 'remove'],
      statLabels: { power: 'Power', hit: 'Hit' },
      // 407-4c, 1601: the counters an effect may have set; shown only once set.
      playerCounters: [
        { key: 'redZone', label: 'Red zone' },
        { key: 'counter:alchemy', label: 'Alchemy counters' },
      ],
    },
    players: { min: 2, max: 2 }, // 101-2
    // 101-2, 1801-1: the tag-team game, two teams of two (appendix A, `src/tag-team.ts`), as the option
    // `format: 'tag-team'`; 2102-1a: `tag-team-rule-1` is the same game with optional deck rule 1.
    options: {
      format: {
        values: ['standard', tagTeamFormat, tagTeamRuleOneFormat],
        default: 'standard',
        description: 'standard (two players) or tag-team (appendix A: two teams of two; tag-team-rule-1 with optional deck rule 1)',
      },
    },
    seating: (options) => (isTagTeamFormat(options['format']) ? { players: { min: 4, max: 4 }, teamSize: 2 } : undefined),
    // 2101-1: within a team the unopened territories' names differ.
    validateDecks: validateTeams,
    // 1602-1d: 10,000 flow rounds (or work steps) in one action with no decision for anyone is a loop no player
    // can stop: a draw. A real turn takes a few dozen rounds, so nothing finite comes near it.
    unstoppableLoop: { rule: 'BD 1602-1d', after: 10_000 },
    // 1602-1a–1602-1c: loops a player can stop, played as a shortcut by the kernel's `loop` action.
    loops: { rule: 'BD 1602' },
    windows,
    flow,
    validateDeck,
    checkState: checkBuildDivideState,
  },
  zones,
  keywords,
  ruleProcesses,
  verbs,
  conditions,
  procedures: [
    ...setupProcedures,
    ...gameStartProcedures,
    ...turnProcedures,
    ...attackProcedures,
    { name: 'window-round', rule: 'BD 1103-4', run: windowRound, idle: windowRoundIdle },
    { name: 'player-damage-check', rule: 'BD 1104', run: playerDamageCheck, idle: playerDamageCheckIdle },
  ],
  guards: [...turnGuards, ...attackGuards, { name: 'packet-unfinished', rule: 'BD 1103-8a', test: packetUnfinished }],
  moves: [playMove, placeEnergyMove],
  processes: [triggerCheckProcess, choosePacketProcess, mulliganProcess, gameStartShuffleProcess, ...declarationProcesses],
  decisionKinds: declarationKinds,
  // 1304-3: which triggered abilities are removed or may be declined when played (1414-4a, 1206-2d).
  pendingAbilityRules: buildDividePendingRules,
  cards: pool,
  cardSchema: cardSchemaFor,
  decks,
};

/** The plugin: one ContainerModule binding everything above to the kernel's tokens. */
export const buildDivideModule = titleModule(buildDividePlugin);

export { powerOf } from './rule-processes.js';
export { validateDeck } from './cards/validate.js';
export { defineCard, BuildDivideCard, cardSchemaFor } from './cards/schema.js';
export { data as buildDivideData } from './state.js';
