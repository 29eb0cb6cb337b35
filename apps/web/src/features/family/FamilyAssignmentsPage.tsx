import { Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Assignment, simpleAssignmentCounts } from '@portal/contracts';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import { AssignmentsIcon } from '../../common/icons';
import { AssignmentStatusBadge } from '../roadmap/AssignmentStatusBadge';
import { formatDueDate, useGetPlayerAssignmentsQuery } from '../roadmap/roadmap-api';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

function Item({ assignment }: { assignment: Assignment }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="family-assignment" component="li">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {assignment.title}
        </Title>
        <AssignmentStatusBadge status={assignment.status} />
      </Group>
      <Text size="xs" c="dimmed" mt={2}>
        Due: {formatDueDate(assignment.dueDate)}
      </Text>
      {assignment.description ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {assignment.description}
        </Text>
      ) : null}
      {assignment.coachNotes ? (
        <Text size="sm" mt={4}>
          Coach's notes: {assignment.coachNotes}
        </Text>
      ) : null}
      {assignment.completionNotes ? (
        <Text size="sm" mt={4} c="dimmed">
          Notes from your child: {assignment.completionNotes}
        </Text>
      ) : null}
    </Card>
  );
}

/** `/family/:childId/assignments`: the child's assignments and where each stands, read-only. */
export default function FamilyAssignmentsPage() {
  const { playerId = '', name } = useViewedPlayer();
  const query = useGetPlayerAssignmentsQuery(playerId, { skip: !playerId });
  useUnauthorizedRedirect(query.error);
  const header = (
    <PageHeader
      title={`${possessive(name)} assignments`}
      subtitle={`Training assignments from ${possessive(name)} coach, and where each one stands.`}
    />
  );
  if (query.isLoading)
    return (
      <>
        {header}
        <Center py="xl">
          <StatusLoader label={`Loading ${possessive(name)} assignments`} />
        </Center>
      </>
    );
  if (query.error || !query.data)
    return (
      <>
        {header}
        <LoadErrorAlert title={`Could not load ${possessive(name)} assignments`} onRetry={() => void query.refetch()} />
      </>
    );
  if (query.data.length === 0)
    return (
      <>
        {header}
        <StatusPanel
          icon={<AssignmentsIcon size={28} />}
          title="No assignments yet"
          message={`${possessive(name)} coach has not set any assignments yet.`}
        />
      </>
    );
  const counts = simpleAssignmentCounts(query.data);
  const active = query.data.filter((item) => !item.completed);
  const completed = query.data.filter((item) => item.completed);
  const list = (items: Assignment[], empty: string) =>
    items.length === 0 ? (
      <Text c="dimmed">{empty}</Text>
    ) : (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((assignment) => (
          <Item key={assignment.id} assignment={assignment} />
        ))}
      </Stack>
    );
  return (
    <>
      {header}
      <SimpleGrid cols={3} spacing="sm" mb="lg">
        {[
          ['Total', counts.total],
          ['Active', counts.active],
          ['Completed', counts.completed],
        ].map(([label, value]) => (
          <Card key={label} withBorder radius="lg" padding="md">
            <Text size="sm" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text fz={28} fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Active
        </Title>
        {list(active, 'Nothing open right now.')}
        <Title order={2} fz="lg" mt="md">
          Completed
        </Title>
        {list(completed, 'Nothing completed yet.')}
        <Text size="sm" c="dimmed">
          Only {name} can mark an assignment complete or submit work.
        </Text>
      </Stack>
    </>
  );
}
