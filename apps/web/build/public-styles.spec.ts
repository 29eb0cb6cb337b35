import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_MANTINE_COMPONENTS } from '../src/app/public-mantine';

const mantineStyles = join(__dirname, '../../../node_modules/@mantine/core/styles');
const publicStyles = join(__dirname, '../src/app/public-styles.ts');
const imported = [...readFileSync(publicStyles, 'utf8').matchAll(/styles\/(\w+)\.layer\.css/g)]
  .map((match) => match[1])
  .filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name ?? ''));

/** src/app/public-styles.ts against src/app/public-mantine.ts (a build rule, so it lives here). */
describe('public Mantine styles', () => {
  it('loads the stylesheet of every public component that has one, and only those', () => {
    const withSheet = PUBLIC_MANTINE_COMPONENTS.filter((name) => existsSync(join(mantineStyles, `${name}.layer.css`)));
    expect([...imported].sort()).toEqual([...withSheet].sort());
  });

  it("imports them in Mantine's own order (the order of the full sheet)", () => {
    const full = readFileSync(join(mantineStyles, '../styles.css'), 'utf8');
    const offsets = imported.map((name) =>
      full.indexOf(
        readFileSync(join(mantineStyles, `${name}.css`), 'utf8')
          .trim()
          .slice(0, 300),
      ),
    );
    expect(offsets.every((offset) => offset >= 0)).toBe(true);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
