import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Squad } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { serverMessageOf } from '../../../api/api-error';
import { submitForm } from '../../../common/submit';
import {
  EMPTY_SQUAD_FORM,
  type SquadForm,
  type SquadFormErrors,
  squadFormOf,
  validateSquadCreate,
  validateSquadEdit,
} from './squad-display';
import { useCreateSquadMutation, useUpdateSquadMutation } from './squads-api';

const FIELDS = [
  { field: 'name', label: 'Name', placeholder: 'U15 Blue', required: true },
  { field: 'season', label: 'Season', placeholder: '2026/27', required: false },
  { field: 'ageGroup', label: 'Age group', placeholder: 'U15', required: false },
] as const;

/** Create a squad (no `squad`) or edit one: name, season, age group. */
export function SquadFormDialog({
  opened,
  squad,
  onClose,
}: {
  opened: boolean;
  squad: Squad | null;
  onClose: () => void;
}) {
  const [createSquad, createState] = useCreateSquadMutation();
  const [updateSquad, updateState] = useUpdateSquadMutation();
  const [form, setForm] = useState<SquadForm>(EMPTY_SQUAD_FORM);
  const [errors, setErrors] = useState<SquadFormErrors>({});
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    if (squad) setForm(squadFormOf(squad));
  }, [opened, squad]);

  const failure = (error: unknown) => ({
    title: squad ? 'Squad not saved' : 'Squad not created',
    message: serverMessageOf(error) ?? 'Something went wrong. Please try again.',
    tone: 'error' as const,
  });

  const save = () =>
    squad
      ? submitForm({
          form: { setErrors },
          validate: () => {
            const validated = validateSquadEdit(form);
            setErrors(validated.ok ? {} : validated.errors);
            return validated;
          },
          send: (changes) => updateSquad({ squadId: squad.id, changes }).unwrap(),
          onSuccess: onClose,
          success: (saved) => ({ title: 'Squad saved', message: `${saved.name} is up to date.`, tone: 'success' }),
          failure,
        })
      : submitForm({
          form: { setErrors },
          validate: () => {
            const validated = validateSquadCreate(form);
            setErrors(validated.ok ? {} : validated.errors);
            return validated;
          },
          send: (request) => createSquad(request).unwrap(),
          onSuccess: () => {
            setForm(EMPTY_SQUAD_FORM);
            onClose();
          },
          success: (created) => ({
            title: 'Squad created',
            message: `${created.name} is ready. Open it to add players and coaches.`,
            tone: 'success',
          }),
          failure,
        });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={squad ? `Edit ${squad.name}` : 'Create squad'}
      centered
      radius="lg"
      size="md"
    >
      <form
        noValidate
        aria-label={squad ? `Edit ${squad.name}` : 'Create squad'}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {FIELDS.map(({ field, label, placeholder, required }) => (
            <TextInput
              key={field}
              label={label}
              name={field}
              placeholder={placeholder}
              withAsterisk={required}
              description={required ? undefined : 'Optional'}
              value={form[field]}
              error={errors[field]}
              onChange={(event) => {
                setForm({ ...form, [field]: event.currentTarget.value });
                setErrors({ ...errors, [field]: undefined });
              }}
              data-autofocus={field === 'name' ? true : undefined}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={createState.isLoading || updateState.isLoading}>
              {squad ? 'Save squad' : 'Create squad'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
