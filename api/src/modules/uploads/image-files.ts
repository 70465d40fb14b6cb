import { randomBytes } from 'node:crypto';

export interface ImageType {
  extension: string;
  contentType: string;
}

const PNG: ImageType = { extension: 'png', contentType: 'image/png' };
const JPEG: ImageType = { extension: 'jpg', contentType: 'image/jpeg' };
const WEBP: ImageType = { extension: 'webp', contentType: 'image/webp' };
const GIF: ImageType = { extension: 'gif', contentType: 'image/gif' };

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the file's first bytes prove, whatever name or content type the client claimed; null otherwise. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  return null;
}

// Generated names only: 32 hex characters and one of our extensions, or a size made of it (lib/image-variants).
// Anything else (../, other files) is never served.
const STORED_NAME = /^[0-9a-f]{32}(\.(png|jpg|webp|gif)|-\d{2,4}\.(avif|webp))$/;

/** A new random name for an image of this type (never reused, so its content never changes). */
export function newImageName(type: ImageType): string {
  return `${randomBytes(16).toString('hex')}.${type.extension}`;
}

/** The extensions an original picture may have, to find the original of a size made later. */
export const ORIGINAL_EXTENSIONS = [PNG, JPEG, WEBP, GIF].map((type) => type.extension);

/** True only for names we generate; anything else (../, other files) is never looked up. */
export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}
