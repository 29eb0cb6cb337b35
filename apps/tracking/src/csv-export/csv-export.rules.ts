import { type ExportRow, neutralizeCsvCell } from '@portal/contracts';

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/**
 * One CSV cell exactly as server-kit's csvStream writes it (RFC 4180: a cell holding a comma, quote, CR
 * or LF is quoted with its quotes doubled), after neutralising spreadsheet formulas.
 */
export function csvCell(value: string | number | null): string {
  const text = neutralizeCsvCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTES, '""')}"` : text;
}

export function csvRecord(cells: readonly (string | number | null)[]): string {
  let line = '';
  for (let index = 0; index < cells.length; index += 1) {
    if (index > 0) line += ',';
    line += csvCell(cells[index] ?? null);
  }
  return `${line}\r\n`;
}

/**
 * The CSV text of a header and pages of rows, one string per page: the same bytes as csvStream without
 * a stream per export (csv-stringify costs more than the query for a year of rows).
 */
export async function* csvLines(
  header: readonly string[],
  pages: AsyncIterable<readonly ExportRow[]>,
): AsyncGenerator<string> {
  let text = csvRecord(header);
  for await (const rows of pages) {
    for (const row of rows) text += csvRecord(row);
    yield text;
    text = '';
  }
  if (text) yield text;
}
