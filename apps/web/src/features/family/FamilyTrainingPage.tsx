import { calendarDayOf, summarizeTrainingLogs } from '@portal/contracts';
import { useMemo } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { TrainingLogList, TrainingLogSkeleton } from '../training/TrainingLogList';
import { TrainingSummaryCards } from '../training/TrainingSummaryCards';
import { useGetPlayerTrainingLogsQuery } from '../training/training-api';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

/** `/family/:childId/training`: the child's training log, read-only (only the child logs sessions). */
export default function FamilyTrainingPage() {
  const { playerId = '', name } = useViewedPlayer();
  const logs = useGetPlayerTrainingLogsQuery(playerId, { skip: !playerId });
  useUnauthorizedRedirect(logs.error);
  const today = calendarDayOf(new Date());
  const summary = useMemo(() => summarizeTrainingLogs(logs.data ?? [], today), [logs.data, today]);
  return (
    <>
      <PageHeader
        title={`${possessive(name)} training log`}
        subtitle={`The training sessions and games ${name} has logged.`}
      />
      <TrainingSummaryCards summary={logs.data ? summary : null} />
      {logs.isLoading ? (
        <TrainingLogSkeleton />
      ) : logs.isError || !logs.data ? (
        <LoadErrorAlert title={`Could not load ${possessive(name)} training log`} onRetry={() => void logs.refetch()} />
      ) : (
        <TrainingLogList logs={logs.data} emptyMessage={`${name} has not logged any training yet.`} />
      )}
    </>
  );
}
