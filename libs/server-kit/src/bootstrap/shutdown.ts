import type { Logger } from 'pino';
import { shutdownTracing } from '../tracing';

/**
 * On SIGTERM or SIGINT: run `stop` (stop taking work, finish in-flight work, close connections),
 * then exit. If it takes longer than the grace period the process exits anyway, non-zero.
 */
export function exitGracefullyOnSignals(stop: () => Promise<void>, logger: Logger, graceMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    deadline.unref();
    stop()
      .then(() => shutdownTracing())
      .then(() => {
        logger.info('stopped cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

export function exitOnFatal(logger: Logger, message: string) {
  return (error: unknown): never => {
    logger.fatal({ err: error }, message);
    process.exit(1);
  };
}
