const RunLastSequencer = require('./run-last-sequencer.js');

/** A test file as jest hands it to a sequencer: no timing cached, so jest orders by size, largest first. */
function file(path: string, size: number) {
  return { path, context: { config: { cache: false }, hasteFS: { getSize: () => size } } };
}

describe('the browser run sequencer', () => {
  const order = (files: ReturnType<typeof file>[]) =>
    (new RunLastSequencer({}).sort(files) as { path: string }[]).map((test) => test.path);

  it("keeps jest's order and puts *.last.e2e-spec.ts files after all others", () => {
    expect(
      order([
        file('/e2e/a.e2e-spec.ts', 10),
        file('/e2e/other-club.last.e2e-spec.ts', 500),
        file('/e2e/b.e2e-spec.ts', 50),
        file('/e2e/small.last.e2e-spec.ts', 5),
        file('/e2e/c.e2e-spec.ts', 30),
      ]),
    ).toEqual([
      '/e2e/b.e2e-spec.ts',
      '/e2e/c.e2e-spec.ts',
      '/e2e/a.e2e-spec.ts',
      '/e2e/other-club.last.e2e-spec.ts',
      '/e2e/small.last.e2e-spec.ts',
    ]);
  });

  it('looks at the file name only, not at its folders', () => {
    expect(order([file('/work/x.last.e2e-spec.ts/inner.e2e-spec.ts', 1), file('/e2e/big.e2e-spec.ts', 9)])).toEqual([
      '/e2e/big.e2e-spec.ts',
      '/work/x.last.e2e-spec.ts/inner.e2e-spec.ts',
    ]);
  });
});
