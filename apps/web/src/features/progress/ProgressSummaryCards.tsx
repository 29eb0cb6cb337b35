import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { type ProgressDashboard, assignmentCardText, hoursOf, wellnessCardText } from '@portal/contracts';

const LIGHT_COLORS = { green: 'green', yellow: 'yellow', red: 'red' } as const;
const LIGHT_LABELS = { green: 'Green', yellow: 'Yellow', red: 'Red' } as const;

function SummaryCard({
  label,
  value,
  hint,
  children,
}: {
  label: string;
  value?: string;
  hint: string;
  children?: React.ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value !== undefined ? (
        <Text fz={28} fw={700} lh={1.2} mt={4} data-testid={`progress-${label}`}>
          {value}
        </Text>
      ) : (
        children
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Card>
  );
}

/** Spec §2.10 cards: This Week, Assignments, Wellness, Status. */
export function ProgressSummaryCards({ dashboard }: { dashboard: ProgressDashboard }) {
  const { trainingLoad, assignmentCompletion, wellnessTrends, trafficLight, figures } = dashboard;
  const assignments = assignmentCardText(assignmentCompletion);
  const wellness = wellnessCardText(wellnessTrends, dashboard.checkIns.length);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mb="lg">
      <SummaryCard
        label="This Week"
        value={`${hoursOf(trainingLoad.totalMinutes)} h`}
        hint={`${trainingLoad.sessionCount} ${trainingLoad.sessionCount === 1 ? 'session' : 'sessions'}`}
      />
      <SummaryCard label="Assignments" value={assignments.value} hint={assignments.hint} />
      <SummaryCard label="Wellness" value={wellness.value} hint={wellness.hint} />
      <SummaryCard label="Status" hint={figures.limitedDataNote ?? 'Based on load, wellness and assignments'}>
        <Badge size="xl" mt={6} color={LIGHT_COLORS[trafficLight]} variant="filled" data-testid="progress-Status">
          {LIGHT_LABELS[trafficLight]}
        </Badge>
      </SummaryCard>
    </SimpleGrid>
  );
}
