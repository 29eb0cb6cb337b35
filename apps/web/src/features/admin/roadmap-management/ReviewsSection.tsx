import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Assignment } from '@portal/contracts';
import { useState } from 'react';
import { useUnauthorizedRedirect } from '../../../auth/unauthorized-redirect';
import { AssignmentDetailDialog } from '../../roadmap/AssignmentDetailDialog';
import { useGetReviewQueueQuery } from '../../roadmap/roadmap-api';
import type { DirectoryPlayer } from './player-directory';

export const REVIEW_LIST_SIZE = 50;

/** Submitted work across players, oldest first; a coach opens one, reads the evidence and history, and reviews it. */
export function ReviewsSection({
  players,
  squadId,
  scopeLabel,
}: {
  players: readonly DirectoryPlayer[];
  /** The squad switcher's squad; undefined: every player the reader reaches. */
  squadId: string | undefined;
  /** Whose submitted work this is ("U15 Blue", "All your players"). */
  scopeLabel: string;
}) {
  const queue = useGetReviewQueueQuery({ limit: REVIEW_LIST_SIZE, squadId });
  const [open, setOpen] = useState<Assignment | null>(null);
  useUnauthorizedRedirect(queue.error);
  const nameOf = (playerId: string) => players.find((player) => player.playerId === playerId)?.name ?? 'Player';

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={3} fz="lg">
            Reviews
          </Title>
          <Text size="xs" c="dimmed">
            {scopeLabel}
          </Text>
        </div>
        {queue.data ? (
          <Badge variant="light">
            {queue.data.items.length}
            {queue.data.nextCursor ? '+' : ''} waiting
          </Badge>
        ) : null}
      </Group>
      {queue.isLoading ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading reviews" />
        </Center>
      ) : queue.error ? (
        <Text c="red" size="sm">
          Could not load the submitted work. Please refresh the page.
        </Text>
      ) : queue.data?.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No submitted work is waiting for review.
        </Text>
      ) : (
        <Stack gap="xs">
          {queue.data?.items.map(({ assignment, submission }) => (
            <Group key={assignment.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="review-item">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {assignment.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {nameOf(assignment.playerId)} · {assignment.category}
                  {submission
                    ? ` · submitted ${new Date(submission.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`
                    : ''}
                </Text>
              </div>
              <Button size="xs" variant="light" onClick={() => setOpen(assignment)}>
                Review
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <AssignmentDetailDialog assignment={open} viewer="staff" onClose={() => setOpen(null)} />
    </Card>
  );
}
