import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The supervisor over real child processes (tools/supervision/fixtures): one that stays up, one that
 * crashes at once and one whose event loop hangs.
 */
describe('supervisor', () => {
  let lines: string[];

  beforeAll(async () => {
    const { stdout } = await run(process.execPath, [join(__dirname, 'fixtures', 'supervise-fixtures.mjs')], {
      env: { PATH: process.env.PATH ?? '' },
      timeout: 90_000,
    });
    lines = stdout.split('\n').filter((line) => line.startsWith('[supervisor]'));
  }, 100_000);

  const about = (name: string) => lines.filter((line) => line.includes(name));

  it('starts a process and sees it ready through its probe', () => {
    expect(about('steady')).toContainEqual(expect.stringMatching(/steady is ready \(pid \d+\)/));
    expect(about('steady').filter((line) => line.includes('started steady'))).toHaveLength(1);
  });

  it('restarts a crashing process with a doubling delay, logging how it exited, then leaves it down', () => {
    const crashes = about('crasher').filter((line) => /crasher exited \(exit code 3\)/.test(line));
    expect(crashes).toHaveLength(3);
    expect(crashes[0]).toMatch(/restarting in 0\.1 s/);
    expect(crashes[1]).toMatch(/restarting in 0\.2 s/);
    expect(crashes[2]).toMatch(/3 exits within 1 min, so it is LEFT DOWN/);
    expect(about('crasher').filter((line) => line.includes('started crasher'))).toHaveLength(3);
    expect(lines).toContain('[supervisor] gave up on crasher');
  });

  it('kills a process that stops answering its liveness probe, and starts it again', () => {
    const hung = about('hung');
    const killed = hung.findIndex((line) =>
      /did not answer its liveness probe 3 times in a row; killing it/.test(line),
    );
    expect(killed).toBeGreaterThan(-1);
    expect(hung.slice(killed)).toContainEqual(expect.stringMatching(/hung exited \(signal SIGKILL\).*restarting in/));
    expect(hung.slice(killed)).toContainEqual(
      expect.stringMatching(/hung is back \(pid \d+\), [\d.]+ s after it went down/),
    );
  });

  it('stops everything on request', () => {
    expect(lines.at(-1)).toBe('[supervisor] done');
    expect(about('steady')).toContainEqual(expect.stringMatching(/steady \(pid \d+\) stopped \(exit code 0\)/));
  });
});
