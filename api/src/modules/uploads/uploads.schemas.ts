import { Type } from 'typebox';

/** The largest image accepted (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const ONLY_IMAGES = 'Only PNG, JPEG, WebP or GIF images can be uploaded.';
export const TOO_LARGE = 'Images can be at most 5 MB.';
export const FILE_REQUIRED = 'An image file is required.';
export const WRONG_PRESET = 'Unknown upload preset.';
export const IMAGE_UNREADABLE = 'The image could not be read. Upload a valid PNG, JPEG, WebP or GIF file.';
/** Decoding cost grows with pixels, not bytes: a small file can unpack to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = 'Images can be at most 40 megapixels.';

/** Same answer field as the hosted image provider, so the front end reads one shape from either. */
export const UploadAnswer = Type.Object({
  secure_url: Type.String({ description: 'URL of the stored image: on PUBLIC_URL when it is set, else a same-site path (/api/uploads/<name>)' }),
});

export const ImageParams = Type.Object({ name: Type.String({ description: 'Stored name, e.g. 3f…9a.png' }) });

// Sent as raw bytes (Fastify never serialises a Buffer); the schema only documents it.
export const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image, with its own Content-Type' });
