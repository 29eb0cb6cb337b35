import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

export type ClipKind = 'h264' | 'h264-index-at-end' | 'mpeg4' | 'audio-only' | 'text' | 'png';

const lavfi = (seconds: number, size: string) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=duration=${seconds}:size=${size}:rate=25`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${seconds}`,
];

/** Generates a test clip with ffmpeg at test time (never committed). Returns its path. */
export async function makeClip(dir: string, kind: ClipKind, seconds = 3, size = '320x240'): Promise<string> {
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  switch (kind) {
    case 'h264': {
      const out = join(dir, `h264-${seconds}s.mp4`);
      await run(FFMPEG, [
        ...quiet,
        ...lavfi(seconds, size),
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+faststart',
        out,
      ]);
      return out;
    }
    case 'h264-index-at-end': {
      const out = join(dir, `h264-moov-end-${seconds}s.mp4`);
      await run(FFMPEG, [
        ...quiet,
        ...lavfi(seconds, size),
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        out,
      ]);
      return out;
    }
    case 'mpeg4': {
      const out = join(dir, `mpeg4-${seconds}s.mp4`);
      await run(FFMPEG, [
        ...quiet,
        ...lavfi(seconds, size),
        '-c:v',
        'mpeg4',
        '-q:v',
        '5',
        '-c:a',
        'mp3',
        '-shortest',
        out,
      ]);
      return out;
    }
    case 'audio-only': {
      const out = join(dir, 'audio-only.mp4');
      await run(FFMPEG, [...quiet, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac', out]);
      return out;
    }
    case 'png': {
      const out = join(dir, 'still.png');
      await run(FFMPEG, [...quiet, '-f', 'lavfi', '-i', 'testsrc=size=320x240', '-frames:v', '1', out]);
      return out;
    }
    case 'text': {
      const out = join(dir, 'not-a-video.mp4');
      await writeFile(out, 'This is a text file pretending to be a video.\n'.repeat(20));
      return out;
    }
  }
}
