import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { indexIsAtEnd, sniffContent } from '@portal/contracts';
import {
  DEFAULT_JOB_OPTIONS,
  type JobContext,
  LOGGER,
  type Logger,
  type ObjectStorage,
  OnJob,
  readObjectHead,
} from '@portal/server-kit';
import { InjectStorage } from '../storage/storage.module';
import { VideoRepository } from '../video/video.repository';
import type { VideoEntity } from '../video/video.entity';
import { Ffmpeg } from './ffmpeg';
import { thumbnailArgs, webCopyArgs } from './ffmpeg-args';
import { readTopLevelBoxes } from './mp4-boxes';
import { NOT_A_VIDEO_REASON, assessProbe } from './probe.rules';
import { ProcessingResults } from './processing-results';
import { thumbnailKeyOf, webKeyOf } from './video-keys';

export const GAVE_UP_REASON = 'We could not process this video. Please try uploading it again.';
const MAX_ATTEMPTS = DEFAULT_JOB_OPTIONS.attempts ?? 5;

/**
 * ffprobe, duration, thumbnail and (when browsers cannot play the file as it is) a web copy.
 * Idempotent: outputs go to fixed keys, and results are recorded only while the video is pending,
 * so a re-run after a crash redoes the work and records it once.
 */
@Injectable()
export class ProcessVideoProcessor {
  constructor(
    private readonly videos: VideoRepository,
    private readonly results: ProcessingResults,
    private readonly ffmpeg: Ffmpeg,
    @InjectStorage() private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @OnJob('media.process-video')
  async run(payload: { videoId: string }, context: JobContext): Promise<{ state: string }> {
    const video = await this.videos.findById(payload.videoId);
    if (!video) return { state: 'deleted' };
    if (video.processingState !== 'pending') return { state: video.processingState };
    const workDir = await mkdtemp(join(tmpdir(), 'media-'));
    try {
      return await this.process(video, workDir, context);
    } catch (error) {
      this.logger.warn({ err: error, videoId: video.id, attempt: context.attempt }, 'video processing failed');
      if (context.attempt >= MAX_ATTEMPTS) {
        await this.finish(video, { processingState: 'failed', processingReason: GAVE_UP_REASON });
        return { state: 'failed' };
      }
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async process(video: VideoEntity, workDir: string, context: JobContext): Promise<{ state: string }> {
    const info = await this.storage.stat(video.originalKey);
    if (!info) return this.fail(video, NOT_A_VIDEO_REASON);
    const input =
      this.storage.localPath(video.originalKey) ??
      (await this.storage.signedUrl(video.originalKey, { purpose: 'get', expiresInSeconds: 3600, reader: 'server' }));
    let probe;
    try {
      probe = await this.ffmpeg.probe(input);
    } catch {
      return this.fail(video, NOT_A_VIDEO_REASON);
    }
    const sniffed = sniffContent(await readObjectHead(this.storage, video.originalKey, 64));
    const mp4IndexAtEnd = sniffed?.mp4Family
      ? indexIsAtEnd(await readTopLevelBoxes(this.storage, video.originalKey, info.size))
      : false;
    const assessment = assessProbe(probe, { mp4IndexAtEnd });
    if (!assessment.playable) return this.fail(video, assessment.reason);
    await context.updateProgress(10);

    const thumbnailFile = join(workDir, 'thumbnail.jpg');
    await this.ffmpeg.run(input, thumbnailFile, thumbnailArgs(assessment.thumbnailAtSeconds));
    const thumbnailKey = thumbnailKeyOf(video.id);
    await this.storage.put(thumbnailKey, createReadStream(thumbnailFile));
    await context.updateProgress(30);

    let webKey: string | null = null;
    if (assessment.webCopy !== 'none') {
      const webFile = join(workDir, 'web.mp4');
      let reported = 30;
      await this.ffmpeg.run(input, webFile, webCopyArgs(assessment.webCopy), (percent) => {
        const progress = Math.min(99, Math.floor(30 + percent * 0.69));
        if (progress >= reported + 5) {
          reported = progress;
          void context.updateProgress(progress).catch(() => undefined);
        }
      });
      webKey = webKeyOf(video.id);
      await this.storage.put(webKey, createReadStream(webFile));
    }
    await this.finish(video, {
      processingState: 'ready',
      processingReason: null,
      durationSeconds: assessment.durationSeconds,
      thumbnailKey,
      webKey,
    });
    await context.updateProgress(100);
    return { state: 'ready' };
  }

  private async fail(video: VideoEntity, reason: string): Promise<{ state: string }> {
    await this.finish(video, { processingState: 'failed', processingReason: reason });
    return { state: 'failed' };
  }

  private finish(video: VideoEntity, result: Partial<VideoEntity>): Promise<void> {
    return this.results.record(video, result);
  }
}
