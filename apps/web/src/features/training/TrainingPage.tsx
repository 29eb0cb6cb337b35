import { Button } from '@mantine/core';
import {
  MISSING_TRAINING_TYPE_MESSAGE,
  calendarDayOf,
  summarizeTrainingLogs,
  trainingLogCreateSchema,
} from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { redirectIfUnauthorized, useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LOGIN_NAVIGATION_PATH } from '../../auth/unauthorized';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon } from '../../common/icons';
import { showToast } from '../../common/toast';
import { AddTrainingLogDialog } from './AddTrainingLogDialog';
import { TrainingLogList, TrainingLogSkeleton } from './TrainingLogList';
import { TrainingSummaryCards } from './TrainingSummaryCards';
import { useCreateTrainingLogMutation, useGetTrainingLogsQuery } from './training-api';
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

  useEffect(() => {
    if (!userLoading && !user) window.location.assign(LOGIN_NAVIGATION_PATH);
  }, [user, userLoading]);

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

  const save = async () => {
    if (!form.values.type) {
      showToast({ title: MISSING_TRAINING_TYPE_MESSAGE, message: '', tone: 'error' });
      return;
    }
    const payload = trainingLogCreateSchema.safeParse(form.values);
    if (!payload.success) {
      showToast({
        title: 'Error',
        message: payload.error.issues[0]?.message ?? 'Please check the form.',
        tone: 'error',
      });
      return;
    }
    try {
      await createLog(payload.data).unwrap();
      setDialogOpen(false);
      form.reset();
      showToast({ title: 'Training log saved!', message: 'Your training session has been recorded.', tone: 'success' });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: 'Failed to save training log. Please try again.', tone: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title="Training Log"
        subtitle="Track your training sessions, games, and wellness."
        actions={<Button onClick={() => setDialogOpen(true)}>Add Training Log</Button>}
      />
      <TrainingSummaryCards summary={summary} />
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
