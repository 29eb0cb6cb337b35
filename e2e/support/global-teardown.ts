import { stopSharedPortal } from './shared-portal';

/** jest globalTeardown of the browser run: stops the shared portal and drops its namespace. */
export default function globalTeardown(): Promise<void> {
  return stopSharedPortal();
}
