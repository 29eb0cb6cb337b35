import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LoadErrorAlertProps {
  /** "Could not load squads": names what is missing. */
  title: string;
  /** Why, or what to do; the server's message when it gave one. */
  message?: ReactNode;
  onRetry: () => void;
}

/**
 * A list or form that failed to load, with "Try again". A status (not an alert): it replaces the
 * content the reader was waiting for, it does not interrupt them.
 */
export function LoadErrorAlert({ title, message, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert role="status" color="red" variant="light" radius="md" title={title}>
      {message ? (
        <Text size="sm" mb="sm">
          {message}
        </Text>
      ) : null}
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
