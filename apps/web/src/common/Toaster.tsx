import '@mantine/notifications/styles.layer.css';
import { VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications, useNotifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast';

function textOf(node: unknown): string {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '';
}

/**
 * Where toasts appear: bottom right, or bottom centre on a phone-width screen. Screen readers hear
 * each toast through one polite live region that is always in the page (a region inserted with its
 * text is often not read, and `role="alert"` would interrupt the user).
 */
export default function Toaster() {
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const { notifications } = useNotifications();
  const latest = notifications[notifications.length - 1];
  const message = latest ? [textOf(latest.title), textOf(latest.message)].filter(Boolean).join('. ') : '';
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Cleared first, so the same toast twice in a row is announced twice.
    setAnnouncement('');
    if (!message) return;
    const timer = setTimeout(() => setAnnouncement(message), 100);
    return () => clearTimeout(timer);
  }, [latest?.id, message]);

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="toast-announcer">
        {announcement}
      </VisuallyHidden>
      {/* In the page, not a portal, so the toasts sit inside a landmark of their own. */}
      <section aria-label="Messages">
        <Notifications
          withinPortal={false}
          limit={TOAST_LIMIT}
          autoClose={TOAST_DURATION_MS}
          position={isPhone ? 'bottom-center' : 'bottom-right'}
          containerWidth={isPhone ? 'calc(100vw - 32px)' : 440}
          zIndex={1000}
        />
      </section>
    </>
  );
}
