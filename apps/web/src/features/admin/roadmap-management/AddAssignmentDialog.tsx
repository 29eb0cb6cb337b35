import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  ASSIGNMENT_CATEGORIES,
  CREATE_ROADMAP_FIRST_MESSAGE,
  EVIDENCE_TYPES,
  MESSAGES,
  assignmentCreateSchema,
  evidenceTypeLabel,
} from '@portal/contracts';
import { useState } from 'react';
import { isApiError, serverMessageOf } from '../../../api/api-error';
import { redirectIfUnauthorized } from '../../../auth/unauthorized-redirect';
import { showToast } from '../../../common/toast';
import { useCreateAssignmentMutation, useGetCurrentRoadmapQuery } from '../../roadmap/roadmap-api';
import type { DirectoryPlayer } from './player-directory';

interface FormValues {
  playerId: string;
  title: string;
  category: string;
  instructions: string;
  dueDate: string;
  effortMinutes: number | string;
  evidenceRequired: string;
}

const EMPTY: FormValues = {
  playerId: '',
  title: '',
  category: '',
  instructions: '',
  dueDate: '',
  effortMinutes: '',
  evidenceRequired: 'note',
};

/**
 * Add Assignment (spec §5): pick the player, and the assignment goes on that player's current roadmap
 * (the spec's hidden roadmapId); with no roadmap the dialog says to create one first.
 */
export function AddAssignmentDialog({
  opened,
  players,
  onClose,
}: {
  opened: boolean;
  players: readonly DirectoryPlayer[];
  onClose: () => void;
}) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roadmap = useGetCurrentRoadmapQuery(values.playerId, { skip: !opened || !values.playerId });
  const [create, { isLoading }] = useCreateAssignmentMutation();
  const noRoadmap = isApiError(roadmap.error) && roadmap.error.status === 404;
  const set = (change: Partial<FormValues>) => setValues((current) => ({ ...current, ...change }));

  const save = async () => {
    const body = {
      ...values,
      roadmapId: roadmap.data?.id ?? '',
      effortMinutes: values.effortMinutes === '' ? null : Number(values.effortMinutes),
    };
    const parsed = assignmentCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await create(parsed.data).unwrap();
      showToast({ title: 'Assignment created successfully', message: '', tone: 'success' });
      setValues(EMPTY);
      onClose();
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to create assignment', tone: 'error' });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add Assignment" size="lg" radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Player"
            placeholder="Select a player"
            searchable
            data={players.map((player) => ({ value: player.playerId, label: player.name }))}
            value={values.playerId || null}
            onChange={(value) => set({ playerId: value ?? '' })}
            error={errors.playerId}
            required
          />
          {values.playerId && roadmap.isFetching ? <Loader size="sm" aria-label="Loading roadmap" /> : null}
          {noRoadmap ? (
            <Alert color="orange" variant="light" radius="md">
              {CREATE_ROADMAP_FIRST_MESSAGE}
            </Alert>
          ) : null}
          {roadmap.data ? (
            <Alert color="blue" variant="light" radius="md">
              Adds to the roadmap “{roadmap.data.title}”.
            </Alert>
          ) : null}
          {errors.roadmapId && !noRoadmap && values.playerId ? (
            <Alert color="red" variant="light" radius="md">
              {errors.roadmapId}
            </Alert>
          ) : null}
          <TextInput
            label="Title"
            value={values.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            error={errors.title}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Category"
              placeholder="Select a category"
              data={[...ASSIGNMENT_CATEGORIES]}
              value={values.category || null}
              onChange={(value) => set({ category: value ?? '' })}
              error={errors.category}
              required
            />
            <Select
              label="Evidence required"
              data={EVIDENCE_TYPES.map((type) => ({ value: type, label: evidenceTypeLabel(type) }))}
              value={values.evidenceRequired}
              onChange={(value) => set({ evidenceRequired: value ?? 'note' })}
              error={errors.evidenceRequired}
              allowDeselect={false}
              required
            />
          </SimpleGrid>
          <Textarea
            label="Instructions"
            description={MESSAGES.instructionsHint}
            autosize
            minRows={3}
            value={values.instructions}
            onChange={(e) => set({ instructions: e.currentTarget.value })}
            error={errors.instructions}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Due date"
              type="date"
              value={values.dueDate}
              onChange={(e) => set({ dueDate: e.currentTarget.value })}
              error={errors.dueDate}
            />
            <NumberInput
              label="Effort (minutes)"
              min={1}
              max={300}
              allowDecimal={false}
              value={values.effortMinutes}
              onChange={(value) => set({ effortMinutes: value })}
              error={errors.effortMinutes}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading} disabled={noRoadmap}>
              Add Assignment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
