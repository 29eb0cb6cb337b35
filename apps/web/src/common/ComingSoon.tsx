import { Alert } from '@mantine/core';
import { InfoIcon } from './icons';
import { PageHeader } from './PageHeader';

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
      <Alert variant="light" color="blue" radius="lg" icon={<InfoIcon size={20} />} title="Not available yet">
        {description}
      </Alert>
    </>
  );
}
