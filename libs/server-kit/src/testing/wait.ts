import { setTimeout as sleep } from 'node:timers/promises';

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  {
    timeoutMs = 15_000,
    intervalMs = 100,
    what = 'condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}
