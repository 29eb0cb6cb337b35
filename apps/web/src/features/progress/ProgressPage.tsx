import { Button } from '@mantine/core';
import {
  calendarDayOf,
  defaultSessionForm,
  defaultWellnessForm,
  trainingSessionCreateSchema,
  weekdayNameOf,
  wellnessLogCreateSchema,
} from '@portal/contracts';
import { useState } from 'react';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { serverMessageOf } from '../../api/api-error';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { LockIcon } from '../../common/icons';
import { showToast } from '../../common/toast';
import { LogSessionDialog, type SessionFormValues } from './LogSessionDialog';
import { ProgressView } from './ProgressView';
import { WellnessCheckInDialog, type WellnessFormValues } from './WellnessCheckInDialog';
import { useCheckInWellnessMutation, useLogTrainingSessionMutation } from './progress-api';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /progress (spec §2.10): players only. */
export default function ProgressPage() {
  const { user, isLoading } = useCurrentUser();
  const [sessionOpen, setSessionOpen] = useState(false);
  const [wellnessOpen, setWellnessOpen] = useState(false);
  const [sessionForm, setSessionForm] = useState<SessionFormValues>(() =>
    defaultSessionForm(calendarDayOf(new Date())),
  );
  const [wellnessForm, setWellnessForm] = useState<WellnessFormValues>(() => ({
    ...defaultWellnessForm(),
    comment: '',
  }));
  const [logSession, { isLoading: loggingSession }] = useLogTrainingSessionMutation();
  const [checkIn, { isLoading: checkingIn }] = useCheckInWellnessMutation();

  if (isLoading) return <FullPageLoader />;
  if (user?.role !== 'player') {
    return (
      <StatusPanel
        order={1}
        color="orange"
        icon={<LockIcon size={28} />}
        title="Player Access Only"
        message="Progress tracking is available for players only."
      />
    );
  }

  const saveSession = async () => {
    const payload = trainingSessionCreateSchema.safeParse({
      type: sessionForm.type,
      category: sessionForm.category,
      minutes: sessionForm.minutes === '' ? undefined : sessionForm.minutes,
      rpe: sessionForm.rpe === '' ? null : sessionForm.rpe,
      notes: sessionForm.notes,
      date: sessionForm.date,
      dayOfWeek: weekdayNameOf(sessionForm.date),
      timeZone: timeZone(),
    });
    if (!payload.success) {
      const issue = payload.error.issues[0];
      showToast({
        title: 'Error',
        message: `${issue?.path.join('.') ?? 'form'} ${issue?.message ?? ''}`.trim(),
        tone: 'error',
      });
      return;
    }
    try {
      await logSession(payload.data).unwrap();
      setSessionOpen(false);
      setSessionForm(defaultSessionForm(calendarDayOf(new Date())));
      showToast({ title: 'Training session logged successfully', message: '', tone: 'success' });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to log training session', tone: 'error' });
    }
  };

  const saveCheckIn = async () => {
    const payload = wellnessLogCreateSchema.safeParse({
      ...wellnessForm,
      date: calendarDayOf(new Date()),
      timeZone: timeZone(),
    });
    if (!payload.success) {
      showToast({
        title: 'Error',
        message: payload.error.issues[0]?.message ?? 'Please check the form.',
        tone: 'error',
      });
      return;
    }
    try {
      const result = await checkIn(payload.data).unwrap();
      setWellnessOpen(false);
      setWellnessForm({ ...defaultWellnessForm(), comment: '' });
      showToast({
        title: 'Wellness check-in logged successfully',
        message: result.replaced ? "Today's earlier check-in was replaced." : '',
        tone: 'success',
      });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to log wellness check-in',
        tone: 'error',
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Progress Tracking"
        subtitle="Your training load, wellness and assignments, week by week."
        actions={
          <>
            <Button onClick={() => setSessionOpen(true)}>Log Session</Button>
            <Button variant="light" onClick={() => setWellnessOpen(true)}>
              Wellness Check-In
            </Button>
          </>
        }
      />
      <ProgressView
        emptyTexts={{
          sessions: 'No sessions logged yet. Start by logging your first training session!',
          wellness: 'No wellness check-ins yet. Start tracking your daily wellness!',
        }}
      />
      <LogSessionDialog
        opened={sessionOpen}
        values={sessionForm}
        saving={loggingSession}
        onChange={setSessionForm}
        onSave={() => void saveSession()}
        onCancel={() => setSessionOpen(false)}
      />
      <WellnessCheckInDialog
        opened={wellnessOpen}
        values={wellnessForm}
        saving={checkingIn}
        onChange={setWellnessForm}
        onSave={() => void saveCheckIn()}
        onCancel={() => setWellnessOpen(false)}
      />
    </>
  );
}
