/**
 * `npm run test:soak`: the hostile-input fuzzer run long (`FUZZ_RUNS`, default 20,000 positions each for
 * hostile actions and for corrupted snapshots). The default suite runs the same properties 300 times.
 */
process.env['FUZZ_RUNS'] ??= '20000';
await import('../test/hostile-fuzz.test.js');
