import { csvStream } from './csv-stream';

async function text(header: string[], rows: (string | number | null)[][]): Promise<string> {
  async function* source() {
    yield* rows;
  }
  let out = '';
  for await (const chunk of csvStream(header, source())) out += chunk;
  return out;
}

describe('CSV export stream', () => {
  it('writes a header and CRLF records', async () => {
    expect(
      await text(
        ['Date', 'Minutes'],
        [
          ['2026-11-19', 30],
          ['2026-11-18', 45],
        ],
      ),
    ).toBe('Date,Minutes\r\n2026-11-19,30\r\n2026-11-18,45\r\n');
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', async () => {
    expect(await text(['Notes'], [['a,b'], ['say "hi"'], ['two\nlines'], ['cr\rhere'], ['plain']])).toBe(
      'Notes\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\nplain\r\n',
    );
  });

  it('writes empty cells for missing values and neutralises formulas', async () => {
    expect(
      await text(
        ['A', 'B', 'C'],
        [
          [null, '=HYPERLINK("x")', -3],
          ['@SUM(1)', '+1', '-1'],
        ],
      ),
    ).toBe('A,B,C\r\n,"\'=HYPERLINK(""x"")",-3\r\n\'@SUM(1),\'+1,\'-1\r\n');
  });

  it('neutralises a tab or CR at the start of a cell', async () => {
    expect(await text(['A'], [['\tcmd'], ['\rcmd']])).toBe('A\r\n\'\tcmd\r\n"\'\rcmd"\r\n');
  });
});
