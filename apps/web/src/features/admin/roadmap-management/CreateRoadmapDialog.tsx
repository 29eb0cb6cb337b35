import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { roadmapCreateSchema } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { serverMessageOf } from '../../../api/api-error';
import { submitForm, validateWith } from '../../../common/submit';
import { useCreateRoadmapMutation } from '../../roadmap/roadmap-api';
import { type DirectoryPlayer, playerOptionLabel } from './player-directory';

const EMPTY = { playerId: '', title: '', description: '' };

/** Spec §2.13 Create Roadmap: player, title, optional description; the spec's toasts. */
export function CreateRoadmapDialog({
  opened,
  players,
  preselectedPlayerId,
  onClose,
}: {
  opened: boolean;
  players: readonly DirectoryPlayer[];
  preselectedPlayerId: string | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading }] = useCreateRoadmapMutation();

  useEffect(() => {
    if (opened && preselectedPlayerId) setValues((current) => ({ ...current, playerId: preselectedPlayerId }));
  }, [opened, preselectedPlayerId]);

  const save = () =>
    submitForm({
      form: { setErrors },
      validate: () => validateWith(roadmapCreateSchema, values),
      send: (request) => create(request).unwrap(),
      onSuccess: () => {
        setValues(EMPTY);
        onClose();
      },
      success: { title: 'Roadmap created successfully', message: '', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to create roadmap',
        tone: 'error',
      }),
    });

  return (
    <Modal opened={opened} onClose={onClose} title="Create Roadmap" radius="lg">
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
            data={players.map((player) => ({ value: player.playerId, label: playerOptionLabel(player) }))}
            value={values.playerId || null}
            onChange={(value) => setValues({ ...values, playerId: value ?? '' })}
            disabled={players.length === 0}
            nothingFoundMessage="No player matches"
            error={errors.playerId}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Title"
            value={values.title}
            onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
            error={errors.title}
            required
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
            error={errors.description}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Create Roadmap
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
