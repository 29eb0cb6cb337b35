import { type TestInfra, resolveTestInfra } from './infra';
import { createTestNamespace, destroyNamespace, namespaceEnv } from './namespace';
import { type RunningPortal, type StartPortalOptions, startPortal } from './processes';

/** Built apps running in a fresh namespace, for API tests through the gateway. */
export interface TestPortal extends RunningPortal {
  infra: TestInfra;
  namespace: string;
  /** What the apps run with: the namespace's environment plus the extra given. */
  env: Record<string, string>;
  /** Stops every process, then removes everything the namespace created. */
  close(): Promise<void>;
}

export interface StartTestPortalOptions extends Omit<StartPortalOptions, 'env'> {
  /** Added to namespaceEnv (storage folders and the like). */
  env?: Record<string, string>;
}

/** The set-up every API test shares: infra, a new namespace, then startPortal with its environment. */
export async function startTestPortal(options: StartTestPortalOptions): Promise<TestPortal> {
  const infra = await resolveTestInfra();
  const namespace = createTestNamespace();
  const env = { ...namespaceEnv(namespace, infra), ...options.env };
  let running: RunningPortal;
  try {
    running = await startPortal({ ...options, env });
  } catch (error) {
    await destroyNamespace(namespace, infra);
    throw error;
  }
  const close = async () => {
    await running.stopAll();
    await destroyNamespace(namespace, infra);
  };
  return { ...running, infra, namespace, env, close };
}
