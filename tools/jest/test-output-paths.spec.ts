import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Tests write only inside the repository's ignored folders (test-artifacts/, tmp/) or a temporary
 * directory they make and remove (mkdtemp): never to a fixed path elsewhere on the machine, as the
 * family-consent browser test once did by default (/work/wt/shots/consent) and the calls test
 * (/tmp/shots-calls). This reads every test file, their support code and the benchmarks `npm test`
 * smokes, and fails on a string that starts with a fixed absolute path outside the repository.
 */
const root = join(__dirname, '..', '..');
// /var/run/ holds sockets a test may read (docker.sock), never where it writes.
const FIXED_OUTSIDE_PATH = /['"`]\/(?:tmp|work|home|root|var(?!\/run\/)|srv|mnt|opt|data)\/[^'"`]*/g;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, keep) : keep(entry.name) ? [path] : [];
  });
}

const isCode = (name: string) => /\.(ts|tsx|js|mjs)$/.test(name);
const testFiles = [
  ...filesUnder(join(root, 'e2e'), isCode),
  ...readdirSync(join(root, 'apps')).flatMap((app) => filesUnder(join(root, 'apps', app, 'test'), isCode)),
  ...readdirSync(join(root, 'libs')).flatMap((lib) => filesUnder(join(root, 'libs', lib, 'test'), isCode)),
  ...filesUnder(join(root, 'libs', 'server-kit', 'src', 'testing'), isCode),
  ...filesUnder(join(root, 'apps'), (name) => /\.spec\.tsx?$/.test(name)),
  ...filesUnder(join(root, 'libs'), (name) => /\.spec\.tsx?$/.test(name)),
  ...filesUnder(join(root, 'scripts'), (name) => /^bench.*\.mjs$/.test(name)),
  join(root, 'scripts', 'lib', 'bench-kit.mjs'),
];

describe('tests write only inside the repository', () => {
  it('finds the files it reads', () => {
    expect(testFiles.length).toBeGreaterThan(50);
  });

  it('no test, test support or smoked benchmark names a fixed path outside the repository', () => {
    const found = testFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FIXED_OUTSIDE_PATH)].map(
        (match) => `${relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
