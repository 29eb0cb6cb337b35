import { useCurrentUser } from '../../auth/use-current-user';
import { ComingSoon } from '../../common/ComingSoon';
import { LockIcon } from '../../common/icons';
import { StatusPanel } from '../../common/StatusPanel';

export default function ProgressPage() {
  const { user } = useCurrentUser();
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
  return <ComingSoon title="Progress Tracking" description="Progress tracking is not available yet." />;
}
