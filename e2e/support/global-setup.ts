import { startSharedPortal } from './shared-portal';

/** jest globalSetup of the browser run (jest.e2e.config.js): one portal for every file. */
export default function globalSetup(): Promise<void> {
  return startSharedPortal();
}
