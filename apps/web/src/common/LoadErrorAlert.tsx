import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { loadFailureMessage } from './load-failure';

export interface LoadErrorAlertProps {
  /** "Could not load squads": names what is missing. */
  title: string;
  /** Why, or what to do; the server's message when it gave one. */
  message?: ReactNode;
  /**
   * The failed call's error: without `message`, the sentence says what happened (a lost connection,
   * a server busy for a moment, the server's own message; `common/load-failure.ts`).
   */
  error?: unknown;
  onRetry: () => void;
  /** True while the retry is in flight: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
}

/**
 * A list or form that failed to load, with "Try again". A status (not an alert): it replaces the
 * content the reader was waiting for, it does not interrupt them. Every screen shows a failed load
 * with it, in place: only a 401 (an ended session) sends anyone to sign in again, and that is the
 * screen's `useUnauthorizedRedirect`, not this.
 */
export function LoadErrorAlert({ title, message, error, onRetry, retrying = false }: LoadErrorAlertProps) {
  const text = message ?? (error === undefined ? undefined : loadFailureMessage(error));
  return (
    <Alert role="status" color="red" variant="light" radius="md" title={title} data-testid="load-error">
      {text ? (
        <Text size="sm" mb="sm">
          {text}
        </Text>
      ) : null}
      <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert>
  );
}
