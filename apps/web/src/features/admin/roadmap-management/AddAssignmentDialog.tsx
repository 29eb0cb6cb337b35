import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { CREATE_ROADMAP_FIRST_MESSAGE, squadAssignmentSummary } from '@portal/contracts';
import { useState } from 'react';
import { isApiError, serverMessageOf } from '../../../api/api-error';
import { StatusLoader } from '../../../common/StatusLoader';
import { submitForm } from '../../../common/submit';
import {
  localNow,
  useCreateAssignmentMutation,
  useCreateSquadAssignmentMutation,
  useGetCurrentRoadmapQuery,
} from '../../roadmap/roadmap-api';
import {
  type AddAssignmentValues,
  type AssignTarget,
  EMPTY_ADD_ASSIGNMENT,
  applyTemplate,
  checkAddAssignment,
  checkTemplateFromForm,
  templateOptionLabel,
} from './add-assignment-form';
import {
  useCreateAssignmentTemplateMutation,
  useGetAssignableSquadsQuery,
  useGetAssignmentTemplatesQuery,
} from './assignment-templates-api';
import { ResourcesInput } from '../../roadmap/ResourcesInput';
import { AssignmentFieldInputs } from './AssignmentFieldInputs';
import { type DirectoryPlayer, playerOptionLabel } from './player-directory';

const TARGETS: { value: AssignTarget; label: string }[] = [
  { value: 'player', label: 'A player' },
  { value: 'squad', label: 'A whole squad' },
];

/**
 * Add Assignment (spec §5): for one player (on that player's current roadmap; with none the dialog
 * says to create one first) or for every player of a squad (one assignment each, on each player's
 * current roadmap). It can start from one of the club's templates, and save its fields as one.
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
  const [values, setValues] = useState<AddAssignmentValues>(EMPTY_ADD_ASSIGNMENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const forPlayer = values.target === 'player';
  const roadmap = useGetCurrentRoadmapQuery(values.playerId, { skip: !opened || !forPlayer || !values.playerId });
  const templates = useGetAssignmentTemplatesQuery(undefined, { skip: !opened });
  const squads = useGetAssignableSquadsQuery(undefined, { skip: !opened || forPlayer });
  const [createOne, one] = useCreateAssignmentMutation();
  const [createForSquad, forSquad] = useCreateSquadAssignmentMutation();
  const [createTemplate, templateSaving] = useCreateAssignmentTemplateMutation();
  const noRoadmap = forPlayer && isApiError(roadmap.error) && roadmap.error.status === 404;
  const set = (change: Partial<AddAssignmentValues>) => {
    setValues((current) => ({ ...current, ...change }));
    // A field's error goes once the field changes.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))));
  };
  const squadName = (squadId: string) => squads.data?.find((squad) => squad.id === squadId)?.name ?? 'the squad';
  const close = () => {
    setErrors({});
    onClose();
  };

  const save = () => {
    const checked = checkAddAssignment(values, roadmap.data?.id ?? '');
    return submitForm({
      form: { setErrors },
      validate: () => checked.validated,
      send: async (request) =>
        request.target === 'squad'
          ? { squad: await createForSquad({ squadId: request.squadId, assignment: request.body }).unwrap() }
          : { squad: null, one: await createOne(request.body).unwrap() },
      onSuccess: () => {
        setValues(EMPTY_ADD_ASSIGNMENT);
        close();
      },
      success: (result) =>
        result.squad
          ? squadAssignmentSummary(result.squad, squadName(result.squad.squadId))
          : { title: 'Assignment created successfully', message: '', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to create assignment',
        tone: 'error',
      }),
    });
  };

  const saveTemplate = () => {
    const checked = checkTemplateFromForm(values, localNow().today);
    return submitForm({
      form: { setErrors },
      validate: () => checked.validated,
      send: (body) => createTemplate(body).unwrap(),
      success: (template) => ({
        title: 'Template saved',
        message: `“${template.title}” is now one of your club's templates.`,
        tone: 'success',
      }),
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to save the template',
        tone: 'error',
      }),
    });
  };

  const templateOptions = (templates.data ?? []).map((template) => ({
    value: template.id,
    label: templateOptionLabel(template),
  }));
  const squadOptions = (squads.data ?? []).map((squad) => ({
    value: squad.id,
    label: `${squad.name} (${squad.playerCount} ${squad.playerCount === 1 ? 'player' : 'players'})`,
  }));
  const saving = one.isLoading || forSquad.isLoading;

  return (
    <Modal opened={opened} onClose={close} title="Add Assignment" size="lg" radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Start from a template"
            placeholder={
              templates.isLoading
                ? 'Loading templates…'
                : templates.error
                  ? 'Templates could not be loaded'
                  : templateOptions.length === 0
                    ? 'No templates yet: save one below'
                    : 'Choose a template (optional)'
            }
            data={templateOptions}
            value={values.templateId || null}
            allowDeselect={false}
            disabled={templateOptions.length === 0}
            onChange={(templateId) => {
              const template = templates.data?.find((item) => item.id === templateId);
              if (!template) return;
              setValues((current) => applyTemplate(current, template, localNow().today));
              setErrors({});
            }}
          />
          <div>
            <Text component="label" size="sm" fw={500} id="assign-to-label" display="block" mb={4}>
              Assign to
            </Text>
            <SegmentedControl
              aria-labelledby="assign-to-label"
              data={TARGETS}
              value={values.target}
              onChange={(target) => {
                set({ target: target as AssignTarget });
                setErrors({});
              }}
              fullWidth
            />
          </div>
          {forPlayer ? (
            <>
              <Select
                label="Player"
                placeholder="Select a player"
                searchable
                data={players.map((player) => ({ value: player.playerId, label: playerOptionLabel(player) }))}
                nothingFoundMessage="No player matches"
                value={values.playerId || null}
                onChange={(value) => set({ playerId: value ?? '' })}
                error={errors.playerId}
                required
              />
              {values.playerId && roadmap.isFetching ? <StatusLoader size="sm" label="Loading roadmap" /> : null}
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
            </>
          ) : (
            <>
              <Select
                label="Squad"
                placeholder={
                  squads.isLoading
                    ? 'Loading squads…'
                    : squads.error
                      ? 'Squads could not be loaded'
                      : squadOptions.length === 0
                        ? 'You have no squads'
                        : 'Select a squad'
                }
                data={squadOptions}
                value={values.squadId || null}
                onChange={(value) => set({ squadId: value ?? '' })}
                error={errors.squadId}
                disabled={squadOptions.length === 0}
                required
              />
              {squads.error ? (
                <Alert color="red" variant="light" radius="md">
                  Your squads could not be loaded. Close the dialog and try again.
                </Alert>
              ) : (
                <Text size="sm" c="dimmed">
                  Every player of the squad gets their own copy, with its own status and review, on their current
                  roadmap. Players without a roadmap are skipped.
                </Text>
              )}
            </>
          )}
          <AssignmentFieldInputs
            values={values}
            errors={errors}
            onChange={set}
            due={
              <TextInput
                label="Due date"
                type="date"
                value={values.dueDate}
                onChange={(e) => set({ dueDate: e.currentTarget.value })}
                error={errors.dueDate}
              />
            }
          />
          <ResourcesInput rows={values.resources} errors={errors} onChange={(resources) => set({ resources })} />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button variant="subtle" onClick={() => void saveTemplate()} loading={templateSaving.isLoading}>
              Save as template
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={noRoadmap}>
                {forPlayer ? 'Add Assignment' : 'Assign to squad'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
