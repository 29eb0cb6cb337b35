import { Card, SimpleGrid, Text } from '@mantine/core';
import type { VideoStats } from '@portal/contracts';

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={30} fw={700} lh={1.2} mt={4} data-testid={`stat-${label}`}>
        {value}
      </Text>
    </Card>
  );
}

/** Total Videos, With Feedback and This Month. */
export function VideoStatCards({ stats }: { stats: VideoStats }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
      <StatCard label="Total Videos" value={stats.total} />
      <StatCard label="With Feedback" value={stats.withFeedback} />
      <StatCard label="This Month" value={stats.thisMonth} />
    </SimpleGrid>
  );
}
