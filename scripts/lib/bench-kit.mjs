// What the benchmarks (scripts/bench-*.mjs) share: the test support of @portal/server-kit (built:
// run `npm run build` first), settings read from the environment, percentiles, a fresh namespace
// for the processes they start, and the bench coach.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const testing = require('@portal/server-kit/testing');

export const { AppProcess, BrowserLikeClient, createSignedInStaff, startPortal, waitFor } = testing;

/** The password of every account a benchmark creates. */
export const BENCH_PASSWORD = 'Bench-Pass-2026!';

/** A number setting from the environment (BENCH_SECONDS and the like), else its default. */
export function envNumber(name, fallback) {
  return Number(process.env[name] ?? fallback);
}

/** The p-th percentile of ascending latencies (0 when there are none). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The gateway's per-address limits, raised: every request of a benchmark comes from 127.0.0.1, so the
 * defaults (30 sign-ups a minute, 30 failed logins) would refuse a benchmark's own accounts.
 */
export const BENCH_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_SIGNUP_PER_IP: '1000000',
  RATE_LIMIT_SIGNUP_BURST_PER_IP: '1000000',
  RATE_LIMIT_SIGNUP_FAILURES_PER_IP: '1000000',
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000000',
};

/**
 * A fresh `bench_…` namespace on the test infrastructure: the environment its apps run with
 * (LOG_LEVEL info, BENCH_RATE_LIMITS, then `extraEnv`), the URL of its own database, and `destroy` to
 * remove everything it created once the processes have stopped.
 */
export async function benchNamespace(extraEnv = {}) {
  const infra = await testing.resolveTestInfra();
  const namespace = testing.createTestNamespace('bench');
  return {
    infra,
    namespace,
    env: { ...testing.namespaceEnv(namespace, infra), LOG_LEVEL: 'info', ...BENCH_RATE_LIMITS, ...extraEnv },
    databaseUrl: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`),
    destroy: () => testing.destroyNamespace(namespace, infra),
  };
}

/** Creates the coach bench.coach@club.test (Bench Coach) with the identity CLI and signs them in. */
export function signInBenchCoach(baseUrl, env) {
  return createSignedInStaff(baseUrl, env, {
    email: 'bench.coach@club.test',
    role: 'coach',
    firstName: 'Bench',
    lastName: 'Coach',
    password: BENCH_PASSWORD,
  });
}
