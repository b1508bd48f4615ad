export {
  position,
  editPosition,
  PositionBuilder,
  type BuiltPosition,
  type CardSpec,
  type CardRef,
  type PositionOptions,
  type WithRefs,
} from './builder.js';
export { zoneCards, numberStat, keywordList } from './read.js';
