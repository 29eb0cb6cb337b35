import { SimpleGrid } from '@mantine/core';
import type { TrainingLogSummary } from '@portal/contracts';
import { StatCard } from '../../common/StatCard';

/**
 * Total Sessions, This Week (Sunday to Saturday) and Avg Wellness (n.n/5). `summary` is null while
 * the logs load or after they failed to load: the cards then show skeletons rather than zeros.
 */
export function TrainingSummaryCards({ summary }: { summary: TrainingLogSummary | null }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
      <StatCard label="Total Sessions" value={summary && String(summary.totalSessions)} hint="All logged sessions" />
      <StatCard label="This Week" value={summary && String(summary.thisWeek)} hint="Sunday to Saturday" />
      <StatCard label="Avg Wellness" value={summary && `${summary.averageWellness}/5`} hint="This week's average" />
    </SimpleGrid>
  );
}
