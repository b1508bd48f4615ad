export { runScenario, runScenarioFile, runParsedScenario } from './runner.js';
export { formatPath, parseScenario, type ParsedScenario } from './parse.js';
export { scenarioCases, type ScenarioCase } from './cases.js';
export { scenarioSchema, type Scenario, type ScenarioStep, type Expectation } from './schema.js';
export { formatScenarioResult, type ScenarioResult, type ScenarioFailure, type ScenarioFailureKind } from './result.js';
export { engineFor, registryOf, type TitleRegistry } from './registry.js';
export { scenarioJsonSchema } from './json-schema.js';
export { scenarioLimits } from './limits.js';
