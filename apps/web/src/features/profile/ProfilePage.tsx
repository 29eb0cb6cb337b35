import { ComingSoon } from '../../common/ComingSoon';

export default function ProfilePage() {
  return (
    <ComingSoon
      title="Authentication & Player Profile"
      description="Profile editing is not available yet. Your team, position and contact details will be managed here."
    />
  );
}
