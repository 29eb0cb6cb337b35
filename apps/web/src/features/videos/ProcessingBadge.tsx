import { Badge, Text } from '@mantine/core';
import type { Video } from '@portal/contracts';

/** What the worker is doing with the file, apart from the review status. */
export function ProcessingBadge({ video }: { video: Video }) {
  if (video.processing.state === 'pending')
    return (
      <Badge color="gray" variant="outline" w="fit-content" data-testid="processing-badge">
        Processing video…
      </Badge>
    );
  if (video.processing.state === 'failed')
    return (
      <Text size="sm" c="red" role="alert">
        {video.processing.reason ?? 'We could not process this video.'}
      </Text>
    );
  return null;
}
