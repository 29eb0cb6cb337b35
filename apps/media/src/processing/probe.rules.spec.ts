import { EMPTY_VIDEO_REASON, NOT_A_VIDEO_REASON, NO_PICTURE_REASON, assessProbe, thumbnailTime } from './probe.rules';

const h264 = { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080 };
const aac = { codec_type: 'audio', codec_name: 'aac' };
const mp4 = { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '120.5' };

describe('assessProbe', () => {
  it('H.264/AAC MP4 with the index first needs no web copy', () => {
    expect(assessProbe({ streams: [h264, aac], format: mp4 }, { mp4IndexAtEnd: false })).toEqual({
      playable: true,
      durationSeconds: 120.5,
      thumbnailAtSeconds: 12.05,
      webCopy: 'none',
    });
  });

  it('the same file with its index at the end is remuxed with faststart', () => {
    expect(assessProbe({ streams: [h264, aac], format: mp4 }, { mp4IndexAtEnd: true })).toMatchObject({
      webCopy: 'remux',
    });
  });

  it('re-encodes only what browsers cannot play', () => {
    const hevc = { codec_type: 'video', codec_name: 'hevc' };
    const mp3 = { codec_type: 'audio', codec_name: 'mp3' };
    expect(assessProbe({ streams: [hevc, aac], format: mp4 }, { mp4IndexAtEnd: false })).toMatchObject({
      webCopy: { video: 'encode', audio: 'copy' },
    });
    expect(assessProbe({ streams: [h264, mp3], format: mp4 }, { mp4IndexAtEnd: false })).toMatchObject({
      webCopy: { video: 'copy', audio: 'encode' },
    });
    expect(
      assessProbe(
        {
          streams: [{ codec_type: 'video', codec_name: 'vp9' }],
          format: { format_name: 'matroska,webm', duration: 5 },
        },
        { mp4IndexAtEnd: false },
      ),
    ).toMatchObject({ webCopy: { video: 'encode', audio: 'none' } });
  });

  it('refuses audio-only, still images and zero-length files with readable reasons', () => {
    expect(assessProbe({ streams: [aac], format: mp4 }, { mp4IndexAtEnd: false })).toEqual({
      playable: false,
      reason: NO_PICTURE_REASON,
    });
    expect(
      assessProbe(
        { streams: [{ codec_type: 'video', codec_name: 'png' }], format: { format_name: 'png_pipe' } },
        { mp4IndexAtEnd: false },
      ),
    ).toEqual({
      playable: false,
      reason: NOT_A_VIDEO_REASON,
    });
    expect(
      assessProbe({ streams: [h264], format: { format_name: 'mp4', duration: '0' } }, { mp4IndexAtEnd: false }),
    ).toEqual({
      playable: false,
      reason: EMPTY_VIDEO_REASON,
    });
  });
});

describe('thumbnailTime', () => {
  it('is 10 % in, but never past the last second', () => {
    expect(thumbnailTime(120)).toBe(12);
    expect(thumbnailTime(3)).toBe(0.3);
    expect(thumbnailTime(0.5)).toBe(0);
  });
});
