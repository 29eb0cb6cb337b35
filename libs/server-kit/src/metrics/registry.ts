import { Registry, collectDefaultMetrics } from 'prom-client';

/** The process's one registry: platform metrics and Node's defaults (event-loop lag, heap, GC). */
export const metricsRegistry = new Registry();

/** How often the event-loop delay is sampled (ms). */
export const EVENT_LOOP_SAMPLE_MS = 100;

let enabled = false;
let started = false;

/**
 * Turns metrics on for this process (`METRICS_ENABLED`, on by default). Until then, and when it is
 * off, every recording function returns at once, so a process without metrics pays nothing.
 */
export function startMetrics(processName: string, on = true): void {
  enabled = on;
  if (!on || started) return;
  started = true;
  metricsRegistry.setDefaultLabels({ process: processName });
  // prom-client samples event-loop delay every 10 ms by default: 90 wake-ups and ~5 ms of CPU a
  // second in every idle process. Every 100 ms still catches the 0.5 s lag the alert is about.
  collectDefaultMetrics({
    register: metricsRegistry,
    prefix: 'portal_',
    eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS,
  });
}

export function metricsEnabled(): boolean {
  return enabled;
}

/** The Prometheus text exposition of every metric; a failing gauge source is skipped, not fatal. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
