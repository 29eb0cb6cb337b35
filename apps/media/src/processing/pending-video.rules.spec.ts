import { type ProcessingJobState, pendingVideoAction } from './pending-video.rules';

const requeueAfterMs = 10 * 60_000;
const old = requeueAfterMs;

describe('pendingVideoAction: what the sweep does with a video still pending', () => {
  it.each<ProcessingJobState>(['unknown', 'completed', 'failed', 'waiting', 'active'])(
    'leaves a video pending for less than the threshold alone (job %s)',
    (job) => {
      expect(pendingVideoAction(requeueAfterMs - 1, job, requeueAfterMs)).toBe('leave');
    },
  );

  it('queues a video pending too long that has no job (the add after the commit was lost)', () => {
    expect(pendingVideoAction(old, 'unknown', requeueAfterMs)).toBe('queue');
  });

  it('queues again a video whose job completed without recording a result', () => {
    expect(pendingVideoAction(old, 'completed', requeueAfterMs)).toBe('queue');
  });

  it.each<ProcessingJobState>(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'])(
    'leaves a video whose job is still to run or running (%s)',
    (job) => {
      expect(pendingVideoAction(old * 100, job, requeueAfterMs)).toBe('leave');
    },
  );

  it('gives up on a video whose job failed for good, instead of queueing it forever', () => {
    expect(pendingVideoAction(old, 'failed', requeueAfterMs)).toBe('give-up');
  });
});
