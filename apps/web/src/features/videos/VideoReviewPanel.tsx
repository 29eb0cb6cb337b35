import {
  Avatar,
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
import {
  REVIEW_STATUSES,
  type Video,
  formatDuration,
  videoCommentCreateSchema,
  videoReplyCreateSchema,
  videoReviewSchema,
} from '@portal/contracts';
import { useRef, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm, validateWith } from '../../common/submit';
import type { Toast } from '../../common/toast';
import { useGetPlayerProfileQuery } from '../profile/profile-api';
import { ConsentWithdrawnNotice } from './ConsentWithdrawnNotice';
import { ProcessingBadge } from './ProcessingBadge';
import { VideoStatusBadge } from './VideoStatusBadge';
import { initialsOfName } from './video-list-display';
import { useAddVideoCommentMutation, useReplyToVideoCommentMutation, useReviewVideoMutation } from './videos-api';
import classes from './videos.module.css';

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const failureToast =
  (fallback: string) =>
  (error: unknown): Toast => ({ title: 'Error', message: serverMessageOf(error) ?? fallback, tone: 'error' });

/** Whose video a coach is reviewing: the name the page knows, else the player's record. */
function ReviewedPlayer({ playerId, knownName }: { playerId: string; knownName?: string }) {
  const record = useGetPlayerProfileQuery(playerId, { skip: !!knownName });
  const name = knownName ?? record.data?.fullName ?? null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="review-player">
      <Avatar size="sm" radius="xl" color="pitch" alt="">
        {name ? initialsOfName(name) : null}
      </Avatar>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name ? (
          <>
            Video by <b>{name}</b>
          </>
        ) : record.isError ? (
          'The player could not be loaded.'
        ) : (
          'Loading the player…'
        )}
      </Text>
    </Group>
  );
}

/**
 * The selected video: the player, its comments by time (a click seeks there), and for coaches a
 * comment at the current time, the summary and the status; players reply to comments.
 */
export function VideoReviewPanel({
  video,
  isStaff,
  playerName,
  inDrawer = false,
}: {
  video: Video;
  isStaff: boolean;
  /** Staff: the player's name when the page already knows it (else the panel looks it up). */
  playerName?: string;
  /** In the review drawer, whose title already names the video: no card and no heading of its own. */
  inDrawer?: boolean;
}) {
  const player = useRef<HTMLVideoElement>(null);
  const [comment, setComment] = useState('');
  const [commentErrors, setCommentErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState(video.summary ?? '');
  // Saving a review without choosing says the video was reviewed (the badge then reads 'Reviewed').
  const [status, setStatus] = useState<string | null>(
    REVIEW_STATUSES.includes(video.status as ReviewStatus) ? video.status : 'Reviewed',
  );
  const [reviewErrors, setReviewErrors] = useState<Record<string, string>>({});
  const [replies, setReplies] = useState<Record<string, string>>({});
  const [replyErrors, setReplyErrors] = useState<Record<string, string>>({});
  const [addComment, { isLoading: commenting }] = useAddVideoCommentMutation();
  const [review, { isLoading: reviewing }] = useReviewVideoMutation();
  const [reply] = useReplyToVideoCommentMutation();

  const seek = (seconds: number) => {
    if (!player.current) return;
    player.current.currentTime = seconds;
    void player.current.play().catch(() => undefined);
  };

  const submitComment = () =>
    submitForm({
      form: { setErrors: setCommentErrors },
      validate: () =>
        validateWith(videoCommentCreateSchema, {
          atSeconds: Math.round((player.current?.currentTime ?? 0) * 10) / 10,
          text: comment,
        }),
      send: (request) => addComment({ videoId: video.id, ...request }).unwrap(),
      onSuccess: () => setComment(''),
      success: { title: 'Comment added', message: 'The player sees it at this moment of the video.', tone: 'success' },
      failure: failureToast('Failed to add comment'),
    });

  const submitReview = () =>
    submitForm({
      form: { setErrors: setReviewErrors },
      validate: () => validateWith(videoReviewSchema, { summary, ...(status ? { status } : {}) }),
      send: (request) => review({ videoId: video.id, ...request }).unwrap(),
      success: { title: 'Review saved', message: 'The player can now read your feedback.', tone: 'success' },
      failure: failureToast('Failed to save review'),
    });

  const submitReply = (commentId: string) =>
    submitForm({
      form: {
        setErrors: (errors) => setReplyErrors((current) => ({ ...current, [commentId]: errors.text ?? '' })),
      },
      validate: () => validateWith(videoReplyCreateSchema, { text: replies[commentId] ?? '' }),
      send: (request) => reply({ videoId: video.id, commentId, ...request }).unwrap(),
      onSuccess: () => setReplies((current) => ({ ...current, [commentId]: '' })),
      success: { title: 'Reply sent', message: 'Your coach will see it under the comment.', tone: 'success' },
      failure: failureToast('Failed to send reply'),
    });

  const content = (
    <Stack gap="md">
      <Group justify={inDrawer ? 'flex-start' : 'space-between'} align="flex-start">
        {inDrawer ? null : (
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Title>
        )}
        <VideoStatusBadge status={video.status} />
      </Group>
      {isStaff ? <ReviewedPlayer playerId={video.playerId} knownName={playerName} /> : null}
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
                  error={replyErrors[item.id] || undefined}
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
            error={commentErrors.text ?? commentErrors.atSeconds}
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
            error={reviewErrors.summary}
            value={summary}
            onChange={(event) => setSummary(event.currentTarget.value)}
          />
          <Select
            label="Status"
            placeholder="Choose a status"
            data={[...REVIEW_STATUSES]}
            allowDeselect={false}
            error={reviewErrors.status}
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
