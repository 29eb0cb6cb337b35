import { Button, Card, Center, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Assignment, calendarDayOf, humanDay } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useUnauthorizedRedirect } from '../../../auth/unauthorized-redirect';
import { StatusLoader } from '../../../common/StatusLoader';
import { LoadErrorAlert } from '../../../common/LoadErrorAlert';
import { AssignmentDetailDialog } from '../../roadmap/AssignmentDetailDialog';
import { useGetReviewQueueQuery } from '../../roadmap/roadmap-api';
import { useListAdminPlayersQuery } from '../admin-players-api';
import { playerOptionLabel } from './player-directory';
import { roadmapPlayerRowOf } from './player-rows';
import { currentCursor, firstPage, nextPage, pageNumber, previousPage, trailFor } from './review-paging';
import { viewerTimeZone } from '../../../common/dates';

export const REVIEW_PAGE_SIZE = 20;
/** How many players the filter offers for what was typed (the server searches). */
const FILTER_OPTIONS_MAX = 20;

interface PlayerOption {
  value: string;
  label: string;
  /** The player's name alone, for the section's subtitle. */
  name: string;
}

/**
 * The filter's player picker: the server searches names, e-mails and teams as the coach types; the
 * chosen player stays listed whatever is typed next.
 */
function ReviewPlayerFilter({
  squadId,
  value,
  onChange,
}: {
  squadId: string | undefined;
  value: PlayerOption | null;
  onChange: (option: PlayerOption | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed === value?.label ? '' : typed, 300);
  const found = useListAdminPlayersQuery({ search, squadId, page: 1, pageSize: FILTER_OPTIONS_MAX });
  const options = useMemo(() => {
    const listed = (found.data?.items ?? []).map(roadmapPlayerRowOf).map((player) => ({
      value: player.playerId,
      label: playerOptionLabel(player),
      name: player.name,
    }));
    return value && !listed.some((option) => option.value === value.value) ? [value, ...listed] : listed;
  }, [found.data, value]);

  return (
    <Select
      label="Player"
      placeholder="All players"
      searchable
      clearable
      data={options.map(({ value: id, label }) => ({ value: id, label }))}
      value={value?.value ?? null}
      searchValue={typed}
      onSearchChange={setTyped}
      onChange={(playerId) => onChange(options.find((option) => option.value === playerId) ?? null)}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No player matches'}
      filter={({ options: all }) => all}
      // A long name and e-mail cannot wrap inside the input: the whole choice on hover.
      title={value?.label}
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * Submitted work across players, oldest first, a page at a time; a coach narrows it to one player,
 * opens an item, reads the evidence and history, and reviews it. Every item names its player as the
 * server answers it.
 */
export function ReviewsSection({
  squadId,
  scopeLabel,
}: {
  /** The squad switcher's squad; undefined: every player the reader reaches. */
  squadId: string | undefined;
  /** Whose submitted work this is ("U15 Blue", "All your players"). */
  scopeLabel: string;
}) {
  const [player, setPlayer] = useState<PlayerOption | null>(null);
  const key = `${squadId ?? ''}|${player?.value ?? ''}`;
  const [storedTrail, setTrail] = useState(() => firstPage(key));
  const trail = trailFor(storedTrail, key);
  const queue = useGetReviewQueueQuery({
    limit: REVIEW_PAGE_SIZE,
    squadId,
    playerId: player?.value,
    before: currentCursor(trail),
  });
  const [open, setOpen] = useState<Assignment | null>(null);
  const timeZone = viewerTimeZone();
  useUnauthorizedRedirect(queue.error);
  // Another page or player shows its own answer, never the previous one while it loads.
  const current = queue.currentData;
  const items = current?.items ?? [];
  const page = pageNumber(trail);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reviews-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <div>
          <Title order={3} fz="lg" id="reviews-title">
            Reviews
          </Title>
          <Text size="xs" c="dimmed">
            {player ? `${player.name}, ${scopeLabel}` : scopeLabel} · oldest first
          </Text>
        </div>
        <ReviewPlayerFilter squadId={squadId} value={player} onChange={setPlayer} />
      </Group>
      {!current && !queue.error ? (
        <Center py="md">
          <StatusLoader size="sm" label="Loading reviews" />
        </Center>
      ) : queue.error ? (
        <LoadErrorAlert
          title="Could not load the submitted work"
          error={queue.error}
          retrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm" role="status">
          {player
            ? 'No submitted work from this player is waiting for review.'
            : 'No submitted work is waiting for review.'}
        </Text>
      ) : (
        <Stack gap="xs">
          {items.map(({ assignment, submission, playerName }) => (
            <Group key={assignment.id} justify="space-between" wrap="wrap" gap="sm" data-testid="review-item">
              <div style={{ minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}>
                <Text fw={600}>{assignment.title}</Text>
                <Text size="xs" c="dimmed">
                  <span data-testid="review-player">{playerName}</span> · {assignment.category}
                  {submission
                    ? ` · submitted ${humanDay(calendarDayOf(new Date(submission.createdAt), timeZone), { year: false })}`
                    : ''}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                onClick={() => setOpen(assignment)}
                aria-label={`Review ${assignment.title} by ${playerName}`}
              >
                Review
              </Button>
            </Group>
          ))}
          {page > 1 || current?.nextCursor ? (
            <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
              <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setTrail(previousPage(trail))}>
                Previous page
              </Button>
              <Text size="sm" c="dimmed" data-testid="reviews-page">
                Page {page}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={!current?.nextCursor}
                onClick={() => current?.nextCursor && setTrail(nextPage(trail, current.nextCursor))}
              >
                Next page
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
      <AssignmentDetailDialog assignment={open} viewer="staff" onClose={() => setOpen(null)} />
    </Card>
  );
}
