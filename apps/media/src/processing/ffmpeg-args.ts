import type { WebCopyPlan } from './probe.rules';

/** Options split the way ffmpeg reads them: before `-i` (input) and after (output). */
export interface FfmpegArgs {
  inputOptions: string[];
  outputOptions: string[];
}

export const THUMBNAIL_WIDTH = 640;

/** A 640 px JPEG of one frame; `-ss` before `-i` so ffmpeg seeks by the index instead of decoding up to it. */
export function thumbnailArgs(atSeconds: number): FfmpegArgs {
  return {
    inputOptions: ['-ss', atSeconds.toFixed(3)],
    outputOptions: ['-frames:v', '1', '-vf', `scale=${THUMBNAIL_WIDTH}:-2`, '-q:v', '3', '-f', 'image2', '-y'],
  };
}

/** H.264/AAC MP4 with the index first (faststart); streams that are already fine are copied. */
export function webCopyArgs(plan: Exclude<WebCopyPlan, 'none'>): FfmpegArgs {
  const faststart = ['-movflags', '+faststart', '-f', 'mp4', '-y'];
  if (plan === 'remux')
    return { inputOptions: [], outputOptions: ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', ...faststart] };
  const video =
    plan.video === 'copy'
      ? ['-c:v', 'copy']
      : [
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '23',
          '-pix_fmt',
          'yuv420p',
          '-vf',
          'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        ];
  const audio =
    plan.audio === 'none' ? ['-an'] : plan.audio === 'copy' ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '128k'];
  return { inputOptions: [], outputOptions: ['-map', '0:v:0', '-map', '0:a:0?', ...video, ...audio, ...faststart] };
}

/** The command lines as a shell would read them (for logs and the benchmark's bare baseline). */
export function commandLine(binary: string, args: FfmpegArgs, input: string, output: string): string[] {
  return [
    binary,
    '-hide_banner',
    '-loglevel',
    'error',
    ...args.inputOptions,
    '-i',
    input,
    ...args.outputOptions,
    output,
  ];
}
