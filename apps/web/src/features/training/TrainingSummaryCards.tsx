import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TrainingLogSummary } from '@portal/contracts';

function SummaryCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={30} fw={700} lh={1.2} mt={4} data-testid={`summary-${label}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Card>
  );
}

/** Total Sessions, This Week (Sunday to Saturday) and Avg Wellness (n.n/5). */
export function TrainingSummaryCards({ summary }: { summary: TrainingLogSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
      <SummaryCard label="Total Sessions" value={String(summary.totalSessions)} hint="All logged sessions" />
      <SummaryCard label="This Week" value={String(summary.thisWeek)} hint="Sunday to Saturday" />
      <SummaryCard label="Avg Wellness" value={`${summary.averageWellness}/5`} hint="This week's average" />
    </SimpleGrid>
  );
}
