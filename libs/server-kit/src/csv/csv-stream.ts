import { Readable } from 'node:stream';
import { type ExportRow, neutralizeCsvCell } from '@portal/contracts';
import { stringify } from 'csv-stringify';

/**
 * RFC 4180 CSV (CRLF records, a field holding a comma, quote, CR or LF quoted with its quotes
 * doubled) of a header and rows pulled one at a time from `rows`: the async source is read only as
 * fast as the client takes the bytes, so an export of any length holds a page in memory at most.
 * Every cell is neutralised against spreadsheet formula injection first.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<ExportRow>): Readable {
  async function* cells(): AsyncGenerator<string[]> {
    yield header.map((cell) => neutralizeCsvCell(cell));
    for await (const row of rows) yield row.map((cell) => neutralizeCsvCell(cell));
  }
  const stringifier = stringify({ record_delimiter: '\r\n', quoted_match: /[\r\n]/, eof: true });
  const source = Readable.from(cells());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
