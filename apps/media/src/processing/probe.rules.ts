/** The parts of ffprobe's JSON the decisions need (a subset of fluent-ffmpeg's FfprobeData). */
export interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string | number;
}
export interface ProbeResult {
  streams: ProbeStream[];
  format: { format_name?: string; duration?: string | number };
}

export type ProbeAssessment =
  | { playable: false; reason: string }
  | { playable: true; durationSeconds: number; thumbnailAtSeconds: number; webCopy: WebCopyPlan };

/** How to make the browser-playable copy: none, a remux (faststart only), or re-encoding. */
export type WebCopyPlan = 'none' | 'remux' | { video: 'copy' | 'encode'; audio: 'copy' | 'encode' | 'none' };

export const NOT_A_VIDEO_REASON = 'This file is not a video we can play. Please upload an MP4, MOV or WebM video.';
export const NO_PICTURE_REASON = 'This file has no picture: it may be an audio recording. Please upload a video.';
export const EMPTY_VIDEO_REASON = 'This video has no length: it may be damaged. Please record or export it again.';

const number = (value: string | number | undefined) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** Images ffprobe sees as one-frame "video" streams. */
const STILL_CODECS = new Set(['mjpeg', 'png', 'gif', 'webp', 'bmp', 'tiff']);

/**
 * Whether a probed file is a playable video, how long it is, where its thumbnail frame is (~10 %
 * in), and whether browsers can play it as it is: H.264 (+ AAC or no audio) in MP4 with its index
 * before the media data.
 */
export function assessProbe(probe: ProbeResult, options: { mp4IndexAtEnd: boolean }): ProbeAssessment {
  const video = probe.streams.find(
    (stream) => stream.codec_type === 'video' && !STILL_CODECS.has(stream.codec_name ?? ''),
  );
  if (!video) {
    const hasAudio = probe.streams.some((stream) => stream.codec_type === 'audio');
    return { playable: false, reason: hasAudio ? NO_PICTURE_REASON : NOT_A_VIDEO_REASON };
  }
  const durationSeconds = number(probe.format.duration) ?? number(video.duration);
  if (durationSeconds === undefined || durationSeconds <= 0) return { playable: false, reason: EMPTY_VIDEO_REASON };
  const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
  const isMp4 = (probe.format.format_name ?? '').split(',').includes('mp4');
  const videoOk = video.codec_name === 'h264';
  const audioOk = !audio || audio.codec_name === 'aac';
  let webCopy: WebCopyPlan;
  if (isMp4 && videoOk && audioOk) webCopy = options.mp4IndexAtEnd ? 'remux' : 'none';
  else webCopy = { video: videoOk ? 'copy' : 'encode', audio: !audio ? 'none' : audioOk ? 'copy' : 'encode' };
  return { playable: true, durationSeconds, thumbnailAtSeconds: thumbnailTime(durationSeconds), webCopy };
}

/** ~10 % into the clip, never past its last second. */
export function thumbnailTime(durationSeconds: number): number {
  return Math.round(Math.min(durationSeconds * 0.1, Math.max(0, durationSeconds - 1)) * 1000) / 1000;
}
