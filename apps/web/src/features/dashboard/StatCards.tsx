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
          {/* A word figure ("tomorrow", "in 12 days") fits a phone's half-width card, and wraps rather than spill. */}
          <Text
            fz={{ base: 22, sm: 28 }}
            fw={700}
            lh={1.2}
            style={{ overflowWrap: 'anywhere' }}
            data-testid={`stat-${stat.label}`}
          >
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
