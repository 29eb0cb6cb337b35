import { Alert, Anchor, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type Assignment,
  adminRowName,
  assignmentReading,
  evidenceTypeLabel,
  playerActionFor,
  resourceLabel,
} from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm } from '../../common/submit';
import { useGetPlayerProfileQuery } from '../profile/profile-api';
import { AssignmentHistory } from './AssignmentHistory';
import { AssignmentStatusBadge } from './AssignmentStatusBadge';
import { ConfirmDelete } from './ConfirmDeleteDialog';
import { EditAssignmentForm } from './EditAssignmentForm';
import { ReviewForm } from './ReviewForm';
import { SubmitEvidenceForm } from './SubmitEvidenceForm';
import {
  formatDueDate,
  useDeleteAssignmentMutation,
  useGetAssignmentQuery,
  useStartAssignmentMutation,
} from './roadmap-api';

/** What the staff part of the dialog shows: the assignment, its edit form, or the question before deleting. */
type StaffMode = 'view' | 'edit' | 'delete';

/** What the API does with a deleted assignment's work (its versions are deleted with it). */
const DELETE_CONSEQUENCE =
  "Its submissions and reviews are deleted with it, and it no longer counts in the player's progress. This cannot be undone.";

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
 * the history. The player starts or submits; staff see whose work it is, review submitted work, and
 * edit or delete the assignment.
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
  const [staffMode, setStaffMode] = useState<StaffMode>('view');
  const detail = useGetAssignmentQuery(assignment?.id ?? '', { skip: !assignment });
  const [start, { isLoading: starting }] = useStartAssignmentMutation();
  const [remove, { isLoading: removing }] = useDeleteAssignmentMutation();
  const current = detail.data && detail.data.id === assignment?.id ? detail.data : assignment;
  const action = current && viewer === 'player' ? playerActionFor(current.status) : null;
  const staff = viewer === 'staff';
  // Staff read whose work this is (cached: the roadmap page and the review lists ask for the same player).
  const player = useGetPlayerProfileQuery(current?.playerId ?? '', { skip: !staff || !current });
  const playerName = player.data ? adminRowName(player.data) : null;

  const close = () => {
    setSubmitting(false);
    setStaffMode('view');
    onClose();
  };

  const markInProgress = () => {
    if (!current) return;
    return submitForm({
      validate: () => ({ ok: true, request: current.id }),
      send: (id) => start(id).unwrap(),
      success: { title: 'Assignment started', message: 'It is now in progress.', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to start the assignment',
        tone: 'error',
      }),
    });
  };

  if (current && staff && staffMode !== 'view') {
    return (
      <Modal
        opened={assignment !== null}
        onClose={close}
        title={staffMode === 'edit' ? `Edit “${current.title}”` : `Delete “${current.title}”?`}
        size="lg"
        radius="lg"
      >
        {staffMode === 'edit' ? (
          <EditAssignmentForm
            assignment={current}
            onDone={() => setStaffMode('view')}
            onCancel={() => setStaffMode('view')}
          />
        ) : (
          <ConfirmDelete
            message={`${playerName ? `${playerName} will no longer see it. ` : ''}${DELETE_CONSEQUENCE}`}
            loading={removing}
            onDelete={() => remove(current.id).unwrap()}
            onCancel={() => setStaffMode('view')}
            onDeleted={close}
            success={{ title: 'Assignment deleted', message: `“${current.title}” is no longer on the roadmap.` }}
          />
        )}
      </Modal>
    );
  }

  return (
    <Modal opened={assignment !== null} onClose={close} title={current?.title} size="lg" radius="lg">
      {current ? (
        <Stack gap="md">
          {staff ? (
            <Text size="sm" fw={600} data-testid="assignment-player">
              {playerName ? `Player: ${playerName}` : 'Player: loading…'}
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <AssignmentStatusBadge status={current.status} />
            {assignmentReading(current.status).stateLine ? (
              <Text size="sm" c="dimmed">
                {assignmentReading(current.status).stateLine}
              </Text>
            ) : null}
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
          {current.resourceLinks.length > 0 ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                Resources
              </Text>
              {current.resourceLinks.map((link, index) => (
                <Anchor
                  key={`${index}-${link.url}`}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {resourceLabel(link)}
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
          {staff && current.status === 'submitted' ? (
            <>
              <Divider />
              <ReviewForm assignmentId={current.id} playerName={playerName} onDone={close} />
            </>
          ) : null}
          {staff ? (
            <>
              <Divider />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setStaffMode('edit')}>
                  Edit assignment
                </Button>
                <Button variant="light" color="red" onClick={() => setStaffMode('delete')}>
                  Delete assignment
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
