import type { Video } from '@portal/contracts';

/** While a listed video is still being processed, check again every few seconds (and only then). */
export const PROCESSING_CHECK_MS = 3000;
export function processingPollInterval(videos: readonly Video[] | undefined): number {
  return videos?.some((video) => video.processing.state === 'pending') ? PROCESSING_CHECK_MS : 0;
}
