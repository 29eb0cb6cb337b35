const { basename } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Browser test files that must run after every other file of the run. */
const LAST = '.last.e2e-spec.ts';

/**
 * jest's own order (failed last time first, then slowest, then largest), except that files named
 * `*.last.e2e-spec.ts` run after every other file, in that same order among themselves. They change
 * the run's shared portal for good: once it has a second club, `/signup` needs an invite code and
 * `user:create` needs `--club`, which the other files rely on. The browser run has maxWorkers 1
 * (jest.e2e.config.js), so this order is the order the files run in.
 */
class RunLastSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const isLast = (test) => basename(test.path).endsWith(LAST);
    return [...sorted.filter((test) => !isLast(test)), ...sorted.filter(isLast)];
  }
}

module.exports = RunLastSequencer;
