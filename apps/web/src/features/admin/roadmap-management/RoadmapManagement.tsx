import { ROADMAP_PROGRESS_PLAYERS_MAX, playerRoadmapPath } from '@portal/contracts';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../../auth/unauthorized-redirect';
import { userInitials } from '../../../common/user-display';
import type { SquadFilter } from '../../squads/use-squad-filter';
import { useGetRoadmapCountersQuery, useGetRoadmapProgressQuery } from '../../roadmap/roadmap-api';
import { AddAssignmentDialog } from './AddAssignmentDialog';
import { CreateRoadmapDialog } from './CreateRoadmapDialog';
import { ReviewsSection } from './ReviewsSection';
import { TemplatesSection } from './TemplatesSection';
import { useGetPlayerDirectoryQuery } from './player-directory';

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <Card withBorder radius="lg" padding="md" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`roadmap-stat-${label}`}>
        {value}
      </Text>
    </Card>
  );
}

/** Spec §2.13 Roadmap Management, with the real counters and the review list, for the chosen squad. */
export function RoadmapManagement({ squad }: { squad: SquadFilter }) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { squadId } = squad;
  const directory = useGetPlayerDirectoryQuery({ squadId });
  const counters = useGetRoadmapCountersQuery({ timeZone, squadId });
  const players = useMemo(() => directory.data ?? [], [directory.data]);
  const [search, setSearch] = useState('');
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return players;
    return players.filter((player) => `${player.name} ${player.email ?? ''}`.toLowerCase().includes(needle));
  }, [players, search]);
  /** The rows shown; the progress call takes at most this many players, so a search narrows larger clubs. */
  const shown = useMemo(() => matching.slice(0, ROADMAP_PROGRESS_PLAYERS_MAX), [matching]);
  const playerIds = useMemo(() => shown.map((player) => player.playerId), [shown]);
  const progress = useGetRoadmapProgressQuery({ playerIds, squadId }, { skip: playerIds.length === 0 });
  const [createFor, setCreateFor] = useState<{ playerId: string | null } | null>(null);
  const [adding, setAdding] = useState(false);
  useUnauthorizedRedirect(directory.error ?? counters.error);

  const progressOf = (playerId: string) => progress.data?.find((item) => item.playerId === playerId);
  const figure = (value: number | undefined) => (value === undefined ? '…' : value);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="xl">
            Roadmap Management
          </Title>
          <Text size="sm" c="dimmed" data-testid="roadmaps-scope">
            Showing: {squad.label}
          </Text>
        </div>
        <Group gap="sm">
          <Button onClick={() => setCreateFor({ playerId: null })}>Create Roadmap</Button>
          <Button variant="light" onClick={() => setAdding(true)}>
            Add Assignment
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Stat label="Total Players" value={directory.data ? players.length : '…'} />
        <Stat label="Active Roadmaps" value={figure(counters.data?.activeRoadmaps)} />
        <Stat label="Pending Reviews" value={figure(counters.data?.pendingReviews)} />
        <Stat label="Completed Today" value={figure(counters.data?.completedToday)} />
      </SimpleGrid>

      <ReviewsSection players={players} squadId={squadId} scopeLabel={squad.label} />

      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
          <Title order={3} fz="lg">
            Players
          </Title>
          {players.length > 0 ? (
            <TextInput
              aria-label="Search players"
              placeholder="Search players..."
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          ) : null}
        </Group>
        {directory.isLoading ? (
          <Center py="md">
            <Loader size="sm" aria-label="Loading players" />
          </Center>
        ) : directory.error ? (
          <Text c="red" size="sm">
            The player list could not be loaded. Please refresh the page.
          </Text>
        ) : players.length === 0 ? (
          <Text c="dimmed">
            {squadId ? `No players in ${squad.label} yet.` : 'No players found. Players need to create profiles first.'}
          </Text>
        ) : shown.length === 0 ? (
          <Text c="dimmed">No players match your search.</Text>
        ) : (
          <Stack gap="sm">
            {matching.length > shown.length ? (
              <Text size="sm" c="dimmed">
                Showing {shown.length} of {matching.length} players. Search to find others.
              </Text>
            ) : null}
            {shown.map((player) => {
              const current = progressOf(player.playerId);
              const [first, ...rest] = player.name.split(' ');
              return (
                <Group
                  key={player.playerId}
                  justify="space-between"
                  wrap="wrap"
                  gap="sm"
                  data-testid="roadmap-player-row"
                >
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar radius="xl" color="pitch" src={player.photoUrl ?? undefined} alt={player.name}>
                      {userInitials({ firstName: first ?? null, lastName: rest.join(' ') || null })}
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {player.name}
                      </Text>
                      {current ? (
                        <Text size="xs" c="dimmed" truncate>
                          {current.title} · {current.approved} of {current.total} completed
                          {current.submitted ? ` · ${current.submitted} to review` : ''}
                        </Text>
                      ) : (
                        <Badge color="gray" variant="light" size="sm">
                          No Active Roadmap
                        </Badge>
                      )}
                    </div>
                  </Group>
                  <Group gap="xs">
                    {current ? (
                      <Button
                        size="xs"
                        variant="default"
                        component={Link}
                        to={playerRoadmapPath(player.playerId, current.submitted ? 'submitted' : undefined)}
                      >
                        View Roadmap
                      </Button>
                    ) : null}
                    <Button size="xs" variant="light" onClick={() => setCreateFor({ playerId: player.playerId })}>
                      Create Roadmap
                    </Button>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Card>

      <TemplatesSection />

      <CreateRoadmapDialog
        opened={createFor !== null}
        players={players}
        preselectedPlayerId={createFor?.playerId ?? null}
        onClose={() => setCreateFor(null)}
      />
      <AddAssignmentDialog opened={adding} players={players} onClose={() => setAdding(false)} />
    </Stack>
  );
}
