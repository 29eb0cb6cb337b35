import { Center, Loader } from '@mantine/core';

/** Spec §2.1: a spinner while the authentication state (or a screen) loads. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}
