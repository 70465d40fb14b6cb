import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { mkdirSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Database, Timestamp } from '../../db/schema';
import { LRUCache } from 'lru-cache';

/** An uploaded file as the store keeps it. */
export interface StoredUpload {
  bytes: Buffer;
  contentType: string;
  size: number;
  /** ISO 8601 instant the upload was stored. */
  createdAt: string;
}

/** Where uploaded images live. Names are chosen by the caller, unique, and never overwritten. */
export interface UploadStore {
  save(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The upload, or null when nothing is stored under this name. */
  read(name: string): Promise<StoredUpload | null>;
}

// One path segment of ordinary characters: no separators, no "..", nothing hidden.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Files in DATA_DIR/uploads (SQLite mode: one machine). The content type follows from the name's extension. */
export class FileUploadStore implements UploadStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'uploads');
    mkdirSync(this.directory, { recursive: true });
  }

  async save(name: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe upload name ${JSON.stringify(name)}`);
    const expected = TYPE_BY_EXTENSION[extname(name).toLowerCase()];
    if (expected !== contentType) throw new Error(`${name} cannot be stored as ${contentType}: the file store reads the type from the extension`);
    // 'wx' never overwrites: a name collision fails loudly instead of replacing someone's image.
    await writeFile(join(this.directory, name), bytes, { flag: 'wx', mode: 0o644 });
  }

  async read(name: string): Promise<StoredUpload | null> {
    const contentType = TYPE_BY_EXTENSION[extname(name).toLowerCase()];
    if (!SAFE_NAME.test(name) || !contentType) return null;
    const path = join(this.directory, name);
    try {
      const [bytes, info] = await Promise.all([readFile(path), stat(path)]);
      return { bytes, contentType, size: bytes.length, createdAt: info.mtime.toISOString() };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

interface UploadsTable {
  name: string;
  content_type: string;
  size_bytes: number;
  bytes: Buffer;
  created_at: Timestamp;
}

/**
 * Rows of the `uploads` table (PostgreSQL mode), so every process on every machine serves every upload.
 * Names not in the table are looked up in `fallback`: files this process has itself, such as the demo pictures
 * each process draws at start and images uploaded before the switch to PostgreSQL.
 */
export class PostgresUploadStore implements UploadStore {
  private readonly db: Kysely<Database & { uploads: UploadsTable }>;

  constructor(
    db: Kysely<Database>,
    private readonly fallback: UploadStore,
  ) {
    this.db = db.withTables<{ uploads: UploadsTable }>();
  }

  async save(name: string, bytes: Buffer, contentType: string): Promise<void> {
    // A plain insert: the primary key makes a reused name fail instead of replacing an image.
    await this.db.insertInto('uploads').values({ name, content_type: contentType, size_bytes: bytes.length, bytes }).execute();
  }

  async read(name: string): Promise<StoredUpload | null> {
    const row = await this.db
      .selectFrom('uploads')
      .select(['bytes', 'content_type', 'size_bytes', 'created_at'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return this.fallback.read(name);
    return { bytes: row.bytes, contentType: row.content_type, size: row.size_bytes, createdAt: row.created_at };
  }
}

// Product pictures a page shows are small (a few KB to a few hundred); 64 MB holds thousands of them.
const CACHED_BYTES = 64 * 1024 * 1024;
const LARGEST_CACHED = 2 * 1024 * 1024;

/**
 * Recently read uploads kept in memory, in front of another store. Exact: a name is never reused and an upload never
 * changes or goes away, so a kept copy is always the stored one. Saves a file read, or a PostgreSQL round trip
 * carrying the whole picture, for every picture of every page.
 */
export class CachedUploadStore implements UploadStore {
  private readonly kept = new LRUCache<string, StoredUpload>({ max: 50_000, maxSize: CACHED_BYTES, sizeCalculation: (upload) => upload.bytes.length });

  constructor(private readonly inner: UploadStore) {}

  save(name: string, bytes: Buffer, contentType: string): Promise<void> {
    return this.inner.save(name, bytes, contentType);
  }

  async read(name: string): Promise<StoredUpload | null> {
    const kept = this.kept.get(name);
    if (kept) return kept;
    const found = await this.inner.read(name);
    if (found && found.bytes.length <= LARGEST_CACHED) this.kept.set(name, found);
    return found;
  }
}

/** The store for this app: PostgreSQL when DATABASE_URL is set, else files in DATA_DIR; recent reads kept in memory. */
export function createUploadStore(app: FastifyInstance): UploadStore {
  const files = new FileUploadStore(app.config.dataDir);
  return new CachedUploadStore(app.dialect === 'postgres' ? new PostgresUploadStore(app.db, files) : files);
}
