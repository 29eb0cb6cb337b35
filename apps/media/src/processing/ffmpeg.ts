import ffmpeg from 'fluent-ffmpeg';
import type { FfmpegArgs } from './ffmpeg-args';
import type { ProbeResult } from './probe.rules';

/** The only file that touches fluent-ffmpeg. Binaries from env (FFMPEG_PATH, FFPROBE_PATH), else Debian's. */
export interface FfmpegBinaries {
  ffmpegPath: string;
  ffprobePath: string;
}

export function ffmpegBinariesFromEnv(env: NodeJS.ProcessEnv = process.env): FfmpegBinaries {
  return { ffmpegPath: env.FFMPEG_PATH ?? '/usr/bin/ffmpeg', ffprobePath: env.FFPROBE_PATH ?? '/usr/bin/ffprobe' };
}

export class Ffmpeg {
  constructor(private readonly binaries: FfmpegBinaries) {}

  probe(input: string): Promise<ProbeResult> {
    return new Promise((resolve, reject) => {
      ffmpeg.setFfprobePath(this.binaries.ffprobePath);
      ffmpeg.ffprobe(input, (error, data) =>
        error ? reject(error as Error) : resolve(data as unknown as ProbeResult),
      );
    });
  }

  /** Runs one ffmpeg command; `onProgress` gets the percentage fluent-ffmpeg derives from the duration. */
  run(input: string, output: string, args: FfmpegArgs, onProgress?: (percent: number) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      const command = ffmpeg(input)
        .setFfmpegPath(this.binaries.ffmpegPath)
        .setFfprobePath(this.binaries.ffprobePath)
        .inputOptions(args.inputOptions)
        .outputOptions(args.outputOptions)
        .output(output)
        .on('end', () => resolve())
        .on('error', (error: Error) => reject(error));
      if (onProgress) command.on('progress', (progress: { percent?: number }) => onProgress(progress.percent ?? 0));
      command.run();
    });
  }
}
