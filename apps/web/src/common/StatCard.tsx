import { Card, Skeleton, Text } from '@mantine/core';

export interface StatCardProps {
  label: string;
  /** The figure; null while its data loads or after a load error (a skeleton, never a made-up 0). */
  value: string | null;
  hint?: string;
}

/** A summary figure card (training summary, dashboard stats). */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={label} aria-busy={value === null || undefined}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton height={30} width="40%" mt={8} mb={2} radius="sm" data-testid={`summary-${label}-loading`} />
      ) : (
        <Text fz={30} fw={700} lh={1.2} mt={4} data-testid={`summary-${label}`}>
          {value}
        </Text>
      )}
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
