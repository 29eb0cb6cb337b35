import type { JobName, ParsedJobPayload } from '@portal/contracts';

export const JOB_HANDLER_METADATA = Symbol('portal:job-handler');

/** What a job handler may use besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, then 2, 3... on retries. */
  attempt: number;
  /** Reports progress (0–100 or an object) to anyone watching the job. */
  updateProgress(progress: number | object): Promise<void>;
}

export type JobHandlerMethod<N extends JobName> = (
  payload: ParsedJobPayload<N>,
  context: JobContext,
) => Promise<unknown>;

/**
 * Marks a provider method as the handler of one job from `jobDefinitions` (Immich-style). The
 * worker process discovers it at start-up, validates each payload against the job's schema before
 * calling it, and refuses to start when a job of its queue has no handler. By convention handlers
 * live in `*.processor.ts` files.
 */
export function OnJob<N extends JobName>(job: N) {
  return <M extends JobHandlerMethod<N>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => {
    Reflect.defineMetadata(JOB_HANDLER_METADATA, job, descriptor.value as object);
  };
}
