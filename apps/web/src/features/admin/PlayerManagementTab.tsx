import { Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { profileCompletionPercent } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { SearchIcon, UsersIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { NamedPagination } from '../../common/NamedPagination';
import type { SquadFilter } from '../squads/use-squad-filter';
import { AdminPlayerRow } from './AdminPlayerRow';
import { playerTotalText, useGetAdminPlayerStatsQuery, useListAdminPlayersQuery } from './admin-players-api';

export const PLAYERS_PAGE_SIZE = 25;

function StatCard({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid={`stat-${label}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} width={60} mt={4} />
      ) : (
        <Text fz={28} fw={800}>
          {value}
        </Text>
      )}
    </Card>
  );
}

/** Spec §2.13 Player Management: stat cards, search and a paged list of the players of the chosen squad. */
export function PlayerManagementTab({ squad }: { squad: SquadFilter }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [pageOf, setPageOf] = useState<{ squadId: string | undefined; page: number }>({
    squadId: undefined,
    page: 1,
  });
  /** Another squad starts again at page 1. */
  const page = pageOf.squadId === squad.squadId ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ squadId: squad.squadId, page: next });
  const { data, error, isLoading, isFetching, refetch } = useListAdminPlayersQuery({
    search: debouncedSearch,
    squadId: squad.squadId,
    page,
    pageSize: PLAYERS_PAGE_SIZE,
  });
  const statsQuery = useGetAdminPlayerStatsQuery({ squadId: squad.squadId });
  useUnauthorizedRedirect(error ?? statsQuery.error);
  const stats = statsQuery.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const searching = debouncedSearch.trim().length > 0;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard label="Total Players" value={stats?.totalPlayers} />
        <StatCard label="Complete Profiles" value={stats?.completeProfiles} />
        <StatCard
          label="Profile Completion"
          value={stats ? `${profileCompletionPercent(stats.completeProfiles, stats.totalPlayers)}%` : undefined}
        />
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {squad.squadId ? squad.label : 'All Players'} ({data ? playerTotalText(data) : 0})
            </Title>
            <Text size="sm" c="dimmed" data-testid="players-scope">
              Showing: {squad.label}
            </Text>
          </div>
          <TextInput
            aria-label="Search players"
            placeholder="Search by name, email, team or club"
            leftSection={<SearchIcon size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 300 }}
          />
        </Group>
        {isLoading ? (
          <Stack gap="sm" aria-label="Loading players">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={72} radius="md" />
            ))}
          </Stack>
        ) : error ? (
          <LoadErrorAlert
            title="Could not load players"
            message={serverMessageOf(error) ?? 'Something went wrong while loading the player list.'}
            onRetry={() => void refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <Stack align="center" gap={6} py="xl" c="dimmed">
            <UsersIcon size={32} />
            <Text fw={600}>
              {searching
                ? `No players match "${debouncedSearch.trim()}"`
                : squad.squadId
                  ? `No players in ${squad.label} yet`
                  : 'No players yet'}
            </Text>
            {searching ? null : (
              <Text size="sm">
                {squad.squadId
                  ? 'An admin adds players to this squad in the Squads area.'
                  : 'Players will appear here once they create their profiles.'}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="sm" style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
            {data?.items.map((row) => (
              <AdminPlayerRow key={row.id} row={row} />
            ))}
          </Stack>
        )}
        {data && totalPages > 1 ? (
          <Group justify="center" mt="lg">
            <NamedPagination total={totalPages} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Card>
    </Stack>
  );
}
