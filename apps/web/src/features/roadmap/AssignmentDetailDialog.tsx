import { Alert, Anchor, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Assignment, evidenceTypeLabel, playerActionFor } from '@portal/contracts';
import { useState } from 'react';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { serverMessageOf } from '../../api/api-error';
import { showToast } from '../../common/toast';
import { AssignmentHistory } from './AssignmentHistory';
import { AssignmentStatusBadge } from './AssignmentStatusBadge';
import { ReviewForm } from './ReviewForm';
import { SubmitEvidenceForm } from './SubmitEvidenceForm';
import { formatDueDate, useGetAssignmentQuery, useStartAssignmentMutation } from './roadmap-api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/**
 * Spec §2.8 detail dialog: category, evidence type, instructions, due date, effort, coach notes, and
 * the history. The player starts or submits; staff review submitted work.
 */
export function AssignmentDetailDialog({
  assignment,
  viewer,
  onClose,
}: {
  assignment: Assignment | null;
  /** 'parent': a guardian reads the child's assignment; nothing to start, submit or review. */
  viewer: 'player' | 'staff' | 'parent';
  onClose: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const detail = useGetAssignmentQuery(assignment?.id ?? '', { skip: !assignment });
  const [start, { isLoading: starting }] = useStartAssignmentMutation();
  const current = detail.data && detail.data.id === assignment?.id ? detail.data : assignment;
  const action = current && viewer === 'player' ? playerActionFor(current.status) : null;

  const close = () => {
    setSubmitting(false);
    onClose();
  };

  const markInProgress = async () => {
    if (!current) return;
    try {
      await start(current.id).unwrap();
      showToast({ title: 'Assignment started', message: 'It is now in progress.', tone: 'success' });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to start the assignment', tone: 'error' });
    }
  };

  return (
    <Modal opened={assignment !== null} onClose={close} title={current?.title} size="lg" radius="lg">
      {current ? (
        <Stack gap="md">
          <Group gap="xs">
            <AssignmentStatusBadge status={current.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Category" value={current.category} />
            <Fact label="Evidence required" value={evidenceTypeLabel(current.evidenceRequired)} />
            <Fact label="Due date" value={formatDueDate(current.dueDate)} />
            <Fact label="Effort" value={current.effortMinutes ? `${current.effortMinutes} minutes` : 'Not set'} />
          </SimpleGrid>
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Instructions
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {current.instructions}
            </Text>
          </div>
          {current.resources.length > 0 ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                Resources
              </Text>
              {current.resources.map((link) => (
                <Anchor
                  key={link}
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {link}
                </Anchor>
              ))}
            </Stack>
          ) : null}
          {current.coachNotes ? (
            <Alert color="blue" variant="light" radius="md" title="Coach notes">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {current.coachNotes}
              </Text>
            </Alert>
          ) : null}

          <Divider />
          <Title order={3} fz="md">
            History
          </Title>
          {detail.isFetching && !detail.data ? (
            <Loader size="sm" />
          ) : (
            <AssignmentHistory history={detail.data?.history ?? []} />
          )}

          {action === 'start' ? (
            <Group justify="flex-end">
              <Button loading={starting} onClick={() => void markInProgress()}>
                Mark as In Progress
              </Button>
            </Group>
          ) : null}
          {action === 'submit' && !submitting ? (
            <Group justify="flex-end">
              <Button onClick={() => setSubmitting(true)}>Submit Evidence</Button>
            </Group>
          ) : null}
          {action === 'submit' && submitting ? (
            <SubmitEvidenceForm
              assignmentId={current.id}
              evidenceRequired={current.evidenceRequired}
              onDone={close}
              onCancel={() => setSubmitting(false)}
            />
          ) : null}
          {viewer === 'staff' && current.status === 'submitted' ? (
            <>
              <Divider />
              <ReviewForm assignmentId={current.id} onDone={close} />
            </>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
