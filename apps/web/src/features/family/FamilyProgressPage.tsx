import { PageHeader } from '../../common/PageHeader';
import { ProgressView } from '../progress/ProgressView';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

/** `/family/:childId/progress`: the child's training load, wellness and assignments, read-only. */
export default function FamilyProgressPage() {
  const { playerId, name } = useViewedPlayer();
  return (
    <>
      <PageHeader
        title={`${possessive(name)} progress`}
        subtitle={`${possessive(name)} training load, wellness and assignments, week by week.`}
      />
      <ProgressView
        playerId={playerId}
        emptyTexts={{
          sessions: `${name} has not logged any sessions yet.`,
          wellness: `${name} has no wellness check-ins yet.`,
        }}
      />
    </>
  );
}
