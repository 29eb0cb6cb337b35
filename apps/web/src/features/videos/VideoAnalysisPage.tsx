import {
  Button,
  Card,
  Drawer,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { VIDEO_SEARCH_MAX, VIDEO_STATUSES, type VideoStatus } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LOGIN_NAVIGATION_PATH } from '../../auth/unauthorized';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon, SearchIcon, VideoAnalysisIcon } from '../../common/icons';
import { useGetPlayerDirectoryQuery } from '../admin/roadmap-management/player-directory';
import { SquadSwitcher } from '../squads/SquadSwitcher';
import { useSquadFilter } from '../squads/use-squad-filter';
import { AnalysisUploadDialog } from './AnalysisUploadDialog';
import { VideoGridCard, type VideoOwner } from './VideoGridCard';
import { VideoReviewPanel } from './VideoReviewPanel';
import {
  type CursorTrail,
  DRAWER_MAX_WIDTH,
  type DrawerPlacement,
  VIDEO_PAGE_SIZE,
  VIDEO_SEARCH_DEBOUNCE_MS,
  cursorFor,
  drawerBeside,
  nextPage,
  pageNumberOf,
  previousPage,
  videoListEmptyState,
  videoScopeCaption,
} from './video-list-display';
import { processingPollInterval } from './video-processing';
import { useGetVideoPageQuery } from './videos-api';

/** The player filter's "everyone" choice (a real option, so the keyboard can pick it). */
const ALL_PLAYERS = 'all';

const FILTERS = [
  { label: 'All Videos', value: 'all' },
  ...VIDEO_STATUSES.map((status) => ({ label: status, value: status })),
];

/**
 * Spec §2.11, status version (/video-analysis, titled like its navigation item 'Video Analysis'): filters, a paged card grid, and the selected video
 * with its feedback in a drawer beside the clicked card. Staff also pick a squad (kept in the URL)
 * and a player, and every card names its player.
 */
export default function VideoAnalysisPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const isPlayer = user?.role === 'player';
  const squad = useSquadFilter();
  const wide = useMediaQuery('(min-width: 48em)');
  const [filter, setFilter] = useState('all');
  const [searchInput, setSearchInput] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), VIDEO_SEARCH_DEBOUNCE_MS);
  const [pickedPlayerId, setPickedPlayerId] = useState<string | null>(null);
  const [selection, setSelection] = useState<({ id: string } & DrawerPlacement) | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [pollingInterval, setPollingInterval] = useState(0);
  const [trail, setTrail] = useState<CursorTrail>({ key: '', cursors: [] });

  const directory = useGetPlayerDirectoryQuery({ squadId: squad.squadId }, { skip: !user || isPlayer });
  const players = useMemo(() => directory.data ?? [], [directory.data]);
  const ownerOf = useMemo(() => {
    const byId = new Map(players.map((player) => [player.playerId, player]));
    return (playerId: string): VideoOwner | undefined => {
      const player = byId.get(playerId);
      return player ? { name: player.name, photoUrl: player.photoUrl } : undefined;
    };
  }, [players]);
  // A player picked in one squad is dropped when the squad changes to one without them.
  const playerId =
    pickedPlayerId && (!directory.data || players.some((player) => player.playerId === pickedPlayerId))
      ? pickedPlayerId
      : null;
  const playerName = playerId ? (ownerOf(playerId)?.name ?? null) : null;

  const status = filter === 'all' ? undefined : (filter as VideoStatus);
  const filterKey = JSON.stringify([status, squad.squadId, playerId, debouncedSearch]);
  const videos = useGetVideoPageQuery(
    {
      status,
      squadId: squad.squadId,
      playerId: playerId ?? undefined,
      search: debouncedSearch || undefined,
      limit: VIDEO_PAGE_SIZE,
      before: cursorFor(trail, filterKey),
    },
    { skip: !user || userLoading, pollingInterval },
  );
  useUnauthorizedRedirect(videos.error ?? directory.error);
  useEffect(() => setPollingInterval(processingPollInterval(videos.data?.items)), [videos.data]);
  useEffect(() => {
    if (!userLoading && !user) window.location.assign(LOGIN_NAVIGATION_PATH);
  }, [user, userLoading]);

  if (userLoading || !user) return <FullPageLoader />;
  const list = videos.data?.items ?? [];
  const selected = selection ? list.find((video) => video.id === selection.id) : undefined;
  const page = pageNumberOf(trail, filterKey);
  const nextCursor = videos.data?.nextCursor ?? null;
  const empty = videoListEmptyState(
    { search: debouncedSearch, status: status ?? null, playerName },
    { isPlayer, squadLabel: squad.squadId ? squad.label : null },
  );
  const clearFilters = () => {
    setSearchInput('');
    setFilter('all');
    setPickedPlayerId(null);
  };
  const selectedOwner = selected && !isPlayer ? ownerOf(selected.playerId) : undefined;

  return (
    <>
      <PageHeader
        title="Video Analysis"
        subtitle={
          isPlayer
            ? 'Upload game or training footage to receive coach feedback'
            : 'Review and provide feedback on player videos'
        }
        actions={isPlayer ? <Button onClick={() => setDialogOpen(true)}>Upload Video</Button> : undefined}
      />
      <Card withBorder radius="lg" padding="md" mb="lg">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <SquadSwitcher filter={squad} />
            {isPlayer ? null : (
              <Select
                label="Player"
                placeholder={directory.isLoading ? 'Loading players…' : undefined}
                data={[
                  { value: ALL_PLAYERS, label: 'All players' },
                  ...players.map((player) => ({ value: player.playerId, label: player.name })),
                ]}
                value={playerId ?? ALL_PLAYERS}
                onChange={(value) => setPickedPlayerId(!value || value === ALL_PLAYERS ? null : value)}
                allowDeselect={false}
                searchable
                disabled={directory.isLoading}
                nothingFoundMessage="No player with this name"
                w={{ base: '100%', sm: 240 }}
              />
            )}
            <TextInput
              label="Search by title"
              placeholder="e.g. Derby"
              leftSection={<SearchIcon size={16} />}
              value={searchInput}
              maxLength={VIDEO_SEARCH_MAX}
              onChange={(event) => setSearchInput(event.currentTarget.value)}
              w={{ base: '100%', sm: 240 }}
            />
          </Group>
          {isPlayer ? null : (
            <Text size="sm" c="dimmed" data-testid="videos-scope">
              {videoScopeCaption(squad.label, playerName)}
            </Text>
          )}
        </Stack>
      </Card>
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setSelection(null);
        }}
        mb="lg"
        fullWidth
        orientation="horizontal"
        aria-label="Filter videos by status"
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
      />
      {videos.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy aria-label="Loading videos">
          {[0, 1, 2].map((index) => (
            <Card key={index} withBorder radius="lg" padding={0}>
              <Skeleton height={160} />
              <Skeleton height={16} m="md" width="60%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : videos.isError ? (
        <StatusPanel
          icon={<InfoIcon size={28} />}
          color="red"
          title="Videos could not be loaded"
          message="Something went wrong while loading the videos."
          action={<Button onClick={() => void videos.refetch()}>Try again</Button>}
        />
      ) : list.length === 0 ? (
        <StatusPanel
          icon={<VideoAnalysisIcon size={28} />}
          title={empty.title}
          message={empty.message}
          action={
            empty.canClear ? (
              <Button variant="light" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : isPlayer ? (
              <Button onClick={() => setDialogOpen(true)}>Upload Video</Button>
            ) : undefined
          }
        />
      ) : (
        <Stack gap="lg" style={{ opacity: videos.isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.map((video) => (
              <VideoGridCard
                key={video.id}
                video={video}
                owner={isPlayer ? undefined : (ownerOf(video.playerId) ?? { name: 'Player', photoUrl: null })}
                selected={video.id === selection?.id}
                onSelect={(card) => setSelection({ id: video.id, ...drawerBeside(card.getBoundingClientRect()) })}
              />
            ))}
          </SimpleGrid>
          {page > 1 || nextCursor ? (
            <Group justify="center" gap="sm" aria-label="Pages">
              <Button
                variant="default"
                disabled={page === 1}
                onClick={() => setTrail((current) => previousPage(current, filterKey))}
              >
                Previous page
              </Button>
              <Text size="sm" c="dimmed" aria-live="polite">
                Page {page}
              </Text>
              <Button
                variant="default"
                disabled={!nextCursor}
                onClick={() => nextCursor && setTrail((current) => nextPage(current, filterKey, nextCursor))}
              >
                Next page
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
      <Drawer
        opened={!!selected}
        onClose={() => setSelection(null)}
        position={wide ? (selection?.side ?? 'right') : 'bottom'}
        size={wide ? (selection?.width ?? DRAWER_MAX_WIDTH) : '90%'}
        title={selected?.title ?? ''}
        overlayProps={{ backgroundOpacity: 0.25 }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' } }}
      >
        {selected ? (
          <VideoReviewPanel
            key={selected.id}
            video={selected}
            isStaff={!isPlayer}
            playerName={selectedOwner?.name}
            inDrawer
          />
        ) : null}
      </Drawer>
      {isPlayer && <AnalysisUploadDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
