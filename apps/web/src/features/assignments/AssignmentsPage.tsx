import { Alert, Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type Assignment,
  assignmentCounts,
  assignmentDisplayStatus,
  assignmentReading,
  groupBySimpleList,
  isStaff,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import { AssignmentsIcon, InfoIcon } from '../../common/icons';
import { AssignmentStatusBadge, StatusBadge } from '../roadmap/AssignmentStatusBadge';
import { formatDueDate, localNow, useGetAssignmentsQuery } from '../roadmap/roadmap-api';
import { MarkCompleteForm } from './MarkCompleteForm';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="lg" padding="sm">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`count-${label}`}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * The title with its badges: the spec §4 display status by the due day (Completed, Overdue, Due Today,
 * Due Soon, Pending) and the simple reading (Awaiting review…); they move under the title on a
 * narrow screen.
 */
function ItemHeading({ assignment }: { assignment: Assignment }) {
  const due = assignmentDisplayStatus(assignment, localNow().today);
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
      <Title order={3} fz="md" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem', minWidth: 0 }}>
        {assignment.title}
      </Title>
      <Group gap={6} wrap="wrap">
        <StatusBadge label={due.label} color={due.color} testId="display-status" />
        <AssignmentStatusBadge status={assignment.status} reading="simple" />
      </Group>
    </Group>
  );
}

/** The coach's note on work sent back (or approved), when there is one. */
function CoachNote({ assignment }: { assignment: Assignment }) {
  const reading = assignmentReading(assignment.status);
  if (!reading.showsCoachNote || !assignment.coachNotes) return null;
  return (
    <Alert
      mt="sm"
      radius="md"
      variant="light"
      color={reading.done ? 'green' : 'red'}
      title={reading.done ? "Coach's note" : 'Your coach asked for changes'}
      data-testid="coach-note"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {assignment.coachNotes}
      </Text>
    </Alert>
  );
}

function ActiveItem({ assignment }: { assignment: Assignment }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="active-assignment">
      <ItemHeading assignment={assignment} />
      <Text size="xs" c="dimmed" mt={2}>
        Due: {formatDueDate(assignment.dueDate)}
      </Text>
      <CoachNote assignment={assignment} />
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {assignment.description}
      </Text>
      <MarkCompleteForm assignment={assignment} />
    </Card>
  );
}

/** Submitted (awaiting the coach) or approved: the saved notes, and the coach's note once approved. */
function DoneItem({ assignment }: { assignment: Assignment }) {
  const reading = assignmentReading(assignment.status);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid={reading.awaitingReview ? 'awaiting-assignment' : 'completed-assignment'}
    >
      <ItemHeading assignment={assignment} />
      {reading.stateLine ? (
        <Text size="sm" c="dimmed" mt={2}>
          {reading.stateLine}
        </Text>
      ) : null}
      {assignment.completionNotes ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {assignment.completionNotes}
        </Text>
      ) : (
        <Text size="sm" mt={4} c="dimmed">
          No notes.
        </Text>
      )}
      <CoachNote assignment={assignment} />
    </Card>
  );
}

function Section({
  title,
  empty,
  items,
  render,
}: {
  title: string;
  empty: string;
  items: Assignment[];
  render: (assignment: Assignment) => ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg" mt="md">
        {title}
      </Title>
      {items.length === 0 ? <Text c="dimmed">{empty}</Text> : items.map(render)}
    </Stack>
  );
}

/**
 * Spec §2.7: the simple model. Counts, active items with notes and Mark Complete, completed items with
 * notes. Each item is placed by the one reading table (`assignmentReading`) that /roadmap uses: work
 * sent in waits for the coach (not "done"), work sent back is active again with the coach's note.
 */
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
          <StatusLoader label="Loading assignments" />
        </Center>
      </>
    );
  }
  if (query.error) {
    return (
      <>
        {header}
        <LoadErrorAlert
          title="Could not load your assignments"
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
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
  const counts = assignmentCounts(assignments);
  const lists = groupBySimpleList(assignments);
  return (
    <>
      {header}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="sm">
        <Count label="Total" value={counts.total} />
        <Count label="Active" value={counts.active} />
        <Count label="Awaiting review" value={counts.awaitingReview} />
        <Count label="Completed" value={counts.completed} />
      </SimpleGrid>
      <Section
        title="Active"
        empty={
          counts.awaitingReview > 0
            ? 'Nothing left to do. Your coach is reviewing what you sent.'
            : 'Nothing to do right now. Nice work!'
        }
        items={lists.active}
        render={(assignment) => <ActiveItem key={assignment.id} assignment={assignment} />}
      />
      {lists.awaiting_review.length > 0 ? (
        <Section
          title="Awaiting review"
          empty=""
          items={lists.awaiting_review}
          render={(assignment) => <DoneItem key={assignment.id} assignment={assignment} />}
        />
      ) : null}
      <Section
        title="Completed"
        empty="Nothing approved yet."
        items={lists.completed}
        render={(assignment) => <DoneItem key={assignment.id} assignment={assignment} />}
      />
    </>
  );
}
