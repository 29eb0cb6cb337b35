/** Where a video's processing job stands in BullMQ; `unknown` when there is no such job. */
export type ProcessingJobState =
  'waiting' | 'active' | 'delayed' | 'prioritized' | 'waiting-children' | 'completed' | 'failed' | 'unknown';

/** What the sweep does with a video still pending: nothing yet, queue its processing, or give up. */
export type PendingVideoAction = 'leave' | 'queue' | 'give-up';

/**
 * A pending video younger than `requeueAfterMs` is left to the path that queued it. An older one is
 * left while its job is still to run (waiting, in backoff, or running: a long video takes its time);
 * it is queued when its job never existed or is gone (the add after the commit was lost, or the job
 * was removed), or completed without recording a result; and it is given up (failed, with a reason the
 * player reads) when its job failed for good: its retries were spent, most likely on a file that kills
 * the worker, and queueing it again would do the same forever.
 */
export function pendingVideoAction(
  pendingForMs: number,
  job: ProcessingJobState,
  requeueAfterMs: number,
): PendingVideoAction {
  if (pendingForMs < requeueAfterMs) return 'leave';
  switch (job) {
    case 'unknown':
    case 'completed':
      return 'queue';
    case 'failed':
      return 'give-up';
    default:
      return 'leave';
  }
}
