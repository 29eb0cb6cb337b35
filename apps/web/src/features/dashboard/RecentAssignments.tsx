import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type Assignment, dueText, progressPercent, recentAssignments } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { AssignmentsIcon } from '../../common/icons';
import { localNow } from '../roadmap/roadmap-api';

/** Spec §2.6: the three most recent assignments with progress bar, due text and 'Complete' or Work. */
export function RecentAssignments({ assignments }: { assignments: readonly Assignment[] }) {
  const { today } = localNow();
  const recent = recentAssignments(assignments);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Recent Assignments
        </Title>
        <Anchor component={Link} to="/assignments" size="sm" fw={600}>
          View All
        </Anchor>
      </Group>
      {recent.length === 0 ? (
        <Group gap="sm" wrap="nowrap" py="md">
          <AssignmentsIcon size={22} />
          <Text size="sm">No assignments yet. Check back soon!</Text>
        </Group>
      ) : (
        <Stack gap="md">
          {recent.map((assignment) => (
            <div key={assignment.id} data-testid="recent-assignment">
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  {/* Wraps: a phone shows the whole title, never an ellipsis. */}
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {assignment.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {assignment.completed ? 'Done' : dueText(assignment.dueDate, today)}
                  </Text>
                </div>
                {assignment.completed ? (
                  <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                    Complete
                  </Badge>
                ) : (
                  <Button size="xs" variant="light" component={Link} to="/roadmap" style={{ flexShrink: 0 }}>
                    Work
                  </Button>
                )}
              </Group>
              <Progress
                mt={6}
                value={progressPercent(assignment.completed, assignment.dueDate, today)}
                color={assignment.completed ? 'green' : 'pitch'}
                aria-label={`${assignment.title} progress`}
              />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
