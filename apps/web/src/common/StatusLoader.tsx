import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what is loading: `role="status"` with the label as its name. Mantine's `Loader`
 * is a bare `<span>`, where a name is not allowed (axe: aria-prohibited-attr); use this for every
 * spinner that has a label.
 */
export function StatusLoader({ label, ...props }: { label: string } & Omit<LoaderProps, 'role'>) {
  return <Loader {...props} role="status" aria-label={label} />;
}
