import { type DueReport, reportBatchJobId, reportBatches } from './report-batches.rules';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const due = (playerId: string, periodNumber: number): DueReport => ({
  playerId,
  periodNumber,
  periodEnd: `2026-0${periodNumber}-01`,
});
const keys = (batches: DueReport[][]) =>
  batches.map((batch) => batch.map((report) => `${report.playerId.slice(-1)}${report.periodNumber}`));

describe('report batches', () => {
  it('fills batches up to the size, by period then player, whatever order the players came in', () => {
    expect(keys(reportBatches([due(C, 1), due(A, 1), due(B, 1)], 2))).toEqual([['a1', 'b1'], ['c1']]);
    expect(keys(reportBatches([due(B, 1), due(C, 1), due(A, 1)], 5))).toEqual([['a1', 'b1', 'c1']]);
  });

  it("puts a player's missed periods in successive batches, oldest first", () => {
    // A missed periods 1-3, B period 1 only: A appears at most once per batch.
    expect(keys(reportBatches([due(A, 3), due(B, 1), due(A, 1), due(A, 2)], 25))).toEqual([
      ['a1', 'b1'],
      ['a2'],
      ['a3'],
    ]);
    expect(keys(reportBatches([due(A, 2), due(B, 1), due(A, 1), due(C, 1)], 2))).toEqual([
      ['a1', 'b1'],
      ['c1', 'a2'],
    ]);
  });

  it('makes no batch of nothing and refuses a size below one', () => {
    expect(reportBatches([], 25)).toEqual([]);
    expect(() => reportBatches([due(A, 1)], 0)).toThrow('at least one');
  });

  it('names a batch by its reports: the same batch, the same job id', () => {
    const first = reportBatches([due(B, 1), due(A, 1)], 25)[0]!;
    const again = reportBatches([due(A, 1), due(B, 1)], 25)[0]!;
    expect(reportBatchJobId(first)).toBe(reportBatchJobId(again));
    expect(reportBatchJobId(first)).toMatch(/^reports-[0-9a-f]{32}$/);
    expect(reportBatchJobId([due(A, 1)])).not.toBe(reportBatchJobId(first));
    expect(reportBatchJobId([due(A, 1)])).not.toBe(reportBatchJobId([{ ...due(A, 1), periodEnd: '2026-01-02' }]));
  });
});
