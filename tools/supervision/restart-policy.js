'use strict';
/**
 * When the supervisor (scripts/supervise.mjs) restarts a process that exited on its own, and when it
 * gives up. Pure: it sees only the process's exit history and the clock.
 *
 * - The delay doubles from `initialDelayMs` with each crash in a row, up to `maxDelayMs`.
 * - A process that stayed up for `stableAfterMs` starts again from the initial delay.
 * - `maxCrashes` exits within `crashWindowMs` means a crash loop: leave it down and say so.
 * - A clean exit (code 0: someone stopped it with SIGTERM) that ends no crash streak restarts at once.
 */

/** @typedef {{ initialDelayMs: number, maxDelayMs: number, stableAfterMs: number, maxCrashes: number, crashWindowMs: number }} RestartPolicy */
/** @typedef {{ startedAt: number, exitedAt: number, code: number | null, signal: string | null }} ExitRecord */
/** @typedef {{ action: 'restart', delayMs: number, crashesInRow: number, crashesInWindow: number } | { action: 'give-up', crashesInWindow: number }} RestartDecision */

/** @type {RestartPolicy} */
const DEFAULT_POLICY = Object.freeze({
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  maxCrashes: 5,
  crashWindowMs: 5 * 60_000,
});

/** @param {ExitRecord} exit */
function isCleanExit(exit) {
  return exit.code === 0 && exit.signal === null;
}

/**
 * Crashes in a row, newest first, stopping at the first run that lasted `stableAfterMs`.
 * @param {readonly ExitRecord[]} exits oldest first
 * @param {RestartPolicy} policy
 */
function crashesInRow(exits, policy) {
  let count = 0;
  for (let index = exits.length - 1; index >= 0; index -= 1) {
    const exit = /** @type {ExitRecord} */ (exits[index]);
    count += 1;
    if (exit.exitedAt - exit.startedAt >= policy.stableAfterMs) break;
  }
  return count;
}

/**
 * What to do after the newest exit in `exits` (oldest first, the newest last).
 * @param {readonly ExitRecord[]} exits
 * @param {number} now
 * @param {RestartPolicy} [policy]
 * @returns {RestartDecision}
 */
function decideRestart(exits, now, policy = DEFAULT_POLICY) {
  const latest = exits.at(-1);
  if (!latest) throw new Error('decideRestart needs the exit that just happened');
  const crashesInWindow = exits.filter((exit) => now - exit.exitedAt < policy.crashWindowMs).length;
  if (crashesInWindow >= policy.maxCrashes) return { action: 'give-up', crashesInWindow };
  const inRow = crashesInRow(exits, policy);
  if (inRow === 1 && isCleanExit(latest))
    return { action: 'restart', delayMs: 0, crashesInRow: inRow, crashesInWindow };
  const delayMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (inRow - 1));
  return { action: 'restart', delayMs, crashesInRow: inRow, crashesInWindow };
}

/**
 * Exits older than the window no longer matter; keeps the history small for a long-running portal.
 * @param {readonly ExitRecord[]} exits
 * @param {number} now
 * @param {RestartPolicy} [policy]
 */
function pruneExits(exits, now, policy = DEFAULT_POLICY) {
  const keepAfter = now - Math.max(policy.crashWindowMs, policy.stableAfterMs);
  const recent = exits.filter((exit) => exit.exitedAt >= keepAfter);
  return recent.length > 0 ? recent : exits.slice(-1);
}

/**
 * How an exit reads in the log: `exit code 1`, `signal SIGKILL`.
 * @param {{ code: number | null, signal: string | null }} exit
 */
function describeExit(exit) {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code ?? 'unknown'}`;
}

/**
 * The policy from SUPERVISOR_* variables, each falling back to the default; a bad value is an error
 * that names the variable.
 * @param {Record<string, string | undefined>} env
 * @returns {RestartPolicy}
 */
function policyFromEnv(env) {
  /** @param {string} name @param {number} fallback */
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`);
    return value;
  };
  const policy = {
    initialDelayMs: read('SUPERVISOR_INITIAL_DELAY_MS', DEFAULT_POLICY.initialDelayMs),
    maxDelayMs: read('SUPERVISOR_MAX_DELAY_MS', DEFAULT_POLICY.maxDelayMs),
    stableAfterMs: read('SUPERVISOR_STABLE_AFTER_MS', DEFAULT_POLICY.stableAfterMs),
    maxCrashes: read('SUPERVISOR_MAX_CRASHES', DEFAULT_POLICY.maxCrashes),
    crashWindowMs: read('SUPERVISOR_CRASH_WINDOW_MS', DEFAULT_POLICY.crashWindowMs),
  };
  if (policy.maxCrashes < 1) throw new Error('SUPERVISOR_MAX_CRASHES must be at least 1');
  return policy;
}

module.exports = { DEFAULT_POLICY, decideRestart, pruneExits, describeExit, policyFromEnv };
