import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type TrainingLog, trainingTypeLabel } from '@portal/contracts';
import { formatLogDate } from './training-display';

/** Asks before deleting an entry: it leaves the Training list, Progress and the CSV together. */
export function DeleteTrainingLogDialog({
  log,
  deleting,
  onConfirm,
  onCancel,
}: {
  log: TrainingLog | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={log !== null} onClose={onCancel} title="Delete this training log?" centered radius="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack gap="md">
          {log ? (
            <Text>
              {trainingTypeLabel(log.type)} on {formatLogDate(log.date)} will be removed from your training log and from
              Progress (sessions, week view, load and the CSV export). This cannot be undone.
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onCancel}>
              Keep it
            </Button>
            <Button type="submit" color="red" disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
