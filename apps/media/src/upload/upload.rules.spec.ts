import { checkUploadFor, uploadIdFromUrl, uploadObjectKey, uploadObjectPath } from './upload.rules';

const ID = '0d5e3b0c-3a4b-4f5e-9a1b-2c3d4e5f6a7b';
const limits = { simpleMax: 100, statusMax: 1000 };
const mp4 = { kind: 'video' as const, mime: 'video/mp4', mp4Family: true };
const webm = { kind: 'video' as const, mime: 'video/webm', mp4Family: false };
const png = { kind: 'image' as const, mime: 'image/png', mp4Family: false };

describe('upload URLs', () => {
  it('finds the upload in the signed URL, its object path, or an S3 presigned URL', () => {
    expect(uploadIdFromUrl(`/api/objects/uploads/${ID}?purpose=put&signature=x`)).toBe(ID);
    expect(uploadIdFromUrl(uploadObjectPath(ID))).toBe(ID);
    expect(uploadIdFromUrl(`https://bucket.s3.example/ns/uploads/${ID.toUpperCase()}?X-Amz-Signature=abc`)).toBe(ID);
    expect(uploadObjectKey(ID)).toBe(`uploads/${ID}`);
  });

  it('finds nothing in other URLs', () => {
    expect(uploadIdFromUrl('https://example.com/video.mp4')).toBeUndefined();
    expect(uploadIdFromUrl(`/api/objects/uploads/${ID}/thumbnail.jpg`)).toBeUndefined();
    expect(uploadIdFromUrl('')).toBeUndefined();
  });
});

describe('checkUploadFor', () => {
  it('simple flow: a video or image by content, at most 50 MB', () => {
    expect(checkUploadFor('simple', png, 100, limits)).toEqual({ ok: true, kind: 'image', mime: 'image/png' });
    expect(checkUploadFor('simple', webm, 50, limits)).toEqual({ ok: true, kind: 'video', mime: 'video/webm' });
    expect(checkUploadFor('simple', png, 101, limits)).toEqual({ ok: false, message: 'The file is larger than 50 MB' });
    expect(checkUploadFor('simple', null, 10, limits)).toEqual({
      ok: false,
      message: 'The file is not a video or an image',
    });
    expect(checkUploadFor('simple', png, 0, limits)).toEqual({ ok: false, message: 'The uploaded file is empty' });
  });

  it('status version: an MP4 by content, at most 2 GB', () => {
    expect(checkUploadFor('status', mp4, 1000, limits)).toEqual({ ok: true, kind: 'video', mime: 'video/mp4' });
    expect(checkUploadFor('status', mp4, 1001, limits)).toEqual({ ok: false, message: 'The file is larger than 2 GB' });
    expect(checkUploadFor('status', webm, 10, limits)).toEqual({ ok: false, message: 'The file is not an MP4 video' });
    expect(checkUploadFor('status', null, 10, limits)).toEqual({ ok: false, message: 'The file is not an MP4 video' });
  });
});
