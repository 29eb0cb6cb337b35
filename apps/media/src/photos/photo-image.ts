import { PROFILE_PHOTO_PIXELS } from '@portal/contracts';
import sharp from 'sharp';

/** Larger than any phone camera, small enough that a crafted "decompression bomb" is refused. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The only code that touches sharp. Decodes the whole image (a file that only looks like an image
 * fails here), turns it upright by its EXIF orientation, crops it to a centred square of
 * PROFILE_PHOTO_PIXELS and writes WebP. sharp keeps no metadata unless asked, so EXIF (GPS position,
 * camera serial) never reaches storage.
 */
export async function toProfilePhoto(original: Buffer): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(PROFILE_PHOTO_PIXELS, PROFILE_PHOTO_PIXELS, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}
