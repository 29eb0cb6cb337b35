import { Text } from '@mantine/core';
import { type Video, formatConsentDate } from '@portal/contracts';

/** What staff see of a video whose player withdrew the media consent: no file, and when it goes. */
export function ConsentWithdrawnNotice({ video }: { video: Video }) {
  if (!video.mediaConsentWithdrawn) return null;
  return (
    <Text size="sm" c="red.9" data-testid="consent-withdrawn-notice">
      Media consent withdrawn on {formatConsentDate(video.mediaConsentWithdrawn.withdrawnAt)}: the video is hidden and
      will be deleted on {formatConsentDate(video.mediaConsentWithdrawn.deletionDueAt)} unless consent is given again.
    </Text>
  );
}
