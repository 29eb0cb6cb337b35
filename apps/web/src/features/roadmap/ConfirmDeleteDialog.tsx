import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { serverMessageOf } from '../../api/api-error';
import { submitForm } from '../../common/submit';

interface ConfirmDeleteProps {
  /** What goes, in the reader's words (and what goes with it). */
  message: string;
  loading: boolean;
  onDelete: () => Promise<unknown>;
  onCancel: () => void;
  /** After the deletion, before the success toast. */
  onDeleted: () => void;
  success: { title: string; message: string };
}

/** Asks before deleting and deletes through `submitForm` (the shared unauthorised flow and error toast). */
export function ConfirmDelete({ message, loading, onDelete, onCancel, onDeleted, success }: ConfirmDeleteProps) {
  const confirm = () =>
    submitForm({
      validate: () => ({ ok: true, request: null }),
      send: () => onDelete(),
      onSuccess: onDeleted,
      success: { ...success, tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Could not delete. Please try again.',
        tone: 'error',
      }),
    });
  return (
    <Stack gap="md">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={loading} onClick={() => void confirm()}>
          Delete
        </Button>
      </Group>
    </Stack>
  );
}

export function ConfirmDeleteDialog({
  opened,
  title,
  onClose,
  ...props
}: Omit<ConfirmDeleteProps, 'onCancel' | 'onDeleted'> & { opened: boolean; title: string; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} radius="lg">
      <ConfirmDelete {...props} onCancel={onClose} onDeleted={onClose} />
    </Modal>
  );
}
