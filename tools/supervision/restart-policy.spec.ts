const { DEFAULT_POLICY, decideRestart, describeExit, policyFromEnv, pruneExits } = require('./restart-policy.js');

const SECOND = 1000;
const MINUTE = 60 * SECOND;

interface Exit {
  startedAt: number;
  exitedAt: number;
  code: number | null;
  signal: string | null;
}

/** Runs that each lasted `upMs` and crashed with exit code 1, restarted immediately one after the other. */
function crashes(count: number, upMs: number, firstStart = 0): Exit[] {
  return Array.from({ length: count }, (_, index) => ({
    startedAt: firstStart + index * upMs,
    exitedAt: firstStart + (index + 1) * upMs,
    code: 1,
    signal: null,
  }));
}

describe('supervisor restart policy', () => {
  it('doubles the delay with each crash in a row: 0.5 s, 1 s, 2 s, 4 s', () => {
    const delays = [1, 2, 3, 4].map((count) => {
      const exits = crashes(count, SECOND);
      return decideRestart(exits, exits.at(-1)!.exitedAt).delayMs;
    });
    expect(delays).toEqual([500, 1000, 2000, 4000]);
  });

  it('caps the delay at 30 s', () => {
    const policy = { ...DEFAULT_POLICY, maxCrashes: 100 };
    const exits = crashes(10, SECOND); // 0.5 s * 2^9 = 256 s uncapped
    expect(decideRestart(exits, exits.at(-1)!.exitedAt, policy)).toMatchObject({ action: 'restart', delayMs: 30_000 });
  });

  it('starts again from 0.5 s after a run that stayed up for a minute', () => {
    const exits: Exit[] = [
      ...crashes(3, SECOND),
      { startedAt: 10 * SECOND, exitedAt: 10 * SECOND + MINUTE, code: 1, signal: null },
    ];
    expect(decideRestart(exits, exits.at(-1)!.exitedAt)).toMatchObject({
      action: 'restart',
      delayMs: 500,
      crashesInRow: 1,
    });
  });

  it('gives up at the fifth crash within five minutes', () => {
    const four = crashes(4, 10 * SECOND);
    expect(decideRestart(four, four.at(-1)!.exitedAt)).toMatchObject({ action: 'restart', crashesInWindow: 4 });
    const five = crashes(5, 10 * SECOND);
    expect(decideRestart(five, five.at(-1)!.exitedAt)).toEqual({ action: 'give-up', crashesInWindow: 5 });
  });

  it('does not give up when the crashes are spread over more than the window', () => {
    // Five crashes 80 s apart: at the fifth (t = 400 s) only the ones at 160, 240, 320 and 400 s count.
    const exits = crashes(5, 80 * SECOND);
    expect(decideRestart(exits, exits.at(-1)!.exitedAt)).toMatchObject({
      action: 'restart',
      crashesInWindow: 4,
      delayMs: 500, // each run lasted 80 s, longer than the stable minute
    });
  });

  it('restarts a clean exit (stopped with SIGTERM) at once, but backs off a clean exit in a crash streak', () => {
    const stopped: Exit[] = [{ startedAt: 0, exitedAt: 5 * MINUTE, code: 0, signal: null }];
    expect(decideRestart(stopped, 5 * MINUTE)).toMatchObject({ action: 'restart', delayMs: 0 });
    const streak: Exit[] = [
      ...crashes(2, SECOND),
      { startedAt: 2 * SECOND, exitedAt: 3 * SECOND, code: 0, signal: null },
    ];
    expect(decideRestart(streak, 3 * SECOND)).toMatchObject({ action: 'restart', delayMs: 2000 });
  });

  it('counts a SIGKILL as a crash, not a clean exit', () => {
    const killed: Exit[] = [{ startedAt: 0, exitedAt: 5 * MINUTE, code: null, signal: 'SIGKILL' }];
    expect(decideRestart(killed, 5 * MINUTE)).toMatchObject({ action: 'restart', delayMs: 500 });
  });

  it('refuses to decide without an exit', () => {
    expect(() => decideRestart([], 0)).toThrow(/needs the exit/);
  });

  it('forgets exits older than the window but keeps the newest', () => {
    const exits = crashes(3, 4 * MINUTE); // exits at 4, 8 and 12 minutes
    expect(pruneExits(exits, 12 * MINUTE).map((exit: Exit) => exit.exitedAt)).toEqual([8 * MINUTE, 12 * MINUTE]);
    expect(pruneExits(exits.slice(0, 1), 60 * MINUTE)).toHaveLength(1);
  });

  it('describes an exit by its signal, else its code', () => {
    expect(describeExit({ code: null, signal: 'SIGKILL' })).toBe('signal SIGKILL');
    expect(describeExit({ code: 1, signal: null })).toBe('exit code 1');
  });

  it('reads the policy from SUPERVISOR_* variables and names a bad one', () => {
    expect(policyFromEnv({})).toEqual(DEFAULT_POLICY);
    expect(policyFromEnv({ SUPERVISOR_MAX_CRASHES: '3', SUPERVISOR_MAX_DELAY_MS: '' })).toEqual({
      ...DEFAULT_POLICY,
      maxCrashes: 3,
    });
    expect(() => policyFromEnv({ SUPERVISOR_INITIAL_DELAY_MS: 'soon' })).toThrow(/SUPERVISOR_INITIAL_DELAY_MS/);
    expect(() => policyFromEnv({ SUPERVISOR_MAX_CRASHES: '0' })).toThrow(/at least 1/);
  });
});
