import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** Every process the portal runs, with the entry point its container starts. */
export const APPS = {
  gateway: 'apps/gateway/dist/main.js',
  identity: 'apps/identity/dist/main.js',
  roadmap: 'apps/roadmap/dist/main.js',
  tracking: 'apps/tracking/dist/main.js',
  media: 'apps/media/dist/main.js',
  reports: 'apps/reports/dist/main.js',
  'media-worker': 'apps/media/dist/worker.js',
  'reports-worker': 'apps/reports/dist/worker.js',
} as const;
export type AppName = keyof typeof APPS;
export const APP_NAMES = Object.keys(APPS) as AppName[];
