import { type ExportRow } from '@portal/contracts';
import fc from 'fast-check';
import { csvStream } from '@portal/server-kit';
import { csvCell, csvLines } from './csv-export.rules';

async function textOf(source: AsyncIterable<string | Buffer>): Promise<string> {
  let text = '';
  for await (const piece of source) text += String(piece);
  return text;
}

async function* pagesOf(...pages: ExportRow[][]): AsyncGenerator<ExportRow[]> {
  yield* pages;
}

describe('CSV export text', () => {
  const header = ['Date', 'Notes, free text', 'Minutes'];
  const awkward: ExportRow[] = [
    ['2026-11-15', 'notes, "quoted"', 45],
    ['2026-11-14', 'line one\nline two', -3],
    ['2026-11-13', '=HYPERLINK("http://evil")', null],
    ['2026-11-12', 'carriage\ronly', 0],
    ['2026-11-11', '+1 and @me', 12.5],
    ['2026-11-10', '', 60],
  ];

  it('writes the same bytes as csvStream, formulas neutralised and awkward cells quoted', async () => {
    const expected = await textOf(csvStream(header, rowsOf(awkward)));
    expect(await textOf(csvLines(header, pagesOf(awkward.slice(0, 2), [], awkward.slice(2))))).toBe(expected);
  });

  it('quotes only what needs it and doubles quotes inside', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes exactly what csvStream writes for any cells (formula triggers, quotes, separators, line breaks)', async () => {
    const awkwardText = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", ';', 'é', '😀'),
      maxLength: 12,
    });
    const cell = fc.oneof(
      awkwardText,
      fc.integer({ min: -1000, max: 1000 }),
      fc.double({ noNaN: true }),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 8 }), async (rows) => {
        const expected = await textOf(csvStream(header, rowsOf(rows)));
        expect(await textOf(csvLines(header, pagesOf(rows.slice(0, 3), rows.slice(3))))).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('still writes the header when there are no rows', async () => {
    expect(await textOf(csvLines(header, pagesOf([])))).toBe('Date,"Notes, free text",Minutes\r\n');
  });
});

async function* rowsOf(rows: ExportRow[]): AsyncGenerator<ExportRow> {
  yield* rows;
}
