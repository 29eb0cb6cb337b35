import { createHash } from 'node:crypto';

/** A finished period of a player that has no report yet. */
export interface DueReport {
  playerId: string;
  periodNumber: number;
  periodEnd: string;
}

/**
 * Splits a run's due reports into batches of at most `size`, each player at most once per batch
 * (a player's missed periods go in successive batches, oldest first: a batch asks each service
 * once per player). The order is fixed (period, then player), so two scans that see the same due
 * reports make the same batches, and so the same job ids.
 */
export function reportBatches(due: readonly DueReport[], size: number): DueReport[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A batch holds at least one report, not ${size}`);
  const sorted = [...due].sort(
    (a, b) => a.periodNumber - b.periodNumber || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
  );
  const batches: { reports: DueReport[]; players: Set<string> }[] = [];
  let firstWithRoom = 0;
  for (const report of sorted) {
    while (firstWithRoom < batches.length && batches[firstWithRoom]!.reports.length >= size) firstWithRoom += 1;
    let index = firstWithRoom;
    while (
      index < batches.length &&
      (batches[index]!.reports.length >= size || batches[index]!.players.has(report.playerId))
    )
      index += 1;
    if (index === batches.length) batches.push({ reports: [], players: new Set() });
    batches[index]!.reports.push(report);
    batches[index]!.players.add(report.playerId);
  }
  return batches.map((batch) => batch.reports);
}

/** The job id of a batch: named by its reports, so queueing the same batch twice adds one job. */
export function reportBatchJobId(batch: readonly DueReport[]): string {
  const hash = createHash('sha256')
    .update(batch.map((report) => `${report.playerId}:${report.periodNumber}:${report.periodEnd}`).join('\n'))
    .digest('hex');
  return `reports-${hash.slice(0, 32)}`;
}
