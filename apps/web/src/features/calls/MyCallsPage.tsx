import { Button } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { PageHeader } from '../../common/PageHeader';
import { PlayerCallsTab } from './PlayerCallsTab';

/** /calls: a player's calls; coaches and admins go to their agenda. */
export default function MyCallsPage() {
  const { user } = useCurrentUser();
  if (user && user.role !== 'player') return <Navigate to="/calls/coach" replace />;
  return (
    <>
      <PageHeader
        title="Mentorship Calls"
        subtitle="Your one-to-one calls with your coach."
        actions={
          <Button component={Link} to="/calls/book">
            Schedule Mentorship Call
          </Button>
        }
      />
      <PlayerCallsTab />
    </>
  );
}
