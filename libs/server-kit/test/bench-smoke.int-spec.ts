import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '@portal/server-kit/testing';

/**
 * No benchmark rots (issue 38): every `bench:*` script of package.json runs end to end in its smoke
 * mode (`--smoke`: tiny sizes, about a second per row; bench:web without Vite and Lighthouse), so a
 * bench that no longer starts or no longer matches the code (its seed, the shapes it builds) fails
 * the suite. Only the exit code is asserted: the figures of a smoke run mean nothing.
 */
const root = workspaceRoot();
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const benches = Object.entries(scripts)
  .filter(([name]) => name.startsWith('bench:'))
  .map(([name, command]) => {
    const file = /^node (scripts\/\S+\.mjs)$/.exec(command)?.[1];
    if (!file) throw new Error(`${name}: "${command}" is not "node scripts/<bench>.mjs"; teach this test to smoke it`);
    return { name, file };
  });

/** Generous for a loaded, shared machine: a smoke run takes seconds on a quiet one. */
const RUN_TIMEOUT_MS = 8 * 60_000;

function runSmoke(file: string): Promise<{ code: number | null; signal: string | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, '--smoke'], {
      cwd: root,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

// Opt-in for now (BENCH_SMOKE_TESTS=1): the whole smoke run takes several minutes on this machine kind,
// over issue 38's two-minute target, and was not yet measured inside a full suite run under CI's limit.
const describeWhenAsked = process.env.BENCH_SMOKE_TESTS === '1' ? describe : describe.skip;

describeWhenAsked('benchmarks, smoke mode', () => {
  it('package.json has benches to smoke', () => {
    expect(benches.map(({ name }) => name)).toEqual(expect.arrayContaining(['bench:reports', 'bench:web']));
  });

  it.each(benches)(
    '$name runs to the end with --smoke',
    async ({ file }) => {
      const { code, signal, output } = await runSmoke(file);
      expect({ code, signal, tail: code === 0 ? '' : output.slice(-4000) }).toEqual({
        code: 0,
        signal: null,
        tail: '',
      });
      expect(output).toContain('smoke mode');
    },
    RUN_TIMEOUT_MS + 30_000,
  );
});
