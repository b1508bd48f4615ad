/**
 * @tcgkit/vanguard: Cardfight!! Vanguard as a tcgkit title plugin, following the Japanese comprehensive
 * rules (sections cited as "VG x.y"). `vanguardModule` is the one inversify ContainerModule to load.
 */
import { bindConditions, faceDownModifications } from './face-down-info.js';
import { activationCost } from './hidden-zone-activation.js';
import { battleTermConditions } from './battle-terms.js';
import { hasDisableClause } from './verbs/disable-ability.js';
import { sourceConditions } from './sources.js';
import {
  titleModule,
  type CardDefinition,
  type CardObject,
  type DeckList,
  type GameContext,
  type RuleModification,
  type TitlePlugin,
} from '@tcgkit/kernel';
import { battleGuards, battleProcedures, cannotBeAttackedRestriction } from './battle.js';
import { vanguardDecks } from './cards/decks.js';
import { premiumDecks } from './cards/pool-premium.js';
import { vanguardCards } from './cards/pool.js';
import { cardSchemaFor, type VanguardCard } from './cards/schema.js';
import { vanguardConditions } from './conditions.js';
import { notYetRound2Conditions, ontoControlledCircleRule } from './notyet-round2.js';
import { standardDeckRules, validateVanguardDeck, type DeckRules } from './deck-validation.js';
import { vanguardFlow, vanguardWindows } from './flow.js';
import { giftWorkProcess } from './gifts.js';
import { resistRestriction, vanguardKeywords } from './keywords.js';
import { attackMove, declareAttackMove } from './moves/battle.js';
import { guardMove, interceptMove } from './moves/guard.js';
import { callMove, columnMove, overDressMove } from './moves/main-phase.js';
import { blitzMove, orderPlayMove } from './moves/order.js';
import { rideMove, type RideOptions } from './moves/ride.js';
import { vanguardReplacementRules } from './replacement-rules.js';
import { rideFromSoulProcess, vanguardRuleProcesses } from './rule-processes.js';
import { joinedModifications, ruleModificationsFor, vanguardLayers, type PersonaRideBonus } from './rule-modifications.js';
import { setupProcedures, setupProcesses } from './setup.js';
import { triggerProcess } from './triggers.js';
import { drawnByAbilityCondition, drawPhaseDrawProcedure } from './draw-by-ability.js';
import { rearGuardToVanguardCircleCondition } from './place-on-vanguard-circle.js';
import { chooseEffectAttackerProcess } from './verbs/effect-attacks.js';
import { gAssistProcess, turnGuards, turnProcedures } from './turn.js';
import { vanguardVerbList } from './verb-list.js';
import { vanguardZones } from './zones.js';
import { energyCondition, energyOverflowProcess } from './energy.js';
import { gaugeConditions, illegalGaugeProcess } from './gauge.js';
import { effectVerbConditions } from './effect-verbs.js';
import { kwAContributions } from './keywords/kw-a.js';
import { cannotUseRestriction, effectTermConditions, losesAbilitiesRestriction, unaffectedRestriction } from './effect-terms.js';
import * as kwB from './keywords/kw-b.js';
import { recordVanguardChoice } from './keywords/overcharge.js';
import { wearAbilityHolders, wearAbilityModifications, wearPowerModifications } from './dress/wear.js';
import {
  depthConditions,
  depthProcedures,
  depthReplacementRules,
  depthRestrictions,
  depthGuards,
  depthRuleProcesses,
} from './verbs/index.js';
import * as premium from './premium/index.js';
import { lockedWearProcess } from './dress/locked-wear.js';
import { rideConditions } from './keywords/ride-by-effect.js';
import * as sets from './sets/index.js';
import { cardRulesDepth } from './card-rules-depth.js';
import { vanguardLoopRules } from './loops.js';
import { checkVanguardState } from './check-state.js';

export interface VanguardOptions extends RideOptions {
  /** Reading of persona ride's front-row bonus (digest §21.11); `positional` by default. */
  personaRideBonus?: PersonaRideBonus;
  /** Extra cards (test pools, new sets), validated by the same schema. */
  cards?: readonly CardDefinition[];
  decks?: readonly DeckList[];
  deckRules?: DeckRules;
}

export const defaultVanguardOptions: VanguardOptions = { rideDeckDiscard: 'reject' };

/** The plugin with the given readings of ambiguous passages (see docs/titles/vanguard.md). */
export function createVanguardPlugin(options: VanguardOptions = defaultVanguardOptions): TitlePlugin {
  const rules = options.deckRules ?? standardDeckRules;
  return {
    title: {
      id: 'vanguard',
      name: 'Cardfight!! Vanguard',
      answerModel: 'none',
      pendingAbilities: 'one-at-a-time',
      roles: { deck: 'deck', hand: 'hand' },
      abilityZones: ['field'],
      layers: vanguardLayers,
      defaultLayers: { add: 'add', set: 'set', abilities: 'abilities' },
      // 11.11.3: within a layer, an effect applies after those it depends on (reading 410).
      continuousDependency: true,
      // 7.10.3, 7.10.3.1: a card an effect reveals is shown until that effect is over (reading 414).
      revealLasts: 'effect',
      windows: vanguardWindows,
      flow: vanguardFlow,
      validateDeck: (deck, cards, options) => [
        ...validateVanguardDeck(deck, cards, rules),
        ...premium.formatDeckProblems(deck, cards, options),
        ...sets.flagProblems(deck, cards),
      ],
      // 7.21: costs nullified by an effect (src/verbs/nullify-costs.ts); 11.8.2.2.1: an ACT played from a hidden
      // zone reveals its card (src/hidden-zone-activation.ts).
      activation: { cost: activationCost },
      // The premium format (src/premium/): `create({ options: { format: 'premium' } })`.
      options: premium.vanguardGameOptions,
      // 18.1.1.1: 10,000 flow rounds (or work steps) in one action with no decision for any fighter is a loop no
      // fighter can stop: the game ends in a draw. A real turn takes a few dozen rounds.
      unstoppableLoop: { rule: 'VG 18.1.1.1', after: 10_000 },
      // 18.1.1.2–18.1.1.4: loops a fighter can stop, played as a shortcut by the kernel's `loop` action (src/loops.ts).
      loops: vanguardLoopRules,
      // A restored snapshot's payloads and fighters' counters are what the code runs on (src/check-state.ts).
      checkState: checkVanguardState,
      ruleModifications: withBuddyfight(withPremium(withWear(ruleModificationsFor(options.personaRideBonus ?? 'positional')))),
      abilityRuleHolders: wearAbilityHolders, // 6.9.3.4
      // Overcharge (14.55) asks which units a vanguard's ability chose this turn.
      onChosen: recordVanguardChoice,
      displayStats: ['power', 'critical', 'shield'],
      replacementRules: [
        ...vanguardReplacementRules,
        ...kwB.kwBReplacementRules,
        ...depthReplacementRules,
        premium.gUnitToGZone,
        ...sets.setParts.replacementRules,
        ontoControlledCircleRule,
      ],
      // 7.39.2: a unit on the field counts for the fighter who controls it (src/verbs/control.ts).
      controlZones: ['field'],
      eventObservers: [...kwAContributions.eventObservers, ...sets.setParts.eventObservers, premium.designatedHeartObserver],
      // 17.2.3.3: a Gyze card leaving the circles and the G zone shows its ネオンギーゼ face (src/sets/gyze.ts).
      faceAfterMove: sets.makeGyzeFaceAfterMove(
        new Map([...vanguardCards, ...(options.cards ?? [])].map((c) => [c.id, c as VanguardCard])),
      ),
      // This title's sections for the readings the kernel carries out.
      citations: {
        'pending-order': 'VG 11.6.1.4',
        'replacement-order': 'VG 11.12.2',
        'usage-limit': 'VG 12.3.2',
        'cost-payment': 'VG 11.8.2.2',
      },
      // The board: the guardian circle between the fighters, then the front row and the back row (VG 4.9.1).
      board: {
        rows: [
          ['field#gc', 'trigger'],
          ['field#fl', 'field#vc', 'field#fr'],
          ['field#bl', 'field#bc', 'field#br'],
        ],
        side: ['deck', 'damage', 'drop', 'soul', 'ride-deck', 'g-zone', 'order-zone', 'crest', 'gauge'],
        statLabels: { power: 'Power', critical: 'Critical', shield: 'Shield' },
        playerCounters: [
          { key: 'ordersPlayed', label: 'Orders played this turn' },
          { key: 'energy', label: 'Energy' },
        ],
      },
      // A play timing where the fighter can do nothing but pass is passed for them (same game, fewer asks).
      autoPass: true,
    },
    zones: [...vanguardZones, ...kwB.kwBZones, ...sets.setParts.zones],
    keywords: [...vanguardKeywords, ...kwAContributions.keywords, ...kwB.kwBKeywords, ...sets.setParts.keywords],
    ruleProcesses: [
      ...vanguardRuleProcesses,
      energyOverflowProcess,
      illegalGaugeProcess,
      ...kwAContributions.ruleProcesses,
      ...kwB.kwBRuleProcesses,
      ...depthRuleProcesses,
      ...premium.premiumRuleProcesses,
      ...sets.setParts.ruleProcesses,
      lockedWearProcess,
      ...cardRulesDepth.ruleProcesses,
    ],
    verbs: vanguardVerbList,
    conditions: [
      ...vanguardConditions,
      energyCondition,
      ...gaugeConditions,
      ...effectVerbConditions,
      ...effectTermConditions,
      ...kwAContributions.conditions,
      ...kwB.kwBConditions,
      ...depthConditions,
      ...sourceConditions,
      ...battleTermConditions,
      ...bindConditions,
      ...premium.gZoneConditions,
      ...premium.legionConditions,
      ...premium.heartConditions,
      ...rideConditions,
      ...sets.setParts.conditions,
      drawnByAbilityCondition,
      rearGuardToVanguardCircleCondition,
      ...cardRulesDepth.conditions,
      ...notYetRound2Conditions,
    ],
    procedures: [
      ...setupProcedures,
      ...turnProcedures,
      ...battleProcedures,
      ...kwB.kwBProcedures,
      ...depthProcedures,
      ...premium.premiumProcedures,
      ...sets.setParts.procedures,
      drawPhaseDrawProcedure,
    ],
    guards: [...turnGuards, ...battleGuards, ...depthGuards],
    moves: [
      rideMove(options),
      callMove,
      columnMove,
      overDressMove,
      orderPlayMove,
      blitzMove,
      declareAttackMove,
      attackMove,
      guardMove,
      interceptMove,
      ...kwB.kwBMoves,
      premium.strideMove,
      premium.gGuardianMove,
      ...sets.setParts.moves,
      ...cardRulesDepth.moves,
    ],
    processes: [
      ...setupProcesses,
      triggerProcess,
      rideFromSoulProcess,
      gAssistProcess,
      giftWorkProcess,
      chooseEffectAttackerProcess,
      ...cardRulesDepth.processes,
    ],
    // 12.3.5: a pending AUTO with a restriction icon (a usage limit) may be removed without playing it.
    pendingAbilityRules: [
      { rule: 'VG 12.3.5', mayDecline: (_ctx, _pending, ability) => ability.limit !== undefined },
      // 11.2.1.2.1.1: so may one whose text says "this ability cannot be used this turn / game" (src/verbs/disable-ability.ts).
      { rule: 'VG 11.2.1.2.1.1', mayDecline: (_ctx, _pending, ability) => hasDisableClause(ability) },
      ...kwB.kwBPendingRules,
      ...sets.setParts.pendingRules,
      ...cardRulesDepth.pendingAbilityRules,
    ],
    restrictions: [
      resistRestriction,
      cannotUseRestriction,
      losesAbilitiesRestriction,
      unaffectedRestriction,
      cannotBeAttackedRestriction,
      ...kwB.kwBRestrictions,
      ...depthRestrictions,
      ...sets.setParts.restrictions,
      premium.heartsAbilitiesRestriction,
      ...cardRulesDepth.restrictions,
    ],
    cards: [...vanguardCards, ...(options.cards ?? [])],
    cardSchema: cardSchemaFor,
    decks: [...vanguardDecks, ...premiumDecks, ...(options.decks ?? [])],
  };
}

/** Adds wear's power (6.9.3.5, 11.11.1.8) to the title's other rule modifications. */
function withWear(base: ReturnType<typeof ruleModificationsFor>): ReturnType<typeof ruleModificationsFor> {
  // With them, a face-down card of the damage, bind or order zone has no information (4.11.3, 4.12.4, 4.17.3.1).
  return (ctx, card, stat) =>
    joinedModifications(
      joinedModifications(base(ctx, card, stat), wearPowerModifications(ctx, card, stat)),
      joinedModifications(faceDownModifications(ctx, card, stat), wearAbilityModifications(ctx, card, stat)),
    );
}

/** The title's rule modifications plus the premium format's (6.5.1.3, 10.4.1.12.1). */
function withPremium(common: (ctx: GameContext, card: CardObject, stat: string) => RuleModification[]) {
  return (ctx: GameContext, card: CardObject, stat: string): RuleModification[] =>
    joinedModifications(common(ctx, card, stat), premium.premiumRuleModifications(ctx, card, stat));
}

/** The link-attack state's power (17.17.11.1, layer 11.11.1.8) after the title's other rule modifications. */
function withBuddyfight(common: (ctx: GameContext, card: CardObject, stat: string) => RuleModification[]) {
  return (ctx: GameContext, card: CardObject, stat: string): RuleModification[] =>
    joinedModifications(common(ctx, card, stat), sets.linkAttackModifications(ctx, card, stat));
}

export const vanguardPlugin: TitlePlugin = createVanguardPlugin();

/** The plugin: one ContainerModule binding everything above to the kernel's tokens. */
export const vanguardModule = titleModule(vanguardPlugin);

export { vanguardCards, vanguardDecks };
/** The keyword deck pair of 14.17–14.40 (`cinder-keywords`, `tidecrest-keywords`): `createVanguardPlugin({ decks: kwADecks })`. */
export { kwADecks } from './cards/decks-kw-a.js';
/** The deck pair of the set-specific rules 17.9–17.16 (`spirit-forge`, `coro-blades`): `createVanguardPlugin({ decks: setsBDecks })`. */
export { setsBDecks } from './cards/decks-sets-b.js';
/** The rules decks of chapters 7–18's mechanisms (`cinder-rules`, `tidecrest-rules`): `createVanguardPlugin({ decks: rulesDecks })`. */
export { rulesDecks } from './cards/decks-rules.js';
/** The Buddyfight deck pair of 17.17 (`skyforge-drakes`, `moonblade-ronin`): `createVanguardPlugin({ decks: buddyfightDecks })`. */
export { buddyfightDecks } from './sets/buddyfight/decks.js';
/** The chapter-17 deck pair (`stellar-chorus`, `gacha-warden`, premium format): `createVanguardPlugin({ decks: setADecks })`. */
export { setADecks } from './cards/pool-set-a.js';
/** The premium depth deck pair (`bondflare-wyrms`, `chainwave-fleet`, premium format): `createVanguardPlugin({ decks: premiumDepthDecks })`. */
export { premiumDepthDecks } from './cards/pool-premium-depth.js';
export { cardSchema, cardSchemaFor, parseCard, type VanguardCard } from './cards/schema.js';
export { validateVanguardDeck, standardDeckRules, oneOfEachGrade, type DeckRules } from './deck-validation.js';
export { circles, circleKey, vanguardOf } from './zones.js';
export { vgData, currentBattle, counter } from './state.js';
/** The continuous-effects deck pair (`gilded-chorus`, `toybox-echo`): `createVanguardPlugin({ decks: effectsDecks })`. */
export { effectsDecks } from './cards/decks-effects.js';
/** The deck pair of issue 16's card-information and effect mechanisms (`cinder-depth`, `tidecrest-depth`): `createVanguardPlugin({ decks: cardRulesDecks })`. */
export { cardRulesDecks } from './cards/decks-card-rules.js';
/** The second soak deck pair (`cinder-soak`, `tidecrest-soak`): cards for the verbs and conditions only test cards wrote before. */
export { soak2Decks } from './cards/decks-soak-2.js';
export { playVanguardLoop, vanguardLoopRules } from './loops.js';
