import { Button } from '@mantine/core';
import { LOGOUT_NAVIGATION_PATH } from '../../auth/unauthorized';
import { StatusPanel } from '../../common/StatusPanel';
import { LockIcon } from '../../common/icons';

/** Spec §2.6: shown when the dashboard's assignments fail to load. */
export function SessionIssueCard() {
  return (
    <StatusPanel
      color="red"
      icon={<LockIcon size={28} />}
      title="Session Issue Detected"
      message="Your session has expired or there is an authentication problem. Please log out and log in again."
      action={
        <Button color="red" onClick={() => window.location.assign(LOGOUT_NAVIGATION_PATH)}>
          Logout and Login Again
        </Button>
      }
    />
  );
}
