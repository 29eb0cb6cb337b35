import { AspectRatio, Avatar, Badge, Box, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { type Video, formatDuration, humanDay } from '@portal/contracts';
import { VideoIcon } from '../../common/icons';
import { initialsOfName } from './video-list-display';
import { ConsentWithdrawnNotice } from './ConsentWithdrawnNotice';
import { ProcessingBadge } from './ProcessingBadge';
import { VideoStatusBadge } from './VideoStatusBadge';
import classes from './videos.module.css';

/** Whose video it is, on the staff grid. */
export interface VideoOwner {
  name: string;
  photoUrl: string | null;
}

/**
 * Spec §2.11 status card: thumbnail, duration m:ss, title, status, type, opponent, jersey, date,
 * comments, summary marker; on the staff grid also the player's photo (or initials) and name.
 */
export function VideoGridCard({
  video,
  owner,
  selected,
  onSelect,
}: {
  video: Video;
  owner?: VideoOwner;
  selected: boolean;
  onSelect: (card: HTMLElement) => void;
}) {
  const duration = formatDuration(video.durationSeconds);
  return (
    <UnstyledButton
      onClick={(event) => onSelect(event.currentTarget)}
      aria-pressed={selected}
      className={classes.cardButton}
    >
      <Card
        withBorder
        radius="lg"
        padding={0}
        className={classes.gridCard}
        data-selected={selected || undefined}
        data-testid="analysis-card"
      >
        <AspectRatio ratio={16 / 9} className={classes.thumbnail}>
          {video.thumbnailUrl ? (
            <Image
              src={video.thumbnailUrl}
              alt={`Thumbnail of ${video.title}`}
              fit="cover"
              data-testid="video-thumbnail"
            />
          ) : (
            <Box className={classes.thumbnailPlaceholder}>
              <VideoIcon size={32} />
            </Box>
          )}
        </AspectRatio>
        {duration && (
          <Badge className={classes.duration} color="dark" variant="filled" data-testid="video-duration">
            {duration}
          </Badge>
        )}
        <Stack gap={6} p="md">
          {owner ? (
            <Group gap="xs" wrap="nowrap" data-testid="video-owner">
              <Avatar size="sm" radius="xl" color="pitch" src={owner.photoUrl ?? undefined} alt="">
                {initialsOfName(owner.name)}
              </Avatar>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {owner.name}
              </Text>
            </Group>
          ) : null}
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {video.title}
            </Text>
            <VideoStatusBadge status={video.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {[
              video.type,
              video.opponent ? `vs ${video.opponent}` : null,
              video.jerseyNumber !== null ? `#${video.jerseyNumber}` : null,
              video.eventDate ? humanDay(video.eventDate, { year: true }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {video.commentCount} {video.commentCount === 1 ? 'comment' : 'comments'}
            </Text>
            {video.summary && (
              <Badge size="xs" color="green" variant="dot">
                Summary
              </Badge>
            )}
          </Group>
          <ProcessingBadge video={video} />
          <ConsentWithdrawnNotice video={video} />
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
