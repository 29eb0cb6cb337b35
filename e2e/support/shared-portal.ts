import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PortalAddress, type RunningPortal, attachPortal, startPortal } from './portal';

/**
 * One portal for the whole browser run: starting it takes ~30-45 s on this machine, once per file
 * before. The global set-up starts it and writes its address to a file named by this variable; each
 * test file attaches to it. Every test creates its own users (unique e-mails and, for what coaches
 * pick by name, unique names), so files stay independent of each other's data. E2E_PORTAL_PER_FILE=1
 * gives each file its own portal again.
 */
const ADDRESS_FILE_VARIABLE = 'E2E_SHARED_PORTAL_FILE';
/** Kept on globalThis: jest runs the global set-up and teardown in one process, not one module instance. */
const started = ((globalThis as { portalE2E?: { portal?: RunningPortal; file?: string } }).portalE2E ??= {});

export async function startSharedPortal(): Promise<void> {
  if (process.env.E2E_PORTAL_PER_FILE === '1') return;
  const portal = await startPortal();
  const address: PortalAddress = { baseUrl: portal.baseUrl, namespace: portal.namespace, env: portal.env };
  const file = join(tmpdir(), `portal-e2e-${randomBytes(6).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(address), { mode: 0o600 });
  Object.assign(started, { portal, file });
  process.env[ADDRESS_FILE_VARIABLE] = file;
}

export async function stopSharedPortal(): Promise<void> {
  if (started.file) rmSync(started.file, { force: true });
  delete process.env[ADDRESS_FILE_VARIABLE];
  await started.portal?.stop();
}

/** The run's shared portal, or a portal of the file's own when there is none (E2E_PORTAL_PER_FILE=1). */
export async function portalForFile(): Promise<RunningPortal> {
  const file = process.env[ADDRESS_FILE_VARIABLE];
  if (!file) return startPortal();
  return attachPortal(JSON.parse(readFileSync(file, 'utf8')) as PortalAddress);
}
