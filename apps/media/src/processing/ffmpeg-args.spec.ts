import { commandLine, thumbnailArgs, webCopyArgs } from './ffmpeg-args';

describe('ffmpeg argument builders', () => {
  it('seeks before the input for the thumbnail and scales to 640 px wide', () => {
    expect(commandLine('ffmpeg', thumbnailArgs(12.05), 'in.mp4', 'thumb.jpg')).toEqual([
      'ffmpeg',
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      '12.050',
      '-i',
      'in.mp4',
      '-frames:v',
      '1',
      '-vf',
      'scale=640:-2',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-y',
      'thumb.jpg',
    ]);
  });

  it('remuxes with faststart when only the index is misplaced', () => {
    expect(webCopyArgs('remux').outputOptions).toEqual([
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '-y',
    ]);
  });

  it('encodes H.264 (even dimensions, yuv420p) and AAC, copying what is already fine', () => {
    expect(webCopyArgs({ video: 'encode', audio: 'copy' }).outputOptions).toEqual([
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
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
      '-c:a',
      'copy',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '-y',
    ]);
    expect(webCopyArgs({ video: 'copy', audio: 'encode' }).outputOptions).toContain('aac');
    expect(webCopyArgs({ video: 'copy', audio: 'none' }).outputOptions).toContain('-an');
  });
});
