import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentTraceId } from '../tracing';

export type { Logger } from 'pino';

interface RequestContext {
  requestId: string;
}

/** Carries the request id from the gateway through NATS into every log line of the work it causes. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestContext.run({ requestId: requestId ?? randomUUID() }, work);
}

export interface LoggerOptions {
  /**
   * Write lines to stdout asynchronously (coalesced while a write is in flight) instead of one
   * blocking write per line: for the gateway, whose access log writes a line per request. Lines
   * still written at exit are flushed synchronously by pino.
   */
  asyncWrites?: boolean;
}

export function createLogger(processName: string, level: string, options: LoggerOptions = {}): Logger {
  const destination = options.asyncWrites ? pino.destination({ dest: 1, sync: false }) : undefined;
  const settings: pino.LoggerOptions = {
    name: processName,
    level,
    base: { process: processName, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      const traceId = currentTraceId();
      return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
    },
    redact: {
      paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

/** Lets Nest's own messages go through pino as JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string): void {
    // Nest's own start-up chatter (module and route listings) is debug detail, not an operator's concern.
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
