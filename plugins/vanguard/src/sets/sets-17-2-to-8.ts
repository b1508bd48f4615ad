/**
 * The set-specific rules of chapter 17 (17.2–17.8), ultimate stride (6.6.3, 14.13) and Dress Boost's equipment
 * (14.44), as one set contribution
 * (registered through `sets/index.ts`) (helper vg-set-a's part of issue 16).
 */
import { defineSet } from './set-parts.js';
import { equipmentConditions, equipmentProcesses, equipmentRideObserver, equipmentZone, equipVerb, volundKeyword } from './equipment.js';
import { gyzeConditions, turnOverVerb } from './gyze.js';
import { imprisonConditions, imprisonedProcess, imprisonedRestriction, imprisonVerb } from './imprison.js';
import {
  becomeStrikerVerb,
  gachaEventProcess,
  monsterBoxMove,
  monsterBoxZone,
  monsterStrikeConditions,
  monsterStrikeKeywords,
} from './monster-strike.js';
import { endMusicProcedure, musicConditions, musicUnderUnitProcess, musicZone } from './music-orders.js';
import { singVerb, songConditions, songFaceDownVerb, songPendingRule } from './songs.js';
import { endStarDomainProcedure, makeStarDomainVerb, starDomainConditions, starDomainProcess } from './star-domain.js';
import { ultimateReturnObserver, ultimateReturnProcess, ultimateStrideMove, ultimateStrideVerb } from './ultimate-stride.js';

/** Chapter 17.2–17.8, ultimate stride and equipment as one set contribution. */
export const setsA = defineSet({
  zones: [musicZone, monsterBoxZone, equipmentZone],
  keywords: [...monsterStrikeKeywords, volundKeyword],
  verbs: [turnOverVerb, ultimateStrideVerb, makeStarDomainVerb, imprisonVerb, becomeStrikerVerb, singVerb, songFaceDownVerb, equipVerb],
  conditions: [
    ...gyzeConditions,
    ...starDomainConditions,
    ...musicConditions,
    ...imprisonConditions,
    ...monsterStrikeConditions,
    ...songConditions,
    ...equipmentConditions,
  ],
  ruleProcesses: [
    starDomainProcess,
    musicUnderUnitProcess,
    imprisonedProcess,
    gachaEventProcess,
    ...equipmentProcesses,
    ultimateReturnProcess,
  ],
  procedures: [endMusicProcedure, endStarDomainProcedure],
  moves: [ultimateStrideMove, monsterBoxMove],
  restrictions: [imprisonedRestriction],
  pendingRules: [songPendingRule],
  eventObservers: [equipmentRideObserver, ultimateReturnObserver],
});
