import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry';

export interface GaugeSample {
  labels: Record<string, string>;
  value: number;
}

/** Reads a current value (a backlog, a queue's depth) when Prometheus scrapes, not on a timer. */
export type GaugeSource = () => Promise<GaugeSample[]>;

const sources = new Map<string, GaugeSource[]>();
const gauges = new Map<string, Gauge>();

/**
 * Adds a source to a gauge read at scrape time; several sources (one per consumer, per queue) may
 * feed one gauge. A source that fails (its database is down) contributes nothing to that scrape,
 * so the rest of /metrics still answers. Returns a function that removes the source.
 */
export function addGaugeSource(name: string, help: string, labelNames: readonly string[], source: GaugeSource) {
  let gauge = gauges.get(name);
  if (!gauge) {
    gauge = new Gauge({
      name,
      help,
      labelNames: [...labelNames],
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        const results = await Promise.allSettled((sources.get(name) ?? []).map((read) => read()));
        for (const result of results) {
          if (result.status !== 'fulfilled') continue;
          for (const sample of result.value) this.set(sample.labels, sample.value);
        }
      },
    });
    gauges.set(name, gauge);
    sources.set(name, []);
  }
  sources.get(name)!.push(source);
  return () => {
    const list = sources.get(name) ?? [];
    const index = list.indexOf(source);
    if (index >= 0) list.splice(index, 1);
  };
}
