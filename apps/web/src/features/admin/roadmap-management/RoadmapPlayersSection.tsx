import { Avatar, Badge, Button, Card, Center, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type AdminPlayerPage, nameInitials, playerRoadmapPath } from '@portal/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { StatusLoader } from '../../../common/StatusLoader';
import { SearchIcon } from '../../../common/icons';
import { NamedPagination } from '../../../common/NamedPagination';
import { useGetRoadmapProgressQuery } from '../../roadmap/roadmap-api';
import { pageRangeText, roadmapPlayerRowOf } from './player-rows';

export const ROADMAP_PLAYERS_PAGE_SIZE = 25;

/** Roadmap Management's players: searched and paged on the server, each told apart by e-mail and team. */
export function RoadmapPlayersSection({
  squadId,
  scopeLabel,
  search,
  onSearch,
  page,
  onPage,
  players,
  totalPlayers,
  onCreateRoadmap,
}: {
  squadId: string | undefined;
  scopeLabel: string;
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPage: (page: number) => void;
  /** The page of GET /api/admin/players for the debounced search. */
  players: { data?: AdminPlayerPage; isLoading: boolean; isFetching: boolean; error?: unknown; searched: string };
  /** Every player in scope, whatever the search (the stat figures; undefined while they load). */
  totalPlayers: number | undefined;
  onCreateRoadmap: (playerId: string) => void;
}) {
  const rows = useMemo(() => (players.data?.items ?? []).map(roadmapPlayerRowOf), [players.data]);
  const playerIds = useMemo(() => rows.map((row) => row.playerId), [rows]);
  const progress = useGetRoadmapProgressQuery({ playerIds, squadId }, { skip: playerIds.length === 0 });
  const progressOf = (playerId: string) => progress.data?.find((item) => item.playerId === playerId);
  const typing = search.trim() !== players.searched.trim();
  const total = players.data?.total ?? 0;
  // The range describes the rows on screen: while the next page loads, the previous one's rows stay.
  const shownPage = players.data?.page ?? page;
  const totalPages = Math.max(1, Math.ceil(total / ROADMAP_PLAYERS_PAGE_SIZE));
  // Until the figures arrive, an unsearched empty list is as telling.
  const clubHasPlayers =
    totalPlayers === undefined ? rows.length > 0 || players.searched.trim() !== '' : totalPlayers > 0;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="roadmap-players-title">
      <Group justify="space-between" wrap="wrap" gap="sm" mb="sm" align="flex-end">
        <div>
          <Title order={3} fz="lg" id="roadmap-players-title">
            Players
          </Title>
          <Text size="xs" c="dimmed">
            {scopeLabel}
          </Text>
        </div>
        <TextInput
          aria-label="Search players"
          placeholder="Search by name, e-mail or team"
          leftSection={<SearchIcon size={16} />}
          rightSection={players.isFetching || typing ? <StatusLoader size="xs" label="Searching" /> : null}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {players.isLoading ? (
        <Center py="md">
          <StatusLoader size="sm" label="Loading players" />
        </Center>
      ) : players.error ? (
        <Text c="red.8" size="sm" role="alert">
          The player list could not be loaded. Please refresh the page.
        </Text>
      ) : !clubHasPlayers ? (
        <Text c="dimmed">
          {squadId ? `No players in ${scopeLabel} yet.` : 'No players found. Players need to create profiles first.'}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          No players match “{players.searched.trim()}”.
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status" data-testid="roadmap-players-range">
            {pageRangeText(shownPage, ROADMAP_PLAYERS_PAGE_SIZE, total, 'Players', players.data?.totalCapped)}
          </Text>
          {rows.map((player) => {
            const current = progressOf(player.playerId);
            return (
              <Group
                key={player.playerId}
                justify="space-between"
                wrap="wrap"
                gap="sm"
                data-testid="roadmap-player-row"
              >
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Avatar radius="xl" color="pitch" src={player.photoUrl ?? undefined} alt={player.name}>
                    {nameInitials(player.name)}
                  </Avatar>
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Text fw={600}>{player.name}</Text>
                    <Text size="xs" c="dimmed" data-testid="roadmap-player-email">
                      {player.email ?? 'No account e-mail'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {player.teamLine}
                    </Text>
                    {current ? (
                      <Text size="xs" mt={2}>
                        {current.title} · {current.approved} of {current.total} completed
                        {current.submitted ? ` · ${current.submitted} to review` : ''}
                      </Text>
                    ) : progress.isLoading ? null : (
                      <Badge color="gray" variant="light" size="sm" mt={2}>
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
                      aria-label={`View Roadmap of ${player.name}`}
                    >
                      View Roadmap
                    </Button>
                  ) : null}
                  <Button size="xs" variant="light" onClick={() => onCreateRoadmap(player.playerId)}>
                    Create Roadmap
                  </Button>
                </Group>
              </Group>
            );
          })}
          {totalPages > 1 ? <NamedPagination total={totalPages} value={page} onChange={onPage} mt="xs" /> : null}
        </Stack>
      )}
    </Card>
  );
}
