import { Button } from '@mantine/core';
import { type TrainingLog, calendarDayOf, summarizeTrainingLogs } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import { AddTrainingLogDialog } from './AddTrainingLogDialog';
import { DeleteTrainingLogDialog } from './DeleteTrainingLogDialog';
import { TrainingLogList, TrainingLogSkeleton } from './TrainingLogList';
import { TrainingSummaryCards } from './TrainingSummaryCards';
import {
  useCreateTrainingLogMutation,
  useDeleteTrainingLogMutation,
  useGetTrainingLogsQuery,
  useUpdateTrainingLogMutation,
} from './training-api';
import { validateTrainingLogForm } from './training-validation';
import { useFieldForm } from '../../common/use-field-form';
import {
  type TrainingLogFormValues,
  emptyTrainingLogForm,
  trainingLogFormOf,
  useTrainingLogForm,
} from './use-training-log-form';

const SAVE_FAILED = {
  title: 'Error',
  message: 'Failed to save training log. Please try again.',
  tone: 'error',
} as const;

/** Training Log screen (spec §2.9): the Training reading of the player's training entries (issue 26). */
export default function TrainingPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const isPlayer = user?.role === 'player';
  const logsQuery = useGetTrainingLogsQuery(undefined, { skip: !user || userLoading || !isPlayer });
  const [createLog, { isLoading: saving }] = useCreateTrainingLogMutation();
  const [updateLog, { isLoading: updating }] = useUpdateTrainingLogMutation();
  const [deleteLog, { isLoading: deleting }] = useDeleteTrainingLogMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const form = useTrainingLogForm();
  const [editing, setEditing] = useState<TrainingLog | null>(null);
  const editForm = useFieldForm<TrainingLogFormValues>(useCallback(() => emptyTrainingLogForm(), []));
  const [deletingLog, setDeletingLog] = useState<TrainingLog | null>(null);
  useUnauthorizedRedirect(logsQuery.error);

  const today = calendarDayOf(new Date());
  const summary = useMemo(() => summarizeTrainingLogs(logsQuery.data ?? [], today), [logsQuery.data, today]);

  if (userLoading || !user) return <FullPageLoader />;
  if (!isPlayer) {
    return (
      <>
        <PageHeader title="Training Log" subtitle="Track your training sessions, games, and wellness." />
        <StatusPanel
          icon={<InfoIcon size={28} />}
          title="Training logs belong to players"
          message="Players record their own sessions here. To read a player's training, open the player from the Coach Dashboard's player list: their profile ends with their training log."
          action={
            <Button component={Link} to="/admin">
              Open the player list
            </Button>
          }
        />
      </>
    );
  }

  const save = () =>
    submitForm({
      form,
      validate: () => validateTrainingLogForm(form.values),
      send: (request) => createLog(request).unwrap(),
      onSuccess: () => {
        setDialogOpen(false);
        form.reset();
      },
      success: { title: 'Training log saved!', message: 'Your training session has been recorded.', tone: 'success' },
      failure: SAVE_FAILED,
    });

  const saveEdit = (id: string) =>
    submitForm({
      form: editForm,
      validate: () => validateTrainingLogForm(editForm.values),
      send: (log) => updateLog({ id, log }).unwrap(),
      onSuccess: () => setEditing(null),
      success: {
        title: 'Training log updated',
        message: 'Your Training and Progress pages show the change.',
        tone: 'success',
      },
      failure: SAVE_FAILED,
    });

  const confirmDelete = (id: string) =>
    submitForm({
      validate: () => ({ ok: true, request: id }),
      send: (logId) => deleteLog(logId).unwrap(),
      onSuccess: () => setDeletingLog(null),
      success: { title: 'Training log deleted', message: 'It is gone from Training and Progress.', tone: 'success' },
      failure: { title: 'Error', message: 'Failed to delete training log. Please try again.', tone: 'error' },
    });

  const startEdit = (log: TrainingLog) => {
    editForm.reset(trainingLogFormOf(log));
    setEditing(log);
  };

  return (
    <>
      <PageHeader
        title="Training Log"
        subtitle="Track your training sessions, games, and wellness."
        actions={<Button onClick={() => setDialogOpen(true)}>Add Training Log</Button>}
      />
      {/* Skeletons, not zeros, until the logs have loaded (and after a load error). */}
      <TrainingSummaryCards summary={logsQuery.data ? summary : null} />
      {logsQuery.isLoading ? (
        <TrainingLogSkeleton />
      ) : logsQuery.isError ? (
        <StatusPanel
          icon={<InfoIcon size={28} />}
          color="red"
          title="Training logs could not be loaded"
          message="Something went wrong while loading your training logs."
          action={<Button onClick={() => void logsQuery.refetch()}>Try again</Button>}
        />
      ) : (
        <TrainingLogList
          logs={logsQuery.data ?? []}
          onAddFirst={() => setDialogOpen(true)}
          actions={{ onEdit: startEdit, onDelete: setDeletingLog }}
        />
      )}
      <AddTrainingLogDialog
        opened={dialogOpen}
        values={form.values}
        errors={form.errors}
        saving={saving}
        onChange={form.update}
        onSave={() => void save()}
        onCancel={() => setDialogOpen(false)}
      />
      <AddTrainingLogDialog
        title="Edit Training Log"
        opened={editing !== null}
        values={editForm.values}
        errors={editForm.errors}
        saving={updating}
        onChange={editForm.update}
        onSave={() => editing && void saveEdit(editing.id)}
        onCancel={() => setEditing(null)}
      />
      <DeleteTrainingLogDialog
        log={deletingLog}
        deleting={deleting}
        onConfirm={() => deletingLog && void confirmDelete(deletingLog.id)}
        onCancel={() => setDeletingLog(null)}
      />
    </>
  );
}
