import type { TitleRegistry } from '../../src/index.js';
import { skirmishPlugin } from '../../../kernel/test/fixtures/skirmish.js';

/** The kernel's fixture title in its four answer models, under the names scenario files use. */
export const skirmishRegistry: TitleRegistry = {
  skirmish: skirmishPlugin('none'),
  'skirmish/interrupt': skirmishPlugin('interrupt'),
  'skirmish/counter': skirmishPlugin('counter'),
  'skirmish/stack': skirmishPlugin('stack'),
};
