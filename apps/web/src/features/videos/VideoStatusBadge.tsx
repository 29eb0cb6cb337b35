import { Badge } from '@mantine/core';
import { videoStatusColor, videoStatusWord } from '@portal/contracts';

/**
 * A video's status, the same word on every page that shows the video (`videoStatusWord`). The badge
 * wraps rather than cutting the word on a phone.
 */
export function VideoStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={videoStatusColor(status)}
      variant="light"
      data-testid="video-status"
      style={{ flexShrink: 0, height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' }}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 } }}
    >
      {videoStatusWord(status)}
    </Badge>
  );
}
