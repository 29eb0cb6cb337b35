import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { ParsedJobPayload } from '@portal/contracts';
import { bindJobHandlers } from './bind-job-handlers';
import { type JobContext, OnJob } from './on-job';

@Injectable()
class MediaDiagnosticProcessor {
  readonly seen: string[] = [];

  @OnJob('media.diagnostic')
  async run(payload: ParsedJobPayload<'media.diagnostic'>, context: JobContext): Promise<string> {
    this.seen.push(`${payload.label}#${context.attempt}`);
    return 'done';
  }
}

/** media-processing also carries media.process-video and the pending sweep: a worker of that queue handles them too. */
@Injectable()
class MediaProcessVideoProcessor {
  @OnJob('media.process-video')
  async run(): Promise<void> {}

  @OnJob('media.sweep-pending-videos')
  async sweep(): Promise<void> {}
}

/** And media.delete-withdrawn-media. */
@Injectable()
class MediaDeleteWithdrawnProcessor {
  @OnJob('media.delete-withdrawn-media')
  async run(): Promise<void> {}
}

@Injectable()
class ReportsDiagnosticProcessor {
  @OnJob('reports.diagnostic')
  async run(): Promise<void> {}
}

async function appWith(...providers: (new (...args: never[]) => unknown)[]) {
  @Module({ imports: [DiscoveryModule], providers })
  class TestModule {}
  return NestFactory.createApplicationContext(TestModule, { logger: false });
}

describe('bindJobHandlers: every job of a worker queue has exactly one @OnJob handler', () => {
  it('binds the handler of each job of the queue and calls it with payload and context', async () => {
    const app = await appWith(MediaDiagnosticProcessor, MediaProcessVideoProcessor, MediaDeleteWithdrawnProcessor);
    const handlers = bindJobHandlers(app, ['media-processing']).get('media-processing')!;
    expect([...handlers.keys()].sort()).toEqual([
      'media.delete-withdrawn-media',
      'media.diagnostic',
      'media.process-video',
      'media.sweep-pending-videos',
    ]);
    await expect(
      handlers.get('media.diagnostic')!(
        { label: 'x', workMs: 0 },
        { jobId: '1', attempt: 2, updateProgress: async () => {} },
      ),
    ).resolves.toBe('done');
    expect(app.get(MediaDiagnosticProcessor).seen).toEqual(['x#2']);
    await app.close();
  });

  it('refuses to start a worker whose queue has a job without a handler', async () => {
    const app = await appWith();
    expect(() => bindJobHandlers(app, ['media-processing'])).toThrow(
      'job media.diagnostic of queue media-processing has no @OnJob handler',
    );
    await app.close();
  });

  it("refuses a handler of another queue's job", async () => {
    const app = await appWith(
      MediaDiagnosticProcessor,
      MediaProcessVideoProcessor,
      MediaDeleteWithdrawnProcessor,
      ReportsDiagnosticProcessor,
    );
    expect(() => bindJobHandlers(app, ['media-processing'])).toThrow(
      'ReportsDiagnosticProcessor.run handles reports.diagnostic, a job of queue reports, not of media-processing',
    );
    await app.close();
  });
});
