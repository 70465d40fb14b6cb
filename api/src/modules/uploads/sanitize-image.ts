import sharp from 'sharp';
import { httpError } from '../../plugins/errors';
import { IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_PIXELS } from './uploads.schemas';
import type { ImageType } from './image-files';

export interface SanitizedImage {
  bytes: Buffer;
  /** The decoded format; equals the type the magic bytes claimed. */
  format: 'png' | 'jpeg' | 'webp' | 'gif';
}

const SAME_FORMAT: Record<string, ImageType['extension']> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

/**
 * Decodes the whole image and encodes it again in its own format, so what is stored is pixels only: a file that
 * merely starts like an image is refused, and EXIF (camera, GPS position), XMP, ICC comments and trailing bytes are
 * gone. Orientation from EXIF is applied first so photos keep looking upright. Storage-agnostic: answers the bytes.
 */
export async function sanitizeImage(input: Buffer, claimed: ImageType): Promise<SanitizedImage> {
  let decoded;
  try {
    // animated: keep every frame of a GIF/WebP; limitInputPixels: refuse decompression bombs before decoding them.
    decoded = sharp(input, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const { format } = await decoded.metadata();
    if (!format || SAME_FORMAT[format] !== claimed.extension) throw new Error(`format ${format} does not match ${claimed.extension}`);
    const pipeline = decoded.rotate();
    const encoded =
      format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 90, mozjpeg: true })
          : format === 'webp'
            ? pipeline.webp({ quality: 90 })
            : pipeline.gif();
    return { bytes: await encoded.toBuffer(), format: format as SanitizedImage['format'] };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw httpError(400, IMAGE_TOO_MANY_PIXELS, IMAGE_TOO_MANY_PIXELS, { file: IMAGE_TOO_MANY_PIXELS });
    throw httpError(400, IMAGE_UNREADABLE, IMAGE_UNREADABLE, { file: IMAGE_UNREADABLE });
  }
}
