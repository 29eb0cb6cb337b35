import { Button, Center, SimpleGrid } from '@mantine/core';
import { LIST_PAGE_MAX, summarizeVideos } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import { VideoIcon } from '../../common/icons';
import { SimpleUploadDialog } from '../videos/SimpleUploadDialog';
import { VideoCard } from '../videos/VideoCard';
import { VideoStatCards } from '../videos/VideoStatCards';
import { processingPollInterval } from '../videos/video-processing';
import { useGetVideoPageQuery } from '../videos/videos-api';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

/**
 * `/family/:childId/videos`: the child's videos with the coach's feedback. A parent may upload a
 * match or training video for the child (the child's media consent applies); nothing else.
 */
export default function FamilyVideosPage() {
  const { playerId = '', name } = useViewedPlayer();
  const [pollingInterval, setPollingInterval] = useState(0);
  const videos = useGetVideoPageQuery({ playerId, limit: LIST_PAGE_MAX }, { skip: !playerId, pollingInterval });
  const [dialogOpen, setDialogOpen] = useState(false);
  useUnauthorizedRedirect(videos.error);
  const items = useMemo(() => videos.data?.items ?? [], [videos.data]);
  useEffect(() => setPollingInterval(processingPollInterval(items)), [items]);
  const stats = useMemo(() => summarizeVideos(items), [items]);
  const uploadLabel = `Upload a video for ${name}`;

  return (
    <>
      <PageHeader
        title={`${possessive(name)} videos`}
        subtitle={`Match and training clips of ${name}, with the coach's feedback.`}
        actions={<Button onClick={() => setDialogOpen(true)}>{uploadLabel}</Button>}
      />
      <VideoStatCards stats={stats} />
      {videos.isLoading ? (
        <Center py="xl">
          <StatusLoader label={`Loading ${possessive(name)} videos`} />
        </Center>
      ) : videos.isError ? (
        <LoadErrorAlert title={`Could not load ${possessive(name)} videos`} onRetry={() => void videos.refetch()} />
      ) : items.length === 0 ? (
        <StatusPanel
          icon={<VideoIcon size={28} />}
          title="No videos yet"
          message={`When ${name} or you upload a match or training clip, it appears here with the coach's feedback.`}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {items.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </SimpleGrid>
      )}
      {playerId ? (
        <SimpleUploadDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} child={{ playerId, name }} />
      ) : null}
    </>
  );
}
