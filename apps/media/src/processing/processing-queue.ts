import { Injectable } from '@nestjs/common';
import { QUEUES, processVideoJobId } from '@portal/contracts';
import { JobQueues } from '@portal/server-kit';
import type { ProcessingJobState } from './pending-video.rules';

/** The one way a video's processing is queued: one job per video, with a deterministic id. */
@Injectable()
export class ProcessingQueue {
  constructor(private readonly jobs: JobQueues) {}

  /** Adding a video whose job is already queued or running does nothing (same job id). */
  async queue(videoId: string): Promise<void> {
    await this.jobs.enqueue('media.process-video', { videoId }, { jobId: processVideoJobId(videoId) });
  }

  async jobState(videoId: string): Promise<ProcessingJobState> {
    return this.jobs.queue(QUEUES.mediaProcessing).getJobState(processVideoJobId(videoId));
  }

  /** A finished job keeps its id until BullMQ removes it: it is removed first so the add is not ignored. */
  async queueAgain(videoId: string): Promise<void> {
    await this.jobs.queue(QUEUES.mediaProcessing).remove(processVideoJobId(videoId));
    await this.queue(videoId);
  }
}
