import { Button, Card, SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { VIDEO_STATUSES, type VideoStatus } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LOGIN_NAVIGATION_PATH } from '../../auth/unauthorized';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon, VideoAnalysisIcon } from '../../common/icons';
import { AnalysisUploadDialog } from './AnalysisUploadDialog';
import { VideoGridCard } from './VideoGridCard';
import { VideoReviewPanel } from './VideoReviewPanel';
import { processingPollInterval } from './video-processing';
import { useGetVideosQuery } from './videos-api';

const FILTERS = [
  { label: 'All Videos', value: 'all' },
  ...VIDEO_STATUSES.map((status) => ({ label: status, value: status })),
];

/** Spec §2.11, status version (/video-analysis): filter, card grid, the selected video with its feedback. */
export default function VideoAnalysisPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const isPlayer = user?.role === 'player';
  const [filter, setFilter] = useState('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [pollingInterval, setPollingInterval] = useState(0);
  const videos = useGetVideosQuery(filter === 'all' ? undefined : { status: filter as VideoStatus }, {
    skip: !user || userLoading,
    pollingInterval,
  });
  useUnauthorizedRedirect(videos.error);
  useEffect(() => setPollingInterval(processingPollInterval(videos.data)), [videos.data]);
  useEffect(() => {
    if (!userLoading && !user) window.location.assign(LOGIN_NAVIGATION_PATH);
  }, [user, userLoading]);

  if (userLoading || !user) return <FullPageLoader />;
  const list = videos.data ?? [];
  const selected = list.find((video) => video.id === selectedId);
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
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setSelectedId(null);
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
          title="No videos yet"
          message={
            isPlayer
              ? 'Upload your first game or training clip to get feedback from your coach.'
              : filter === 'all'
                ? 'When players upload footage, it will appear here for review.'
                : 'No videos have this status.'
          }
          action={isPlayer ? <Button onClick={() => setDialogOpen(true)}>Upload Video</Button> : undefined}
        />
      ) : (
        <Stack gap="lg">
          {selected && <VideoReviewPanel key={selected.id} video={selected} isStaff={!isPlayer} />}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.map((video) => (
              <VideoGridCard
                key={video.id}
                video={video}
                selected={video.id === selectedId}
                onSelect={() => setSelectedId(video.id)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {isPlayer && <AnalysisUploadDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
