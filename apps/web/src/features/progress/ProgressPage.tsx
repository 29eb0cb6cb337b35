import { Button } from '@mantine/core';
import { calendarDayOf, defaultSessionForm } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../auth/use-current-user';
import { serverMessageOf } from '../../api/api-error';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { LockIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import { useFieldForm } from '../../common/use-field-form';
import { LogSessionDialog, type SessionFormValues } from './LogSessionDialog';
import { ProgressView } from './ProgressView';
import { WellnessCheckInDialog, type WellnessFormValues, emptyWellnessForm } from './WellnessCheckInDialog';
import { useCheckInWellnessMutation, useLogTrainingSessionMutation } from './progress-api';
import { validateSessionForm, validateWellnessForm } from './progress-forms';
import { viewerTimeZone } from '../../common/dates';

/** /progress (spec §2.10): players only. */
export default function ProgressPage() {
  const { user, isLoading } = useCurrentUser();
  const [sessionOpen, setSessionOpen] = useState(false);
  const [wellnessOpen, setWellnessOpen] = useState(false);
  const sessionForm = useFieldForm<SessionFormValues>(
    useCallback(() => defaultSessionForm(calendarDayOf(new Date())), []),
  );
  const wellnessForm = useFieldForm<WellnessFormValues>(useCallback(() => emptyWellnessForm(), []));
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

  const saveSession = () =>
    submitForm({
      form: sessionForm,
      validate: () => validateSessionForm(sessionForm.values, viewerTimeZone()),
      send: (session) => logSession(session).unwrap(),
      onSuccess: () => {
        setSessionOpen(false);
        sessionForm.reset();
      },
      success: { title: 'Training session logged successfully', message: '', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to log training session',
        tone: 'error',
      }),
    });

  const saveCheckIn = () =>
    submitForm({
      form: wellnessForm,
      validate: () => validateWellnessForm(wellnessForm.values, calendarDayOf(new Date()), viewerTimeZone()),
      send: (checkInValues) => checkIn(checkInValues).unwrap(),
      onSuccess: () => {
        setWellnessOpen(false);
        wellnessForm.reset();
      },
      success: (result) => ({
        title: 'Wellness check-in logged successfully',
        message: result.replaced ? "Today's earlier check-in was replaced." : '',
        tone: 'success',
      }),
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to log wellness check-in',
        tone: 'error',
      }),
    });

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
        values={sessionForm.values}
        errors={sessionForm.errors}
        saving={loggingSession}
        onChange={sessionForm.update}
        onSave={() => void saveSession()}
        onCancel={() => setSessionOpen(false)}
      />
      <WellnessCheckInDialog
        opened={wellnessOpen}
        values={wellnessForm.values}
        errors={wellnessForm.errors}
        saving={checkingIn}
        onChange={wellnessForm.update}
        onSave={() => void saveCheckIn()}
        onCancel={() => setWellnessOpen(false)}
      />
    </>
  );
}
