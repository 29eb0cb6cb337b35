import { useLayoutEffect } from 'react';
import { adoptPrerenderedPage, pendingPrerenderedBoot } from './prerendered-boot';

/**
 * Rendered beside the routes, inside their Suspense boundary: its layout effect runs in the commit
 * that adopts the boundary's screen, the moment a prerendered page becomes the app's. What the
 * visitor typed, sent or pressed before then is handed over (prerendered-boot.ts) on the next task,
 * outside the commit, where each replayed keystroke is an event React handles as it comes.
 */
export function AdoptPrerenderedPage() {
  useLayoutEffect(() => {
    const boot = pendingPrerenderedBoot();
    if (!boot) return;
    const timer = window.setTimeout(() => adoptPrerenderedPage(boot), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
