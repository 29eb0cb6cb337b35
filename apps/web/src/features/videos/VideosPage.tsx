import { Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { summarizeVideos } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LOGIN_NAVIGATION_PATH } from '../../auth/unauthorized';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon, VideoIcon } from '../../common/icons';
import { SimpleUploadDialog } from './SimpleUploadDialog';
import { VideoCard } from './VideoCard';
import { VideoStatCards } from './VideoStatCards';
import { processingPollInterval } from './video-processing';
import { useGetVideosQuery } from './videos-api';

function VideoSkeletons() {
  return (
    <Stack gap="md" aria-busy aria-label="Loading videos">
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Skeleton height={20} width="50%" radius="sm" />
          <Skeleton height={12} mt="sm" width="30%" radius="sm" />
          <Skeleton height={32} mt="md" width={90} radius="md" />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Spec §2.11, simple version (/videos): stat cards, upload dialog and video cards. Titled like its
 * navigation item, 'Videos': the spec's 'Video Analysis' is the title of /video-analysis, and two
 * pages of one name read as one.
 */
export default function VideosPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const isPlayer = user?.role === 'player';
  const [pollingInterval, setPollingInterval] = useState(0);
  const videos = useGetVideosQuery(undefined, { skip: !user || userLoading, pollingInterval });
  const [dialogOpen, setDialogOpen] = useState(false);
  useUnauthorizedRedirect(videos.error);
  useEffect(() => setPollingInterval(processingPollInterval(videos.data)), [videos.data]);
  useEffect(() => {
    if (!userLoading && !user) window.location.assign(LOGIN_NAVIGATION_PATH);
  }, [user, userLoading]);
  const stats = useMemo(() => summarizeVideos(videos.data ?? []), [videos.data]);

  if (userLoading || !user) return <FullPageLoader />;
  const upload = isPlayer ? <Button onClick={() => setDialogOpen(true)}>Upload Video</Button> : undefined;
  return (
    <>
      <PageHeader
        title="Videos"
        subtitle={
          isPlayer
            ? "Upload game clips and training videos, and read your coach's feedback on each. Timed comments and status filters are in Video Analysis."
            : "Players' game clips and training videos, with the feedback they received. Review them in Video Analysis."
        }
        actions={upload}
      />
      <VideoStatCards stats={stats} />
      {videos.isLoading ? (
        <VideoSkeletons />
      ) : videos.isError ? (
        <StatusPanel
          icon={<InfoIcon size={28} />}
          color="red"
          title="Videos could not be loaded"
          message="Something went wrong while loading the videos."
          action={<Button onClick={() => void videos.refetch()}>Try again</Button>}
        />
      ) : (videos.data ?? []).length === 0 ? (
        <StatusPanel
          icon={<VideoIcon size={28} />}
          title="No videos yet"
          message={
            isPlayer
              ? 'Upload a game clip or training video to get feedback from your coach.'
              : 'Videos players upload will appear here.'
          }
          action={isPlayer ? <Button onClick={() => setDialogOpen(true)}>Upload Your First Video</Button> : undefined}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {(videos.data ?? []).map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </SimpleGrid>
      )}
      {isPlayer && <SimpleUploadDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
