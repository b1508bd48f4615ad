/**
 * The set-specific rules of chapter 17 (17.2–17.8), ultimate stride (6.6.3, 14.13) and Dress Boost's equipment
 * (14.44), wired into the title by `createVanguardPlugin` from these lists (helper vg-set-a's part of issue 16).
 */
import type {
  ConditionContribution,
  EventObserver,
  KeywordContribution,
  MoveContribution,
  PendingAbilityContribution,
  RestrictionContribution,
  ProcedureContribution,
  RuleProcessContribution,
  ZoneContribution,
} from '@tcgkit/kernel';
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

type Without<T> = Omit<T, 'title'>;

export const setZones: Without<ZoneContribution>[] = [musicZone, monsterBoxZone, equipmentZone];
export const setKeywords: Without<KeywordContribution>[] = [...monsterStrikeKeywords, volundKeyword];
export const setVerbs = [
  turnOverVerb,
  ultimateStrideVerb,
  makeStarDomainVerb,
  imprisonVerb,
  becomeStrikerVerb,
  singVerb,
  songFaceDownVerb,
  equipVerb,
] as const;
export const setConditions: Without<ConditionContribution>[] = [
  ...gyzeConditions,
  ...starDomainConditions,
  ...musicConditions,
  ...imprisonConditions,
  ...monsterStrikeConditions,
  ...songConditions,
  ...equipmentConditions,
];
export const setRuleProcesses: Without<RuleProcessContribution>[] = [
  starDomainProcess,
  musicUnderUnitProcess,
  imprisonedProcess,
  gachaEventProcess,
  ...equipmentProcesses,
  ultimateReturnProcess,
];
export const setProcedures: Without<ProcedureContribution>[] = [endMusicProcedure, endStarDomainProcedure];
export const setMoves: Without<MoveContribution>[] = [ultimateStrideMove, monsterBoxMove];
export const setRestrictions: Without<RestrictionContribution>[] = [imprisonedRestriction];
export const setPendingRules: Without<PendingAbilityContribution>[] = [songPendingRule];
export const setEventObservers: EventObserver[] = [equipmentRideObserver, ultimateReturnObserver];

export { makeGyzeFaceAfterMove } from './gyze.js';
export { finishEquipmentOrder } from './equipment.js';
export { placeMusicOrder, placedOnCircle } from './music-orders.js';
