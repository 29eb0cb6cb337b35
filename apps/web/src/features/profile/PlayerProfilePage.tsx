import { ComingSoon } from '../../common/ComingSoon';

export default function PlayerProfilePage() {
  return <ComingSoon title="Player Profile" description="Player profiles are not available yet." />;
}
