import { Box, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Video, formatUploadDate } from '@portal/contracts';
import { ConsentWithdrawnNotice } from './ConsentWithdrawnNotice';
import { ProcessingBadge } from './ProcessingBadge';
import { VideoStatusBadge } from './VideoStatusBadge';

/**
 * Spec §2.11 simple card: title, upload date, status badge (the same word as on Video Analysis),
 * Play in a new tab, description, Coach Feedback.
 */
export function VideoCard({ video }: { video: Video }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="video-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Box miw={0}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {video.title}
            </Title>
            <Text size="sm" c="dimmed">
              {formatUploadDate(video.uploadDate)}
            </Text>
          </Box>
          <VideoStatusBadge status={video.status} />
        </Group>
        <ProcessingBadge video={video} />
        <ConsentWithdrawnNotice video={video} />
        {video.videoUrl && (
          <Button
            component="a"
            href={video.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            w="fit-content"
          >
            Play
          </Button>
        )}
        {video.description && <Text size="sm">{video.description}</Text>}
        {video.coachComments && (
          <Paper bg="var(--mantine-color-green-0)" p="sm" radius="md">
            <Text size="sm" fw={600}>
              Coach Feedback
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {video.coachComments}
            </Text>
          </Paper>
        )}
      </Stack>
    </Card>
  );
}
