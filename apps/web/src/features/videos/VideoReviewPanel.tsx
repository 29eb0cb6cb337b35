import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { REVIEW_STATUSES, type Video, formatDuration, videoStatusColor } from '@portal/contracts';
import { useRef, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
import { ConsentWithdrawnNotice } from './ConsentWithdrawnNotice';
import { ProcessingBadge } from './ProcessingBadge';
import { useAddVideoCommentMutation, useReplyToVideoCommentMutation, useReviewVideoMutation } from './videos-api';
import classes from './videos.module.css';

function useFailureToast() {
  return (error: unknown, fallback: string) => {
    if (redirectIfUnauthorized(error)) return;
    showToast({ title: 'Error', message: serverMessageOf(error) ?? fallback, tone: 'error' });
  };
}

/**
 * The selected video: the player, its comments by time (a click seeks there), and for coaches a
 * comment at the current time, the summary and the status; players reply to comments.
 */
export function VideoReviewPanel({
  video,
  isStaff,
  inDrawer = false,
}: {
  video: Video;
  isStaff: boolean;
  /** In the review drawer, whose title already names the video: no card and no heading of its own. */
  inDrawer?: boolean;
}) {
  const player = useRef<HTMLVideoElement>(null);
  const [comment, setComment] = useState('');
  const [summary, setSummary] = useState(video.summary ?? '');
  const [status, setStatus] = useState<string | null>(
    REVIEW_STATUSES.includes(video.status as never) ? video.status : null,
  );
  const [replies, setReplies] = useState<Record<string, string>>({});
  const [addComment, { isLoading: commenting }] = useAddVideoCommentMutation();
  const [review, { isLoading: reviewing }] = useReviewVideoMutation();
  const [reply] = useReplyToVideoCommentMutation();
  const failed = useFailureToast();

  const seek = (seconds: number) => {
    if (!player.current) return;
    player.current.currentTime = seconds;
    void player.current.play().catch(() => undefined);
  };

  const submitComment = async () => {
    const atSeconds = Math.round((player.current?.currentTime ?? 0) * 10) / 10;
    if (!comment.trim()) return showToast({ title: 'Comment text is required', message: '', tone: 'error' });
    try {
      await addComment({ videoId: video.id, atSeconds, text: comment }).unwrap();
      setComment('');
    } catch (error) {
      failed(error, 'Failed to add comment');
    }
  };

  const submitReview = async () => {
    try {
      await review({
        videoId: video.id,
        summary,
        ...(status ? { status: status as (typeof REVIEW_STATUSES)[number] } : {}),
      }).unwrap();
      showToast({ title: 'Review saved', message: 'The player can now read your feedback.', tone: 'success' });
    } catch (error) {
      failed(error, 'Failed to save review');
    }
  };

  const submitReply = async (commentId: string) => {
    const text = replies[commentId] ?? '';
    if (!text.trim()) return;
    try {
      await reply({ videoId: video.id, commentId, text }).unwrap();
      setReplies((current) => ({ ...current, [commentId]: '' }));
    } catch (error) {
      failed(error, 'Failed to send reply');
    }
  };

  const content = (
    <Stack gap="md">
      <Group justify={inDrawer ? 'flex-start' : 'space-between'} align="flex-start">
        {inDrawer ? null : (
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Title>
        )}
        <Badge color={videoStatusColor(video.status)} variant="light">
          {video.status}
        </Badge>
      </Group>
      <ProcessingBadge video={video} />
      <ConsentWithdrawnNotice video={video} />
      {video.videoUrl && video.processing.state !== 'failed' && (
        <video
          ref={player}
          className={classes.player}
          src={video.videoUrl}
          controls
          preload="metadata"
          poster={video.thumbnailUrl ?? undefined}
        >
          <track kind="captions" />
        </video>
      )}
      {video.notesFromPlayer && (
        <Text size="sm">
          <b>Notes from player:</b> {video.notesFromPlayer}
        </Text>
      )}
      {video.summary && !isStaff && (
        <Card bg="var(--mantine-color-green-0)" radius="md" padding="sm">
          <Text size="sm" fw={600}>
            Coach summary
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="coach-summary">
            {video.summary}
          </Text>
        </Card>
      )}
      <Divider label="Comments" labelPosition="left" />
      {video.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          {isStaff
            ? 'No comments yet. Pause at a moment and add one.'
            : 'Your coach has not commented yet. You will be notified when feedback is available.'}
        </Text>
      )}
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {video.comments.map((item) => (
          <li key={item.id}>
            <UnstyledButton
              className={classes.commentButton}
              onClick={() => seek(item.atSeconds)}
              title="Play from this moment"
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {formatDuration(item.atSeconds)}
                </Badge>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.text}
                </Text>
              </Group>
            </UnstyledButton>
            {item.replies.map((answer) => (
              <Text key={answer.id} size="sm" c="dimmed" pl={56}>
                ↳ {answer.text}
              </Text>
            ))}
            {!isStaff && (
              <Group gap="xs" pl={56} mt={4} wrap="nowrap">
                <Textarea
                  aria-label="Reply"
                  placeholder="Reply to your coach"
                  autosize
                  minRows={1}
                  style={{ flex: 1 }}
                  value={replies[item.id] ?? ''}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setReplies((current) => ({ ...current, [item.id]: text }));
                  }}
                />
                <Button size="xs" variant="light" onClick={() => void submitReply(item.id)}>
                  Reply
                </Button>
              </Group>
            )}
          </li>
        ))}
      </Stack>
      {isStaff && (
        <>
          <Textarea
            label="Comment at the current time"
            autosize
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Button variant="light" onClick={() => void submitComment()} loading={commenting} w="fit-content">
            Add comment
          </Button>
          <Divider label="Review" labelPosition="left" />
          <Textarea
            label="Summary"
            autosize
            minRows={3}
            value={summary}
            onChange={(event) => setSummary(event.currentTarget.value)}
          />
          <Select
            label="Status"
            placeholder="Choose a status"
            data={[...REVIEW_STATUSES]}
            value={status}
            onChange={setStatus}
          />
          <Button onClick={() => void submitReview()} loading={reviewing} w="fit-content">
            Save review
          </Button>
        </>
      )}
    </Stack>
  );
  return inDrawer ? (
    <div data-testid="review-panel">{content}</div>
  ) : (
    <Card withBorder radius="lg" padding="lg" data-testid="review-panel">
      {content}
    </Card>
  );
}
