import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUnauthorizedRedirect } from '../../../auth/unauthorized-redirect';
import type { SquadFilter } from '../../squads/use-squad-filter';
import { useGetRoadmapCountersQuery } from '../../roadmap/roadmap-api';
import { useGetAdminPlayerStatsQuery, useListAdminPlayersQuery } from '../admin-players-api';
import { AddAssignmentDialog } from './AddAssignmentDialog';
import { CreateRoadmapDialog } from './CreateRoadmapDialog';
import { ROADMAP_PLAYERS_PAGE_SIZE, RoadmapPlayersSection } from './RoadmapPlayersSection';
import { ReviewsSection } from './ReviewsSection';
import { TemplatesSection } from './TemplatesSection';
import { useGetPlayerDirectoryQuery } from './player-directory';
import { viewerTimeZone } from '../../../common/dates';

/** How long the search waits after the last key before it asks the server. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 300;

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
  const timeZone = viewerTimeZone();
  const { squadId } = squad;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, PLAYER_SEARCH_DEBOUNCE_MS);
  /** A new search or another squad starts again at page 1. */
  const [pageOf, setPageOf] = useState({ key: '', page: 1 });
  const pageKey = `${squadId ?? ''}|${debouncedSearch.trim()}`;
  const page = pageOf.key === pageKey ? pageOf.page : 1;
  const players = useListAdminPlayersQuery({
    search: debouncedSearch,
    squadId,
    page,
    pageSize: ROADMAP_PLAYERS_PAGE_SIZE,
  });
  const stats = useGetAdminPlayerStatsQuery({ squadId });
  const counters = useGetRoadmapCountersQuery({ timeZone, squadId });
  const [createFor, setCreateFor] = useState<{ playerId: string | null } | null>(null);
  const [adding, setAdding] = useState(false);
  // The dialogs' player pickers read the whole directory, only while one is open.
  const directory = useGetPlayerDirectoryQuery({ squadId }, { skip: createFor === null && !adding });
  const pickable = directory.data ?? [];
  useUnauthorizedRedirect(players.error ?? stats.error ?? counters.error);

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
        <Stat label="Total Players" value={figure(stats.data?.totalPlayers)} />
        <Stat label="Active Roadmaps" value={figure(counters.data?.activeRoadmaps)} />
        <Stat label="Pending Reviews" value={figure(counters.data?.pendingReviews)} />
        <Stat label="Completed Today" value={figure(counters.data?.completedToday)} />
      </SimpleGrid>

      <ReviewsSection squadId={squadId} scopeLabel={squad.label} />

      <RoadmapPlayersSection
        squadId={squadId}
        scopeLabel={squad.label}
        search={search}
        onSearch={setSearch}
        page={page}
        onPage={(next) => setPageOf({ key: pageKey, page: next })}
        players={{
          data: players.data,
          isLoading: players.isLoading,
          isFetching: players.isFetching,
          error: players.error,
          searched: debouncedSearch,
        }}
        totalPlayers={stats.data?.totalPlayers}
        onCreateRoadmap={(playerId) => setCreateFor({ playerId })}
      />

      <TemplatesSection />

      <CreateRoadmapDialog
        opened={createFor !== null}
        players={pickable}
        preselectedPlayerId={createFor?.playerId ?? null}
        onClose={() => setCreateFor(null)}
      />
      <AddAssignmentDialog opened={adding} players={pickable} onClose={() => setAdding(false)} />
    </Stack>
  );
}
