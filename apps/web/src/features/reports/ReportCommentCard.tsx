import { Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  REPORT_COMMENT_HELP,
  REPORT_COMMENT_MAX,
  REPORT_COMMENT_REMOVED,
  REPORT_COMMENT_SAVED,
  REPORT_COMMENT_TITLE,
  reportCommentWriteSchema,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { submitForm, validateWith } from '../../common/submit';
import { reportPeriodLabel } from './report-display';
import { useGetReportCommentsQuery, useWriteReportCommentMutation } from './reports-api';

/**
 * Staff only: the coach's free-text comment on the player's current period. It appears in the
 * period's PDF (the scheduled one and any "Generate report now"); saving blank removes it.
 */
export function ReportCommentCard({ playerId }: { playerId: string }) {
  const { data, isLoading, isError, error } = useGetReportCommentsQuery(playerId);
  const [write, { isLoading: saving }] = useWriteReportCommentMutation();
  useUnauthorizedRedirect(error);
  const period = data?.currentPeriod;
  const saved = data?.comments.find((comment) => comment.periodNumber === period?.number)?.text ?? '';
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(saved), [saved]);

  const save = (text: string) => {
    if (!period) return;
    return submitForm({
      form: { setErrors },
      validate: () => validateWith(reportCommentWriteSchema, { playerId, periodNumber: period.number, text }),
      send: (comment) => write(comment).unwrap(),
      success: (result) => ({
        title: result.comment ? 'Comment saved' : 'Comment removed',
        message: result.comment ? REPORT_COMMENT_SAVED : REPORT_COMMENT_REMOVED,
        tone: 'success',
      }),
      failure: (failure) => ({
        title: 'Error',
        message: serverMessageOf(failure) ?? 'The comment could not be saved. Try again.',
        tone: 'error',
      }),
    });
  };

  if (isLoading)
    return (
      <Stack gap="xs" aria-busy aria-label="Loading the period comment">
        <Skeleton height={18} width="40%" />
        <Skeleton height={72} />
      </Stack>
    );
  if (isError || !period)
    return (
      <Text c="red.8" role="alert">
        The period comment could not be loaded. Try again in a moment.
      </Text>
    );
  const changed = draft.trim() !== saved;
  return (
    <Stack gap="xs" component="section" aria-labelledby="report-comment-title">
      <Title order={3} fz="md" id="report-comment-title">
        {REPORT_COMMENT_TITLE}
      </Title>
      <Text size="sm" c="dimmed">
        {reportPeriodLabel({ periodNumber: period.number, periodStart: period.start, periodEnd: period.end })}.{' '}
        {REPORT_COMMENT_HELP}
      </Text>
      <Textarea
        label="Comment"
        placeholder="What went well this period, and what to work on next."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={REPORT_COMMENT_MAX}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        error={errors.text}
        description={`${draft.length} / ${REPORT_COMMENT_MAX} characters`}
      />
      <Group gap="xs">
        <Button size="compact-md" onClick={() => void save(draft)} loading={saving} disabled={!changed}>
          Save comment
        </Button>
        {saved && (
          <Button size="compact-md" variant="subtle" color="red" onClick={() => void save('')} disabled={saving}>
            Remove comment
          </Button>
        )}
      </Group>
    </Stack>
  );
}
