import type { Video } from '@portal/contracts';
import { PROCESSING_CHECK_MS, processingPollInterval } from './video-processing';

const video = (state: Video['processing']['state']) => ({ processing: { state, reason: null } }) as Video;

describe('processingPollInterval', () => {
  it('checks again only while a listed video is still being processed', () => {
    expect(processingPollInterval([video('ready'), video('pending')])).toBe(PROCESSING_CHECK_MS);
    expect(processingPollInterval([video('ready'), video('failed')])).toBe(0);
    expect(processingPollInterval([])).toBe(0);
    expect(processingPollInterval(undefined)).toBe(0);
  });
});
