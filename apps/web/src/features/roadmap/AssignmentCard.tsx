import { Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type Assignment, assignmentReading, isDueSoon } from '@portal/contracts';
import { CheckIcon, ClockIcon, InfoIcon, TargetIcon } from '../../common/icons';
import { AssignmentStatusBadge, StatusBadge } from './AssignmentStatusBadge';
import { formatDueDate, localNow } from './roadmap-api';

function StatusIcon({ status }: { status: string }) {
  if (status === 'approved') return <CheckIcon size={20} color="var(--mantine-color-green-7)" />;
  if (status === 'submitted') return <ClockIcon size={20} color="var(--mantine-color-blue-7)" />;
  if (status === 'needs_changes') return <InfoIcon size={20} color="var(--mantine-color-red-7)" />;
  return <TargetIcon size={20} color="var(--mantine-color-gray-6)" />;
}

/**
 * Spec §2.8 card: status icon, title, 'Due Soon' (72 h or past), status badge, category, instructions,
 * due date, effort. The title takes the width it needs and the badges move under it when both do not
 * fit on one line (a phone), so neither is cut.
 */
export function AssignmentCard({ assignment, onOpen }: { assignment: Assignment; onOpen: () => void }) {
  const { today, hourOfDay } = localNow();
  const reading = assignmentReading(assignment.status);
  const dueSoon = !reading.done && isDueSoon(assignment.dueDate, today, hourOfDay);
  return (
    // The visible text is the button's name ('Open <title> …'), so speech users can say what they see.
    <UnstyledButton onClick={onOpen} w="100%">
      <Card withBorder radius="lg" padding="md" data-testid="assignment-card">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <StatusIcon status={assignment.status} />
            <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="assignment-title">
              <VisuallyHidden component="span">Open </VisuallyHidden>
              {assignment.title}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap" justify="flex-end" style={{ maxWidth: '100%' }}>
            {dueSoon ? <StatusBadge label="Due Soon" color="orange" variant="filled" /> : null}
            <AssignmentStatusBadge status={assignment.status} />
          </Group>
        </Group>
        {reading.stateLine ? (
          <Text size="sm" c={reading.awaitingReview ? 'blue.9' : 'dimmed'} mt={4} data-testid="assignment-state">
            {reading.stateLine}
          </Text>
        ) : null}
        <Stack gap={4} mt="xs">
          <Text size="xs" c="dimmed" fw={600}>
            {assignment.category}
          </Text>
          <Text size="sm" lineClamp={2}>
            {assignment.instructions}
          </Text>
          <Group gap="md">
            <Text size="xs" c="dimmed">
              Due: {formatDueDate(assignment.dueDate)}
            </Text>
            {assignment.effortMinutes ? (
              <Text size="xs" c="dimmed">
                {assignment.effortMinutes} min
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
