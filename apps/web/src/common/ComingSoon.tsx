import { Alert } from '@mantine/core';
import { InfoIcon } from './icons';
import { PageHeader } from './PageHeader';

/**
 * The "Not available yet" note. Static text, so `role="note"`: a screen reader reads it in turn
 * instead of interrupting the user on every page load as `role="alert"` did.
 */
export function NotAvailableNotice({ children }: { children: string }) {
  return (
    <Alert role="note" variant="light" color="blue" radius="lg" icon={<InfoIcon size={20} />} title="Not available yet">
      {children}
    </Alert>
  );
}

/** A screen whose feature has not been built yet: its title and an honest note, nothing invented. */
export function ComingSoon({
  title,
  subtitle,
  description,
}: {
  title: string;
  subtitle?: string;
  description: string;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <NotAvailableNotice>{description}</NotAvailableNotice>
    </>
  );
}
