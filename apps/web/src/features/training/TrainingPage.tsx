import { Button } from '@mantine/core';
import { calendarDayOf, summarizeTrainingLogs } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import { AddTrainingLogDialog } from './AddTrainingLogDialog';
import { TrainingLogList, TrainingLogSkeleton } from './TrainingLogList';
import { TrainingSummaryCards } from './TrainingSummaryCards';
import { useCreateTrainingLogMutation, useGetTrainingLogsQuery } from './training-api';
import { validateTrainingLogForm } from './training-validation';
import { useTrainingLogForm } from './use-training-log-form';

/** Training Log screen (spec §2.9): the simple training-log model. */
export default function TrainingPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const isPlayer = user?.role === 'player';
  const logsQuery = useGetTrainingLogsQuery(undefined, { skip: !user || userLoading || !isPlayer });
  const [createLog, { isLoading: saving }] = useCreateTrainingLogMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const form = useTrainingLogForm();
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
          message="Players record their own sessions here. Coaches and admins read a player's logs from that player's profile."
        />
      </>
    );
  }

  const save = () =>
    submitForm({
      validate: () => validateTrainingLogForm(form.values),
      send: (request) => createLog(request).unwrap(),
      onSuccess: () => {
        setDialogOpen(false);
        form.reset();
      },
      success: { title: 'Training log saved!', message: 'Your training session has been recorded.', tone: 'success' },
      failure: { title: 'Error', message: 'Failed to save training log. Please try again.', tone: 'error' },
    });

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
        <TrainingLogList logs={logsQuery.data ?? []} onAddFirst={() => setDialogOpen(true)} />
      )}
      <AddTrainingLogDialog
        opened={dialogOpen}
        values={form.values}
        saving={saving}
        onChange={form.update}
        onSave={() => void save()}
        onCancel={() => setDialogOpen(false)}
      />
    </>
  );
}
