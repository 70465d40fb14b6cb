import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ImageType {
  extension: string;
  contentType: string;
}

const PNG: ImageType = { extension: 'png', contentType: 'image/png' };
const JPEG: ImageType = { extension: 'jpg', contentType: 'image/jpeg' };
const WEBP: ImageType = { extension: 'webp', contentType: 'image/webp' };
const GIF: ImageType = { extension: 'gif', contentType: 'image/gif' };
const BY_EXTENSION = new Map([PNG, JPEG, WEBP, GIF].map((type) => [type.extension, type]));

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

// Generated names only: 32 hex characters and one of our extensions. Anything else (../, other files) is never served.
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** A new random stored name with the type's extension. */
export function newImageName(type: ImageType): string {
  return `${randomBytes(16).toString('hex')}.${type.extension}`;
}

/** Image files kept in DATA_DIR/uploads under random names. */
export class ImageStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'uploads');
    mkdirSync(this.directory, { recursive: true });
  }

  /** Writes the bytes under a name from newImageName. */
  async save(bytes: Buffer, name: string): Promise<void> {
    // 'wx' never overwrites: a name collision fails loudly instead of replacing someone's image.
    await writeFile(join(this.directory, name), bytes, { flag: 'wx', mode: 0o644 });
  }

  /** The stored file and its type, or null for a name we did not generate or a file that is not there. */
  async read(name: string): Promise<{ bytes: Buffer; type: ImageType } | null> {
    const match = STORED_NAME.exec(name);
    if (!match) return null;
    try {
      const bytes = await readFile(join(this.directory, name));
      return { bytes, type: BY_EXTENSION.get(match[1]!)! };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
