import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  FOCUS_AREA_DESCRIPTION_MAX,
  FOCUS_AREA_TITLE_MAX,
  type FocusArea,
  type FocusAreaInput,
  focusAreaInputSchema,
} from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm, validateWith } from '../../common/submit';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { useFieldErrors } from '../../common/use-field-form';
import { useAddFocusAreaMutation, useRemoveFocusAreaMutation, useUpdateFocusAreaMutation } from './roadmap-api';

/** The dialog's form, mounted on each opening so it starts from the focus area (or empty). */
function FocusAreaForm({
  roadmapId,
  area,
  onClose,
}: {
  roadmapId: string;
  area: FocusArea | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState<{ title: string; description: string }>({
    title: area?.title ?? '',
    description: area?.description ?? '',
  });
  const { errors, form, clear } = useFieldErrors();
  const [add, adding] = useAddFocusAreaMutation();
  const [update, updating] = useUpdateFocusAreaMutation();
  const set = (field: 'title' | 'description', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const save = () =>
    submitForm({
      form,
      validate: () => validateWith<FocusAreaInput>(focusAreaInputSchema, values),
      send: (focusArea) => (area ? update({ id: area.id, focusArea }) : add({ roadmapId, focusArea })).unwrap(),
      onSuccess: onClose,
      success: (saved) => ({
        title: area ? 'Focus area updated' : 'Focus area added',
        message: `“${saved.title}” is on the roadmap.`,
        tone: 'success',
      }),
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Could not save the focus area. Please try again.',
        tone: 'error',
      }),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          value={values.title}
          maxLength={FOCUS_AREA_TITLE_MAX}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title}
          required
        />
        <Textarea
          label="Description"
          description="Optional: what to work on, in a sentence or two"
          autosize
          minRows={2}
          maxLength={FOCUS_AREA_DESCRIPTION_MAX}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={adding.isLoading || updating.isLoading}>
            {area ? 'Save changes' : 'Add focus area'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
    </svg>
  );
}

/** Spec §2.8 Focus Areas (title, optional description); staff add, edit and delete them here. */
export function FocusAreasCard({
  roadmapId,
  focusAreas,
  editable,
  roadmapName,
}: {
  roadmapId: string;
  focusAreas: readonly FocusArea[];
  editable: boolean;
  /** Whose roadmap, for the staff's confirmation ("… from Ana Silva's roadmap"). */
  roadmapName: string;
}) {
  const [editing, setEditing] = useState<FocusArea | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FocusArea | null>(null);
  const [remove, removing] = useRemoveFocusAreaMutation();

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} fz="lg">
          Focus Areas
        </Title>
        {editable ? (
          <Button size="xs" variant="light" onClick={() => setEditing('new')}>
            Add focus area
          </Button>
        ) : null}
      </Group>
      {focusAreas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {editable ? 'No focus areas yet. Add one to tell the player what to work on.' : 'No focus areas yet.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {focusAreas.map((area) => (
            <Paper key={area.id} withBorder radius="md" p="sm" data-testid="focus-area">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {area.title}
                  </Text>
                  {area.description ? (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                      {area.description}
                    </Text>
                  ) : null}
                </Stack>
                {editable ? (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Edit focus area ${area.title}`}
                      onClick={() => setEditing(area)}
                    >
                      <EditIcon />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete focus area ${area.title}`}
                      onClick={() => setDeleting(area)}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? 'Add focus area' : 'Edit focus area'}
        radius="lg"
      >
        <FocusAreaForm
          roadmapId={roadmapId}
          area={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      </Modal>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title="Delete focus area?"
        message={`“${deleting?.title ?? ''}” will be removed from ${roadmapName}. Assignments are not affected.`}
        loading={removing.isLoading}
        onDelete={() => remove(deleting?.id ?? '').unwrap()}
        onClose={() => setDeleting(null)}
        success={{ title: 'Focus area deleted', message: `“${deleting?.title ?? ''}” is no longer on the roadmap.` }}
      />
    </Card>
  );
}
