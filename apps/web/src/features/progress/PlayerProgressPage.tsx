import { adminRowName } from '@portal/contracts';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { LockIcon } from '../../common/icons';
import { possessive } from '../family/family-display';
import { useGetPlayerProfileQuery } from '../profile/profile-api';
import { ProgressView } from './ProgressView';

/** /players/:id/progress: coaches and admins read one player's progress (read-only). */
export default function PlayerProgressPage() {
  const { id } = useParams<{ id: string }>();
  const { user, isLoading } = useCurrentUser();
  const staff = user?.role === 'coach' || user?.role === 'admin';
  // Whose progress it is; a failed name load still shows the figures, as "This player's".
  const player = useGetPlayerProfileQuery(id ?? '', { skip: !staff || !id });
  if (isLoading) return <FullPageLoader />;
  if (!staff) {
    return (
      <StatusPanel
        order={1}
        color="orange"
        icon={<LockIcon size={28} />}
        title="Access Denied"
        message="Only coaches and administrators can view another player's progress."
      />
    );
  }
  return (
    <>
      <PageHeader
        title={player.data ? `${possessive(adminRowName(player.data))} progress` : 'Player Progress'}
        subtitle={`Read-only view of ${player.data ? possessive(adminRowName(player.data)) : "this player's"} training, wellness and assignments.`}
      />
      <ProgressView
        playerId={id}
        emptyTexts={{
          sessions: 'This player has not logged any sessions yet.',
          wellness: 'This player has no wellness check-ins yet.',
        }}
      />
    </>
  );
}
