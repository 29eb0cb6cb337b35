import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { type Assignment, isStaff, simpleAssignmentCounts } from '@portal/contracts';
import { useState } from 'react';
import { redirectIfUnauthorized, useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { AssignmentsIcon, InfoIcon } from '../../common/icons';
import { showToast } from '../../common/toast';
import { formatDueDate, useCompleteAssignmentMutation, useGetAssignmentsQuery } from '../roadmap/roadmap-api';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`count-${label}`}>
        {value}
      </Text>
    </Card>
  );
}

function ActiveItem({ assignment }: { assignment: Assignment }) {
  const [notes, setNotes] = useState('');
  const [complete, { isLoading }] = useCompleteAssignmentMutation();
  const markComplete = async () => {
    try {
      await complete({ id: assignment.id, completionNotes: notes }).unwrap();
      showToast({
        title: 'Assignment completed!',
        message: 'Great work! Your progress has been saved.',
        tone: 'success',
      });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: 'Failed to complete assignment. Please try again.', tone: 'error' });
    }
  };
  return (
    <Card withBorder radius="lg" padding="md" data-testid="active-assignment">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {assignment.title}
        </Title>
        <Text size="xs" c="dimmed">
          Due: {formatDueDate(assignment.dueDate)}
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {assignment.description}
      </Text>
      <Textarea
        mt="sm"
        label="Completion notes"
        placeholder="How did it go? (optional)"
        autosize
        minRows={2}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="sm">
        <Button loading={isLoading} onClick={() => void markComplete()}>
          Mark Complete
        </Button>
      </Group>
    </Card>
  );
}

function CompletedItem({ assignment }: { assignment: Assignment }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="completed-assignment">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {assignment.title}
        </Title>
        <Badge color="green" variant="light">
          Completed
        </Badge>
      </Group>
      {assignment.completionNotes ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {assignment.completionNotes}
        </Text>
      ) : (
        <Text size="sm" mt={4} c="dimmed">
          No notes.
        </Text>
      )}
    </Card>
  );
}

/** Spec §2.7: the simple model. Counts, active items with notes and Mark Complete, completed items with notes. */
export default function AssignmentsPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const staff = user ? isStaff(user.role) : false;
  const query = useGetAssignmentsQuery(undefined, { skip: !user || staff });
  useUnauthorizedRedirect(query.error);

  if (userLoading || !user) return <FullPageLoader />;
  const header = <PageHeader title="Assignments" subtitle="Training assignments from your coach." />;
  if (staff) {
    return (
      <>
        {header}
        <StatusPanel
          icon={<InfoIcon size={28} />}
          title="Assignments belong to players"
          message="Players complete their assignments here. Create and review assignments in the Coach Dashboard."
        />
      </>
    );
  }
  if (query.isLoading) {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label="Loading assignments" />
        </Center>
      </>
    );
  }
  if (query.error) {
    return (
      <>
        {header}
        <StatusPanel
          color="red"
          icon={<InfoIcon size={28} />}
          title="Could not load your assignments"
          message="Please refresh the page to try again."
        />
      </>
    );
  }
  const assignments = query.data ?? [];
  if (assignments.length === 0) {
    return (
      <>
        {header}
        <StatusPanel
          icon={<AssignmentsIcon size={28} />}
          title="No assignments yet"
          message="Check back soon for new training assignments from your coach."
        />
      </>
    );
  }
  const counts = simpleAssignmentCounts(assignments);
  const active = assignments.filter((item) => !item.completed);
  const completed = assignments.filter((item) => item.completed);
  return (
    <>
      {header}
      <SimpleGrid cols={{ base: 3 }} spacing="sm" mb="lg">
        <Count label="Total" value={counts.total} />
        <Count label="Active" value={counts.active} />
        <Count label="Completed" value={counts.completed} />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Active
        </Title>
        {active.length === 0 ? (
          <Text c="dimmed">Everything is done. Nice work!</Text>
        ) : (
          active.map((assignment) => <ActiveItem key={assignment.id} assignment={assignment} />)
        )}
        <Title order={2} fz="lg" mt="md">
          Completed
        </Title>
        {completed.length === 0 ? (
          <Text c="dimmed">Nothing completed yet.</Text>
        ) : (
          completed.map((assignment) => <CompletedItem key={assignment.id} assignment={assignment} />)
        )}
      </Stack>
    </>
  );
}
