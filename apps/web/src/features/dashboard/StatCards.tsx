import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DashboardStat {
  label: string;
  value: string;
  hint: ReactNode;
}

export function StatCards({ stats }: { stats: readonly DashboardStat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mt="lg">
      {stats.map((stat) => (
        <Card key={stat.label} withBorder radius="lg" padding="md" aria-label={stat.label}>
          <Text size="sm" c="dimmed" fw={500}>
            {stat.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} data-testid={`stat-${stat.label}`}>
            {stat.value}
          </Text>
          <Text size="xs" c="dimmed" component="div">
            {stat.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
